@_spi(CellKitPlatform) import CellKit

/// The base of the terminal's controls: a view that reports `ControlEvents` to closure handlers,
/// with the sender typed as the control's own class.
///
/// A click (press and release on the control) sends `touchDown`, then `touchUpInside` and the
/// control's primary action; Enter or Space on a focused control sends its primary action.
@MainActor
open class ControlView: View, Control {
  /// The handlers registered on this control.
  public let handlers = ControlHandlers()

  /// Whether the control responds to the user; a disabled control is drawn dim.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { setNeedsDisplay() } }
  }

  /// Whether the control is the one the keyboard acts on (set by the focus system).
  public package(set) var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
  }

  /// Where the mouse last pressed the control, in the control's own coordinates: for a control
  /// whose parts act differently, as a stepper's `-` and `+` do.
  public internal(set) var pressLocation: Point?

  /// The control's name where it is listed rather than seen: in a row's action menu (`.` on a
  /// focused row). A button is named by its title unless this is set; name a switch or a slider
  /// here ("Notifications"), or the menu calls it by its kind.
  public var accessibilityLabel: String?

  /// Creates an enabled control with no handlers.
  public override init() {
    super.init()
  }

  /// The cell, header or footer this control is in.
  ///
  /// - Complexity: O(depth); a class check per level finds the table's own cells and headers,
  ///   and only a control outside them pays for protocol checks.
  public var enclosingActionSender: (any ActionSender)? {
    var view = superview
    while let current = view {
      if let reusable = current as? TableReusableView { return reusable }
      view = current.superview
    }
    view = superview
    while let current = view {
      if let sender = current as? any ActionSender { return sender }
      view = current.superview
    }
    return nil
  }

  /// The event that stands for using the control: `.primaryActionTriggered`, or `.valueChanged`
  /// for a switch or a slider.
  open class var primaryEvent: ControlEvents { .primaryActionTriggered }

  public override var canBecomeFocused: Bool { isEnabled }

  public override var preferredHeight: Int? { 1 }

  /// Performs the control's primary action as if the user activated it (Return on the focused
  /// control): does what using it does, then sends the events that report it as one event,
  /// resolved once.
  public final func activate() {
    guard isEnabled else { return }
    sendEvents(performPrimaryAction())
  }

  /// Does what using the control does and returns the events that report it: a button sends
  /// `.primaryActionTriggered`; a switch flips and sends `.valueChanged` too. ``activate()`` and a
  /// click (with `.touchUpInside`) call it while the control is enabled, and send the events as
  /// one; override it, and leave the sending to them.
  open func performPrimaryAction() -> ControlEvents { .primaryActionTriggered }

  /// Handles a press on the control.
  open func touchDown() {
    guard isEnabled else { return }
    sendEvents(.touchDown)
  }

  /// Handles a release: inside the control it completes a click, whose `.touchUpInside` and
  /// primary action are one event, resolved once.
  open func touchUp(inside: Bool) {
    guard isEnabled else { return }
    sendEvents(inside ? performPrimaryAction().union(.touchUpInside) : .touchUpOutside)
  }

  /// The style of the control's body, given its state.
  public var stateStyle: Style {
    if !isEnabled { return .dim }
    return isHighlighted ? Style(attributes: [.reverse, .bold]) : .plain
  }
}

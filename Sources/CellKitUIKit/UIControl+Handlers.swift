#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Every `UIControl` is a CellKit ``Control``: `button.on(.primaryActionTriggered) { button in … }`
  /// with the sender typed as the control's own class, several handlers per event, tokens that remove
  /// them, owners held weakly, and handlers scoped to a cell's configuration.
  ///
  /// Events come from `UIAction`s (`addAction(_:for:)`), one per event kind, added the first time a
  /// handler wants that event, with an identifier of CellKit's own (`CellKit.primaryActionTriggered`),
  /// so the control's other actions and menus, the app's, run beside the handlers untouched (on tvOS,
  /// where controls take `UIAction`s from tvOS 14, the conformance needs tvOS 14).
  @available(tvOS 14.0, *)
  extension UIControl: Control {
    public var handlers: ControlHandlers { attachedHandlers(self) { $0.listen(to: $1) } }

    /// The cell or header/footer view this control is in, for the global observer's index path.
    public var enclosingActionSender: (any ActionSender)? {
      sequence(first: self, next: \.superview).dropFirst().lazy.compactMap { $0 as? any ActionSender }.first
    }

    /// The event that stands for using the control: `.valueChanged` for a switch, slider, stepper,
    /// segmented control, date picker, page control or color well; `.primaryActionTriggered` for a
    /// button and any other control.
    public static var primaryEvent: ControlEvents {
      #if os(iOS) || os(visionOS)
        if self is UISwitch.Type || self is UISlider.Type || self is UIStepper.Type || self is UIDatePicker.Type
          || self is UIColorWell.Type
        {
          return .valueChanged
        }
      #endif
      if self is UISegmentedControl.Type || self is UIPageControl.Type { return .valueChanged }
      return .primaryActionTriggered
    }

    private var bridge: EventBridge {
      associated(self, &AssociatedKey.bridge) { EventBridge() }
    }

    /// Starts forwarding UIKit's `events` to the CellKit handlers, once per event kind.
    private func listen(to events: ControlEvents) {
      let bridge = self.bridge
      for event in bridge.listening.start(events) {
        let uiEvent = UIControl.Event(rawValue: UInt(event.rawValue))
        let identifier = UIAction.Identifier(event.platformActionIdentifier)
        addAction(UIAction(identifier: identifier) { [weak self] _ in self?.sendEvents(event) }, for: uiEvent)
      }
    }
  }

#endif

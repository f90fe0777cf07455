import CGTK
@_spi(CellKitPlatform) import CellKit

/// A `GtkButton` as a CellKit `Control`: a click is `.primaryActionTriggered` (and
/// `.touchUpInside`), handled with the button typed as itself.
///
/// ```swift
/// subscribe.on(.primaryActionTriggered) { button in button.title = "Subscribed" }
/// subscribe.sends(.subscribeTapped, from: cell)  // routed with the row's index path and item
/// ```
@MainActor
public final class Button: Widget, Control {
  public let handlers = ControlHandlers()

  /// A button labelled `title`.
  public init(_ title: String = "") {
    super.init(gtkWidget: gtk_button_new_with_label(title))
    Signal.connect(gtkWidget.raw, "clicked") { [weak self] in
      self?.sendEvents([.touchUpInside, .primaryActionTriggered])
    }
  }

  /// The button's label.
  public var title: String {
    get { gtk_button_get_label(button).map { String(cString: $0) } ?? "" }
    set { gtk_button_set_label(button, newValue) }
  }

  public var enclosingActionSender: (any ActionSender)? { enclosingSender }

  private var button: UnsafeMutablePointer<GtkButton> { gtkWidget.gtk() }
}

import CGTK
@_spi(CellKitPlatform) import CellKit

/// A `GtkCheckButton` as a CellKit `Control`: the user toggling it is `.valueChanged` (and
/// `.primaryActionTriggered`); setting ``isOn`` in code reports nothing.
@MainActor
public final class CheckButton: Widget, Control {
  public let handlers = ControlHandlers()
  private var toggled: gulong = 0

  /// A check button labelled `title`, on or off.
  public init(_ title: String = "", isOn: Bool = false) {
    super.init(gtkWidget: gtk_check_button_new_with_label(title))
    gtk_check_button_set_active(check, isOn ? 1 : 0)
    toggled = Signal.connect(gtkWidget.raw, "toggled") { [weak self] in
      self?.sendEvents([.valueChanged, .primaryActionTriggered])
    }
  }

  /// Whether the box is checked.
  public var isOn: Bool {
    get { gtk_check_button_get_active(check) != 0 }
    set { Signal.blocking(gtkWidget.raw, toggled) { gtk_check_button_set_active(check, newValue ? 1 : 0) } }
  }

  public var enclosingActionSender: (any ActionSender)? { enclosingSender }

  public static var primaryEvent: ControlEvents { .valueChanged }

  private var check: UnsafeMutablePointer<GtkCheckButton> { gtkWidget.gtk() }
}

import CGTK
@_spi(CellKitPlatform) import CellKit

/// A `GtkSwitch` as a CellKit `Control`: the user turning it is `.valueChanged` (and
/// `.primaryActionTriggered`); setting ``isOn`` in code reports nothing.
///
/// ```swift
/// bell.on(.valueChanged) { bell in print(bell.isOn) }  // `bell` is a Switch, no cast
/// ```
@MainActor
public final class Switch: Widget, Control {
  public let handlers = ControlHandlers()
  private var changed: gulong = 0

  /// A switch, on or off.
  public init(isOn: Bool = false) {
    super.init(gtkWidget: gtk_switch_new())
    gtk_switch_set_active(switchWidget, isOn ? 1 : 0)
    gtk_widget_set_valign(gtkWidget, GTK_ALIGN_CENTER)
    // A property notification carries the property's description: one argument.
    changed = Signal.connect(
      gtkWidget.raw, "notify::active",
      argument: { [weak self] _ in self?.sendEvents([.valueChanged, .primaryActionTriggered]) })
  }

  /// Whether the switch is on.
  public var isOn: Bool {
    get { gtk_switch_get_active(switchWidget) != 0 }
    set { Signal.blocking(gtkWidget.raw, changed) { gtk_switch_set_active(switchWidget, newValue ? 1 : 0) } }
  }

  public var enclosingActionSender: (any ActionSender)? { enclosingSender }

  public static var primaryEvent: ControlEvents { .valueChanged }

  private var switchWidget: OpaquePointer { gtkWidget.opaque }
}

import CGTK
@_spi(CellKitPlatform) import CellKit

/// A `GtkSpinButton` (a number field with − and + buttons) as a CellKit `Control`: the user
/// changing its number is `.valueChanged`; setting ``value`` in code reports nothing.
@MainActor
public final class SpinButton: Widget, Control {
  public let handlers = ControlHandlers()
  private var changed: gulong = 0

  /// A spin button from `range.lowerBound` to `range.upperBound` in steps of `step`, at `value`.
  ///
  /// - Precondition: `step` is above zero.
  public init(_ range: ClosedRange<Double>, step: Double = 1, value: Double? = nil) {
    precondition(step > 0, "A SpinButton's step must be above zero; \(step) was given.")
    super.init(gtkWidget: gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step))
    gtk_spin_button_set_value(spin, value ?? range.lowerBound)
    gtk_widget_set_valign(gtkWidget, GTK_ALIGN_CENTER)
    changed = Signal.connect(gtkWidget.raw, "value-changed") { [weak self] in self?.sendEvents(.valueChanged) }
  }

  /// The number shown, kept within the button's range.
  public var value: Double {
    get { gtk_spin_button_get_value(spin) }
    set { Signal.blocking(gtkWidget.raw, changed) { gtk_spin_button_set_value(spin, newValue) } }
  }

  public var enclosingActionSender: (any ActionSender)? { enclosingSender }

  public static var primaryEvent: ControlEvents { .valueChanged }

  private var spin: OpaquePointer { gtkWidget.opaque }
}

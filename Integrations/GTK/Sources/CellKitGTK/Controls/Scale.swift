import CGTK
@_spi(CellKitPlatform) import CellKit

/// A horizontal `GtkScale` (a slider) as a CellKit `Control`: the user moving it is
/// `.valueChanged`; setting ``value`` in code reports nothing.
@MainActor
public final class Scale: Widget, Control {
  public let handlers = ControlHandlers()
  private var changed: gulong = 0

  /// A slider from `range.lowerBound` to `range.upperBound` in steps of `step`, at `value`.
  ///
  /// - Precondition: `step` is above zero.
  public init(_ range: ClosedRange<Double>, step: Double = 1, value: Double? = nil) {
    precondition(step > 0, "A Scale's step must be above zero; \(step) was given.")
    super.init(
      gtkWidget: gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, range.lowerBound, range.upperBound, step))
    gtk_range_set_value(slider, value ?? range.lowerBound)
    changed = Signal.connect(gtkWidget.raw, "value-changed") { [weak self] in self?.sendEvents(.valueChanged) }
  }

  /// The value shown, kept within the slider's range.
  public var value: Double {
    get { gtk_range_get_value(slider) }
    set { Signal.blocking(gtkWidget.raw, changed) { gtk_range_set_value(slider, newValue) } }
  }

  public var enclosingActionSender: (any ActionSender)? { enclosingSender }

  public static var primaryEvent: ControlEvents { .valueChanged }

  private var slider: UnsafeMutablePointer<GtkRange> { gtkWidget.gtk() }
}

import CGTK

/// A `GtkBox`: widgets in a row or a column; the base of ``ListCell``.
@MainActor
open class Box: Widget {
  /// How a box lays its children out.
  public enum Axis: Sendable {
    /// Side by side, from the leading edge.
    case horizontal
    /// One above the other, from the top.
    case vertical
  }

  /// The widgets in the box, in order; the box keeps them.
  public private(set) var children: [Widget] = []

  /// A box of `children`, `spacing` pixels apart.
  public init(_ axis: Axis = .horizontal, spacing: Int = 0, _ children: Widget...) {
    super.init(
      gtkWidget: gtk_box_new(
        axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, Int32(spacing)))
    children.forEach(append)
  }

  /// Adds `child` after the others.
  public func append(_ child: Widget) {
    gtk_box_append(gtkWidget.gtk(GtkBox.self), child.gtkWidget)
    children.append(child)
  }

  /// Takes `child` out of the box.
  public func remove(_ child: Widget) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    gtk_box_remove(gtkWidget.gtk(GtkBox.self), child.gtkWidget)
    children.remove(at: index)
  }
}

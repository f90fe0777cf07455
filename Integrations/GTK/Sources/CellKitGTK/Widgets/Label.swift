import CGTK

/// A `GtkLabel`: text the user reads.
@MainActor
public final class Label: Widget {
  /// A label showing `text`, aligned to its leading edge.
  public init(_ text: String = "") {
    super.init(gtkWidget: gtk_label_new(text))
    gtk_label_set_xalign(gtkWidget.opaque, 0)
  }

  /// The text shown.
  public var text: String {
    get { String(cString: gtk_label_get_text(gtkWidget.opaque)) }
    set { gtk_label_set_text(gtkWidget.opaque, newValue) }
  }

  /// Whether long text wraps onto more lines; when it does not, it is cut with an ellipsis.
  public var wraps: Bool {
    get { gtk_label_get_wrap(gtkWidget.opaque) != 0 }
    set {
      gtk_label_set_wrap(gtkWidget.opaque, newValue ? 1 : 0)
      gtk_label_set_ellipsize(gtkWidget.opaque, newValue ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
    }
  }
}

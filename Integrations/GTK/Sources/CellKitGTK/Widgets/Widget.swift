import CGTK
import CellKit

/// A GTK widget and the Swift object that owns it.
///
/// The object holds a strong reference to its widget (taken with `g_object_ref_sink`, given back
/// when the object is deinitialized), and the widget knows its object, so a control inside a cell
/// finds the cell by walking up its widget's parents. Keep the object as long as its widget is
/// shown: a ``Box`` keeps the objects of the widgets it holds, and a ``Window`` its child's.
@MainActor
open class Widget {
  /// The GTK widget, for calls CellKit does not wrap.
  public let gtkWidget: UnsafeMutablePointer<GtkWidget>

  /// Takes ownership of `gtkWidget`, a newly made widget (its floating reference is sunk).
  public init(gtkWidget: UnsafeMutablePointer<GtkWidget>) {
    self.gtkWidget = gtkWidget
    g_object_ref_sink(gtkWidget.object)
    g_object_set_data(gtkWidget.object, Self.ownerKey, Unmanaged.passUnretained(self).toOpaque())
  }

  isolated deinit {
    g_object_set_data(gtkWidget.object, Self.ownerKey, nil)
    g_object_unref(gtkWidget.object)
  }

  /// The key under which a widget keeps a pointer to its Swift object (not retained).
  private static let ownerKey = "cellkit-owner"

  /// The Swift object that owns the GTK widget `pointer`, if one does.
  static func owner(of pointer: UnsafeMutablePointer<GtkWidget>) -> Widget? {
    g_object_get_data(pointer.object, ownerKey).map { Unmanaged<Widget>.fromOpaque($0).takeUnretainedValue() }
  }

  /// The nearest Swift object, this one or one containing it, that is an `ActionSender`: the cell
  /// (or header or footer) a control is in.
  var enclosingSender: (any ActionSender)? {
    var pointer: UnsafeMutablePointer<GtkWidget>? = gtkWidget
    while let current = pointer {
      if let sender = Self.owner(of: current) as? any ActionSender { return sender }
      pointer = gtk_widget_get_parent(current)
    }
    return nil
  }

  /// Whether the widget is shown.
  public var isVisible: Bool {
    get { gtk_widget_get_visible(gtkWidget) != 0 }
    set { gtk_widget_set_visible(gtkWidget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes input; a control that does not is drawn dimmed.
  public var isEnabled: Bool {
    get { gtk_widget_get_sensitive(gtkWidget) != 0 }
    set { gtk_widget_set_sensitive(gtkWidget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes the room left over along its box, horizontally.
  public var expandsHorizontally: Bool {
    get { gtk_widget_get_hexpand(gtkWidget) != 0 }
    set { gtk_widget_set_hexpand(gtkWidget, newValue ? 1 : 0) }
  }

  /// Whether the widget takes the room left over along its box, vertically.
  public var expandsVertically: Bool {
    get { gtk_widget_get_vexpand(gtkWidget) != 0 }
    set { gtk_widget_set_vexpand(gtkWidget, newValue ? 1 : 0) }
  }

  /// The text shown when the pointer rests on the widget; also its accessible description.
  public var tooltip: String? {
    get { gtk_widget_get_tooltip_text(gtkWidget).map { String(cString: $0) } }
    set { gtk_widget_set_tooltip_text(gtkWidget, newValue) }
  }

  /// Adds a style class, for the application's CSS (`.title`, `.dim-label`, `.suggested-action`).
  public func addStyleClass(_ name: String) {
    gtk_widget_add_css_class(gtkWidget, name)
  }

  /// Removes a style class.
  public func removeStyleClass(_ name: String) {
    gtk_widget_remove_css_class(gtkWidget, name)
  }

  /// Gives the widget the keyboard focus.
  public func grabFocus() {
    gtk_widget_grab_focus(gtkWidget)
  }
}

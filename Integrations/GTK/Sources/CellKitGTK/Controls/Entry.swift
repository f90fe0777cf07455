import CGTK
@_spi(CellKitPlatform) import CellKit

/// A `GtkEntry` (a one-line text field) as a CellKit `Control`: each edit the user makes is
/// `.editingChanged`, Enter is `.primaryActionTriggered` and `.editingDidEndOnExit`; setting
/// ``text`` in code reports nothing.
@MainActor
public final class Entry: Widget, Control {
  public let handlers = ControlHandlers()
  private var changed: gulong = 0

  /// A text field showing `placeholder` while it is empty.
  public init(placeholder: String = "", text: String = "") {
    super.init(gtkWidget: gtk_entry_new())
    gtk_entry_set_placeholder_text(entry, placeholder)
    gtk_editable_set_text(editable, text)
    changed = Signal.connect(gtkWidget.raw, "changed") { [weak self] in self?.sendEvents(.editingChanged) }
    Signal.connect(gtkWidget.raw, "activate") { [weak self] in
      self?.sendEvents([.primaryActionTriggered, .editingDidEndOnExit])
    }
  }

  /// The text in the field.
  public var text: String {
    get { String(cString: gtk_editable_get_text(editable)) }
    set { Signal.blocking(gtkWidget.raw, changed) { gtk_editable_set_text(editable, newValue) } }
  }

  public var enclosingActionSender: (any ActionSender)? { enclosingSender }

  public static var primaryEvent: ControlEvents { .editingChanged }

  private var entry: UnsafeMutablePointer<GtkEntry> { gtkWidget.gtk() }
  private var editable: OpaquePointer { gtkWidget.opaque }
}

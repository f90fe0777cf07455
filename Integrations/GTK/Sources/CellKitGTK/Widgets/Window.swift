import CGTK
import Foundation

/// A `GtkWindow`: a top-level window of the application.
@MainActor
public final class Window: Widget {
  /// A window titled `title`, `width` by `height` pixels when first shown.
  public init(title: String, width: Int = 480, height: Int = 640) {
    super.init(gtkWidget: gtk_window_new())
    self.title = title
    gtk_window_set_default_size(window, Int32(width), Int32(height))
  }

  private var window: UnsafeMutablePointer<GtkWindow> { gtkWidget.gtk() }

  /// The title in the window's title bar, which window managers and accessibility tools read.
  public var title: String {
    get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
    set { gtk_window_set_title(window, newValue) }
  }

  /// The widget the window shows; the window keeps it.
  public var child: Widget? {
    didSet { gtk_window_set_child(window, child?.gtkWidget) }
  }

  /// Shows the window and brings it to the front.
  public func present() {
    gtk_window_present(window)
  }

  /// Closes the window, as its close button does.
  public func close() {
    gtk_window_close(window)
  }

  /// Shows `message` in a small window over this one, titled `title`, with one button that
  /// closes it.
  ///
  /// The dialog's window title is `title`, so the desktop (and a test, with
  /// `xdotool search --name`) can tell which dialog is shown.
  public func showMessage(_ title: String, message: String, button: String = "OK") {
    let dialog = Window(title: title, width: 320, height: 120)
    gtk_window_set_transient_for(dialog.window, window)
    gtk_window_set_modal(dialog.window, 1)
    let text = Label(message)
    text.wraps = true
    text.expandsVertically = true
    let close = Button(button)
    close.addStyleClass("suggested-action")
    let content = Box(.vertical, spacing: 12, text, close)
    content.addStyleClass("cellkit-dialog")
    gtk_widget_set_margin_top(content.gtkWidget, 18)
    gtk_widget_set_margin_bottom(content.gtkWidget, 18)
    gtk_widget_set_margin_start(content.gtkWidget, 18)
    gtk_widget_set_margin_end(content.gtkWidget, 18)
    dialog.child = content
    presented.append(dialog)
    close.on(.primaryActionTriggered, owner: dialog) { dialog, _ in dialog.close() }
    // Closed, the dialog is let go once GTK is done closing it (its Swift object holds the last
    // reference).
    Signal.connect(
      dialog.gtkWidget.raw, "close-request",
      returning: { [weak self, weak dialog] in
        DispatchQueue.main.async { self?.presented.removeAll { $0 === dialog } }
        return false
      })
    dialog.present()
    close.grabFocus()
  }

  /// The dialogs shown over this window, kept while they are open.
  private var presented: [Window] = []
}

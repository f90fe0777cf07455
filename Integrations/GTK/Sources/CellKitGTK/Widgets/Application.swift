import CGTK
import CellKitGTKSupport

/// A `GtkApplication`: starts GTK, runs its main loop, and ends when its last window closes.
///
/// ```swift
/// let app = Application(id: "org.example.Subscribe")
/// exit(
///   app.run { app in
///     let window = Window(title: "Subscriptions")
///     app.add(window)
///     window.present()
///   })
/// ```
@MainActor
public final class Application {
  private let application: UnsafeMutablePointer<GtkApplication>
  private var windows: [Window] = []

  /// An application with a reverse-DNS identifier such as `org.example.Subscribe`.
  ///
  /// - Precondition: `id` is a valid application identifier (`g_application_id_is_valid`).
  public init(id: String) {
    precondition(
      g_application_id_is_valid(id) != 0,
      "\"\(id)\" is not an application identifier: use reverse-DNS form, such as org.example.App.")
    application = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)
  }

  isolated deinit {
    g_object_unref(application.object)
  }

  /// Keeps `window` while it is open, and ends the application when the last one closes.
  public func add(_ window: Window) {
    gtk_application_add_window(application, window.gtkWidget.gtk())
    windows.append(window)
  }

  /// Starts GTK, calls `activate` once it is ready, and runs the main loop until the last window
  /// closes. The main actor's work (a `Task`, an `await` resuming on it, a cell's `task(_:then:)`)
  /// runs in that loop too.
  ///
  /// - Parameters:
  ///   - arguments: The command line; GTK reads the options it knows (`--display`) from it.
  ///   - activate: Called once GTK has started: make and present the first window here.
  /// - Returns: The exit status.
  public func run(
    arguments: [String] = [CommandLine.arguments[0]], _ activate: @escaping @MainActor (Application) -> Void
  )
    -> Int32
  {
    ck_main_queue_attach()
    Signal.connect(application.raw, "activate") { [unowned self] in activate(self) }
    // A window closed leaves the application, and its Swift object (the last reference) goes.
    Signal.connect(
      application.raw, "window-removed",
      argument: { [weak self] removed in
        self?.windows.removeAll { UnsafeMutableRawPointer($0.gtkWidget) == removed }
      })
    var pointers = arguments.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    return g_application_run(application.gtk(GApplication.self), Int32(pointers.count), &pointers)
  }

  /// Loads `css` as the application's style sheet, over the theme.
  public static func addStyleSheet(_ css: String) {
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), provider.opaque, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(provider.object)
  }
}

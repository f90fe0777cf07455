#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CellKitAppKit

  /// A screen of the gallery: one of the example windows.
  enum GalleryScreen: CaseIterable, Hashable, Differentiable {
    case subscriptions, inbox, settings, tasks

    var title: String {
      switch self {
      case .subscriptions: "Subscriptions"
      case .inbox: "Inbox"
      case .settings: "Settings"
      case .tasks: "Tasks"
      }
    }

    var detail: String {
      switch self {
      case .subscriptions: "A Subscribe button and a switch in every row, AppKit or SwiftUI rows"
      case .inbox: "Two cell classes by item, group rows, row actions, avatars loaded per row"
      case .settings: "A switch, a slider, a stepper and a text field per row, with footers"
      case .tasks: "An NSTableView with columns: sort, resize, move and hide them"
      }
    }

    @MainActor func makeWindowController() -> NSWindowController {
      switch self {
      case .subscriptions: SubscriptionsWindowController()
      case .inbox: InboxWindowController()
      case .settings: SettingsWindowController()
      case .tasks: TasksWindowController()
      }
    }
  }

  /// A row of the gallery: the screen's name, what it shows, and an Open button.
  final class GalleryCell: TableCellView, ActionCell {
    enum Action: CellAction { case openTapped }
    let title = NSTextField(labelWithString: "")
    let detail = NSTextField(labelWithString: "")
    let open = NSButton(title: "Open", target: nil, action: nil)

    override func cellDidLoad() {
      title.font = .boldSystemFont(ofSize: NSFont.systemFontSize)
      detail.textColor = .secondaryLabelColor
      open.sends(.openTapped, from: self)
      let labels = NSStackView(views: [title, detail])
      labels.orientation = .vertical
      labels.alignment = .leading
      labels.spacing = 2
      // Pinned at the top and the bottom: a CellKit table sizes each row to its cell's constraints
      // (`usesAutomaticRowHeights`).
      fill(withRow: [labels, open])
    }
  }

  /// The window the gallery app opens with: every example screen, each opened by its row's button
  /// or by selecting its row.
  final class GalleryWindowController: NSWindowController {
    private let tableView = NSTableView()
    private lazy var list = ListAdapter<Int, GalleryScreen>(tableView)
    private var opened: [GalleryScreen: NSWindowController] = [:]

    convenience init() {
      let window = NSWindow(title: "CellKit Gallery", width: 560, height: 240)
      self.init(window: window)
      window.lay(out: tableView, under: [])
      list.cell(GalleryCell.self) { cell, screen, _ in
        cell.title.stringValue = screen.title
        cell.detail.stringValue = screen.detail
      }
      list.on(GalleryCell.Action.openTapped, owner: self) { owner, context in owner.open(context.item) }
      list.onSelect(owner: self) { owner, screen, _ in
        owner.open(screen)
        owner.list.deselect(screen)
      }
      list.apply(Snapshot([(0, GalleryScreen.allCases)]), animatingDifferences: false)
    }

    /// Shows the window of the screen a menu item stands for.
    @objc func openChosen(_ item: NSMenuItem) {
      if let screen = item.representedObject as? GalleryScreen { open(screen) }
    }

    /// Shows `screen`'s window, made the first time it is opened.
    func open(_ screen: GalleryScreen) {
      let controller = opened[screen] ?? screen.makeWindowController()
      opened[screen] = controller
      controller.showWindow(nil)
      controller.window?.makeKeyAndOrderFront(nil)
    }
  }

  /// The Mac app of `Examples/Gallery/CellKitGallery.xcodeproj`: the gallery window and a menu bar
  /// (Quit, the text editing commands the examples' fields take, and a Window menu that opens each
  /// screen).
  @main @MainActor
  final class GalleryAppDelegate: NSObject, NSApplicationDelegate {
    private let gallery = GalleryWindowController()

    static func main() {
      let app = NSApplication.shared
      let delegate = GalleryAppDelegate()
      app.delegate = delegate
      app.setActivationPolicy(.regular)
      app.mainMenu = delegate.makeMainMenu()
      // The application holds its delegate weakly.
      withExtendedLifetime(delegate) { app.run() }
    }

    func applicationDidFinishLaunching(_ notification: Notification) {
      gallery.window?.center()
      gallery.showWindow(nil)
      NSApp.activate()
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }

    private func makeMainMenu() -> NSMenu {
      let app = NSMenu()
      app.addItem(withTitle: "Quit CellKit Gallery", action: #selector(NSApplication.terminate(_:)), keyEquivalent: "q")
      let edit = NSMenu(title: "Edit")
      for (title, action, key) in [
        ("Cut", #selector(NSText.cut(_:)), "x"), ("Copy", #selector(NSText.copy(_:)), "c"),
        ("Paste", #selector(NSText.paste(_:)), "v"), ("Select All", #selector(NSResponder.selectAll(_:)), "a"),
      ] {
        edit.addItem(withTitle: title, action: action, keyEquivalent: key)
      }
      let window = NSMenu(title: "Window")
      for (index, screen) in GalleryScreen.allCases.enumerated() {
        let item = window.addItem(
          withTitle: screen.title, action: #selector(GalleryWindowController.openChosen(_:)),
          keyEquivalent: "\(index + 1)")
        item.target = gallery
        item.representedObject = screen
      }
      let bar = NSMenu()
      for menu in [app, edit, window] {
        bar.addItem(withTitle: menu.title, action: nil, keyEquivalent: "").submenu = menu
      }
      return bar
    }
  }
#endif

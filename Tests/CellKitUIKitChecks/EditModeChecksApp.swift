#if canImport(UIKit)
  import CellKitUIKit
  import UIKit

  /// A list in edit mode that takes one selection, logging what its selection handlers are told:
  /// the screen a UI test taps to learn what UIKit reports when a tap replaces the selected row
  /// (`Examples/Gallery/ChecksUITests`). The log is the table header's accessibility value.
  final class EditModeChecksViewController: UITableViewController {
    private lazy var list = ListAdapter<Int, Int>(tableView)
    private let log = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    private var told: [String] = [] {
      didSet {
        log.text = told.joined(separator: ", ")
        log.accessibilityValue = log.text
      }
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      log.accessibilityIdentifier = "log"
      tableView.tableHeaderView = log
      list.cell(EditModeRowCell.self) { cell, row, _ in cell.textLabel?.text = "Row \(row)" }
      list.onSelect(owner: self) { owner, row, _ in owner.told.append("select \(row)") }
      list.onDeselect(owner: self) { owner, row, _ in owner.told.append("deselect \(row)") }
      list.apply(Snapshot([(0, Array(1...5))]), animatingDifferences: false)
      setEditing(true, animated: false)
    }
  }

  /// A row of the check: its number.
  final class EditModeRowCell: TableCell, Reusable {}

  /// The app of the edit-mode check, on the scene life cycle: each scene UIKit connects is shown by
  /// an `EditModeChecksSceneDelegate` (the target's generated Info.plist declares the scene
  /// manifest; this delegate names the scene delegate's class).
  @main
  final class EditModeChecksAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: "Checks", sessionRole: connectingSceneSession.role)
      configuration.delegateClass = EditModeChecksSceneDelegate.self
      return configuration
    }
  }

  /// The window of the edit-mode check: the list in edit mode.
  final class EditModeChecksSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = EditModeChecksViewController(style: .plain)
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif

#if canImport(UIKit)
  import CellKitUIKit
  import UIKit

  /// A screen of the gallery: one of the example view controllers.
  enum GalleryScreen: CaseIterable, Hashable, Differentiable {
    case subscriptions, inbox, settings, tasks, diffableWithCellKit, diffablePlain

    var title: String {
      switch self {
      case .subscriptions: "Subscriptions"
      case .inbox: "Inbox"
      case .settings: "Settings"
      case .tasks: "Tasks"
      case .diffableWithCellKit: "Subscriptions, diffable, CellKit's routing"
      case .diffablePlain: "Subscriptions, diffable, plain UIKit"
      }
    }

    var detail: String {
      switch self {
      case .subscriptions: "A Subscribe button and a switch in every row, UIKit or SwiftUI rows"
      case .inbox: "Two cell classes by item, row actions, avatars loaded per row"
      case .settings: "A switch, a slider, a stepper and a text field per row, with footers"
      case .tasks: "A table's columns as a row's content, sorted from a menu"
      case .diffableWithCellKit: "Your own UICollectionViewDiffableDataSource, routed by CellKit"
      case .diffablePlain: "The same screen with tags and closures captured at configure time"
      }
    }

    /// The gallery's sections: CellKit's adapter, and Apple's diffable data source.
    static var sections: [(String, [GalleryScreen])] {
      [
        ("CellKit's ListAdapter", [.subscriptions, .inbox, .settings, .tasks]),
        ("Apple's diffable data source", [.diffableWithCellKit, .diffablePlain]),
      ]
    }

    @MainActor func makeViewController() -> UIViewController {
      switch self {
      case .subscriptions: return SubscriptionsViewController(style: .insetGrouped)
      case .inbox: return InboxViewController(style: .plain)
      case .settings: return SettingsViewController(style: .insetGrouped)
      case .tasks: return TasksViewController()
      case .diffableWithCellKit: return DiffableSubscriptionsViewController()
      case .diffablePlain: return PlainSubscriptionsViewController()
      }
    }
  }

  /// A row of the gallery: the screen's name and what it shows.
  final class GalleryCell: TableCell, Reusable {
    let title = UILabel()
    let detail = UILabel()

    override func cellDidLoad() {
      title.font = .preferredFont(forTextStyle: .headline)
      detail.font = .preferredFont(forTextStyle: .subheadline)
      detail.textColor = .secondaryLabel
      detail.numberOfLines = 0
      accessoryType = .disclosureIndicator
      let labels = UIStackView(arrangedSubviews: [title, detail])
      labels.axis = .vertical
      labels.spacing = 2
      labels.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(labels)
      let margins = contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        labels.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        labels.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        labels.topAnchor.constraint(equalTo: margins.topAnchor),
        labels.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }
  }

  /// The screen the gallery app opens with: every example screen, pushed when its row is tapped.
  final class GalleryViewController: UITableViewController {
    private lazy var list = ListAdapter<String, GalleryScreen>(tableView)

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "CellKit Gallery"
      list.cell(GalleryCell.self) { cell, screen, _ in
        cell.title.text = screen.title
        cell.detail.text = screen.detail
      }
      list.headerTitle { section, _ in section }
      list.onSelect(owner: self) { owner, screen, _ in
        owner.navigationController?.pushViewController(screen.makeViewController(), animated: true)
        owner.list.deselect(screen)
      }
      list.apply(Snapshot(GalleryScreen.sections), animatingDifferences: false)
    }
  }

  /// The iOS app of `Examples/Gallery/CellKitGallery.xcodeproj`, on the scene life cycle: each scene
  /// UIKit connects is shown by a `GallerySceneDelegate` (the target's generated Info.plist
  /// declares the scene manifest; this delegate names the scene delegate's class).
  @main
  final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: "Gallery", sessionRole: connectingSceneSession.role)
      configuration.delegateClass = GallerySceneDelegate.self
      return configuration
    }
  }

  /// A window of the gallery app: the gallery in a navigation controller.
  final class GallerySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UINavigationController(
        rootViewController: GalleryViewController(style: .insetGrouped))
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif

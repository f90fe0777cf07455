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

    /// The gallery's sections: CellKit's adapter, and Apple's diffable data source (iOS 15).
    static var sections: [(String, [GalleryScreen])] {
      var adapter: [GalleryScreen] = [.subscriptions, .inbox, .settings]
      if #available(iOS 14.0, *) { adapter.append(.tasks) }
      guard #available(iOS 15.0, *) else { return [("CellKit's ListAdapter", adapter)] }
      return [
        ("CellKit's ListAdapter", adapter), ("Apple's diffable data source", [.diffableWithCellKit, .diffablePlain]),
      ]
    }

    @MainActor func makeViewController() -> UIViewController {
      switch self {
      case .subscriptions: return SubscriptionsViewController(style: .insetGrouped)
      case .inbox: return InboxViewController(style: .plain)
      case .settings: return SettingsViewController(style: .insetGrouped)
      case .tasks:
        guard #available(iOS 14.0, *) else { preconditionFailure("the gallery lists the tasks from iOS 14") }
        return TasksViewController()
      case .diffableWithCellKit, .diffablePlain:
        guard #available(iOS 15.0, *) else { preconditionFailure("the gallery lists these from iOS 15") }
        return self == .diffablePlain ? PlainSubscriptionsViewController() : DiffableSubscriptionsViewController()
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

  /// The iOS app of `Examples/Gallery/CellKitGallery.xcodeproj`: the gallery in a navigation
  /// controller.
  @main
  final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
      _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = UINavigationController(
        rootViewController: GalleryViewController(style: .insetGrouped))
      window.makeKeyAndVisible()
      self.window = window
      return true
    }
  }
#endif

#if canImport(UIKit)
  import UIKit
  import CellKitUIKit

  // The UIKit code the doc comments show, type-checked against the UIKit stand-ins in CI and
  // against the real iOS SDK by the Apple SDK check.

  /// `UIBarButtonItem`'s example.
  final class AddingViewController: UIViewController {
    var added = 0

    func add() { added += 1 }

    override func viewDidLoad() {
      super.viewDidLoad()
      let add = UIBarButtonItem(title: "Add", style: .plain) { item in print("tapped", item) }
      add.on(.primaryActionTriggered, owner: self) { owner, _ in owner.add() }  // no [weak self]
      navigationItem.rightBarButtonItem = add
    }
  }

  /// `UIAction(title:sending:from:)`'s example: a menu in a cell whose entries send typed actions.
  final class MenuCell: TableCell, ActionCell {
    enum Action: CellAction, Equatable {
      case muteTapped
    }

    let more = UIButton(type: .system)

    override func cellDidLoad() {
      more.menu = UIMenu(children: [UIAction(title: "Mute", sending: .muteTapped, from: self)])
      more.showsMenuAsPrimaryAction = true
    }
  }

  /// `CellActions`' example: CellKit's routing on the app's own diffable data source.
  final class DiffableSubscriptionsController: UITableViewController {
    var dataSource: UITableViewDiffableDataSource<Int, Youtuber.ID>!

    func toggleSubscription(of id: Youtuber.ID) { print("toggle", id) }

    func routeActions() {
      let actions = dataSource.cellActions(in: tableView)
      actions.on(YoutuberCell.Action.subscribeTapped, owner: self) { owner, context in
        owner.toggleSubscription(of: context.item)
      }
    }
  }

  /// A UIKit cell loading a count with `task(_:then:)`: the same call as in the terminal, cancelled
  /// when UIKit reuses the cell.
  final class CountCell: TableCell, Reusable {
    let count = UILabel()
  }

  @MainActor
  func loadCounts(in list: ListAdapter<Category, Youtuber>, from loader: @escaping @Sendable (Int) async throws -> Int)
  {
    list.cell(CountCell.self) { cell, youtuber, _ in
      cell.count.text = "…"
      let id = youtuber.id
      cell.task {
        try await loader(id)
      } then: { cell, result in
        cell.count.text = (try? result.get()).map { "\($0) subscribers" } ?? "failed"
      }
    }
    list.prefetch(distance: 30) { youtubers in
      print("prefetch", youtubers.count)
    } cancel: { _ in
    }
  }

  /// `ListAdapter.addSwipeActions(to:)`'s example.
  @MainActor
  func useListLayout(in collectionView: UICollectionView, list: ListAdapter<Category, Youtuber>) {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.addSwipeActions(to: &configuration)
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
  }
  /// The README's "Migrating": a cell and its configuration written the usual way, faults and all
  /// (the row in a tag, an index path captured at configuration, a handler added on every reuse,
  /// `[unowned self]`, a string identifier and a forced cast).
  final class OldStyleCell: UITableViewCell {
    let subscribeButton = UIButton(type: .system)
    var onNotificationsToggled: ((Bool) -> Void)?
  }

  final class OldStyleController: UITableViewController {
    var youtubers: [Youtuber] = []

    func subscribe(_ youtuber: Youtuber) { print("subscribe", youtuber.name) }

    func setNotifications(_ isOn: Bool, for youtuber: Youtuber) { print("notifications", isOn, youtuber.name) }

    func cell(at indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "OldStyleCell", for: indexPath) as! OldStyleCell
      cell.subscribeButton.tag = indexPath.row
      cell.subscribeButton.addAction(
        UIAction { [unowned self] action in
          guard let button = action.sender as? UIButton else { return }
          subscribe(youtubers[button.tag])
        }, for: .primaryActionTriggered)
      cell.onNotificationsToggled = { [unowned self] isOn in
        setNotifications(isOn, for: youtubers[indexPath.row])
      }
      return cell
    }
  }

  /// The README's "Migrating from Reusable": the same calls, one word shorter.
  @MainActor
  func dequeueLikeReusable(from tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
    tableView.register(CountCell.self)  // optional: the first dequeue registers it
    let cell: CountCell = tableView.dequeue(for: indexPath)
    return cell
  }
#endif

import CellKit
import CellKitTerminal
import Foundation

/// The screen: a navigation bar, the list of YouTubers by category, a status line and a help line.
@MainActor
final class SubscriptionsController {
  let table = TableView()
  let status = Label("Tap Subscribe on any row.", style: .dim)
  let help = Label(
    "↑↓ Tab move · Enter/Space activate · a Add · s Shuffle · e Edit · q Quit", style: .dim)
  let editItem = BarButtonItem(title: "Edit")
  lazy var bar = NavigationBar(title: "Subscriptions")
  lazy var rootView = VStack(bar, table, status, help)
  lazy var list = ListAdapter<Category, Youtuber>(table)
  private var factory: YoutuberFactory
  private var isEditing = false {
    didSet { editItem.isSelected = isEditing }
  }
  weak var application: Application?

  init(rows: Int?, seed: UInt64) {
    factory = YoutuberFactory(seed: seed)
    let add = BarButtonItem(title: "Add")
    let shuffle = BarButtonItem(title: "Shuffle")
    add.on(.primaryActionTriggered, owner: self) { owner, _ in owner.add() }
    shuffle.on(.primaryActionTriggered, owner: self) { owner, _ in owner.shuffle() }
    editItem.on(.primaryActionTriggered, owner: self) { owner, _ in owner.isEditing.toggle() }
    bar.leftItems = [add]
    bar.rightItems = [shuffle, editItem]
    table.emptyText = "No channels. Press a to add one."

    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.show(youtuber) }
    list.headerTitle { category, _ in category.rawValue }
    list.footerTitle { _, youtubers in youtubers.count == 1 ? "1 channel" : "\(youtubers.count) channels" }

    list.on(YoutuberCell.Action.subscribeTapped, owner: self) { owner, context in
      owner.report(context)
      guard !owner.deleteIfEditing(context.indexPath) else { return }
      owner.toggleSubscription(of: context.item, at: context.indexPath)
    }
    list.on(YoutuberCell.Action.notificationsToggled, owner: self) { owner, context, isOn in
      owner.report(context)
      guard !owner.deleteIfEditing(context.indexPath) else { return }
      owner.update(at: context.indexPath) { $0.notificationsOn = isOn && $0.isSubscribed }
    }
    list.onSelect(owner: self) { owner, youtuber, indexPath in
      owner.status.text = "selected \(indexPath.shortDescription) · \(youtuber.name)"
      _ = owner.deleteIfEditing(indexPath)
    }
    list.apply(factory.initialSnapshot(rows: rows), animatingDifferences: false)
  }

  // MARK: Actions

  private func report<Action>(_ context: ActionContext<Action, Youtuber>) {
    status.text = "\(context.action) at \(context.indexPath.shortDescription) · \(context.item.name)"
  }

  private func toggleSubscription(of youtuber: Youtuber, at indexPath: IndexPath) {
    guard youtuber.isSubscribed else {
      update(at: indexPath) { $0.isSubscribed = true }
      application?.present(Alert(title: "Subscribed!", message: "Subscribed to \(youtuber.name)"))
      return
    }
    let id = youtuber.id
    let alert = Alert(title: "Unsubscribe?", message: "Unsubscribe from \(youtuber.name)?")
    alert.addAction(Alert.Action(title: "Cancel", style: .cancel))
    alert.addAction(
      Alert.Action(title: "Unsubscribe", style: .destructive, owner: self) { owner, _ in
        guard let current = owner.list.snapshot.indexPath(of: id) else { return }
        owner.update(at: current) {
          $0.isSubscribed = false
          $0.notificationsOn = false
        }
      })
    application?.present(alert)
  }

  private func deleteIfEditing(_ indexPath: IndexPath) -> Bool {
    guard isEditing else { return false }
    isEditing = false
    var snapshot = list.snapshot
    let removed = snapshot.updateItems(inSectionAt: indexPath.section) { $0.remove(at: indexPath.row) }
    list.apply(snapshot)
    status.text = "deleted \(indexPath.shortDescription) · \(removed.name)"
    return true
  }

  private func update(at indexPath: IndexPath, _ change: (inout Youtuber) -> Void) {
    var snapshot = list.snapshot
    change(&snapshot[indexPath])
    list.apply(snapshot)
  }

  func add() {
    var snapshot = list.snapshot
    if snapshot.numberOfSections == 0 { snapshot.appendSection(.tech) }
    let youtuber = factory.make()
    snapshot.updateItems(inSectionAt: 0) { $0.insert(youtuber, at: 0) }
    list.apply(snapshot)
    status.text = "added \(youtuber.name) at [0, 0]"
  }

  func shuffle() {
    var snapshot = list.snapshot
    let moves = snapshot.shuffleSome(using: &factory)
    list.apply(snapshot)
    status.text = "shuffled \(moves) channels"
  }
}

extension IndexPath {
  /// `[section, row]`, as the status line shows it.
  var shortDescription: String { "[\(section), \(row)]" }
}

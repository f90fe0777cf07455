#if canImport(UIKit)
  import CellKitUIKit
  import Testing
  import UIKit

  /// A row designed in a nib (`Resources/NibChannelCell.xib`), which the package builds into the
  /// test target's resource bundle.
  final class NibChannelCell: TableCell, ActionCell, NibReusable {
    enum Action: CellAction, Equatable { case subscribeTapped }
    @IBOutlet var name: UILabel!
    @IBOutlet var subscribe: UIButton!

    override func cellDidLoad() {
      subscribe.sends(.subscribeTapped, from: self)
    }
  }

  /// A tap on `item` as UIKit delivers it: through its primary action, or, for an item without one,
  /// its target and action.
  @MainActor
  func tap(_ item: UIBarButtonItem) {
    if let action = item.primaryAction {
      UIButton().sendAction(action)
    } else if let action = item.action {
      _ = (item.target as? NSObject)?.perform(action, with: item)
    }
  }

  @MainActor
  @Suite("The seeds' scenarios on real UIKit views")
  struct SeedScenarioTests {
    @Test("A cell from a nib in a package's resource bundle is made, and its button reports its row")
    func nibCellFromResourceBundle() throws {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
      let table = UITableView(frame: window.bounds, style: .plain)
      window.addSubview(table)
      window.isHidden = false
      let list = ListAdapter<Int, Tile>(table)
      list.cell(NibChannelCell.self) { cell, tile, _ in cell.name.text = "\(tile.id)" }
      list.apply(Snapshot([(0, (1...3).map { Tile(id: $0) })]), animatingDifferences: false)
      var taps: [String] = []
      list.on(NibChannelCell.Action.subscribeTapped) { context in taps.append("\(context.item.id) \(context.indexPath)")
      }
      var snapshot = list.snapshot
      snapshot.insertItems([Tile(id: 9)], at: IndexPath(row: 0, section: 0))
      list.apply(snapshot)
      table.layoutIfNeeded()
      let cell = try #require(table.visibleCells.compactMap { $0 as? NibChannelCell }.first { $0.name.text == "2" })
      cell.subscribe.sendActions(for: .primaryActionTriggered)
      #expect(taps == ["2 \(IndexPath(row: 2, section: 0))"])
      let bundle = NibSearch.bundle(forNibOf: NibChannelCell.self)
      #expect(bundle.bundleURL.pathExtension == "bundle", "the nib is found in the target's resource bundle")
    }

    /// The first seed's app: a Subscribe button tapped presents an alert naming the row's channel,
    /// with an OK button whose handler gets the view controller weakly. The row was moved by
    /// updates since its cell was configured: the alert names the channel the row shows now.
    @Test("A Subscribe tap after updates presents an alert naming the row's current channel")
    func subscribeAlert() throws {
      final class ChannelsViewController: UITableViewController {
        lazy var list = ListAdapter<Int, Tile>(tableView)
        var acknowledged = 0

        override func viewDidLoad() {
          super.viewDidLoad()
          list.cell(ChannelCell.self) { cell, tile, _ in cell.name.text = "\(tile.id)" }
          list.on(ChannelCell.Action.subscribeTapped, owner: self) { owner, context in
            let alert = UIAlertController(
              title: "Subscribed!", message: "Subscribed to \(context.item.id)", preferredStyle: .alert)
            alert.addAction(
              UIAlertAction(title: "OK", style: .default, owner: owner) { owner, _ in owner.acknowledged += 1 })
            owner.present(alert, animated: false)
          }
          list.apply(Snapshot([(0, (1...5).map { Tile(id: $0) })]), animatingDifferences: false)
        }
      }
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
      let controller = ChannelsViewController(style: .plain)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      var snapshot = controller.list.snapshot
      snapshot.moveItem(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 0))
      snapshot.deleteItems([1])
      controller.list.apply(snapshot)
      controller.tableView.layoutIfNeeded()
      let cell = try #require(
        controller.tableView.visibleCells.compactMap { $0 as? ChannelCell }.first { $0.name.text == "3" })
      cell.subscribe.sendActions(for: .primaryActionTriggered)
      let alert = try #require(controller.presentedViewController as? UIAlertController)
      #expect(alert.message == "Subscribed to 3")
      #expect(alert.actions.map(\.title) == ["OK"])
      alert.dismiss(animated: false)
    }

    @Test("A bar button item's closure runs once per tap with its owner, and the item keeps its title")
    func barButtonItemClosure() {
      final class Screen {
        var taps: [String] = []
      }
      var screen: Screen? = Screen()
      let item = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
      item.on(.primaryActionTriggered, owner: screen!) { screen, item in screen.taps.append(item.title ?? "") }
      tap(item)
      tap(item)
      #expect(screen?.taps == ["Add", "Add"])
      #expect(item.title == "Add")
      weak let held = screen
      screen = nil
      #expect(held == nil, "the item holds its owner weakly")
      tap(item)
    }

    /// D6: updates while the user drags to reorder (`UICollectionView.h`: `hasUncommittedUpdates`
    /// while reordering; `reloadData` discards uncommitted updates). A snapshot applied while the
    /// drag is under way, then the drop: the list shows the snapshot with the move, and what moved
    /// is the item the user grabbed.
    @Test("A snapshot applied during a reorder drag, then the drop: the grabbed item moves, nothing else is lost")
    func updatesDuringReorder() throws {
      let (collection, window) = listCollection()
      let list = ListAdapter<Int, Tile>(collection)
      list.cell(ChannelListCell.self) { cell, tile, _ in cell.accessibilityLabel = "\(tile.id)" }
      var moved: [Int] = []
      list.onMove { [unowned list] tile, source, destination in
        moved.append(tile.id)
        var snapshot = list.snapshot
        snapshot.moveItem(at: source, to: destination)
        list.apply(snapshot)
        return true
      }
      list.apply(Snapshot([(0, (1...8).map { Tile(id: $0) })]), animatingDifferences: false)
      collection.layoutIfNeeded()
      let target = try #require(collection.cellForItem(at: IndexPath(item: 5, section: 0)))
      #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
      collection.updateInteractiveMovementTargetPosition(CGPoint(x: target.frame.midX, y: target.frame.midY))
      var snapshot = list.snapshot
      snapshot.insertItems([Tile(id: 100)], at: IndexPath(item: 0, section: 0))
      snapshot.deleteItems([8])
      list.apply(snapshot)
      collection.endInteractiveMovement()
      collection.layoutIfNeeded()
      let ids = list.snapshot.items.joined().map(\.id)
      #expect(moved == [2])
      #expect(ids.sorted() == [1, 2, 3, 4, 5, 6, 7, 100])
      #expect(collection.numberOfItems(inSection: 0) == ids.count)
      for cell in collection.visibleCells {
        let path = try #require(collection.indexPath(for: cell))
        #expect(cell.accessibilityLabel == "\(ids[path.item])", "the cell at \(path)")
      }
      withExtendedLifetime(window) {}
    }

    /// D7: a content change shown in place (the cell configured again, not reloaded) lets a
    /// self-sizing list cell take its new height (`UICollectionView.h`: reconfiguring keeps the
    /// cell; CellKit makes an empty batch so the layout measures it again, on iOS 15 too, which has no
    /// `selfSizingInvalidation`).
    @Test("A label that grows, configured in place, gives its self-sizing cell the new height")
    func selfSizingAfterReconfigure() throws {
      let (collection, window) = listCollection()
      // Only CellKit's refit may resize the cell: UIKit's own invalidation (iOS 16) is off.
      if #available(iOS 16, *) { collection.selfSizingInvalidation = .disabled }
      let list = ListAdapter<Int, Tile>(collection)
      list.cell(ChannelListCell.self) { cell, tile, _ in
        var content = cell.defaultContentConfiguration()
        content.text = "\(tile.id) \(tile.label)"
        cell.contentConfiguration = content
      }
      list.apply(Snapshot([(0, [Tile(id: 1), Tile(id: 2)])]), animatingDifferences: false)
      collection.layoutIfNeeded()
      let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
      let height = first.frame.height
      var snapshot = list.snapshot
      snapshot[IndexPath(item: 0, section: 0)].label = String(repeating: "a label that wraps ", count: 20)
      list.apply(snapshot)
      collection.layoutIfNeeded()
      #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === first, "configured in place")
      #expect(first.frame.height > 2 * height)
      let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
      #expect(second.frame.minY >= first.frame.maxY, "the next row moved down")
      withExtendedLifetime(window) {}
    }
  }
#endif

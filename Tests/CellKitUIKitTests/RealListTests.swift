#if canImport(UIKit)
  import CellKitUIKit
  import Testing
  import UIKit

  /// A row of the device tests: a label and a Subscribe button that sends its action.
  final class ChannelCell: TableCell, ActionCell {
    enum Action: CellAction, Equatable { case subscribeTapped }
    let name = UILabel()
    let subscribe = UIButton(type: .system)

    override func cellDidLoad() {
      subscribe.sends(.subscribeTapped, from: self)
      let row = UIStackView(arrangedSubviews: [name, subscribe])
      row.frame = contentView.bounds
      row.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(row)
    }
  }

  /// An item of a collection view list.
  final class ChannelListCell: ListCell, Reusable {}

  /// A real `UITableView` in a window, driven by a list adapter, as an app has it.
  @MainActor
  final class TableWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 2_000))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 2_000), style: .grouped)
    let list: ListAdapter<Int, Tile>

    init() {
      window.addSubview(table)
      window.isHidden = false
      list = ListAdapter(table)
      list.cell(ChannelCell.self) { cell, tile, _ in cell.name.text = "\(tile.id)\(tile.label)" }
    }

    /// The cell the table shows for `tile`.
    func cell(of tile: Int) -> ChannelCell? {
      table.layoutIfNeeded()
      return table.visibleCells.compactMap { $0 as? ChannelCell }.first { $0.name.text == "\(tile)" }
    }
  }

  /// A collection view with a list layout in a window, showing a header above each section when
  /// `headers` is true; the window must be kept as long as the view is used.
  @MainActor
  func listCollection(headers: Bool = false) -> (UICollectionView, UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    if headers { configuration.headerMode = .supplementary }
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    window.addSubview(collection)
    window.isHidden = false
    return (collection, window)
  }

  @MainActor
  @Suite("A real UITableView and UICollectionView driven by a list adapter")
  struct RealListTests {
    @Test("A Subscribe button tapped after inserts, deletes and moves reports its row's index path and item now")
    func tapAfterUpdates() throws {
      let screen = TableWindow()
      screen.list.apply(Snapshot([(0, (1...5).map { Tile(id: $0) })]), animatingDifferences: false)
      var taps: [String] = []
      screen.list.on(ChannelCell.Action.subscribeTapped) { context in
        taps.append("\(context.item.id) \(context.indexPath)")
      }
      var snapshot = screen.list.snapshot
      snapshot.insertItems([Tile(id: 10), Tile(id: 11)], at: IndexPath(row: 0, section: 0))
      snapshot.deleteItems([2])
      snapshot.moveItem(at: IndexPath(row: 5, section: 0), to: IndexPath(row: 1, section: 0))
      screen.list.apply(snapshot)
      let cell = try #require(screen.cell(of: 4))
      cell.subscribe.sendActions(for: .primaryActionTriggered)
      let place = try #require(screen.list.snapshot.indexPath(of: 4))
      #expect(taps == ["4 \(place)"])
    }

    /// N4: a title that changes is set in the header in view; the section is not reloaded, so its
    /// rows keep their cells (`UITableView.h`: a reload makes the section's cells again).
    @Test("A header title that counts rows changes in place; the rows keep their cells")
    func titleInPlace() throws {
      let screen = TableWindow()
      screen.list.headerTitle { section, tiles in "Section \(section) (\(tiles.count))" }
      screen.list.apply(Snapshot([(0, (1...3).map { Tile(id: $0) })]), animatingDifferences: false)
      let first = try #require(screen.cell(of: 1))
      var snapshot = screen.list.snapshot
      snapshot.appendItems([Tile(id: 4)])
      screen.list.apply(snapshot)
      screen.table.layoutIfNeeded()
      let header = try #require(screen.table.headerView(forSection: 0))
      var shown = header.textLabel?.text
      if let configuration = header.contentConfiguration as? UIListContentConfiguration {
        shown = configuration.text
      }
      #expect(shown?.lowercased() == "section 0 (4)")
      #expect(screen.cell(of: 1) === first, "the row kept its cell")
    }

    /// N1: a collection view list in edit mode selects, several at once when the list takes
    /// several (`UICollectionView.h`: `allowsSelectionDuringEditing` "Defaults to NO").
    @Test("A collection view in edit mode lets the user select, several when the list takes several")
    func collectionSelectsWhileEditing() throws {
      let (collection, window) = listCollection()
      let list = ListAdapter<Int, Tile>(collection)
      list.allowsMultipleSelection = true
      list.cell(ChannelListCell.self) { _, _, _ in }
      list.apply(Snapshot([(0, (1...5).map { Tile(id: $0) })]), animatingDifferences: false)
      collection.isEditing = true
      collection.layoutIfNeeded()
      #expect(collection.allowsSelectionDuringEditing && collection.allowsMultipleSelectionDuringEditing)
      for item in [1, 3] {
        let indexPath = IndexPath(item: item, section: 0)
        collection.selectItem(at: indexPath, animated: false, scrollPosition: [])
        collection.delegate?.collectionView?(collection, didSelectItemAt: indexPath)
      }
      #expect(list.selectedItems.map(\.id) == [2, 4])
      #expect(
        Set(collection.indexPathsForSelectedItems ?? []) == [
          IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0),
        ])
      withExtendedLifetime(window) {}
    }

    /// N6: the calls that only tell reach the app's own delegate after CellKit.
    @Test("The app's own delegate is told of header displays and selections, after CellKit")
    func appDelegateToldToo() throws {
      final class AppDelegate: NSObject, UITableViewDelegate {
        var told: [String] = []
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
          told.append("header \(section)")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          told.append("select \(indexPath.row)")
        }
      }
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
      let table = UITableView(frame: window.bounds, style: .grouped)
      window.addSubview(table)
      window.isHidden = false
      let appDelegate = AppDelegate()
      table.delegate = appDelegate
      let list = ListAdapter<Int, Tile>(table)
      list.cell(ChannelCell.self) { cell, tile, _ in cell.name.text = "\(tile.id)" }
      list.headerTitle { section, _ in "Section \(section)" }
      list.onSelect { [appDelegate, unowned list] tile, _ in
        appDelegate.told.append("CellKit \(tile.id)")
        // A handler that changes the list: the app's delegate still gets the row it was told of.
        var snapshot = list.snapshot
        snapshot.insertItems([Tile(id: 9)], at: IndexPath(row: 0, section: 0))
        list.apply(snapshot)
      }
      list.apply(Snapshot([(0, (1...3).map { Tile(id: $0) })]), animatingDifferences: false)
      table.layoutIfNeeded()
      #expect(appDelegate.told.contains("header 0"))
      let row = IndexPath(row: 1, section: 0)
      table.selectRow(at: row, animated: false, scrollPosition: .none)
      table.delegate?.tableView?(table, didSelectRowAt: row)
      #expect(appDelegate.told.suffix(2) == ["CellKit 2", "select 1"])
      #expect(list.snapshot.items[0].map(\.id) == [9, 1, 2, 3], "the handler's snapshot is shown after both")
    }

    /// D3: UIKit's edit mode and the selection the adapter shows (`UITableView.h`: selection in
    /// edit mode follows `allowsMultipleSelectionDuringEditing`); the table must show the adapter's
    /// selection when edit mode starts and ends.
    @Test("Edit mode on and off keeps the rows the list has selected shown selected")
    func selectionThroughEditMode() {
      let screen = TableWindow()
      screen.list.allowsMultipleSelection = true
      screen.list.apply(Snapshot([(0, (1...5).map { Tile(id: $0) })]), animatingDifferences: false)
      screen.table.layoutIfNeeded()
      screen.list.select(Tile(id: 2))
      screen.list.select(Tile(id: 4))
      let selected: Set<IndexPath> = [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)]
      for editing in [true, false] {
        screen.table.setEditing(editing, animated: false)
        #expect(Set(screen.table.indexPathsForSelectedRows ?? []) == selected, "editing: \(editing)")
      }
      #expect(screen.list.selectedItems.map(\.id) == [2, 4])
    }

    /// D2, in part: the event `sends(_:from:)` listens to on a `UIButton`. A real touch on the button
    /// is the gallery's UI test (`Examples/Gallery/UITests`).
    @Test("A UIButton's primary action reaches sends(_:from:) once")
    func buttonPrimaryAction() throws {
      let screen = TableWindow()
      screen.list.apply(Snapshot([(0, [Tile(id: 1)])]), animatingDifferences: false)
      var taps = 0
      screen.list.on(ChannelCell.Action.subscribeTapped) { _ in taps += 1 }
      let cell = try #require(screen.cell(of: 1))
      cell.subscribe.sendActions(for: .primaryActionTriggered)
      #expect(taps == 1)
    }
  }
#endif

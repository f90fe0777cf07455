#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CellKitAppKit
  import Testing

  /// A row of the device tests: a label and a Subscribe button that sends its action.
  final class ChannelCell: TableCellView, ActionCell {
    enum Action: CellAction, Equatable { case subscribeTapped }
    let name = NSTextField(labelWithString: "")
    let subscribe = NSButton(title: "Subscribe", target: nil, action: nil)

    override func cellDidLoad() {
      subscribe.sends(.subscribeTapped, from: self)
      let row = NSStackView(views: [name, subscribe])
      row.frame = bounds
      row.autoresizingMask = [.width, .height]
      addSubview(row)
    }
  }

  extension NSWindow {
    /// A titled window `width` × `height` points filled by a scroll view of `table`, in the shared
    /// application.
    @MainActor
    static func showing(_ table: NSTableView, width: CGFloat, height: CGFloat) -> NSWindow {
      _ = NSApplication.shared
      let window = NSWindow(
        contentRect: NSRect(x: 0, y: 0, width: width, height: height), styleMask: [.titled], backing: .buffered,
        defer: false)
      let scroll = NSScrollView(frame: window.contentView?.bounds ?? .zero)
      scroll.documentView = table
      window.contentView = scroll
      return window
    }
  }

  /// A real `NSTableView` in a window, driven by a list adapter, as an app has it.
  @MainActor
  final class TableWindow {
    let table = NSTableView()
    let window: NSWindow
    let list: ListAdapter<Int, Tile>

    init() {
      window = NSWindow.showing(table, width: 320, height: 2_000)
      list = ListAdapter(table)
      list.cell(ChannelCell.self) { cell, tile, _ in cell.name.stringValue = "\(tile.id)\(tile.label)" }
      window.orderFront(nil)
    }

    /// The texts of the rows the table shows now, top to bottom (group rows left out).
    var shownRows: [String] {
      table.layoutSubtreeIfNeeded()
      return (0..<table.numberOfRows).compactMap {
        (table.view(atColumn: 0, row: $0, makeIfNecessary: true) as? ChannelCell)?.name.stringValue
      }
    }

    /// The cell the table shows for `tile`, laid out in its row (a view made for a row not laid
    /// out yet is a temporary one, which `row(for:)` does not know: `NSTableView.h`).
    func cell(of tile: Int) -> ChannelCell? {
      table.layoutSubtreeIfNeeded()
      return (0..<table.numberOfRows).lazy.compactMap {
        self.table.view(atColumn: 0, row: $0, makeIfNecessary: true) as? ChannelCell
      }
      .first { $0.name.stringValue == "\(tile)" && self.table.row(for: $0) >= 0 }
    }
  }

  @MainActor
  @Suite("A real NSTableView driven by a list adapter")
  struct RealTableTests {
    @Test("A Subscribe button clicked after inserts, deletes and moves reports its row's index path and item now")
    func clickAfterUpdates() throws {
      let screen = TableWindow()
      screen.list.apply(Snapshot([(0, (1...5).map { Tile(id: $0) })]), animatingDifferences: false)
      var taps: [String] = []
      screen.list.on(ChannelCell.Action.subscribeTapped) { context in
        taps.append("\(context.item.id) \(context.indexPath)")
      }
      var snapshot = screen.list.snapshot
      snapshot.insertItems([Tile(id: 10), Tile(id: 11)], at: IndexPath(item: 0, section: 0))
      snapshot.deleteItems([2])
      snapshot.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 1, section: 0))
      screen.list.apply(snapshot)
      let cell = try #require(screen.cell(of: 4))
      cell.subscribe.performClick(nil)
      let place = try #require(screen.list.snapshot.indexPath(of: 4))
      #expect(taps == ["4 \(place)"])
    }

    /// D1: AppKit's batch index rules (`NSTableView.h`: removals and moves against the state before
    /// the updates, "processed incrementally"), checked by the rows the table shows after random
    /// snapshots, animated, against the snapshot applied.
    @Test("Random snapshots applied with animation show exactly the snapshot's rows", arguments: 0..<10)
    func randomSnapshots(seed: UInt64) {
      let screen = TableWindow()
      var random = SeededRandom(seed: seed)
      var next = 100
      screen.list.apply(Snapshot([(0, (1...6).map { Tile(id: $0) }), (1, (7...12).map { Tile(id: $0) })]))
      for step in 0..<40 {
        var snapshot = screen.list.snapshot
        let paths = snapshot.items.enumerated().flatMap { s, items in
          items.indices.map { IndexPath(item: $0, section: s) }
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          let section = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
          let row = Int.random(in: 0...snapshot.items[section].count, using: &random)
          snapshot.insertItems([Tile(id: next)], at: IndexPath(item: row, section: section))
          next += 1
        case 1 where !paths.isEmpty:
          snapshot.deleteItems(at: [paths.randomElement(using: &random)!])
        case 2 where paths.count > 1:
          let source = paths.randomElement(using: &random)!
          let target = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
          let limit = snapshot.items[target].count - (target == source.section ? 1 : 0)
          snapshot.moveItem(at: source, to: IndexPath(item: Int.random(in: 0...limit, using: &random), section: target))
        default:
          snapshot = Snapshot(
            snapshot.sections.map { section in
              (section, snapshot.items[snapshot.sectionIndex(of: section)!].shuffled(using: &random))
            })
        }
        screen.list.apply(snapshot)
        let expected = screen.list.snapshot.items.joined().map { "\($0.id)" }
        #expect(screen.shownRows == expected, "seed \(seed), step \(step)")
      }
    }
  }

  @MainActor
  @Suite("A real NSCollectionView driven by a list adapter")
  struct RealCollectionTests {
    final class TileItem: CollectionViewItem, Reusable {}

    func collection(selectsSeveral: Bool) -> (NSCollectionView, ListAdapter<Int, Tile>, NSWindow) {
      _ = NSApplication.shared
      let window = NSWindow(
        contentRect: NSRect(x: 0, y: 0, width: 400, height: 400), styleMask: [.titled], backing: .buffered, defer: false
      )
      let collection = NSCollectionView(frame: window.contentView?.bounds ?? .zero)
      let layout = NSCollectionViewFlowLayout()
      layout.itemSize = NSSize(width: 60, height: 30)
      collection.collectionViewLayout = layout
      collection.isSelectable = true
      window.contentView = collection
      let list = ListAdapter<Int, Tile>(collection)
      list.allowsMultipleSelection = selectsSeveral
      list.cell(TileItem.self) { item, tile, _ in item.view.setAccessibilityLabel("\(tile.id)") }
      list.apply(Snapshot([(0, (1...8).map { Tile(id: $0) })]), animatingDifferences: false)
      window.orderFront(nil)
      collection.layoutSubtreeIfNeeded()
      return (collection, list, window)
    }

    /// D4: ⌘A (`selectAll(_:)`) in a list that takes one selection: the collection view allows several
    /// for every list (`NSCollectionView.h`: `allowsMultipleSelection`), so the adapter must keep one.
    @Test("Select All in a single-selection collection keeps one item selected")
    func selectAllKeepsOne() {
      let (collection, list, window) = collection(selectsSeveral: false)
      var selected: [Int] = []
      list.onSelect { tile, _ in selected.append(tile.id) }
      list.select(Tile(id: 3))
      collection.selectAll(nil)
      // Several proposed at once in a list that takes one: the selection stays as it was.
      #expect(selected.isEmpty)
      #expect(list.selectedItems.map(\.id) == [3])
      #expect(collection.selectionIndexPaths == [IndexPath(item: 2, section: 0)])
      withExtendedLifetime(window) {}
    }

    /// The app's delegate, set before the list was attached: what it is told.
    final class AppCollectionDelegate: NSObject, NSCollectionViewDelegate {
      var selected: [Set<IndexPath>] = []
      func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>) {
        selected.append(indexPaths)
      }
    }

    @Test("The app's collection view delegate is told of a selection after CellKit (N10)")
    func appDelegateTold() {
      _ = NSApplication.shared
      let collection = NSCollectionView(frame: NSRect(x: 0, y: 0, width: 400, height: 400))
      collection.collectionViewLayout = NSCollectionViewFlowLayout()
      let app = AppCollectionDelegate()
      collection.delegate = app
      let list = ListAdapter<Int, Tile>(collection)
      list.cell(TileItem.self) { _, _, _ in }
      list.apply(Snapshot([(0, (1...4).map { Tile(id: $0) })]), animatingDifferences: false)
      collection.delegate?.collectionView?(collection, didSelectItemsAt: [IndexPath(item: 1, section: 0)])
      #expect(app.selected == [[IndexPath(item: 1, section: 0)]])
    }

    /// D5: a selected item past the old count right after a reload (`NSCollectionView.h`: selecting an
    /// index path out of bounds raises).
    @Test("A reload that grows the list, with a selected item past the old count, selects it")
    func reloadWithSelectionPastOldCount() {
      let (collection, list, window) = collection(selectsSeveral: true)
      var snapshot = list.snapshot
      snapshot.appendItems((20...40).map { Tile(id: $0) })
      list.apply(snapshot, animatingDifferences: false)
      list.select(Tile(id: 40))
      list.apply(Snapshot([(0, (1...60).map { Tile(id: $0) })]), animatingDifferences: false)
      #expect(list.selectedItems.map(\.id) == [40])
      #expect(collection.selectionIndexPaths == [IndexPath(item: 39, section: 0)])
      withExtendedLifetime(window) {}
    }
  }
#endif

import CellKit
import CellKitFixtures
import CellKitTerminal
import Foundation
import Testing

@MainActor
@Suite("Selection by identity")
struct SelectionTests {
  /// The names of the visible rows that show as selected, top to bottom.
  func shownSelected(_ screen: YoutuberScreen) -> [String] {
    _ = screen.pilot.screen
    return screen.table.visibleCells.compactMap { $0.isSelected ? ($0 as? YoutuberCell)?.name.text : nil }
  }

  func indexPath(of name: String, in screen: YoutuberScreen) -> IndexPath? {
    for (s, items) in screen.list.snapshot.items.enumerated() {
      if let row = items.firstIndex(where: { $0.name == name }) { return IndexPath(row: row, section: s) }
    }
    return nil
  }

  @Test("A selected row is underlined across its first line, over labels and controls, which keep their own styles")
  func underlineOverContent() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 3), size: Size(width: 50, height: 6))
    let y = 2  // the row of "Youtuber 0-1", below the section title and the first row
    let line = screen.pilot.screen[y]
    let buttonStart = line.distance(from: line.startIndex, to: line.range(of: "[ Subscribe ]")!.lowerBound)
    let button = Point(x: buttonStart + 2, y: y)
    let unselectedButton = screen.pilot.style(at: button)
    screen.table.selectRow(at: IndexPath(row: 1, section: 0))
    for x in 2..<50 {
      #expect(screen.pilot.style(at: Point(x: x, y: y)).attributes.contains(.underline), "column \(x)")
    }
    #expect(!screen.pilot.style(at: Point(x: 2, y: 1)).attributes.contains(.underline), "the row above is not selected")
    var underlined = unselectedButton
    underlined.attributes.insert(.underline)
    #expect(screen.pilot.style(at: button) == underlined, "the button keeps its colors and attributes")
  }

  @Test("One selection: a selected item stays selected through a shuffle, and the next replaces it")
  func singleSelection() throws {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 2, rowsPerSection: 3), size: Size(width: 60, height: 12))
    var events: [String] = []
    screen.list.onSelect { item, indexPath in events.append("select \(item.name) \(indexPath.section)-\(indexPath.row)")
    }
    screen.list.onDeselect { item, indexPath in
      events.append("deselect \(item.name) \(indexPath.section)-\(indexPath.row)")
    }

    screen.table.selectRow(at: IndexPath(row: 1, section: 0))
    #expect(screen.list.selectedItems.map(\.name) == ["Youtuber 0-1"])
    #expect(shownSelected(screen) == ["Youtuber 0-1"])

    var snapshot = screen.list.snapshot
    let moving = snapshot[IndexPath(row: 1, section: 0)]
    snapshot.updateItems(inSectionAt: 0) { $0.remove(at: 1) }
    snapshot.updateItems(inSectionAt: 1) { $0.insert(moving, at: 2) }
    screen.list.apply(snapshot)
    #expect(screen.list.selectedItems.map(\.name) == ["Youtuber 0-1"])
    #expect(shownSelected(screen) == ["Youtuber 0-1"])

    screen.table.selectRow(at: IndexPath(row: 0, section: 1))
    #expect(screen.list.selectedItems.map(\.name) == ["Youtuber 1-0"])
    #expect(shownSelected(screen) == ["Youtuber 1-0"])
    #expect(events == ["select Youtuber 0-1 0-1", "deselect Youtuber 0-1 1-2", "select Youtuber 1-0 1-0"])
  }

  @Test("Several selections: selecting toggles; a deleted selected item leaves with where it was")
  func multipleSelection() throws {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 2, rowsPerSection: 3), size: Size(width: 60, height: 12))
    screen.list.allowsMultipleSelection = true
    var deselected: [String] = []
    screen.list.onDeselect { item, indexPath in
      deselected.append("\(item.name) \(indexPath.section)-\(indexPath.row)")
    }
    final class Delegate: ListAdapterDelegate {
      var deselected: [String] = []
      func list(didReceive context: ActionContext<any CellAction, Youtuber>) {}
      func list(didDeselect item: Youtuber, at indexPath: IndexPath) { deselected.append(item.name) }
    }
    let delegate = Delegate()
    screen.list.delegate = delegate
    for indexPath in [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 1)] {
      screen.table.selectRow(at: indexPath)
    }
    screen.table.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(screen.list.selectedItems.map(\.name) == ["Youtuber 0-2", "Youtuber 1-1"])

    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.remove(at: 2) }
    snapshot.updateItems(inSectionAt: 1) { $0.insert(Youtuber(id: 100, name: "New"), at: 0) }
    screen.list.apply(snapshot)

    #expect(screen.list.selectedItems.map(\.name) == ["Youtuber 1-1"])
    #expect(shownSelected(screen) == ["Youtuber 1-1"])
    #expect(deselected == ["Youtuber 0-0 0-0", "Youtuber 0-2 0-2"])
    #expect(delegate.deselected == ["Youtuber 0-0", "Youtuber 0-2"])
  }

  @Test("The table's selected rows are the adapter's: a toggled-off row is not selected, a moved one follows")
  func tableReportsTheAdaptersSelection() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 2, rowsPerSection: 3), size: Size(width: 60, height: 12))
    screen.list.allowsMultipleSelection = true
    screen.table.selectRow(at: IndexPath(row: 2, section: 0))
    screen.table.selectRow(at: IndexPath(row: 0, section: 1))
    #expect(screen.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])
    screen.table.selectRow(at: IndexPath(row: 2, section: 0))
    #expect(screen.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
    #expect(screen.table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 1) { $0.insert(Youtuber(id: 70, name: "Newcomer"), at: 0) }
    screen.list.apply(snapshot)
    #expect(screen.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 1)])
  }

  @Test("A table without an adapter selects one row at a time, and the selection follows it through updates")
  func plainTableSelection() {
    let table = TableView()
    table.register(TableCell.self, forCellReuseIdentifier: "row")
    let source = PlainSource(rows: ["a", "b", "c"])
    table.dataSource = source
    let pilot = Pilot(rootView: table, size: Size(width: 20, height: 5))
    table.selectRow(at: IndexPath(row: 1, section: 0))
    table.selectRow(at: IndexPath(row: 2, section: 0))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    source.rows.insert("z", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    _ = pilot.screen
  }

  final class PlainSource: TableViewDataSource {
    var rows: [String]
    init(rows: [String]) { self.rows = rows }
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }

  @Test("select(_:) and deselect(_:) change the selection without telling the handlers")
  func programmaticSelection() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 3), size: Size(width: 60, height: 8))
    var told = 0
    screen.list.onSelect { _, _ in told += 1 }
    screen.list.onDeselect { _, _ in told += 1 }
    let second = screen.list.snapshot[IndexPath(row: 1, section: 0)]
    screen.list.select(second)
    #expect(shownSelected(screen) == ["Youtuber 0-1"])
    screen.list.deselect(second)
    #expect(shownSelected(screen).isEmpty)
    #expect(told == 0)
  }

  @Test("Selecting an item the list does not have selects nothing, even once the item is added")
  func selectingAStranger() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 2), size: Size(width: 60, height: 6))
    let stranger = Youtuber(id: 77, name: "Stranger")
    screen.list.select(stranger)
    #expect(screen.list.selectedItems.isEmpty)
    var snapshot = screen.list.snapshot
    snapshot.appendItems([stranger])
    screen.list.apply(snapshot)
    #expect(screen.list.selectedItems.isEmpty)
    #expect(shownSelected(screen).isEmpty)
  }

  nonisolated static var seeds: [UInt64] { modelSeeds(20) }

  @Test(
    "Random snapshots and selections: selected identities before = after, minus deletions; focus stays on its item",
    arguments: seeds)
  func randomSnapshots(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let screen = YoutuberScreen(youtuberSnapshot(sections: 3, rowsPerSection: 6), size: Size(width: 60, height: 14))
    screen.list.allowsMultipleSelection = seed % 2 == 0
    var model = Set<Int>()
    final class Deselections {
      var recording = false
      var ids: [Int] = []
    }
    let deselections = Deselections()
    screen.list.onDeselect { item, _ in if deselections.recording { deselections.ids.append(item.id) } }
    var nextID = 1_000
    var deletedItems: [Youtuber] = []
    for step in 0..<200 {
      var snapshot = screen.list.snapshot
      let present = Set(snapshot.items.joined().map(\.id))
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        // The user selects a random row.
        let rows = snapshot.items.enumerated().flatMap { s, items in
          items.indices.map { IndexPath(row: $0, section: s) }
        }
        guard let indexPath = rows.randomElement(using: &random) else { continue }
        let id = snapshot[indexPath].id
        if screen.list.allowsMultipleSelection {
          if model.contains(id) { model.remove(id) } else { model.insert(id) }
        } else {
          model = [id]
        }
        screen.table.focusRow(at: indexPath)
        screen.table.selectRow(at: indexPath)
      default:
        // A snapshot that deletes, inserts and moves items within and across sections.
        for _ in 0..<Int.random(in: 1...4, using: &random) {
          let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
          switch Int.random(in: 0..<3, using: &random) {
          case 0 where snapshot.numberOfItems(inSection: s) > 0:
            snapshot.updateItems(inSectionAt: s) { $0.remove(at: Int.random(in: 0..<$0.count, using: &random)) }
          case 1:
            // A new item, or one deleted earlier coming back: it comes back unselected.
            let returning = deletedItems.filter { !snapshot.items.joined().contains($0) }.randomElement(using: &random)
            nextID += 1
            let item =
              Bool.random(using: &random)
              ? returning ?? Youtuber(id: nextID, name: "New \(nextID)") : Youtuber(id: nextID, name: "New \(nextID)")
            snapshot.updateItems(inSectionAt: s) { $0.insert(item, at: Int.random(in: 0...$0.count, using: &random)) }
          default:
            guard snapshot.numberOfItems(inSection: s) > 0 else { continue }
            var moved: Youtuber?
            snapshot.updateItems(inSectionAt: s) { moved = $0.remove(at: Int.random(in: 0..<$0.count, using: &random)) }
            let t = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
            snapshot.updateItems(inSectionAt: t) { $0.insert(moved!, at: Int.random(in: 0...$0.count, using: &random)) }
          }
        }
        let remaining = Set(snapshot.items.joined().map(\.id))
        deletedItems += screen.list.snapshot.items.joined().filter { !remaining.contains($0.id) }
        let deleted = model.subtracting(remaining).intersection(present)
        let focusedID = screen.table.focusedIndexPath.map { screen.list.snapshot[$0].id }
        deselections.ids = []
        deselections.recording = true
        screen.list.apply(snapshot)
        deselections.recording = false
        #expect(Set(deselections.ids) == deleted, "seed \(seed), step \(step)")
        if let focusedID, remaining.contains(focusedID) {
          #expect(
            screen.table.focusedIndexPath.map { screen.list.snapshot[$0].id } == focusedID, "seed \(seed), step \(step)"
          )
        }
        model.subtract(deleted)
      }
      #expect(Set(screen.list.selectedItems.map(\.id)) == model, "seed \(seed), step \(step)")
      _ = screen.pilot.screen
      for cell in screen.table.visibleCells {
        guard let indexPath = screen.table.indexPath(for: cell) else { continue }
        let id = screen.list.snapshot[indexPath].id
        #expect(cell.isSelected == model.contains(id), "seed \(seed), step \(step), row \(indexPath)")
      }
    }
  }
}

import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Filtering rows")
struct FilteringTests {
  func filterableScreen(sections: Int = 2, rows: Int = 4, height: Int = 14) -> YoutuberScreen {
    YoutuberScreen(youtuberSnapshot(sections: sections, rowsPerSection: rows), size: Size(width: 50, height: height))
  }

  /// The snapshot's items the filter accepts, by section, none for a collapsed section: what the
  /// table must show.
  func expectedRows(_ screen: YoutuberScreen, _ isIncluded: (@MainActor (Youtuber) -> Bool)?) -> [[Youtuber]] {
    zip(screen.list.snapshot.sections, screen.list.snapshot.items).map { section, items in
      screen.list.isCollapsed(section) ? [] : items.filter { isIncluded?($0) ?? true }
    }
  }

  /// The names the visible cells show, by index path in the table.
  func visibleNames(_ screen: YoutuberScreen) -> [IndexPath: String] {
    _ = screen.pilot.screen
    var names: [IndexPath: String] = [:]
    for cell in screen.table.visibleCells {
      if let indexPath = screen.table.indexPath(for: cell) { names[indexPath] = (cell as? YoutuberCell)?.name.text }
    }
    return names
  }

  @Test("A filter shows the matching rows under every section's header; nil puts every row back in place")
  func filterAndClear() {
    let screen = filterableScreen(rows: 3)
    screen.list.filter = { $0.name.hasSuffix("-1") }
    screen.pilot.expectScreen([
      " Section 0",
      "› Youtuber 0-1                 [ Subscribe ] [off]",
      " Section 1",
      "  Youtuber 1-1                 [ Subscribe ] [off]",
    ])
    screen.list.filter = nil
    screen.pilot.expectScreen([
      " Section 0",
      "  Youtuber 0-0                 [ Subscribe ] [off]",
      "› Youtuber 0-1                 [ Subscribe ] [off]",
      "  Youtuber 0-2                 [ Subscribe ] [off]",
      " Section 1",
      "  Youtuber 1-0                 [ Subscribe ] [off]",
      "  Youtuber 1-1                 [ Subscribe ] [off]",
      "  Youtuber 1-2                 [ Subscribe ] [off]",
    ])
  }

  /// The names the table shows, section by section, on a screen tall enough for every row.
  func shownNames(_ screen: YoutuberScreen) -> [[String]] {
    let names = visibleNames(screen)
    return (0..<screen.table.numberOfSections).map { s in
      (0..<screen.table.numberOfRows(inSection: s)).map { names[IndexPath(row: $0, section: s)] ?? "?" }
    }
  }

  /// The name on the focused row.
  func focusedName(_ screen: YoutuberScreen) -> String? {
    screen.table.focusedIndexPath.flatMap { visibleNames(screen)[$0] }
  }

  @Test("Typing narrows: only the rows shown are tested, the focus stays on its item, Backspace shows rows again")
  func typingNarrows() {
    let screen = filterableScreen(sections: 2, rows: 12, height: 40)
    var tested = 0
    func containing(_ text: String) -> @MainActor (Youtuber) -> Bool {
      { youtuber in
        tested += 1
        return youtuber.name.contains(text)
      }
    }
    screen.list.filter = containing("1")
    #expect(tested == 24)
    // "Youtuber 0-1", "0-10" and "0-11", and every row of section 1.
    #expect(shownNames(screen).map(\.count) == [3, 12])
    screen.table.focusRow(at: IndexPath(row: 10, section: 1))
    tested = 0
    screen.list.narrowFilter(containing("1-1"))
    #expect(tested == 15)
    #expect(shownNames(screen) == [[], ["Youtuber 1-1", "Youtuber 1-10", "Youtuber 1-11"]])
    #expect(shownNames(screen) == expectedRows(screen, { $0.name.contains("1-1") }).map { $0.map(\.name) })
    #expect(focusedName(screen) == "Youtuber 1-10")
    // Backspace: a filter that accepts more tests every row again.
    tested = 0
    screen.list.filter = containing("1-")
    #expect(tested == 24)
    #expect(shownNames(screen) == [[], (0..<12).map { "Youtuber 1-\($0)" }])
    #expect(focusedName(screen) == "Youtuber 1-10")
    screen.list.filter = nil
    #expect(shownNames(screen).map(\.count) == [12, 12])
  }

  @Test("A filter narrowed in the same handler that expands a section tests every row of that section")
  func narrowedWhileExpanding() {
    let screen = filterableScreen(sections: 2, rows: 3, height: 20)
    screen.list.allowsCollapsingSections = true
    screen.list.filter = { $0.name.hasPrefix("Youtuber") }
    screen.list.collapse("Section 1")
    screen.list.on(YoutuberCell.Action.subscribeTapped) { [list = screen.list] _ in
      list.expand("Section 1")
      list.narrowFilter { $0.name.hasSuffix("-2") }
    }
    screen.clickSubscribe(of: "Youtuber 0-0")
    #expect(shownNames(screen) == [["Youtuber 0-2"], ["Youtuber 1-2"]])
  }

  @Test("A narrowed filter and a snapshot applied in one handler: every row of the new snapshot is tested")
  func narrowedWithNewSnapshot() {
    let screen = filterableScreen(sections: 1, rows: 3, height: 20)
    screen.list.filter = { $0.name.hasPrefix("Youtuber 0") }
    screen.list.on(YoutuberCell.Action.subscribeTapped) { [list = screen.list] _ in
      var snapshot = list.snapshot
      snapshot.insertItems([Youtuber(id: 999, name: "Youtuber 0-new-2")], at: IndexPath(row: 0, section: 0))
      list.apply(snapshot)
      list.narrowFilter { $0.name.hasSuffix("-2") }
    }
    screen.clickSubscribe(of: "Youtuber 0-1")
    #expect(shownNames(screen) == [["Youtuber 0-new-2", "Youtuber 0-2"]])
  }

  @Test("Actions, selections and configure closures under a filter give the item's place in the snapshot")
  func placesInTheSnapshot() {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    var configuredAt: [String: IndexPath] = [:]
    list.cell(YoutuberCell.self) { cell, youtuber, indexPath in
      cell.name.text = youtuber.name
      configuredAt[youtuber.name] = indexPath
    }
    var routed: [IndexPath] = []
    list.on(YoutuberCell.Action.subscribeTapped) { context in routed.append(context.indexPath) }
    var selected: [IndexPath] = []
    list.onSelect { _, indexPath in selected.append(indexPath) }
    list.apply(youtuberSnapshot(sections: 2, rowsPerSection: 4))
    let pilot = Pilot(rootView: table, size: Size(width: 50, height: 14))
    list.filter = { $0.name.hasSuffix("-3") }
    #expect(pilot.click(on: "Subscribe", occurrence: 1))
    #expect(routed == [IndexPath(row: 3, section: 1)])
    #expect(configuredAt["Youtuber 1-3"] == IndexPath(row: 3, section: 1))
    table.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(selected == [IndexPath(row: 3, section: 0)])
    #expect(list.snapshot[selected[0]].name == "Youtuber 0-3")
  }

  @Test("A row moved under a filter lands below the shown row it was dropped under, or first; hidden rows stay")
  func movesUnderAFilter() {
    let screen = filterableScreen()
    var moves: [String] = []
    screen.list.onMove { [unowned screen] item, source, destination in
      moves.append("\(item.name) \(source.section)-\(source.row) → \(destination.section)-\(destination.row)")
      var snapshot = screen.list.snapshot
      snapshot.moveItem(at: source, to: destination)
      screen.list.apply(snapshot)
      return true
    }
    screen.list.filter = { $0.id % 2 == 0 }  // rows 1 and 3 of each section
    screen.table.focusRow(at: IndexPath(row: 0, section: 0))
    screen.pilot.press(.down, modifiers: .alt)
    #expect(moves == ["Youtuber 0-1 0-1 → 0-3"])
    #expect(
      screen.list.snapshot.items[0].map(\.name) == ["Youtuber 0-0", "Youtuber 0-2", "Youtuber 0-3", "Youtuber 0-1"])
    screen.pilot.press(.down, modifiers: .alt)
    #expect(moves.last == "Youtuber 0-1 0-3 → 1-0")
    #expect(screen.table.focusedIndexPath.map { visibleNames(screen)[$0] } == "Youtuber 0-1")
    screen.list.filter = nil
    #expect(screen.list.snapshot.items[1].map(\.name).prefix(2) == ["Youtuber 0-1", "Youtuber 1-0"])
  }

  @Test("Selected items stay selected while hidden; one deleted while hidden is reported where it was")
  func selectionWhileHidden() {
    let screen = filterableScreen()
    screen.list.allowsMultipleSelection = true
    screen.table.selectRow(at: IndexPath(row: 1, section: 0))
    screen.table.selectRow(at: IndexPath(row: 2, section: 1))
    var deselected: [String] = []
    screen.list.onDeselect { item, indexPath in deselected.append("\(item.name) \(indexPath.section)-\(indexPath.row)")
    }
    screen.list.filter = { $0.name.hasPrefix("Youtuber 1") }
    #expect(screen.list.selectedItems.map(\.name) == ["Youtuber 0-1", "Youtuber 1-2"])
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.remove(at: 1) }
    screen.list.apply(snapshot)
    #expect(deselected == ["Youtuber 0-1 0-1"])
    screen.list.filter = nil
    #expect(screen.list.selectedItems.map(\.name) == ["Youtuber 1-2"])
    _ = screen.pilot.screen
    #expect(screen.table.cellForRow(at: IndexPath(row: 2, section: 1))?.isSelected == true)
  }

  nonisolated static var seeds: [UInt64] { modelSeeds(12) }

  @Test(
    "Random filters, collapses, snapshots, selections and taps: the table shows the filtered snapshot, the selection and focus stay on their items",
    arguments: seeds)
  func randomFilters(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let screen = filterableScreen(sections: 3, rows: 5, height: 12)
    screen.list.allowsMultipleSelection = true
    screen.list.allowsCollapsingSections = true
    var isIncluded: (@MainActor (Youtuber) -> Bool)?
    var nextID = 500
    for step in 0..<150 {
      let context = "seed \(seed), step \(step)"
      var selectedBefore = Set(screen.list.selectedItems.map(\.id))
      let focusedBefore = screen.table.focusedIndexPath.flatMap { visibleNames(screen)[$0] }
      var snapshot = screen.list.snapshot
      let operation = Int.random(in: 0..<7, using: &random)
      switch operation {
      case 6:
        let section = snapshot.sections[Int.random(in: 0..<snapshot.numberOfSections, using: &random)]
        if screen.list.isCollapsed(section) { screen.list.expand(section) } else { screen.list.collapse(section) }
      case 0:
        let (modulus, remainder) = (Int.random(in: 2...4, using: &random), Int.random(in: 0...1, using: &random))
        let filter: @MainActor (Youtuber) -> Bool = { $0.id % modulus == remainder }
        isIncluded = Bool.random(using: &random) ? filter : nil
        screen.list.filter = isIncluded
      case 1:
        let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
        nextID += 1
        let item = Youtuber(id: nextID, name: "New \(nextID)")
        snapshot.updateItems(inSectionAt: s) { $0.insert(item, at: Int.random(in: 0...$0.count, using: &random)) }
        screen.list.apply(snapshot)
      case 2:
        let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
        guard snapshot.numberOfItems(inSection: s) > 0 else { continue }
        snapshot.updateItems(inSectionAt: s) { $0.remove(at: Int.random(in: 0..<$0.count, using: &random)) }
        screen.list.apply(snapshot)
      case 3:
        snapshot.updateItems(inSectionAt: Int.random(in: 0..<snapshot.numberOfSections, using: &random)) {
          $0.shuffle(using: &random)
        }
        screen.list.apply(snapshot)
      case 4:
        let shown = screen.table.indexPathsForVisibleRows
        guard let indexPath = shown.randomElement(using: &random) else { continue }
        let id = expectedRows(screen, isIncluded)[indexPath.section][indexPath.row].id
        if selectedBefore.contains(id) { selectedBefore.remove(id) }  // selecting a selected row deselects it
        screen.table.selectRow(at: indexPath)
      default:
        let shown = screen.table.indexPathsForVisibleRows
        guard let indexPath = shown.randomElement(using: &random), let name = visibleNames(screen)[indexPath]
        else { continue }
        screen.clickSubscribe(of: name)
        guard let routed = screen.routed.last else {
          Issue.record("no action routed from \(name), \(context)")
          continue
        }
        #expect(routed.name == name, "\(context)")
        #expect(screen.list.snapshot[routed.indexPath].name == name, "\(context)")
      }

      let expected = expectedRows(screen, isIncluded)
      #expect(
        (0..<screen.table.numberOfSections).map { screen.table.numberOfRows(inSection: $0) } == expected.map(\.count),
        "\(context)")
      for (indexPath, name) in visibleNames(screen) {
        #expect(name == expected[indexPath.section][indexPath.row].name, "\(context)")
      }
      let ids = Set(screen.list.snapshot.items.joined().map(\.id))
      let selectedNow = Set(screen.list.selectedItems.map(\.id))
      #expect(selectedBefore.intersection(ids).isSubset(of: selectedNow), "\(context)")
      if operation < 4, let focusedBefore, expected.joined().contains(where: { $0.name == focusedBefore }) {
        #expect(screen.table.focusedIndexPath.flatMap { visibleNames(screen)[$0] } == focusedBefore, "\(context)")
      }
    }
  }
}

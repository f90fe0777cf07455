import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("ListAdapter on the TableView")
struct ListAdapterTests {
  @Test("After apply, a tap on each visible control routes the item now shown in that row", arguments: 1...20)
  func everyVisibleControlRoutesItsItem(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed))
    let screen = YoutuberScreen(youtuberSnapshot(sections: 4, rowsPerSection: 6), size: Size(width: 60, height: 16))
    var nextID = 1000
    for _ in 0..<5 {
      var sections = Array(zip(screen.list.snapshot.sections, screen.list.snapshot.items))
      for _ in 0..<4 {
        let s = Int.random(in: 0..<sections.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          nextID += 1
          sections[s].1.insert(
            Youtuber(id: nextID, name: "New \(nextID)"), at: Int.random(in: 0...sections[s].1.count, using: &random))
        case 1 where !sections[s].1.isEmpty:
          sections[s].1.remove(at: Int.random(in: 0..<sections[s].1.count, using: &random))
        case 2 where !sections[s].1.isEmpty:
          let item = sections[s].1.remove(at: Int.random(in: 0..<sections[s].1.count, using: &random))
          let t = Int.random(in: 0..<sections.count, using: &random)
          sections[t].1.insert(item, at: Int.random(in: 0...sections[t].1.count, using: &random))
        default:
          if !sections[s].1.isEmpty {
            sections[s].1[0].name += "!"
          }
        }
      }
      screen.list.apply(Snapshot(sections))
      screen.table.setContentOffset(Int.random(in: 0...20, using: &random))
      _ = screen.pilot.screen
      for indexPath in screen.table.indexPathsForVisibleRows {
        let cell = try #require(screen.table.cellForRow(at: indexPath) as? YoutuberCell)
        let expected = screen.list.snapshot[indexPath]
        #expect(cell.name.text == expected.name)
        cell.subscribe.activate()
        #expect(screen.routed.last?.indexPath == indexPath)
        #expect(screen.routed.last?.name == expected.name)
      }
    }
  }

  @Test("reconfigureVisibleCells shows state kept outside the items")
  func reconfigureVisible() {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    final class Subscriptions {
      var ids: Set<Int> = []
    }
    let subscribed = Subscriptions()
    list.cell(YoutuberCell.self) { cell, youtuber, _ in
      cell.name.text = youtuber.name + (subscribed.ids.contains(youtuber.id) ? " ✓" : "")
    }
    list.apply(youtuberSnapshot())
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 16))
    subscribed.ids.insert(list.snapshot[IndexPath(row: 1, section: 1)].id)
    pilot.application.setNeedsDisplay()
    pilot.expectScreen([
      "› Youtuber 0-0                           [ Subscribe ] [off]",
      "  Youtuber 0-1                           [ Subscribe ] [off]",
      "  Youtuber 0-2                           [ Subscribe ] [off]",
      "  Youtuber 0-3                           [ Subscribe ] [off]",
      "  Youtuber 1-0                           [ Subscribe ] [off]",
      "  Youtuber 1-1                           [ Subscribe ] [off]",
      "  Youtuber 1-2                           [ Subscribe ] [off]",
      "  Youtuber 1-3                           [ Subscribe ] [off]",
      "  Youtuber 2-0                           [ Subscribe ] [off]",
      "  Youtuber 2-1                           [ Subscribe ] [off]",
      "  Youtuber 2-2                           [ Subscribe ] [off]",
      "  Youtuber 2-3                           [ Subscribe ] [off]",
    ])
    list.reconfigureVisibleCells()
    pilot.application.setNeedsDisplay()
    pilot.expectScreen([
      "› Youtuber 0-0                           [ Subscribe ] [off]",
      "  Youtuber 0-1                           [ Subscribe ] [off]",
      "  Youtuber 0-2                           [ Subscribe ] [off]",
      "  Youtuber 0-3                           [ Subscribe ] [off]",
      "  Youtuber 1-0                           [ Subscribe ] [off]",
      "  Youtuber 1-1 ✓                         [ Subscribe ] [off]",
      "  Youtuber 1-2                           [ Subscribe ] [off]",
      "  Youtuber 1-3                           [ Subscribe ] [off]",
      "  Youtuber 2-0                           [ Subscribe ] [off]",
      "  Youtuber 2-1                           [ Subscribe ] [off]",
      "  Youtuber 2-2                           [ Subscribe ] [off]",
      "  Youtuber 2-3                           [ Subscribe ] [off]",
    ])
  }

  @Test("Duplicates introduced by an update are reported, across unchanged sections too, and cleared")
  func duplicatesAcrossUpdates() {
    let screen = YoutuberScreen()
    var snapshot = screen.list.snapshot
    let existing = snapshot[IndexPath(row: 1, section: 2)]
    snapshot.updateItems(inSectionAt: 0) { $0.insert(existing, at: 0) }
    let introduced = Diagnostics.collecting { screen.list.apply(snapshot) }
    #expect(introduced.map(\.kind) == [.duplicateIdentity])
    // What happened, why it matters and how to fix it, in words a user reads.
    #expect(
      introduced.first?.message == """
        The snapshot has identities that are not unique: item identity \(existing.id) appears 2 times, at \
        [0, 0], [2, 1]. Every item is \
        shown, but rows with the same identity cannot be told apart across updates. Give each section \
        and item an identity of its own.
        """)
    snapshot.updateItems(inSectionAt: 0) { $0.removeFirst() }
    let cleared = Diagnostics.collecting { screen.list.apply(snapshot) }
    #expect(cleared.isEmpty)
    screen.pilot.expectScreen([
      " Section 0",
      "› Youtuber 0-0                           [ Subscribe ] [off]",
      "  Youtuber 0-1                           [ Subscribe ] [off]",
      "  Youtuber 0-2                           [ Subscribe ] [off]",
      "  Youtuber 0-3                           [ Subscribe ] [off]",
      " Section 1",
      "  Youtuber 1-0                           [ Subscribe ] [off]",
      "  Youtuber 1-1                           [ Subscribe ] [off]",
      "  Youtuber 1-2                           [ Subscribe ] [off]",
      "  Youtuber 1-3                           [ Subscribe ] [off]",
      " Section 2",
      "  Youtuber 2-0                           [ Subscribe ] [off]",
      "  Youtuber 2-1                           [ Subscribe ] [off]",
      "  Youtuber 2-2                           [ Subscribe ] [off]",
      "  Youtuber 2-3                           [ Subscribe ] [off]",
    ])
  }

  @Test(
    "A duplicate is reported whichever way it reaches the rows (a reload, a filter taken away, a diff, recorded edits), counts kept or not",
    arguments: [false, true])
  func duplicatesOnEveryPath(countsKept: Bool) {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 10))
    let items = (0..<20).map { Youtuber(id: $0, name: "Youtuber \($0)") }
    list.apply(Snapshot([("A", items), ("B", [])]), animatingDifferences: false)
    // A list only shown so far keeps no counts: no memory for each row.
    #expect(!list.keepsIdentityCounts)
    if countsKept {
      var snapshot = list.snapshot
      snapshot.updateItems(inSectionAt: 1) { $0.append(Youtuber(id: 100, name: "Hundred")) }
      list.apply(snapshot)
      #expect(list.keepsIdentityCounts, "a diffed update counts")
    }
    let fine = list.snapshot
    var twice = fine
    twice.updateItems(inSectionAt: 1) { $0.append(Youtuber(id: 7, name: "Seven again")) }
    func kinds(_ body: () -> Void) -> [Diagnostic.Kind] { Diagnostics.collecting(body).map(\.kind) }

    // Hidden by the filter, the second copy shows no duplicate; taking the filter away does.
    list.filter = { $0.name != "Seven again" }
    #expect(kinds { list.apply(twice, animatingDifferences: countsKept) }.isEmpty, "the copy is hidden")
    #expect(kinds { list.filter = nil } == [.duplicateIdentity], "the filter taken away")
    #expect(list.keepsIdentityCounts == countsKept, "a filter counts nothing")
    #expect(kinds { list.apply(fine, animatingDifferences: false) }.isEmpty)
    #expect(kinds { list.apply(twice, animatingDifferences: false) } == [.duplicateIdentity], "a reload")
    #expect(!list.keepsIdentityCounts, "a reload drops the counts")
    #expect(kinds { list.apply(fine) }.isEmpty)
    #expect(kinds { list.apply(twice) } == [.duplicateIdentity], "a diff")
    #expect(kinds { list.apply(fine) }.isEmpty)
    var recorded = list.snapshot
    recorded.appendItems([Youtuber(id: 3, name: "Three again")], toSectionAt: 1)
    #expect(kinds { list.apply(recorded) } == [.duplicateIdentity], "recorded edits")
    #expect(list.recordedApplies > 0 && list.keepsIdentityCounts)
    withExtendedLifetime(pilot) {}
  }

  @Test("Duplicate identities produce a diagnostic that lists them, not a crash, and every item shows")
  func duplicates() {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 10))
    let diagnostics = Diagnostics.collecting {
      list.apply(Snapshot([("A", [Youtuber(id: 1, name: "One"), Youtuber(id: 1, name: "Uno")])]))
    }
    #expect(diagnostics.map(\.kind) == [.duplicateIdentity])
    #expect(diagnostics.first?.message.contains("item identity 1 appears 2 times, at [0, 0], [0, 1]") == true)
    pilot.expectScreen([
      "› One                                    [ Subscribe ] [off]",
      "  Uno                                    [ Subscribe ] [off]",
    ])
  }

  @Test("A snapshot applied without animation keeps the keyboard focus on its item, in a table and a grid")
  func reloadKeepsFocus() {
    for useGrid in [false, true] {
      let screen = YoutuberScreen(youtuberSnapshot(sections: 2, rowsPerSection: 3), size: Size(width: 70, height: 14))
      let grid = CollectionView(layout: .grid(minimumItemWidth: 30, itemHeight: 1))
      let focused = IndexPath(row: 1, section: 1)
      if useGrid {
        screen.list.attach(to: grid)
        grid.focusItem(at: focused)
      } else {
        screen.table.focusRow(at: focused)
      }
      let name = screen.list.snapshot[focused].name
      let old = screen.list.snapshot
      let snapshot = Snapshot(
        sections: ["New"] + old.sections, items: [[Youtuber(id: 99, name: "New one")]] + old.items)
      screen.list.apply(snapshot, animatingDifferences: false)
      let now = useGrid ? grid.focusedIndexPath : screen.table.focusedIndexPath
      #expect(now.map { screen.list.snapshot[$0].name } == name, "grid: \(useGrid)")
    }
  }

  @Test(
    "A snapshot that moves the focused item out of a section it deletes keeps the focus on the item, in a table and a grid"
  )
  func focusLeavesADeletedSection() {
    for useGrid in [false, true] {
      for (from, to) in [(0, 1), (0, 2), (1, 0), (2, 1)] {
        for row in 0..<4 {
          for animated in [true, false] {
            let screen = YoutuberScreen(
              youtuberSnapshot(sections: 3, rowsPerSection: 4), size: Size(width: 70, height: 12))
            let grid = CollectionView(layout: .grid(minimumItemWidth: 30, itemHeight: 1))
            let focused = IndexPath(row: row, section: from)
            if useGrid {
              screen.list.attach(to: grid)
              grid.focusItem(at: focused)
            } else {
              screen.table.focusRow(at: focused)
            }
            _ = screen.pilot.screen
            var snapshot = screen.list.snapshot
            let item = snapshot[focused]
            snapshot.deleteItems([item.id])
            snapshot.insertItems([item], at: IndexPath(row: 1, section: to))
            snapshot.deleteSections([snapshot.sections[from]])
            screen.list.apply(snapshot, animatingDifferences: animated)
            _ = screen.pilot.screen
            let now = useGrid ? grid.focusedIndexPath : screen.table.focusedIndexPath
            #expect(
              now.map { screen.list.snapshot[$0].name } == item.name,
              "grid: \(useGrid), \(item.name) moved from section \(from) to \(to), animated: \(animated)")
          }
        }
      }
    }
  }
}

/// An item whose content comparison, and its identity's hashing, read the list that shows it, as
/// app code may: CellKit runs neither while it is changing what the list shows.
struct Probed: Differentiable {
  /// Reads the list; set by the test once the list exists.
  final class Probe: @unchecked Sendable {
    var read: (@MainActor () -> Void)?
  }

  let id: Int
  var label: String
  let probe: Probe

  var differenceIdentifier: Int { id }

  func isContentEqual(to source: Probed) -> Bool {
    MainActor.assumeIsolated { probe.read?() }
    return label == source.label
  }
}

@MainActor
@Suite("App code the list calls reads the list")
struct ListReadsTests {
  @Test("A content comparison during a diff, a replay or rows shown and hidden may read the selection and the rows")
  func comparisonsReadTheList() {
    final class LabelCell: TableCell, Reusable {
      let label = Label()
      override func cellDidLoad() { contentView.add(label) }
    }
    let probe = Probed.Probe()
    let table = TableView()
    let list = ListAdapter<String, Probed>(table)
    list.cell(LabelCell.self) { cell, item, _ in cell.label.text = item.label }
    var reads = 0
    let items = (0..<6).map { Probed(id: $0, label: "\($0)", probe: probe) }
    list.apply(Snapshot([("all", items)]), animatingDifferences: false)
    let pilot = Pilot(rootView: table, size: Size(width: 30, height: 8))
    list.select(items[2])
    probe.read = {
      reads += 1
      _ = list.selectedItems
      _ = list.isSelected(items[2])
      _ = list.snapshot.numberOfItems
    }
    var snapshot = list.snapshot
    snapshot.updateItems(inSectionAt: 0) {
      $0[1].label = "one"; $0.swapAt(3, 4)
    }
    list.apply(snapshot)
    #expect(reads > 0, "the diff compared contents")
    var recorded = list.snapshot
    recorded[IndexPath(row: 0, section: 0)] = Probed(id: 0, label: "zero", probe: probe)
    recorded.deleteItems(at: [IndexPath(row: 5, section: 0)])
    list.apply(recorded)
    list.filter = { $0.id != 3 }
    let text = pilot.screenText
    #expect(text.contains("zero") && text.contains("one") && !text.contains("3"), "\(text)")
    #expect(list.selectedItems.map(\.id) == [2])
  }
}

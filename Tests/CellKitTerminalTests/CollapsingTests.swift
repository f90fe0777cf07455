import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Collapsing sections")
struct CollapsingTests {
  func collapsibleScreen(height: Int = 12) -> YoutuberScreen {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 2, rowsPerSection: 3), size: Size(width: 50, height: height))
    screen.list.allowsCollapsingSections = true
    return screen
  }

  /// The names of the rows the table shows, by section.
  func shownRows(_ screen: YoutuberScreen) -> [[String]] {
    (0..<screen.table.numberOfSections).map { s in
      (0..<screen.table.numberOfRows(inSection: s)).map { screen.list.snapshot[IndexPath(row: $0, section: s)].name }
    }
  }

  @Test("A click on a header focuses it and collapses its section, showing the count; another click expands it")
  func clickToggles() throws {
    let screen = collapsibleScreen()
    screen.pilot.click(on: "Section 0")
    screen.pilot.expectScreen([
      "›▸ Section 0 (3)",
      " ▾ Section 1",
      "  Youtuber 1-0                 [ Subscribe ] [off]",
      "  Youtuber 1-1                 [ Subscribe ] [off]",
      "  Youtuber 1-2                 [ Subscribe ] [off]",
    ])
    #expect(screen.list.isCollapsed("Section 0"))
    screen.pilot.click(on: "Section 0")
    #expect(!screen.list.isCollapsed("Section 0"))
    #expect(
      shownRows(screen) == [
        ["Youtuber 0-0", "Youtuber 0-1", "Youtuber 0-2"], ["Youtuber 1-0", "Youtuber 1-1", "Youtuber 1-2"],
      ])
  }

  @Test("With every section collapsed the headers show, not the text for an empty table over them")
  func allCollapsedIsNotEmpty() {
    let screen = collapsibleScreen()
    screen.table.emptyText = "No channels. Press a to add one."
    screen.list.collapse("Section 0")
    screen.list.collapse("Section 1")
    // The focused row's section collapsed: its header has the focus.
    screen.pilot.expectScreen([
      "›▸ Section 0 (3)",
      " ▸ Section 1 (3)",
    ])
    var empty = Snapshot<String, Youtuber>()
    empty.appendSection("Section 0")
    screen.list.apply(Snapshot())
    screen.pilot.expectScreen(["  No channels. Press a to add one."])
    screen.list.apply(empty)
    screen.pilot.expectScreen([" ▸ Section 0 (0)"])  // still collapsed, by identity: a header, no empty text
  }

  @Test("Up from a section's first row focuses its header; Enter collapses it; Down goes on to the next header")
  func headerByKeyboard() {
    let screen = collapsibleScreen()
    screen.table.focusRow(at: IndexPath(row: 0, section: 0))
    screen.pilot.press(.up)
    #expect(screen.table.focusedHeaderSection == 0)
    #expect(screen.table.focusedIndexPath == nil)
    screen.pilot.press(.enter)
    screen.pilot.expectScreen([
      "›▸ Section 0 (3)",
      " ▾ Section 1",
      "  Youtuber 1-0                 [ Subscribe ] [off]",
      "  Youtuber 1-1                 [ Subscribe ] [off]",
      "  Youtuber 1-2                 [ Subscribe ] [off]",
    ])
    screen.pilot.press(.down)
    #expect(screen.table.focusedHeaderSection == 1)
    screen.pilot.press(.down)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 0, section: 1))
    screen.pilot.press(.up)
    screen.pilot.press(.up)
    #expect(screen.table.focusedHeaderSection == 0)
    screen.pilot.press(.character(" "))
    #expect(!screen.list.isCollapsed("Section 0"))
    screen.pilot.press(.down)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 0, section: 0))
    screen.pilot.press(.up)
    screen.pilot.press(.up)
    #expect(screen.table.focusedHeaderSection == 0, "the first header is the top stop")
  }

  @Test("Headers take no focus when sections do not collapse")
  func headersSkippedWithoutCollapsing() {
    let screen = collapsibleScreen()
    screen.list.allowsCollapsingSections = false
    screen.table.focusRow(at: IndexPath(row: 0, section: 1))
    screen.pilot.press(.up)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 2, section: 0))
    screen.pilot.press(.home)
    screen.pilot.press(.up)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 0, section: 0))
  }

  @Test("The collapsed state follows the section's identity through inserts and moves of sections")
  func keptByIdentity() {
    let screen = collapsibleScreen()
    screen.list.collapse("Section 1")
    var snapshot = Snapshot<String, Youtuber>()
    snapshot.appendSection("New", items: [Youtuber(id: 50, name: "Fresh")])
    snapshot.appendSection("Section 1", items: screen.list.snapshot.items[1])
    snapshot.appendSection("Section 0", items: screen.list.snapshot.items[0])
    screen.list.apply(snapshot)
    #expect(shownRows(screen) == [["Fresh"], [], ["Youtuber 0-0", "Youtuber 0-1", "Youtuber 0-2"]])
    #expect(screen.pilot.find("▸ Section 1 (3)") != nil)
  }

  @Test("Hidden items stay selected; one deleted while hidden leaves with the index path it had")
  func selectionWhileCollapsed() {
    let screen = collapsibleScreen()
    screen.list.allowsMultipleSelection = true
    screen.table.selectRow(at: IndexPath(row: 1, section: 0))
    screen.table.selectRow(at: IndexPath(row: 2, section: 0))
    var deselected: [String] = []
    screen.list.onDeselect { item, indexPath in deselected.append("\(item.name) \(indexPath.section)-\(indexPath.row)")
    }
    screen.list.collapse("Section 0")
    #expect(screen.list.selectedItems.map(\.name) == ["Youtuber 0-1", "Youtuber 0-2"])
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.remove(at: 2) }
    screen.list.apply(snapshot)
    #expect(deselected == ["Youtuber 0-2 0-2"])
    screen.list.expand("Section 0")
    #expect(screen.list.selectedItems.map(\.name) == ["Youtuber 0-1"])
    _ = screen.pilot.screen
    #expect(screen.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
  }

  @Test("Actions from rows below a collapsed section reach their own items")
  func routingBelowCollapsed() {
    let screen = collapsibleScreen()
    screen.list.collapse("Section 0")
    screen.clickSubscribe(of: "Youtuber 1-1")
    #expect(screen.routed.last?.name == "Youtuber 1-1")
    #expect(screen.routed.last?.indexPath == IndexPath(row: 1, section: 1))
  }

  nonisolated static var seeds: [UInt64] { modelSeeds(10) }

  @Test(
    "Random collapses, expands and snapshots: the table shows exactly the expanded sections' items", arguments: seeds)
  func randomCollapses(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let screen = collapsibleScreen(height: 10)
    var collapsed = Set<String>()
    var nextID = 500
    for step in 0..<120 {
      var snapshot = screen.list.snapshot
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        let section = snapshot.sections[Int.random(in: 0..<snapshot.numberOfSections, using: &random)]
        if collapsed.contains(section) {
          collapsed.remove(section)
          screen.list.expand(section)
        } else {
          collapsed.insert(section)
          screen.list.collapse(section)
        }
      case 1:
        let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
        nextID += 1
        let item = Youtuber(id: nextID, name: "New \(nextID)")
        snapshot.updateItems(inSectionAt: s) { $0.insert(item, at: Int.random(in: 0...$0.count, using: &random)) }
        screen.list.apply(snapshot)
      default:
        let s = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
        guard snapshot.numberOfItems(inSection: s) > 0 else { continue }
        snapshot.updateItems(inSectionAt: s) { $0.remove(at: Int.random(in: 0..<$0.count, using: &random)) }
        screen.list.apply(snapshot)
      }
      let expected = zip(screen.list.snapshot.sections, screen.list.snapshot.items).map { section, items in
        collapsed.contains(section) ? [] : items.map(\.name)
      }
      #expect(shownRows(screen) == expected, "seed \(seed), step \(step)")
      _ = screen.pilot.screen
      for cell in screen.table.visibleCells {
        guard let indexPath = screen.table.indexPath(for: cell) else { continue }
        #expect(
          (cell as? YoutuberCell)?.name.text == expected[indexPath.section][indexPath.row], "seed \(seed), step \(step)"
        )
      }
    }
  }
}

@MainActor
@Suite("Collapsing sections in a grid")
struct GridCollapsingTests {
  /// A list collapsed in a table, then moved to a grid of two columns.
  func gridScreen() -> (Pilot, ListAdapter<String, Youtuber>, CollectionView) {
    let table = TableView()
    let root = VStack(table)
    let list = ListAdapter<String, Youtuber>(table)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.headerTitle { section, _ in section }
    list.allowsCollapsingSections = true
    list.apply(youtuberSnapshot(sections: 3, rowsPerSection: 3), animatingDifferences: false)
    let pilot = Pilot(rootView: root, size: Size(width: 60, height: 14))
    list.collapse("Section 0")
    _ = pilot.screen
    let grid = CollectionView(layout: .grid(columns: 2, itemHeight: 1, spacing: 2))
    table.removeFromSuperview()
    root.addSubview(grid)
    list.attach(to: grid)
    pilot.application.focus(grid)
    return (pilot, list, grid)
  }

  @Test("A section collapsed in the table expands with a click on its header in the grid")
  func clickExpands() throws {
    let (pilot, list, grid) = gridScreen()
    #expect(pilot.screenText.contains("▸ Section 0 (3)"))
    #expect(pilot.click(on: "Section 0"))
    #expect(!list.isCollapsed("Section 0"))
    #expect(grid.numberOfItems(inSection: 0) == 3)
    _ = pilot.screen
    #expect((grid.cellForItem(at: IndexPath(row: 0, section: 0)) as? YoutuberCell)?.name.text == "Youtuber 0-0")
    #expect(grid.focusedHeaderSection == 0, "the clicked header holds the focus")
  }

  @Test("Up and Down stop on the headers of collapsible sections; Enter on one collapses or expands it")
  func keyboardStopsOnHeaders() {
    let (pilot, list, grid) = gridScreen()
    _ = pilot.screen
    grid.focusItem(at: IndexPath(row: 1, section: 1))
    pilot.press(.up)
    #expect(grid.focusedHeaderSection == 1 && grid.focusedIndexPath == nil)
    #expect(pilot.screen.contains { $0.hasPrefix("›▾ Section 1") })
    pilot.press(.up)
    #expect(grid.focusedHeaderSection == 0, "Section 0 is collapsed: Up goes to its header")
    pilot.press(.enter)
    #expect(!list.isCollapsed("Section 0"))
    pilot.press(.down)
    #expect(grid.focusedIndexPath == IndexPath(row: 0, section: 0))
    pilot.press(.down)
    pilot.press(.down)
    #expect(grid.focusedHeaderSection == 1, "from the last row of items Down goes to the next header")
    pilot.press(.enter)
    #expect(list.isCollapsed("Section 1"))
    pilot.press(.down)
    #expect(grid.focusedHeaderSection == 2, "a collapsed section's header leads to the next header")
    pilot.press(.down)
    #expect(grid.focusedIndexPath == IndexPath(row: 0, section: 2))
    #expect(list.snapshot[grid.focusedIndexPath!].name == "Youtuber 2-0")
  }
}

/// A section whose value has content of its own: a shelf and its title.
struct Shelf: Differentiable, Hashable {
  let id: Int
  var title: String
  var differenceIdentifier: Int { id }
}

/// A header showing a shelf's title.
final class ShelfHeader: TableHeaderFooterView, Reusable {}

@MainActor
@Suite("A section's own content change")
struct SectionContentTests {
  @Test("A section whose value changed shows it in its header and keeps its rows' cells and their configuration")
  func sectionChangeKeepsRows() throws {
    for recorded in [true, false] {
      let table = TableView()
      let list = ListAdapter<Shelf, Youtuber>(table)
      var configurations = 0
      list.cell(YoutuberCell.self) { cell, youtuber, _ in
        configurations += 1
        cell.name.text = youtuber.name
      }
      list.header(ShelfHeader.self) { header, shelf, _ in header.textLabel.text = "Shelf: \(shelf.title)" }
      list.footerTitle { shelf, items in "\(items.count) on \(shelf.title)" }
      list.apply(
        Snapshot([(Shelf(id: 1, title: "Tech"), [Youtuber(id: 1, name: "Brian"), Youtuber(id: 2, name: "Dave")])]))
      let pilot = Pilot(rootView: table, size: Size(width: 50, height: 6))
      #expect(pilot.screenText.contains("Shelf: Tech"))
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      let before = configurations
      var snapshot = list.snapshot
      if recorded {
        snapshot.updateSection(at: 0, to: Shelf(id: 1, title: "Gadgets"))
      } else {
        snapshot = Snapshot([(Shelf(id: 1, title: "Gadgets"), snapshot.items[0])])
      }
      list.apply(snapshot)
      #expect(pilot.screenText.contains("Shelf: Gadgets"), "recorded: \(recorded)\n\(pilot.screenText)")
      #expect(pilot.screenText.contains("2 on Gadgets"), "recorded: \(recorded)")
      #expect(
        table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell, "recorded: \(recorded): the row keeps its cell")
      #expect(configurations == before, "recorded: \(recorded): its rows are not configured again")
    }
  }
}

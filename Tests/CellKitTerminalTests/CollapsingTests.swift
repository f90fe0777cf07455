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
    screen.pilot.expectScreen([
      " ▸ Section 0 (3)",
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

  nonisolated static let seeds: [UInt64] = Array(1...10)

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

import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// The columns where a screen line draws a column separator.
func separatorColumns(_ line: String) -> [Int] {
  var x = 0
  var columns: [Int] = []
  for character in line {
    if character == "│" { columns.append(x) }
    x += CharacterWidth.of(String(character))
  }
  return columns
}

/// The runs of reversed cells on line `y` of the pilot's screen, as ranges of columns.
@MainActor
func reversedRuns(_ pilot: Pilot, line y: Int, width: Int) -> [Range<Int>] {
  var runs: [Range<Int>] = []
  var start: Int?
  for x in 0...width {
    let reversed = x < width && pilot.style(at: Point(x: x, y: y)).attributes.contains(.reverse)
    if reversed, start == nil { start = x }
    if !reversed, let begun = start {
      runs.append(begun..<x)
      start = nil
    }
  }
  return runs
}

@MainActor
@Suite("A data table in a user's hands: marks, header keys, widths")
struct DataTableInHandsTests {
  @Test("a click on a row's control after a header click moves the keyboard to that row")
  func clickAfterHeaderClick() {
    let screen = TaskTableScreen(sampleTasks())
    #expect(screen.pilot.click(on: "Title"))
    // Sorted by title: Buy milk, Call Ann, Write docs. A click on Call Ann's switch.
    screen.pilot.click(at: Point(x: 28, y: 2))
    #expect(screen.toggles.map(\.title) == ["Call Ann"])
    #expect(screen.table.focusedColumnHeader == nil)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 1, section: 0))
    // One focus mark, on the row clicked.
    #expect(screen.pilot.screen.filter { $0.hasPrefix("›") } == ["› Call Ann                │[on ] │1    │"])
    // Enter presses the switch again; Down goes to the next row.
    screen.pilot.press(.enter)
    #expect(screen.toggles.map(\.title) == ["Call Ann", "Call Ann"])
    #expect(screen.list.sortOrder == [.ascending(.title)])
    screen.pilot.press(.down)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 2, section: 0))
  }

  @Test("Up on a column header stays on the header row")
  func upOnHeaderStays() {
    let screen = TaskTableScreen(sampleTasks())
    screen.pilot.press(.home)
    screen.pilot.press(.up)
    screen.pilot.press(.right)
    screen.pilot.press(.up)
    #expect(screen.table.focusedColumnHeader == .done)
    #expect(screen.table.focusedIndexPath == nil)
    screen.pilot.press(.up)
    #expect(screen.table.focusedColumnHeader == .done)
    screen.pilot.press(.down)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 0, section: 0))
  }

  @Test("switching to a cell cursor puts it on the focused control's cell: one highlight, Enter acts on it")
  func cellCursorAfterClick() {
    let screen = TaskTableScreen(sampleTasks())
    screen.pilot.click(at: Point(x: 28, y: 2))
    #expect(screen.toggles.map(\.title) == ["Buy milk"])
    screen.table.cursor = .cell
    #expect(screen.table.focusedColumn == .done)
    // Done is columns 27 to 32: its cell alone is reversed.
    #expect(reversedRuns(screen.pilot, line: 2, width: 40) == [27..<33])
    screen.pilot.press(.enter)
    #expect(screen.toggles.map(\.title) == ["Buy milk", "Buy milk"])
    // Left moves the cursor to the title's cell, which has no control: nothing else is reversed.
    screen.pilot.press(.left)
    #expect(reversedRuns(screen.pilot, line: 2, width: 40) == [2..<26])
    screen.pilot.press(.enter)
    #expect(screen.toggles.count == 2)
  }

  @Test("a click on a control with a cell cursor moves the cursor to the control's cell")
  func clickMovesCellCursor() {
    let screen = TaskTableScreen(sampleTasks())
    screen.table.cursor = .cell
    screen.pilot.click(at: Point(x: 28, y: 3))
    #expect(screen.table.focusedColumn == .done)
    #expect(reversedRuns(screen.pilot, line: 3, width: 40) == [27..<33])
  }

  @Test("under a frozen column scrolled sideways, rows draw their separators where the header does")
  func frozenSeparators() {
    let (table, list, pilot) = wideTable(rows: 3, columns: 10, size: Size(width: 30, height: 4), freezing: true)
    defer { withExtendedLifetime(list) {} }
    for offset in 0...20 {
      table.setHorizontalOffset(offset)
      let lines = pilot.screen
      for line in lines.dropFirst() {
        #expect(separatorColumns(line) == separatorColumns(lines[0]), "offset \(offset): \(lines)")
      }
    }
  }

  @Test("a width that is not a finite number is reported, and the column laid out by a rule instead")
  func nonFiniteWidths() {
    let screen = TaskTableScreen(sampleTasks())
    var columns = screen.list.columns
    columns[1].resizedWidth = .nan
    columns[2].width = .fixed(.infinity)
    let reported = Diagnostics.collecting { screen.list.columns = columns }
    #expect(reported.map(\.kind) == [.invalidColumnWidth, .invalidColumnWidth])
    #expect(
      reported.first?.message == """
        Column "done" has a resizedWidth nan, which is not a finite number: a width is a number of points \
        on AppKit and GTK, and of character cells in the terminal. The column is laid out as its rule says \
        until you give it a finite width.
        """)
    #expect(reported.last?.message.contains("has a width fixed(inf)") == true)
    #expect(reported.last?.message.contains("laid out as .flexible") == true)
    #expect(screen.list.column(.done)?.resizedWidth == nil)
    #expect(screen.list.column(.priority)?.width == .flexible)
    // The rows still show, every column with a width.
    #expect(screen.pilot.screen[1].hasPrefix("› Write docs"))
    #expect(screen.table.columnFrames.allSatisfy { $0.width >= 1 })
  }

  @Test("a resized column keeps its declared minimum, by keys and by dragging")
  func resizeKeepsMinimum() {
    let screen = TaskTableScreen(sampleTasks(), titleWidth: .flexible(minimum: 12))
    screen.pilot.press(.up)
    #expect(screen.table.focusedColumnHeader == .title)
    for _ in 0..<30 { screen.pilot.press(.left, modifiers: .shift) }
    #expect(screen.list.column(.title)?.width.minimum == 12)
    #expect(screen.table.columnFrames.first?.width == 12)
    // Dragged from its separator far to the left: still 12.
    let separator = 2 + 12
    screen.pilot.send(.mouse(MouseEvent(.press, at: Point(x: separator, y: 0))))
    screen.pilot.send(.mouse(MouseEvent(.drag, at: Point(x: separator + 5, y: 0))))
    screen.pilot.send(.mouse(MouseEvent(.drag, at: Point(x: 0, y: 0))))
    screen.pilot.send(.mouse(MouseEvent(.release, at: Point(x: 0, y: 0))))
    #expect(screen.table.columnFrames.first?.width == 12)
    #expect(screen.list.column(.title)?.width == .flexible(minimum: 12))
  }
}

/// An episode of a podcast.
struct Episode: Identifiable, Equatable, Differentiable {
  let id: Int
  var title: String { "EP\(id < 10 ? "0" : "")\(id)" }
}

final class EpisodeCell: TableCell, Reusable {
  let title = Label()
  override func cellDidLoad() { contentView.add(title) }
}

@MainActor
@Suite("The focused row through a filter")
struct FocusThroughFilterTests {
  /// Episodes 1 to 30 in a focused table 10 lines tall.
  func episodes() -> (TableView, ListAdapter<Int, Episode>, Pilot) {
    let table = TableView()
    let list = ListAdapter<Int, Episode>(table)
    list.cell(EpisodeCell.self) { cell, episode, _ in cell.title.text = episode.title }
    list.apply(Snapshot([(0, (1...30).map(Episode.init))]), animatingDifferences: false)
    let pilot = Pilot(rootView: table, size: Size(width: 20, height: 10))
    pilot.application.focus(table)
    return (table, list, pilot)
  }

  @Test("clearing a search keeps the focused row on its line, even when the results ended at the bottom")
  func clearingKeepsFocusedRow() {
    let (table, list, pilot) = episodes()
    list.filter = { $0.title.contains("1") }
    #expect(table.numberOfRows(inSection: 0) == 12)
    pilot.press(.end)
    for _ in 0..<8 { pilot.press(.up) }
    let line = pilot.screen.firstIndex { $0.hasPrefix("› EP12 ") }
    #expect(line != nil)
    list.filter = nil
    #expect(pilot.screen.firstIndex { $0.hasPrefix("› EP12 ") } == line)
    #expect(list.focusedItem?.title == "EP12")
  }

  @Test("a chat scrolled to its bottom with the focus on the last message still follows new messages")
  func chatFollows() {
    let (_, list, pilot) = episodes()
    pilot.press(.end)
    var snapshot = list.snapshot
    snapshot.appendItems([Episode(id: 31)], toSection: 0)
    list.apply(snapshot)
    #expect(pilot.screen.last?.hasPrefix("  EP31 ") == true)
    #expect(pilot.screen.dropLast().last?.hasPrefix("› EP30 ") == true)
  }
}

@MainActor
@Suite("A data table in a user's hands: what a newcomer's app found")
struct DataTableNewcomerTests {
  /// The task table with its sections collapsible, titled "Section …".
  func sectionedTable(size: Size = Size(width: 40, height: 10)) -> TaskTableScreen {
    let screen = TaskTableScreen([], size: size)
    screen.list.allowsCollapsingSections = true
    screen.list.headerTitle { section, _ in "Section \(section)" }
    screen.list.apply(Snapshot([("A", sampleTasks()), ("B", [TaskRow(id: 9, title: "Pay rent", priority: 5)])]))
    return screen
  }

  @Test("Down from a column header goes to the first section header, as Up came from it")
  func downFromColumnHeader() {
    let screen = sectionedTable()
    _ = screen.pilot.screen
    screen.pilot.press(.home)
    screen.pilot.press(.up)
    #expect(screen.table.focusedHeaderSection == 0)
    screen.pilot.press(.up)
    #expect(screen.table.focusedColumnHeader == .title)
    screen.pilot.press(.down)
    #expect(screen.table.focusedColumnHeader == nil)
    #expect(screen.table.focusedHeaderSection == 0)
    screen.pilot.press(.down)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 0, section: 0))
  }

  @Test("a sorted column too narrow for its title and arrow keeps the arrow")
  func arrowInNarrowColumn() {
    let screen = TaskTableScreen(sampleTasks())
    screen.list.sortOrder = [.descending(.done), .ascending(.priority)]
    // Done is 6 wide: "Done ▼" fits; Pri is 5 wide: "Pri ▲2" does not, and keeps its arrow.
    let header = screen.pilot.screen[0]
    #expect(header.contains("│Done ▼│"), "\(header)")
    #expect(header.contains("│Pri▲2│"), "\(header)")
  }

  @Test("a column cut at the left by sideways scrolling starts with an ellipsis, in the header and every row")
  func cutColumnMarked() {
    let (table, list, pilot) = wideTable(rows: 2, columns: 10, size: Size(width: 30, height: 3), freezing: true)
    defer { withExtendedLifetime(list) {} }
    // C1 (content 7..<13) scrolled 2 in: "c1" of "r0c1" would show as if whole; an ellipsis
    // takes the first place left.
    table.setHorizontalOffset(2)
    pilot.expectScreen([
      "  C0    │…   │C2    │C3    │C4",
      "› r0c0  │…1  │r0c2  │r0c3  │r0",
      "  r1c0  │…1  │r1c2  │r1c3  │r1",
    ])
  }

  @Test("a filter that leaves the focused row's section empty moves the focus to its header")
  func filterEmptiesSection() {
    let screen = sectionedTable()
    _ = screen.pilot.screen
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    screen.list.filter = { $0.title == "Pay rent" }
    _ = screen.pilot.screen
    #expect(screen.table.focusedHeaderSection == 0)
    screen.list.filter = nil
    // The header keeps the focus; Down goes on to the section's first row.
    screen.pilot.press(.down)
    #expect(screen.list.focusedItem?.title == "Write docs")
  }

  @Test("collapsing the section of the focused row moves the focus to its header")
  func collapseMovesFocusToHeader() {
    let screen = sectionedTable()
    _ = screen.pilot.screen
    screen.table.focusRow(at: IndexPath(row: 2, section: 0))
    screen.list.collapse("A")
    _ = screen.pilot.screen
    #expect(screen.table.focusedHeaderSection == 0)
    #expect(screen.pilot.screen.filter { $0.hasPrefix("›") }.count == 1)
    screen.pilot.press(.enter)
    #expect(!screen.list.isCollapsed("A"))
  }
}

import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// A row with a name and a description that wraps to as many lines as it needs.
final class DescribedCell: TableCell, Reusable {
  let name = Label(style: .bold)
  let details = Label()

  override func cellDidLoad() {
    name.width = 6
    details.numberOfLines = 0
    contentView.add(name, details)
  }
}

struct Described: Hashable, Differentiable {
  var id: Int
  var name: String
  var details: String
  var differenceIdentifier: Int { id }
}

@MainActor
@Suite("Self-sizing rows")
struct SelfSizingTests {
  @MainActor
  final class Screen {
    let table = TableView()
    let list: ListAdapter<String, Described>
    let pilot: Pilot

    init(_ items: [Described], size: Size) {
      table.automaticRowHeights = true
      list = ListAdapter(table)
      list.cell(DescribedCell.self) { cell, item, _ in
        cell.name.text = item.name
        cell.details.text = item.details
      }
      list.apply(Snapshot([("All", items)]), animatingDifferences: false)
      pilot = Pilot(rootView: table, size: size)
      pilot.application.focus(table)
    }
  }

  static let items = [
    Described(id: 1, name: "Ann", details: "short"),
    Described(id: 2, name: "Bob", details: "a description long enough to wrap onto a second and a third line"),
    Described(id: 3, name: "Cy", details: "fits"),
  ]

  @Test("End on a long list of rows of many heights shows the last row at the bottom, at once")
  func endShowsTheLastRow() {
    let long = "a description long enough to wrap onto a second, a third and a fourth line of the row"
    let items = (0..<60).map { Described(id: $0, name: "R\($0)", details: $0 % 3 == 0 ? long : "short") }
    let screen = Screen(items, size: Size(width: 40, height: 10))
    screen.pilot.press(.end)
    let lines = screen.pilot.screen
    #expect(screen.table.focusedIndexPath == IndexPath(row: 59, section: 0))
    let lastShown = lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(lastShown?.contains("R59") == true, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("› R59") }, "the focused row is on screen: \(lines)")
  }

  @Test("A row grows to show its wrapped label; the rows below move down")
  func rowsGrow() {
    let screen = Screen(Self.items, size: Size(width: 40, height: 6))
    screen.pilot.expectScreen([
      "› Ann    short",
      "  Bob    a description long enough to",
      "         wrap onto a second and a third",
      "         line",
      "  Cy     fits",
    ])
  }

  @Test("Measuring a row on screen at another width tells its height and leaves the row as it was")
  func measuringLeavesTheRow() throws {
    let screen = Screen(Self.items, size: Size(width: 40, height: 6))
    let before = screen.pilot.screen
    let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let frame = cell.frame
    let wide = cell.heightThatFits(width: 40)
    let narrow = cell.heightThatFits(width: 20)
    #expect(narrow > wide)
    #expect(cell.frame == frame)
    screen.table.setNeedsDisplay()
    #expect(screen.pilot.screen == before)
  }

  @Test("A narrower table measures again: more lines; a wider one, fewer")
  func widthChanges() {
    let screen = Screen(Self.items, size: Size(width: 40, height: 8))
    _ = screen.pilot.screen
    #expect(screen.table.contentHeight == 5)
    screen.pilot.resize(to: Size(width: 30, height: 8))
    _ = screen.pilot.screen
    #expect(screen.table.contentHeight == 6)
    screen.pilot.resize(to: Size(width: 100, height: 8))
    _ = screen.pilot.screen
    #expect(screen.table.contentHeight == 3)
  }

  @Test("A changed item is measured again; an unchanged one keeps its height off screen")
  func itemChanges() {
    let screen = Screen(Self.items, size: Size(width: 40, height: 8))
    _ = screen.pilot.screen
    var items = Self.items
    items[1].details = "now short"
    screen.list.apply(Snapshot([("All", items)]))
    _ = screen.pilot.screen
    #expect(screen.table.contentHeight == 3)
    items[0].details = String(repeating: "word ", count: 12)
    screen.list.apply(Snapshot([("All", items)]))
    #expect(
      screen.pilot.screen.prefix(3) == [
        "› Ann    word word word word word word", "         word word word word word word", "  Bob    now short",
      ])
  }

  @Test("Heights stay with their items: scrolled away and back, moved by a shuffle", arguments: [1, 2, 3])
  func heightsFollowItems(seed: UInt64) {
    var generator = SeededRandom(seed: seed)
    let items = (0..<200).map { index in
      Described(
        id: index, name: "#\(index)",
        details: String(repeating: "lorem ", count: Int.random(in: 0...12, using: &generator)))
    }
    let screen = Screen(items, size: Size(width: 40, height: 12))
    screen.pilot.press(.end)
    screen.pilot.press(.home)
    var shuffled = items
    shuffled.shuffle(using: &generator)
    screen.list.apply(Snapshot([("All", shuffled)]))
    for _ in 0..<40 { screen.pilot.press(.pageDown) }
    for _ in 0..<40 { screen.pilot.press(.pageUp) }
    // Every row on screen is exactly as tall as its text needs at this width.
    for cell in screen.table.visibleCells {
      let indexPath = screen.table.indexPath(for: cell)!
      #expect(cell.frame.height == max(1, cell.heightThatFits(width: cell.frame.width)), "row \(indexPath)")
    }
    #expect(screen.table.cellsCreated <= 14)
  }
}

@MainActor
@Suite("Self-sizing grid items")
struct SelfSizingGridTests {
  @MainActor
  final class Screen {
    let grid = CollectionView(layout: .grid(columns: 2, itemHeight: 1, spacing: 2, automaticItemHeights: true))
    let list: ListAdapter<String, Described>
    let pilot: Pilot

    init(_ items: [Described], size: Size) {
      list = ListAdapter(grid)
      list.cell(DescribedCell.self) { cell, item, _ in
        cell.name.text = item.name
        cell.details.text = item.details
      }
      list.apply(Snapshot([("All", items)]), animatingDifferences: false)
      pilot = Pilot(rootView: grid, size: size)
      pilot.application.focus(grid)
    }

    /// Checks that every row of items on screen is as tall as its tallest item needs.
    func expectRowsFit(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
      _ = pilot.screen
      let rows = Dictionary(grouping: grid.visibleCells) { $0.frame.minY }
      for (_, cells) in rows {
        let needed = cells.map { $0.heightThatFits(width: $0.frame.width) }.max()!
        for cell in cells {
          #expect(cell.frame.height == needed, comment, sourceLocation: sourceLocation)
        }
      }
    }
  }

  @Test("A row of items is as tall as its tallest item; the next row starts below it")
  func rowsTakeTheTallest() {
    let screen = Screen(
      SelfSizingTests.items + [Described(id: 4, name: "Di", details: "x")], size: Size(width: 61, height: 8))
    screen.pilot.expectScreen([
      "› Ann    short                   Bob    a description long",
      "                                        enough to wrap onto",
      "                                        a second and a third",
      "                                        line",
      "  Cy     fits                    Di     x",
    ])
    screen.expectRowsFit()
  }

  @Test("Random items, updates, resizes and scrolls: every row fits its tallest item", arguments: [1, 2, 3, 4])
  func random(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    func text() -> String { String(repeating: "lorem ", count: Int.random(in: 0...10, using: &random)) }
    var items = (0..<120).map { Described(id: $0, name: "#\($0)", details: text()) }
    let screen = Screen(items, size: Size(width: 60, height: 14))
    for step in 0..<60 {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: screen.pilot.resize(to: Size(width: Int.random(in: 30...120, using: &random), height: 14))
      case 1: screen.pilot.press([Key.pageDown, .pageUp, .down, .up, .end, .home].randomElement(using: &random)!)
      default:
        let index = Int.random(in: 0..<items.count, using: &random)
        items[index].details = text()
        screen.list.apply(Snapshot([("All", items)]))
      }
      screen.expectRowsFit("seed \(seed), step \(step)")
    }
  }
}

@Suite("Wrapping text")
struct WrappingTests {
  @Test("Wrapped lines fit the width and keep every word in order, wide characters included", arguments: [1, 2, 3, 4])
  func wrapping(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let words = ["a", "word", "longerword", "界界", "é", "supercalifragilistic", "x"]
    for _ in 0..<200 {
      let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in words.randomElement(using: &random)! }
        .joined(separator: " ")
      let width = Int.random(in: 2...16, using: &random)
      let lines = text.wrapped(toColumns: width)
      #expect(lines.allSatisfy { CharacterWidth.of($0) <= width }, "\(text) at \(width)")
      #expect(
        lines.joined().replacingOccurrences(of: " ", with: "") == text.replacingOccurrences(of: " ", with: ""),
        "\(text) at \(width)")
      #expect(lines.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") }, "\(text) at \(width)")
    }
  }

  @Test("A label limited to two lines ends the second with an ellipsis")
  @MainActor
  func limitedLines() {
    let label = Label("one two three four five six")
    label.numberOfLines = 2
    #expect(label.heightThatFits(width: 9) == 2)
    let pilot = Pilot(rootView: label, size: Size(width: 9, height: 2))
    #expect(pilot.screen == ["one two", "three …"])
  }
}

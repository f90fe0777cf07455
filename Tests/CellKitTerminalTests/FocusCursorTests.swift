import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// After every frame the terminal's cursor rests on what has the keyboard focus, where a terminal
/// screen reader or braille display follows it.
@MainActor
@Suite("The cursor rests on the focus")
struct FocusCursorTests {
  /// Where `text` starts on the screen row that shows `rowText`, in columns.
  func place(of text: String, onRowShowing rowText: String, in pilot: Pilot) -> Point? {
    guard let y = pilot.screen.firstIndex(where: { $0.contains(rowText) }),
      let range = pilot.screen[y].range(of: text)
    else { return nil }
    return Point(x: CharacterWidth.of(pilot.screen[y][..<range.lowerBound]), y: y)
  }

  @Test("On the focused row's control through Down, Tab, an insert above, a filter and a collapse")
  func followsTheFocus() throws {
    let screen = YoutuberScreen()
    let pilot = screen.pilot
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    #expect(pilot.cursor == place(of: "[ Subscribe ]", onRowShowing: "Youtuber 0-1", in: pilot), "\(pilot.screenText)")
    pilot.press(.tab)
    #expect(pilot.cursor == place(of: "[off]", onRowShowing: "Youtuber 0-1", in: pilot))
    pilot.press(.down)
    #expect(pilot.cursor == place(of: "[off]", onRowShowing: "Youtuber 0-2", in: pilot))
    var snapshot = screen.list.snapshot
    snapshot.insertItems([Youtuber(id: 100, name: "Newcomer")], at: IndexPath(row: 0, section: 0))
    screen.list.apply(snapshot)
    #expect(pilot.cursor == place(of: "[off]", onRowShowing: "Youtuber 0-2", in: pilot), "\(pilot.screenText)")
    screen.list.filter = { !$0.name.hasSuffix("0-0") && !$0.name.hasSuffix("0-1") }
    #expect(pilot.cursor == place(of: "[off]", onRowShowing: "Youtuber 0-2", in: pilot), "\(pilot.screenText)")
    screen.list.allowsCollapsingSections = true
    pilot.press(.up)
    pilot.press(.up)
    pilot.press(.up)
    let header = try #require(pilot.cursor, "\(pilot.screenText)")
    #expect(pilot.screen[header.y].contains("Section 0"), "the header of the first section has the focus")
    pilot.press(.enter)
    #expect(pilot.screen[header.y].contains("Section 0") && pilot.cursor?.y == header.y, "\(pilot.screenText)")
  }

  @Test("On a focused column header's title, and on the focused cell with a cell cursor")
  func columns() throws {
    final class TextCell: TableCell, Reusable {
      let text = Label()
      override func cellDidLoad() { contentView.add(text) }
    }
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    list.columns = [
      ListColumn("name", "Name", width: .fixed(20), sortedBy: \.name),
      ListColumn("id", "Number", width: .fixed(8)) { $0.id < $1.id },
    ]
    list.cell(TextCell.self, column: "name") { cell, youtuber, _ in cell.text.text = youtuber.name }
    list.cell(TextCell.self, column: "id") { cell, youtuber, _ in cell.text.text = "#\(youtuber.id)" }
    list.apply(youtuberSnapshot(sections: 1, rowsPerSection: 3), animatingDifferences: false)
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 8))
    pilot.application.focus(table)
    table.focusRow(at: IndexPath(row: 0, section: 0))
    #expect(pilot.cursor == place(of: "Youtuber 0-0", onRowShowing: "Youtuber 0-0", in: pilot), "\(pilot.screenText)")
    pilot.press(.up)
    pilot.press(.right)
    #expect(pilot.cursor == place(of: "Number", onRowShowing: "Number", in: pilot), "\(pilot.screenText)")
  }

  @Test("At a text field's insertion point as the user types and moves it, and on an alert's button")
  func textFieldAndAlert() throws {
    let field = TextField()
    let pilot = Pilot(rootView: VStack(field), size: Size(width: 30, height: 4))
    pilot.application.focus(field)
    let origin = try #require(pilot.cursor)
    pilot.type("hello")
    #expect(pilot.cursor == Point(x: origin.x + 5, y: origin.y))
    pilot.press(.left)
    pilot.press(.left)
    #expect(pilot.cursor == Point(x: origin.x + 3, y: origin.y))
    let alert = Alert(title: "Delete?", message: "", preferredStyle: .alert)
    alert.addAction(Alert.Action(title: "Cancel", style: .cancel))
    alert.addAction(Alert.Action(title: "Delete", style: .destructive))
    pilot.application.present(alert)
    let button = try #require(pilot.cursor)
    #expect(pilot.screen[button.y].dropFirst(button.x).hasPrefix("["), "\(pilot.screenText)")
  }

  @Test("Written to the terminal after each frame, and shown only when asked")
  func writtenAndShownOnRequest() {
    #expect(!Application.showsCursor(environment: [:]))
    #expect(!Application.showsCursor(environment: ["CELLKIT_SHOW_CURSOR": "0"]))
    #expect(Application.showsCursor(environment: ["CELLKIT_SHOW_CURSOR": "1"]))
    let buffer = ScreenBuffer(size: Size(width: 10, height: 3))
    buffer.cursor = Point(x: 4, y: 2)
    let bytes = Renderer(colorDepth: .monochrome, synchronized: false).render(buffer)
    #expect(String(decoding: bytes, as: UTF8.self).hasSuffix(Escape.moveCursor(x: 4, y: 2)))
  }
}

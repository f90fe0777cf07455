import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Row actions")
struct RowActionTests {
  /// A screen whose rows have the trailing actions Mute and Delete; Delete removes the row.
  func screenWithActions() -> (YoutuberScreen, Log) {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 3), size: Size(width: 50, height: 6))
    let log = Log()
    screen.list.trailingActions { [unowned screen] _ in
      [
        RowAction("Mute") { context in log.lines.append("Mute \(context.item.name) \(context.indexPath.row)") },
        RowAction("Delete", style: .destructive) { context in
          log.lines.append("Delete \(context.item.name) \(context.indexPath.row)")
          var snapshot = screen.list.snapshot
          snapshot.updateItems(inSectionAt: 0) { $0.removeAll { $0 == context.item } }
          screen.list.apply(snapshot)
        },
      ]
    }
    return (screen, log)
  }

  @Test("Left in a row whose first control takes Left (a text field, a slider) moves within it and reveals nothing")
  func leftGoesToTheControl() {
    final class NoteCell: TableCell, Reusable {
      let note = TextField()
      let level = Slider()
      override func cellDidLoad() { contentView.add(note, level) }
      override func layoutContent() {
        note.frame = Rect(x: 2, y: 0, width: 12, height: 1)
        level.frame = Rect(x: 16, y: 0, width: 10, height: 1)
      }
    }
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    list.cell(NoteCell.self) { cell, text, _ in
      cell.note.text = text
      cell.level.value = 0.5
    }
    list.trailingActions { _ in [RowAction("Delete", style: .destructive) { _ in }] }
    list.apply(Snapshot([("notes", ["abc", "def"])]))
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 3))
    pilot.application.focus(table)
    pilot.press(.end)  // taken by the focused row's text field: its cursor goes to the end
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell
    #expect(table.focusedControl === cell?.note && cell?.note.cursorPosition == 3)
    pilot.press(.left)
    #expect(cell?.note.cursorPosition == 2, "Left moves the text field's cursor")
    #expect(!pilot.screenText.contains("Delete"), "\(pilot.screenText)")
    pilot.press(.tab)
    let before = cell?.level.value
    pilot.press(.left)
    #expect(cell?.level.value != before, "Left lowers the slider")
    #expect(!pilot.screenText.contains("Delete"), "\(pilot.screenText)")
  }

  @Test("Revealed actions cover whole a control they would cut: no half of a slider shows beside them")
  func coverWholeControls() throws {
    final class LevelCell: TableCell, Reusable {
      let play = Button("Play")
      let level = Slider()
      override func cellDidLoad() { contentView.add(play, level) }
      override func layoutContent() {
        play.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        level.frame = Rect(x: 10, y: 0, width: 24, height: 1)
      }
    }
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    list.cell(LevelCell.self) { cell, _, _ in cell.level.value = 0.5 }
    list.trailingActions { _ in [RowAction("Delete", style: .destructive) { _ in }] }
    list.apply(Snapshot([("levels", ["a", "b"])]))
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 3))
    pilot.application.focus(table)
    #expect(pilot.screen.allSatisfy { !$0.contains("Delete") })
    pilot.press(.left)
    let line = try #require(pilot.screen.first { $0.contains("[ Delete ]") }, "\(pilot.screenText)")
    let play = try #require(line.range(of: "[ Play ]"))
    let delete = try #require(line.range(of: "[ Delete ]"))
    #expect(line[play.upperBound..<delete.lowerBound].allSatisfy { $0 == " " }, "\(pilot.screenText)")
    #expect(line.hasSuffix("[ Delete ]"), "the action keeps to the trailing edge: \(pilot.screenText)")
    let other = try #require(pilot.screen.first { $0.contains("[ Play ]") && !$0.contains("Delete") })
    #expect(other.hasSuffix("]") && !other.hasSuffix("[ Play ]"), "the other row shows its slider: \(pilot.screenText)")
  }

  final class Log {
    var lines: [String] = []
  }

  @Test("A click on any column of a revealed action's button runs that action; one between the buttons runs none")
  func everyColumnOfAButton() throws {
    for title in ["Mute", "Delete"] {
      let width = "[ \(title) ]".count
      for column in -1...width {
        let (screen, log) = screenWithActions()
        screen.table.focusRow(at: IndexPath(row: 1, section: 0))
        screen.pilot.press(.left)
        let button = try #require(screen.pilot.find("[ \(title) ]"))
        screen.pilot.click(at: Point(x: button.x + column, y: button.y))
        let inside = (0..<width).contains(column)
        let between = title == "Mute" ? column == width : column == -1
        if inside {
          #expect(log.lines == ["\(title) Youtuber 0-1 1"], "column \(column) of [ \(title) ]")
        } else if between {
          #expect(log.lines.isEmpty, "the column between the buttons, beside [ \(title) ], ran \(log.lines)")
        }
      }
    }
  }

  @Test("Left reveals the row's actions at its right edge; Left, Enter run the focused one and hide them")
  func keyboard() throws {
    let (screen, log) = screenWithActions()
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    screen.pilot.press(.left)
    screen.pilot.expectScreen([
      " Section 0",
      "  Youtuber 0-0                 [ Subscribe ] [off]",
      "› Youtuber 0-1                [ Mute ] [ Delete ]",
      "  Youtuber 0-2                 [ Subscribe ] [off]",
    ])
    let delete = try #require(screen.pilot.find("[ Delete ]"))
    #expect(screen.pilot.style(at: delete).attributes.contains(.reverse))
    #expect(screen.pilot.style(at: delete).foreground == Theme.standard.destructive)
    screen.pilot.press(.left)
    let mute = try #require(screen.pilot.find("[ Mute ]"))
    #expect(screen.pilot.style(at: mute).attributes.contains(.reverse))
    screen.pilot.press(.enter)
    #expect(log.lines == ["Mute Youtuber 0-1 1"])
    #expect(screen.pilot.find("[ Mute ]") == nil)
  }

  @Test("Right or Escape hides the actions without running one")
  func hiding() {
    let (screen, log) = screenWithActions()
    screen.table.focusRow(at: IndexPath(row: 0, section: 0))
    screen.pilot.press(.left)
    #expect(screen.pilot.find("[ Mute ]") != nil)
    screen.pilot.press(.right)
    #expect(screen.pilot.find("[ Mute ]") == nil)
    screen.pilot.press(.left)
    screen.pilot.press(.escape)
    #expect(screen.pilot.find("[ Mute ]") == nil)
    #expect(log.lines.isEmpty)
  }

  @Test("A right-click reveals a row's actions; clicking Delete deletes that row and no other")
  func mouse() throws {
    let (screen, log) = screenWithActions()
    let row = try #require(screen.pilot.find("Youtuber 0-2"))
    screen.pilot.send(.mouse(MouseEvent(.press, button: .right, at: row)))
    screen.pilot.send(.mouse(MouseEvent(.release, button: .right, at: row)))
    screen.pilot.click(on: "[ Delete ]")
    #expect(log.lines == ["Delete Youtuber 0-2 2"])
    #expect(screen.list.snapshot.items[0].map(\.name) == ["Youtuber 0-0", "Youtuber 0-1"])
    #expect(screen.pilot.find("[ Delete ]") == nil)
  }

  @Test("Without row actions, Left on a row's first control does nothing")
  func noActions() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 2), size: Size(width: 50, height: 5))
    let before = screen.pilot.screen
    screen.table.focusRow(at: IndexPath(row: 0, section: 0))
    screen.pilot.press(.left)
    #expect(screen.pilot.screen == before)
  }

  @Test("Revealed actions stay on their row through updates of other rows; Enter runs on that row")
  func updatesFollow() throws {
    let (screen, log) = screenWithActions()
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    screen.pilot.press(.left)
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.insert(Youtuber(id: 99, name: "New"), at: 0) }
    screen.list.apply(snapshot)
    let delete = try #require(screen.pilot.find("[ Delete ]"), "\(screen.pilot.screenText)")
    #expect(delete.y == screen.row(of: "Youtuber 0-1"), "\(screen.pilot.screenText)")
    screen.list.reconfigureVisibleCells()
    snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.removeLast() }
    screen.list.apply(snapshot)
    #expect(screen.pilot.find("[ Delete ]")?.y == screen.row(of: "Youtuber 0-1"), "\(screen.pilot.screenText)")
    screen.pilot.press(.enter)
    #expect(log.lines == ["Delete Youtuber 0-1 2"])
  }

  @Test("Revealed actions close when their row is deleted or reloaded, and Enter then runs none")
  func deletingOrReloadingTheRowHides() {
    for reloads in [false, true] {
      let (screen, log) = screenWithActions()
      screen.table.focusRow(at: IndexPath(row: 1, section: 0))
      screen.pilot.press(.left)
      if reloads {
        screen.table.reloadRows(at: [IndexPath(row: 1, section: 0)])
      } else {
        var snapshot = screen.list.snapshot
        snapshot.updateItems(inSectionAt: 0) { $0.remove(at: 1) }
        screen.list.apply(snapshot)
      }
      #expect(screen.pilot.find("[ Mute ]") == nil, "reloads: \(reloads)\n\(screen.pilot.screenText)")
      screen.pilot.press(.enter)
      #expect(log.lines.isEmpty, "reloads: \(reloads)")
    }
  }

  /// Channels that are muted, read by the actions each time a row's actions are asked for.
  final class Muted {
    var ids: Set<Int> = []
  }

  @Test("An action is run by its id: one whose title changed while the menu was open still runs; by title, none does")
  func runByIdentity() throws {
    for givesID in [true, false] {
      let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 3), size: Size(width: 50, height: 12))
      let muted = Muted()
      let log = Log()
      screen.list.trailingActions { youtuber in
        let title = muted.ids.contains(youtuber.id) ? "Unmute" : "Mute"
        return [
          RowAction(title, id: givesID ? "mute" : nil) { context in
            log.lines.append("\(context.action) \(context.item.name) \(context.indexPath.row)")
          }
        ]
      }
      screen.table.focusRow(at: IndexPath(row: 1, section: 0))
      screen.pilot.press(.character("."))
      let id = screen.list.snapshot.items[0][1].id
      muted.ids.insert(id)
      var snapshot = screen.list.snapshot
      snapshot.updateItems(inSectionAt: 0) { $0.insert(Youtuber(id: 99, name: "Newcomer"), at: 0) }
      screen.list.apply(snapshot)
      #expect(screen.pilot.click(on: "Mute"))
      #expect(log.lines == (givesID ? ["mute Youtuber 0-1 2"] : []), "id given: \(givesID)")
    }
  }

  @Test("Of two actions of a row with one id, the second is left out, with a diagnostic naming the id")
  func duplicateIdentity() throws {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 2), size: Size(width: 50, height: 5))
    let log = Log()
    screen.list.trailingActions { _ in
      [
        RowAction("Mute", id: "quiet") { _ in log.lines.append("mute") },
        RowAction("Silence", id: "quiet") { _ in log.lines.append("silence") },
      ]
    }
    screen.table.focusRow(at: IndexPath(row: 0, section: 0))
    let diagnostics = Diagnostics.collecting { screen.pilot.press(.left) }
    #expect(screen.pilot.find("[ Mute ]") != nil)
    #expect(screen.pilot.find("Silence") == nil)
    #expect(diagnostics.map(\.kind) == [.duplicateIdentity])
    #expect(diagnostics.first?.message.contains(#""quiet""#) == true)
    screen.pilot.press(.enter)
    #expect(log.lines == ["mute"])
  }

  @Test("An action's colour is its button's background, with black or white text, whichever reads on it")
  func colors() throws {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 2), size: Size(width: 50, height: 5))
    screen.list.trailingActions { _ in
      [
        RowAction("Pin", color: .yellow) { _ in },
        RowAction("Flag", color: ActionColor(red: 0.1, green: 0.1, blue: 0.5)) { _ in },
        RowAction("Drop", style: .destructive) { _ in },
      ]
    }
    screen.table.focusRow(at: IndexPath(row: 0, section: 0))
    screen.pilot.press(.left)
    let pin = screen.pilot.style(at: try #require(screen.pilot.find("[ Pin ]")))
    #expect(pin.background == Color(red: 255, green: 204, blue: 0) && pin.foreground == .black)
    let flag = screen.pilot.style(at: try #require(screen.pilot.find("[ Flag ]")))
    #expect(flag.background == Color(red: 25, green: 25, blue: 127) && flag.foreground == .brightWhite)
    let drop = screen.pilot.style(at: try #require(screen.pilot.find("[ Drop ]")))
    #expect(drop.background == nil && drop.foreground == Theme.standard.destructive)
  }

  @Test("What UIKit and AppKit are given of an action: its id, image, colour and full-swipe choice, clamped colours")
  func platformLabels() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 2), size: Size(width: 50, height: 5))
    screen.list.trailingActions { youtuber in
      [
        RowAction(
          "Delete \(youtuber.name)", id: "delete", systemImage: "trash", style: .destructive,
          color: ActionColor(red: 2, green: -1, blue: 0.5), runsOnFullSwipe: false
        ) { _ in },
        RowAction("Mute") { _ in },
      ]
    }
    let labels = BoundRowAction.actions(
      of: screen.list, at: IndexPath(row: 1, section: 0), edge: .trailing, on: screen.table
    ).map(\.label)
    #expect(labels.map(\.id) == ["delete", "Mute"])
    #expect(labels.map(\.title) == ["Delete Youtuber 0-1", "Mute"])
    #expect(labels.map(\.systemImage) == ["trash", nil])
    #expect(labels.map(\.runsOnFullSwipe) == [false, true])
    #expect(labels[0].color == ActionColor(red: 1, green: 0, blue: 0.5))
    #expect(labels[1].color == nil && !labels[1].isDestructive && labels[0].isDestructive)
  }
}

import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Action menu")
struct ActionMenuTests {
  /// Two sections of three rows, with Mute and Delete as trailing actions that log what they get.
  func menuScreen() -> (YoutuberScreen, Log) {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 2, rowsPerSection: 3), size: Size(width: 50, height: 14))
    let log = Log()
    screen.list.trailingActions { _ in
      [
        RowAction("Mute") { context in log.lines.append("mute \(context.item.name) \(context.indexPath.shortText)") },
        RowAction("Delete", style: .destructive) { context in log.lines.append("delete \(context.item.name)") },
      ]
    }
    return (screen, log)
  }

  final class Log {
    var lines: [String] = []
  }

  /// Inserts a row at the top of the first section, moving every row of it down by one.
  func insertAbove(_ screen: YoutuberScreen) {
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.insert(Youtuber(id: 99, name: "Newcomer"), at: 0) }
    screen.list.apply(snapshot)
  }

  @Test("`.` lists the focused row's controls by name and value, then its row actions, then Cancel")
  func listsControlsAndActions() {
    let (screen, _) = menuScreen()
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    screen.pilot.press(.character("."))
    screen.pilot.expectScreen([
      " Section 0",
      "  Youtuber 0-0                 [ Subscribe ] [off]",
      "› Youtuber 0-┌──────────────────────┐cribe ] [off]",
      "  Youtuber 0-│     Youtuber 0-1     │cribe ] [off]",
      " Section 1   │                      │",
      "  Youtuber 1-│  Subscribe           │cribe ] [off]",
      "  Youtuber 1-│  Switch: off         │cribe ] [off]",
      "  Youtuber 1-│  Mute                │cribe ] [off]",
      "             │  Delete              │",
      "             │  Cancel              │",
      "             └──────────────────────┘",
    ])
    screen.pilot.press(.escape)
    #expect(screen.pilot.application.alerts.isEmpty)
    #expect(screen.routed.isEmpty)
  }

  @Test("A control chosen from the menu sends its action for the item the menu was opened on, where it is now")
  func controlFromMenu() {
    let (screen, _) = menuScreen()
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    screen.pilot.press(.character("."))
    insertAbove(screen)
    screen.pilot.press(.enter)
    #expect(screen.routed.count == 1)
    #expect(screen.routed.last?.name == "Youtuber 0-1")
    #expect(screen.routed.last?.indexPath == IndexPath(row: 2, section: 0))
    #expect(screen.routed.last?.action == .subscribeTapped)
  }

  @Test("The switch's entry flips it, sending its value; a row action runs for the item it was opened on")
  func switchAndRowAction() {
    let (screen, log) = menuScreen()
    screen.table.focusRow(at: IndexPath(row: 0, section: 1))
    screen.pilot.press(.character("."))
    screen.pilot.press(.down)
    screen.pilot.press(.enter)
    #expect(screen.routed.last?.action == .notificationsToggled(true))
    #expect(screen.routed.last?.name == "Youtuber 1-0")
    screen.table.focusRow(at: IndexPath(row: 2, section: 0))
    screen.pilot.press(.character("."))
    insertAbove(screen)
    screen.pilot.press(.down)
    screen.pilot.press(.down)
    screen.pilot.press(.enter)
    #expect(log.lines == ["mute Youtuber 0-2 [0, 3]"])
  }

  @Test("The menu of a row deleted while it is open does nothing")
  func rowGoneWhileOpen() {
    let (screen, log) = menuScreen()
    screen.table.focusRow(at: IndexPath(row: 0, section: 0))
    screen.pilot.press(.character("."))
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.removeFirst() }
    screen.list.apply(snapshot)
    screen.pilot.press(.enter)
    #expect(screen.routed.isEmpty)
    #expect(log.lines.isEmpty)
  }

  @Test("A row with no enabled control and no row action has no menu, and `.` goes on to key commands")
  func noMenu() {
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    list.cell(TextCell.self) { cell, text, _ in cell.label.text = text }
    list.apply(Snapshot([("s", ["plain"])]))
    let pilot = Pilot(rootView: table, size: Size(width: 20, height: 3))
    var commands = 0
    pilot.application.addKeyCommand(.character(".")) { commands += 1 }
    pilot.press(.character("."))
    #expect(pilot.application.alerts.isEmpty)
    #expect(commands == 1)
  }

  final class TextCell: TableCell, Reusable {
    let label = Label()
    override func cellDidLoad() { contentView.add(label) }
  }
}

extension IndexPath {
  fileprivate var shortText: String { "[\(section), \(row)]" }
}

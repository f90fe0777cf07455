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

  final class Log {
    var lines: [String] = []
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

  @Test("An update hides revealed actions, so none can run on a row that moved under them")
  func updateHides() {
    let (screen, log) = screenWithActions()
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    screen.pilot.press(.left)
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.insert(Youtuber(id: 99, name: "New"), at: 0) }
    screen.list.apply(snapshot)
    #expect(screen.pilot.find("[ Mute ]") == nil)
    screen.pilot.press(.enter)
    #expect(log.lines.isEmpty)
  }
}

import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// Every key the decoder knows, for pressing all of them.
let everyKey: [Key] =
  [
    .enter, .tab, .backTab, .escape, .backspace, .delete, .insert, .up, .down, .left, .right, .home, .end,
    .pageUp, .pageDown, .character(" "), .character("a"), .character("é"),
  ] + (1...12).map(Key.function)

@MainActor
@Suite("Hostile sizes and input")
struct HostileInputTests {
  /// A whole screen: navigation bar, table, status line, and an alert on top.
  func makeScreen(rows: Int, size: Size) -> (YoutuberScreen, Pilot) {
    let screen = YoutuberScreen(youtuberSnapshot(sections: rows > 0 ? 3 : 0, rowsPerSection: rows), size: size)
    let bar = NavigationBar(title: "Subscriptions", leftItems: [BarButtonItem(title: "Add")])
    let root = VStack(bar, screen.table, Label("status"))
    let pilot = Pilot(rootView: root, size: size)
    pilot.application.focus(screen.table)
    return (screen, pilot)
  }

  @Test(
    "Tiny and huge terminals draw without a crash",
    arguments: [
      Size(width: 1, height: 1), Size(width: 80, height: 2), Size(width: 2000, height: 500), Size(width: 0, height: 0),
    ])
  func sizes(size: Size) {
    let (_, pilot) = makeScreen(rows: 50, size: size)
    for key in everyKey { pilot.press(key) }
    pilot.application.present(Alert(title: "Subscribed!", message: "Subscribed to somebody with a long name"))
    #expect(pilot.screen.count == size.height)
    pilot.press(.enter)
    #expect(pilot.application.alerts.isEmpty)
  }

  @Test("1,000 resizes in a row leave a sane screen")
  func manyResizes() {
    let (screen, pilot) = makeScreen(rows: 20, size: Size(width: 80, height: 24))
    var random = SeededRandom(seed: 7)
    for _ in 0..<1_000 {
      pilot.resize(
        to: Size(width: Int.random(in: 0...300, using: &random), height: Int.random(in: 0...120, using: &random)))
    }
    pilot.resize(to: Size(width: 60, height: 12))
    #expect(pilot.screen[0].contains("Subscriptions"))
    pilot.expectScreen([
      "  Add                  Subscriptions",
      " Section 0                                                 ┃",
      "› Youtuber 0-0                          [ Subscribe ] [off]│",
      "  Youtuber 0-1                          [ Subscribe ] [off]│",
      "  Youtuber 0-2                          [ Subscribe ] [off]│",
      "  Youtuber 0-3                          [ Subscribe ] [off]│",
      "  Youtuber 0-4                          [ Subscribe ] [off]│",
      "  Youtuber 0-5                          [ Subscribe ] [off]│",
      "  Youtuber 0-6                          [ Subscribe ] [off]│",
      "  Youtuber 0-7                          [ Subscribe ] [off]│",
      "  Youtuber 0-8                          [ Subscribe ] [off]│",
      "status",
    ])
    #expect(screen.table.visibleCells.count <= 10)
  }

  @Test("A 1 MiB paste and invalid UTF-8 are taken without a crash or a hang")
  func pasteAndGarbage() {
    let (_, pilot) = makeScreen(rows: 5, size: Size(width: 60, height: 12))
    let megabyte = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
    pilot.send(bytes: Array("\u{1B}[200~".utf8) + megabyte + Array("\u{1B}[201~".utf8))
    pilot.send(bytes: [0xFF, 0xFE, 0xC0, 0x80, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80, 0x1B, 0x5B, 0xFF])
    pilot.press(.down)
    pilot.expectScreen([
      "  Add                  Subscriptions",
      "                                                           ┃",
      "  Youtuber 0-0                          [ Subscribe ] [off]┃",
      "› Youtuber 0-1                          [ Subscribe ] [off]┃",
      "  Youtuber 0-2                          [ Subscribe ] [off]┃",
      "  Youtuber 0-3                          [ Subscribe ] [off]┃",
      "  Youtuber 0-4                          [ Subscribe ] [off]│",
      "                                                           │",
      "  Youtuber 1-0                          [ Subscribe ] [off]│",
      "  Youtuber 1-1                          [ Subscribe ] [off]│",
      "  Youtuber 1-2                          [ Subscribe ] [off]│",
      "status",
    ])
  }

  @Test("All keys on an empty table do nothing harmful")
  func emptyTable() {
    let (screen, pilot) = makeScreen(rows: 0, size: Size(width: 40, height: 8))
    screen.table.emptyText = "Nothing here"
    for key in everyKey {
      pilot.press(key)
      pilot.press(key, modifiers: .shift)
    }
    pilot.click(at: Point(x: 5, y: 3))
    pilot.scroll(3)
    #expect(screen.table.focusedIndexPath == nil)
    pilot.expectScreen([
      "  Add        Subscriptions",
      "  Nothing here",
      "",
      "",
      "",
      "",
      "",
      "status",
    ])
  }
}

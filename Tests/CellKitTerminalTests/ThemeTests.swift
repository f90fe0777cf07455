import CellKit
import CellKitFixtures
import CellKitTerminal
import Foundation
import Testing

@MainActor
@Suite("Theme")
struct ThemeTests {
  /// The table with its second row focused, its Subscribe button highlighted.
  func focusedScreen() -> YoutuberScreen {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 3), size: Size(width: 50, height: 6))
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    return screen
  }

  @Test("The focused control and the focus mark take the accent; a theme set on the application redraws")
  func accent() throws {
    let screen = focusedScreen()
    let button = try #require(screen.pilot.find("[ Subscribe ]", occurrence: 1))
    #expect(screen.pilot.style(at: button) == Style(foreground: Theme.standard.accent, attributes: [.reverse, .bold]))
    #expect(screen.pilot.style(at: Point(x: 0, y: 2)).foreground == Theme.standard.accent)
    screen.pilot.application.theme = Theme(accent: .magenta, success: .green, destructive: .red, secondary: .dim)
    #expect(screen.pilot.style(at: button).foreground == .magenta)
  }

  @Test(
    "The same screen at each depth: the accent as 24-bit, as palette entry 75, as bright blue, or reverse alone",
    arguments: [
      (ColorDepth.trueColor, "\u{1B}[0;1;7;38;2;78;168;240m[ Subscribe ]"),
      (.twoHundredFiftySix, "\u{1B}[0;1;7;38;5;75m[ Subscribe ]"),
      (.sixteen, "\u{1B}[0;1;7;94m[ Subscribe ]"),
      (.monochrome, "\u{1B}[0;1;7m[ Subscribe ]"),
    ] as [(ColorDepth, String)])
  func depths(depth: ColorDepth, highlighted: String) {
    let screen = focusedScreen()
    let bytes = Renderer(colorDepth: depth).render(screen.pilot.application.currentFrame)
    let written = String(decoding: bytes, as: UTF8.self)
    #expect(written.contains(highlighted))
    // Every style written: its numbers; 30 and above are colors.
    let styles = written.split(separator: "\u{1B}").filter { $0.hasPrefix("[") && $0.contains("m") }
    let codes = styles.flatMap { $0.dropFirst().prefix { $0 != "m" }.split(separator: ";").compactMap { Int($0) } }
    #expect((depth == .monochrome) == codes.allSatisfy { $0 < 30 }, "\(depth): \(Set(codes).sorted())")
  }
}

/// Under `NO_COLOR` (and for a reader who cannot tell the theme's colors apart) every state a screen
/// shows still differs from the same thing in its plain state, by its text or by an attribute.
@MainActor
@Suite("Nothing told by color alone")
struct NoColorAloneTests {
  /// What a run of cells shows with its colors taken away: its text and its attributes.
  struct Seen: Equatable, CustomStringConvertible {
    let text: String
    let attributes: [Style.Attributes]
    var description: String { "\"\(text)\" \(attributes.map(\.rawValue))" }
  }

  /// The cells of row `y` from column `x`, `count` of them, as they read without color.
  func seen(_ pilot: Pilot, x: Int, y: Int, count: Int) -> Seen {
    let line = Array(pilot.screen[y]) + Array(repeating: " ", count: count + x)
    return Seen(
      text: String(line[x..<(x + count)]),
      attributes: (x..<(x + count)).map { pilot.style(at: Point(x: $0, y: y)).attributes })
  }

  @Test(
    "Focus, highlight, selection, a switch's state, a disabled control and an alert's button differ without color",
    arguments: [Theme.standard, Theme(accent: .magenta, success: .green, destructive: .red, secondary: .dim)])
  func statesWithoutColor(theme: Theme) throws {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 4), size: Size(width: 50, height: 8))
    let pilot = screen.pilot
    pilot.application.theme = theme
    screen.list.allowsMultipleSelection = true
    screen.list.select(screen.list.snapshot.items[0][2])
    _ = pilot.screen
    let last = try #require(screen.table.cellForRow(at: IndexPath(row: 3, section: 0)) as? YoutuberCell)
    last.bell.isOn = true
    last.subscribe.isEnabled = false
    screen.table.focusRow(at: IndexPath(row: 1, section: 0))
    let plain = try #require(pilot.find("Youtuber 0-0"))
    let focused = try #require(pilot.find("Youtuber 0-1"))
    let selected = try #require(pilot.find("Youtuber 0-2"))
    // The focused row: its mark. The selected row: its name's attributes.
    #expect(seen(pilot, x: 0, y: focused.y, count: 2) != seen(pilot, x: 0, y: plain.y, count: 2))
    #expect(
      seen(pilot, x: selected.x, y: selected.y, count: 12).attributes
        != seen(pilot, x: plain.x, y: plain.y, count: 12).attributes)
    // The highlighted control, a switch that is on, and a disabled button.
    let buttons = (0..<4).map { pilot.find("Subscribe", occurrence: $0) }
    let highlighted = try #require(buttons[1])
    let normal = try #require(buttons[0])
    #expect(
      seen(pilot, x: highlighted.x, y: highlighted.y, count: 9) != seen(pilot, x: normal.x, y: normal.y, count: 9))
    let disabled = try #require(buttons[3])
    #expect(seen(pilot, x: disabled.x, y: disabled.y, count: 9) != seen(pilot, x: normal.x, y: normal.y, count: 9))
    let on = try #require(pilot.find("[on ]"))
    let off = try #require(pilot.find("[off]"))
    #expect(seen(pilot, x: on.x, y: on.y, count: 5) != seen(pilot, x: off.x, y: off.y, count: 5))
    // An alert's highlighted button beside its other one.
    pilot.application.present(
      Alert(title: "Delete?", actions: [Alert.Action(title: "Keep"), Alert.Action(title: "Gone", style: .destructive)]))
    let keep = try #require(pilot.find("Keep"))
    let gone = try #require(pilot.find("Gone"))
    #expect(
      seen(pilot, x: keep.x, y: keep.y, count: 4).attributes != seen(pilot, x: gone.x, y: gone.y, count: 4).attributes)
  }
}

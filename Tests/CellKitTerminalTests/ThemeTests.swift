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

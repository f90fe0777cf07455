import CellKitTerminal
import Testing

@Suite("Color depth")
struct ColorDepthTests {
  @Test(
    "The environment chooses the depth: NO_COLOR and TERM=dumb first, then COLORTERM, then TERM",
    arguments: [
      (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], ColorDepth.monochrome),
      (["TERM": "dumb"], .monochrome),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
      (["TERM": "screen", "COLORTERM": "24bit"], .trueColor),
      (["TERM": "tmux-256color", "NO_COLOR": ""], .twoHundredFiftySix),
      (["TERM": "xterm"], .sixteen),
      ([:], .sixteen),
    ] as [([String: String], ColorDepth)])
  func detection(environment: [String: String], depth: ColorDepth) {
    #expect(ColorDepth(environment: environment) == depth)
  }

  /// One row: a 24-bit blue, bold; palette entry 196; green on blue, reversed.
  @MainActor
  func colorfulRow() -> ScreenBuffer {
    let frame = ScreenBuffer(size: Size(width: 3, height: 1))
    frame.put("A", x: 0, y: 0, style: Style(foreground: Color(red: 0x4E, green: 0xA8, blue: 0xF0), attributes: .bold))
    frame.put("B", x: 1, y: 0, style: Style(foreground: Color(196)))
    frame.put("C", x: 2, y: 0, style: Style(foreground: .green, background: .blue, attributes: .reverse))
    return frame
  }

  @Test(
    "Each depth writes the same row with the colors it has: none, the nearest of 16, the palette, 24-bit",
    arguments: [
      (ColorDepth.monochrome, "␛[0;1mA␛[0mB␛[0;7mC"),
      (.sixteen, "␛[0;1;94mA␛[0;91mB␛[0;7;32;44mC"),
      (.twoHundredFiftySix, "␛[0;1;38;5;75mA␛[0;38;5;196mB␛[0;7;32;44mC"),
      (.trueColor, "␛[0;1;38;2;78;168;240mA␛[0;38;5;196mB␛[0;7;32;44mC"),
    ] as [(ColorDepth, String)])
  @MainActor
  func rowAtEachDepth(depth: ColorDepth, expected: String) {
    let bytes = Renderer(colorDepth: depth, synchronized: false).render(colorfulRow())
    let shown = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "␛")
    #expect(shown == "␛[0m␛[r␛[2J␛[1;1H" + expected)
  }
}

import CellKitTerminal
import Testing

@Suite("Screenshots")
@MainActor
struct ScreenshotTests {
  @Test("A frame as SVG: styled runs at their columns, reverse, markup escaped, a wide character over two columns")
  func svgOfAFrame() {
    let frame = ScreenBuffer(size: Size(width: 12, height: 2))
    for (offset, character) in "<a&b>".enumerated() { frame.put(character, x: offset, y: 0, style: .plain) }
    frame.put("漢", x: 6, y: 0, style: Style(foreground: .red))
    for (offset, character) in "OK".enumerated() {
      frame.put(character, x: 2 + offset, y: 1, style: Style(foreground: .blue, attributes: [.reverse, .bold]))
    }
    let svg = frame.svg(title: "a & b")
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains(">a &amp; b</text>"))
    let plain = ##"<text x="0" y="13.5" fill="#d5d9e0" textLength="42" lengthAdjust="spacingAndGlyphs">"##
    #expect(svg.contains(plain + "&lt;a&amp;b&gt;</text>"))
    // The wide character starts at column 6 and spans two columns.
    #expect(svg.contains(##"<text x="50.4" y="13.5" fill="#e5646e" textLength="16.8""##))
    // Reverse: a blue background under the text, drawn in the window's background color.
    #expect(svg.contains(##"<rect x="16.8" y="18" width="16.8" height="18" fill="#5ea8ec"/>"##))
    #expect(svg.contains(##"fill="#16181d" textLength="16.8" lengthAdjust="spacingAndGlyphs" font-weight="bold">OK<"##))
    #expect(svg.hasSuffix("</g>\n</svg>\n"))
  }
}

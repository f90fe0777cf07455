import CellKit
import CellKitTerminal
import Testing

@MainActor
@Suite("Drawing text on a canvas")
struct CanvasTextTests {
  /// Draws `text` one character at a time with the buffer's own `put`, as a canvas would without
  /// any shortcut: the model the canvas is checked against.
  private func drawByCharacter(
    _ text: String, on buffer: ScreenBuffer, origin: Point, clip: Rect, x: Int, y: Int, style: Style, maxWidth: Int
  ) -> Int {
    var column = 0
    for character in text {
      let width = CharacterWidth.of(character)
      if width == 0 { continue }
      if column + width > maxWidth { break }
      buffer.put(character, x: origin.x + x + column, y: origin.y + y, style: style, clip: clip)
      column += width
    }
    return column
  }

  @Test(
    "ASCII text, with controls and DEL, draws and measures as the same text drawn character by character",
    arguments: 0..<40)
  func asciiMatchesCharacters(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let size = Size(width: 24, height: 3)
    let pieces = ["a", "Z", " ", "~", "#", "\t", "\r\n", "\u{7F}", "\u{1B}", "0"]
    // A few strings are not all ASCII, so the way back to characters is crossed too.
    let others = ["é", "日", "😀", "e\u{301}"]
    for _ in 0..<25 {
      var text = ""
      for _ in 0..<Int.random(in: 0...30, using: &random) { text += pieces.randomElement(using: &random)! }
      if Int.random(in: 0..<5, using: &random) == 0 {
        let at = text.index(text.startIndex, offsetBy: Int.random(in: 0...text.count, using: &random))
        text.insert(contentsOf: others.randomElement(using: &random)!, at: at)
      }
      let expectedWidth = text.reduce(0) { $0 + CharacterWidth.of($1) }
      #expect(CharacterWidth.of(text) == expectedWidth, "width of \(text.debugDescription)")
      // Its end from a random scalar on, which may start inside "\r\n".
      let cut = Int.random(in: 0...text.utf8.count, using: &random)
      if let part = text.utf8.index(text.utf8.startIndex, offsetBy: cut, limitedBy: text.utf8.endIndex)
        .flatMap({ String.Index($0, within: text.unicodeScalars) }).map({ text[$0...] })
      {
        #expect(
          CharacterWidth.of(part) == part.reduce(0) { $0 + CharacterWidth.of($1) }, "width of \(part.debugDescription)")
      }

      // Both buffers start with wide characters, so a write over one half must blank the other.
      let drawn = ScreenBuffer(size: size)
      let model = ScreenBuffer(size: size)
      for buffer in [drawn, model] {
        for x in stride(from: 0, to: size.width - 1, by: 3) { buffer.put("日", x: x, y: 1, style: .plain) }
      }
      let frame = Rect(
        x: Int.random(in: -3...10, using: &random), y: Int.random(in: -1...1, using: &random),
        width: Int.random(in: 0...20, using: &random), height: 2)
      let canvas = Canvas(buffer: drawn).child(frame)
      let x = Int.random(in: -2...6, using: &random)
      let maxWidth = Int.random(in: 0..<4, using: &random) == 0 ? Int.max : Int.random(in: 0...25, using: &random)
      let style = Style(attributes: .bold)
      let columns = canvas.draw(text, x: x, y: 1, style: style, maxWidth: maxWidth)
      let expectedColumns = drawByCharacter(
        text, on: model, origin: canvas.origin, clip: canvas.clip, x: x, y: 1, style: style, maxWidth: maxWidth)
      #expect(columns == expectedColumns, "columns of \(text.debugDescription)")
      for row in 0..<size.height {
        for column in 0..<size.width {
          let (a, b) = (drawn[column, row], model[column, row])
          #expect(
            drawn.text(of: a) == model.text(of: b) && a.width == b.width && a.style == b.style,
            "cell (\(column), \(row)) after drawing \(text.debugDescription) at \(x) in \(frame)")
        }
      }
    }
  }
}

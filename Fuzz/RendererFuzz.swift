// The renderer's fuzz target: built by Fuzz/run.sh with the rendering sources and the tests'
// virtual terminal.
//
// For any bytes: a sequence of frames is read from them (characters narrow, wide, combined and
// box-drawing, styles, fills, rows shifted as a scroll would, resizes), each is rendered against
// the one before, and replaying the bytes written in a virtual terminal must give every frame
// exactly, text and style of every cell.

/// What a frame shows, kept apart from the buffer so that the next frame can start from it.
struct Picture {
  var size: Size
  var cells: [[(Character, Style)?]]

  init(size: Size) {
    self.size = size
    cells = Array(repeating: Array(repeating: nil, count: size.width), count: size.height)
  }

  /// The frame drawn from left to right, as views draw into a buffer.
  func buffer() -> ScreenBuffer {
    let buffer = ScreenBuffer(size: size)
    for y in 0..<size.height {
      for x in 0..<size.width {
        guard let (character, style) = cells[y][x] else { continue }
        buffer.put(character, x: x, y: y, style: style)
      }
    }
    return buffer
  }
}

let characters: [Character] = [
  "a", "Z", "7", " ", "─", "│", "┌", "┘", "█", "é", "e\u{301}", "漢", "字", "👍", "🇯🇵", "✓", "▸", "…",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  let renderer = Renderer(synchronized: reader.next(below: 2) == 0)
  var picture = Picture(size: Size(width: 1 + reader.next(below: 24), height: 1 + reader.next(below: 10)))
  var terminal = VirtualTerminal(width: picture.size.width, height: picture.size.height)
  for frame in 0..<16 where !reader.isAtEnd {
    for _ in 0..<(1 + reader.next(below: 12)) {
      let width = picture.size.width
      let height = picture.size.height
      switch reader.next(below: 6) {
      case 0, 1:
        let style = Style(
          foreground: reader.next(below: 3) == 0 ? nil : Color(UInt8(reader.next(below: 16))),
          background: reader.next(below: 3) == 0 ? nil : Color(UInt8(reader.next(below: 16))),
          attributes: Style.Attributes(rawValue: UInt8(reader.next(below: 32))))
        let character = characters[reader.next(below: characters.count)]
        picture.cells[reader.next(below: height)][reader.next(below: width)] = (character, style)
      case 2:
        let y = reader.next(below: height)
        for x in 0..<width { picture.cells[y][x] = nil }
      case 3:
        // Rows shifted up or down by a few, as a scrolled list draws them.
        let shift = reader.next(below: 7) - 3
        let old = picture.cells
        for y in 0..<height {
          let from = y + shift
          picture.cells[y] = old.indices.contains(from) ? old[from] : Array(repeating: nil, count: width)
        }
      case 4:
        let y = reader.next(below: height)
        let text = (0..<width).map { _ in characters[reader.next(below: characters.count)] }
        for x in 0..<width { picture.cells[y][x] = (text[x], .plain) }
      default:
        if reader.next(below: 4) == 0 {
          picture = Picture(size: Size(width: 1 + reader.next(below: 24), height: 1 + reader.next(below: 10)))
        }
      }
    }
    let buffer = picture.buffer()
    if picture.size != Size(width: terminal.width, height: terminal.height) {
      // A resized terminal keeps nothing of what it showed: the renderer must draw it all.
      terminal = VirtualTerminal(width: picture.size.width, height: picture.size.height)
    }
    terminal.feed(renderer.render(buffer))
    if terminal.lines != buffer.lines {
      fatalError("frame \(frame): the terminal shows\n\(terminal.lines)\ninstead of\n\(buffer.lines)")
    }
    for y in 0..<buffer.size.height {
      for x in 0..<buffer.size.width where buffer[x, y].width > 0 && terminal.styles[y][x] != buffer[x, y].style {
        fatalError("frame \(frame): cell (\(x), \(y)) shows \(terminal.styles[y][x]) instead of \(buffer[x, y].style)")
      }
    }
  }
  return 0
}

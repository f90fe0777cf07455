/// Turns frames into the fewest bytes that update a terminal from the previous frame: only changed
/// cells, style codes only where the style changes, and a terminal scroll where rows moved.
public final class Renderer {
  private var previous: ScreenBuffer?
  private var previousHashes: [UInt64] = []
  private var cursor: Point?
  private var style: Style?
  /// How colors are written: not at all (`NO_COLOR`; bold, dim, underline and reverse are kept),
  /// as 16, as 256, or as 24-bit colors.
  public let colorDepth: ColorDepth
  /// Whether to wrap each frame in a synchronized update (mode 2026).
  public let synchronized: Bool

  /// Creates a renderer.
  public init(colorDepth: ColorDepth = .sixteen, synchronized: Bool = true) {
    self.colorDepth = colorDepth
    self.synchronized = synchronized
  }

  /// Forgets what the terminal shows, so the next frame is drawn in full.
  public func invalidate() {
    previous = nil
  }

  /// The bytes that turn the terminal's screen into `frame`.
  ///
  /// - Complexity: O(width × height).
  public func render(_ frame: ScreenBuffer) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(1024)
    if synchronized { out.append(contentsOf: Escape.synchronizedOutput(true).utf8) }
    let hashes = (0..<frame.size.height).map(frame.rowHash)
    let base: ScreenBuffer
    if let previous, previous.size == frame.size {
      base = previous
      scrollIfRowsMoved(frame: frame, hashes: hashes, base: base, out: &out)
    } else {
      base = ScreenBuffer(size: frame.size)
      previousHashes = (0..<frame.size.height).map(base.rowHash)
      out.append(contentsOf: (Escape.resetStyle + Escape.resetScrollRegion + Escape.clearScreen).utf8)
      style = .plain
      cursor = nil
    }
    let width = frame.size.width
    for y in 0..<frame.size.height where hashes[y] != previousHashes[y] || base !== previous {
      var x = 0
      while x < width {
        let cell = frame[x, y]
        if cell.width == 0 || ScreenBuffer.same(cell, in: frame, base[x, y], in: base) {
          x += 1
          continue
        }
        moveCursor(to: Point(x: x, y: y), out: &out)
        if style != cell.style {
          out.append(contentsOf: Escape.sgr(cell.style, depth: colorDepth).utf8)
          style = cell.style
        }
        frame.appendText(of: cell, to: &out)
        x += Int(cell.width)
        cursor = x < width ? Point(x: x, y: y) : nil
      }
    }
    // A screen reader or braille display follows the cursor: it rests on the focus.
    if let target = frame.cursor, target.x < width, target.y < frame.size.height {
      moveCursor(to: target, out: &out)
    }
    if synchronized { out.append(contentsOf: Escape.synchronizedOutput(false).utf8) }
    previous = frame
    previousHashes = hashes
    return out
  }

  private func moveCursor(to point: Point, out: inout [UInt8]) {
    if let cursor, cursor.y == point.y {
      if cursor.x == point.x { return }
      if point.x > cursor.x {
        out.append(contentsOf: Escape.cursorForward(point.x - cursor.x).utf8)
        self.cursor = point
        return
      }
    }
    out.append(contentsOf: Escape.moveCursor(x: point.x, y: point.y).utf8)
    cursor = point
  }

  /// Finds the longest run of rows that moved up or down together since the last frame and moves
  /// them with a terminal scroll, so the diff only draws the rows that scrolled in.
  private func scrollIfRowsMoved(frame: ScreenBuffer, hashes: [UInt64], base: ScreenBuffer, out: inout [UInt8]) {
    let height = frame.size.height
    guard height >= 4 else { return }
    var best = (shift: 0, start: 0, end: -1, gain: 0)
    for shift in [1, -1, 2, -2, 3, -3, 4, -4, 5, -5] where shift.magnitude < height / 2 {
      var start = -1
      var gain = 0
      for y in 0...height {
        let source = y + shift
        let moved =
          y < height && source >= 0 && source < height && hashes[y] == previousHashes[source]
        if moved {
          if start < 0 {
            start = y
            gain = 0
          }
          if hashes[y] != previousHashes[y] { gain += 1 }
        } else if start >= 0 {
          if gain > best.gain { best = (shift, start, y - 1, gain) }
          start = -1
        }
      }
    }
    guard best.gain >= 3 else { return }
    let shift = best.shift
    let top = shift > 0 ? best.start : best.start + shift
    let bottom = shift > 0 ? best.end + shift : best.end
    out.append(contentsOf: Escape.resetStyle.utf8)
    style = .plain
    out.append(contentsOf: Escape.scrollRegion(top: top, bottom: bottom).utf8)
    if shift > 0 {
      out.append(contentsOf: Escape.moveCursor(x: 0, y: bottom).utf8)
      out.append(contentsOf: [UInt8](repeating: 0x0A, count: shift))
    } else {
      out.append(contentsOf: Escape.moveCursor(x: 0, y: top).utf8)
      for _ in 0..<(-shift) { out.append(contentsOf: [0x1B, 0x4D]) }
    }
    out.append(contentsOf: Escape.resetScrollRegion.utf8)
    cursor = nil
    base.scroll(top: top, bottom: bottom, by: shift)
    var shifted = previousHashes
    let blank = ScreenBuffer(size: Size(width: frame.size.width, height: 1)).rowHash(0)
    for y in top...bottom {
      let source = y + shift
      shifted[y] = source >= top && source <= bottom ? previousHashes[source] : blank
    }
    previousHashes = shifted
  }
}

/// A grid of character cells: what a frame shows, drawn by views and diffed by the ``Renderer``.
public final class ScreenBuffer {
  /// The size of the grid.
  public let size: Size
  package private(set) var cells: [ScreenCell]
  private var clusters: [String] = []
  /// Where the terminal's cursor rests once the frame is written: on what has the keyboard focus
  /// (``View/focusCursor``), or nil to leave it where the last write ended.
  public var cursor: Point?

  /// Creates a blank grid.
  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = Array(repeating: .blank, count: self.size.width * self.size.height)
  }

  /// The cell at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> ScreenCell {
    cells[y * size.width + x]
  }

  /// The text of the cell's character (empty for the right half of a wide character).
  public func text(of cell: ScreenCell) -> String {
    if cell.width == 0 { return "" }
    if cell.code & ScreenCell.clusterFlag != 0 { return clusters[Int(cell.code & ~ScreenCell.clusterFlag)] }
    return String(Character(Unicode.Scalar(cell.code) ?? " "))
  }

  package func appendText(of cell: ScreenCell, to output: inout [UInt8]) {
    if cell.width == 0 { return }
    if cell.code & ScreenCell.clusterFlag != 0 {
      output.append(contentsOf: clusters[Int(cell.code & ~ScreenCell.clusterFlag)].utf8)
    } else if cell.code < 0x80 {
      output.append(UInt8(cell.code))
    } else if let scalar = Unicode.Scalar(cell.code) {
      output.append(contentsOf: String(Character(scalar)).utf8)
    }
  }

  /// Whether two cells, possibly from different buffers, draw the same.
  package static func same(_ a: ScreenCell, in first: ScreenBuffer, _ b: ScreenCell, in second: ScreenBuffer)
    -> Bool
  {
    if a == b && a.code & ScreenCell.clusterFlag == 0 { return true }
    guard a.width == b.width, a.style == b.style else { return false }
    if a.code & ScreenCell.clusterFlag == 0 && b.code & ScreenCell.clusterFlag == 0 { return a.code == b.code }
    return first.text(of: a) == second.text(of: b)
  }

  /// Writes `character` at (`x`, `y`) and returns the columns it took (0 when it does not fit).
  @discardableResult
  public func put(_ character: Character, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
    let width = CharacterWidth.of(character)
    guard width > 0 else { return 0 }
    let bounds = clip ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
    guard y >= bounds.minY, y < bounds.maxY, y < size.height, y >= 0, x >= bounds.minX,
      x + width <= bounds.maxX, x >= 0, x + width <= size.width
    else { return x < bounds.maxX ? width : 0 }
    let code: UInt32
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first {
      code = scalar.value
    } else {
      code = ScreenCell.clusterFlag | UInt32(clusters.count)
      clusters.append(String(character))
    }
    clearOverlap(x: x, y: y)
    cells[y * size.width + x] = ScreenCell(code: code, width: UInt8(width), style: style)
    if width == 2 {
      clearOverlap(x: x + 1, y: y)
      cells[y * size.width + x + 1] = ScreenCell(code: 0, width: 0, style: style)
    }
    return width
  }

  /// Writes the printable ASCII character `byte` (0x20 to 0x7E) at (`x`, `y`), as ``put(_:x:y:style:clip:)``
  /// writes any character, without making a `Character` of it.
  package func putASCII(_ byte: UInt8, x: Int, y: Int, style: Style, clip: Rect) {
    assert(byte >= 0x20 && byte < 0x7F, "putASCII takes a printable ASCII byte, not \(byte)")
    guard y >= clip.minY, y < clip.maxY, y < size.height, y >= 0, x >= clip.minX, x + 1 <= clip.maxX, x >= 0,
      x + 1 <= size.width
    else { return }
    clearOverlap(x: x, y: y)
    cells[y * size.width + x] = ScreenCell(code: UInt32(byte), width: 1, style: style)
  }

  /// Before a cell is overwritten, blanks the other half of a wide character it belongs to.
  private func clearOverlap(x: Int, y: Int) {
    let index = y * size.width + x
    let old = cells[index]
    if old.width == 0 && x > 0 {
      cells[index - 1] = ScreenCell(code: 0x20, width: 1, style: cells[index - 1].style)
    } else if old.width == 2 && x + 1 < size.width {
      cells[index + 1] = ScreenCell(code: 0x20, width: 1, style: old.style)
    }
  }

  /// Sets the style of the cells of `rect` (clipped to the grid), keeping their characters.
  public func setStyle(_ style: Style, in rect: Rect) {
    let area = rect.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { cells[y * size.width + x].style = style }
    }
  }

  /// Adds `attributes` to the style of every cell in `rect` (clipped to the grid), keeping its
  /// characters, colors and other attributes.
  package func addAttributes(_ attributes: Style.Attributes, in rect: Rect) {
    let area = rect.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { cells[y * size.width + x].style.attributes.formUnion(attributes) }
    }
  }

  /// Fills `rect` (clipped to the grid) with blanks in `style`.
  public func fill(_ rect: Rect, style: Style = .plain) {
    let area = rect.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      if area.minX > 0 { clearOverlap(x: area.minX, y: y) }
      if area.maxX < size.width { clearOverlap(x: area.maxX - 1, y: y) }
      for x in area.minX..<area.maxX { cells[y * size.width + x] = ScreenCell(code: 0x20, width: 1, style: style) }
    }
  }

  /// The text of row `y`, without trailing spaces.
  public func line(_ y: Int) -> String {
    var text = ""
    for x in 0..<size.width {
      let cell = self[x, y]
      if cell.width > 0 { text += self.text(of: cell) }
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The text of every row, without trailing spaces.
  public var lines: [String] { (0..<size.height).map(line) }

  /// A hash of row `y`'s content, for finding rows that moved between frames.
  package func rowHash(_ y: Int) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let start = y * size.width
    for index in start..<(start + size.width) {
      let cell = cells[index]
      var value = UInt64(cell.code) | UInt64(cell.width) << 32
      value |= UInt64(cell.style.attributes.rawValue) << 40
      value |= UInt64(cell.style.foreground.map { Int($0.index) + 1 } ?? 0) << 48
      hash = (hash ^ value) &* 0x0000_0100_0000_01B3
      hash = (hash ^ UInt64(cell.style.background.map { Int($0.index) + 1 } ?? 0)) &* 0x0000_0100_0000_01B3
      if cell.code & ScreenCell.clusterFlag != 0 {
        hash =
          (hash ^ UInt64(truncatingIfNeeded: clusters[Int(cell.code & ~ScreenCell.clusterFlag)].hashValue))
          &* 0x0000_0100_0000_01B3
      }
    }
    return hash
  }

  /// Shifts rows `top...bottom` up by `count` (negative: down), filling the freed rows with blanks,
  /// as a terminal does when it scrolls a region.
  package func scroll(top: Int, bottom: Int, by count: Int) {
    let width = size.width
    if count > 0 {
      for y in top...bottom {
        let source = y + count
        for x in 0..<width {
          cells[y * width + x] = source <= bottom ? cells[source * width + x] : .blank
        }
      }
    } else if count < 0 {
      for y in stride(from: bottom, through: top, by: -1) {
        let source = y + count
        for x in 0..<width {
          cells[y * width + x] = source >= top ? cells[source * width + x] : .blank
        }
      }
    }
  }
}

extension String {
  /// This text in lines of at most `width` columns: broken at spaces where it can be, inside a
  /// word longer than a line where it must, and at every line break.
  ///
  /// - Complexity: O(n) in the characters of the text.
  package func wrapped(toColumns width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var used = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        let wordWidth = CharacterWidth.of(String(word))
        if used > 0 && used + 1 + wordWidth <= width {
          line += " " + word
          used += 1 + wordWidth
          continue
        }
        if used > 0 {
          lines.append(line)
          line = ""
          used = 0
        }
        for character in word {
          let w = CharacterWidth.of(character)
          if used + w > width && used > 0 {
            lines.append(line)
            line = ""
            used = 0
          }
          line.append(character)
          used += w
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// This text cut to `width` columns, with an ellipsis when it was longer.
  package func truncated(toColumns width: Int) -> String {
    guard width > 0 else { return "" }
    guard CharacterWidth.of(self) > width else { return self }
    var result = ""
    var used = 0
    for character in self {
      let w = CharacterWidth.of(character)
      if used + w > width - 1 { break }
      result.append(character)
      used += w
    }
    return result + "…"
  }
}

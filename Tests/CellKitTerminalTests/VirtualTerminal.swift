import CellKitTerminal

/// A small terminal emulator for the sequences the renderer writes: cursor moves, SGR, scroll
/// regions with line feed and reverse index, clear screen. Replaying the renderer's bytes into it
/// must give the frame the renderer was asked to draw.
struct VirtualTerminal {
  var width: Int
  var height: Int
  var cells: [[String]]
  var styles: [[Style]]
  var cursor = Point.zero
  var style = Style.plain
  var top = 0
  var bottom: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    styles = Array(repeating: Array(repeating: .plain, count: width), count: height)
    bottom = height - 1
  }

  var lines: [String] {
    cells.map { row in
      var line = row.joined()
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  mutating func feed(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    var characters = Array(text)
    var i = 0
    while i < characters.count {
      let c = characters[i]
      if c == "\u{1B}" {
        i += 1
        guard i < characters.count else { return }
        if characters[i] == "M" {
          if cursor.y == top { scroll(-1) } else { cursor.y = max(0, cursor.y - 1) }
          i += 1
          continue
        }
        guard characters[i] == "[" else { continue }
        i += 1
        var params = ""
        while i < characters.count, !(characters[i].isLetter || characters[i] == "~") {
          params.append(characters[i])
          i += 1
        }
        guard i < characters.count else { return }
        csi(params, characters[i])
        i += 1
        continue
      }
      if c == "\n" {
        if cursor.y == bottom { scroll(1) } else { cursor.y = min(height - 1, cursor.y + 1) }
        i += 1
        continue
      }
      let w = CharacterWidth.of(c)
      if w > 0 && cursor.x < width && cursor.y < height {
        cells[cursor.y][cursor.x] = String(c)
        styles[cursor.y][cursor.x] = style
        if w == 2 && cursor.x + 1 < width { cells[cursor.y][cursor.x + 1] = "" }
        cursor.x += w
      }
      i += 1
    }
    characters.removeAll()
  }

  private mutating func scroll(_ count: Int) {
    let blankRow = Array(repeating: " ", count: width)
    let blankStyles = Array(repeating: Style.plain, count: width)
    if count > 0 {
      cells.remove(at: top)
      styles.remove(at: top)
      cells.insert(blankRow, at: bottom)
      styles.insert(blankStyles, at: bottom)
    } else {
      cells.remove(at: bottom)
      styles.remove(at: bottom)
      cells.insert(blankRow, at: top)
      styles.insert(blankStyles, at: top)
    }
  }

  private mutating func csi(_ params: String, _ final: Character) {
    let isPrivate = params.hasPrefix("?")
    let numbers = params.drop { $0 == "?" }.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    switch final {
    case "H":
      cursor = Point(x: (numbers.count > 1 ? numbers[1] ?? 1 : 1) - 1, y: (numbers.first.flatMap { $0 } ?? 1) - 1)
    case "C":
      cursor.x += numbers.first.flatMap { $0 } ?? 1
    case "J":
      cells = Array(repeating: Array(repeating: " ", count: width), count: height)
      styles = Array(repeating: Array(repeating: .plain, count: width), count: height)
    case "r":
      top = (numbers.first.flatMap { $0 } ?? 1) - 1
      bottom = (numbers.count > 1 ? numbers[1] ?? height : height) - 1
      cursor = .zero
    case "m" where !isPrivate:
      var next = Style.plain
      for code in numbers.compactMap({ $0 }) {
        switch code {
        case 1: next.attributes.insert(.bold)
        case 2: next.attributes.insert(.dim)
        case 3: next.attributes.insert(.italic)
        case 4: next.attributes.insert(.underline)
        case 7: next.attributes.insert(.reverse)
        case 30...37: next.foreground = Color(UInt8(code - 30))
        case 40...47: next.background = Color(UInt8(code - 40))
        case 90...97: next.foreground = Color(UInt8(code - 90 + 8))
        case 100...107: next.background = Color(UInt8(code - 100 + 8))
        default: break
        }
      }
      style = next
    default:
      break
    }
  }
}

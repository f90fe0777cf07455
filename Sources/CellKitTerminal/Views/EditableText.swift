/// A line of text and a cursor in it, with the edits of a text field: what ``TextField`` edits,
/// apart from drawing and events, so the editing can be tested and fuzzed on its own.
///
/// Positions count characters (grapheme clusters), so a wide character or a letter with combining
/// marks is one step of the cursor and one Backspace.
package struct EditableText: Equatable, Sendable {
  /// The characters of the line.
  package private(set) var characters: [Character] = []
  /// The cursor's place: the number of characters before it, `0...characters.count`.
  package var cursor = 0 {
    didSet { cursor = min(max(cursor, 0), characters.count) }
  }

  package init(_ text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  package var text: String { String(characters) }

  /// Inserts `text` at the cursor and moves the cursor after it; line breaks and tabs become spaces,
  /// other control characters are dropped. Returns whether the text changed.
  @discardableResult
  package mutating func insert(_ text: String) -> Bool {
    let inserted: [Character] = text.compactMap { character in
      if character == "\n" || character == "\r\n" || character == "\r" || character == "\t" { return " " }
      return character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? nil : character
    }
    guard !inserted.isEmpty else { return false }
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
    return true
  }

  /// Deletes the character before the cursor (Backspace).
  @discardableResult
  package mutating func deleteBackward() -> Bool {
    guard cursor > 0 else { return false }
    characters.remove(at: cursor - 1)
    cursor -= 1
    return true
  }

  /// Deletes the character after the cursor (Delete).
  @discardableResult
  package mutating func deleteForward() -> Bool {
    guard cursor < characters.count else { return false }
    characters.remove(at: cursor)
    return true
  }

  /// Deletes from the start of the word before the cursor to the cursor (Ctrl-W).
  @discardableResult
  package mutating func deleteWordBackward() -> Bool {
    let start = wordStart(before: cursor)
    guard start < cursor else { return false }
    characters.removeSubrange(start..<cursor)
    cursor = start
    return true
  }

  /// Deletes from the start of the line to the cursor (Ctrl-U).
  @discardableResult
  package mutating func deleteToStart() -> Bool {
    guard cursor > 0 else { return false }
    characters.removeSubrange(0..<cursor)
    cursor = 0
    return true
  }

  /// Deletes from the cursor to the end of the line (Ctrl-K).
  @discardableResult
  package mutating func deleteToEnd() -> Bool {
    guard cursor < characters.count else { return false }
    characters.removeSubrange(cursor...)
    return true
  }

  /// Replaces the whole text and puts the cursor at its end.
  package mutating func replace(with text: String) {
    characters = Array(text)
    cursor = characters.count
  }

  /// Moves the cursor to the start of the word before it.
  package mutating func moveWordBackward() { cursor = wordStart(before: cursor) }

  /// Moves the cursor past the end of the word after it.
  package mutating func moveWordForward() {
    var index = cursor
    while index < characters.count && !characters[index].isLetterOrNumber { index += 1 }
    while index < characters.count && characters[index].isLetterOrNumber { index += 1 }
    cursor = index
  }

  private func wordStart(before position: Int) -> Int {
    var index = position
    while index > 0 && !characters[index - 1].isLetterOrNumber { index -= 1 }
    while index > 0 && characters[index - 1].isLetterOrNumber { index -= 1 }
    return index
  }
}

extension Character {
  fileprivate var isLetterOrNumber: Bool { isLetter || isNumber }
}

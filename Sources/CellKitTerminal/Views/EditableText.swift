/// A line of text and a cursor in it, with the edits of a text field: what ``TextField`` edits,
/// apart from drawing and events, so the editing can be tested and fuzzed on its own.
///
/// Positions count characters (grapheme clusters), so a wide character or a letter with combining
/// marks is one step of the cursor and one Backspace. The characters are always the text's own:
/// an edit that makes neighbours join (a combining mark typed after a letter, a letter deleted from
/// between a letter and a mark, two halves of a flag brought together) leaves one character, and
/// the cursor after it.
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
    joinCharacters()
    return true
  }

  /// Deletes the character before the cursor (Backspace).
  @discardableResult
  package mutating func deleteBackward() -> Bool {
    guard cursor > 0 else { return false }
    characters.remove(at: cursor - 1)
    cursor -= 1
    joinCharacters()
    return true
  }

  /// Deletes the character after the cursor (Delete).
  @discardableResult
  package mutating func deleteForward() -> Bool {
    guard cursor < characters.count else { return false }
    characters.remove(at: cursor)
    joinCharacters()
    return true
  }

  /// Deletes from the start of the word before the cursor to the cursor (Ctrl-W).
  @discardableResult
  package mutating func deleteWordBackward() -> Bool {
    let start = wordStart(before: cursor)
    guard start < cursor else { return false }
    characters.removeSubrange(start..<cursor)
    cursor = start
    joinCharacters()
    return true
  }

  /// Deletes from the start of the line to the cursor (Ctrl-U).
  @discardableResult
  package mutating func deleteToStart() -> Bool {
    guard cursor > 0 else { return false }
    characters.removeSubrange(0..<cursor)
    cursor = 0
    joinCharacters()
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

  /// Makes the characters the text's own again after an edit, keeping the cursor after the same
  /// text (after a character that joined across it).
  ///
  /// - Complexity: O(n) in the length of the text.
  private mutating func joinCharacters() {
    let joined = String(characters)
    let segmented = Array(joined)
    guard segmented.count != characters.count || !segmented.elementsEqual(characters, by: Self.sameScalars) else {
      return
    }
    let before = String(characters[..<cursor]).count
    characters = segmented
    cursor = before
  }

  private static func sameScalars(_ a: Character, _ b: Character) -> Bool {
    a.unicodeScalars.elementsEqual(b.unicodeScalars)
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

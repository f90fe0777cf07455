// The text field's fuzz target: built by Fuzz/run.sh with the field's editing model.
//
// For any bytes: a sequence of edits (typing and pasting text with wide characters, combining marks,
// emoji, line breaks and control characters; Backspace, Delete, Ctrl-W, Ctrl-U, Ctrl-K; cursor moves
// by character, word and line end) is applied to the field's `EditableText` and to a plain `String`
// with a cursor, edited through the standard library's string indices. After every edit both hold the
// same text and cursor, the cursor lies within the text, and the field's characters are the text's
// own (no character the string would join with its neighbour is kept apart).

/// The text and cursor as a plain string: the model the field's editing must agree with.
struct StringModel {
  var text = ""
  var cursor = 0

  var cursorIndex: String.Index { text.index(text.startIndex, offsetBy: cursor) }

  /// What typing or pasting `typed` inserts: line breaks and tabs as spaces, other controls dropped.
  static func cleaned(_ typed: String) -> String {
    var result = ""
    for character in typed {
      if character == "\n" || character == "\r\n" || character == "\r" || character == "\t" {
        result.append(" ")
      } else if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        result.append(character)
      }
    }
    return result
  }

  mutating func insert(_ typed: String) {
    let inserted = Self.cleaned(typed)
    guard !inserted.isEmpty else { return }
    let before = String(text[..<cursorIndex]) + inserted
    let after = String(text[cursorIndex...])
    text = before + after
    // The cursor goes after what was inserted (after the character it joined with, if any).
    cursor = before.count
  }

  mutating func deleteBackward() {
    guard cursor > 0 else { return }
    text.remove(at: text.index(before: cursorIndex))
    cursor -= 1
  }

  mutating func deleteForward() {
    guard cursor < text.count else { return }
    text.remove(at: cursorIndex)
  }

  mutating func deleteToStart() {
    text = String(text[cursorIndex...])
    cursor = 0
  }

  mutating func deleteToEnd() {
    text = String(text[..<cursorIndex])
  }

  func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber }

  func wordStart() -> Int {
    var index = cursorIndex
    while index > text.startIndex && !isWordCharacter(text[text.index(before: index)]) {
      index = text.index(before: index)
    }
    while index > text.startIndex && isWordCharacter(text[text.index(before: index)]) {
      index = text.index(before: index)
    }
    return text.distance(from: text.startIndex, to: index)
  }

  mutating func deleteWordBackward() {
    let start = wordStart()
    text.removeSubrange(text.index(text.startIndex, offsetBy: start)..<cursorIndex)
    cursor = start
  }

  mutating func moveWordForward() {
    var index = cursorIndex
    while index < text.endIndex && !isWordCharacter(text[index]) { index = text.index(after: index) }
    while index < text.endIndex && isWordCharacter(text[index]) { index = text.index(after: index) }
    cursor = text.distance(from: text.startIndex, to: index)
  }
}

let pieces = [
  "a", "Z", "7", " ", "-", "漢", "字", "é", "e", "\u{301}", "\u{308}", "👍", "🏽", "\u{200D}", "👩", "🇯", "🇵",
  "\n", "\r\n", "\t", "\u{7}", "\u{1B}", "word", "two words", "\r",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextField(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  var field = EditableText()
  var model = StringModel()
  var step = 0
  while !reader.isAtEnd {
    step += 1
    let edit = reader.next(below: 12)
    switch edit {
    case 0, 1, 2:
      let typed = (0...reader.next(below: 4)).map { _ in pieces[reader.next(below: pieces.count)] }.joined()
      field.insert(typed)
      model.insert(typed)
    case 3:
      field.deleteBackward()
      model.deleteBackward()
    case 4:
      field.deleteForward()
      model.deleteForward()
    case 5:
      field.deleteWordBackward()
      model.deleteWordBackward()
    case 6:
      field.deleteToStart()
      model.deleteToStart()
    case 7:
      field.deleteToEnd()
      model.deleteToEnd()
    case 8:
      let by = reader.next(below: 5) - 2
      field.cursor += by
      model.cursor = min(max(model.cursor + by, 0), model.text.count)
    case 9:
      field.moveWordBackward()
      model.cursor = model.wordStart()
    case 10:
      field.moveWordForward()
      model.moveWordForward()
    default:
      let end = reader.next(below: 2) == 0
      field.cursor = end ? field.characters.count : 0
      model.cursor = end ? model.text.count : 0
    }
    if field.text != model.text || field.cursor != model.cursor {
      fatalError(
        "step \(step) (edit \(edit)): the field holds \(field.text.debugDescription) with the cursor at \(field.cursor), "
          + "the string \(model.text.debugDescription) with the cursor at \(model.cursor)")
    }
    if field.characters != Array(field.text) {
      fatalError(
        "step \(step) (edit \(edit)): the field keeps \(field.characters) apart in \(field.text.debugDescription)")
    }
  }
  return 0
}

/// Turns the bytes a terminal sends into ``InputEvent``s, incrementally: input may be split
/// anywhere across reads.
///
/// Any byte string is accepted: unknown sequences are skipped, invalid UTF-8 becomes U+FFFD, and
/// every call makes progress. A lone Esc stays pending until ``flush()`` (the run loop calls it when
/// no byte followed within a short timeout), since it may start a longer sequence.
public struct InputDecoder: Sendable {
  private var pending: [UInt8] = []
  private var pasting = false
  private var paste: [UInt8] = []

  /// The longest escape sequence kept waiting for its end; longer ones are dropped as garbage.
  public static let maximumSequenceLength = 64
  /// The largest paste kept; the rest of a longer paste is dropped.
  public static let maximumPasteLength = 16 << 20

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes are waiting for more input to decide what they mean.
  public var hasPending: Bool { !pending.isEmpty || pasting }

  /// Decodes `bytes`, returning every event they complete.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    var events: [InputEvent] = []
    decode(into: &events, final: false)
    return events
  }

  /// Decodes whatever is pending as if no more bytes will come: a lone Esc becomes the Esc key,
  /// an unfinished sequence is dropped, and a paste whose end marker never came ends here with
  /// the text received, so a broken paste cannot swallow the keys that follow.
  public mutating func flush() -> [InputEvent] {
    var events: [InputEvent] = []
    decode(into: &events, final: true)
    if pasting {
      appendPaste(pending[...])
      pending.removeAll()
      events.append(.paste(String(decoding: paste, as: UTF8.self)))
      paste.removeAll()
      pasting = false
    }
    return events
  }

  private mutating func decode(into events: inout [InputEvent], final: Bool) {
    var index = 0
    let bytes = pending
    defer { pending.removeFirst(min(index, pending.count)) }
    while index < bytes.count {
      if pasting {
        if let end = find(Self.pasteEnd, in: bytes, from: index) {
          appendPaste(bytes[index..<end])
          events.append(.paste(String(decoding: paste, as: UTF8.self)))
          paste.removeAll()
          pasting = false
          index = end + Self.pasteEnd.count
          continue
        }
        // Keep a tail that may be the start of the end marker.
        let keep = min(Self.pasteEnd.count - 1, bytes.count - index)
        appendPaste(bytes[index..<(bytes.count - keep)])
        index = bytes.count - keep
        if final {
          appendPaste(bytes[index...])
          index = bytes.count
        }
        return
      }
      let byte = bytes[index]
      if byte == 0x1B {
        switch escape(bytes, at: index, final: final) {
        case .needMore:
          return
        case .consumed(let count, let event):
          if let event { events.append(event) }
          index += count
        }
        continue
      }
      if byte < 0x80 {
        events.append(.key(control(byte)))
        index += 1
        continue
      }
      let (scalar, length) = utf8Scalar(bytes, at: index)
      if length == 0 {
        if !final { return }
        events.append(.key(KeyEvent(.character("\u{FFFD}"))))
        index += 1
        continue
      }
      events.append(.key(KeyEvent(.character(Character(scalar)))))
      index += length
    }
  }

  private mutating func appendPaste(_ slice: ArraySlice<UInt8>) {
    let room = Self.maximumPasteLength - paste.count
    if room > 0 { paste.append(contentsOf: slice.prefix(room)) }
  }

  private func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    bytes[start...].firstRange(of: needle)?.lowerBound
  }

  private func control(_ byte: UInt8) -> KeyEvent {
    switch byte {
    case 0x0D, 0x0A: return KeyEvent(.enter)
    case 0x09: return KeyEvent(.tab)
    case 0x7F, 0x08: return KeyEvent(.backspace)
    case 0x00: return KeyEvent(.character(" "), modifiers: .control)
    case 0x01...0x1A: return KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
    case 0x1C...0x1F: return KeyEvent(.character(Character(Unicode.Scalar(byte + 0x18))), modifiers: .control)
    default: return KeyEvent(.character(Character(Unicode.Scalar(byte))))
    }
  }

  /// Decodes one UTF-8 scalar with the standard library's parser. Length 0 means more bytes are
  /// needed; an invalid sequence decodes as one U+FFFD for its longest invalid prefix (the
  /// "maximal subpart" Unicode recommends).
  private func utf8Scalar(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int) {
    var parser = Unicode.UTF8.ForwardParser()
    var input = bytes[index...].makeIterator()
    switch parser.parseScalar(from: &input) {
    case .valid(let encoded):
      return (Unicode.UTF8.decode(encoded), encoded.count)
    case .error(let length):
      // A lead byte whose sequence runs to the end of the input so far may still complete.
      let mayComplete = (0xC2...0xF4).contains(bytes[index]) && index + length == bytes.count
      return ("\u{FFFD}", mayComplete ? 0 : length)
    case .emptyInput:
      return ("\u{FFFD}", 0)
    }
  }

  private enum EscapeResult {
    case needMore
    case consumed(Int, InputEvent?)
  }

  private mutating func escape(_ bytes: [UInt8], at start: Int, final: Bool) -> EscapeResult {
    let available = bytes.count - start
    guard available >= 2 else {
      return final ? .consumed(1, .key(KeyEvent(.escape))) : .needMore
    }
    let second = bytes[start + 1]
    switch second {
    case UInt8(ascii: "["):
      return csi(bytes, at: start, final: final)
    case UInt8(ascii: "O"):
      guard available >= 3 else {
        return final ? .consumed(2, .key(KeyEvent(.character("O"), modifiers: .alt))) : .needMore
      }
      // SS3 R is F3; after CSI it would be a cursor position report, so only SS3 maps it.
      let final = bytes[start + 2]
      let key = final == UInt8(ascii: "R") ? .function(3) : Self.letterKey(final)
      return .consumed(3, key.map { .key(KeyEvent($0)) })
    case 0x1B:
      return .consumed(1, .key(KeyEvent(.escape)))
    default:
      if second < 0x80 {
        var event = control(second)
        event.modifiers.insert(.alt)
        return .consumed(2, .key(event))
      }
      let (scalar, length) = utf8Scalar(bytes, at: start + 1)
      if length == 0 { return final ? .consumed(1, .key(KeyEvent(.escape))) : .needMore }
      return .consumed(1 + length, .key(KeyEvent(.character(Character(scalar)), modifiers: .alt)))
    }
  }

  private mutating func csi(_ bytes: [UInt8], at start: Int, final: Bool) -> EscapeResult {
    var index = start + 2
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x40 && byte <= 0x7E { break }
      if byte < 0x20 || byte > 0x7E {
        // Not a valid sequence: drop the introducer and decode the rest as ordinary input.
        return .consumed(2, nil)
      }
      index += 1
      if index - start > Self.maximumSequenceLength { return .consumed(index - start, nil) }
    }
    guard index < bytes.count else {
      return final ? .consumed(bytes.count - start, nil) : .needMore
    }
    let finalByte = bytes[index]
    let body = bytes[(start + 2)..<index]
    let length = index - start + 1
    if body.first == UInt8(ascii: "<") {
      return .consumed(length, mouse(body.dropFirst(), release: finalByte == UInt8(ascii: "m")))
    }
    let numbers = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
      Int(String(decoding: $0.prefix(9), as: UTF8.self)) ?? 0
    }
    let first = numbers.first ?? 0
    let modifierCode = numbers.count > 1 ? numbers[1] : 1
    let modifiers = Modifiers(rawValue: UInt8(clamping: max(0, modifierCode - 1)) & 0x07)
    let key: Key?
    switch finalByte {
    case UInt8(ascii: "Z"): return .consumed(length, .key(KeyEvent(.backTab, modifiers: .shift)))
    case UInt8(ascii: "~"):
      switch first {
      case 1, 7: key = .home
      case 2: key = .insert
      case 3: key = .delete
      case 4, 8: key = .end
      case 5: key = .pageUp
      case 6: key = .pageDown
      case 11...15: key = .function(first - 10)
      case 17...21: key = .function(first - 11)
      case 23, 24: key = .function(first - 12)
      case 200:
        pasting = true
        return .consumed(length, nil)
      default: key = nil
      }
    default: key = Self.letterKey(finalByte)
    }
    return .consumed(length, key.map { .key(KeyEvent($0, modifiers: modifiers)) })
  }

  /// The key a final letter names after CSI or SS3: arrows, Home, End, F1, F2 and F4.
  private static func letterKey(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "P"): return .function(1)
    case UInt8(ascii: "Q"): return .function(2)
    case UInt8(ascii: "S"): return .function(4)
    default: return nil
    }
  }

  private func mouse(_ body: ArraySlice<UInt8>, release: Bool) -> InputEvent? {
    let numbers = body.split(separator: UInt8(ascii: ";")).map {
      Int(String(decoding: $0.prefix(9), as: UTF8.self))
    }
    guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2],
      column >= 1, row >= 1
    else { return nil }
    var modifiers: Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let position = Point(x: column - 1, y: row - 1)
    let buttonBits = code & 0b11
    let button: MouseEvent.Button = [.left, .middle, .right, .none][buttonBits]
    if code & 64 != 0 {
      guard buttonBits <= 1 else { return nil }
      return .mouse(
        MouseEvent(buttonBits == 0 ? .wheelUp : .wheelDown, button: .none, at: position, modifiers: modifiers))
    }
    if code & 32 != 0 {
      return .mouse(MouseEvent(button == .none ? .move : .drag, button: button, at: position, modifiers: modifiers))
    }
    return .mouse(MouseEvent(release ? .release : .press, button: button, at: position, modifiers: modifiers))
  }
}

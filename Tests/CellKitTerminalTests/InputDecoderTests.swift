import CellKitTerminal
import Foundation
import Testing

@Suite("Input decoder")
struct InputDecoderTests {
  static let table: [(String, [UInt8], [InputEvent])] = [
    (
      "text", Array("aé😀".utf8),
      [.key(KeyEvent(.character("a"))), .key(KeyEvent(.character("é"))), .key(KeyEvent(.character("😀")))]
    ),
    (
      "arrows", Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8),
      [.key(KeyEvent(.up)), .key(KeyEvent(.down)), .key(KeyEvent(.right)), .key(KeyEvent(.left))]
    ),
    ("application arrows", Array("\u{1B}OA\u{1B}OD".utf8), [.key(KeyEvent(.up)), .key(KeyEvent(.left))]),
    (
      "home end", Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~".utf8),
      [.key(KeyEvent(.home)), .key(KeyEvent(.end)), .key(KeyEvent(.home)), .key(KeyEvent(.end))]
    ),
    ("pages", Array("\u{1B}[5~\u{1B}[6~".utf8), [.key(KeyEvent(.pageUp)), .key(KeyEvent(.pageDown))]),
    (
      "tab and back tab", Array("\t\u{1B}[Z".utf8), [.key(KeyEvent(.tab)), .key(KeyEvent(.backTab, modifiers: .shift))]
    ),
    (
      "enter backspace delete", Array("\r\u{7F}\u{1B}[3~".utf8),
      [.key(KeyEvent(.enter)), .key(KeyEvent(.backspace)), .key(KeyEvent(.delete))]
    ),
    (
      "ctrl letters", [0x01, 0x03, 0x1A],
      [
        .key(KeyEvent(.character("a"), modifiers: .control)), .key(KeyEvent(.character("c"), modifiers: .control)),
        .key(KeyEvent(.character("z"), modifiers: .control)),
      ]
    ),
    ("alt letter", Array("\u{1B}x".utf8), [.key(KeyEvent(.character("x"), modifiers: .alt))]),
    (
      "function keys", Array("\u{1B}OP\u{1B}[15~\u{1B}[24~".utf8),
      [.key(KeyEvent(.function(1))), .key(KeyEvent(.function(5))), .key(KeyEvent(.function(12)))]
    ),
    (
      "modifiers", Array("\u{1B}[1;5A\u{1B}[1;2C\u{1B}[5;3~".utf8),
      [
        .key(KeyEvent(.up, modifiers: .control)), .key(KeyEvent(.right, modifiers: .shift)),
        .key(KeyEvent(.pageUp, modifiers: .alt)),
      ]
    ),
    (
      "mouse press and release", Array("\u{1B}[<0;12;5M\u{1B}[<0;12;5m".utf8),
      [.mouse(MouseEvent(.press, at: Point(x: 11, y: 4))), .mouse(MouseEvent(.release, at: Point(x: 11, y: 4)))]
    ),
    (
      "mouse wheel and drag", Array("\u{1B}[<64;1;1M\u{1B}[<65;2;3M\u{1B}[<32;4;4M".utf8),
      [
        .mouse(MouseEvent(.wheelUp, button: .none, at: Point(x: 0, y: 0))),
        .mouse(MouseEvent(.wheelDown, button: .none, at: Point(x: 1, y: 2))),
        .mouse(MouseEvent(.drag, at: Point(x: 3, y: 3))),
      ]
    ),
    (
      "right button with ctrl", Array("\u{1B}[<18;3;3M".utf8),
      [.mouse(MouseEvent(.press, button: .right, at: Point(x: 2, y: 2), modifiers: .control))]
    ),
    (
      "bracketed paste", Array("\u{1B}[200~hello\u{1B}[A world\u{1B}[201~x".utf8),
      [.paste("hello\u{1B}[A world"), .key(KeyEvent(.character("x")))]
    ),
    (
      "invalid UTF-8", [0xFF, 0x41, 0xC3, 0x28],
      [
        .key(KeyEvent(.character("\u{FFFD}"))), .key(KeyEvent(.character("A"))), .key(KeyEvent(.character("\u{FFFD}"))),
        .key(KeyEvent(.character("("))),
      ]
    ),
    (
      "a truncated four-byte sequence is one U+FFFD, then the next character",
      [0xF0, 0x9F, 0x41, 0xE2, 0x82, 0xAC],
      [.key(KeyEvent(.character("\u{FFFD}"))), .key(KeyEvent(.character("A"))), .key(KeyEvent(.character("€")))]
    ),
    (
      "Alt with a character outside ASCII", Array("\u{1B}é".utf8),
      [.key(KeyEvent(.character("é"), modifiers: .alt))]
    ),
    (
      "a character cut off by the end of the input is one U+FFFD", [0x41, 0xC3],
      [.key(KeyEvent(.character("A"))), .key(KeyEvent(.character("\u{FFFD}")))]
    ),
    ("unknown sequence skipped", Array("\u{1B}[99xq".utf8), [.key(KeyEvent(.character("q")))]),
  ]

  @Test("A key's name, as --keys takes it, gives back the key, in any case; other names give nil")
  func keysByName() {
    let keys: [Key] =
      [
        .enter, .tab, .backTab, .escape, .backspace, .delete, .insert, .up, .down, .left, .right, .home, .end,
        .pageUp, .pageDown, .character(" "), .character("q"), .character("é"), .character("+"),
      ] + (1...12).map { Key.function($0) }
    for key in keys {
      #expect(Key(named: key.description) == key)
      #expect(Key(named: key.description.uppercased()) == key || key.description.count == 1)
    }
    #expect(Key(named: "pagedown") == .pageDown)
    #expect(Key(named: "shift-tab") == .backTab)
    #expect(Key(named: "f7") == .function(7))
    #expect(Key(named: "Q") == .character("Q"), "one character is that character, case kept")
    for name in ["", "Foo", "F0", "F13", "Fx", "F+5", "F05", "Enter,Down", "Ctrl-C"] {
      #expect(Key(named: name) == nil, "\(name) names no key")
    }
  }

  @Test("Byte sequences decode to events", arguments: table.indices)
  func decodes(_ index: Int) {
    let (name, bytes, expected) = Self.table[index]
    var decoder = InputDecoder()
    let events = decoder.feed(bytes) + decoder.flush()
    #expect(events == expected, "\(name)")
  }

  @Test("Input split at every byte decodes the same", arguments: table.indices)
  func splitReads(_ index: Int) {
    let (name, bytes, expected) = Self.table[index]
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for byte in bytes { events += decoder.feed([byte]) }
    events += decoder.flush()
    #expect(events == expected, "\(name)")
  }

  @Test("A paste whose end never came is given at the timeout, and the keys after it are keys again")
  func brokenPasteEnds() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~half a paste".utf8)).isEmpty)
    #expect(decoder.flush() == [.paste("half a paste")])
    #expect(decoder.feed(Array("q".utf8)) == [.key(KeyEvent(.character("q")))])
  }

  @Test("A lone Esc waits for the timeout, then is the Esc key")
  func loneEscape() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.key(KeyEvent(.escape))])
    #expect(!decoder.hasPending)
  }

  /// Seeded so that a failure can be replayed: `CELLKIT_DECODER_SEED=<seed> swift test --filter randomBytes`.
  @Test(
    "100,000 random byte strings decode without a crash, a hang or an unbounded buffer",
    arguments: [ProcessInfo.processInfo.environment["CELLKIT_DECODER_SEED"].flatMap(UInt64.init) ?? 20_261_130])
  func randomBytes(seed start: UInt64) {
    var seed = start
    var decoder = InputDecoder()
    let alphabet: [UInt8] = Array("\u{1B}[O<;0123456789~MmABCDHFZP".utf8) + [0xC3, 0xE2, 0xF0, 0x80, 0xFF, 0x00, 0x7F]
    for _ in 0..<100_000 {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      let length = Int(seed >> 59) + 1
      var bytes: [UInt8] = []
      for i in 0..<length {
        let pick = (seed >> UInt64((i * 7) % 56)) & 0xFF
        bytes.append(pick < 200 ? alphabet[Int(pick) % alphabet.count] : UInt8(truncatingIfNeeded: pick))
      }
      _ = decoder.feed(bytes)
      if seed & 7 == 0 { _ = decoder.flush() }
    }
    _ = decoder.feed(Array("\u{1B}[201~".utf8))
    _ = decoder.flush()
    #expect(decoder.feed(Array("z".utf8)) == [.key(KeyEvent(.character("z")))], "seed \(start)")
  }
}

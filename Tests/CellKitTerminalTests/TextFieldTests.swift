import CellKit
import CellKitFixtures
import CellKitTesting
import Foundation
import Testing

@testable import CellKitTerminal

@MainActor
@Suite("Text field")
struct TextFieldTests {
  /// A field alone on a screen, focused, logging its events.
  @MainActor
  final class Screen {
    let field: TextField
    let pilot: Pilot
    var events: [String] = []

    init(_ text: String = "", placeholder: String = "", width: Int = 12) {
      field = TextField(text, placeholder: placeholder)
      let root = VStack(field)
      pilot = Pilot(rootView: root, size: Size(width: width, height: 1))
      for (event, name) in [
        (ControlEvents.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end"),
        (.editingDidEndOnExit, "exit"), (.primaryActionTriggered, "primary"),
      ] {
        field.on(event) { [unowned self] field in events.append("\(name) \(field.text)") }
      }
      pilot.application.focus(field)
    }
  }

  @Test("Tab and Shift-Tab move the keyboard between the fields of a screen, round and round")
  func tabRing() {
    let name = TextField(placeholder: "name")
    let email = TextField(placeholder: "email")
    let pilot = Pilot(rootView: VStack(name, email), size: Size(width: 30, height: 2))
    pilot.application.focus(name)
    pilot.press(.tab)
    #expect(pilot.application.focusedView === email)
    pilot.press(.tab)
    #expect(pilot.application.focusedView === name, "Tab from the last goes round to the first")
    pilot.press(.backTab)
    #expect(pilot.application.focusedView === email)
  }

  @Test("Typing inserts at the cursor and sends one editingChanged per key; the screen shows the cursor")
  func typing() {
    let screen = Screen()
    screen.pilot.type("cat")
    screen.pilot.press(.left)
    screen.pilot.press(.left)
    screen.pilot.type("h")
    #expect(screen.field.text == "chat")
    #expect(screen.field.cursorPosition == 2)
    #expect(screen.events == ["begin ", "changed c", "changed ca", "changed cat", "changed chat"])
    #expect(screen.pilot.screen == ["chat"])
    #expect(screen.pilot.application.currentFrame[2, 0].style.attributes.contains(.reverse))
  }

  @Test("Keys typed ahead, in one read, are one edit; any other key sends it first, in order")
  func typedAhead() {
    let screen = Screen()
    screen.pilot.send(bytes: Array("grace\u{7f}e".utf8))
    #expect(screen.events == ["begin ", "changed grace"])
    screen.events = []
    // Left ends the edit before it moves the cursor; Enter sees the edit sent before it.
    screen.pilot.send(bytes: Array("ab".utf8) + [0x1B, 0x5B, 0x44] + Array("c\r".utf8))
    #expect(screen.events == ["changed graceab", "changed graceacb", "exit graceacb", "primary graceacb"])
    #expect(screen.field.text == "graceacb")
  }

  @Test("Editing keys: Backspace, Delete, Home, End, word moves, Ctrl-W, Ctrl-U and Ctrl-K")
  func editingKeys() {
    let screen = Screen("hello big world", width: 20)
    screen.pilot.press(.backspace)
    #expect(screen.field.text == "hello big worl")
    screen.pilot.press(.home)
    screen.pilot.press(.delete)
    #expect(screen.field.text == "ello big worl")
    screen.pilot.press(.right, modifiers: .alt)
    #expect(screen.field.cursorPosition == 4)
    screen.pilot.press(.end)
    screen.pilot.press(.character("w"), modifiers: .control)
    #expect(screen.field.text == "ello big ")
    screen.pilot.press(.left, modifiers: .control)
    screen.pilot.press(.character("k"), modifiers: .control)
    #expect(screen.field.text == "ello ")
    screen.pilot.press(.character("u"), modifiers: .control)
    #expect(screen.field.text.isEmpty)
    screen.pilot.press(.backspace)
    #expect(screen.events.filter { $0.hasPrefix("changed") }.count == 5, "an edit that changes nothing sends nothing")
  }

  @Test("Wide characters take two columns and combining marks none; the cursor steps one character")
  func wideAndCombining() {
    let screen = Screen()
    screen.pilot.type("日本e\u{301}!")
    #expect(screen.field.text == "日本é!")
    #expect(screen.field.text.count == 4)
    #expect(screen.pilot.screen == ["日本é!"])
    screen.pilot.press(.left)
    screen.pilot.press(.left)
    screen.pilot.press(.backspace)
    #expect(screen.field.text == "日é!")
    #expect(screen.pilot.screen == ["日é!"])
  }

  @Test("Paste inserts at the cursor in one edit; line breaks become spaces and control characters go")
  func paste() {
    let screen = Screen("ab")
    screen.pilot.press(.left)
    screen.pilot.application.handle(.paste("one\ntwo\u{7}"))
    #expect(screen.field.text == "aone twob")
    #expect(screen.events.last == "changed aone twob")
    #expect(screen.events.filter { $0.hasPrefix("changed") }.count == 1)
  }

  @Test("Paste on a list with no text field is dropped, not typed as key commands")
  func pasteElsewhere() {
    let table = TableView()
    let pilot = Pilot(rootView: table, size: Size(width: 20, height: 3))
    var quits = 0
    pilot.application.addKeyCommand(.character("q")) { quits += 1 }
    pilot.application.handle(.paste("q"))
    #expect(quits == 0)
  }

  @Test("A long text scrolls to keep the cursor in view, both ways")
  func scrolling() {
    let screen = Screen(width: 6)
    screen.pilot.type("abcdefghij")
    #expect(screen.pilot.screen == ["fghij"])
    screen.pilot.press(.home)
    #expect(screen.pilot.screen == ["abcdef"])
  }

  @Test("The placeholder shows, dim, while the field is empty")
  func placeholder() {
    let screen = Screen(placeholder: "Filter", width: 10)
    #expect(screen.pilot.screen == [" Filter"])
    #expect(screen.pilot.application.currentFrame[1, 0].style.attributes.contains(.dim))
    screen.pilot.type("x")
    #expect(screen.pilot.screen == ["x"])
  }

  @Test("Enter sends editingDidEndOnExit and the primary action; losing the focus sends editingDidEnd")
  func enterAndEnd() {
    let screen = Screen("go")
    let other = Button("Other")
    screen.pilot.application.rootView.addSubview(other)
    screen.pilot.press(.enter)
    screen.pilot.application.focus(other)
    #expect(screen.events == ["begin go", "exit go", "primary go", "end go"])
  }

  @Test("A click into a field with half-typed text focuses it and sends nothing else: Enter sends, not the click")
  func clickIsNotEnter() throws {
    let field = TextField(placeholder: "message")
    let other = TextField(placeholder: "search")
    let pilot = Pilot(rootView: VStack(field, other), size: Size(width: 20, height: 2))
    var events: [String] = []
    for (event, name) in [
      (ControlEvents.editingDidBegin, "begin"), (.editingDidEndOnExit, "exit"), (.primaryActionTriggered, "send"),
    ] {
      field.on(event) { field in events.append("\(name) \(field.text)") }
    }
    pilot.application.focus(field)
    pilot.type("hal")
    pilot.application.focus(other)
    events.removeAll()
    pilot.click(at: Point(x: 1, y: 0))
    #expect(pilot.application.focusedView === field)
    #expect(events == ["begin hal"])
    #expect(field.text == "hal")
    pilot.press(.enter)
    #expect(events == ["begin hal", "exit hal", "send hal"])
  }

  @Test("A text field in a row sends its cell's action with the row's current index path as the text changes")
  func inACell() {
    final class NoteCell: TableCell, ActionCell {
      enum Action: CellAction { case noteEdited(String) }
      let note = TextField()
      override func cellDidLoad() {
        note.sends(from: self) { field in .noteEdited(field.text) }
        contentView.add(note)
      }
    }
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    list.cell(NoteCell.self) { _, _, _ in }
    list.apply(Snapshot([("notes", ["first", "second"])]))
    var edits: [String] = []
    list.on(NoteCell.Action.noteEdited) { context, text in edits.append("\(context.item) \(text)") }
    let pilot = Pilot(rootView: table, size: Size(width: 20, height: 3))
    pilot.application.focus(table)
    pilot.press(.down)
    pilot.type("hi")
    pilot.application.handle(.paste("!"))
    #expect(edits == ["second h", "second hi", "second hi!"])
  }

  /// A cell with a field for a note, in a list of `count` names, in a table or a grid.
  @MainActor
  final class Notes {
    final class NoteCell: TableCell, ActionCell {
      enum Action: CellAction { case noteEdited(String) }
      let name = Label()
      let note = TextField()
      override func cellDidLoad() {
        note.sends(from: self) { field in .noteEdited(field.text) }
        contentView.add(name, note)
      }
    }
    let table = TableView()
    let grid = CollectionView(layout: .grid(columns: 1, itemHeight: 1, spacing: 0))
    let list: ListAdapter<String, String>
    let pilot: Pilot
    var edits: [String] = []

    init(count: Int, inGrid: Bool) {
      list = inGrid ? ListAdapter(grid) : ListAdapter(table)
      list.cell(NoteCell.self) { cell, name, _ in cell.name.text = name }
      list.apply(Snapshot([("notes", (0..<count).map { "name \($0)" })]))
      pilot = Pilot(rootView: inGrid ? grid : table, size: Size(width: 30, height: 4))
      list.on(NoteCell.Action.noteEdited) { [unowned self] context, text in edits.append("\(context.item) \(text)") }
      pilot.application.focus(inGrid ? grid : table)
    }

    func cell(showing name: String) -> NoteCell? {
      _ = pilot.screen
      return (table.visibleCells + grid.visibleCells).compactMap { $0 as? NoteCell }.first { $0.name.text == name }
    }
  }

  @Test(
    "A field in a row focused by the app moves the table's or grid's focus to that row, which stays on screen as the list changes",
    arguments: [false, true])
  func focusedByTheApp(inGrid: Bool) throws {
    let notes = Notes(count: 20, inGrid: inGrid)
    notes.pilot.press(.home)
    for _ in 0..<6 { notes.pilot.scroll(3, at: Point(x: 1, y: 1)) }
    _ = notes.pilot.screen
    let field = try #require(notes.cell(showing: "name 18")?.note)
    notes.pilot.application.focus(field)
    #expect((inGrid ? notes.grid.focusedIndexPath : notes.table.focusedIndexPath) == IndexPath(row: 18, section: 0))
    #expect(
      notes.pilot.application.focusedView === (inGrid ? notes.grid : notes.table), "as a click, the host has the keys")
    var snapshot = notes.list.snapshot
    snapshot.appendItems(["name 20"], toSectionAt: 0)
    notes.list.apply(snapshot)
    notes.pilot.type("x")
    #expect(notes.edits == ["name 18 x"])
  }

  @Test(
    "A row whose field has the keyboard, scrolled away and its cell reused, gives the keyboard back: no key reaches another row",
    arguments: [false, true])
  func scrolledAway(inGrid: Bool) throws {
    let notes = Notes(count: 40, inGrid: inGrid)
    let field = try #require(notes.cell(showing: "name 1")?.note)
    notes.pilot.application.focus(field)
    notes.pilot.type("a")
    for _ in 0..<4 { notes.pilot.scroll(3, at: Point(x: 1, y: 1)) }
    #expect(notes.cell(showing: "name 1") == nil, "the row scrolled away")
    #expect(notes.pilot.application.focusedView === (inGrid ? notes.grid : notes.table))
    notes.pilot.type("b")
    #expect(notes.edits == ["name 1 a"], "the key after the scroll reached no row's field")
  }

  nonisolated static var seeds: [UInt64] { modelSeeds(20) }

  @Test("Random edits agree with a plain string model", arguments: seeds)
  func randomEdits(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var text = EditableText()
    var model: [Character] = []
    var cursor = 0
    let alphabet: [String] = ["a", "b", " ", "日", "e\u{301}", "👍🏽", "\n", "\u{1}", "xy z"]
    for step in 0..<400 {
      switch Int.random(in: 0..<9, using: &random) {
      case 0, 1:
        let piece = alphabet.randomElement(using: &random)!
        text.insert(piece)
        let kept = piece.compactMap { $0 == "\n" ? " " : ($0 == "\u{1}" ? nil : $0) }
        model.insert(contentsOf: kept, at: cursor)
        cursor += kept.count
      case 2:
        text.deleteBackward()
        if cursor > 0 {
          model.remove(at: cursor - 1)
          cursor -= 1
        }
      case 3:
        text.deleteForward()
        if cursor < model.count { model.remove(at: cursor) }
      case 4:
        let position = Int.random(in: -2...(model.count + 2), using: &random)
        text.cursor = position
        cursor = min(max(position, 0), model.count)
      case 5:
        text.deleteToStart()
        model.removeSubrange(0..<cursor)
        cursor = 0
      case 6:
        text.deleteToEnd()
        model.removeSubrange(cursor...)
      case 7:
        text.deleteWordBackward()
        var start = cursor
        while start > 0 && !(model[start - 1].isLetter || model[start - 1].isNumber) { start -= 1 }
        while start > 0 && (model[start - 1].isLetter || model[start - 1].isNumber) { start -= 1 }
        model.removeSubrange(start..<cursor)
        cursor = start
      default:
        text.moveWordForward()
        while cursor < model.count && !(model[cursor].isLetter || model[cursor].isNumber) { cursor += 1 }
        while cursor < model.count && (model[cursor].isLetter || model[cursor].isNumber) { cursor += 1 }
      }
      #expect(text.characters == model, "seed \(seed), step \(step)")
      #expect(text.cursor == cursor, "seed \(seed), step \(step)")
    }
  }

  @Test(
    "Characters that join are one character: a mark typed after a letter, a flag's halves typed or brought together")
  func joiningCharacters() {
    var text = EditableText("caf")
    text.insert("e")
    text.insert("\u{301}")
    #expect(text.characters == Array("café") && text.cursor == 4)
    text.deleteBackward()
    #expect(text.text == "caf" && text.cursor == 3)

    text = EditableText("\u{1F1EF}a\u{1F1F5}")
    text.cursor = 1
    text.deleteForward()
    #expect(text.characters == ["\u{1F1EF}\u{1F1F5}"] && text.cursor == 1)

    text = EditableText("\u{1F1EF}")
    text.insert("\u{1F1F5}")
    #expect(text.characters == ["\u{1F1EF}\u{1F1F5}"] && text.cursor == 1)
  }
}

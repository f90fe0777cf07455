@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import CellKitTerminal
import Foundation
import Testing

/// A column of notes that fits its content: the third kind of width.
final class NoteCell: TableCell, Reusable {
  let note = Label()
  override func cellDidLoad() { contentView.add(note) }
}

/// The task table of ``TaskTableScreen`` as a user has it in their hands: sections they collapse,
/// a Star button column and a fitting Note column besides Done's switch, handlers that apply the
/// change they were told of, and everything the user does done with keys, clicks and drags.
@MainActor
final class HandsTable {
  let screen: TaskTableScreen
  var model = TaskTableModel()
  /// What reached the app, one line per event: "done Title", "star Title", "select Title".
  var heard: [String] = []

  init(size: Size) {
    screen = TaskTableScreen([], size: size)
    let list = screen.list
    list.allowsCollapsingSections = true
    list.headerTitle { section, _ in "Section \(section)" }
    list.columns[0].width = .flexible(minimum: 10)
    list.columns += [
      ListColumn("star", "Star", width: .fixed(7)),
      ListColumn("note", "Note", width: .fitting(minimum: 4, maximum: 12), sortedBy: \.id),
    ]
    list.cell(StarCell.self, column: "star") { _, _, _ in }
    list.cell(NoteCell.self, column: "note") { cell, task, _ in cell.note.text = "n\(task.id)" }
    // The app applies what the user did, from inside the handler.
    list.on(TaskDoneCell.Action.self) { [unowned self] context in
      guard case .doneToggled(let isOn) = context.action else { return }
      heard.append("done \(context.item.title)")
      let section = context.indexPath.section
      guard let row = model.items[section].firstIndex(where: { $0.id == context.item.id }) else { return }
      model.items[section][row].isDone = isOn
      list.apply(model.snapshot)
    }
    list.on(StarCell.Action.starTapped) { [unowned self] context in heard.append("star \(context.item.title)") }
    list.onSelect { [unowned self] task, _ in heard.append("select \(task.title)") }
    list.onDeselect { [unowned self] task, _ in heard.append("deselect \(task.title)") }
  }

  var table: TableView { screen.table }
  var pilot: Pilot { screen.pilot }
}

@MainActor
@Suite("A data table in a user's hands, against its screen's invariants")
struct DataTableHandsModelTests {
  @Test("seeded keys, clicks and drags over headers, separators and cells", arguments: modelSeeds(20))
  func randomHands(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var size = Size(width: 44, height: 12)
    let hands = HandsTable(size: size)
    for _ in 0..<8 { DataTableHandsModelTests.edit(&hands.model, &random) }
    hands.screen.list.apply(hands.model.snapshot)
    for step in 0..<200 {
      let context = "seed \(seed), step \(step)"
      var action = ""
      let before = Expectation(hands)
      switch Int.random(in: 0..<20, using: &random) {
      case 0..<9:
        let (key, modifiers) = Self.keys.randomElement(using: &random)!
        action = "\(modifiers.isEmpty ? "" : "\(modifiers) ")\(key)"
        hands.heard = []
        hands.pilot.press(key, modifiers: modifiers)
        before.check(after: key, modifiers: modifiers, hands, context + " (\(action))")
      case 9..<12:
        let point = Point(
          x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random))
        action = "click \(point)"
        hands.pilot.click(at: point)
      case 12:
        // A drag of a separator of the header row.
        guard let frame = hands.table.columnFrames.randomElement(using: &random) else { break }
        let x = 2 + frame.x + frame.width - hands.table.horizontalOffset
        let to = x + Int.random(in: -20...20, using: &random)
        action = "drag \(frame.id) from \(x) to \(to)"
        hands.pilot.send(.mouse(MouseEvent(.press, at: Point(x: x, y: 0))))
        hands.pilot.send(.mouse(MouseEvent(.drag, at: Point(x: (x + to) / 2, y: 0))))
        hands.pilot.send(.mouse(MouseEvent(.drag, at: Point(x: max(0, to), y: 0))))
        hands.pilot.send(.mouse(MouseEvent(.release, at: Point(x: max(0, to), y: 0))))
      case 13:
        action = "cursor"
        hands.table.cursor = hands.table.cursor == .row ? .cell : .row
      case 14:
        action = "freeze"
        hands.table.freezesFirstColumn.toggle()
      case 15:
        action = "sort, filter or collapse"
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          let columns: [ColumnID] = [.title, .done, .priority].shuffled(using: &random)
          hands.screen.list.sortOrder = columns.prefix(Int.random(in: 0...2, using: &random)).map {
            SortKey($0, ascending: Bool.random(using: &random))
          }
        case 1:
          let minimum = Bool.random(using: &random) ? nil : Int.random(in: 0...4, using: &random)
          hands.model.minimumPriority = minimum
          if let minimum {
            hands.screen.list.filter = { $0.priority >= minimum }
          } else {
            hands.screen.list.filter = nil
          }
        default:
          let section = hands.model.sections.randomElement(using: &random)!
          if hands.screen.list.isCollapsed(section) {
            hands.screen.list.expand(section)
          } else {
            hands.screen.list.collapse(section)
          }
        }
      case 16:
        action = "columns shown again"
        for index in hands.screen.list.columns.indices { hands.screen.list.columns[index].isHidden = false }
      case 17:
        size = Size(width: Int.random(in: 24...70, using: &random), height: Int.random(in: 6...16, using: &random))
        action = "resize to \(size)"
        hands.pilot.resize(to: size)
      default:
        action = "edit"
        Self.edit(&hands.model, &random)
        hands.screen.list.apply(hands.model.snapshot)
      }
      guard Self.checkInvariants(hands, context + " (\(action))") else { return }
    }
  }

  static let keys: [(Key, Modifiers)] = [
    (.up, []), (.down, []), (.left, []), (.right, []), (.tab, []), (.backTab, []), (.enter, []),
    (.character(" "), []), (.home, []), (.end, []), (.pageUp, []), (.pageDown, []), (.left, .shift),
    (.right, .shift), (.left, .alt), (.right, .alt), (.character("-"), []), (.up, []), (.down, []),
  ]

  /// Inserts, deletes, moves or changes a task, as ``ColumnsModelTests`` does.
  static func edit(_ model: inout TaskTableModel, _ random: inout SeededRandom) {
    ColumnsModelTests().edit(&model, &random)
  }

  /// What a key is expected to do, read from the screen before it is pressed.
  struct Expectation {
    var headerColumn: ColumnID?
    var sortOrder: [SortKey]
    var focusedTitle: String?
    var control: ControlView?
    var focusedHeaderSection: Int?
    var collapsed: Bool?

    @MainActor
    init(_ hands: HandsTable) {
      _ = hands.pilot.screen
      headerColumn = hands.table.focusedColumnHeader
      sortOrder = hands.screen.list.sortOrder
      focusedTitle = hands.screen.list.focusedItem?.title
      control = hands.table.focusedControl
      focusedHeaderSection = hands.table.focusedHeaderSection
      collapsed = focusedHeaderSection.map { hands.screen.list.isCollapsed(hands.screen.list.snapshot.sections[$0]) }
    }

    /// Enter and Space act on what was highlighted; Up on the header row stays there.
    @MainActor
    func check(after key: Key, modifiers: Modifiers, _ hands: HandsTable, _ context: String) {
      _ = hands.pilot.screen
      if key == .up, modifiers.isEmpty, let headerColumn {
        #expect(hands.table.focusedColumnHeader == headerColumn, "\(context): Up left the header row")
      }
      guard modifiers.isEmpty, key == .enter || key == .character(" ") else { return }
      if let headerColumn {
        let sortable = hands.screen.list.column(headerColumn)?.isSortable == true
        #expect(
          !sortable || hands.screen.list.sortOrder.first?.column == headerColumn,
          "\(context): Enter on the \(headerColumn) header sorted by \(hands.screen.list.sortOrder)")
        #expect(hands.heard.isEmpty, "\(context): Enter on a header reached the app: \(hands.heard)")
      } else if let section = focusedHeaderSection, let collapsed {
        let now = hands.screen.list.isCollapsed(hands.screen.list.snapshot.sections[section])
        #expect(now != collapsed, "\(context): Enter on a section header did not toggle it")
      } else if let focusedTitle {
        let expected =
          switch control {
          case is Switch: "done \(focusedTitle)"
          case is Button: "star \(focusedTitle)"
          default: "select \(focusedTitle)"
          }
        // A selection replacing another is told after the deselection.
        #expect(hands.heard.last == expected, "\(context): Enter on \(focusedTitle) reached \(hands.heard)")
      }
    }
  }

  /// The screen's invariants: one focus mark, on a visible focused row; one highlighted control or
  /// cell; the header's separators where every row's are; no column narrower than its minimum; the
  /// rows the model says.
  static func checkInvariants(_ hands: HandsTable, _ context: String) -> Bool {
    let lines = hands.pilot.screen
    let table = hands.table
    var ok = true
    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition {
        ok = false
        Issue.record("\(context): \(message())\n\(lines.joined(separator: "\n"))")
      }
    }
    let marks = lines.indices.filter { lines[$0].hasPrefix("›") }
    expect(marks.count <= 1, "\(marks.count) focus marks")
    if let focused = table.focusedIndexPath, table.isFocused {
      let cell = table.cellForRow(at: focused)
      expect(cell != nil, "the focused row \(focused) is not on screen")
      if let cell {
        expect(
          cell.frame.minY >= (table.columnFrames.isEmpty ? 0 : 1) && cell.frame.maxY <= table.frame.height,
          "the focused row \(focused) is out of view at \(cell.frame)")
        expect(marks == [cell.frame.minY], "the focus mark is on lines \(marks), the focused row on \(cell.frame.minY)")
      }
    }
    // One highlight at most: a control, a cell, or a header.
    var runs: [(y: Int, range: Range<Int>)] = []
    for y in lines.indices {
      runs += reversedRuns(hands.pilot, line: y, width: hands.pilot.application.size.width).map { (y, $0) }
    }
    expect(runs.count <= 1, "\(runs.count) highlights: \(runs)")
    // The separators line up.
    if !table.columnFrames.isEmpty, let header = lines.first {
      // The scroll indicator's track, in the last column, is not a separator.
      let edge = hands.pilot.application.size.width - 1
      let columns = separatorColumns(header).filter { $0 < edge }
      for cell in table.visibleCells where cell.frame.minY < lines.count {
        let line = separatorColumns(lines[cell.frame.minY]).filter { $0 < edge }
        expect(line == columns, "line \(cell.frame.minY) has separators \(line), the header \(columns)")
      }
    }
    // No column narrower than its rule's minimum.
    for frame in table.columnFrames {
      let minimum = hands.screen.list.column(frame.id).map { Int($0.width.minimum.rounded(.up)) } ?? 1
      expect(frame.width >= minimum, "\(frame.id) is \(frame.width) wide, its minimum \(minimum)")
    }
    // The rows the model shows, in its order.
    var model = hands.model
    model.sortOrder = hands.screen.list.sortOrder
    model.collapsed = Set(model.sections.filter(hands.screen.list.isCollapsed))
    let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    expect(counts == model.shown.map(\.count), "rows \(counts), the model \(model.shown.map(\.count))")
    return ok
  }
}

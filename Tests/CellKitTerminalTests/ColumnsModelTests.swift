@_spi(CellKitPlatform) import CellKit
import CellKitTerminal
import Foundation
import Testing

/// A model of a task table with columns: the snapshot, the sort order, the filter and the
/// collapsed sections, from which the rows shown and what a click on a row's Done switch reaches
/// are computed.
@MainActor
struct TaskTableModel {
  var sections = ["A", "B"]
  var items: [[TaskRow]] = [[], []]
  var sortOrder: [SortKey] = []
  var minimumPriority: Int?
  var collapsed = Set<String>()
  var nextID = 1

  var snapshot: Snapshot<String, TaskRow> { Snapshot(Array(zip(sections, items))) }

  static func increasing(_ column: ColumnID) -> (TaskRow, TaskRow) -> Bool {
    switch column {
    case .title: { $0.title < $1.title }
    case .done: { !$0.isDone && $1.isDone }
    default: { $0.priority < $1.priority }
    }
  }

  /// Whether `lhs` comes before `rhs` in the sort order.
  func precedes(_ lhs: TaskRow, _ rhs: TaskRow) -> Bool {
    for key in sortOrder {
      let increasing = Self.increasing(key.column)
      let (a, b) = key.isAscending ? (lhs, rhs) : (rhs, lhs)
      if increasing(a, b) { return true }
      if increasing(b, a) { return false }
    }
    return false
  }

  /// The rows shown, by section, with each row's place in the snapshot.
  var shown: [[(row: Int, task: TaskRow)]] {
    zip(sections, items).map { section, tasks in
      guard !collapsed.contains(section) else { return [] }
      let kept = tasks.enumerated().filter { minimumPriority == nil || $0.element.priority >= minimumPriority! }
      // The standard library's sort is stable: ties keep the snapshot's order.
      return kept.sorted { precedes($0.element, $1.element) }.map { ($0.offset, $0.element) }
    }
  }
}

/// A column's cell with a button: a second control, in another column than Done.
final class StarCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case starTapped }
  let star = Button("★")
  override func cellDidLoad() {
    star.sends(.starTapped, from: self)
    contentView.add(star)
  }
}

@MainActor
@Suite("Tables with columns against a model")
struct ColumnsModelTests {
  @Test("random sorts, filters, collapses, column changes, snapshots and Done clicks", arguments: 0..<8)
  func randomSteps(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var model = TaskTableModel()
    let screen = TaskTableScreen([], size: Size(width: 60, height: 60))
    screen.list.allowsCollapsingSections = true
    screen.list.headerTitle { section, _ in section }
    // A fourth column, with a button: clicks land in the Done column or this one.
    screen.list.columns += [ListColumn("star", "Star", width: .fixed(7))]
    screen.list.cell(StarCell.self, column: "star") { _, _, _ in }
    var stars: [(indexPath: IndexPath, title: String, column: ColumnID?)] = []
    screen.list.on(StarCell.Action.starTapped) { context in
      stars.append((context.indexPath, context.item.title, context.column))
    }
    screen.list.apply(model.snapshot)
    for step in 0..<150 {
      let context = "seed \(seed), step \(step)"
      switch Int.random(in: 0..<8, using: &random) {
      case 0:
        let columns: [ColumnID] = [.title, .done, .priority].shuffled(using: &random)
        model.sortOrder = columns.prefix(Int.random(in: 0...2, using: &random)).map {
          SortKey($0, ascending: Bool.random(using: &random))
        }
        screen.list.sortOrder = model.sortOrder
      case 1:
        model.minimumPriority = Bool.random(using: &random) ? nil : Int.random(in: 0...4, using: &random)
        if let minimum = model.minimumPriority {
          screen.list.filter = { $0.priority >= minimum }
        } else {
          screen.list.filter = nil
        }
      case 2:
        let section = model.sections.randomElement(using: &random)!
        if model.collapsed.remove(section) != nil {
          screen.list.expand(section)
        } else {
          model.collapsed.insert(section)
          screen.list.collapse(section)
        }
      case 3:
        // The user resizes or hides a column, or shows it again; the title column stays.
        var columns = screen.list.columns
        let index = Int.random(in: 1..<columns.count, using: &random)
        if Bool.random(using: &random) {
          columns[index].resizedWidth = Double(Int.random(in: 4...12, using: &random))
        } else {
          columns[index].isHidden.toggle()
        }
        screen.list.columns = columns
      case 4, 5:
        edit(&model, &random)
        screen.list.apply(model.snapshot)
      case 6:
        clickDone(&model, &random, on: screen, context)
      default:
        // The star button of a random row: its handler gets the row's task, place and column.
        let shown = model.shown
        let rows = shown.indices.flatMap { s in shown[s].indices.map { IndexPath(row: $0, section: s) } }
        guard let target = rows.randomElement(using: &random), screen.list.column("star")?.isHidden == false else {
          break
        }
        let controls = screen.list.column(.done)?.isHidden == false ? 1 : 0
        screen.table.focusRow(at: target, controlIndex: controls)
        _ = screen.pilot.screen
        stars = []
        screen.pilot.press(.enter)
        let expected = shown[target.section][target.row]
        #expect(stars.map(\.title) == [expected.task.title], "\(context)")
        #expect(stars.first?.indexPath == IndexPath(row: expected.row, section: target.section), "\(context)")
        #expect(stars.first?.column == "star", "\(context)")
      }
      guard check(model, screen, context) else { return }
    }
  }

  /// Inserts, deletes, moves or changes a task of the model at random.
  func edit(_ model: inout TaskTableModel, _ random: inout SeededRandom) {
    let section = Int.random(in: 0..<2, using: &random)
    let count = model.items[section].count
    switch Int.random(in: 0..<4, using: &random) {
    case 0 where count > 0:
      model.items[section].remove(at: Int.random(in: 0..<count, using: &random))
    case 1 where count > 1:
      let task = model.items[section].remove(at: Int.random(in: 0..<count, using: &random))
      model.items[1 - section].insert(task, at: Int.random(in: 0...model.items[1 - section].count, using: &random))
    case 2 where count > 0:
      let row = Int.random(in: 0..<count, using: &random)
      model.items[section][row].priority = Int.random(in: 0...4, using: &random)
      model.items[section][row].title = "T\(Int.random(in: 0..<20, using: &random))"
    default:
      guard count < 14 else { return }
      let task = TaskRow(
        id: model.nextID, title: "T\(Int.random(in: 0..<20, using: &random))", isDone: Bool.random(using: &random),
        priority: Int.random(in: 0...4, using: &random))
      model.nextID += 1
      model.items[section].insert(task, at: Int.random(in: 0...count, using: &random))
    }
  }

  /// Toggles the Done switch of a random shown row, with the keyboard, when the column shows;
  /// checks the handler got that row's task, its place in the snapshot and the column, and
  /// applies the change as an app does.
  func clickDone(
    _ model: inout TaskTableModel, _ random: inout SeededRandom, on screen: TaskTableScreen, _ context: String
  ) {
    let shown = model.shown
    let rows = shown.indices.flatMap { s in shown[s].indices.map { IndexPath(row: $0, section: s) } }
    guard let target = rows.randomElement(using: &random), screen.list.column(.done)?.isHidden == false else { return }
    screen.table.focusRow(at: target)
    _ = screen.pilot.screen
    screen.toggles = []
    screen.pilot.press(.character(" "))
    let expected = shown[target.section][target.row]
    guard let toggle = screen.toggles.first else {
      Issue.record("\(context): no toggle reached the handler for \(expected.task.title)")
      return
    }
    #expect(toggle.title == expected.task.title, "\(context)")
    #expect(toggle.column == .done, "\(context)")
    #expect(toggle.indexPath == IndexPath(row: expected.row, section: target.section), "\(context)")
    model.items[target.section][expected.row].isDone = toggle.isOn
    screen.list.apply(model.snapshot)
  }

  /// The table shows the model's rows, in the model's order, in the columns not hidden.
  func check(_ model: TaskTableModel, _ screen: TaskTableScreen, _ context: String) -> Bool {
    _ = screen.pilot.screen
    let table = screen.table
    let expected = model.shown.map { $0.map(\.task.title) }
    let shown = (0..<table.numberOfSections).map { s in
      (0..<table.numberOfRows(inSection: s)).map { r in
        (table.cellForRow(at: IndexPath(row: r, section: s), column: .title) as? TaskTitleCell)?.title.text ?? "?"
      }
    }
    #expect(shown == expected, "\(context)")
    let shownColumns = screen.list.columns.filter { !$0.isHidden }.map(\.id)
    #expect(table.columnFrames.map(\.id) == shownColumns, "\(context)")
    return shown == expected && table.columnFrames.map(\.id) == shownColumns
  }
}

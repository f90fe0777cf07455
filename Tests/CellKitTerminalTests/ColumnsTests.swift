import CellKit
import CellKitTerminal
import Foundation
import Testing

/// A task of the task table: a title, whether it is done, a priority.
struct TaskRow: Identifiable, Equatable, Differentiable {
  let id: Int
  var title: String
  var isDone = false
  var priority = 0
}

extension ColumnID {
  static let title: ColumnID = "title"
  static let done: ColumnID = "done"
  static let priority: ColumnID = "priority"
}

final class TaskTitleCell: TableCell, Reusable {
  let title = Label()
  override func cellDidLoad() { contentView.add(title) }
}

final class TaskDoneCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case doneToggled(Bool) }
  let done = Switch()
  override func cellDidLoad() {
    done.sends(from: self) { done in .doneToggled(done.isOn) }
    contentView.add(done)
  }
}

final class TaskPriorityCell: TableCell, Reusable {
  let priority = Label()
  override func cellDidLoad() { contentView.add(priority) }
}

/// A task table driven by a list adapter with three columns, in a headless application.
@MainActor
final class TaskTableScreen {
  let table = TableView()
  let list: ListAdapter<String, TaskRow>
  let pilot: Pilot
  /// What the Done handler saw: the row's index path, the task's title and the column.
  var toggles: [(indexPath: IndexPath, title: String, column: ColumnID?, isOn: Bool)] = []

  init(_ tasks: [TaskRow], size: Size = Size(width: 40, height: 8), titleWidth: ColumnWidth = .flexible(minimum: 10)) {
    list = ListAdapter(table)
    list.columns = [
      ListColumn(.title, "Title", width: titleWidth, sortedBy: \.title),
      ListColumn(.done, "Done", width: .fixed(6), sortedBy: { !$0.isDone && $1.isDone }),
      ListColumn(.priority, "Pri", width: .fixed(5), sortedBy: \.priority),
    ]
    list.cell(TaskTitleCell.self, column: .title) { cell, task, _ in cell.title.text = task.title }
    list.cell(TaskDoneCell.self, column: .done) { cell, task, _ in cell.done.isOn = task.isDone }
    list.cell(TaskPriorityCell.self, column: .priority) { cell, task, _ in cell.priority.text = "\(task.priority)" }
    list.apply(Snapshot([("Tasks", tasks)]), animatingDifferences: false)
    pilot = Pilot(rootView: table, size: size)
    pilot.application.focus(table)
    list.on(TaskDoneCell.Action.self) { [unowned self] context in
      guard case .doneToggled(let isOn) = context.action else { return }
      toggles.append((context.indexPath, context.item.title, context.column, isOn))
    }
  }
}

func sampleTasks() -> [TaskRow] {
  [
    TaskRow(id: 1, title: "Write docs", priority: 2),
    TaskRow(id: 2, title: "Buy milk", isDone: true, priority: 3),
    TaskRow(id: 3, title: "Call Ann", priority: 1),
  ]
}

@MainActor
@Suite("A table with columns")
struct ColumnsTests {
  @Test("shows a header row and one cell per column, separated")
  func header() {
    let screen = TaskTableScreen(sampleTasks())
    screen.pilot.expectScreen([
      "  Title                   │Done  │Pri  │",
      "› Write docs              │[off] │2    │",
      "  Buy milk                │[on ] │3    │",
      "  Call Ann                │[off] │1    │",
    ])
  }

  @Test("sorts by a column when its header is clicked, then the other way round")
  func clickSorts() {
    let screen = TaskTableScreen(sampleTasks())
    #expect(screen.pilot.click(on: "Title"))
    #expect(screen.list.sortOrder == [.ascending(.title)])
    // The clicked header holds the keyboard focus.
    screen.pilot.expectScreen([
      "› Title ▲                 │Done  │Pri  │",
      "  Buy milk                │[on ] │3    │",
      "  Call Ann                │[off] │1    │",
      "  Write docs              │[off] │2    │",
    ])
    #expect(screen.pilot.click(on: "Title ▲"))
    #expect(screen.list.sortOrder == [.descending(.title)])
    #expect(screen.pilot.screen[1].hasPrefix("  Write docs"))
    // Another column becomes the first key; the one before follows it.
    #expect(screen.pilot.click(on: "Pri"))
    #expect(screen.list.sortOrder == [.ascending(.priority), .descending(.title)])
    #expect(screen.pilot.screen[0] == "› Title ▼2                │Done  │Pri ▲│")
  }

  @Test("routes a switch in a sorted, filtered table to its row's current item, index path and column")
  func routesByColumn() {
    let screen = TaskTableScreen(sampleTasks())
    screen.list.sortOrder = [.descending(.priority)]
    screen.list.filter = { $0.title != "Write docs" }
    // Shown: Buy milk (3), Call Ann (1).
    #expect(screen.pilot.screen[2].hasPrefix("› Call Ann"))
    screen.pilot.click(at: Point(x: 28, y: 2))
    #expect(screen.toggles.count == 1)
    let toggle = screen.toggles.first
    #expect(toggle?.title == "Call Ann")
    #expect(toggle?.column == .done)
    #expect(toggle?.isOn == true)
    // The index path is the item's place in the snapshot, whatever the sort and the filter.
    #expect(toggle?.indexPath == IndexPath(row: 2, section: 0))
    #expect(screen.list.snapshot[IndexPath(row: 2, section: 0)].title == "Call Ann")
  }

  @Test("keeps a sorted order through a snapshot applied, and keeps the selection on its item")
  func snapshotWhileSorted() {
    let screen = TaskTableScreen(sampleTasks())
    screen.list.sortOrder = [.ascending(.title)]
    // The focus and the selection are on "Write docs", now last.
    screen.list.select(sampleTasks()[0])
    var snapshot = screen.list.snapshot
    snapshot.appendItems([TaskRow(id: 4, title: "Answer mail", priority: 5)], toSection: "Tasks")
    screen.list.apply(snapshot)
    #expect(
      screen.pilot.screen[1...4].map { String($0.prefix(14)) } == [
        "  Answer mail ", "  Buy milk    ", "  Call Ann    ", "› Write docs  ",
      ])
    #expect(screen.list.selectedItems.map(\.title) == ["Write docs"])
    #expect(screen.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }

  @Test("a sort key naming a column the list does not have is left out, saying so")
  func unknownSortKey() {
    let screen = TaskTableScreen(sampleTasks())
    let reported = Diagnostics.collecting { screen.list.sortOrder = [.ascending("due"), .ascending(.priority)] }
    #expect(screen.list.sortOrder == [.ascending(.priority)])
    #expect(reported.map(\.kind) == [.unknownColumn])
    #expect(reported.first?.message.contains("\"due\" is not a column of the list") == true)
    #expect(screen.pilot.screen[1].hasPrefix("  Call Ann"))
  }
}

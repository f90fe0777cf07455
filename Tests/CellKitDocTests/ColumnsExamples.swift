import CellKitTerminal
import Foundation
import Testing

// The code the documentation of tables with columns shows, in the context it needs.

struct PlannedTask: Identifiable, Equatable, Differentiable {
  let id: Int
  var title: String
  var isDone = false
  var priority = 0
  var due = Date(timeIntervalSince1970: 0)
}

extension ColumnID {
  static let title: ColumnID = "title"
  static let done: ColumnID = "done"
}

extension ColumnID {
  static let priority: ColumnID = "priority"
  static let due: ColumnID = "due"
}

final class TaskDoneCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case doneToggled(Bool) }
  let done = Switch()
  override func cellDidLoad() { contentView.add(done) }
}

final class TaskTitleCell: TableCell, Reusable {
  let title = Label()
  override func cellDidLoad() { contentView.add(title) }
}

@MainActor
@Suite("Examples of tables with columns")
struct ColumnsExamples {
  @Test("Columns declared three ways, a sort order, and a column's cells")
  func declared() {
    let list = ListAdapter<String, PlannedTask>(TableView())
    list.columns = [
      ListColumn(.title, "Title", width: .flexible(minimum: 12), sortedBy: \.title),
      ListColumn(.done, "Done", width: .fixed(6)) { !$0.isDone && $1.isDone },
      ListColumn(.due, "Due", width: .fitting(maximum: 12), sortedBy: \.due),
    ]
    #expect(list.columns.map(\.id) == [.title, .done, .due])
    list.columns = [
      ListColumn(.title, "Title", sortedBy: \.title),
      ListColumn(.priority, "Priority", width: .fixed(8), sortedBy: \.priority),
    ]
    list.sortOrder = [.ascending(.due), .descending(.priority)]
    // "due" is not a column any more: the sort keeps the other key.
    #expect(list.sortOrder == [.descending(.priority)])
    list.cell(TaskDoneCell.self, column: .done) { cell, task, _ in cell.done.isOn = task.isDone }
  }

  /// A controller that keeps which tasks are done, outside the snapshot.
  @MainActor
  final class DoneTasks {
    let table = TableView()
    let list: ListAdapter<String, PlannedTask>
    var done: Set<Int> = [2]

    init() {
      list = ListAdapter(table)
      list.columns = [ListColumn(.title, "Title"), ListColumn(.done, "Done", width: .fixed(6))]
      list.cell(TaskDoneCell.self, column: .done, owner: self) { owner, cell, task, _ in
        cell.done.isOn = owner.isDone(task)
      }
      list.cell(TaskTitleCell.self, column: .title) { cell, task, _ in cell.title.text = task.title }
      list.apply(Snapshot([("Tasks", [PlannedTask(id: 1, title: "Write"), PlannedTask(id: 2, title: "Read")])]))
    }

    func isDone(_ task: PlannedTask) -> Bool { done.contains(task.id) }
  }

  @Test("A column's cells configured with an owner held weakly")
  func ownedColumnCells() {
    let screen = DoneTasks()
    let pilot = Pilot(rootView: screen.table, size: Size(width: 30, height: 3))
    #expect(pilot.screen[2].contains("[on ]"))
    #expect(pilot.screen[1].contains("[off]"))
  }
}

import CellKit
import CellKitTerminal

/// The task table: a bar, the tasks by project in four columns (a click on a header sorts by it),
/// a status line saying what the last action reached, and a help line.
@MainActor
final class TasksController {
  let bar = NavigationBar(title: "Tasks")
  let table = TableView()
  let status = Label(style: .dim)
  let help = Label("↑ headers · Enter sort · Tab controls · c cell cursor · h hide done · q quit", style: .dim)
  lazy var rootView = VStack(bar, table, status, help)
  let list: ListAdapter<String, TaskItem>
  private(set) var tasks = TaskList()
  /// Whether done tasks are hidden.
  private(set) var hidesDone = false

  init() {
    list = ListAdapter(table)
    // In a narrow terminal the task's title stays while the other columns scroll.
    table.freezesFirstColumn = true
    list.columns = TaskList.columns()
    list.cell(TaskTitleCell.self, column: .title) { cell, task, _ in cell.title.text = task.title }
    list.cell(TaskDoneCell.self, column: .done) { cell, task, _ in cell.done.isOn = task.isDone }
    list.cell(TaskPriorityCell.self, column: .priority) { cell, task, _ in
      cell.priority.value = Double(task.priority.rawValue)
    }
    list.cell(TaskDueCell.self, column: .due) { cell, task, _ in cell.due.text = task.due }
    list.headerTitle { project, tasks in "\(project) · \(tasks.filter { !$0.isDone }.count) open" }
    list.on(TaskDoneCell.Action.doneToggled, owner: self) { owner, context, isDone in
      owner.tasks.setDone(context.item.id, isDone)
      owner.report(context, isDone ? "done" : "not done")
    }
    list.on(TaskPriorityCell.Action.priorityStepped, owner: self) { owner, context, priority in
      owner.tasks.setPriority(context.item.id, priority)
      owner.report(context, "\(priority.title.lowercased()) priority")
    }
    list.apply(tasks.snapshot, animatingDifferences: false)
    status.text = "\(tasks.openCount) open tasks"
  }

  /// Shows the model as it is now, and what the action in `context` reached: the task, its row
  /// and the column, as resolved when it fired.
  private func report<Action>(_ context: ActionContext<Action, TaskItem>, _ change: String) {
    list.apply(tasks.snapshot)
    let column = context.column.map { " \($0)" } ?? ""
    status.text =
      "\"\(context.item.title)\" \(change) (row \(context.indexPath),\(column) column) · \(tasks.openCount) open"
  }

  /// Shows the cursor on a cell instead of a row, or back.
  func toggleCursor() {
    table.cursor = table.cursor == .row ? .cell : .row
  }

  /// Hides the done tasks, or shows them again.
  func toggleDone() {
    hidesDone.toggle()
    if hidesDone {
      list.filter = { !$0.isDone }
    } else {
      list.filter = nil
    }
  }
}

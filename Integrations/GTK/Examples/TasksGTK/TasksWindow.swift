import CellKitGTK

/// A column's cell showing a text: a task's title or due day.
final class TaskTextCell: ListCell {
  let text = Label()

  override func cellDidLoad() {
    text.expandsHorizontally = true
    append(text)
  }
}

/// The Priority column's cell: a spin button from 1 (low) to 3 (high).
final class TaskPriorityCell: ListCell, ActionCell {
  enum Action: CellAction, Equatable { case priorityStepped(Priority) }
  let priority = SpinButton(1...3)

  override func cellDidLoad() {
    append(priority)
    priority.sends(Action.priorityStepped, from: self) { Priority(rawValue: Int($0.value)) ?? .medium }
  }
}

/// The Done column's cell: a check button.
final class TaskDoneCell: ListCell, ActionCell {
  enum Action: CellAction, Equatable { case doneToggled(Bool) }
  let done = CheckButton()

  override func cellDidLoad() {
    append(done)
    done.sends(Action.doneToggled, from: self) { $0.isOn }
  }
}

/// The window: a tool bar with "Hide done", the task table of the terminal and Apple examples (the
/// same model file) in a `GtkColumnView`, and a status line. A click on a header sorts by its
/// column; the window's title and the status line say which task, row and column the last check
/// box or spin button reached.
@MainActor
final class TasksWindow {
  let window = Window(title: "Tasks", width: 560, height: 520)
  let table = ColumnView()
  lazy var list = ListAdapter<String, TaskItem>(table)
  let status = Label("Click a header to sort; tick a task done.")
  let hideDone = CheckButton("Hide done")
  private var tasks = TaskList()

  init() {
    hideDone.on(.valueChanged, owner: self) { owner, button in owner.hideDone(button.isOn) }
    let toolbar = Box(.horizontal, spacing: 6, hideDone)
    toolbar.addStyleClass("toolbar")
    status.addStyleClass("status")
    window.child = Box(.vertical, spacing: 0, toolbar, table, status)
    // Widths in pixels: the shared declarations' are the terminal's, in characters.
    list.columns = TaskList.columns(widths: [
      .title: .flexible(minimum: 220), .priority: .fixed(110), .done: .fixed(70),
      .due: .fitting(minimum: 70, maximum: 120),
    ])
    list.cell(TaskTextCell.self, column: .title) { cell, task, _ in cell.text.text = task.title }
    list.cell(TaskPriorityCell.self, column: .priority) { cell, task, _ in
      cell.priority.value = Double(task.priority.rawValue)
    }
    list.cell(TaskDoneCell.self, column: .done) { cell, task, _ in cell.done.isOn = task.isDone }
    list.cell(TaskTextCell.self, column: .due) { cell, task, _ in cell.text.text = task.due }
    list.headerTitle { project, tasks in "\(project) · \(tasks.filter { !$0.isDone }.count) open" }
    list.on(TaskDoneCell.Action.doneToggled, owner: self) { owner, context, isDone in
      owner.tasks.setDone(context.item.id, isDone)
      owner.report("\"\(context.item.title)\" \(isDone ? "done" : "not done")", context)
    }
    list.on(TaskPriorityCell.Action.priorityStepped, owner: self) { owner, context, priority in
      owner.tasks.setPriority(context.item.id, priority)
      owner.report("\"\(context.item.title)\" \(priority.title.lowercased()) priority", context)
    }
    list.apply(tasks.snapshot, animatingDifferences: false)
  }

  /// Shows the tasks as they are now, and what an action reached: its task, its row's index path
  /// in the snapshot and its column, as resolved when it fired.
  private func report<Action>(_ change: String, _ context: ActionContext<Action, TaskItem>) {
    list.apply(tasks.snapshot)
    let text = "\(change) (row \(context.indexPath), \(context.column?.rawValue ?? "no") column)"
    status.text = text
    window.title = "Tasks: \(text)"
  }

  private func hideDone(_ hides: Bool) {
    if hides {
      list.filter = { !$0.isDone }
    } else {
      list.filter = nil
    }
  }

  /// The look of the window: rows of a fixed height, so a script can click them.
  static let styleSheet = """
    .toolbar { padding: 6px; }
    .status { padding: 6px; }
    columnview.cellkit-columns row { min-height: 0; padding: 0; }
    columnview.cellkit-columns cell { padding: 0 6px; }
    .cellkit-cell { min-height: 36px; }
    .cellkit-cell.heading { font-weight: bold; }
    """
}

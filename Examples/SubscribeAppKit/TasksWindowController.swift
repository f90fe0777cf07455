#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CellKitAppKit

  /// The Task column: the task's title.
  final class TaskTitleView: TableCellView, Reusable {
    let title = NSTextField(labelWithString: "")

    override func cellDidLoad() {
      fill(withRow: [title])
    }
  }

  /// The Done column: a check box.
  final class TaskDoneView: TableCellView, ActionCell {
    enum Action: CellAction, Equatable { case doneToggled(Bool) }
    let done = NSButton(checkboxWithTitle: "", target: nil, action: nil)

    override func cellDidLoad() {
      done.sends(Action.doneToggled, from: self) { $0.state == .on }
      done.setAccessibilityLabel("Done")
      fill(withRow: [done])
    }
  }

  /// The Priority column: a pop-up of the priorities.
  final class TaskPriorityView: TableCellView, ActionCell {
    enum Action: CellAction, Equatable { case priorityChosen(Priority) }
    let priority = NSPopUpButton(frame: .zero, pullsDown: false)

    override func cellDidLoad() {
      priority.addItems(withTitles: Priority.allCases.map(\.title))
      priority.sends(Action.priorityChosen, from: self) { Priority(rawValue: $0.indexOfSelectedItem + 1) ?? .medium }
      fill(withRow: [priority])
    }
  }

  /// The task table of the terminal example (`Examples/Tasks`) on the Mac: the same model file,
  /// columns and handlers, over an `NSTableView` with a column each. A click on a header sorts by
  /// it; the header's menu hides and shows columns; columns are resized and moved by dragging, and
  /// the table keeps their layout under its autosave name.
  final class TasksWindowController: NSWindowController {
    private let tableView = NSTableView()
    private lazy var list = ListAdapter<String, TaskItem>(tableView)
    private var tasks = TaskList()
    private let status = NSTextField(labelWithString: "")

    convenience init() {
      let window = NSWindow(title: "Tasks", width: 560, height: 420)
      self.init(window: window)
      window.lay(out: tableView, under: [status])
      // Widths in points: the shared declarations' are the terminal's, in characters.
      let columns = TaskList.columns(widths: [
        .title: .flexible(minimum: 180), .done: .fixed(44), .priority: .fixed(110),
        .due: .fitting(minimum: 60, maximum: 120),
      ])
      list.columns = columns
      list.autosaveColumns(as: "Tasks")
      list.cell(TaskTitleView.self, column: .title) { view, task, _ in view.title.stringValue = task.title }
      list.cell(TaskDoneView.self, column: .done) { view, task, _ in view.done.state = task.isDone ? .on : .off }
      list.cell(TaskPriorityView.self, column: .priority) { view, task, _ in
        view.priority.selectItem(at: task.priority.rawValue - 1)
      }
      list.cell(TaskTitleView.self, column: .due) { view, task, _ in view.title.stringValue = task.due }
      list.headerTitle { project, tasks in "\(project) · \(tasks.filter { !$0.isDone }.count) open" }
      list.on(TaskDoneView.Action.doneToggled, owner: self) { owner, context, isDone in
        owner.tasks.setDone(context.item.id, isDone)
        owner.show("\"\(context.item.title)\" \(isDone ? "done" : "not done")", context.column)
      }
      list.on(TaskPriorityView.Action.priorityChosen, owner: self) { owner, context, priority in
        owner.tasks.setPriority(context.item.id, priority)
        owner.show("\"\(context.item.title)\" \(priority.title.lowercased()) priority", context.column)
      }
      list.apply(tasks.snapshot, animatingDifferences: false)
      status.stringValue = "\(tasks.openCount) open tasks"
    }

    /// Shows the tasks as they are now, and what an action did, in the column it came from.
    private func show(_ change: String, _ column: ColumnID?) {
      list.apply(tasks.snapshot)
      status.stringValue = "\(change) (\(column.map { "\($0) column" } ?? "row")) · \(tasks.openCount) open"
    }
  }
#endif

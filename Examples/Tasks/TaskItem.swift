import CellKit

/// How urgent a task is.
enum Priority: Int, Comparable, CaseIterable, Sendable {
  case low = 1
  case medium
  case high

  /// The priority's name, as a pop-up or a stepper shows it.
  var title: String {
    switch self {
    case .low: "Low"
    case .medium: "Medium"
    case .high: "High"
    }
  }

  static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A task of the task table: what to do, whether it is done, its priority and its due day.
struct TaskItem: Identifiable, Equatable, Differentiable {
  let id: Int
  var title: String
  var isDone = false
  var priority = Priority.medium
  /// The day of December 2026 the task is due.
  var dueDay: Int

  /// The due day as the table shows it.
  var due: String { "Dec \(dueDay)" }
}

extension ColumnID {
  static let title: ColumnID = "title"
  static let done: ColumnID = "done"
  static let priority: ColumnID = "priority"
  static let due: ColumnID = "due"
}

/// The task table's model: tasks by project, and the columns every host shows them in.
struct TaskList {
  /// The projects, in order, each with its tasks.
  private(set) var projects: [(name: String, tasks: [TaskItem])] = [
    (
      "Home",
      [
        TaskItem(id: 1, title: "Book the plumber", priority: .high, dueDay: 7),
        TaskItem(id: 2, title: "Buy winter tyres", priority: .medium, dueDay: 12),
        TaskItem(id: 3, title: "Water the ferns", isDone: true, priority: .low, dueDay: 5),
        TaskItem(id: 4, title: "Renew passport", priority: .high, dueDay: 19),
      ]
    ),
    (
      "Work",
      [
        TaskItem(id: 5, title: "Review the column API", priority: .high, dueDay: 8),
        TaskItem(id: 6, title: "Write release notes", priority: .medium, dueDay: 10),
        TaskItem(id: 7, title: "Answer Grace's mail", isDone: true, priority: .medium, dueDay: 4),
        TaskItem(id: 8, title: "Plan the offsite", priority: .low, dueDay: 21),
        TaskItem(id: 9, title: "Fix the flaky test", priority: .high, dueDay: 6),
      ]
    ),
  ]

  /// The columns of the task table, the same on every host: each sorts by its value. `widths`
  /// gives a host's own widths (points, pixels) for the terminal's, which are in characters.
  static func columns(widths: [ColumnID: ColumnWidth] = [:]) -> [ListColumn<TaskItem>] {
    let columns: [ListColumn<TaskItem>] = [
      ListColumn(.title, "Task", width: .flexible(minimum: 16), sortedBy: \.title),
      ListColumn(.priority, "Priority", width: .fixed(15), sortedBy: \.priority),
      ListColumn(.done, "Done", width: .fixed(6)) { !$0.isDone && $1.isDone },
      ListColumn(.due, "Due", width: .fitting(minimum: 6, maximum: 10), sortedBy: \.dueDay),
    ]
    return columns.map { column in
      var column = column
      column.width = widths[column.id] ?? column.width
      return column
    }
  }

  /// The snapshot of the tasks, a section per project.
  var snapshot: Snapshot<String, TaskItem> { Snapshot(projects.map { ($0.name, $0.tasks) }) }

  /// How many tasks are not done.
  var openCount: Int { projects.reduce(0) { $0 + $1.tasks.filter { !$0.isDone }.count } }

  /// Marks the task `id` done or not.
  mutating func setDone(_ id: Int, _ isDone: Bool) {
    update(id) { $0.isDone = isDone }
  }

  /// Gives the task `id` another priority.
  mutating func setPriority(_ id: Int, _ priority: Priority) {
    update(id) { $0.priority = priority }
  }

  private mutating func update(_ id: Int, _ change: (inout TaskItem) -> Void) {
    for p in projects.indices {
      if let t = projects[p].tasks.firstIndex(where: { $0.id == id }) { change(&projects[p].tasks[t]) }
    }
  }
}

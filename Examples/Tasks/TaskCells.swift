import CellKit
import CellKitTerminal

/// The Task column: the task's title.
final class TaskTitleCell: TableCell, Reusable {
  let title = Label()

  override func cellDidLoad() { contentView.add(title) }
}

/// The Done column: a switch that marks the task done.
final class TaskDoneCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case doneToggled(Bool) }
  let done = Switch()

  override func cellDidLoad() {
    done.sends(Action.doneToggled, from: self) { $0.isOn }
    contentView.add(done)
  }
}

/// The Priority column: a stepper from Low to High.
final class TaskPriorityCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case priorityStepped(Priority) }
  let priority = Stepper(value: 2, in: 1...3)

  override func cellDidLoad() {
    // Padded to the longest name, so the stepper is as wide for each.
    priority.format = { (Priority(rawValue: Int($0))?.title ?? "").padding(toLength: 6, withPad: " ", startingAt: 0) }
    priority.sends(Action.priorityStepped, from: self) { Priority(rawValue: Int($0.value)) ?? .medium }
    contentView.add(priority)
  }
}

/// The Due column: the day the task is due.
final class TaskDueCell: TableCell, Reusable {
  let due = Label()

  override func cellDidLoad() { contentView.add(due) }
}

#if canImport(UIKit)
  import CellKitUIKit
  import UIKit

  /// A task as an iOS list shows it: the columns of the terminal and Mac tables (Task,
  /// Priority, Done, Due) as the row's content, since a list has no columns.
  final class TaskRowCell: ListCell, ActionCell {
    enum Action: CellAction, Equatable {
      case doneToggled(Bool)
      case priorityChosen(Priority)
    }

    let title = UILabel()
    let due = UILabel()
    let priority = UISegmentedControl(items: Priority.allCases.map(\.title))
    let done = UISwitch()

    override func cellDidLoad() {
      done.sends(Action.doneToggled, from: self) { $0.isOn }
      done.accessibilityLabel = "Done"
      priority.sends(Action.priorityChosen, from: self) { Priority(rawValue: $0.selectedSegmentIndex + 1) ?? .medium }
      due.textColor = .secondaryLabel
      contentView.fill(withRow: [title, due, priority, done])
    }
  }

  /// The task table of the terminal and Mac examples on iOS: the same model file, columns and
  /// handlers over a list-layout `UICollectionView`. The Sort menu sorts by a column (again: the
  /// other way round), as a header click does on the Mac; each switch and segmented control
  /// reaches its row's task as it is when the event fires, however the list is sorted.
  final class TasksViewController: UICollectionViewController {
    private var tasks = TaskList()
    private lazy var list = ListAdapter<String, TaskItem>(collectionView)

    init() {
      super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
      fatalError("the task list is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Tasks"
      var layout = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      layout.headerMode = .supplementary
      collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: layout)
      list.columns = TaskList.columns()
      list.cell(TaskRowCell.self) { cell, task, _ in
        cell.title.text = task.title
        cell.due.text = task.due
        cell.priority.selectedSegmentIndex = task.priority.rawValue - 1
        cell.done.isOn = task.isDone
      }
      list.headerTitle { project, tasks in "\(project) · \(tasks.filter { !$0.isDone }.count) open" }
      list.on(TaskRowCell.Action.doneToggled, owner: self) { owner, context, isDone in
        owner.tasks.setDone(context.item.id, isDone)
        owner.list.apply(owner.tasks.snapshot)
      }
      list.on(TaskRowCell.Action.priorityChosen, owner: self) { owner, context, priority in
        owner.tasks.setPriority(context.item.id, priority)
        owner.list.apply(owner.tasks.snapshot)
      }
      list.apply(tasks.snapshot, animatingDifferences: false)
      showSortMenu()
    }

    /// The Sort button's menu: a column per item, the one sorted by checked.
    private func showSortMenu() {
      let actions = list.columns.map { column in
        let key = list.sortOrder.first { $0.column == column.id }
        return UIAction(title: column.title + (key.map { " " + $0.arrow } ?? ""), state: key == nil ? .off : .on) {
          [weak self] _ in
          self?.sort(by: column.id)
        }
      }
      let sort = UIBarButtonItem(title: "Sort")
      sort.menu = UIMenu(title: "Sort by", children: actions)
      navigationItem.rightBarButtonItem = sort
    }

    /// Sorts by `column`, ascending, or the other way round when sorted by it already.
    private func sort(by column: ColumnID) {
      let first = list.sortOrder.first.flatMap { $0.column == column ? $0.reversed : nil } ?? .ascending(column)
      list.sortOrder = [first]
      showSortMenu()
    }
  }
#endif

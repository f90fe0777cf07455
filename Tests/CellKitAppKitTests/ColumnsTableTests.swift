#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CellKitAppKit
  import Testing

  /// A row of the task table: a title, whether it is done, its priority.
  struct TaskTile: Identifiable, Equatable, Differentiable {
    let id: Int
    var title: String
    var isDone = false
    var priority = 0
  }

  /// The title column's view.
  final class TaskTitleView: TableCellView, Reusable {
    let title = NSTextField(labelWithString: "")

    override func cellDidLoad() {
      title.frame = bounds
      title.autoresizingMask = [.width, .height]
      addSubview(title)
    }
  }

  /// The Done column's view: a check box that sends its state.
  final class TaskDoneView: TableCellView, ActionCell {
    enum Action: CellAction, Equatable { case doneToggled(Bool) }
    let done = NSButton(checkboxWithTitle: "", target: nil, action: nil)

    override func cellDidLoad() {
      done.sends(from: self) { done in .doneToggled(done.state == .on) }
      addSubview(done)
    }
  }

  /// A real `NSTableView` with three columns, in a window, driven by a list adapter.
  @MainActor
  final class ColumnsTableWindow {
    let table = NSTableView()
    let window: NSWindow
    let list: ListAdapter<Int, TaskTile>

    init() {
      window = NSWindow.showing(table, width: 480, height: 1_000)
      list = ListAdapter(table)
      list.columns = [
        ListColumn("title", "Title", width: .flexible(minimum: 160), sortedBy: \.title),
        ListColumn("done", "Done", width: .fixed(50)) { !$0.isDone && $1.isDone },
        ListColumn("priority", "Priority", width: .fixed(70), sortedBy: \.priority),
      ]
      list.cell(TaskTitleView.self, column: "title") { view, task, _ in view.title.stringValue = task.title }
      list.cell(TaskDoneView.self, column: "done") { view, task, _ in view.done.state = task.isDone ? .on : .off }
      list.cell(TaskTitleView.self, column: "priority") { view, task, _ in view.title.stringValue = "\(task.priority)" }
      list.apply(
        Snapshot([
          (
            0,
            [
              TaskTile(id: 1, title: "Write docs", priority: 2), TaskTile(id: 2, title: "Buy milk", priority: 3),
              TaskTile(id: 3, title: "Call Ann", priority: 1),
            ]
          )
        ]), animatingDifferences: false)
      window.orderFront(nil)
    }

    /// The titles of the rows, top to bottom.
    var titles: [String] {
      table.layoutSubtreeIfNeeded()
      let column = table.column(withIdentifier: NSUserInterfaceItemIdentifier("title"))
      return (0..<table.numberOfRows).compactMap {
        (table.view(atColumn: column, row: $0, makeIfNecessary: true) as? TaskTitleView)?.title.stringValue
      }
    }

    /// The Done check box of the row showing `title`, laid out in its row.
    func doneBox(of title: String) -> NSButton? {
      let titles = self.titles
      guard let row = titles.firstIndex(of: title) else { return nil }
      let column = table.column(withIdentifier: NSUserInterfaceItemIdentifier("done"))
      return (table.view(atColumn: column, row: row, makeIfNecessary: true) as? TaskDoneView)?.done
    }
  }

  @MainActor
  @Suite("A real NSTableView with columns")
  struct ColumnsTableTests {
    @Test("Each list column is an NSTableColumn with its title, width and sort descriptor prototype")
    func columns() {
      let screen = ColumnsTableWindow()
      #expect(screen.table.tableColumns.map(\.identifier.rawValue) == ["title", "done", "priority"])
      #expect(screen.table.tableColumns.map(\.title) == ["Title", "Done", "Priority"])
      #expect(screen.table.tableColumns[1].width == 50)
      #expect(screen.table.tableColumns.map { $0.sortDescriptorPrototype?.key } == ["title", "done", "priority"])
      #expect(screen.table.headerView != nil)
    }

    @Test("Sort descriptors the user sets sort the list; the check box then reports its row's item and column")
    func sortThenClick() {
      let screen = ColumnsTableWindow()
      var toggles: [String] = []
      screen.list.on(TaskDoneView.Action.self) { context in
        toggles.append("\(context.item.title) \(context.indexPath) \(context.column?.rawValue ?? "-")")
      }
      // What a click on the Priority header does: the table's descriptors change, and it tells its
      // data source.
      screen.table.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: false)]
      #expect(screen.list.sortOrder == [.descending("priority")])
      #expect(screen.titles == ["Buy milk", "Write docs", "Call Ann"])
      screen.list.filter = { $0.title != "Buy milk" }
      screen.doneBox(of: "Call Ann")?.performClick(nil)
      #expect(toggles == ["Call Ann [0, 2] done"])
    }

    @Test("A layout autosaved under a name is restored into another table's list columns")
    func autosave() {
      let name = "CellKitTests.\(UUID().uuidString)"
      let first = ColumnsTableWindow()
      first.list.autosaveColumns(as: name)
      // The user hides Priority and widens Done, as the header's menu and a drag do.
      first.table.tableDriver.columnHidden("priority", true, on: first.table)
      first.table.tableColumns[1].width = 90
      first.table.tableDriver.columnResized("done", to: 90, on: first.table)
      let second = ColumnsTableWindow()
      second.list.autosaveColumns(as: name)
      #expect(second.list.column("priority")?.isHidden == true)
      #expect(second.list.column("done")?.width == .fixed(90))
    }

    @Test("A column hidden or moved by the list shows so on the table")
    func hideAndMove() {
      let screen = ColumnsTableWindow()
      screen.list.columns[2].isHidden = true
      #expect(screen.table.tableColumns.map(\.isHidden) == [false, false, true])
      var columns = screen.list.columns
      columns.swapAt(0, 1)
      screen.list.columns = columns
      #expect(screen.table.tableColumns.map(\.identifier.rawValue) == ["done", "title", "priority"])
    }
  }
#endif

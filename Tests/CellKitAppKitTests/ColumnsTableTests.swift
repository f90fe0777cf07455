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
    let table: NSTableView
    let window: NSWindow
    let list: ListAdapter<Int, TaskTile>

    init(table: NSTableView = NSTableView(), window: NSWindow? = nil) {
      self.table = table
      self.window = window ?? NSWindow.showing(table, width: 480, height: 1_000)
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
      self.window.orderFront(nil)
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
      defer { UserDefaults.standard.removeObject(forKey: "NSTableView Columns v3 \(name)") }
      let first = ColumnsTableWindow()
      first.list.autosaveColumns(as: name)
      // The user hides Priority and widens Done, as the header's menu and a drag do.
      first.table.tableColumns[2].isHidden = true
      first.table.tableDriver.columnHidden("priority", true, on: first.table)
      first.table.tableColumns[1].width = 90
      first.table.tableDriver.columnResized("done", to: 90, resizedByUser: "done", on: first.table)
      // "Changing the autosaveName property from one value to another will automatically persist
      // autosave data for the old value" (NSTableView.h): the layout is written now.
      first.table.autosaveName = "\(name).other"
      let second = ColumnsTableWindow()
      second.list.autosaveColumns(as: name)
      #expect(second.list.column("priority")?.isHidden == true)
      #expect(second.list.column("done")?.resizedWidth == 90)
      #expect(second.table.tableColumns[1].width == 90)
    }

    @Test("A table with columns of its own and a list without columns keeps its columns and header (N9)")
    func ownColumnsKept() {
      let table = NSTableView()
      for (identifier, width) in [("name", 220.0), ("size", 80.0)] {
        let column = NSTableColumn(identifier: NSUserInterfaceItemIdentifier(identifier))
        column.width = width
        table.addTableColumn(column)
      }
      let header = table.headerView
      let window = NSWindow.showing(table, width: 400, height: 300)
      let list = ListAdapter<Int, TaskTile>(table)
      list.cell(TaskTitleView.self) { view, task, _ in view.title.stringValue = task.title }
      list.apply(Snapshot([(0, [TaskTile(id: 1, title: "Write docs")])]), animatingDifferences: false)
      table.layoutSubtreeIfNeeded()
      #expect(table.tableColumns.map(\.identifier.rawValue) == ["name", "size"])
      #expect(table.tableColumns.map(\.width) == [220, 80])
      #expect(table.headerView != nil && table.headerView === header)
      #expect(
        (table.view(atColumn: 0, row: 0, makeIfNecessary: true) as? TaskTitleView)?.title.stringValue == "Write docs")
      #expect(table.view(atColumn: 1, row: 0, makeIfNecessary: true) == nil)
      withExtendedLifetime(window) {}
    }

    @Test("A list of rows fills a table made in code with one column; columns later show the table's own header (D10)")
    func oneColumnThenHeader() {
      let table = NSTableView()
      let header = table.headerView
      let window = NSWindow.showing(table, width: 400, height: 300)
      let list = ListAdapter<Int, TaskTile>(table)
      list.cell(TaskTitleView.self) { view, task, _ in view.title.stringValue = task.title }
      list.apply(Snapshot([(0, [TaskTile(id: 1, title: "Write docs")])]), animatingDifferences: false)
      #expect(table.tableColumns.count == 1)
      #expect(table.tableColumns[0].width >= table.bounds.width - 20)
      #expect(table.headerView == nil)
      list.columns = [ListColumn("title", "Title", width: .flexible(minimum: 120))]
      #expect(table.headerView != nil && table.headerView === header)
      #expect((table.headerView?.frame.height ?? 0) > 0)
      withExtendedLifetime(window) {}
    }

    /// An app's delegate and data source, set before the list was attached: what they are told.
    final class AppTableObject: NSObject, NSTableViewDelegate, NSTableViewDataSource {
      var told: [String] = []
      func tableViewSelectionDidChange(_ notification: Notification) { told.append("selection") }
      func tableView(_ tableView: NSTableView, sortDescriptorsDidChange oldDescriptors: [NSSortDescriptor]) {
        told.append("sort")
      }
      func tableViewColumnDidResize(_ notification: Notification) { told.append("resize") }
      func tableViewColumnDidMove(_ notification: Notification) { told.append("move") }
    }

    @Test("The app's delegate and data source are told of selection, sorting, moves and resizes after CellKit (N10)")
    func appObjectsTold() {
      let table = NSTableView()
      let app = AppTableObject()
      table.delegate = app
      table.dataSource = app
      let window = NSWindow.showing(table, width: 480, height: 400)
      let screen = ColumnsTableWindow(table: table, window: window)
      table.sortDescriptors = [NSSortDescriptor(key: "priority", ascending: true)]
      #expect(screen.list.sortOrder == [.ascending("priority")])
      table.selectRowIndexes([1], byExtendingSelection: false)
      table.moveColumn(2, toColumn: 0)
      table.tableColumns[1].width += 10
      #expect(app.told.contains("sort"))
      #expect(app.told.contains("selection"))
      #expect(app.told.contains("move"))
      #expect(app.told.contains("resize"))
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

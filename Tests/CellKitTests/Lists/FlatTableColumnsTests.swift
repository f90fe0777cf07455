@_spi(CellKitPlatform) import CellKit
import CellKitRulesHosts
import Foundation
import Testing

/// A row of a table with columns, for the flat table's column decisions.
struct Chore: Identifiable, Equatable, Differentiable {
  let id: Int
  var title: String
  var minutes: Int
}

/// A flat table with columns, as `NSTableView` is one: it records the columns and sort order the
/// driver gives it, and, as AppKit does when its sort descriptors are set, reports them back.
@MainActor
final class ColumnsTableHost: FlatTableHost {
  let actions = ActionRouter()
  let tableDriver = FlatTableDriver()
  /// Where the list's later work runs: driven by the test.
  let manualScheduler = ManualScheduler()
  var scheduler: any MainScheduler { manualScheduler }
  /// Whether the columns were changed while the table was asking for a row's view, which
  /// `NSTableView` does not allow.
  private(set) var changedColumnsWhileLayingOut = false
  var listDataSource: (any ListDataSource)? {
    get { tableDriver.source }
    set {
      tableDriver.attach(newValue, for: self)
      tableDriver.showColumns(on: self)
      reloadData()
    }
  }
  var isOnScreen = false
  private(set) var rowCount = 0
  var shownRowCount: Int { rowCount }
  var visibleRowRange: Range<Int> { 0..<rowCount }
  var selectedRows = IndexSet()
  private(set) var columns: [FlatTableColumn] = []
  private(set) var sortDescriptors: [(key: String?, ascending: Bool)] = []
  /// The views made for each row, by column (nil: a row spanning the columns).
  private(set) var views: [Int: [ColumnID?: AnyObject]] = [:]
  /// The titles shown in each header and footer row, by column (nil: a row spanning the columns).
  private(set) var titles: [Int: [ColumnID?: String]] = [:]

  init() { actions.attach(to: self) }

  func location(of view: any ActionSender) -> ActionLocation? { nil }
  func reloadData() {
    rowCount = tableDriver.numberOfRows(in: self)
    views = [:]
    titles = [:]
    // As NSTableView asks: a group row once, with no column; the other rows for each column shown.
    for row in 0..<rowCount {
      let shown = columns.filter { !$0.isHidden }.map { Optional($0.id) }
      for column in tableDriver.isGroupRow(row) ? [nil] : shown {
        switch tableDriver.content(ofRow: row, column: column, in: self, as: AnyObject.self) {
        case .view(let view)?: views[row, default: [:]][column] = view
        case .title(let title, _)?: titles[row, default: [:]][column] = title
        case nil: break
        }
      }
    }
  }
  func updateRows(removing removed: IndexSet, moving moves: [FlatRows.Updates.Move], inserting inserted: IndexSet) {
    reloadData()
  }
  func reloadRows(_ rows: IndexSet) { reloadData() }
  func measureRows(_ rows: IndexSet) {}
  func shownView(atRow row: Int) -> AnyObject? { views[row]?[nil] }
  func shownView(atRow row: Int, column: ColumnID) -> AnyObject? { views[row]?[column] }
  func selectRows(_ rows: IndexSet) { selectedRows = rows }

  func applyColumns(_ columns: [FlatTableColumn], sortOrder: [SortKey]) {
    if isLayingOut { changedColumnsWhileLayingOut = true }
    self.columns = columns
    let descriptors = sortOrder.map { (key: Optional($0.column.rawValue), ascending: $0.isAscending) }
    guard !descriptors.elementsEqual(sortDescriptors, by: { $0.key == $1.key && $0.ascending == $1.ascending })
    else { return }
    sortDescriptors = descriptors
    // AppKit: "Calling -setSortDescriptors: may have the side effect of calling
    // -tableView:sortDescriptorsDidChange:".
    tableDriver.sortDescriptorsChanged(to: descriptors, on: self)
  }

  /// The user clicks a header, as `NSTableView` does it: the column's descriptor goes first, turned
  /// round when it was first already.
  func clickHeader(_ id: ColumnID) {
    var descriptors = sortDescriptors
    if let first = descriptors.first, first.key == id.rawValue {
      descriptors[0].ascending.toggle()
    } else {
      descriptors.removeAll { $0.key == id.rawValue }
      descriptors.insert((id.rawValue, true), at: 0)
    }
    sortDescriptors = descriptors
    tableDriver.sortDescriptorsChanged(to: descriptors, on: self)
  }

  /// The text of the cell shown for `row` in `column`.
  func text(_ row: Int, _ column: ColumnID?) -> String? { (views[row]?[column] as? RowCell)?.text }
}

@MainActor
@Suite("A flat table with columns (NSTableView's)")
struct FlatTableColumnsTests {
  @MainActor
  final class Fixture {
    let host = ColumnsTableHost()
    let list: ListAdapter<String, Chore>

    init() {
      list = ListAdapter<String, Chore>(attaching: host)
      list.resolveEvents()
      list.columns = [
        ListColumn("title", "Title", width: .flexible(minimum: 120), sortedBy: \.title),
        ListColumn("minutes", "Minutes", width: .fixed(60), sortedBy: \.minutes),
        ListColumn("note", "Note", width: .fitting(minimum: 40, maximum: 200)),
      ]
      list.addCellRegistration(
        RowCell.self, column: "title", shownBy: ColumnsTableHost.self, when: { _ in true },
        dequeue: { _, _ in RowCell() }, configure: { cell, chore, _ in cell.text = chore.title })
      list.addCellRegistration(
        RowCell.self, column: "minutes", shownBy: ColumnsTableHost.self, when: { _ in true },
        dequeue: { _, _ in RowCell() }, configure: { cell, chore, _ in cell.text = "\(chore.minutes)" })
      list.addCellRegistration(
        RowCell.self, column: "note", shownBy: ColumnsTableHost.self, when: { _ in true },
        dequeue: { _, _ in RowCell() }, configure: { cell, _, _ in cell.text = "-" })
      list.headerTitle { section, _ in section }
      list.footerTitle { _, items in "\(items.count) chores" }
      list.apply(
        Snapshot([
          ("Home", [Chore(id: 1, title: "Dishes", minutes: 20), Chore(id: 2, title: "Bins", minutes: 5)]),
          ("Garden", [Chore(id: 3, title: "Mow", minutes: 40)]),
        ]))
    }
  }

  @Test("each width rule becomes a platform column's width, bounds and resizing")
  func widths() {
    let fixture = Fixture()
    #expect(
      fixture.host.columns.map { [$0.width, $0.minimumWidth, $0.maximumWidth] } == [
        [120, 120, .greatestFiniteMagnitude], [60, 1, .greatestFiniteMagnitude], [40, 40, 200],
      ])
    #expect(fixture.host.columns.map(\.resizesWithTable) == [true, false, false])
    #expect(fixture.host.columns.map(\.isSortable) == [true, true, false])
  }

  @Test("item rows have a cell per column; a header row spans them; a footer shows in the first column")
  func rowsAndColumns() {
    let fixture = Fixture()
    // Rows: 0 [Home], 1 Dishes, 2 Bins, 3 (footer), 4 [Garden], 5 Mow, 6 (footer).
    #expect(fixture.host.text(1, "title") == "Dishes")
    #expect(fixture.host.text(1, "minutes") == "20")
    #expect(fixture.host.text(5, "note") == "-")
    #expect(fixture.host.titles[0] == [nil: "Home"])
    #expect(fixture.host.titles[3] == ["title": "2 chores"])
    fixture.list.columns[0].isHidden = true
    fixture.host.reloadData()
    #expect(fixture.host.titles[3] == ["minutes": "2 chores"])
    #expect(fixture.host.visibleViews.count == 3 * 2)
  }

  @Test("header clicks sort the list, and the descriptors the driver sets are not taken for the user's")
  func sorting() {
    let fixture = Fixture()
    fixture.host.clickHeader("minutes")
    #expect(fixture.list.sortOrder == [.ascending("minutes")])
    #expect(fixture.host.text(1, "title") == "Bins")
    fixture.host.clickHeader("minutes")
    #expect(fixture.list.sortOrder == [.descending("minutes")])
    fixture.host.clickHeader("title")
    #expect(fixture.list.sortOrder == [.ascending("title"), .descending("minutes")])
    // The app sets an order: the table shows it, and reports nothing back as the user's.
    fixture.list.sortOrder = [.descending("title")]
    #expect(fixture.host.sortDescriptors.map(\.key) == ["title"])
    #expect(fixture.list.sortOrder == [.descending("title")])
    // A descriptor naming no sortable column is left out.
    fixture.host.clickHeader("note")
    #expect(fixture.list.sortOrder == [.descending("title")])
  }

  @Test("columns the user resizes, moves and hides change the list's columns")
  func userChanges() {
    let fixture = Fixture()
    let driver = fixture.host.tableDriver
    driver.columnResized("minutes", to: 90, on: fixture.host)
    #expect(fixture.list.column("minutes")?.resizedWidth == 90)
    driver.columnMoved("note", to: 0, on: fixture.host)
    #expect(fixture.list.columns.map(\.id) == ["note", "title", "minutes"])
    #expect(fixture.host.columns.map(\.id) == ["note", "title", "minutes"])
    driver.columnHidden("note", true, on: fixture.host)
    #expect(fixture.list.column("note")?.isHidden == true)
    #expect(fixture.host.columns.first?.isHidden == true)
    driver.columnResized("CellKit", to: 10, on: fixture.host)
    #expect(fixture.list.columns.map(\.resizedWidth) == [nil, nil, 90])
  }

  @Test("a layout the table restored (an autosave) becomes the list's: order, hidden, widths but flexible ones, sort")
  func restored() {
    let fixture = Fixture()
    fixture.host.tableDriver.restore(
      RestoredColumns(
        columns: [("minutes", 75, false), ("title", 300, false), ("note", 40, true)],
        sortDescriptors: [("minutes", false)]),
      on: fixture.host)
    #expect(fixture.list.columns.map(\.id) == ["minutes", "title", "note"])
    #expect(fixture.list.column("minutes")?.resizedWidth == 75)
    // The title column shares the table's width: its width then is the table's, not the user's.
    #expect(fixture.list.column("title")?.resizedWidth == nil)
    #expect(fixture.list.column("note")?.isHidden == true)
    #expect(fixture.list.sortOrder == [.descending("minutes")])
    #expect(fixture.host.columns.map(\.id) == ["minutes", "title", "note"])
  }

  @Test("a title closure that hides a column: the table's columns change once it has made its rows")
  func fromTitleClosure() {
    let fixture = Fixture()
    var hid = false
    fixture.list.footerTitle { [unowned list = fixture.list] _, items in
      if !hid {
        hid = true
        list.columns[1].isHidden = true
      }
      return "\(items.count) chores"
    }
    fixture.host.reloadData()
    #expect(hid)
    #expect(!fixture.host.changedColumnsWhileLayingOut)
    fixture.host.manualScheduler.runReady()
    #expect(fixture.host.columns.map(\.isHidden) == [false, true, false])
  }
}

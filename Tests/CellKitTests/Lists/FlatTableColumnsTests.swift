@_spi(CellKitPlatform) import CellKit
import CellKitRulesHosts
import CellKitTerminal
import Foundation
import Testing

/// A row of a table with columns, for the flat table's column decisions.
struct Chore: Identifiable, Equatable, Differentiable {
  let id: Int
  var title: String
  var minutes: Int
}

/// A list of chores in two sections on an AppKit-rules table 400 points wide, with a Title column
/// (flexible, at least 120), Minutes (fixed, 60) and Note (fitting, 40 to 200) unless told others.
@MainActor
final class ChoreTable {
  let scheduler = ManualScheduler()
  let host: AppKitRulesHost
  let list: ListAdapter<String, Chore>

  init(
    host: AppKitRulesHost? = nil,
    columns: [ListColumn<Chore>] = [
      ListColumn("title", "Title", width: .flexible(minimum: 120), sortedBy: \.title),
      ListColumn("minutes", "Minutes", width: .fixed(60), sortedBy: \.minutes),
      ListColumn("note", "Note", width: .fitting(minimum: 40, maximum: 200)),
    ]
  ) {
    self.host = host ?? AppKitRulesHost(scheduler: scheduler)
    list = ListAdapter<String, Chore>(attaching: self.host)
    list.resolveEvents()
    list.columns = columns
    list.addCellRegistration(
      RowCell.self, shownBy: AppKitRulesHost.self, when: { _ in true }, dequeue: { host, _ in host.dequeueCell() },
      configure: { cell, chore, _ in cell.text = chore.title })
    for (column, text) in [("title", \Chore.title), ("note", \Chore.title)] as [(ColumnID, KeyPath<Chore, String>)] {
      list.addCellRegistration(
        RowCell.self, column: column, shownBy: AppKitRulesHost.self, when: { _ in true },
        dequeue: { host, _ in host.dequeueCell() },
        configure: { cell, chore, _ in cell.text = column == "note" ? "-" : chore[keyPath: text] })
    }
    list.addCellRegistration(
      RowCell.self, column: "minutes", shownBy: AppKitRulesHost.self, when: { _ in true },
      dequeue: { host, _ in host.dequeueCell() }, configure: { cell, chore, _ in cell.text = "\(chore.minutes)" })
    list.headerTitle { section, _ in section }
    list.footerTitle { _, items in "\(items.count) chores" }
    list.apply(
      Snapshot([
        ("Home", [Chore(id: 1, title: "Dishes", minutes: 20), Chore(id: 2, title: "Bins", minutes: 5)]),
        ("Garden", [Chore(id: 3, title: "Mow", minutes: 40)]),
      ]))
  }

  /// The widths of the table's columns, by identifier.
  var widths: [String: Double] {
    Dictionary(uniqueKeysWithValues: host.tableColumns.map { ($0.identifier, $0.width) })
  }
}

@MainActor
@Suite("A flat table with columns, under NSTableView's column rules")
struct FlatTableColumnsTests {
  @Test("each width rule becomes an NSTableColumn's width, bounds and resizing; flexible ones share the table")
  func widths() {
    let table = ChoreTable()
    #expect(table.host.tableColumns.map(\.identifier) == ["title", "minutes", "note"])
    let unlimited = FlatTableColumn.unlimited
    #expect(
      table.host.tableColumns.map { [$0.minWidth, $0.maxWidth] } == [[120, unlimited], [1, unlimited], [40, 200]])
    #expect(table.host.tableColumns.map(\.autoresizes) == [true, false, false])
    #expect(table.host.tableColumns.map(\.sortKey) == ["title", "minutes", nil])
    // Note fits its content ("-", "Note": 28) within its bounds; Title takes what the others and
    // the table's spacing (3 a column) leave of its 400 points.
    #expect(table.widths == ["title": 291, "minutes": 60, "note": 40])
    #expect(table.host.columnAutoresizingStyle == .uniform)
    #expect(table.host.headerView != nil)
    #expect(table.host.violations.isEmpty)
  }

  @Test("item rows have a cell per column; a header row spans them; a footer shows in the first column shown")
  func rowsAndColumns() {
    let table = ChoreTable()
    // Rows: 0 [Home], 1 Dishes, 2 Bins, 3 (footer), 4 [Garden], 5 Mow, 6 (footer).
    #expect(table.host.text(1, "title") == "Dishes")
    #expect(table.host.text(1, "minutes") == "20")
    #expect(table.host.text(5, "note") == "-")
    #expect(table.host.text(0, nil) == "Home")
    // An event from a view in the table's second column is from the list's Minutes column.
    let driver = table.host.tableDriver
    #expect([1, 3, -1].map { driver.column(atPlatformColumn: $0, of: table.host) } == ["minutes", nil, nil])
    #expect(driver.platformColumn(of: "note", in: table.host) == 2)
    #expect(table.host.text(3, "title") == "2 chores")
    #expect(table.host.text(3, "minutes") == nil)
    table.list.columns[0].isHidden = true
    #expect(table.host.text(3, "minutes") == "2 chores")
    #expect(table.host.visibleViews.count == 3 * 2)
  }

  @Test("a section footer view is found in the first column shown, wherever the user put it (N12)")
  func footerViewInFirstShownColumn() {
    let table = ChoreTable()
    table.list.setFooterRegistration(
      table.list.supplementaryRegistration(
        RowCell.self, shownBy: AppKitRulesHost.self, dequeue: { host, _ in host.dequeueCell() },
        configure: { view, section, _ in view.text = "end of \(section)" }))
    // The user drags Title to the end: Minutes is first.
    table.host.dragColumn(0, to: 2)
    #expect(table.list.columns.map(\.id) == ["minutes", "note", "title"])
    let footer = table.host.visibleView(of: .footer(section: 0))
    #expect((footer as? RowCell)?.text == "end of Home")
    #expect(footer === table.host.views[3]?["minutes"])
    table.host.chooseInHeaderMenu("minutes")
    #expect(table.host.visibleView(of: .footer(section: 0)) === table.host.views[3]?["note"])
  }

  @Test("header clicks sort the list, and the descriptors the driver sets are not taken for the user's")
  func sorting() {
    let table = ChoreTable()
    table.host.clickHeader("minutes")
    #expect(table.list.sortOrder == [.ascending("minutes")])
    #expect(table.host.text(1, "title") == "Bins")
    table.host.clickHeader("minutes")
    #expect(table.list.sortOrder == [.descending("minutes")])
    table.host.clickHeader("title")
    #expect(table.list.sortOrder == [.ascending("title"), .descending("minutes")])
    // The app sets an order: the table shows it, and reports nothing back as the user's.
    table.list.sortOrder = [.descending("title")]
    #expect(table.host.sortDescriptors.map(\.key) == ["title"])
    #expect(table.list.sortOrder == [.descending("title")])
    // A column without a sort has no descriptor prototype: its header does not sort.
    table.host.clickHeader("note")
    #expect(table.list.sortOrder == [.descending("title")])
  }

  @Test("a sort, a hide or a move keeps the widths the table and the user gave the columns (L3)")
  func widthsSurviveChanges() {
    let table = ChoreTable()
    table.host.resizeFrame(to: 600)
    #expect(table.widths == ["title": 491, "minutes": 60, "note": 40])
    table.host.dragDivider(ofColumnAt: 1, by: 30)
    #expect(table.widths["minutes"] == 90)
    table.host.clickHeader("minutes")
    table.host.dragColumn(1, to: 2)
    table.list.columns[0].title = "Job"
    #expect(table.list.columns.map(\.id) == ["title", "note", "minutes"])
    #expect(table.widths == ["title": 491, "minutes": 90, "note": 40])
    // A column hidden or shown again: the flexible one takes up the table's width again.
    table.list.columns[1].isHidden = true
    #expect(table.widths["title"] == 504, "600 less 6 of spacing and 90")
    table.list.columns[1].isHidden = false
    #expect(table.widths == ["title": 461, "minutes": 90, "note": 40])
    // A rule the app changes is given again; the user's width wins over the rule until it is nil.
    table.list.columns[1].width = .fixed(70)
    table.list.columns[2].width = .fixed(50)
    #expect(table.widths["note"] == 70)
    #expect(table.widths["minutes"] == 90)
    table.list.columns[2].resizedWidth = nil
    #expect(table.widths["minutes"] == 50)
    #expect(table.host.violations.isEmpty)
  }

  @Test("a fitting column that grows with its content takes the width from the flexible one, and no gap opens")
  func fittingTakesFromFlexible() {
    let table = ChoreTable()
    #expect(table.widths == ["title": 291, "minutes": 60, "note": 40])
    // Note moves first: the footers' titles ("2 chores", 56 points) show in it.
    table.host.dragColumn(2, to: 0)
    table.list.sortOrder = [.ascending("title")]
    #expect(table.widths == ["note": 56, "title": 275, "minutes": 60])
    #expect(table.host.columnsWidth == 400)
  }

  @Test("a divider drag keeps the width of the column dragged alone, not those AppKit resized beside it (D9)")
  func dragFixesOneColumn() {
    let table = ChoreTable(columns: [
      ListColumn("minutes", "Minutes", width: .fixed(60)),
      ListColumn("title", "Title", width: .flexible(minimum: 100)),
      ListColumn("note", "Note", width: .flexible(minimum: 100)),
    ])
    // 400 less 9 of spacing and 60: 331 shared in proportion to the minimums, in whole points.
    #expect(table.widths == ["minutes": 60, "title": 165, "note": 166])
    table.host.dragDivider(ofColumnAt: 0, by: 40)
    #expect(table.widths == ["minutes": 100, "title": 145, "note": 146])
    #expect(table.list.columns.map(\.resizedWidth) == [100, nil, nil])
    // What the list shows afterwards gives no width back: the drag's result stands.
    table.host.clickHeader("title")
    #expect(table.widths == ["minutes": 100, "title": 145, "note": 146])
  }

  @Test("columns the user resizes, moves and hides change the list's columns")
  func userChanges() {
    let table = ChoreTable()
    table.host.dragDivider(ofColumnAt: 1, by: 30)
    #expect(table.list.column("minutes")?.resizedWidth == 90)
    table.host.dragColumn(2, to: 0)
    #expect(table.list.columns.map(\.id) == ["note", "title", "minutes"])
    #expect(table.host.tableColumns.map(\.identifier) == ["note", "title", "minutes"])
    table.host.chooseInHeaderMenu("note")
    #expect(table.list.column("note")?.isHidden == true)
    #expect(table.host.tableColumns.first?.isHidden == true)
    #expect(table.list.columns.map(\.resizedWidth) == [nil, nil, 90])
  }

  @Test("the header's menu offers the columns the list lets the user hide, never the last one shown")
  func headerMenu() {
    let table = ChoreTable()
    table.list.columns[1].isHideable = false
    let host = table.host
    func offered() -> [Bool?] {
      host.tableColumns.map { host.tableDriver.userCanChangeVisibility(ofColumn: $0.identifier, title: $0.title) }
    }
    #expect(offered() == [true, false, true])
    table.list.columns[1].isHideable = true
    table.host.chooseInHeaderMenu("title")
    table.host.chooseInHeaderMenu("minutes")
    // Note is the last column shown: it stays.
    #expect(offered() == [true, true, false])
    // A column without a title has nothing to be named by in the menu; one not the list's is the
    // app's delegate's to answer.
    #expect(host.tableDriver.userCanChangeVisibility(ofColumn: "title", title: "") == false)
    #expect(host.tableDriver.userCanChangeVisibility(ofColumn: "extra", title: "Extra") == nil)
    table.host.chooseInHeaderMenu("note")
    #expect(table.list.column("note")?.isHidden == false)
    table.host.chooseInHeaderMenu("title")
    #expect(table.list.column("title")?.isHidden == false)
  }

  @Test("a layout the table restored becomes the list's: order, hidden, fixed widths, sort; fitting stays fitting (L4)")
  func restored() {
    let table = ChoreTable()
    table.host.tableDriver.restore(
      RestoredColumns(
        columns: [("minutes", 75, false), ("title", 300, false), ("note", 120, true)],
        sortDescriptors: [PlatformColumns.SortDescriptor("minutes", ascending: false)]),
      on: table.host)
    #expect(table.list.columns.map(\.id) == ["minutes", "title", "note"])
    #expect(table.list.column("minutes")?.resizedWidth == 75)
    // Title shares the table's width, Note fits its content: their widths are the table's.
    #expect(table.list.column("title")?.resizedWidth == nil)
    #expect(table.list.column("note")?.resizedWidth == nil)
    #expect(table.list.column("note")?.isHidden == true)
    #expect(table.list.sortOrder == [.descending("minutes")])
    #expect(table.host.tableColumns.map(\.identifier) == ["minutes", "title", "note"])
  }

  @Test("a title closure that hides a column: the table's columns change once it has made its rows")
  func fromTitleClosure() {
    let table = ChoreTable()
    var hid = false
    table.list.footerTitle { [unowned list = table.list] _, items in
      if !hid {
        hid = true
        list.columns[1].isHidden = true
      }
      return "\(items.count) chores"
    }
    table.host.reloadData()
    #expect(hid)
    #expect(table.host.violations.isEmpty)
    table.scheduler.runReady()
    #expect(table.host.tableColumns.map(\.isHidden) == [false, true, false])
  }
}

@MainActor
@Suite("A flat table without columns, under NSTableView's column rules")
struct FlatTableRowsTests {
  @Test("a table from a nib keeps its own columns and header; each row's cell shows in its first column (N9)")
  func nibColumnsKept() {
    let host = AppKitRulesHost(
      columns: [RulesColumn("name", width: 220), RulesColumn("size", width: 80)], hasHeader: true)
    let header = host.headerView
    let table = ChoreTable(host: host, columns: [])
    #expect(host.tableColumns.map(\.identifier) == ["name", "size"])
    #expect(host.tableColumns.map(\.width) == [220, 80])
    #expect(host.headerView != nil && host.headerView === header)
    #expect(host.text(1, "name") == "Dishes")
    #expect(host.text(1, "size") == nil)
    #expect(host.tableDriver.column(atPlatformColumn: 0, of: host) == nil)
    #expect(table.list.columns.isEmpty)
    #expect(host.violations.isEmpty)
  }

  @Test("a table made in code gets one column as wide as the table, and no header while the list has no columns")
  func oneColumnSizedToTable() {
    let host = AppKitRulesHost()
    let header = host.headerView
    let table = ChoreTable(host: host, columns: [])
    #expect(host.tableColumns.map(\.identifier) == ["CellKit"])
    #expect(host.tableColumns.map(\.width) == [400 - 3])
    #expect(host.headerView == nil)
    host.resizeFrame(to: 500)
    #expect(host.tableColumns.map(\.width) == [500 - 3])
    // Columns later: the header the table made shows them (D10).
    table.list.columns = [ListColumn("title", "Title", width: .flexible(minimum: 120))]
    #expect(host.tableColumns.map(\.identifier) == ["title"])
    #expect(host.headerView != nil && host.headerView === header)
    #expect(host.tableColumns.map(\.width) == [500 - 3])
    // And back to none: CellKit's column again, the header hidden.
    table.list.columns = []
    #expect(host.tableColumns.map(\.identifier) == ["CellKit"])
    #expect(host.headerView == nil)
  }

  @Test("a table from a nib whose list declares columns keeps the nib's column of the same name")
  func nibColumnAdopted() {
    let host = AppKitRulesHost(columns: [RulesColumn("title", width: 220), RulesColumn("extra")], hasHeader: false)
    _ = ChoreTable(host: host)
    #expect(host.tableColumns.map(\.identifier) == ["title", "minutes", "note"])
    #expect(host.headerView != nil)
    #expect(host.text(2, "title") == "Bins")
  }
}

@MainActor
@Suite("Section titles shown in place, as UIKit's table needs")
struct TitlesInPlaceTests {
  @Test("a title goes into the view that shows one; a section in view with a new title and no view is reloaded")
  func plan() {
    // Section 0 shows a header view and no footer; 1 shows neither and is in view; 2 neither, off
    // screen; 3 is past the table's sections.
    let headers: [Int: String] = [0: "header 0"]
    let plan = TitlesInPlace<String>(
      sections: [0, 1, 2, 3], sectionCount: 3, inView: [0, 1],
      views: ({ headers[$0] }, { _ in nil }),
      titles: ({ "Title \($0)" }, { $0 == 1 ? "1 item" : nil }))
    #expect(plan.titled.map { "\($0.view): \($0.title ?? "-")" } == ["header 0: Title 0"])
    #expect(plan.reloaded == [1])
  }
}

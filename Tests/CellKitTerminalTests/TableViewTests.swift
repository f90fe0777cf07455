import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// A data source that is a plain array of counts, for tables that are not driven by an adapter.
@MainActor
final class CountingSource: TableViewDataSource {
  var rows: [Int]
  init(_ rows: [Int]) { self.rows = rows }
  func numberOfSections(in tableView: TableView) -> Int { rows.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
    let cell: YoutuberCell = tableView.dequeue(for: indexPath)
    cell.name.text = "Row \(indexPath.section)-\(indexPath.row)"
    return cell
  }
}

@MainActor
@Suite("Table view")
struct TableViewTests {
  @Test("A table of 1,000,000 rows scrolled from top to bottom makes at most visible rows + 2 cells")
  func virtualization() {
    let source = CountingSource([1_000_000])
    let table = TableView()
    table.dataSource = source
    let pilot = Pilot(rootView: table, size: Size(width: 80, height: 30))
    pilot.application.focus(table)
    var offset = 0
    while offset < table.contentHeight - 30 {
      table.scroll(by: 997)
      offset += 997
      pilot.application.drawFrame()
    }
    for _ in 0..<200 { pilot.press(.pageDown) }
    pilot.press(.end)
    pilot.expectScreen([
      "  Row 0-999970                                              [ Subscribe ] [off]│",
      "  Row 0-999971                                              [ Subscribe ] [off]│",
      "  Row 0-999972                                              [ Subscribe ] [off]│",
      "  Row 0-999973                                              [ Subscribe ] [off]│",
      "  Row 0-999974                                              [ Subscribe ] [off]│",
      "  Row 0-999975                                              [ Subscribe ] [off]│",
      "  Row 0-999976                                              [ Subscribe ] [off]│",
      "  Row 0-999977                                              [ Subscribe ] [off]│",
      "  Row 0-999978                                              [ Subscribe ] [off]│",
      "  Row 0-999979                                              [ Subscribe ] [off]│",
      "  Row 0-999980                                              [ Subscribe ] [off]│",
      "  Row 0-999981                                              [ Subscribe ] [off]│",
      "  Row 0-999982                                              [ Subscribe ] [off]│",
      "  Row 0-999983                                              [ Subscribe ] [off]│",
      "  Row 0-999984                                              [ Subscribe ] [off]│",
      "  Row 0-999985                                              [ Subscribe ] [off]│",
      "  Row 0-999986                                              [ Subscribe ] [off]│",
      "  Row 0-999987                                              [ Subscribe ] [off]│",
      "  Row 0-999988                                              [ Subscribe ] [off]│",
      "  Row 0-999989                                              [ Subscribe ] [off]│",
      "  Row 0-999990                                              [ Subscribe ] [off]│",
      "  Row 0-999991                                              [ Subscribe ] [off]│",
      "  Row 0-999992                                              [ Subscribe ] [off]│",
      "  Row 0-999993                                              [ Subscribe ] [off]│",
      "  Row 0-999994                                              [ Subscribe ] [off]│",
      "  Row 0-999995                                              [ Subscribe ] [off]│",
      "  Row 0-999996                                              [ Subscribe ] [off]│",
      "  Row 0-999997                                              [ Subscribe ] [off]│",
      "  Row 0-999998                                              [ Subscribe ] [off]│",
      "› Row 0-999999                                              [ Subscribe ] [off]┃",
    ])
    #expect(table.cellsCreated <= 30 + 2)
    #expect(table.visibleCells.count <= 30)
  }

  @Test("Keys move the focus between rows and controls, across sections; Enter activates")
  func keyboardFocus() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 2, rowsPerSection: 2))
    screen.pilot.press(.down)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 1, section: 0))
    screen.pilot.press(.down)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 0, section: 1))
    screen.pilot.press(.enter)
    #expect(screen.routed.last?.action == .subscribeTapped)
    #expect(screen.routed.last?.indexPath == IndexPath(row: 0, section: 1))
    screen.pilot.press(.right)
    screen.pilot.press(.character(" "))
    #expect(screen.routed.last?.action == .notificationsToggled(true))
    screen.pilot.press(.tab)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 1, section: 1))
    screen.pilot.press(.backTab)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 0, section: 1))
    screen.pilot.press(.home)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 0, section: 0))
    screen.pilot.press(.end)
    #expect(screen.table.focusedIndexPath == IndexPath(row: 1, section: 1))
  }

  @Test("Focus skips a row's disabled or hidden controls: Enter uses the first enabled, visible one")
  func focusSkipsDisabledAndHidden() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 2))
    _ = screen.screen
    let cell = screen.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? YoutuberCell
    cell?.subscribe.isEnabled = false
    #expect(cell?.focusableControls.map { $0 === cell?.bell } == [true], "the disabled button is not among them")
    screen.pilot.press(.enter)
    #expect(screen.routed.map(\.action) == [.notificationsToggled(true)], "Enter went to the switch")
    cell?.subscribe.isEnabled = true
    cell?.bell.isHidden = true
    #expect(cell?.focusableControls.map { $0 === cell?.subscribe } == [true], "the hidden switch is not among them")
  }

  @Test("scrollToRow puts the row at the top, middle, bottom or nearest edge")
  func scrollPositions() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 100), size: Size(width: 60, height: 10))
    let row = IndexPath(row: 50, section: 0)
    func y() -> Int? { screen.row(of: "Youtuber 0-50") }
    screen.table.scrollToRow(at: row, at: .top)
    #expect(y() == 0)
    screen.table.scrollToRow(at: row, at: .middle)
    #expect(y() == 4)
    screen.table.scrollToRow(at: row, at: .bottom)
    #expect(y() == 9)
    screen.table.setContentOffset(0)
    screen.table.scrollToRow(at: row)
    #expect(y() == 9)
  }

  @Test("Scrolling to a section's last row shows its footer; the list's last row .bottom shows the end")
  func scrollToLastRowShowsFooter() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 2, rowsPerSection: 30), size: Size(width: 60, height: 10))
    screen.list.footerTitle { _, items in "\(items.count) channels" }
    _ = screen.screen
    screen.table.scrollToRow(at: IndexPath(row: 29, section: 1), at: .bottom)
    #expect(screen.screen.last?.contains("30 channels") == true, "the last line is the last footer:\n\(screen.screen)")
    screen.table.setContentOffset(0)
    screen.table.scrollToRow(at: IndexPath(row: 29, section: 0))
    let footer = screen.row(of: "30 channels")
    #expect(footer == 9, "scrolled down to the first section's last row, its footer shows below it")
    #expect(screen.row(of: "Youtuber 0-29") == 8)
  }

  @Test("A click on a row selects it and tells the delegate")
  func selection() {
    final class Delegate: TableViewDelegate {
      var selected: [IndexPath] = []
      func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }
    let screen = YoutuberScreen()
    let delegate = Delegate()
    screen.table.delegate = delegate
    var items: [String] = []
    screen.list.onSelect { youtuber, _ in items.append(youtuber.name) }
    screen.pilot.click(on: "Youtuber 1-2")
    #expect(delegate.selected == [IndexPath(row: 2, section: 1)])
    #expect(items == ["Youtuber 1-2"])
  }

  @Test("Batch updates keep the focus and the scroll position on the same row")
  func updatesKeepFocusAndScroll() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 3, rowsPerSection: 30), size: Size(width: 60, height: 10))
    for _ in 0..<40 { screen.pilot.press(.down) }
    let focusedName = screen.list.snapshot[screen.table.focusedIndexPath!].name
    let y = screen.row(of: focusedName)
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.insert(Youtuber(id: 1000, name: "Inserted"), at: 0) }
    snapshot.updateItems(inSectionAt: 1) { $0.remove(at: 0) }
    screen.list.apply(snapshot)
    #expect(screen.list.snapshot[screen.table.focusedIndexPath!].name == focusedName)
    #expect(screen.row(of: focusedName) == y)
  }

  @Test("A table scrolled to its bottom stays there as rows are appended, as a chat does")
  func bottomStaysAtBottom() {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 1, rowsPerSection: 30), size: Size(width: 60, height: 10))
    screen.pilot.press(.end)
    #expect(screen.screen.last?.contains("Youtuber 0-29") == true)
    for id in 1000..<1003 {
      var snapshot = screen.list.snapshot
      snapshot.updateItems(inSectionAt: 0) { $0.append(Youtuber(id: id, name: "Message \(id)")) }
      screen.list.apply(snapshot)
      #expect(screen.screen.last?.contains("Message \(id)") == true, "the newest row shows:\n\(screen.screen)")
    }
    // Scrolled up from the bottom, the top row keeps its line instead.
    screen.table.scroll(by: -5)
    let top = screen.screen.first
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.append(Youtuber(id: 2000, name: "Later")) }
    screen.list.apply(snapshot)
    #expect(screen.screen.first == top)
    #expect(screen.row(of: "Later") == nil)
  }

  /// A chat as apps build one: two sections, the first collapsible, muted messages filtered out,
  /// scrolled to its bottom. Appending, a message the filter hides, collapsing and expanding the
  /// section above, and narrowing the filter all keep the newest shown message on the last line.
  @Test("A chat scrolled to its bottom stays there through appends, filtering and collapsing")
  func bottomStaysAtBottomWithFilterAndCollapse() {
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    list.cell(YoutuberCell.self) { cell, message, _ in cell.name.text = message }
    list.headerTitle { section, _ in section }
    list.allowsCollapsingSections = true
    list.filter = { !$0.hasPrefix("muted") }
    list.apply(
      Snapshot([
        ("Earlier", (0..<12).map { $0 % 4 == 3 ? "muted \($0)" : "old \($0)" }),
        ("Today", (0..<12).map { $0 % 5 == 4 ? "muted today \($0)" : "today \($0)" }),
      ]))
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 8))
    pilot.application.focus(table)
    pilot.press(.end)
    func lastLine() -> String { pilot.screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "" }
    #expect(lastLine().contains("today 11"), "\(pilot.screenText)")
    func append(_ message: String) {
      var snapshot = list.snapshot
      snapshot.appendItems([message], toSectionAt: 1)
      list.apply(snapshot)
    }
    append("today 12")
    #expect(lastLine().contains("today 12"), "\(pilot.screenText)")
    append("muted today 13")
    #expect(lastLine().contains("today 12"), "a hidden message moves nothing:\n\(pilot.screenText)")
    list.collapse("Earlier")
    #expect(lastLine().contains("today 12"), "collapsing above:\n\(pilot.screenText)")
    append("today 14")
    #expect(lastLine().contains("today 14"), "\(pilot.screenText)")
    list.narrowFilter { !$0.hasPrefix("muted") && $0 != "today 14" }
    #expect(lastLine().contains("today 12"), "narrowing hides the last one:\n\(pilot.screenText)")
    list.expand("Earlier")
    #expect(lastLine().contains("today 12"), "expanding above:\n\(pilot.screenText)")
  }

  /// A header or footer view with a More button.
  final class SectionHeader: TableHeaderFooterView, ActionCell {
    let more = Button("More")
    enum Action: CellAction, Equatable { case moreTapped }
    override func viewDidLoad() {
      more.sends(.moreTapped, from: self)
      contentView.add(more)
    }
  }

  @Test("Header and footer views are reusable, typed, and route actions with their section")
  func headerFooterViews() {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.header(SectionHeader.self) { header, section, _ in header.textLabel.text = section }
    list.apply(youtuberSnapshot(sections: 2, rowsPerSection: 2))
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 12))
    var sections: [Int] = []
    table.on(SectionHeader.Action.moreTapped) { context in sections.append(context.section) }
    pilot.click(on: "More", occurrence: 1)
    pilot.click(on: "More", occurrence: 0)
    #expect(sections == [1, 0])
    #expect(pilot.screen[0].contains("Section 0"))
  }

  @Test("A footer view of the same type as the headers routes its actions as its section's footer")
  func footerViewsRouteAsFooters() {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.header(SectionHeader.self) { view, section, _ in view.textLabel.text = section }
    list.footer(SectionHeader.self) { view, section, _ in view.textLabel.text = "end of \(section)" }
    list.apply(youtuberSnapshot(sections: 2, rowsPerSection: 1))
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 12))
    var locations: [ActionLocation] = []
    table.on(SectionHeader.Action.moreTapped) { context in locations.append(context.location) }
    for occurrence in 0..<4 { pilot.click(on: "More", occurrence: occurrence) }
    #expect(locations == [.header(section: 0), .footer(section: 0), .header(section: 1), .footer(section: 1)])
  }
}

@MainActor
@Suite("Table view row heights")
struct RowHeightTests {
  @Test("Rows with their own heights lay out, scroll and route by their real positions")
  func perRowHeights() throws {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 2, rowsPerSection: 10), size: Size(width: 60, height: 12))
    screen.table.rowHeightProvider = { indexPath in indexPath.row % 2 == 0 ? 1 : 3 }
    #expect(screen.table.contentHeight == 2 * (1 + 5 * 1 + 5 * 3))
    _ = screen.pilot.screen
    #expect(screen.row(of: "Youtuber 0-1") == 2)
    #expect(screen.row(of: "Youtuber 0-2") == 5)
    screen.table.scrollToRow(at: IndexPath(row: 7, section: 1), at: .top)
    screen.clickSubscribe(of: "Youtuber 1-7")
    let routed = try #require(screen.routed.last)
    #expect(routed.indexPath == IndexPath(row: 7, section: 1))
    #expect(routed.name == "Youtuber 1-7")
  }

  @Test("A cell dequeued for a row comes sized for that row, before the data source configures it")
  func dequeuedCellsAreSized() {
    final class Source: TableViewDataSource {
      var sizes: [Size] = []
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        let cell: YoutuberCell = tableView.dequeue(for: indexPath)
        sizes.append(cell.frame.size)
        return cell
      }
    }
    let source = Source()
    let table = TableView()
    table.showsScrollIndicator = false
    table.rowHeightProvider = { $0.row + 1 }
    table.dataSource = source
    let pilot = Pilot(rootView: table, size: Size(width: 30, height: 12))
    _ = pilot.screen
    #expect(source.sizes == (1...4).map { Size(width: 30, height: $0) })
  }
}

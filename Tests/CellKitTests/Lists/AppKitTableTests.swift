@_spi(CellKitPlatform) import CellKit
import CellKitRulesHosts
import CellKitTesting
import Foundation
import Testing

/// What a Mac user does to a table: selections with the mouse and the keyboard, collapsing, and
/// drags, under AppKit's rules (``AppKitRulesHost``).
@MainActor
@Suite("Selecting, collapsing and dragging under AppKit's table rules")
struct AppKitTableTests {
  /// An adapter over an AppKit-rules table: two titled sections, tiles 1–4 and 5–8, so the rows are
  /// 0 header, 1–4 tiles 1–4, 5 header, 6–9 tiles 5–8. It records every selection and deselection.
  @MainActor
  final class Fixture {
    let host = AppKitRulesHost()
    let list: ListAdapter<Int, Tile>
    var selected: [Int] = []
    var deselected: [Int] = []

    init(several: Bool = true) {
      list = ListAdapter<Int, Tile>(attaching: host)
      list.resolveEvents()
      list.allowsMultipleSelection = several
      list.allowsCollapsingSections = true
      list.addCellRegistration(
        RowCell.self, shownBy: AppKitRulesHost.self, when: { _ in true }, dequeue: { host, _ in host.dequeueCell() },
        configure: { cell, tile, _ in cell.text = "\(tile.id)\(tile.label)" })
      list.headerTitle { section, _ in "S\(section)" }
      list.onSelect { [unowned self] tile, _ in selected.append(tile.id) }
      list.onDeselect { [unowned self] tile, _ in deselected.append(tile.id) }
      list.apply(Snapshot([(0, (1...4).map { Tile(id: $0) }), (1, (5...8).map { Tile(id: $0) })]))
      host.effects = { [unowned self] in
        selected.count + deselected.count + list.snapshot.sections.filter(list.isCollapsed).count
      }
    }

    var selection: [Int] { list.selectedItems.map(\.id).sorted() }

    /// The tiles the table shows selected.
    var shownSelection: [Int] {
      host.selectedRows.compactMap { host.rows[$0].base as? Int }.sorted()
    }
  }

  @Test("A table whose adapter nobody keeps reports it, once, when it asks for its rows again")
  func releasedAdapter() {
    let host = AppKitRulesHost()
    let diagnostics = Diagnostics.collecting {
      do {
        let list = ListAdapter<Int, Tile>(attaching: host)
        list.addCellRegistration(
          RowCell.self, shownBy: AppKitRulesHost.self, when: { _ in true }, dequeue: { host, _ in host.dequeueCell() },
          configure: { _, _, _ in })
        list.apply(Snapshot([(0, [Tile(id: 1)])]))
      }
      host.reloadData()
      host.reloadData()
    }
    #expect(diagnostics.map(\.kind) == [.releasedAdapter])
    #expect(
      diagnostics.first?.message
        == """
        The ListAdapter attached to this AppKitRulesHost was released while the view still asks for its rows, \
        so it shows none: a list view does not keep its adapter. Keep the adapter for as long as the view \
        shows it, in a stored property of the controller that made it (`let list: ListAdapter<Section, \
        Item>`).
        """)
    #expect(host.rows.isEmpty)
  }

  @Test("A Shift-click selects the range once: the table's probes of each row have no effect")
  func shiftClick() {
    let fixture = Fixture()
    fixture.host.click(1)
    fixture.host.shiftClick(3)
    #expect(fixture.host.violations.isEmpty, "\(fixture.host.violations)")
    #expect(fixture.selected == [1, 2, 3])
    #expect(fixture.selection == [1, 2, 3])
    #expect(fixture.shownSelection == [1, 2, 3])
  }

  @Test("⌘-click toggles the row clicked, and only it")
  func commandClick() {
    let fixture = Fixture()
    fixture.host.click(2)
    fixture.host.commandClick(6)
    #expect(fixture.selection == [2, 5])
    fixture.host.commandClick(6)
    #expect(fixture.selection == [2])
    #expect(fixture.deselected == [5])
    #expect(fixture.shownSelection == [2])
    #expect(fixture.host.violations.isEmpty, "\(fixture.host.violations)")
  }

  @Test("A plain click replaces the selection, each row told once")
  func plainClickReplaces() {
    let fixture = Fixture()
    fixture.host.click(1)
    fixture.host.commandClick(2)
    fixture.host.click(4)
    #expect(fixture.selection == [4])
    #expect(fixture.selected == [1, 2, 4])
    #expect(fixture.deselected.sorted() == [1, 2])
    #expect(fixture.shownSelection == [4])
  }

  @Test("With a single selection, ⌘-click moves it, Shift-click and ⌘A do nothing, and it is never emptied")
  func singleSelection() {
    let fixture = Fixture(several: false)
    fixture.host.click(1)
    fixture.host.commandClick(3)
    #expect(fixture.selection == [3])
    fixture.host.shiftClick(7)
    fixture.host.selectAll()
    fixture.host.commandClick(3)
    #expect(fixture.selection == [3])
    #expect(fixture.shownSelection == [3])
    #expect(fixture.selected == [1, 3])
    #expect(fixture.deselected == [1])
    #expect(fixture.host.violations.isEmpty, "\(fixture.host.violations)")
  }

  @Test("The arrow keys cross section headers, with and without Shift")
  func arrowsCrossSections() {
    let fixture = Fixture(several: false)
    fixture.host.click(4)
    fixture.host.arrow(down: true)
    #expect(fixture.selection == [5])
    fixture.host.arrow(down: false)
    #expect(fixture.selection == [4])
    fixture.host.arrow(down: false)
    fixture.host.arrow(down: false)
    fixture.host.arrow(down: false)
    #expect(fixture.selection == [1])
    fixture.host.arrow(down: false)
    #expect(fixture.selection == [1], "Up from the first row stays")

    let several = Fixture()
    several.host.click(4)
    several.host.arrow(down: true, extending: true)
    #expect(several.selection == [4, 5])
    #expect(several.list.snapshot.sections.filter(several.list.isCollapsed).isEmpty)
    #expect(several.host.violations.isEmpty, "\(several.host.violations)")
  }

  @Test("A click on a header collapses its section; Select All and a Shift-click across headers collapse nothing")
  func headersCollapseOnlyWhenClicked() {
    let fixture = Fixture()
    fixture.host.selectAll()
    #expect(fixture.selection == [1, 2, 3, 4, 5, 6, 7, 8])
    fixture.host.click(1)
    fixture.host.shiftClick(8)
    #expect(fixture.list.snapshot.sections.filter(fixture.list.isCollapsed).isEmpty)
    fixture.host.click(5)
    #expect(fixture.list.isCollapsed(1))
    #expect(fixture.selection == [1, 2, 3, 4, 5, 6, 7], "the click on the header changes no selection")
    #expect(fixture.host.selectedRows == [1, 2, 3, 4], "the header row is not left selected")
    fixture.host.click(5)
    #expect(!fixture.list.isCollapsed(1))
    #expect(fixture.host.violations.isEmpty, "\(fixture.host.violations)")
  }

  @Test("Rows the table moves, removes or reloads under the selection are no choice of the user's")
  func updatesUnderTheSelection() {
    let fixture = Fixture()
    fixture.host.click(2)
    fixture.host.commandClick(7)
    let told = (fixture.selected, fixture.deselected)
    var snapshot = fixture.list.snapshot
    snapshot.insertItems([Tile(id: 20), Tile(id: 21)], at: IndexPath(row: 0, section: 0))
    snapshot.deleteItems([1])
    snapshot.moveItem(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 0, section: 1))
    fixture.list.apply(snapshot)
    fixture.list.apply(fixture.list.snapshot, animatingDifferences: false)
    #expect(fixture.selection == [2, 6])
    #expect(fixture.shownSelection == [2, 6])
    #expect(fixture.selected == told.0 && fixture.deselected == told.1, "no handler ran for rows nobody chose")
    #expect(fixture.host.violations.isEmpty, "\(fixture.host.violations)")
  }

  /// Moves by the adapter's handler.
  func allowMoves(_ fixture: Fixture) {
    fixture.list.onMove { [unowned list = fixture.list] _, source, destination in
      var snapshot = list.snapshot
      snapshot.moveItem(at: source, to: destination)
      list.apply(snapshot)
      return true
    }
  }

  @Test("A drag of several selected rows moves the row grabbed")
  func dragMovesGrabbedRow() {
    let fixture = Fixture()
    allowMoves(fixture)
    fixture.host.beginDrag(of: [1, 3], grabbing: 3)
    #expect(fixture.host.drop(atGap: 10))
    #expect(fixture.list.snapshot.items.map { $0.map(\.id) } == [[1, 2, 4], [5, 6, 7, 8, 3]])
    #expect(fixture.host.violations.isEmpty, "\(fixture.host.violations)")
  }

  /// D8: AppKit names the grabbed one of several dragged rows by the session's dragging leader,
  /// counted in the order of the rows; the row under the pointer is taken when it names none.
  @Test("The grabbed row of a drag is the dragging leader's, else the one under the pointer")
  func grabbedRowIsTheLeader() {
    #expect(FlatTableDriver.grabbedRow(of: [1, 3, 5], leaderIndex: 1, rowUnderPointer: 5) == 3)
    #expect(FlatTableDriver.grabbedRow(of: [1, 3, 5], leaderIndex: 0, rowUnderPointer: 3) == 1)
    #expect(FlatTableDriver.grabbedRow(of: [1, 3, 5], leaderIndex: 3, rowUnderPointer: 5) == 5)
    #expect(FlatTableDriver.grabbedRow(of: [1, 3, 5], leaderIndex: -1, rowUnderPointer: -1) == -1)
  }

  @Test("A drag keeps its item while the list updates under it, and a deleted one drops nothing")
  func dragFollowsUpdates() {
    let fixture = Fixture()
    allowMoves(fixture)
    fixture.host.beginDrag(of: [2], grabbing: 2)
    var snapshot = fixture.list.snapshot
    snapshot.insertItems([Tile(id: 20), Tile(id: 21)], at: IndexPath(row: 0, section: 0))
    fixture.list.apply(snapshot)
    #expect(fixture.host.drop(atGap: 12))
    #expect(fixture.list.snapshot.items.map { $0.map(\.id) } == [[20, 21, 1, 3, 4], [5, 6, 7, 8, 2]])

    fixture.host.beginDrag(of: [3], grabbing: 3)
    snapshot = fixture.list.snapshot
    snapshot.deleteItems([1])
    fixture.list.apply(snapshot)
    #expect(!fixture.host.drop(atGap: 0))
    #expect(fixture.list.snapshot.items.map { $0.map(\.id) } == [[20, 21, 3, 4], [5, 6, 7, 8, 2]])
    #expect(fixture.host.violations.isEmpty, "\(fixture.host.violations)")
  }

  @Test("A header or footer row cannot be dragged")
  func headersAreNotDragged() {
    let fixture = Fixture()
    allowMoves(fixture)
    fixture.host.beginDrag(of: [0], grabbing: 0)
    #expect(!fixture.host.drop(atGap: 3))
    #expect(fixture.list.snapshot.items.map { $0.map(\.id) } == [[1, 2, 3, 4], [5, 6, 7, 8]])
  }
}

@MainActor
@Suite("Section titles follow the items they count and read")
struct SectionTitleFollowsItemsTests {
  @Test("A collapsed header's count follows items added to and removed from its hidden rows")
  func collapsedCount() {
    let fixture = AppKitTableTests.Fixture()
    fixture.list.collapse(0)
    #expect(fixture.host.visibleShown()[0] == .header("▸ S0 (4)"))
    var snapshot = fixture.list.snapshot
    snapshot.insertItems([Tile(id: 30)], at: IndexPath(row: 0, section: 0))
    fixture.list.apply(snapshot)
    #expect(fixture.host.visibleShown()[0] == .header("▸ S0 (5)"))
    fixture.list.filter = { $0.id != 30 && $0.id != 1 }
    #expect(fixture.host.visibleShown()[0] == .header("▸ S0 (3)"), "a filter hides rows of a collapsed section too")
    #expect(fixture.host.violations.isEmpty, "\(fixture.host.violations)")
  }

  @Test("A collapsed header whose title counts its items itself shows the count once, filtered")
  func collapsedTitleCountsOnce() {
    let fixture = AppKitTableTests.Fixture()
    fixture.list.headerTitle { section, tiles in "S\(section) (\(tiles.count))" }
    fixture.list.filter = { $0.id != 1 }
    fixture.list.collapse(0)
    #expect(fixture.host.visibleShown()[0] == .header("▸ S0 (3)"))
    fixture.list.expand(0)
    #expect(fixture.host.visibleShown()[0] == .header("▾ S0 (3)"))
    #expect(fixture.host.violations.isEmpty, "\(fixture.host.violations)")
  }

  @Test("A collapsed header that reads its hidden items follows their content and each filter set")
  func collapsedReadsHiddenContent() {
    let fixture = AppKitTableTests.Fixture()
    fixture.list.headerTitle { section, tiles in "S\(section) " + tiles.map(\.label).joined() }
    var snapshot = fixture.list.snapshot
    for row in 0..<4 { snapshot[IndexPath(row: row, section: 0)].label = "\(row)" }
    fixture.list.apply(snapshot)
    fixture.list.collapse(0)
    #expect(fixture.host.visibleShown()[0] == .header("▸ S0 0123 (4)"))
    snapshot = fixture.list.snapshot
    snapshot[IndexPath(row: 2, section: 0)].label = "x"
    fixture.list.apply(snapshot)
    #expect(fixture.host.visibleShown()[0] == .header("▸ S0 01x3 (4)"), "a hidden item's new content")
    snapshot = fixture.list.snapshot
    snapshot[IndexPath(row: 0, section: 1)].label = "y"
    fixture.list.apply(snapshot)
    #expect(fixture.host.visibleShown()[0] == .header("▸ S0 01x3 (4)"), "an edit elsewhere leaves it as it was")
    fixture.list.filter = { $0.label != "0" }
    #expect(fixture.host.visibleShown()[0] == .header("▸ S0 1x3 (3)"))
    fixture.list.filter = { _ in true }
    #expect(fixture.host.visibleShown()[0] == .header("▸ S0 01x3 (4)"), "the same snapshot under another filter")
    #expect(fixture.host.violations.isEmpty, "\(fixture.host.violations)")
  }

  @Test("A footer that reads its items shows a change to rows scrolled out of view")
  func footerReadsRowsOffScreen() {
    let fixture = AppKitTableTests.Fixture()
    fixture.list.footerTitle { _, tiles in tiles.map(\.label).joined() }
    fixture.host.scrollOffset = 5
    var snapshot = fixture.list.snapshot
    snapshot[IndexPath(row: 0, section: 0)].label = "a"
    fixture.list.apply(snapshot)
    #expect(fixture.host.visibleShown()[5] == .footer("a"), "the item's row is out of view, its footer in view")
    fixture.host.scrollOffset = 6
    snapshot[IndexPath(row: 1, section: 0)].label = "b"
    fixture.list.apply(snapshot)
    fixture.host.scrollOffset = 0
    #expect(fixture.host.visibleShown()[5] == .footer("ab"), "a footer made as it scrolls in reads the items now")
    #expect(fixture.host.violations.isEmpty, "\(fixture.host.violations)")
  }

  @Test("On UIKit's table, which asks for titles only as it makes headers, a title that counts rows is set in place")
  func uikitTitleCounts() {
    let host = UIKitRulesHost()
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    list.headerTitle { section, tiles in "S\(section) (\(tiles.count))" }
    list.apply(Snapshot([(0, [Tile(id: 1)]), (1, [Tile(id: 2)])]))
    var snapshot = list.snapshot
    snapshot.insertItems([Tile(id: 3)], at: IndexPath(row: 0, section: 1))
    list.apply(snapshot)
    #expect(host.shownTitles.map { $0[0] } == ["S0 (1)", "S1 (2)"], "section 1 shows its new count")
    #expect(host.violations.isEmpty, "\(host.violations)")
    snapshot[IndexPath(row: 0, section: 0)].label = "x"
    list.apply(snapshot)
    #expect(host.sectionReloads == 0, "no section is reloaded for its title")
  }
}

@MainActor
@Suite("Row actions as the platforms show them")
struct BoundRowActionTests {
  @Test("A row action runs for the item the actions were revealed on, and a destructive one says whether its row went")
  func performs() {
    let fixture = AppKitTableTests.Fixture()
    var ran: [String] = []
    fixture.list.trailingActions { [unowned list = fixture.list] _ in
      [
        RowAction("Delete", style: .destructive) { context in
          ran.append("delete \(context.item.id)")
          var snapshot = list.snapshot
          snapshot.deleteItems([context.item.id])
          list.apply(snapshot)
        },
        RowAction("Archive", style: .destructive) { context in ran.append("archive \(context.item.id)") },
        RowAction("Flag") { context in ran.append("flag \(context.item.id)") },
      ]
    }
    let actions = fixture.host.tableDriver.rowActions(atRow: 2, edge: .trailing, on: fixture.host)
    #expect(actions.map(\.label.title) == ["Delete", "Archive", "Flag"])
    #expect(fixture.host.tableDriver.rowActions(atRow: 0, edge: .trailing, on: fixture.host).isEmpty, "a header row")
    var snapshot = fixture.list.snapshot
    snapshot.insertItems([Tile(id: 40)], at: IndexPath(row: 0, section: 0))
    fixture.list.apply(snapshot)
    #expect(actions[2].perform(), "a regular action that ran")
    #expect(!actions[1].perform(), "a destructive action that kept its row: UIKit puts the row back")
    #expect(actions[0].perform(), "a destructive action that deleted its row")
    #expect(!actions[2].perform(), "the item is gone: nothing runs")
    #expect(ran == ["flag 2", "archive 2", "delete 2"])
  }
}

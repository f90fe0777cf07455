@_spi(CellKitPlatform) import CellKit
import CellKitRulesHosts
import Foundation
import Testing

@MainActor
@Suite("Edit mode decisions a table host translates")
struct EditModeTests {
  @Test(
    "A row shows a delete control in edit mode only with a destructive trailing action, and not while selecting several"
  )
  func deleteControls() {
    let host = UIKitRulesHost()
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    list.apply(Snapshot([(0, (1...4).map { Tile(id: $0) })]))
    let rows = (0..<4).map { IndexPath(row: $0, section: 0) }
    #expect(rows.map { list.host(host, deletesWhileEditingAt: $0) } == [false, false, false, false], "no row actions")
    list.trailingActions { tile in
      tile.id.isMultiple(of: 2)
        ? [RowAction("Mute") { _ in }, RowAction("Delete", style: .destructive) { _ in }] : [RowAction("Mute") { _ in }]
    }
    #expect(rows.map { list.host(host, deletesWhileEditingAt: $0) } == [false, true, false, true])
    list.allowsMultipleSelection = true
    #expect(rows.map { list.host(host, deletesWhileEditingAt: $0) } == [false, false, false, false])
  }

  @Test("The host learns when the adapter starts or stops taking several selections, so its edit mode shows circles")
  func severalSelections() {
    let host = UIKitRulesHost()
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    list.apply(Snapshot([(0, (1...4).map { Tile(id: $0) })]))
    #expect(!list.selectsSeveral)
    let shows = host.selectionShows
    list.allowsMultipleSelection = true
    #expect(list.selectsSeveral)
    #expect(host.selectionShows == shows + 1)
    list.allowsMultipleSelection = true
    #expect(host.selectionShows == shows + 1, "setting the same value again shows nothing")
    host.userSelects(IndexPath(row: 0, section: 0))
    host.userSelects(IndexPath(row: 2, section: 0))
    #expect(Set(list.selectedItems.map(\.id)) == [1, 3])
    #expect(host.shownSelection == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
  }

  /// A list on a table in edit mode, with a log of the selection handlers.
  func editing(severalSelections: Bool) -> (UIKitRulesHost, ListAdapter<Int, Tile>, () -> [String]) {
    let host = UIKitRulesHost()
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    list.allowsMultipleSelection = severalSelections
    list.apply(Snapshot([(0, (1...4).map { Tile(id: $0) })]))
    final class Log { var lines: [String] = [] }
    let log = Log()
    list.onSelect { tile, _ in log.lines.append("select \(tile.id)") }
    list.onDeselect { tile, _ in log.lines.append("deselect \(tile.id)") }
    host.isEditing = true
    return (host, list, { log.lines })
  }

  @Test("In edit mode a tap selects the row, with one selection or several, as the adapter asks UIKit to allow")
  func selectsWhileEditing() {
    for several in [false, true] {
      let (host, list, log) = editing(severalSelections: several)
      #expect(host.tapSelection == TapSelection(selectsSeveral: several))
      host.userSelects(IndexPath(row: 1, section: 0))
      #expect(list.selectedItems.map(\.id) == [2], "several: \(several)")
      #expect(log() == ["select 2"])
      #expect(host.shownSelection == [IndexPath(row: 1, section: 0)])
    }
  }

  @Test("Tapping another row with one selection in edit mode: the old row is deselected once, not selected again")
  func oneSelectionWhileEditing() {
    let (host, list, log) = editing(severalSelections: false)
    host.userSelects(IndexPath(row: 0, section: 0))
    host.userSelects(IndexPath(row: 2, section: 0))
    #expect(log() == ["select 1", "deselect 1", "select 3"])
    #expect(list.selectedItems.map(\.id) == [3])
    #expect(host.shownSelection == [IndexPath(row: 2, section: 0)])
  }

  @Test("Tapping a selected row with several selections in edit mode deselects it")
  func severalWhileEditing() {
    let (host, list, log) = editing(severalSelections: true)
    host.userSelects(IndexPath(row: 0, section: 0))
    host.userSelects(IndexPath(row: 2, section: 0))
    host.userSelects(IndexPath(row: 0, section: 0))
    #expect(log() == ["select 1", "select 3", "deselect 1"])
    #expect(list.selectedItems.map(\.id) == [3])
  }

  @Test("What a table's report of a deselection means: a tap while it keeps several, its own step otherwise")
  func deselectionReports() {
    for several in [false, true] {
      let settings = TapSelection(selectsSeveral: several)
      #expect(settings.deselectionIsTap(isEditing: false), "outside edit mode the table keeps several")
      #expect(settings.deselectionIsTap(isEditing: true) == several)
      #expect(settings.selectsOnTap(isEditing: true))
    }
    #expect(!TapSelection.platformDefaults.selectsOnTap(isEditing: true), "UIKit selects nothing in edit mode")
  }
}

/// A section with a title of its own.
struct Shelf: Differentiable, Hashable {
  let id: Int
  var title: String
  var differenceIdentifier: Int { id }
}

@MainActor
@Suite("A section's own content change on a table that asks for titles only as it makes headers")
struct SectionTitleReloadTests {
  @Test("A section whose value and title changed shows the new title in place: the section is not reloaded")
  func titlesInPlace() {
    for withTitles in [false, true] {
      let host = UIKitRulesHost()
      let list = ListAdapter<Shelf, Tile>(attaching: host)
      list.resolveEvents()
      if withTitles { list.headerTitle { shelf, _ in shelf.title } }
      list.apply(Snapshot([(Shelf(id: 1, title: "Tech"), [Tile(id: 1), Tile(id: 2)])]))
      var snapshot = list.snapshot
      snapshot.updateSection(at: 0, to: Shelf(id: 1, title: "Gadgets"))
      list.apply(snapshot)
      #expect(host.sectionReloads == 0, "titles: \(withTitles)")
      #expect(host.violations.isEmpty)
      #expect(host.shownTitles == [[withTitles ? "Gadgets" : nil, nil]], "titles: \(withTitles)")
    }
  }

  @Test("A section whose value changed but whose titles read the same is not reloaded: its rows keep their cells")
  func sameTitlesNoReload() {
    let host = UIKitRulesHost()
    let list = ListAdapter<Shelf, Tile>(attaching: host)
    list.resolveEvents()
    list.headerTitle { shelf, _ in "Shelf \(shelf.id)" }
    list.apply(Snapshot([(Shelf(id: 1, title: "Tech"), [Tile(id: 1), Tile(id: 2)])]))
    var snapshot = list.snapshot
    snapshot.updateSection(at: 0, to: Shelf(id: 1, title: "Gadgets"))
    list.apply(snapshot)
    #expect(host.sectionReloads == 0, "the header reads \"Shelf 1\" before and after")
    #expect(host.violations.isEmpty)
  }
}

@Test("A header, a footer and an item's badge are filed where collection views keep them")
func collectionViewPlaces() {
  let header = SupplementaryElement.header(section: 2).collectionViewPlace(headerKind: "H", footerKind: "F")
  let footer = SupplementaryElement.footer(section: 3).collectionViewPlace(headerKind: "H", footerKind: "F")
  let badge = SupplementaryElement.item(IndexPath(item: 4, section: 1), kind: "badge")
    .collectionViewPlace(headerKind: "H", footerKind: "F")
  #expect(header.kind == "H" && header.indexPath == IndexPath(item: 0, section: 2))
  #expect(footer.kind == "F" && footer.indexPath == IndexPath(item: 0, section: 3))
  #expect(badge.kind == "badge" && badge.indexPath == IndexPath(item: 4, section: 1))
}

import CellKit
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
}

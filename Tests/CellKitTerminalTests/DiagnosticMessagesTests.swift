import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// Diagnostics as their reader reads them: what happened, why, and how to fix it. The messages not
/// checked here are checked where their feature is tested (`ListAdapterTests`, `RoutingTests`,
/// `CasePayloadTests`, `CellActionsTests`, `DeliveryTests`, `HostedContentTests`,
/// `DataTableInHandsTests`, `AppKitTableTests`).
@MainActor
@Suite("Diagnostics say what happened, why, and how to fix it")
struct DiagnosticMessagesTests {
  final class NoteCell: TableCell, Reusable, ActionCell {
    enum Action: CellAction { case opened }
    let label = Label()
    override func cellDidLoad() { contentView.add(label) }
    override func layoutContent() { label.frame = Rect(x: 0, y: 0, width: contentView.frame.width, height: 1) }
  }

  @Test("Two row actions of one row with one id: the second is left out, and the message says how to tell them apart")
  func rowActionsWithOneID() {
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    list.cell(NoteCell.self) { cell, note, _ in cell.label.text = note }
    list.trailingActions { _ in
      [RowAction("Mute", id: "quiet") { _ in }, RowAction("Silence", id: "quiet") { _ in }]
    }
    list.apply(Snapshot([("a", ["note 0"])]))
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 4))
    pilot.application.focus(table)
    let diagnostics = Diagnostics.collecting { pilot.press(.left) }
    #expect(!diagnostics.isEmpty && diagnostics.allSatisfy { $0.kind == .duplicateIdentity })
    #expect(
      diagnostics.first?.message
        == """
        Two trailing row actions of one row have the id "quiet", so the second ("Silence") is not shown: a \
        picked action is run by its id. Give each action of a row its own id (RowAction(_:id:…), whose id \
        is its title unless given).
        """)
    #expect(pilot.screen.joined().contains("Mute") && !pilot.screen.joined().contains("Silence"))
  }

  @Test("A sort order naming a column the list lacks, or one without a sort: both named, the rest kept")
  func sortOrderWithUnknownColumns() {
    let list = ListAdapter<String, String>(TableView())
    list.columns = [ListColumn("name", "Name", sortedBy: \.self), ListColumn("note", "Note")]
    let diagnostics = Diagnostics.collecting {
      list.sortOrder = [.ascending("size"), .descending("note"), .ascending("name")]
    }
    #expect(diagnostics.map(\.kind) == [.unknownColumn])
    #expect(
      diagnostics.first?.message
        == """
        The sort order names columns the list cannot sort by: "size" is not a column of the list; "note" has \
        no sort: give its ListColumn a `sortedBy:` key path or comparator. The rows are sorted by the other keys.
        """)
    #expect(list.sortOrder == [.ascending("name")])
  }

  @Test("A table whose adapter nobody keeps: the message says where to keep it")
  func releasedAdapter() {
    let table = TableView()
    let diagnostics = Diagnostics.collecting {
      do {
        let list = ListAdapter<String, String>(table)
        list.cell(NoteCell.self) { cell, note, _ in cell.label.text = note }
        list.apply(Snapshot([("a", ["note 0"])]))
      }
      _ = Pilot(rootView: table, size: Size(width: 40, height: 4)).screen
    }
    #expect(diagnostics.map(\.kind) == [.releasedAdapter])
    #expect(
      diagnostics.first?.message
        == """
        The ListAdapter attached to this TableView was released while the view still asks for its rows, so it \
        shows none: a list view does not keep its adapter. Keep the adapter for as long as the view shows it, \
        in a stored property of the controller that made it (`let list: ListAdapter<Section, Item>`).
        """)
  }

  @Test("Content whose cell is gone sends nothing, and the message says what outlived the cell")
  func contentWithoutItsCell() {
    var send: SendCellAction?
    do {
      let cell = NoteCell()
      send = SendCellAction(cell: cell)
    }
    let diagnostics = Diagnostics.collecting { send?(NoteCell.Action.opened) }
    #expect(diagnostics.map(\.kind) == [.undeliveredAction])
    #expect(
      diagnostics.first?.message
        == """
        opened was sent from content whose cell no longer exists (the list that showed it is gone), so it \
        was not delivered. Work the content started outlived its cell: start it with SwiftUI's `.task { … }`, \
        which ends when the view goes, or stop it when the list is closed.
        """)
  }
}

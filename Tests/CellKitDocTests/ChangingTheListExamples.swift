import CellKit
import CellKitTerminal
import Testing

@MainActor
@Suite("Changing the list from its callbacks: examples")
struct ChangingTheListExamples {
  final class NoteCell: TableCell, Reusable {
    let label = Label()
    override func cellDidLoad() { contentView.add(label) }
    override func layoutContent() { label.frame = Rect(x: 2, y: 0, width: 30, height: 1) }
  }

  @Test("An infinite list appends its next page from the prefetch handler; Down reaches the pages' rows")
  func infiniteList() {
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    list.cell(NoteCell.self) { cell, note, _ in cell.label.text = note }
    list.apply(Snapshot([("notes", (0..<30).map { "note \($0)" })]))
    var pages = 1
    list.prefetch(distance: 3) { notes in
      guard notes.contains("note \(pages * 30 - 1)") else { return }
      pages += 1
      var snapshot = list.snapshot
      snapshot.appendItems(((pages - 1) * 30..<pages * 30).map { "note \($0)" })
      list.apply(snapshot)
    } cancel: { _ in
      // A page, once appended, stays: there is nothing to cancel.
    }
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 6))
    pilot.application.focus(table)
    for _ in 0..<59 { pilot.press(.down) }
    #expect(pilot.screen.first { $0.hasPrefix("›") }?.contains("note 59") == true, "\(pilot.screenText)")
    #expect(pages == 3, "the second page asked for the third as its last rows came near")
  }
}

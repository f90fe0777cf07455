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

  struct Episode: Identifiable, Equatable, Differentiable {
    let id: Int
    var title: String
  }

  /// Which episode is being renamed, what is typed, and whether its row has just become an edit
  /// row.
  @MainActor
  final class RenameModel {
    var editingID: Int?
    var draft = ""
    var startedEditing = false
  }

  final class EditTitleCell: TableCell, Reusable {
    let field = TextField()
    override func cellDidLoad() { contentView.add(field) }
    override func layoutContent() { field.frame = Rect(x: 2, y: 0, width: 20, height: 1) }
  }

  @Test("A row that becomes an edit row focuses its field once; a later configuration leaves the keys where they are")
  func focusOnce() {
    let table = TableView()
    let list = ListAdapter<String, Episode>(table)
    let model = RenameModel()
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 6))
    let application = pilot.application
    list.cell(EditTitleCell.self, when: { [unowned model] in model.editingID == $0.id }) { [unowned model] cell, _, _ in
      cell.field.text = model.draft
      cell.field.on(.editingChanged) { [unowned model] field in model.draft = field.text }
      guard model.startedEditing else { return }  // set by the action that made the row an edit row
      model.startedEditing = false
      application.focus(cell.field)
    }
    list.cell(NoteCell.self) { cell, episode, _ in cell.label.text = episode.title }
    let episodes = [Episode(id: 1, title: "Pilot"), Episode(id: 2, title: "Finale")]
    list.apply(Snapshot([("show", episodes)]))
    application.focus(table)
    _ = pilot.screen
    // The user asks to rename the second episode.
    model.editingID = 2
    model.draft = "Finale"
    model.startedEditing = true
    list.apply(Snapshot([("show", episodes)]), animatingDifferences: false)
    _ = pilot.screen
    #expect(table.focusedIndexPath == IndexPath(row: 1, section: 0))
    #expect(table.focusedControl is TextField)
    pilot.type("!")
    #expect((table.cellForRow(at: IndexPath(row: 1, section: 0)) as? EditTitleCell)?.field.text == "Finale!")
    // Configured again (the list reloaded), the row shows what was typed and does not take the keys.
    pilot.press(.up)
    list.apply(Snapshot([("show", episodes)]), animatingDifferences: false)
    _ = pilot.screen
    #expect(table.focusedIndexPath == IndexPath(row: 0, section: 0))
    #expect((table.cellForRow(at: IndexPath(row: 1, section: 0)) as? EditTitleCell)?.field.text == "Finale!")
  }
}

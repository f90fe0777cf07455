import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Observation
import Testing

/// App code the list calls while it is doing its own work (prefetching, configuring, delivering)
/// may change anything the API offers; the list finishes its work first, and the next frame shows
/// the result.
@MainActor
@Suite("App code inside the list's own work")
struct AppCodeInsideTheListTests {
  final class NoteCell: TableCell, Reusable {
    let label = Label()
    override func cellDidLoad() { contentView.add(label) }
    override func layoutContent() { label.frame = Rect(x: 2, y: 0, width: contentView.frame.width - 2, height: 1) }
  }

  /// A 40×6 table of `count` notes, "note 0" first, in sections "a" and "b" (the last 5 in "b").
  func notes(_ count: Int) -> (TableView, ListAdapter<String, String>, Pilot) {
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    list.cell(NoteCell.self) { cell, note, _ in cell.label.text = note }
    list.headerTitle { section, _ in section }
    list.apply(
      Snapshot([("a", (0..<(count - 5)).map { "note \($0)" }), ("b", ((count - 5)..<count).map { "note \($0)" })]))
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 6))
    pilot.application.focus(table)
    return (table, list, pilot)
  }

  /// The frame the application draws from scratch now: what the screen must already show.
  func freshFrame(_ pilot: Pilot) -> [String] {
    pilot.application.setNeedsDisplay()
    return pilot.application.drawFrame().lines
  }

  @Test("A prefetch handler that appends the next page: the page shows, and Down reaches its last row")
  func infiniteScroll() {
    let (table, list, pilot) = notes(30)
    var pages = 0
    list.prefetch(distance: 3) { names in
      guard pages < 2, names.contains("note \(29 + pages * 10)") else { return }
      pages += 1
      var snapshot = list.snapshot
      snapshot.appendItems((0..<10).map { "note \(20 + pages * 10 + $0)" }, toSectionAt: 1)
      list.apply(snapshot)
    } cancel: { _ in
    }
    for _ in 0..<60 { pilot.press(.down) }
    #expect(pages == 2)
    #expect(list.snapshot.numberOfItems == 50)
    #expect(table.focusedIndexPath.map { list.snapshot[$0] } == "note 49")
    #expect(pilot.screen == freshFrame(pilot))
  }

  /// What a prefetch handler does to the list or the table.
  enum Change: String, CaseIterable, CustomTestStringConvertible {
    case readTheTable, select, filter, collapse, reconfigure, scroll, focus, applyWithoutAnimation
    var testDescription: String { rawValue }
  }

  @Test(
    "A prefetch handler may read the table and change the list in any way; the frame shows the result",
    arguments: Change.allCases)
  func prefetchHandlerChanges(_ change: Change) {
    let (table, list, pilot) = notes(30)
    var done = false
    var read: [String] = []
    list.prefetch(distance: 3) { names in
      guard !done, names.contains("note 20") else { return }
      done = true
      switch change {
      case .readTheTable:
        read = ["\(table.focusedIndexPath as Any)", "\(table.contentOffset)", "\(table.indexPathsForSelectedRows)"]
      case .select: list.select("note 2")
      case .filter: list.filter = { $0 != "note 18" }
      case .collapse: list.collapse("b")
      case .reconfigure: list.reconfigureVisibleCells()
      case .scroll: table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top)
      case .focus: table.focusRow(at: IndexPath(row: 1, section: 0))
      case .applyWithoutAnimation:
        var snapshot = list.snapshot
        snapshot.deleteItems(["note 0"])
        list.apply(snapshot, animatingDifferences: false)
      }
    } cancel: { _ in
    }
    for _ in 0..<18 { pilot.press(.down) }
    #expect(done)
    #expect(change != .readTheTable || read.count == 3)
    #expect(pilot.screen == freshFrame(pilot), "\(pilot.screenText)")
    for _ in 0..<20 { pilot.press(.down) }
    #expect(pilot.screen == freshFrame(pilot), "\(pilot.screenText)")
  }

  final class FieldCell: TableCell, Reusable {
    let field = TextField()
    override func cellDidLoad() { contentView.add(field) }
    override func layoutContent() { field.frame = Rect(x: 2, y: 0, width: 20, height: 1) }
  }

  /// What a configure closure does, once, while the table lays out its rows.
  enum MoveFromConfigure: String, CaseIterable, CustomTestStringConvertible {
    case focusTheField, focusARow, scroll
    var testDescription: String { rawValue }
  }

  @Test(
    "Focus or scrolling a configure closure asks for is drawn in the same frame", arguments: MoveFromConfigure.allCases)
  func focusFromConfigure(_ move: MoveFromConfigure) {
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 6))
    pilot.application.focus(table)
    var done = false
    list.cell(FieldCell.self) { cell, note, context in
      cell.field.text = note
      guard !done, note == "note 2" else { return }
      done = true
      switch move {
      case .focusTheField: pilot.application.focus(cell.field)
      case .focusARow: table.focusRow(at: IndexPath(row: 4, section: 0))
      case .scroll: table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top)
      }
    }
    list.apply(Snapshot([("notes", (0..<30).map { "note \($0)" })]))
    let screen = pilot.screen
    #expect(done)
    #expect(screen == freshFrame(pilot), "\(screen.joined(separator: "\n"))")
    switch move {
    case .focusTheField:
      // Through the table, as a click on the field: its row holds the focus, and shows it.
      #expect(pilot.application.focusedView === table)
      #expect(table.focusedControl is TextField)
      #expect(table.focusedIndexPath == IndexPath(row: 2, section: 0))
      #expect(screen[2].hasPrefix("›"))
    case .focusARow: #expect(table.focusedIndexPath == IndexPath(row: 4, section: 0))
    case .scroll: #expect(screen.first?.contains("note 20") == true, "\(screen)")
    }
  }

  /// A note that is being renamed shows a field.
  struct Note: Identifiable, Equatable, Differentiable {
    let id: Int
    var title: String
    var isEditing = false
  }

  final class RenameCell: TableCell, ActionCell {
    enum Action: CellAction, Equatable { case renameTapped }
    let title = Label()
    let rename = Button("Rename")
    override func cellDidLoad() {
      rename.sends(.renameTapped, from: self)
      contentView.add(title, rename)
    }
  }

  @Test("A row that becomes an edit row focuses its field from its configure closure: the row shows the focus")
  func editRowFocusesItsField() {
    let table = TableView()
    let list = ListAdapter<String, Note>(table)
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 6))
    list.cell(FieldCell.self, when: \.isEditing) { cell, note, _ in
      cell.field.text = note.title
      pilot.application.focus(cell.field)
    }
    list.cell(RenameCell.self) { cell, note, _ in cell.title.text = note.title }
    list.on(RenameCell.Action.self) { context in
      var snapshot = list.snapshot
      snapshot[context.indexPath].isEditing = true
      list.apply(snapshot)
    }
    list.apply(Snapshot([("notes", (0..<4).map { Note(id: $0, title: "note \($0)") })]))
    pilot.application.focus(table)
    _ = pilot.screen
    pilot.press(.down)
    pilot.press(.enter)
    let screen = pilot.screen
    #expect(pilot.application.focusedView === table)
    #expect(table.focusedControl is TextField)
    #expect(screen.filter { $0.hasPrefix("›") }.count == 1)
    #expect(screen[1].hasPrefix("›"))
    pilot.type("!")
    #expect((table.cellForRow(at: IndexPath(row: 1, section: 0)) as? FieldCell)?.field.text == "note 1!")
    // More frames change nothing.
    pilot.application.setNeedsDisplay()
    #expect(pilot.screen[1].hasPrefix("›"))
  }

  @Test("Keys that scroll, focus and page through the rows lay the frame out once")
  func oneLayoutPerFrame() {
    final class Screen: View {
      let table = TableView()
      var layouts = 0
      override init() {
        super.init()
        add(table)
      }
      override func layoutSubviews() {
        layouts += 1
        table.frame = Rect(origin: .zero, size: frame.size)
      }
    }
    let screen = Screen()
    let list = ListAdapter<String, String>(screen.table)
    list.cell(NoteCell.self) { cell, note, _ in cell.label.text = note }
    list.apply(Snapshot([("notes", (0..<100).map { "note \($0)" })]))
    let pilot = Pilot(rootView: screen, size: Size(width: 40, height: 6))
    pilot.application.focus(screen.table)
    _ = pilot.screen
    for key in [Key.down, .pageDown, .pageDown, .end, .up, .home] {
      let before = screen.layouts
      pilot.press(key)
      #expect(screen.layouts == before + 1, "\(key)")
    }
  }

  @MainActor @Observable final class Download {
    var isPaused = false
  }

  final class DownloadCell: TableCell, ActionCell {
    enum Action: CellAction, Equatable { case pause, resume }
    let toggle = Button("Pause")
    override func cellDidLoad() {
      toggle.sends(from: self) { toggle in toggle.title == "Pause" ? .pause : .resume }
      contentView.add(toggle)
    }
  }

  @Test("An observed value a handler changes is drawn in the frame after the key, and the next key acts on it")
  func observedChangeBeforeTheNextKey() {
    let download = Download()
    var sent: [DownloadCell.Action] = []
    let table = TableView()
    let list = ListAdapter<String, String>(table)
    list.cell(DownloadCell.self) { cell, _, _ in cell.toggle.title = download.isPaused ? "Resume" : "Pause" }
    list.on(DownloadCell.Action.self) { context in
      sent.append(context.action)
      download.isPaused = context.action == .pause
    }
    list.apply(Snapshot([("downloads", ["movie"])]))
    let pilot = Pilot(rootView: table, size: Size(width: 30, height: 3))
    pilot.application.focus(table)
    pilot.press(.enter)
    #expect(pilot.find("Resume") != nil, "\(pilot.screenText)")
    pilot.send(bytes: [13, 13])  // two Enters in one read: a quick double press
    #expect(sent == [.pause, .resume, .pause])
    #expect(pilot.find("Resume") != nil, "\(pilot.screenText)")
  }

  /// A configure closure that moves the adapter to another view, while the table lays out the
  /// rows it is configuring: the table finishes without the adapter and shows no rows, the grid
  /// shows them.
  @Test("A configure closure that moves the adapter to another view: the table empties, the grid shows the rows")
  func attachElsewhereFromConfigure() {
    let table = TableView()
    let grid = CollectionView(layout: .grid(minimumItemWidth: 20, itemHeight: 1))
    let list = ListAdapter<String, String>(table)
    var moved = false
    list.cell(NoteCell.self) { cell, note, _ in
      cell.label.text = note
      guard !moved, note == "note 2" else { return }
      moved = true
      list.attach(to: grid)
    }
    list.apply(Snapshot([("a", (0..<8).map { "note \($0)" })]))
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 6))
    #expect(moved)
    #expect(table.numberOfSections == 0)
    #expect(!pilot.screen.joined().contains("note"))
    let gridPilot = Pilot(rootView: grid, size: Size(width: 40, height: 6))
    #expect(gridPilot.screen.joined().contains("note 0"))
  }

  /// A title closure that replaces the adapter with a new one for the same table, while the table
  /// asks the old one for its sections: the table shows the new adapter's rows, and CellKit does
  /// not report the old one released while the table asks for rows, since it asks the new one.
  @Test("A title closure that makes a new adapter for the table: the new one's rows show, nothing is reported")
  func newAdapterFromTitle() {
    let table = TableView()
    var list = ListAdapter<String, String>(table)
    var replaced = false
    func configure(_ adapter: ListAdapter<String, String>, prefix: String) {
      adapter.cell(NoteCell.self) { cell, note, _ in cell.label.text = note }
      adapter.headerTitle { section, _ in
        // Asked by the table as it lays out its sections, not by the adapter after an update.
        if !replaced && table.actions.session.outermost == .layingOut {
          replaced = true
          list = ListAdapter(table)
          configure(list, prefix: "new")
        }
        return "\(prefix) \(section)"
      }
      adapter.apply(Snapshot([("a", (0..<3).map { "\(prefix) note \($0)" }), ("b", ["\(prefix) note 3"])]))
    }
    configure(list, prefix: "old")
    var screen = ""
    let diagnostics = Diagnostics.collecting {
      screen = Pilot(rootView: table, size: Size(width: 40, height: 8)).screen.joined(separator: "\n")
    }
    #expect(replaced)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(screen.contains("new note 0") && !screen.contains("old note"), "\(screen)")
  }
}

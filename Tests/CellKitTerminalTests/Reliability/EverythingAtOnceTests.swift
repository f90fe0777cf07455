import CellKit
import CellKitFixtures
import CellKitTerminal
import Foundation
import Testing

/// A message of the combined test: its content decides its cell class (flagged or not), and a note
/// typed into its row is part of it.
struct Mail: Differentiable, Equatable {
  let id: Int
  var name: String
  var flagged = false
  var note = ""
  var priority = 0
  var differenceIdentifier: Int { id }
}

/// A row of the combined test: a name, an Open button and the count its cell task loads.
class MailRow: TableCell, ActionCell {
  enum Action: CellAction, Equatable {
    case openTapped
    case noteChanged(String)
    case priorityChanged(Int)
  }
  let name = Label()
  let open = Button("Open")
  let count = Label()

  override func cellDidLoad() {
    open.sends(.openTapped, from: self)
    contentView.add(name, open, count)
  }
}

/// An unflagged message's row, with a text field for a note.
final class PlainMailRow: MailRow {
  let note = TextField(placeholder: "note")

  override func cellDidLoad() {
    super.cellDidLoad()
    note.width = 6
    note.sends(from: self) { .noteChanged($0.text) }
    contentView.add(note)
  }
}

/// A flagged message's row, with a stepper for its priority.
final class FlaggedMailRow: MailRow {
  let priority = Stepper(value: 0, in: 0...3)

  override func cellDidLoad() {
    super.cellDidLoad()
    priority.sends(from: self) { .priorityChanged(Int($0.value)) }
    contentView.add(priority)
  }
}

/// Every feature of a list at once — a table and a grid, a filter typed into a field, collapsing,
/// edit-mode selection, row actions, moves by key and by drag with updates in between, text typed
/// into fields in rows, steppers in rows and footers that sum their values, cell classes that
/// follow content, cell tasks finishing in any order,
/// prefetching, snapshots applied from handlers and from a configure closure, the wheel and
/// resizes — driven by random steps and checked after every step against a plain model.
///
/// A failure names its seed and step; replay one seed with
/// `CELLKIT_MODEL_SEED=<seed> swift test --filter EverythingAtOnce`.
@MainActor
@Suite("Every feature at once")
struct EverythingAtOnceTests {
  static let stepsPerSeed = 500
  nonisolated static var seeds: [UInt64] { modelSeeds(20) }

  @Test(
    "Random user and app steps keep every visible row's class, text, selection, focus and routing equal to the model",
    arguments: seeds)
  func everything(seed: UInt64) async throws {
    let app = MailApp(seed: seed)
    defer { app.finishLoads() }
    for step in 0..<Self.stepsPerSeed {
      let description = await app.randomStep()
      app.log.append("\(step): \(description)")
      if let problem = app.problem() {
        Issue.record(
          """
          seed \(seed), step \(step) (\(description)): \(problem)
          replay: CELLKIT_MODEL_SEED=\(seed) swift test --filter EverythingAtOnce
          last steps: \(app.log.suffix(8).joined(separator: "; "))
          \(app.pilot.screenText)
          """)
        return
      }
    }
    try await app.loader.finishAll()
  }

  @Test(
    "A seed decides the run: the same seed takes the same steps, with loads ending alike, to the same screen",
    arguments: [UInt64(18), 3, 7])
  func seedDecides(seed: UInt64) async throws {
    var runs: [(log: [String], screen: String)] = []
    for _ in 0..<2 {
      let app = MailApp(seed: seed)
      for step in 0..<300 {
        let description = await app.randomStep()
        app.log.append("\(step): \(description)")
      }
      runs.append((app.log, app.pilot.screenText))
      try await app.loader.finishAll()
    }
    #expect(runs[0].log == runs[1].log)
    #expect(runs[0].screen == runs[1].screen)
  }
}

/// The app under test and the plain model it is checked against.
@MainActor
final class MailApp {
  struct Folder {
    let title: String
    var mails: [Mail]
  }

  // The model: what the app holds, and what the screen must show.
  var folders: [Folder] = []
  var query = ""
  var collapsed: Set<String> = []
  var selected: Set<Int> = []
  var editing = false
  var showsGrid = false
  var loaded: [Int: Int] = [:]
  /// An item that the next configuration renames, as "mark as seen when shown" does.
  var renamesOnConfigure = false
  /// The focused item, when the last step was one the app made: the focus must stay on it.
  var focusToKeep: Int?
  /// The actions handlers received since the last check: action, item and index path.
  var received: [(action: String, id: Int, indexPath: IndexPath)] = []
  var prefetched: Set<Int> = []
  var problems: [String] = []
  var log: [String] = []

  var random: SeededRandom
  private var nextID = 0
  let words = ["red", "green", "blue", "gold", "rose"]

  // The app.
  let loader = ManualLoader()
  let table = TableView()
  let grid = CollectionView(layout: .grid(minimumItemWidth: 48, itemHeight: 1, spacing: 2))
  let search = TextField(placeholder: "filter")
  let root = VStack()
  let list: ListAdapter<String, Mail>
  let pilot: Pilot
  var size = Size(width: 70, height: 14)

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
    list = ListAdapter(table)
    root.add(search, table)
    pilot = Pilot(rootView: root, size: size, scheduler: loader.scheduler)
    for _ in 0..<3 { folders.append(newFolder()) }
    register()
    list.apply(snapshot, animatingDifferences: false)
    pilot.application.focus(table)
  }

  var snapshot: Snapshot<String, Mail> { Snapshot(folders.map { ($0.title, $0.mails) }) }
  var host: View { showsGrid ? grid : table }

  func newMail() -> Mail {
    nextID += 1
    return Mail(id: nextID, name: "M\(nextID) \(words[pick(words.count)])")
  }

  func newFolder() -> Folder {
    nextID += 1
    return Folder(title: "F\(nextID)", mails: (0..<pick(5)).map { _ in newMail() })
  }

  func pick(_ n: Int) -> Int { Int.random(in: 0..<max(1, n), using: &random) }

  // MARK: The app's code, as written from the docs

  private func register() {
    let loader = self.loader
    list.cell(FlaggedMailRow.self, when: { $0.flagged }) { [unowned self] cell, mail, _ in
      configure(cell, mail, loader)
      cell.name.text = "* " + mail.name
      cell.priority.value = Double(mail.priority)
    }
    list.cell(PlainMailRow.self) { [unowned self] cell, mail, _ in
      configure(cell, mail, loader)
      cell.name.text = mail.name
      cell.note.text = mail.note
    }
    list.headerTitle { title, _ in title }
    list.footerTitle { title, mails in MailApp.footer(title, mails) }
    list.allowsCollapsingSections = true
    list.on(MailRow.Action.openTapped, owner: self) { app, context in
      app.received.append(("open", context.item.id, context.indexPath))
    }
    list.on(MailRow.Action.noteChanged, owner: self) { app, context, text in
      app.received.append(("note", context.item.id, context.indexPath))
      app.update(context.item.id) { $0.note = text }
      app.list.apply(app.snapshot)
    }
    list.on(MailRow.Action.priorityChanged, owner: self) { app, context, priority in
      app.received.append(("priority", context.item.id, context.indexPath))
      app.update(context.item.id) { $0.priority = priority }
      app.list.apply(app.snapshot)
    }
    list.onSelect(owner: self) { app, mail, indexPath in app.received.append(("select", mail.id, indexPath)) }
    list.trailingActions(owner: self) { app, mail in
      [
        RowAction(mail.flagged ? "Unflag" : "Flag") { [unowned app] context in
          app.received.append(("flag", context.item.id, context.indexPath))
          app.update(context.item.id) { $0.flagged.toggle() }
          app.list.apply(app.snapshot)
        },
        RowAction("Delete", style: .destructive) { [unowned app] context in
          app.received.append(("delete", context.item.id, context.indexPath))
          app.remove(context.item.id)
          app.list.apply(app.snapshot)
        },
      ]
    }
    list.onMove(owner: self) { app, mail, source, destination in
      app.received.append(("move", mail.id, source))
      let moved = app.folders[source.section].mails.remove(at: source.row)
      app.folders[destination.section].mails.insert(moved, at: destination.row)
      app.list.apply(app.snapshot)
      return true
    }
    list.prefetch(distance: 3, owner: self) { app, mails in
      for mail in mails where !app.prefetched.insert(mail.id).inserted {
        app.problems.append("\(mail.name) prefetched twice")
      }
    } cancel: { app, mails in
      for mail in mails where app.prefetched.remove(mail.id) == nil {
        app.problems.append("\(mail.name) cancelled without being prefetched")
      }
    }
    search.on(.editingChanged, owner: self) { app, field in
      app.query = field.text
      let query = field.text
      if query.isEmpty {
        app.list.filter = nil
      } else {
        app.list.filter = { $0.name.contains(query) }
      }
    }
  }

  private func configure(_ cell: MailRow, _ mail: Mail, _ loader: ManualLoader) {
    if renamesOnConfigure {
      renamesOnConfigure = false
      update(mail.id) { $0.name = "M\(mail.id) seen" }
      list.apply(snapshot)
    }
    if let count = loaded[mail.id] {
      cell.count.text = "\(count)"
      return
    }
    cell.count.text = "..."
    let id = mail.id
    cell.task {
      try await loader.load(id)
    } then: { [unowned self] cell, result in
      guard case .success(let count) = result else { return }
      loaded[id] = count
      cell.count.text = "\(count)"
    }
  }

  func update(_ id: Int, _ change: (inout Mail) -> Void) {
    for s in folders.indices {
      if let r = folders[s].mails.firstIndex(where: { $0.id == id }) { change(&folders[s].mails[r]) }
    }
  }

  func remove(_ id: Int) {
    for s in folders.indices { folders[s].mails.removeAll { $0.id == id } }
    selected.remove(id)
  }

  /// Runs what the app's scheduler holds; a task that never waits for the test is a problem.
  func settle() async {
    do {
      try await pilot.settle()
    } catch {
      problems.append("\(error)")
    }
  }

  func finishLoads() {
    for load in loader.waiting { loader.finish(load.token) }
  }

  // MARK: The plain model's view of the screen

  /// A section's footer: its title, how many of its messages the filter lets through, and the sum
  /// of their priorities.
  static func footer(_ title: String, _ mails: [Mail]) -> String {
    "\(title) · \(mails.count) · p\(mails.map(\.priority).reduce(0, +))"
  }

  func shown(_ folder: Folder) -> [Mail] {
    collapsed.contains(folder.title) ? [] : folder.mails.filter { query.isEmpty || $0.name.contains(query) }
  }

  var visibleIndexPaths: [IndexPath] { showsGrid ? grid.indexPathsForVisibleItems : table.indexPathsForVisibleRows }
  func cell(at indexPath: IndexPath) -> MailRow? {
    (showsGrid ? grid.cellForItem(at: indexPath) : table.cellForRow(at: indexPath)) as? MailRow
  }
  var focusedIndexPath: IndexPath? {
    guard let view = pilot.application.focusedView, view === host || view.superviews.contains(where: { $0 === host })
    else { return nil }
    return showsGrid ? grid.focusedIndexPath : table.focusedIndexPath
  }
  var focusedID: Int? { focusedIndexPath.flatMap { id(atVisible: $0) } }

  /// The item at a host index path, which counts visible rows only.
  func id(atVisible indexPath: IndexPath) -> Int? {
    guard folders.indices.contains(indexPath.section) else { return nil }
    let rows = shown(folders[indexPath.section])
    return rows.indices.contains(indexPath.row) ? rows[indexPath.row].id : nil
  }

  func place(of id: Int) -> IndexPath? {
    for s in folders.indices {
      if let r = folders[s].mails.firstIndex(where: { $0.id == id }) { return IndexPath(row: r, section: s) }
    }
    return nil
  }

  func mail(_ id: Int) -> Mail? { place(of: id).map { folders[$0.section].mails[$0.row] } }

  /// Where `mail`'s name shows on screen (`lines`, by default the screen now).
  func point(of mail: Mail, in lines: [String]? = nil) -> Point? {
    let lines = lines ?? pilot.screen
    for (y, line) in lines.enumerated() {
      guard let range = line.range(of: mail.name), !line[range.upperBound...].hasPrefix("'") else { continue }
      if line[range.upperBound...].first.map({ $0.isNumber }) == true { continue }
      return Point(x: CharacterWidth.of(line[..<range.lowerBound]), y: y)
    }
    return nil
  }

  /// Where `text` shows on line `y`, right of `x`.
  func point(of text: String, onLine y: Int, after x: Int) -> Point? {
    let line = pilot.screen[y]
    var start = line.startIndex
    while let range = line.range(of: text, range: start..<line.endIndex) {
      let column = CharacterWidth.of(line[..<range.lowerBound])
      if column > x { return Point(x: column + 2, y: y) }
      start = range.upperBound
    }
    return nil
  }

  // MARK: Checking

  /// What differs between the screen and the model, or nil.
  func problem() -> String? {
    if let problem = problems.first { return problem }
    _ = pilot.screen
    let sections = showsGrid ? grid.numberOfSections : table.numberOfSections
    guard sections == folders.count else { return "\(sections) sections shown, the model has \(folders.count)" }
    for s in folders.indices {
      let rows = showsGrid ? grid.numberOfItems(inSection: s) : table.numberOfRows(inSection: s)
      guard rows == shown(folders[s]).count else {
        return
          "section \(s) shows \(rows) rows, the model \(shown(folders[s]).count) (query '\(query)', collapsed \(collapsed))"
      }
    }
    guard list.snapshot.items.map({ $0.map(\.id) }) == folders.map({ $0.mails.map(\.id) }) else {
      return
        "the list holds \(list.snapshot.items.map { $0.map(\.id) }), the model \(folders.map { $0.mails.map(\.id) })"
    }
    let selectedIDs = list.selectedItems.map(\.id)
    let expectedSelection = folders.flatMap(\.mails).map(\.id).filter { selected.contains($0) }
    guard selectedIDs == expectedSelection else { return "selected \(selectedIDs), the model \(expectedSelection)" }
    let lines = pilot.screen
    let revealed = lines.contains { $0.contains("[ Delete ]") }
    for indexPath in visibleIndexPaths {
      guard let id = id(atVisible: indexPath), let mail = mail(id), let cell = cell(at: indexPath) else {
        return "a visible row at \(indexPath) the model does not show, or no cell there"
      }
      let expectedClass: MailRow.Type = mail.flagged ? FlaggedMailRow.self : PlainMailRow.self
      guard type(of: cell) == expectedClass else { return "\(mail.name) shows in a \(type(of: cell))" }
      let name = mail.flagged ? "* " + mail.name : mail.name
      guard cell.name.text == name else { return "\(indexPath) shows '\(cell.name.text)', the model '\(name)'" }
      if let plain = cell as? PlainMailRow, plain.note.text != mail.note {
        return "\(mail.name)'s note shows '\(plain.note.text)', the model '\(mail.note)'"
      }
      if let flagged = cell as? FlaggedMailRow, flagged.priority.value != Double(mail.priority) {
        return "\(mail.name)'s priority shows \(flagged.priority.value), the model \(mail.priority)"
      }
      let count = loaded[id].map { "\($0)" } ?? "..."
      guard cell.count.text == count else { return "\(mail.name) shows the count '\(cell.count.text)', not \(count)" }
      guard cell.isSelected == selected.contains(id) else {
        return "\(mail.name) is \(cell.isSelected ? "" : "not ")marked selected"
      }
      if !revealed, point(of: mail, in: lines) == nil { return "\(mail.name) has a cell but is not on screen" }
    }
    // Every footer on screen sums what the model's filter lets through of its section.
    for line in lines {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("F"), let title = text.split(separator: " ").first, text.contains(" · p"),
        let folder = folders.first(where: { $0.title == title })
      else { continue }
      let expected = Self.footer(folder.title, folder.mails.filter { query.isEmpty || $0.name.contains(query) })
      guard text.hasPrefix(expected) else { return "a footer shows '\(text)', the model '\(expected)'" }
    }
    if let focusToKeep, visiblePlace(of: focusToKeep) != nil, focusedID != focusToKeep {
      return "the focus left \(mail(focusToKeep)?.name ?? "?") for \(focusedID.flatMap { mail($0)?.name } ?? "nothing")"
    }
    if let focused = focusedIndexPath, id(atVisible: focused) == nil {
      return "the focus is on \(focused), which the model does not show"
    }
    // Every visible Open button routes to its own item, at its place in the whole list.
    received = []
    for indexPath in visibleIndexPaths {
      guard let cell = cell(at: indexPath), let id = id(atVisible: indexPath) else { continue }
      cell.open.activate()
      guard let last = received.last, last.action == "open", last.id == id, last.indexPath == place(of: id) else {
        return
          "Open at \(indexPath) routed \(String(describing: received.last)), the model says \(id) at \(place(of: id)!)"
      }
    }
    received = []
    return nil
  }

  // MARK: Steps

  /// Takes one random step, a user's or the app's, and says what it was.
  func randomStep() async -> String {
    for _ in 0..<20 {
      focusToKeep = nil
      if let step = await attempt(pick(23)) { return step }
    }
    pilot.press(.down)
    return "key Down"
  }

  /// Takes the step of `kind` when it can be taken now, and says what it was.
  private func attempt(_ kind: Int) async -> String? {
    let lines = pilot.screen
    let rows = visibleIndexPaths.compactMap { indexPath -> (mail: Mail, indexPath: IndexPath)? in
      guard let id = id(atVisible: indexPath), let place = place(of: id), point(of: mail(id)!, in: lines) != nil
      else { return nil }
      return (mail(id)!, place)
    }
    switch kind {
    case 0, 1, 2:
      let keys: [(Key, Modifiers)] = [
        (.down, []), (.up, []), (.pageDown, []), (.pageUp, []), (.home, []), (.end, []), (.tab, []), (.down, []),
      ]
      let (key, modifiers) = keys[pick(keys.count)]
      pilot.press(key, modifiers: modifiers)
      return "key \(key)"
    case 3 where !rows.isEmpty:
      let row = rows[pick(rows.count)]
      guard let name = point(of: row.mail), let open = point(of: "[ Open ]", onLine: name.y, after: name.x) else {
        return "no Open button for \(row.mail.name)"
      }
      received = []
      pilot.click(at: open)
      if received.map(\.id) != [row.mail.id] || received.first?.indexPath != row.indexPath {
        problems.append("a click on \(row.mail.name)'s Open at \(row.indexPath) reached \(received)")
      }
      return "click Open of \(row.mail.name)"
    case 4 where !rows.isEmpty:
      let row = rows[pick(rows.count)]
      received = []
      pilot.click(at: point(of: row.mail)!)
      let wasSelected = selected.contains(row.mail.id)
      let selects = !(editing && wasSelected)
      if selects && (received.map(\.id) != [row.mail.id] || received.first?.indexPath != row.indexPath) {
        problems.append("a click on \(row.mail.name) at \(row.indexPath) selected \(received)")
      }
      if editing {
        if !selected.insert(row.mail.id).inserted { selected.remove(row.mail.id) }
      } else {
        selected = [row.mail.id]
      }
      return "click \(row.mail.name) (select)"
    case 5:
      guard let s = folders.indices.randomElement(using: &random), let y = headerLine(folders[s].title) else {
        return "no header on screen"
      }
      pilot.click(at: Point(x: 1, y: y))
      if !collapsed.insert(folders[s].title).inserted { collapsed.remove(folders[s].title) }
      return "click header \(folders[s].title)"
    case 6 where !showsGrid && !rows.isEmpty:
      return rowAction(on: rows[pick(rows.count)])
    case 7 where !showsGrid && !rows.isEmpty:
      return drag(rows[pick(rows.count)], to: rows[pick(rows.count)])
    case 8 where !showsGrid && focusedID != nil:
      return keyMove(down: Bool.random(using: &random))
    case 9:
      pilot.scroll(pick(7) - 3, at: Point(x: 2, y: 3))
      return "wheel"
    case 10 where !rows.isEmpty:
      return typeNote(into: rows[pick(rows.count)])
    case 11:
      return typeFilter()
    case 12:
      editing.toggle()
      list.allowsMultipleSelection = editing
      if !editing {
        for mail in list.selectedItems { list.deselect(mail) }
        selected = []
      }
      return editing ? "edit mode" : "leave edit mode"
    case 13:
      keepFocus()
      showsGrid.toggle()
      for view in root.subviews where view !== search { view.removeFromSuperview() }
      root.addSubview(host)
      if showsGrid { list.attach(to: grid) } else { list.attach(to: table) }
      pilot.application.focus(host)
      return showsGrid ? "to the grid" : "to the table"
    case 14:
      size = Size(width: 50 + pick(50), height: 6 + pick(16))
      pilot.resize(to: size)
      return "resize to \(size)"
    case 15, 16, 17:
      keepFocus()
      let change = editSnapshot()
      let animates = pick(6) != 0
      list.apply(snapshot, animatingDifferences: animates)

      return "snapshot: \(change)"
    case 18 where !loader.waiting.isEmpty, 19 where !loader.waiting.isEmpty:
      keepFocus()
      let waiting = loader.waiting
      let load = waiting[pick(waiting.count)]
      loader.finish(load.token)
      await settle()
      return "load of \(load.id) finished"
    case 20:
      keepFocus()
      guard let folder = folders.randomElement(using: &random) else { return "no folder" }
      if collapsed.contains(folder.title) {
        collapsed.remove(folder.title)
        list.expand(folder.title)
      } else {
        collapsed.insert(folder.title)
        list.collapse(folder.title)
      }
      return "app toggles \(folder.title)"
    case 21:
      keepFocus()
      renamesOnConfigure = true
      list.reconfigureVisibleCells()
      renamesOnConfigure = false
      await settle()
      return "rename from a configure closure"
    case 22:
      let flagged = rows.filter(\.mail.flagged)
      guard !flagged.isEmpty else { return nil }
      return step(flagged[pick(flagged.count)], up: Bool.random(using: &random))
    default:
      return nil
    }
  }

  /// Clicks `[+]` or `[-]` of a flagged row's stepper: its priority steps within 0...3, and the
  /// event reaches that row's item.
  private func step(_ row: (mail: Mail, indexPath: IndexPath), up: Bool) -> String {
    guard let name = point(of: row.mail), let button = point(of: up ? "[+]" : "[-]", onLine: name.y, after: name.x)
    else { return "no stepper for \(row.mail.name)" }
    received = []
    pilot.click(at: Point(x: button.x - 1, y: button.y))
    let expected = min(3, max(0, row.mail.priority + (up ? 1 : -1)))
    let changes = expected != row.mail.priority
    if changes && (received.map(\.id) != [row.mail.id] || received.first?.indexPath != row.indexPath) {
      problems.append("\(up ? "[+]" : "[-]") of \(row.mail.name) at \(row.indexPath) reached \(received)")
    } else if !changes && !received.isEmpty {
      problems.append("\(up ? "[+]" : "[-]") of \(row.mail.name) at its end sent \(received)")
    }
    if mail(row.mail.id)?.priority != expected {
      problems.append("\(row.mail.name)'s priority is \(mail(row.mail.id)?.priority ?? -1), not \(expected)")
    }
    return "\(up ? "[+]" : "[-]") of \(row.mail.name)"
  }

  private func keepFocus() { focusToKeep = focusedID }

  private func headerLine(_ title: String) -> Int? {
    pilot.screen.firstIndex { line in
      let text = line.trimmingCharacters(in: CharacterSet(charactersIn: " ›▾▸"))
      return text == title || text.hasPrefix(title + " (")
    }
  }

  private func rowAction(on row: (mail: Mail, indexPath: IndexPath)) -> String {
    let at = point(of: row.mail)!
    pilot.send(.mouse(MouseEvent(.press, button: .right, at: at)))
    pilot.send(.mouse(MouseEvent(.release, button: .right, at: at)))
    let delete = pick(3) == 0
    let title = delete ? "[ Delete ]" : row.mail.flagged ? "[ Unflag ]" : "[ Flag ]"
    received = []
    guard pilot.click(on: title) else {
      problems.append("a right-click on \(row.mail.name) showed no \(title)")
      return "row actions of \(row.mail.name)"
    }
    if received.map(\.id) != [row.mail.id] || received.first?.indexPath != row.indexPath {
      problems.append("\(title) on \(row.mail.name) at \(row.indexPath) reached \(received)")
    }
    return "\(title) on \(row.mail.name)"
  }

  /// The order of the visible rows, as ids, section by section.
  var shownIDs: [[Int]] { folders.map { shown($0).map(\.id) } }

  /// Presses on `row`, drags, maybe lets the app change the list, and lets go over `target`: the
  /// row lands on the line it was let go on. Let go over its own row, it is a
  /// click, which selects it; let go after its row was deleted, nothing happens.
  private func drag(_ row: (mail: Mail, indexPath: IndexPath), to target: (mail: Mail, indexPath: IndexPath)) -> String
  {
    guard let from = point(of: row.mail) else { return "no drag" }
    pilot.send(.mouse(MouseEvent(.press, at: from)))
    pilot.send(.mouse(MouseEvent(.drag, at: Point(x: from.x, y: from.y + 1))))
    var interrupted = ""
    if pick(3) == 0 {
      interrupted = " after " + editSnapshot()
      list.apply(snapshot)
    }
    let before = shownIDs
    received = []
    guard mail(row.mail.id) != nil, let source = visiblePlace(of: row.mail.id) else {
      pilot.send(.mouse(MouseEvent(.release, at: from)))
      if !received.isEmpty { problems.append("a drag of the deleted \(row.mail.name) made \(received)") }
      return "drag of the deleted \(row.mail.name)\(interrupted)"
    }
    let dropsOnTarget = target.mail.id != row.mail.id && point(of: target.mail) != nil
    let dropped = dropsOnTarget ? target.mail : row.mail
    guard let to = point(of: dropped) else {
      pilot.send(.mouse(MouseEvent(.release, at: Point(x: from.x, y: 0))))
      return "drag of \(row.mail.name) let go off the rows\(interrupted)"
    }
    pilot.send(.mouse(MouseEvent(.drag, at: to)))
    pilot.send(.mouse(MouseEvent(.release, at: to)))
    guard dropsOnTarget else {
      if editing {
        if !selected.insert(row.mail.id).inserted { selected.remove(row.mail.id) }
      } else {
        selected = [row.mail.id]
      }
      return "drag of \(row.mail.name) let go on itself (select)\(interrupted)"
    }
    let destination = visiblePlaceBefore(target.mail.id, in: before)!
    var expected = before
    let id = expected[source.section].remove(at: source.row)
    // On the release line: moved down into a later section, after the row that was there.
    let place = destination.row + (source.section < destination.section ? 1 : 0)
    expected[destination.section].insert(id, at: min(place, expected[destination.section].count))
    if shownIDs != expected {
      problems.append("a drag of \(row.mail.name) onto \(target.mail.name) shows \(shownIDs), expected \(expected)")
    }
    return "drag \(row.mail.name) onto \(target.mail.name)\(interrupted)"
  }

  func visiblePlaceBefore(_ id: Int, in ids: [[Int]]) -> IndexPath? {
    for (s, section) in ids.enumerated() {
      if let r = section.firstIndex(of: id) { return IndexPath(row: r, section: s) }
    }
    return nil
  }

  private func visiblePlace(of id: Int) -> IndexPath? { visiblePlaceBefore(id, in: shownIDs) }

  private func keyMove(down: Bool) -> String {
    guard let id = focusedID, let source = visiblePlace(of: id) else { return "no move" }
    let before = shownIDs
    pilot.press(down ? .down : .up, modifiers: .alt)
    let within = down ? source.row + 1 < before[source.section].count : source.row > 0
    if within {
      var expected = before
      expected[source.section].swapAt(source.row, source.row + (down ? 1 : -1))
      if shownIDs != expected { problems.append("Alt+\(down ? "Down" : "Up") shows \(shownIDs), expected \(expected)") }
    } else if place(of: id) == nil {
      problems.append("Alt+\(down ? "Down" : "Up") lost \(id)")
    }
    if focusedID != id && visiblePlace(of: id) != nil {
      problems.append("the focus did not follow the moved row \(id)")
    }
    return "Alt+\(down ? "Down" : "Up") on \(id)"
  }

  private func typeNote(into row: (mail: Mail, indexPath: IndexPath)) -> String {
    guard let indexPath = visibleIndexPaths.first(where: { id(atVisible: $0) == row.mail.id }),
      let cell = cell(at: indexPath) as? PlainMailRow
    else { return "no note field for \(row.mail.name)" }
    pilot.application.focus(cell.note)
    let typed = String((0..<1 + pick(3)).map { _ in "xyz".randomElement(using: &random)! })
    let erase = pick(3) == 0 && !row.mail.note.isEmpty
    pilot.press(.end)
    if erase { pilot.press(.backspace) }
    pilot.type(typed)
    let expected = (erase ? String(row.mail.note.dropLast()) : row.mail.note) + typed
    if mail(row.mail.id)?.note != expected {
      problems.append(
        "typing '\(typed)' into \(row.mail.name)'s note made '\(mail(row.mail.id)?.note ?? "?")', not '\(expected)'")
    }
    pilot.application.focus(host)
    return "type '\(typed)' into the note of \(row.mail.name)"
  }

  private func typeFilter() -> String {
    keepFocus()
    let focused = focusToKeep
    pilot.application.focus(search)
    if !query.isEmpty && pick(3) == 0 {
      pilot.press(.end)
      pilot.press(.backspace)
    } else if query.count < 2 {
      pilot.type(String("regbld".randomElement(using: &random)!))
    }
    if search.text != query {
      problems.append("the filter field shows '\(search.text)', the app filters by '\(query)'")
    }
    pilot.application.focus(host)
    focusToKeep = focused
    return "filter '\(query)'"
  }

  /// Edits the model as an app does between snapshots: every kind of edit, a few at a time.
  private func editSnapshot() -> String {
    var done: [String] = []
    for _ in 0..<1 + pick(3) {
      let filled = folders.indices.filter { !folders[$0].mails.isEmpty }
      let shown = folders
      let focused = focusToKeep.flatMap { id in
        shown.indices.lazy.compactMap { s in shown[s].mails.firstIndex { $0.id == id }.map { (s, $0) } }.first
      }
      switch pick(10) {
      case 0 where folders.count < 6:
        folders.insert(newFolder(), at: pick(folders.count + 1))
        done.append("insert a section")
      case 1 where folders.count > 1:
        let gone = folders.remove(at: pick(folders.count))
        for mail in gone.mails { selected.remove(mail.id) }
        done.append("delete \(gone.title)")
      case 2 where folders.count > 1:
        folders.insert(folders.remove(at: pick(folders.count)), at: pick(folders.count))
        done.append("move a section")
      case 3 where !folders.isEmpty:
        let s = pick(folders.count)
        folders[s].mails.insert(newMail(), at: pick(folders[s].mails.count + 1))
        done.append("insert into \(folders[s].title)")
      case 4 where !filled.isEmpty:
        let s = filled[pick(filled.count)]
        let gone = folders[s].mails.remove(at: pick(folders[s].mails.count))
        selected.remove(gone.id)
        done.append("delete \(gone.name)")
      case 5 where !filled.isEmpty:
        let s = filled[pick(filled.count)]
        let moved = folders[s].mails.remove(at: pick(folders[s].mails.count))
        let t = pick(folders.count)
        folders[t].mails.insert(moved, at: pick(folders[t].mails.count + 1))
        done.append("move \(moved.name)")
      case 6 where !filled.isEmpty:
        let s = filled[pick(filled.count)]
        let r = pick(folders[s].mails.count)
        folders[s].mails[r].name = "M\(folders[s].mails[r].id) \(words[pick(words.count)])"
        done.append("rename \(folders[s].mails[r].id)")
      case 7 where !filled.isEmpty:
        let s = filled[pick(filled.count)]
        let r = pick(folders[s].mails.count)
        folders[s].mails[r].flagged.toggle()
        done.append("flag \(folders[s].mails[r].id)")
      case 8 where folders.count > 1 && focused != nil:
        // An app's "move to another folder, and drop the folder it leaves", on the focused mail.
        let (s, r) = focused!
        let moved = folders[s].mails.remove(at: r)
        let gone = folders.remove(at: s)
        for mail in gone.mails { selected.remove(mail.id) }
        let t = pick(folders.count)
        folders[t].mails.insert(moved, at: pick(folders[t].mails.count + 1))
        done.append("move \(moved.name) out of \(gone.title), delete \(gone.title)")
      default:
        for _ in 0..<1 + pick(6) where !folders.isEmpty {
          let s = pick(folders.count)
          folders[s].mails.append(newMail())
        }
        done.append("append")
      }
    }
    return done.joined(separator: ", ")
  }
}

import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation

/// A list of three sections whose every callback may change it, and the plain model of what it
/// holds.
@MainActor
final class ReentrantApp {
  final class RowCell: TableCell, ActionCell {
    enum Action: CellAction { case open }
    let label = Label()
    let open = Button("Open")
    override func cellDidLoad() {
      open.sends(.open, from: self)
      contentView.add(label, open)
    }
  }

  private var random: SeededRandom
  let table = TableView()
  let grid = CollectionView(layout: .grid(minimumItemWidth: 30, itemHeight: 1))
  let onGrid: Bool
  /// The adapter, which app code may replace (dropping the one it had) from inside a callback.
  private(set) var list: ListAdapter<String, String>
  let pilot: Pilot
  /// The model: sections and their items, the filter (items whose number leaves one of these
  /// remainders by 3 are hidden), the collapsed sections and the selected items; whether the
  /// adapter shows on the other view, and whether the Open handler is registered.
  private var sections: [(id: String, items: [String])]
  private var hiddenRemainders: Set<Int> = []
  private var showsElsewhere = false
  private var openToken: HandlerToken?
  private var collapsed: Set<String> = []
  private var selected: Set<String> = []
  private var nextID = 45
  /// How many changes callbacks may still make in this step; none while the step is checked.
  private var budget = 0
  var log: [String] = []
  private var problems: [String] = []

  init(seed: UInt64, onGrid: Bool) {
    random = SeededRandom(seed: seed)
    self.onGrid = onGrid
    sections = (0..<3).map { s in (id: "s\(s)", items: (0..<15).map { "n\(s * 15 + $0)" }) }
    list = ListAdapter(table)
    pilot = Pilot(rootView: onGrid ? grid : table, size: Size(width: 40, height: 8))
    configure()
    pilot.application.focus(onGrid ? grid : table)
    for (name, session) in [("table", table.actions.session), ("grid", grid.actions.session)] {
      let journal = Journal()
      journals.append((name, journal, session))
      session.onEvent = { [unowned self] event in
        if let problem = journal.note(event) { problems.append("the \(name)'s session: \(problem)") }
      }
    }
  }

  /// The order in which a host's session was asked for work and ran it.
  final class Journal {
    var submitted: [Int] = []
    var ran = 0

    /// Notes `event`; says what broke the rule, if anything: work run out of the order asked, or
    /// run inside another activity of the host.
    func note(_ event: HostSession.Event) -> String? {
      switch event {
      case .submitted(let number):
        submitted.append(number)
        return nil
      case .ran(let number, let alone):
        defer { ran += 1 }
        guard submitted.indices.contains(ran), submitted[ran] == number else {
          return "work \(number) ran before work \(submitted.dropFirst(ran).first ?? 0), asked for earlier"
        }
        return alone ? nil : "work \(number) ran inside another activity of the host"
      }
    }
  }

  /// The journal of each view's session.
  private var journals: [(name: String, journal: Journal, session: HostSession)] = []

  /// Attaches the adapter to the view on screen, registers what the app registers, and applies
  /// the model's items.
  private func configure() {
    if onGrid { list.attach(to: grid) }
    list.allowsMultipleSelection = true
    list.allowsCollapsingSections = true
    list.cell(RowCell.self) { [unowned self] cell, item, _ in
      cell.label.text = item
      maybeChange(from: "configure \(item)")
    }
    list.headerTitle { [unowned self] section, _ in
      maybeChange(from: "title of \(section)")
      return section
    }
    list.prefetch(distance: 3) { [unowned self] items in
      maybeChange(from: "prefetch \(items.first ?? "")")
    } cancel: { [unowned self] items in
      maybeChange(from: "cancel \(items.first ?? "")")
    }
    list.onDeselect { [unowned self] item, _ in maybeChange(from: "deselect \(item)") }
    registerOpen()
    list.trailingActions { [unowned self] _ in
      [
        RowAction("Archive") { [unowned self] context in
          routed.append(context.item)
          maybeChange(from: "archive \(context.item)")
        }
      ]
    }
    list.apply(snapshot)
  }

  private func registerOpen() {
    openToken = list.on(RowCell.Action.open) { [unowned self] context in
      routed.append(context.item)
      maybeChange(from: "open \(context.item)")
    }
  }

  private var routed: [String] = []

  private var snapshot: Snapshot<String, String> { Snapshot(sections.map { ($0.id, $0.items) }) }

  private func pick(_ count: Int) -> Int { Int(random.next() % UInt64(max(1, count))) }

  private var allItems: [String] { sections.flatMap(\.items) }

  /// The items the rows show, in order: those of expanded sections the filter keeps.
  private var shownItems: [String] {
    sections.filter { !collapsed.contains($0.id) }.flatMap { $0.items.filter(isKept) }
  }

  private func isKept(_ item: String) -> Bool {
    guard let number = Int(item.dropFirst()) else { return true }
    return !hiddenRemainders.contains(number % 3)
  }

  // MARK: Steps

  /// One step of the user's, during which callbacks may change the list twice.
  func randomStep() -> String {
    budget = 2
    defer { budget = 0 }
    routed = []
    let focusedItem = focusedRowItem
    switch pick(10) {
    case 0: return press(.down)
    case 1: return press(.up)
    case 2: return press(.pageDown)
    case 3: return press(.pageUp)
    case 4: return press(pick(2) == 0 ? .home : .end)
    case 5:
      pilot.scroll(pick(2) == 0 ? 1 : -1)
      return "wheel"
    case 6, 7:
      guard let focusedItem else { return press(.down) }
      pilot.press(.enter)
      checkRouted(to: focusedItem, by: "Enter")
      return "Enter on \(focusedItem)"
    case 8:
      guard focusedItem != nil else { return press(.down) }
      pilot.press(.left)
      // What the frame after Left shows focused is what Enter acts on (Archive, or Open when a
      // change from a callback closed the actions).
      guard let target = focusedRowItem else { return "Left" }
      pilot.press(.enter)
      checkRouted(to: target, by: "Left, Enter")
      return "Left, Enter on \(target)"
    default:
      let change = randomChange()
      return "app: \(change)"
    }
  }

  private func press(_ key: Key) -> String {
    pilot.press(key)
    return "key \(key)"
  }

  /// The action of a key on a row reached that row's item, once, whatever the handlers changed.
  private func checkRouted(to item: String, by key: String) {
    if let first = routed.first, first != item {
      problems.append("\(key) on \(item) reached \(first)")
    }
  }

  /// The item of the focused row, as the screen shows it.
  private var focusedRowItem: String? {
    pilot.screen.first { $0.hasPrefix("›") }.flatMap(Self.item(onLine:))
  }

  private static func item(onLine line: String) -> String? {
    line.split(separator: " ").first { $0.hasPrefix("n") && Int($0.dropFirst()) != nil }.map(String.init)
  }

  /// Makes a change from a callback, at random, while the step allows one.
  private func maybeChange(from callback: String) {
    guard budget > 0, pick(4) == 0 else { return }
    budget -= 1
    log.append("  from \(callback): \(randomChange())")
  }

  /// A random change of the app's: edits applied as a snapshot, the filter set or narrowed,
  /// collapsing, the selection, a reconfigure of the visible cells or of one item, a scroll or a
  /// focus move, the adapter moved to the other view and back, the Open handler removed or
  /// registered again, or the adapter dropped for a new one.
  private func randomChange() -> String {
    switch pick(14) {
    case 0:
      let s = pick(sections.count)
      let item = "n\(nextID)"
      nextID += 1
      sections[s].items.insert(item, at: pick(sections[s].items.count + 1))
      return applyModel("insert \(item)")
    case 1:
      guard let item = randomItem() else { return "nothing to delete" }
      remove(item)
      selected.remove(item)
      return applyModel("delete \(item)")
    case 2:
      guard let item = randomItem() else { return "nothing to move" }
      remove(item)
      let s = pick(sections.count)
      sections[s].items.insert(item, at: pick(sections[s].items.count + 1))
      return applyModel("move \(item) to \(sections[s].id)")
    case 3:
      hiddenRemainders = pick(4) == 0 ? [] : [pick(3)]
      if let remainder = hiddenRemainders.first {
        list.filter = { Int($0.dropFirst()).map { $0 % 3 != remainder } ?? true }
        return "filter out n % 3 == \(remainder)"
      }
      list.filter = nil
      return "no filter"
    case 9:
      hiddenRemainders.insert(pick(3))
      let hidden = hiddenRemainders
      list.narrowFilter { Int($0.dropFirst()).map { !hidden.contains($0 % 3) } ?? true }
      return "narrow the filter to hide n % 3 in \(hidden.sorted())"
    case 10:
      guard let item = randomItem() else { return "nothing to reconfigure" }
      list.reconfigureItems([item])
      return "reconfigure \(item)"
    case 11:
      showsElsewhere.toggle()
      if showsElsewhere == onGrid { list.attach(to: table) } else { list.attach(to: grid) }
      return showsElsewhere ? "attach to the other view" : "attach back"
    case 12:
      if let openToken {
        openToken.remove()
        self.openToken = nil
        return "remove the Open handler"
      }
      registerOpen()
      return "register the Open handler again"
    case 13:
      list = ListAdapter(table)
      (showsElsewhere, hiddenRemainders, collapsed, selected) = (false, [], [], [])
      configure()
      return "drop the adapter for a new one"
    case 4:
      let section = sections[pick(sections.count)].id
      if collapsed.remove(section) != nil {
        list.expand(section)
        return "expand \(section)"
      }
      collapsed.insert(section)
      list.collapse(section)
      return "collapse \(section)"
    case 5:
      guard let item = randomItem() else { return "nothing to select" }
      if selected.remove(item) != nil {
        list.deselect(item)
        return "deselect \(item)"
      }
      selected.insert(item)
      list.select(item)
      return "select \(item)"
    case 6:
      list.reconfigureVisibleCells()
      return "reconfigure"
    case 7:
      guard let indexPath = randomShownIndexPath() else { return "nothing to scroll to" }
      if onGrid {
        grid.scrollToItem(at: indexPath)
      } else {
        table.scrollToRow(at: indexPath, at: pick(2) == 0 ? .top : .nearest)
      }
      return "scroll to \(indexPath)"
    default:
      guard let indexPath = randomShownIndexPath() else { return "nothing to focus" }
      if onGrid { grid.focusItem(at: indexPath) } else { table.focusRow(at: indexPath) }
      return "focus \(indexPath)"
    }
  }

  /// An item of the model, at random.
  private func randomItem() -> String? {
    let items = allItems
    return items.isEmpty ? nil : items[pick(items.count)]
  }

  private func remove(_ item: String) {
    for s in sections.indices { sections[s].items.removeAll { $0 == item } }
  }

  private func applyModel(_ description: String) -> String {
    let animates = pick(3) != 0
    list.apply(snapshot, animatingDifferences: animates)
    return description + (animates ? "" : " (not animated)")
  }

  /// A row the table shows now.
  private func randomShownIndexPath() -> IndexPath? {
    let sectionCount = onGrid ? grid.numberOfSections : table.numberOfSections
    let rows = (0..<sectionCount).flatMap { s in
      (0..<(onGrid ? grid.numberOfItems(inSection: s) : table.numberOfRows(inSection: s))).map {
        IndexPath(row: $0, section: s)
      }
    }
    return rows.isEmpty ? nil : rows[pick(rows.count)]
  }

  // MARK: Checks

  /// Takes a diagnostic CellKit reported: the one expected is an Open no handler takes, sent
  /// while the app has removed its Open handler.
  func noteDiagnostic(_ diagnostic: Diagnostic) {
    if diagnostic.kind == .unhandledAction && openToken == nil { return }
    problems.append("CellKit reported \(diagnostic)")
  }

  /// What differs from the model, if anything.
  func problem() -> String? {
    if let first = problems.first { return first }
    let screen = pilot.screen
    pilot.application.setNeedsDisplay()
    let fresh = pilot.application.drawFrame().lines
    if screen != fresh {
      return "the screen is not the frame a fresh draw makes:\n\(fresh.joined(separator: "\n"))"
    }
    for (name, journal, session) in journals where session.waitingCount > 0 || journal.ran != journal.submitted.count {
      return "the \(name)'s session left \(journal.submitted.count - journal.ran) changes the app asked for undone"
    }
    let held = list.snapshot.sections.indices.map { list.snapshot.items[$0] }
    if held != sections.map(\.items) { return "the list holds \(held), the model \(sections.map(\.items))" }
    if Set(list.selectedItems) != selected {
      return "selected \(list.selectedItems.sorted()), the model \(selected.sorted())"
    }
    let rows = screen.compactMap(Self.item(onLine:))
    let shown = shownItems
    if !rows.isEmpty {
      guard let start = shown.firstIndex(of: rows[0]), shown[start...].starts(with: rows) else {
        return "the rows on screen \(rows) are not a run of the items shown \(shown)"
      }
    }
    return nil
  }
}

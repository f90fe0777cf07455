@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import CellKitRulesHosts
import CellKitTesting
import Foundation
import Testing

/// An app's own data source with the semantics of Apple's diffable data sources: sections of
/// unique item identifiers, replaced as a whole when the app applies a snapshot, looked up by index
/// path; and the list view that shows it, which rebinds its cells to index paths after each apply
/// (a cell may show another row afterwards, or none).
@MainActor
final class DiffableTestList {
  let host = TestHost()
  private(set) var sections: [[Int]] = []
  /// The cells the view has, shown or waiting for reuse.
  private(set) var cells: [TestCell] = []
  /// How many rows the view shows at most (the rest are off screen, with no cell).
  let visibleRows: Int
  var random: SeededRandom

  init(visibleRows: Int, seed: UInt64) {
    self.visibleRows = visibleRows
    random = SeededRandom(seed: seed)
    cells = (0..<visibleRows).map { _ in TestCell() }
  }

  /// The identifier at `indexPath`, as `itemIdentifier(for:)` answers.
  func itemIdentifier(for indexPath: IndexPath) -> Int? {
    guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section][indexPath.row]
  }

  /// Applies a snapshot: its identifiers must be unique, as Apple's data sources require. The view
  /// then shows the first rows again, with its cells dealt out anew.
  func apply(_ newSections: [[Int]]) {
    precondition(Set(newSections.joined()).count == newSections.joined().count, "duplicate identifiers")
    sections = newSections
    for cell in cells { host.remove(cell) }
    let shown = newSections.enumerated().flatMap { s, items in items.indices.map { IndexPath(row: $0, section: s) } }
    cells.shuffle(using: &random)
    for (cell, indexPath) in zip(cells, shown.prefix(visibleRows)) { host.show(cell, at: indexPath) }
  }

  /// The cells the view shows, with their index paths.
  var shownCells: [(cell: TestCell, indexPath: IndexPath)] {
    cells.compactMap { cell in
      host.location(of: cell).flatMap { location in
        guard case .item(let indexPath) = location else { return nil }
        return (cell, indexPath)
      }
    }
  }
}

@MainActor
@Suite("Routing on an app's own data source")
struct CellActionsTests {
  final class Owner {
    var seen: [String] = []
  }

  @Test("A tap reaches the handlers with the identifier the data source has at the row when it fires")
  func currentIdentifier() {
    let list = DiffableTestList(visibleRows: 4, seed: 1)
    list.apply([[10, 11, 12], [20]])
    let actions = CellActions(host: list.host, identifier: list.itemIdentifier(for:))
    var seen: [String] = []
    actions.on(TestCell.Action.tapped) { context in seen.append("\(context.item) at \(context.indexPath)") }
    let cell = list.shownCells.first { $0.indexPath == IndexPath(row: 1, section: 0) }!.cell
    cell.send(.tapped)
    list.apply([[9, 10, 11, 12], [20]])
    let moved = list.shownCells.first { $0.cell === cell }!
    cell.send(.tapped)
    #expect(seen == ["11 at [0, 1]", "\(list.itemIdentifier(for: moved.indexPath)!) at \(moved.indexPath)"])
  }

  @Test("A cell the view no longer shows delivers nothing, and a diagnostic says so")
  func undelivered() {
    let list = DiffableTestList(visibleRows: 3, seed: 2)
    list.apply([[1, 2, 3]])
    let actions = CellActions(host: list.host, identifier: list.itemIdentifier(for:))
    var seen: [Int] = []
    actions.on(TestCell.Action.tapped) { seen.append($0.item) }
    let cell = list.shownCells.first { $0.indexPath.row == 2 }!.cell
    list.apply([[1]])
    let diagnostics = Diagnostics.collecting { cell.send(.tapped) }
    #expect(seen.isEmpty)
    #expect(diagnostics.map(\.kind) == [.undeliveredAction])
  }

  @Test("A cell at a row the data source has no item for reaches no handler, and a diagnostic names the row")
  func noIdentifier() {
    let list = DiffableTestList(visibleRows: 2, seed: 3)
    list.apply([[1, 2]])
    let actions = CellActions(host: list.host, identifier: list.itemIdentifier(for:))
    var seen: [Int] = []
    actions.on(TestCell.Action.tapped) { seen.append($0.item) }
    let stray = TestCell()
    list.host.show(stray, at: IndexPath(row: 7, section: 0))
    let diagnostics = Diagnostics.collecting { stray.send(.tapped) }
    #expect(seen.isEmpty)
    #expect(diagnostics.contains { $0.kind == .undeliveredAction && $0.message.contains("[0, 7]") })
  }

  @Test("The diagnostic for a row the data source has no item for names the row, says why and what to do")
  func noIdentifierMessage() {
    let list = DiffableTestList(visibleRows: 2, seed: 3)
    list.apply([[1, 2]])
    let actions = CellActions(host: list.host, identifier: list.itemIdentifier(for:))
    actions.on(TestCell.Action.tapped) { _ in }
    let stray = TestCell()
    list.host.show(stray, at: IndexPath(row: 7, section: 0))
    let diagnostics = Diagnostics.collecting { stray.send(.tapped) }
    let message = diagnostics.first?.message ?? ""
    #expect(
      message
        == "A cell at [0, 7] sent an action, but the data source has no item identifier there (or is gone), so no "
        + "CellActions handler received it. Apply the snapshot that shows the row before its cell can be tapped, "
        + "and keep the data source.")
    #expect(isOneLineOfProse(message))
  }

  @Test("The error for a view a ListAdapter drives says cellActions(in:) cannot route it too, and what to do instead")
  func routedByListAdapterMessage() {
    let host = UIKitRulesHost()
    #expect(CellActions<Int>.routingConflict(in: host) == nil, "nothing routes the view yet")
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    let message = CellActions<Int>.routingConflict(in: host) ?? ""
    #expect(
      message
        == "cellActions(in:) was asked for UIKitRulesHost, whose actions are already routed by ListAdapter: a view "
        + "is driven either by a ListAdapter or by one data source of the app's own, so route its actions through "
        + "that one.")
    #expect(isOneLineOfProse(message))
  }

  @Test("The error for a list already routed by cellActions(in:) says what to use instead")
  func routedByDataSourceMessage() {
    let host = UIKitRulesHost()
    _ = CellActions<Int>(host: host) { $0.row }
    let list = ListAdapter<Int, Tile>(attaching: host)
    let message = list.routingConflict() ?? ""
    #expect(
      message
        == "A ListAdapter was made for UIKitRulesHost, whose actions are already routed by CellActions<Int>, from "
        + "cellActions(in:) on the app's own data source: a view is driven either by a ListAdapter or by one data "
        + "source of the app's own, so give the ListAdapter a view of its own, or keep the data source and handle "
        + "the actions with the CellActions it made.")
    #expect(isOneLineOfProse(message))
  }

  nonisolated static var seeds: [UInt64] { modelSeeds(20) }

  @Test(
    "Random snapshots applied between taps and inside handlers: every party gets the current identifier, once",
    arguments: seeds)
  func everyPartyAgrees(seed: UInt64) {
    let list = DiffableTestList(visibleRows: 6, seed: seed)
    var random = SeededRandom(seed: seed &* 7919)
    var next = 0
    func newID() -> Int {
      next += 1
      return next
    }
    list.apply([(0..<4).map { _ in newID() }, (0..<3).map { _ in newID() }])
    // Each switch also sends a second action from inside its event: it must reuse the event's
    // resolution, whatever a handler did to the list in between.
    for cell in list.cells { cell.toggle.on(.valueChanged, owner: cell) { cell, _ in cell.send(.tapped) } }
    let actions = CellActions(host: list.host, identifier: list.itemIdentifier(for:))
    let owner = Owner()
    var first: [String] = []
    var payloads: [String] = []
    var plain: [String] = []
    var observed: [String] = []
    var appliesInHandler = false
    actions.on(TestCell.Action.self) { context in
      first.append("\(context.item)@\(context.indexPath)")
      // An app that changes its list in a handler: the parties after it still see this event.
      if appliesInHandler {
        appliesInHandler = false
        var sections = list.sections
        sections[0].insert(newID(), at: 0)
        list.apply(sections)
      }
    }
    actions.on(TestCell.Action.toggled, owner: owner) { owner, context, isOn in
      owner.seen.append("\(context.item)@\(context.indexPath)")
      payloads.append("\(isOn)")
    }
    list.host.on(TestCell.Action.self) { context in plain.append("\(context.indexPath)") }
    ControlEventCenter.isolated {
      ControlEventCenter.addObserver { record in
        observed.append("\(record.item.map { "\($0)" } ?? "nil")@\(record.location?.indexPath ?? IndexPath())")
      }
      for step in 0..<300 {
        if Int.random(in: 0..<3, using: &random) == 0 {
          var sections = list.sections
          switch Int.random(in: 0..<4, using: &random) {
          case 0: sections[Int.random(in: 0..<sections.count, using: &random)].append(newID())
          case 1:
            if let s = sections.indices.filter({ !sections[$0].isEmpty }).randomElement(using: &random) {
              sections[s].remove(at: Int.random(in: 0..<sections[s].count, using: &random))
            }
          case 2: sections = sections.map { $0.shuffled(using: &random) }
          default: sections.reverse()
          }
          list.apply(sections)
          continue
        }
        guard let (cell, indexPath) = list.shownCells.randomElement(using: &random) else { continue }
        let expected = "\(list.itemIdentifier(for: indexPath)!)@\(indexPath)"
        (first, payloads, plain, observed, owner.seen) = ([], [], [], [], [])
        appliesInHandler = Int.random(in: 0..<4, using: &random) == 0
        cell.toggle.flip()
        appliesInHandler = false
        let context = "seed \(seed), step \(step), a toggle at \(indexPath)"
        #expect(first == [expected, expected], "\(context): the toggle, then the tap sent inside it")
        #expect(owner.seen == [expected], "\(context)")
        #expect(payloads == ["\(cell.toggle.isOn)"], "\(context)")
        #expect(plain == ["\(indexPath)", "\(indexPath)"], "\(context)")
        #expect(observed == [expected], "\(context)")
        if first != [expected, expected] || observed != [expected] { return }
      }
    }
  }
}

/// Whether `message` prints as one line of single-spaced prose: no newline, no run of spaces.
func isOneLineOfProse(_ message: String) -> Bool {
  !message.isEmpty && !message.contains("\n") && !message.contains("  ")
}

@_spi(CellKitPlatform) import CellKit
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Action routing")
struct RoutingTests {
  @Test("Actions are routed with the index path the cell has when they fire, not when it was configured")
  func currentIndexPath() {
    let host = TestHost()
    let cell = TestCell()
    host.show(cell, at: IndexPath(row: 0, section: 0))
    var paths: [IndexPath] = []
    host.on(TestCell.Action.tapped) { context in paths.append(context.indexPath) }
    cell.send(.tapped)
    host.show(cell, at: IndexPath(row: 5, section: 1))
    cell.send(.tapped)
    #expect(paths == [IndexPath(row: 0, section: 0), IndexPath(row: 5, section: 1)])
  }

  @Test("Cases with values are handled by naming the case, and all actions of a type at once")
  func payloads() {
    let host = TestHost()
    let cell = TestCell()
    host.show(cell, at: IndexPath(row: 1, section: 0))
    var toggles: [Bool] = []
    var all: [String] = []
    host.on(TestCell.Action.toggled) { _, isOn in toggles.append(isOn) }
    host.on(TestCell.Action.self) { context in all.append("\(context.action)") }
    cell.toggle.flip()
    cell.toggle.flip()
    cell.send(.rated(stars: 5, comment: "great"))
    #expect(toggles == [true, false])
    #expect(all == ["toggled(true)", "toggled(false)", "rated(stars: 5, comment: \"great\")"])
  }

  @Test("Handlers with an owner and without it receive the same actions at the same index paths")
  func ownerAndPlainHandlers() {
    let host = TestHost()
    let owner = Owner()
    var owned: [(String, IndexPath)] = []
    var plain: [(String, IndexPath)] = []
    host.on(TestCell.Action.self, owner: owner) { _, context in owned.append(("\(context.action)", context.indexPath)) }
    host.on(TestCell.Action.self) { context in plain.append(("\(context.action)", context.indexPath)) }
    let cells = (0..<3).map { _ in TestCell() }
    for (row, cell) in cells.enumerated() { host.show(cell, at: IndexPath(row: row, section: 0)) }
    cells[2].send(.tapped)
    cells[0].toggle.flip()
    host.show(cells[1], at: IndexPath(row: 9, section: 3))
    cells[1].send(.tapped)
    #expect(owned.map(\.0) == plain.map(\.0))
    #expect(owned.map(\.1) == plain.map(\.1))
    #expect(
      plain.map(\.1) == [
        IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 0), IndexPath(row: 9, section: 3),
      ])
  }

  @Test("An action from a cell that left its host is not delivered, and a diagnostic says so")
  func undelivered() {
    let host = TestHost()
    let cell = TestCell()
    host.show(cell, at: IndexPath(row: 0, section: 0))
    var delivered = 0
    host.on(TestCell.Action.tapped) { _ in delivered += 1 }
    host.remove(cell)
    let diagnostics = Diagnostics.collecting { cell.send(.tapped) }
    #expect(delivered == 0)
    #expect(diagnostics.map(\.kind) == [.undeliveredAction])
    #expect(
      diagnostics.first?.message
        == """
        TestCell sent tapped while it was not shown in a list, so the action was not delivered: its row was \
        removed or the view was reused. This is expected when an event fires after an update; if it happens \
        for a visible row, make sure the host dequeued the view and that nothing keeps an old view alive.
        """)
  }

  @Test("An action no handler takes is reported")
  func unhandled() {
    let host = TestHost()
    let cell = TestCell()
    host.show(cell, at: IndexPath(row: 0, section: 0))
    let diagnostics = Diagnostics.collecting { cell.send(.tapped) }
    #expect(diagnostics.map(\.kind) == [.unhandledAction])
    #expect(
      diagnostics.first?.message
        == """
        TestCell sent tapped at [0, 0], but no handler or delegate takes it. Register one with \
        `on(TestCell.Action.…)` on the list adapter or host, or set a delegate.
        """)
  }

  @Test("A handler's owner is held weakly; the handler goes with it")
  func ownerOfActionHandler() {
    let host = TestHost()
    let cell = TestCell()
    host.show(cell, at: IndexPath(row: 0, section: 0))
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      host.on(TestCell.Action.tapped, owner: owner) { owner, _ in owner.calls += 1 }
      cell.send(.tapped)
      #expect(owner.calls == 1)
    }
    #expect(weakOwner == nil)
    let diagnostics = Diagnostics.collecting { cell.send(.tapped) }
    #expect(diagnostics.map(\.kind) == [.unhandledAction])
  }
}

import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// `SendCellAction` is what hosted SwiftUI content sends with; these tests drive it on the terminal
/// host, the way the UIKit and AppKit modules hand it to SwiftUI (one per configuration).
@MainActor
@Suite("Actions from hosted content")
struct HostedContentTests {
  @MainActor
  final class Screen {
    let table = TableView()
    let list: ListAdapter<String, Youtuber>
    let pilot: Pilot
    /// The send of each configuration, newest last, with the item it was made for.
    var sends: [(id: Int, send: SendCellAction)] = []
    var received: [(action: YoutuberCell.Action, id: Int, indexPath: IndexPath)] = []

    init(rows: Int) {
      list = ListAdapter(table)
      pilot = Pilot(rootView: table, size: Size(width: 40, height: 4))
      list.cell(YoutuberCell.self) { [unowned self] cell, youtuber, _ in
        cell.name.text = youtuber.name
        sends.append((youtuber.id, SendCellAction(cell: cell)))
      }
      list.on(YoutuberCell.Action.self, owner: self) { owner, context in
        owner.received.append((context.action, context.item.id, context.indexPath))
      }
      var snapshot = Snapshot<String, Youtuber>()
      snapshot.appendSection("all", items: (0..<rows).map { Youtuber(id: $0, name: "channel \($0)") })
      list.apply(snapshot, animatingDifferences: false)
      pilot.application.focus(table)
      _ = pilot.screen
    }

    func send(for id: Int) throws -> SendCellAction {
      try #require(sends.last { $0.id == id }).send
    }
  }

  @Test("An action is routed with the row's index path when it is sent, after rows were inserted above")
  func resolvedWhenSent() throws {
    let screen = Screen(rows: 3)
    let send = try screen.send(for: 1)
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) {
      $0.insert(contentsOf: [Youtuber(id: 10, name: "a"), Youtuber(id: 11, name: "b")], at: 0)
    }
    screen.list.apply(snapshot)
    send(YoutuberCell.Action.notificationsToggled(true))
    #expect(screen.received.count == 1)
    #expect(screen.received.first?.action == .notificationsToggled(true))
    #expect(screen.received.first?.id == 1)
    #expect(screen.received.first?.indexPath == IndexPath(row: 3, section: 0))
  }

  @Test("Configured again for the same item, the content keeps its identity and its send still works")
  func reconfigureKeepsIdentity() throws {
    let screen = Screen(rows: 3)
    let before = try screen.send(for: 0)
    screen.list.reconfigureVisibleCells()
    let after = try screen.send(for: 0)
    #expect(before.contentIdentity == after.contentIdentity)
    before(YoutuberCell.Action.subscribeTapped)
    #expect(screen.received.map(\.id) == [0])
  }

  @Test("Once the cell shows another item, the old send delivers nothing and says why; the new one works")
  func reuseEndsTheOldSend() throws {
    let screen = Screen(rows: 50)
    let old = try screen.send(for: 0)
    screen.pilot.press(.pageDown)
    screen.pilot.press(.pageDown)
    _ = screen.pilot.screen
    let reused = try #require(screen.sends.last { $0.id > 3 })
    #expect(reused.send.contentIdentity != old.contentIdentity)
    let diagnostics = Diagnostics.collecting { old(YoutuberCell.Action.subscribeTapped) }
    #expect(screen.received.isEmpty)
    #expect(diagnostics.map(\.kind) == [.undeliveredAction])
    #expect(
      diagnostics.first?.message
        == """
        YoutuberCell sent subscribeTapped for the content it showed before it was reused, so the action was \
        dropped rather than routed to the row it shows now. A task or hosted content outlived that \
        configuration: tasks started with `task(_:then:)` end with it; a `Task` started while configuring is \
        not cancelled, so check `Task.isCancelled` or use `task(_:then:)`.
        """)
    reused.send(YoutuberCell.Action.subscribeTapped)
    #expect(screen.received.map(\.id) == [reused.id])
  }

  @Test("Content no cell hosts sends nothing, and the diagnostic says how to host it")
  func outsideACell() {
    let diagnostics = Diagnostics.collecting { SendCellAction()(YoutuberCell.Action.subscribeTapped) }
    #expect(diagnostics.map(\.kind) == [.undeliveredAction])
    #expect(
      diagnostics.first?.message
        == """
        subscribeTapped was sent from content no CellKit cell hosts, so it was not delivered. Show the content \
        with the cell's `hostContent { … }`, which puts the cell's `sendCellAction` in its environment.
        """)
  }
}

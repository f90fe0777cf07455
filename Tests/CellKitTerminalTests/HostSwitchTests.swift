import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
@Suite("Moving a list between a table and a grid")
struct HostSwitchTests {
  @MainActor
  final class Screen {
    let table = TableView()
    let grid = CollectionView(layout: .grid(minimumItemWidth: 30, itemHeight: 1, spacing: 2))
    let root = VStack()
    let list: ListAdapter<String, Youtuber>
    let pilot: Pilot
    var taps: [String] = []
    var token: HandlerToken?

    init() {
      list = ListAdapter(table)
      list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
      list.headerTitle { section, _ in section }
      list.allowsMultipleSelection = true
      list.apply(youtuberSnapshot(sections: 2, rowsPerSection: 6), animatingDifferences: false)
      root.addSubview(table)
      pilot = Pilot(rootView: root, size: Size(width: 70, height: 12))
      pilot.application.focus(table)
      token = list.on(YoutuberCell.Action.subscribeTapped) { [unowned self] context in
        taps.append(context.item.name)
      }
    }

    /// Shows `view` in place of the other host, moving the list to it.
    func show(_ view: View) {
      for subview in root.subviews { subview.removeFromSuperview() }
      root.addSubview(view)
      if let grid = view as? CollectionView { list.attach(to: grid) } else { list.attach(to: table) }
      pilot.application.focus(view)
    }
  }

  @Test("A list made for a grid and moved to a table it never showed on routes taps there with their items")
  func movedToANewTable() {
    let grid = CollectionView(layout: .grid(minimumItemWidth: 30, itemHeight: 1))
    let list = ListAdapter<String, Youtuber>(grid)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.apply(youtuberSnapshot(sections: 1, rowsPerSection: 3), animatingDifferences: false)
    var taps: [String] = []
    list.on(YoutuberCell.Action.subscribeTapped) { context in taps.append("\(context.item.name) \(context.indexPath)") }
    let table = TableView()
    list.attach(to: table)
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 6))
    #expect(pilot.click(on: "[ Subscribe ]", occurrence: 1))
    #expect(taps == ["Youtuber 0-1 [0, 1]"])
    list.attach(to: grid)
    let gridPilot = Pilot(rootView: grid, size: Size(width: 70, height: 6))
    #expect(gridPilot.click(on: "[ Subscribe ]", occurrence: 2))
    #expect(taps.last == "Youtuber 0-2 [0, 2]")
  }

  @Test("A list whose table went away, attached to a new table or grid, routes taps with their items")
  func attachedAfterItsHostWent() {
    func list(on host: () -> ListAdapter<String, Youtuber>) -> ListAdapter<String, Youtuber> {
      let list = host()
      list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
      list.apply(youtuberSnapshot(sections: 1, rowsPerSection: 3), animatingDifferences: false)
      return list
    }
    var taps: [String] = []
    let fromTable = list { ListAdapter(TableView()) }  // the table is released at once
    let table = TableView()
    fromTable.attach(to: table)
    fromTable.on(YoutuberCell.Action.subscribeTapped) { context in taps.append(context.item.name) }
    #expect(Pilot(rootView: table, size: Size(width: 60, height: 6)).click(on: "[ Subscribe ]", occurrence: 1))
    let fromGrid = list { ListAdapter(CollectionView(layout: .grid(minimumItemWidth: 30, itemHeight: 1))) }
    let grid = CollectionView(layout: .grid(minimumItemWidth: 30, itemHeight: 1))
    fromGrid.attach(to: grid)
    fromGrid.on(YoutuberCell.Action.subscribeTapped) { context in taps.append(context.item.name) }
    #expect(Pilot(rootView: grid, size: Size(width: 70, height: 6)).click(on: "[ Subscribe ]", occurrence: 2))
    #expect(taps == ["Youtuber 0-1", "Youtuber 0-2"])
  }

  @Test("Focus and selection stay on the same items, and handlers keep routing, across switches")
  func switching() {
    let screen = Screen()
    _ = screen.pilot.screen
    for _ in 0..<3 { screen.pilot.press(.down) }
    let focused = Youtuber(id: 4, name: "Youtuber 0-3")
    screen.list.select(Youtuber(id: 2, name: "Youtuber 0-1"))
    screen.list.select(Youtuber(id: 9, name: "Youtuber 1-2"))

    screen.show(screen.grid)
    #expect(screen.grid.focusedIndexPath.map { screen.list.snapshot[$0] } == focused)
    #expect(screen.grid.indexPathsForSelectedItems == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 1)])
    #expect(screen.table.visibleCells.isEmpty, "the table no longer shows the list")
    #expect(
      screen.pilot.screen[1].hasPrefix("  Youtuber 0… [ Subscribe ]"),
      "the grid shows the list, not focused on its first item")
    screen.pilot.press(.enter)
    #expect(screen.taps == ["Youtuber 0-3"])

    screen.pilot.press(.down)
    screen.show(screen.table)
    #expect(screen.table.focusedIndexPath.map { screen.list.snapshot[$0].name } == "Youtuber 0-5")
    #expect(screen.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 1)])
    screen.pilot.press(.enter)
    #expect(screen.taps == ["Youtuber 0-3", "Youtuber 0-5"])
  }

  @Test("A token still removes its handler after the list moved, there and back")
  func tokensStayValid() {
    let screen = Screen()
    screen.show(screen.grid)
    let later = screen.list.on(YoutuberCell.Action.subscribeTapped) { [unowned screen] _ in screen.taps.append("later")
    }
    screen.show(screen.table)
    screen.token?.remove()
    screen.pilot.press(.enter)
    #expect(screen.taps == ["later"])
    screen.show(screen.grid)
    later.remove()
    screen.pilot.press(.enter)
    #expect(screen.taps == ["later"])
  }

  @Test("The cells the old host showed are recycled: their handlers end")
  func oldCellsEnd() throws {
    let screen = Screen()
    _ = screen.pilot.screen
    let cell = try #require(screen.table.visibleCells.first as? YoutuberCell)
    screen.show(screen.grid)
    _ = screen.pilot.screen
    #expect(screen.table.indexPath(for: cell) == nil)
    cell.subscribe.activate()
    #expect(screen.taps.isEmpty, "a cell that left the screen sends nothing")
  }

  @MainActor
  final class Recorder: ListAdapterDelegate {
    var received: [String] = []
    func list(didReceive context: ActionContext<any CellAction, Youtuber>) {
      received.append("\(context.action) \(context.item.name)")
    }
  }

  @Test("The delegate keeps receiving actions after the list moved, there and back")
  func delegateMoves() {
    let screen = Screen()
    let recorder = Recorder()
    screen.list.delegate = recorder
    screen.pilot.press(.down)
    screen.show(screen.grid)
    _ = screen.pilot.screen  // a frame is drawn before the next key, as in the run loop
    screen.pilot.press(.enter)
    screen.show(screen.table)
    _ = screen.pilot.screen
    screen.pilot.press(.down)
    screen.pilot.press(.enter)
    #expect(screen.taps == ["Youtuber 0-1", "Youtuber 0-2"])
    #expect(recorder.received == ["subscribeTapped Youtuber 0-1", "subscribeTapped Youtuber 0-2"])
  }

  @Test("A table given a new list: taps reach the new list only, and the old one takes its own along")
  func takenOverByANewList() {
    let table = TableView()
    var taps: [String] = []
    func list(_ prefix: String, on host: TableView) -> ListAdapter<String, Youtuber> {
      let list = ListAdapter<String, Youtuber>(host)
      list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
      list.apply(
        Snapshot([(prefix, (0..<3).map { Youtuber(id: $0, name: "\(prefix) \($0)") })]), animatingDifferences: false)
      list.on(YoutuberCell.Action.subscribeTapped) { context in taps.append("\(prefix) got \(context.item.name)") }
      return list
    }
    let old = list("old", on: table)
    let recorder = Recorder()
    old.delegate = recorder
    let removed = old.on(YoutuberCell.Action.subscribeTapped) { _ in taps.append("removed") }
    let new = list("new", on: table)
    removed.remove()  // while the old list's handlers wait on the table's router
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 6))
    #expect(pilot.click(on: "[ Subscribe ]", occurrence: 1))
    #expect(taps == ["new got new 1"], "the old list, still alive, takes no tap of the new one's rows")
    #expect(recorder.received.isEmpty)
    let other = TableView()
    old.attach(to: other)
    #expect(Pilot(rootView: other, size: Size(width: 60, height: 6)).click(on: "[ Subscribe ]", occurrence: 2))
    #expect(taps == ["new got new 1", "old got old 2"], "the old list's handlers came with it")
    #expect(recorder.received == ["subscribeTapped old 2"])
    #expect(pilot.click(on: "[ Subscribe ]", occurrence: 1))
    #expect(taps.last == "new got new 1")
    withExtendedLifetime(new) {}
  }
}

@_spi(CellKitPlatform) import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

@MainActor
final class SubscribeController {
  var subscribed: [String] = []
}

@MainActor
@Suite("Lifetimes")
struct LifetimeTests {
  @Test("Handlers registered in every configure do not pile up over 1,000 reuse cycles")
  func noPileUp() {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    var fired = 0
    list.cell(YoutuberCell.self) { cell, youtuber, _ in
      cell.name.text = youtuber.name
      cell.subscribe.on(.primaryActionTriggered) { _ in fired += 1 }
    }
    list.apply(youtuberSnapshot(sections: 1, rowsPerSection: 2_000))
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 10))
    for _ in 0..<1_000 { pilot.press(.down) }
    let cells = table.visibleCells.compactMap { $0 as? YoutuberCell }
    #expect(table.cellsCreated <= 12)
    for cell in cells {
      #expect(cell.subscribe.handlers.count(for: .primaryActionTriggered) == 2)
    }
    let before = fired
    pilot.press(.enter)
    #expect(fired == before + 1)
  }

  @Test("Controller, adapter, table and cells are deallocated after teardown, handlers and all")
  func teardown() {
    weak var weakController: SubscribeController?
    weak var weakTable: TableView?
    weak var weakAdapter: ListAdapter<String, Youtuber>?
    weak var weakCell: TableCell?
    weak var weakApplication: Application?
    do {
      let controller = SubscribeController()
      let table = TableView()
      let list = ListAdapter<String, Youtuber>(table)
      list.cell(YoutuberCell.self) { [unowned controller] cell, youtuber, _ in
        cell.name.text = youtuber.name
        cell.subscribe.on(.primaryActionTriggered, owner: controller) { owner, _ in owner.subscribed.append("x") }
      }
      list.on(YoutuberCell.Action.subscribeTapped, owner: controller) { owner, context in
        owner.subscribed.append(context.item.name)
      }
      list.apply(youtuberSnapshot())
      let pilot = Pilot(rootView: table, size: Size(width: 60, height: 10))
      pilot.click(on: "[ Subscribe ]", occurrence: 1)
      pilot.application.present(Alert(title: "Subscribed!"))
      _ = pilot.screen
      #expect(controller.subscribed == ["Youtuber 0-1", "x"])
      weakController = controller
      weakTable = table
      weakAdapter = list
      weakCell = table.visibleCells.first
      weakApplication = pilot.application
    }
    #expect(weakController == nil)
    #expect(weakAdapter == nil)
    #expect(weakTable == nil)
    #expect(weakCell == nil)
    #expect(weakApplication == nil)
  }

  @Test("After 1,000 reuse cycles with handlers in every configure, everything is deallocated on teardown")
  func teardownAfterReuse() {
    weak var weakController: SubscribeController?
    weak var weakTable: TableView?
    weak var weakAdapter: ListAdapter<String, Youtuber>?
    weak var weakAlert: Alert?
    weak var weakApplication: Application?
    var weakCells: [() -> TableCell?] = []
    do {
      let controller = SubscribeController()
      let table = TableView()
      let list = ListAdapter<String, Youtuber>(table)
      list.cell(YoutuberCell.self) { cell, youtuber, _ in
        cell.name.text = youtuber.name
        cell.subscribe.on(.primaryActionTriggered, owner: controller) { owner, _ in owner.subscribed.append("x") }
        cell.bell.on(.valueChanged) { [weak controller] _ in controller?.subscribed.append("bell") }
      }
      list.on(YoutuberCell.Action.subscribeTapped, owner: controller) { owner, context in
        owner.subscribed.append(context.item.name)
        (context.cell as? View)?.application?.present(Alert(title: "Subscribed!", message: context.item.name))
      }
      list.apply(youtuberSnapshot(sections: 4, rowsPerSection: 500))
      let pilot = Pilot(rootView: table, size: Size(width: 60, height: 10))
      for _ in 0..<1_000 { pilot.press(.down) }
      pilot.press(.enter)
      let alert = pilot.application.alerts.last
      #expect(alert != nil)
      weakAlert = alert
      pilot.press(.enter)
      #expect(pilot.application.alerts.isEmpty)
      #expect(table.cellsCreated <= 12)
      for cell in table.visibleCells { weakCells.append { [weak cell] in cell } }
      weakController = controller
      weakTable = table
      weakAdapter = list
      weakApplication = pilot.application
    }
    #expect(weakController == nil)
    #expect(weakAdapter == nil)
    #expect(weakTable == nil)
    #expect(weakAlert == nil)
    #expect(weakApplication == nil)
    #expect(weakCells.allSatisfy { $0() == nil })
  }

  @Test("An adapter nobody keeps is reported, once, when its table or grid asks for rows: not a silent empty list")
  func releasedAdapter() {
    let table = TableView()
    let grid = CollectionView(layout: .grid(minimumItemWidth: 20, itemHeight: 1))
    func attachAndForget(_ makeList: () -> ListAdapter<String, Youtuber>) {
      let list = makeList()
      list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
      list.apply(youtuberSnapshot(sections: 1, rowsPerSection: 3))
    }
    let diagnostics = Diagnostics.collecting {
      attachAndForget { ListAdapter(table) }
      attachAndForget { ListAdapter(grid) }
      for root in [table, grid] as [View] {
        let pilot = Pilot(rootView: root, size: Size(width: 60, height: 10))
        pilot.press(.down)
        _ = pilot.screen
      }
    }
    #expect(diagnostics.map(\.kind) == [.releasedAdapter, .releasedAdapter])
    #expect(diagnostics.first?.message.contains("attached to this TableView was released") == true)
    #expect(diagnostics.last?.message.contains("attached to this CollectionView was released") == true)
    #expect(diagnostics.allSatisfy { $0.message.contains("stored property") })
  }

  @Test("An owner deallocated with handlers still registered is not kept alive, and its handlers go")
  func ownerGoesAway() {
    let screen = YoutuberScreen()
    weak var weakController: SubscribeController?
    do {
      let controller = SubscribeController()
      weakController = controller
      screen.list.on(YoutuberCell.Action.subscribeTapped, owner: controller) { owner, context in
        owner.subscribed.append(context.item.name)
      }
      screen.clickSubscribe(of: "Youtuber 0-0")
      #expect(controller.subscribed == ["Youtuber 0-0"])
    }
    #expect(weakController == nil)
    screen.clickSubscribe(of: "Youtuber 0-1")
    #expect(screen.routed.last?.name == "Youtuber 0-1")
  }
}

@MainActor
@Suite("Reuse scopes on the table view")
struct TableReuseScopeTests {
  @Test("Handlers registered in a hand-written cellForRowAt end on reuse; a dequeue elsewhere scopes nothing")
  func handWrittenDataSource() {
    final class Source: TableViewDataSource {
      var fired = 0
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 500 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        let cell: YoutuberCell = tableView.dequeue(for: indexPath)
        cell.name.text = "Row \(indexPath.row)"
        cell.subscribe.on(.primaryActionTriggered) { [unowned self] _ in fired += 1 }
        return cell
      }
    }
    let source = Source()
    let table = TableView()
    table.dataSource = source
    let pilot = Pilot(rootView: table, size: Size(width: 50, height: 8))
    pilot.application.focus(table)
    for _ in 0..<300 { pilot.press(.down) }
    pilot.press(.enter)
    #expect(source.fired == 1)
    for cell in table.visibleCells.compactMap({ $0 as? YoutuberCell }) {
      #expect(cell.subscribe.handlers.count(for: .primaryActionTriggered) == 2)
    }
    let loose: YoutuberCell = table.dequeue(for: IndexPath(row: 0, section: 0))
    loose.subscribe.on(.primaryActionTriggered) { _ in }
    #expect(loose.reuseScope.handlerCount == 0)
    loose.reuseScope.end()
    #expect(loose.subscribe.handlers.count(for: .primaryActionTriggered) == 2)
  }
}

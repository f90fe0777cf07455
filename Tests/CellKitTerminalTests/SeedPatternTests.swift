import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// The patterns of the five seed articles, each re-expressed with CellKit on the real TableView.
@MainActor
@Suite("Seed article patterns")
struct SeedPatternTests {
  /// Article 1: the tag scenario. Three sections, a row inserted at the top of section 0 and a row
  /// deleted in section 1, a scroll; then a click and a key press on a button report the right row.
  @Test("Tags, done right: after an insert, a delete and a scroll, clicks and keys route the right row and item")
  func tagScenario() throws {
    let screen = YoutuberScreen(youtuberSnapshot(sections: 3, rowsPerSection: 6), size: Size(width: 60, height: 12))
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.insert(Youtuber(id: 100, name: "Brand New"), at: 0) }
    snapshot.updateItems(inSectionAt: 1) { $0.remove(at: 1) }
    screen.list.apply(snapshot)
    screen.table.scroll(by: 8)

    screen.clickSubscribe(of: "Youtuber 1-3")
    let click = try #require(screen.routed.last)
    #expect(click.action == .subscribeTapped)
    #expect(click.indexPath == IndexPath(row: 2, section: 1))
    #expect(click.name == "Youtuber 1-3")

    screen.pilot.press(.down)
    screen.pilot.press(.enter)
    let key = try #require(screen.routed.last)
    #expect(key.indexPath == IndexPath(row: 3, section: 1))
    #expect(key.name == "Youtuber 1-4")

    screen.pilot.press(.home)
    screen.pilot.press(.enter)
    #expect(screen.routed.last?.indexPath == IndexPath(row: 0, section: 0))
    #expect(screen.routed.last?.name == "Brand New")
  }

  /// Article 1: the delegate way and the closure way, on the same table, give identical results.
  @Test("The delegate way and the closure way report the same item and index path")
  func delegateAndClosure() {
    final class Controller: ListAdapterDelegate {
      var received: [(String, IndexPath, String)] = []
      func list(didReceive context: ActionContext<any CellAction, Youtuber>) {
        received.append(("\(context.action)", context.indexPath, context.item.name))
      }
    }
    let screen = YoutuberScreen()
    let controller = Controller()
    screen.list.delegate = controller
    screen.clickSubscribe(of: "Youtuber 2-1")
    screen.pilot.press(.right)
    screen.pilot.press(.enter)
    var snapshot = screen.list.snapshot
    snapshot.updateItems(inSectionAt: 2) { $0.swapAt(0, 3) }
    screen.list.apply(snapshot)
    screen.clickSubscribe(of: "Youtuber 2-3")
    #expect(controller.received.count == 3)
    #expect(controller.received.map(\.0) == screen.routed.map { "\($0.action)" })
    #expect(controller.received.map(\.1) == screen.routed.map(\.indexPath))
    #expect(controller.received.map(\.2) == screen.routed.map(\.name))
    #expect(screen.routed.last?.indexPath == IndexPath(row: 0, section: 2))
  }

  /// Article 2: STKTableViewCell's ROUTE: every control routes its sender to the controller with the
  /// index path, here with the host-level handler for all actions of a cell type.
  @Test("STK's target/route way: the controller gets the sender and the index path")
  func stkRoute() {
    final class ButtonCell: TableCell, ActionCell {
      enum Action: CellAction, Equatable { case buttonTapped }
      let button = Button("Go")
      override func cellDidLoad() {
        button.sends(.buttonTapped, from: self)
        contentView.add(Label("row"), button)
      }
    }
    final class Source: TableViewDataSource {
      func numberOfSections(in tableView: TableView) -> Int { 2 }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        tableView.dequeue(for: indexPath) as ButtonCell
      }
    }
    let source = Source()
    let table = TableView()
    table.dataSource = source
    let pilot = Pilot(rootView: table, size: Size(width: 30, height: 10))
    var log: [(AnyObject?, IndexPath)] = []
    table.on(ButtonCell.Action.self) { context in log.append((context.sender, context.indexPath)) }
    pilot.click(on: "Go", occurrence: 4)
    #expect(log.count == 1)
    #expect(log.first?.1 == IndexPath(row: 1, section: 1))
    #expect(log.first?.0 === (table.cellForRow(at: IndexPath(row: 1, section: 1)) as? ButtonCell)?.button)
  }

  /// Article 3: closures on controls and on bar button items.
  @Test("Closures on a control and on a bar button item, with typed senders")
  func closuresOnControlsAndBarItems() {
    var log: [String] = []
    let add = BarButtonItem(title: "Add") { item in log.append("bar \(item.title)") }
    let slider = Slider(value: 0.5)
    slider.on(.valueChanged) { slider in log.append("slider \(slider.value)") }
    let bar = NavigationBar(title: "Title", leftItems: [add])
    let root = VStack(bar, slider)
    let pilot = Pilot(rootView: root, size: Size(width: 30, height: 4))
    pilot.click(on: "Add")
    pilot.click(at: Point(x: 2, y: 1))
    pilot.press(.right)
    #expect(log.first == "bar Add")
    #expect(log.contains("slider 0.6"))
    #expect(log.last == "slider 0.7")
  }

  /// Article 4 (Reusable) and article 5 (register/dequeue helpers): typed register and dequeue of
  /// cells and header/footer views, with the type inferred at the call site.
  @Test("Typed register and dequeue of cells and header/footer views")
  func typedReuse() {
    final class NamedHeader: TableHeaderFooterView, Reusable {}
    let table = TableView()
    table.register(YoutuberCell.self)
    table.registerHeaderFooter(NamedHeader.self)
    let cell: YoutuberCell = table.dequeue(for: IndexPath(row: 0, section: 0))
    let header: NamedHeader = table.dequeueHeaderFooter()
    #expect(cell.subscribe.handlers.count(for: .primaryActionTriggered) == 1)
    #expect(table.cellsCreated == 1)
    #expect(header.textLabel.superview != nil)
    #expect(NamedHeader.reuseIdentifier.hasSuffix(".NamedHeader"))
    #expect(YoutuberCell.reuseIdentifier == "CellKitTerminalTests.YoutuberCell")
    table.register(YoutuberCell.self, forCellReuseIdentifier: "legacy")
    #expect(table.dequeueReusableCell(withIdentifier: "legacy", for: IndexPath(row: 0, section: 0)) is YoutuberCell)
  }

  /// Article 5: the closure captured at configure time goes stale; CellKit resolves at fire time.
  @Test("A handler registered in configure still routes the row's current item after updates")
  func configureTimeClosure() {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    var taps: [String] = []
    list.cell(YoutuberCell.self) { cell, youtuber, _ in
      cell.name.text = youtuber.name
      cell.subscribe.on(.primaryActionTriggered) { _ in taps.append("configured for \(youtuber.name)") }
    }
    list.apply(youtuberSnapshot(sections: 1, rowsPerSection: 3))
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 8))
    var snapshot = list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.insert(Youtuber(id: 50, name: "Top"), at: 0) }
    list.apply(snapshot)
    pilot.click(on: "[ Subscribe ]", occurrence: 1)
    #expect(taps == ["configured for Youtuber 0-0"])
  }
}

/// The first article's hand-written data source, with the table's own insert/delete/move/reload calls
/// instead of an adapter: routing still reports the row the cell shows now.
@MainActor
@Suite("Hand-written data source")
struct HandWrittenDataSourceTests {
  final class Source: TableViewDataSource {
    var sections: [[String]] = [["Brian Voong", "Seth Everman"], ["Dave Lee", "Cybershell", "Bill Wurtz"]]
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
      let cell: YoutuberCell = tableView.dequeue(for: indexPath)
      cell.name.text = sections[indexPath.section][indexPath.row]
      return cell
    }
  }

  @Test("insertRows, deleteRows, moveRow, reloadRows and section inserts/deletes keep routing right")
  func tableCalls() throws {
    let source = Source()
    let table = TableView()
    table.dataSource = source
    let pilot = Pilot(rootView: table, size: Size(width: 50, height: 14))
    var routed: [(IndexPath, String)] = []
    table.on(YoutuberCell.Action.subscribeTapped) { context in
      routed.append((context.indexPath, source.sections[context.indexPath.section][context.indexPath.row]))
    }
    func tap(_ name: String) throws -> (IndexPath, String) {
      let y = try #require(pilot.find(name)?.y)
      let x = try #require(
        pilot.find("[ Subscribe ]", occurrence: (0..<y).filter { pilot.screen[$0].contains("[ Subscribe ]") }.count))
      pilot.click(at: x)
      return try #require(routed.last)
    }

    source.sections[0].insert("Marques Brownlee", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)])
    source.sections[1].remove(at: 0)
    table.deleteRows(at: [IndexPath(row: 0, section: 1)])
    #expect(try tap("Cybershell") == (IndexPath(row: 0, section: 1), "Cybershell"))

    source.sections[1].swapAt(0, 1)
    table.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 1, section: 1))
    #expect(try tap("Cybershell") == (IndexPath(row: 1, section: 1), "Cybershell"))

    source.sections[0][1] = "Brian Voong (renamed)"
    table.reloadRows(at: [IndexPath(row: 1, section: 0)])
    pilot.expectScreen([
      " Section 0",
      "  Marques Brownlee             [ Subscribe ] [off]",
      "  Brian Voong (renamed)        [ Subscribe ] [off]",
      "  Seth Everman                 [ Subscribe ] [off]",
      " Section 1",
      "  Bill Wurtz                   [ Subscribe ] [off]",
      "› Cybershell                   [ Subscribe ] [off]",
    ])

    source.sections.insert(["Veritasium"], at: 0)
    table.insertSections([0])
    #expect(try tap("Bill Wurtz") == (IndexPath(row: 0, section: 2), "Bill Wurtz"))
    source.sections.remove(at: 1)
    table.deleteSections([1])
    #expect(try tap("Bill Wurtz") == (IndexPath(row: 0, section: 1), "Bill Wurtz"))
    pilot.expectScreen([
      " Section 0",
      "  Veritasium                   [ Subscribe ] [off]",
      " Section 1",
      "› Bill Wurtz                   [ Subscribe ] [off]",
      "  Cybershell                   [ Subscribe ] [off]",
    ])
  }
}

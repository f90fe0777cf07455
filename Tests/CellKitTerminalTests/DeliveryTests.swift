import CellKit
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// A row with the buttons of the delivery scenarios: each names what the user did.
final class ChannelCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable {
    case moveToTopTapped
    case deleteTapped
    case rated(String)
  }

  let name = Label()
  let top = Button("Top")
  let delete = Button("Delete")
  let rate = Button("Rate")

  override func cellDidLoad() {
    top.sends(.moveToTopTapped, from: self)
    delete.sends(.deleteTapped, from: self)
    rate.sends(from: self) { button in .rated(button.title) }
    contentView.add(name, top, delete, rate)
  }
}

/// A section header with a button.
final class ChannelHeader: TableHeaderFooterView, ActionCell {
  enum Action: CellAction, Equatable {
    case seeAllTapped
  }

  let seeAll = Button("See all")

  override func viewDidLoad() {
    seeAll.sends(.seeAllTapped, from: self)
    contentView.add(seeAll)
  }
}

/// What one party saw of one event.
struct Sighting: Equatable, CustomStringConvertible {
  let party: String
  let location: ActionLocation?
  let item: String?

  var description: String { "\(party) \(location?.description ?? "-") \(item ?? "-")" }
}

/// Channels in a list of one or more sections, driven by a ListAdapter in a headless application.
@MainActor
final class ChannelScreen {
  let table = TableView()
  let list: ListAdapter<String, String>
  let pilot: Pilot

  init(_ sections: [(String, [String])], size: Size = Size(width: 60, height: 16)) {
    list = ListAdapter(table)
    list.cell(ChannelCell.self) { cell, name, _ in cell.name.text = name }
    list.apply(Snapshot(sections), animatingDifferences: false)
    pilot = Pilot(rootView: table, size: size)
    pilot.application.focus(table)
  }

  /// The cell showing `name` now.
  func cell(showing name: String) -> ChannelCell? {
    _ = pilot.screen
    return table.visibleCells.compactMap { $0 as? ChannelCell }.first { $0.name.text == name }
  }

  /// The rows as the screen shows them, top to bottom.
  var rows: [String] {
    _ = pilot.screen
    return table.visibleCells.compactMap { ($0 as? ChannelCell)?.name.text }
  }

  /// Removes `name` from the first section and applies the change.
  func remove(_ name: String, animatingDifferences: Bool = true) {
    var snapshot = list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.removeAll { $0 == name } }
    list.apply(snapshot, animatingDifferences: animatingDifferences)
  }
}

@MainActor
final class ChannelDelegate: ListAdapterDelegate {
  var sightings: [Sighting] = []

  func list(didReceive context: ActionContext<any CellAction, String>) {
    sightings.append(Sighting(party: "delegate", location: context.location, item: context.item))
  }
}

@MainActor
@Suite("One event, resolved once", .serialized)
struct DeliveryTests {
  @Test("A click is resolved once per input: the press, then the release with its primary action and the action sent")
  func clickResolvesOncePerInput() throws {
    let screen = ChannelScreen([("Channels", ["Alpha", "Beta", "Gamma"])])
    let router = screen.table.actions
    let resolver = try #require(router.resolver)
    var resolutions: [ActionLocation] = []
    router.resolver = EventResolver(owner: resolver.owner) { location, cell, column in
      resolutions.append(location)
      return resolver.resolve(location, cell, column)
    }
    let beta = try #require(screen.cell(showing: "Beta"))
    var seen: Set<String> = []
    beta.top.on(.touchDown) { _ in seen.insert("touchDown") }
    beta.top.on(.touchUpInside) { _ in seen.insert("touchUpInside") }
    beta.top.on(.primaryActionTriggered) { _ in seen.insert("primaryActionTriggered") }
    screen.list.on(ChannelCell.Action.moveToTopTapped) { context in seen.insert("moved \(context.item)") }
    #expect(screen.pilot.click(on: "[ Top ]", occurrence: 1))
    #expect(seen == ["touchDown", "touchUpInside", "primaryActionTriggered", "moved Beta"])
    let row: ActionLocation = .item(IndexPath(row: 1, section: 0))
    #expect(resolutions == [row, row], "one resolution for the press, one for the release and all it sends")
  }

  @Test("A snapshot applied from a configure closure is shown once the table's layout is over")
  func applyFromConfigure() async throws {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    var applied = 0
    list.cell(YoutuberCell.self) { [unowned list] cell, youtuber, _ in
      cell.name.text = youtuber.name
      guard youtuber.name == "Youtuber 0-1", applied == 0 else { return }
      applied += 1
      var snapshot = list.snapshot
      snapshot.appendItems([Youtuber(id: 99, name: "Added in configure")], toSectionAt: 0)
      list.apply(snapshot)
    }
    list.apply(youtuberSnapshot(sections: 1, rowsPerSection: 3))
    let pilot = Pilot(rootView: table, size: Size(width: 50, height: 8))
    #expect(pilot.screen[1].contains("Youtuber 0-1"), "the first frame made the row that applies")
    try await pilot.settle()
    #expect(pilot.screen[3].contains("Added in configure"), "\(pilot.screenText)")
    #expect(list.snapshot.numberOfItems == 4 && table.numberOfRows(inSection: 0) == 4)
    #expect(applied == 1)
  }

  @Test("The observer reports where the tapped row was when the event fired, not where a handler moved it")
  func observerSeesTheFiringLocation() throws {
    try ControlEventCenter.isolated {
      let screen = ChannelScreen([("All", ["alpha", "beta", "gamma"])])
      screen.list.on(ChannelCell.Action.moveToTopTapped) { context in
        var snapshot = screen.list.snapshot
        snapshot.updateItems(inSectionAt: 0) { items in
          items.removeAll { $0 == context.item }
          items.insert(context.item, at: 0)
        }
        screen.list.apply(snapshot)
      }
      var logged: [Sighting] = []
      let token = ControlEventCenter.addObserver { record in
        logged.append(Sighting(party: "observer", location: record.location, item: record.item as? String))
      }
      defer { token.remove() }

      try #require(screen.cell(showing: "gamma")).top.activate()

      #expect(logged == [Sighting(party: "observer", location: .item(IndexPath(row: 2, section: 0)), item: "gamma")])
      #expect(screen.rows == ["gamma", "alpha", "beta"])
    }
  }

  @Test(
    "A tap made inside another tap's handler is resolved on its own; the first tap's later parties, and the taps after, see their own rows"
  )
  func nestedTapsKeepTheirResolutions() throws {
    try ControlEventCenter.isolated {
      let screen = ChannelScreen([("All", ["alpha", "beta", "gamma", "delta"])])
      let delta = try #require(screen.cell(showing: "delta"))
      var seen: [Sighting] = []
      screen.list.on(ChannelCell.Action.moveToTopTapped) { context in
        seen.append(Sighting(party: "first", location: context.location, item: context.item))
        // Gamma's Top makes the app press delta's Delete, before the other parties of gamma's tap.
        if context.item == "gamma" { delta.delete.activate() }
      }
      screen.list.on(ChannelCell.Action.moveToTopTapped) { context in
        seen.append(Sighting(party: "second", location: context.location, item: context.item))
      }
      screen.list.on(ChannelCell.Action.deleteTapped) { context in
        seen.append(Sighting(party: "delete", location: context.location, item: context.item))
      }
      ControlEventCenter.addObserver { record in
        seen.append(Sighting(party: "observer", location: record.location, item: record.item as? String))
      }

      try #require(screen.cell(showing: "gamma")).top.activate()
      try #require(screen.cell(showing: "alpha")).top.activate()
      try #require(screen.cell(showing: "beta")).top.activate()

      func row(_ row: Int) -> ActionLocation { .item(IndexPath(row: row, section: 0)) }
      #expect(
        seen == [
          Sighting(party: "first", location: row(2), item: "gamma"),
          Sighting(party: "delete", location: row(3), item: "delta"),
          Sighting(party: "observer", location: row(3), item: "delta"),
          Sighting(party: "second", location: row(2), item: "gamma"),
          Sighting(party: "observer", location: row(2), item: "gamma"),
          Sighting(party: "first", location: row(0), item: "alpha"),
          Sighting(party: "second", location: row(0), item: "alpha"),
          Sighting(party: "observer", location: row(0), item: "alpha"),
          Sighting(party: "first", location: row(1), item: "beta"),
          Sighting(party: "second", location: row(1), item: "beta"),
          Sighting(party: "observer", location: row(1), item: "beta"),
        ])
    }
  }

  @Test("An adapter let go while its table lives takes its handlers along: the next adapter's taps reach only its own")
  func releasedAdapterHandlersExpire() throws {
    let table = TableView()
    let pilot = Pilot(rootView: table, size: Size(width: 60, height: 8))
    var calls: [String] = []
    var first: ListAdapter<String, String>? = ListAdapter(table)
    weak let released = first
    first?.cell(ChannelCell.self) { cell, name, _ in cell.name.text = name }
    first?.on(ChannelCell.Action.deleteTapped) { context in calls.append("first \(context.item)") }
    first?.apply(Snapshot([("All", ["alpha", "beta"])]), animatingDifferences: false)
    _ = pilot.screen
    first = nil
    #expect(released == nil)

    let second = ListAdapter<String, String>(table)
    second.cell(ChannelCell.self) { cell, name, _ in cell.name.text = name }
    second.on(ChannelCell.Action.deleteTapped) { context in calls.append("second \(context.item)") }
    second.apply(Snapshot([("All", ["gamma", "delta"])]), animatingDifferences: false)
    _ = pilot.screen
    let cells = table.visibleCells.compactMap { $0 as? ChannelCell }
    try #require(cells.first { $0.name.text == "delta" }).delete.activate()
    try #require(cells.first { $0.name.text == "gamma" }).delete.activate()

    #expect(calls == ["second delta", "second gamma"])
  }

  @Test("When a handler reloads the list, the observer still gets the row and item of the event")
  func observerAfterReload() throws {
    try ControlEventCenter.isolated {
      let screen = ChannelScreen([("All", ["alpha", "beta", "gamma"])])
      screen.list.on(ChannelCell.Action.deleteTapped) { context in
        screen.remove(context.item, animatingDifferences: false)
      }
      var logged: [Sighting] = []
      let token = ControlEventCenter.addObserver { record in
        logged.append(Sighting(party: "observer", location: record.location, item: record.item as? String))
      }
      defer { token.remove() }

      try #require(screen.cell(showing: "beta")).delete.activate()

      #expect(logged == [Sighting(party: "observer", location: .item(IndexPath(row: 1, section: 0)), item: "beta")])
      #expect(screen.rows == ["alpha", "gamma"])
    }
  }

  @Test("A second handler of the same action gets the same item as the first, whatever the first did")
  func secondHandlerSameItem() throws {
    let names = (1...6).map { "item \($0)" }
    let screen = ChannelScreen([("All", names)])
    var seen: [Sighting] = []
    screen.list.on(ChannelCell.Action.deleteTapped) { context in
      seen.append(Sighting(party: "first", location: context.location, item: context.item))
      var snapshot = screen.list.snapshot
      snapshot.updateItems(inSectionAt: 0) { $0.remove(at: context.indexPath.row) }
      screen.list.apply(snapshot)
    }
    screen.list.on(ChannelCell.Action.deleteTapped) { context in
      seen.append(Sighting(party: "second", location: context.location, item: context.item))
    }

    try #require(screen.cell(showing: "item 3")).delete.activate()

    let at = ActionLocation.item(IndexPath(row: 2, section: 0))
    #expect(
      seen == [
        Sighting(party: "first", location: at, item: "item 3"), Sighting(party: "second", location: at, item: "item 3"),
      ])
    #expect(screen.rows == ["item 1", "item 2", "item 4", "item 5", "item 6"])
  }

  @Test("Two handlers that each change the list build on each other's snapshot: no change is lost")
  func handlersBuildOnEachOther() throws {
    let screen = ChannelScreen([("All", ["alpha", "beta", "gamma", "delta"])])
    screen.list.on(ChannelCell.Action.deleteTapped) { context in screen.remove(context.item) }
    screen.list.on(ChannelCell.Action.deleteTapped) { _ in screen.remove("alpha") }
    var shownDuringDelivery: [String] = []
    screen.list.on(ChannelCell.Action.deleteTapped) { _ in shownDuringDelivery = screen.rows }

    try #require(screen.cell(showing: "gamma")).delete.activate()

    #expect(shownDuringDelivery == ["alpha", "beta", "gamma", "delta"])
    #expect(screen.list.snapshot.items == [["beta", "delta"]])
    #expect(screen.rows == ["beta", "delta"])
  }

  @Test("The delegate is told after the handlers, even when a handler deleted the row")
  func delegateAfterDeletion() throws {
    let screen = ChannelScreen([("All", ["alpha", "beta", "gamma"])])
    let delegate = ChannelDelegate()
    screen.list.delegate = delegate
    screen.list.on(ChannelCell.Action.deleteTapped) { context in screen.remove(context.item) }

    try #require(screen.cell(showing: "gamma")).delete.activate()

    #expect(
      delegate.sightings == [
        Sighting(party: "delegate", location: .item(IndexPath(row: 2, section: 0)), item: "gamma")
      ])
    #expect(screen.rows == ["alpha", "beta"])
  }

  @Test("Handlers, the delegate and the observer are called in the documented order")
  func documentedOrder() throws {
    try ControlEventCenter.isolated {
      let screen = ChannelScreen([("All", ["alpha", "beta"])])
      var order: [String] = []
      final class Recorder: ListAdapterDelegate {
        var record: () -> Void = {}
        func list(didReceive context: ActionContext<any CellAction, String>) { record() }
      }
      let delegate = Recorder()
      delegate.record = { order.append("delegate") }
      screen.list.delegate = delegate
      screen.list.on(ChannelCell.Action.deleteTapped) { _ in order.append("first") }
      screen.list.on(ChannelCell.Action.self) { _ in order.append("every action") }
      screen.list.on(ChannelCell.Action.deleteTapped) { _ in order.append("second") }
      let cell = try #require(screen.cell(showing: "beta"))
      cell.delete.on(.primaryActionTriggered) { _ in order.append("control handler") }
      let token = ControlEventCenter.addObserver { _ in order.append("observer") }
      defer { token.remove() }

      cell.delete.activate()

      #expect(order == ["first", "every action", "second", "delegate", "control handler", "observer"])
    }
  }

  @Test("A button's payload action fires with the button's own primary event; a switch's with valueChanged")
  func primaryEvents() throws {
    #expect(Button.primaryEvent == .primaryActionTriggered)
    #expect(Switch.primaryEvent == .valueChanged)
    #expect(Slider.primaryEvent == .valueChanged)
    let screen = ChannelScreen([("All", ["alpha", "beta"])])
    var ratings: [String] = []
    screen.list.on(ChannelCell.Action.rated) { context, title in ratings.append("\(context.item): \(title)") }

    let diagnostics = try Diagnostics.collecting { try #require(screen.cell(showing: "beta")).rate.activate() }

    #expect(ratings == ["beta: Rate"])
    #expect(diagnostics.isEmpty)
  }

  @Test("Header actions registered on the adapter receive the section and its model")
  func headerActionsOnTheAdapter() throws {
    let screen = ChannelScreen([("Tech", ["alpha"]), ("Music", ["beta", "gamma"])], size: Size(width: 40, height: 12))
    screen.list.header(ChannelHeader.self) { _, _, _ in }
    var seen: [String] = []
    screen.list.headersAndFooters.on(ChannelHeader.Action.seeAllTapped) { context in
      seen.append("\(context.location) \(context.section) \(context.item)")
    }
    _ = screen.pilot.screen
    let header = try #require(screen.table.headerView(forSection: 1) as? ChannelHeader)

    header.seeAll.activate()

    #expect(seen == ["header 1 1 Music"])
    #expect(ActionLocation.header(section: 1).indexPath == IndexPath(row: NSNotFound, section: 1))
  }

  @Test("A header action registered as a row action is reported with how to fix it, not dropped silently")
  func headerActionRegisteredForRows() throws {
    let screen = ChannelScreen([("Tech", ["alpha"])], size: Size(width: 40, height: 8))
    screen.list.header(ChannelHeader.self) { _, _, _ in }
    var rowHandlerCalls = 0
    screen.list.on(ChannelHeader.Action.seeAllTapped) { _ in rowHandlerCalls += 1 }
    _ = screen.pilot.screen
    let header = try #require(screen.table.headerView(forSection: 0) as? ChannelHeader)

    let diagnostics = Diagnostics.collecting { header.seeAll.activate() }

    #expect(rowHandlerCalls == 0)
    #expect(diagnostics.map(\.kind) == [.unhandledAction])
    #expect(
      diagnostics.first?.message
        == """
        ChannelHeader sent seeAllTapped at header 0, but no handler or delegate takes it. A header or footer \
        sent it: register the handler with `headersAndFooters.on(ChannelHeader.Action.…)` on the list adapter, \
        whose context's item is the section's model, or on the host.
        """)
  }

  @Test("A selection is resolved once: every selection handler and the delegate get the same item")
  func selectionResolvedOnce() {
    let screen = ChannelScreen([("All", ["alpha", "beta", "gamma"])])
    var seen: [String] = []
    screen.list.onSelect { item, indexPath in
      seen.append("\(item) \(indexPath.row)")
      screen.remove(item)
    }
    screen.list.onSelect { item, indexPath in seen.append("\(item) \(indexPath.row)") }

    screen.table.selectRow(at: IndexPath(row: 1, section: 0))

    #expect(seen == ["beta 1", "beta 1"])
    #expect(screen.rows == ["alpha", "gamma"])
  }
}

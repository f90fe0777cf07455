import CellKitTerminal
import CellKitTesting
import Testing

// The code the README, the DocC articles and the doc comments show, in the context it needs, so
// that it is compiled (and, where it does something checkable, run). `DocExampleTests` checks that
// every example appears here or in other compiled code, line for line.

struct Youtuber: Identifiable, Equatable, Differentiable { let id: Int; var name: String }

enum Category: String, Differentiable {
  case tech = "Tech"
  case music = "Music"
}

final class YoutuberCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable {
    case subscribeTapped
    case notificationsToggled(Bool)
  }

  let name = Label()
  let subscribe = Button("Subscribe")
  let bell = Switch()

  override func cellDidLoad() {
    subscribe.sends(.subscribeTapped, from: self)
    bell.sends(Action.notificationsToggled, from: self) { bell in bell.isOn }
    contentView.add(name, subscribe, bell)
  }
}

final class InitialBadge: TableHeaderFooterView, Reusable {}

final class ButtonCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable {
    case buttonTapped
  }
}

final class CategoryHeader: TableHeaderFooterView, ActionCell {
  enum Action: CellAction, Equatable {
    case seeAllTapped
  }

  let seeAll = Button("See all")

  override func viewDidLoad() {
    seeAll.sends(.seeAllTapped, from: self)
    contentView.add(seeAll)
  }
}

/// The app's data, as the examples name it.
@MainActor
final class Model {
  var youtubers: [Youtuber] = []
  var subscriptions: [Int] = []
  var notified: Set<Int> = []

  func subscribe(to youtuber: Youtuber) { subscriptions.append(youtuber.id) }

  func setNotifications(_ isOn: Bool, for youtuber: Youtuber) {
    if isOn { notified.insert(youtuber.id) } else { notified.remove(youtuber.id) }
  }

  func add() { addYoutuber() }

  func addYoutuber() {
    youtubers.append(Youtuber(id: youtubers.count + 1, name: "Channel \(youtubers.count + 1)"))
  }
}

@MainActor
final class Settings {
  var notifications: [Int: Bool] = [:]

  func setNotifications(_ isOn: Bool, for youtuber: Youtuber) { notifications[youtuber.id] = isOn }
}

@MainActor
final class Log {
  static let shared = Log()
  var lines: [String] = []
}

@MainActor
func log(_ line: String) { Log.shared.lines.append(line) }

@MainActor
func log(_ events: ControlEvents, _ location: ActionLocation?) {
  log("\(events) at \(location?.description ?? "-")")
}

let techYoutubers = ["Brian Voong", "Dave Lee", "Marques Brownlee"].enumerated().map {
  Youtuber(id: $0.offset + 1, name: $0.element)
}

/// The controller the examples are written in.
@MainActor
final class SubscriptionsController {
  let tableView = TableView()
  let model = Model()
  let settings = Settings()
  var subscribed: [String] = []
  var saves = 0
  var details: Set<String> = []
  private(set) var list: ListAdapter<Category, Youtuber>!

  func subscribe(to youtuber: Youtuber) { subscribed.append(youtuber.name) }

  func save() { saves += 1 }

  /// Getting started, and `ListAdapter`'s own example.
  func start(with snapshot: Snapshot<Category, Youtuber>) {
    let list = ListAdapter<Category, Youtuber>(tableView)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.on(YoutuberCell.Action.subscribeTapped, owner: self) { owner, context in
      owner.subscribe(to: context.item)
    }
    list.apply(snapshot)
    self.list = list
  }

  /// The owner form of `cell(_:when:configure:)`'s example.
  func markSelected() {
    list.cell(YoutuberCell.self, owner: self) { owner, cell, youtuber, _ in
      cell.name.text = (owner.list.isSelected(youtuber) ? "✓ " : "") + youtuber.name
    }
  }

  /// Delegate or closure: the closures.
  func handleNotifications() {
    list.on(YoutuberCell.Action.subscribeTapped, owner: self) { owner, context in
      owner.subscribe(to: context.item)
    }
    list.on(YoutuberCell.Action.notificationsToggled, owner: self) { owner, context, isOn in
      owner.settings.setNotifications(isOn, for: context.item)
    }
  }

  /// `Snapshot`'s example.
  func showTech() {
    var snapshot = Snapshot<Category, Youtuber>()
    snapshot.appendSection(.tech, items: techYoutubers)
    list.apply(snapshot)
  }

  /// `Snapshot.appendItems(_:toSection:)`'s example.
  func showSectionsLikeApple() {
    var snapshot = Snapshot<Category, Youtuber>()
    snapshot.appendSections([.tech, .music])
    snapshot.appendItems(techYoutubers, toSection: .tech)
    list.apply(snapshot)
  }

  /// Getting started: change the data.
  func add(_ newcomer: Youtuber) {
    var snapshot = list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.insert(newcomer, at: 0) }
    list.apply(snapshot)
  }

  /// Delegate or closure: one event, resolved once.
  func dropSubscribedSuggestions() {
    list.on(YoutuberCell.Action.subscribeTapped, owner: self) { owner, context in
      var snapshot = owner.list.snapshot
      snapshot.updateItems(inSectionAt: context.section) { $0.removeAll { $0.id == context.item.id } }
      owner.list.apply(snapshot)  // shown after the other handlers, the delegate and the observers
    }
  }

  /// Handling controls without tags: the controller's side.
  func printTaps() {
    list.on(YoutuberCell.Action.subscribeTapped) { context in
      print(context.indexPath, context.item)  // the row and item when the button fired
    }
  }

  /// The `on` family's examples (`CellActionHandling`).
  func handleWithTheFamily() {
    let model = self.model
    list.on(YoutuberCell.Action.subscribeTapped) { context in model.subscribe(to: context.item) }
    list.on(YoutuberCell.Action.notificationsToggled) { context, isOn in
      model.setNotifications(isOn, for: context.item)
    }
  }

  /// `ListAdapter.headersAndFooters`'s example and the article's.
  func handleSeeAll() {
    list.header(CategoryHeader.self) { header, category, section in
      header.seeAll.title = section == 0 ? "See all \(category.rawValue)" : "See all"
    }
    list.headersAndFooters.on(CategoryHeader.Action.seeAllTapped) { context in
      print("see all of \(context.item) in section \(context.section)")
    }
  }

  /// `Control`'s example.
  func bindSave(bell: Switch) -> Button {
    let save = Button("Save")
    bell.on(.valueChanged) { bell in print(bell.isOn) }  // `bell` is a Switch, no cast
    save.on(.primaryActionTriggered, owner: self) { owner, _ in owner.save() }  // no [weak self]
    return save
  }

  /// The README's controls. Not run by the tests: its observer would stay for the whole process.
  func controls(bell: Switch, bar: NavigationBar, model: Model) {
    let token = bell.on(.valueChanged) { bell in print(bell.isOn) }  // `bell` is a Switch
    token.remove()
    let add = BarButtonItem(title: "Add") { _ in model.add() }
    ControlEventCenter.addObserver { record in log(record.events, record.location) }  // every event
    bar.rightItems = [add]
  }

  /// The controls of the article on handling controls without tags.
  func moreControls(bell: Switch, bar: NavigationBar, model: Model) {
    bell.on(.valueChanged) { bell in print(bell.isOn) }  // `bell` is a Switch
    let add = BarButtonItem(title: "Add") { _ in model.add() }
    bar.rightItems = [add]
  }

  /// `Stepper`'s example.
  func textSizeStepper() -> Stepper {
    let textSize = Stepper(value: 14, in: 10...24)
    textSize.on(.valueChanged) { stepper in print("text size \(stepper.value)") }
    return textSize
  }

  /// `BarButtonItem`'s example.
  func addButton(model: Model) -> BarButtonItem {
    let add = BarButtonItem(title: "Add") { item in model.addYoutuber() }
    return add
  }

  /// `ControlEventCenter`'s example.
  func logEvents() -> HandlerToken {
    let token = ControlEventCenter.addObserver { record in
      log("\(record.events) on \(record.sender) at \(record.location?.description ?? "-")")
    }
    return token
  }

  /// The selection example of the article on editing lists.
  func trackSelection() {
    list.allowsMultipleSelection = true
    list.onSelect(owner: self) { owner, youtuber, indexPath in owner.showDetails(of: youtuber) }
    list.onDeselect(owner: self) { owner, youtuber, indexPath in owner.hideDetails(of: youtuber) }
  }

  func showDetails(of youtuber: Youtuber) { details.insert(youtuber.name) }
  func hideDetails(of youtuber: Youtuber) { details.remove(youtuber.name) }

  /// `ListAdapter.trailingActions(owner:_:)`'s example.
  func declareRowActions() {
    list.trailingActions(owner: self) { owner, youtuber in
      [RowAction("Delete", style: .destructive) { context in owner.delete(context.item) }]
    }
  }

  func delete(_ youtuber: Youtuber) {
    var snapshot = list.snapshot
    for section in 0..<snapshot.numberOfSections {
      snapshot.updateItems(inSectionAt: section) { $0.removeAll { $0.id == youtuber.id } }
    }
    list.apply(snapshot)
  }

  /// `RowAction`'s example.
  func declareLoggingRowActions() {
    list.trailingActions { youtuber in
      [
        RowAction("Mute") { context in print("mute \(context.item.name)") },
        RowAction("Delete", style: .destructive) { context in print("delete at \(context.indexPath)") },
      ]
    }
  }

  /// `ListAdapter.onMove`'s example.
  func allowMoves() {
    list.onMove(owner: self) { owner, youtuber, source, destination in
      var snapshot = owner.list.snapshot
      snapshot.moveItem(at: source, to: destination)
      owner.list.apply(snapshot)
      return true
    }
  }

  /// `ListAdapter.filter`'s example.
  func search(_ query: String) {
    list.filter = { $0.name.localizedCaseInsensitiveContains(query) }
  }

  /// `ListAdapter.narrowFilter(_:)`'s example: each letter typed tests only the rows shown.
  func search(_ query: String, after previousQuery: String) {
    if query.hasPrefix(previousQuery) {
      list.narrowFilter { $0.name.localizedStandardContains(query) }
    } else {
      list.filter = { $0.name.localizedStandardContains(query) }
    }
  }

  /// `TextField`'s example.
  func makeSearchField() -> TextField {
    let search = TextField(placeholder: "Filter by name")
    search.on(.editingChanged, owner: self) { owner, field in owner.search(field.text) }
    return search
  }

  func endSearch() {
    list.filter = nil
  }

  /// `CollectionView`'s example.
  func makeGrid() -> (CollectionView, ListAdapter<Category, Youtuber>) {
    let grid = CollectionView(layout: .grid(minimumItemWidth: 24, itemHeight: 3))
    let list = ListAdapter<Category, Youtuber>(grid)
    return (grid, list)
  }

  /// The grids article: a badge on every card, and the list moved to the grid.
  func makeBadgedGrid(list: ListAdapter<Category, Youtuber>) -> CollectionView {
    let grid = CollectionView(layout: .grid(itemHeight: 3, badge: .init(kind: "initial", width: 5)))
    list.supplementary(InitialBadge.self, ofKind: "initial") { badge, youtuber, _ in
      badge.textLabel.text = String(youtuber.name.prefix(1))
    }
    list.attach(to: grid)
    return grid
  }

  /// The grids article: self-sizing rows.
  func makeSelfSizing(_ tableView: TableView) {
    tableView.automaticRowHeights = true
  }

  /// `ControlEventCenter.isolated`'s example.
  func countTaps(of button: Button) -> Int {
    let taps = ControlEventCenter.isolated {
      var taps = 0
      ControlEventCenter.addObserver { _ in taps += 1 }
      button.sendEvents(.primaryActionTriggered)
      return taps
    }
    return taps
  }

  /// `ControlEventCenter.isolated`'s async example.
  func countTaps(of button: Button, loadRow: () async -> Void) async -> Int {
    let taps = await ControlEventCenter.isolated {
      var taps = 0
      ControlEventCenter.addObserver { _ in taps += 1 }
      await loadRow()
      button.sendEvents(.primaryActionTriggered)
      return taps
    }
    return taps
  }

  /// `ActionHost`'s example.
  func printButtonTaps() {
    tableView.on(ButtonCell.Action.buttonTapped) { context in print(context.indexPath) }
  }

  /// The README's and the articles' dequeues, and `Reusable`'s example.
  func dequeues(at indexPath: IndexPath) -> [TableCell] {
    let youtuberCell: TableCell = {
      let cell: YoutuberCell = tableView.dequeue(for: indexPath)
      return cell
    }()
    final class BadgeCell: TableCell, Reusable {}
    let cell: BadgeCell = tableView.dequeue(for: indexPath)
    return [youtuberCell, cell]
  }
}

extension SubscriptionsController: ListAdapterDelegate {
  func list(didReceive context: ActionContext<any CellAction, Youtuber>) {
    switch context.action {
    case YoutuberCell.Action.subscribeTapped: subscribe(to: context.item)
    default: break
    }
  }
}

@MainActor
@Suite("Documentation examples run")
struct ExampleRuns {
  func started() -> SubscriptionsController {
    let controller = SubscriptionsController()
    var snapshot = Snapshot<Category, Youtuber>()
    snapshot.appendSection(.tech, items: techYoutubers)
    controller.start(with: snapshot)
    return controller
  }

  @Test("Getting started: the Subscribe handler gets the item of the row, and new rows show")
  func gettingStarted() throws {
    let controller = started()
    let pilot = Pilot(rootView: controller.tableView, size: Size(width: 60, height: 8))
    #expect(pilot.click(on: "[ Subscribe ]", occurrence: 1))
    #expect(controller.subscribed == ["Dave Lee"])
    controller.add(Youtuber(id: 9, name: "Newcomer"))
    #expect(pilot.click(on: "[ Subscribe ]", occurrence: 1))
    #expect(controller.subscribed == ["Dave Lee", "Brian Voong"])
  }

  @Test("Delegate or closure: the delegate and the closures see the same item; suggestions drop it")
  func delegateAndClosures() throws {
    let controller = started()
    let list = controller.list!
    list.delegate = controller
    controller.handleNotifications()
    controller.dropSubscribedSuggestions()
    let pilot = Pilot(rootView: controller.tableView, size: Size(width: 60, height: 8))
    #expect(pilot.click(on: "[off]", occurrence: 2))
    #expect(controller.settings.notifications == [3: true])
    #expect(pilot.click(on: "[ Subscribe ]", occurrence: 0))
    #expect(controller.subscribed == ["Brian Voong", "Brian Voong", "Brian Voong"])
    #expect(list.snapshot.items == [Array(techYoutubers.dropFirst())])
  }

  @Test("A header's action reaches the headersAndFooters handlers with the section's model")
  func seeAll() throws {
    let controller = started()
    var seen: [String] = []
    controller.handleSeeAll()
    controller.list.headersAndFooters.on(CategoryHeader.Action.seeAllTapped) { context in seen.append("\(context.item)")
    }
    let pilot = Pilot(rootView: controller.tableView, size: Size(width: 60, height: 8))
    #expect(pilot.click(on: "[ See all Tech ]"))
    #expect(seen == ["tech"])
  }

  @Test("Controls: handlers with typed senders and owners, bar items, observers")
  func controlExamples() {
    ControlEventCenter.isolated { runControlExamples() }
  }

  private func runControlExamples() {
    let controller = started()
    let bell = Switch()
    let save = controller.bindSave(bell: bell)
    save.activate()
    #expect(controller.saves == 1)
    let bar = NavigationBar(title: "Subscriptions")
    controller.moreControls(bell: bell, bar: bar, model: controller.model)
    bar.rightItems.first?.sendEvents(.primaryActionTriggered)
    #expect(controller.model.youtubers.count == 1)
    let token = controller.logEvents()
    controller.addButton(model: controller.model).sendEvents(.primaryActionTriggered)
    token.remove()
    #expect(controller.model.youtubers.count == 2)
    #expect(Log.shared.lines.contains { $0.hasPrefix("[primaryActionTriggered] on") })
    #expect(controller.countTaps(of: Button("Subscribe")) == 1)
  }

  @Test("Diagnostics: an action from a cell in no list is reported to the collecting task")
  func diagnosticsExample() {
    let cell = YoutuberCell()
    let diagnostics = Diagnostics.collecting { cell.send(.subscribeTapped) }
    #expect(diagnostics.map(\.kind) == [.undeliveredAction])
  }

  @Test("Diagnostics: an app sends them to its log")
  func diagnosticsToLog() {
    let cell = YoutuberCell()
    let before = Log.shared.lines.count
    Diagnostics.reporting(to: { log("\($0)") }) { cell.send(.subscribeTapped) }
    #expect(Log.shared.lines.dropFirst(before).map { $0.hasPrefix("CellKit [undeliveredAction]:") } == [true])
  }

  @Test("SendCellAction: content's send, made in a test for a terminal cell, routes with the row")
  func sendCellActionExample() throws {
    let table = TableView()
    let list = ListAdapter<Category, Youtuber>(table)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.apply(Snapshot([(.tech, [Youtuber(id: 1, name: "Dave Lee"), Youtuber(id: 2, name: "MKBHD")])]))
    var tapped: [String] = []
    list.on(YoutuberCell.Action.subscribeTapped) { context in tapped.append(context.item.name) }
    _ = Pilot(rootView: table, size: Size(width: 50, height: 3))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? YoutuberCell)
    let send = SendCellAction(cell: cell)
    send(YoutuberCell.Action.subscribeTapped)
    #expect(tapped == ["MKBHD"])
  }

  @Test("Diagnostics, async: what happens while the body waits is collected too")
  func asyncDiagnosticsExample() async throws {
    final class Loads {
      var finished = 0
    }
    let loads = Loads()
    let table = TableView()
    let list = ListAdapter<Category, Youtuber>(table)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in
      cell.name.text = youtuber.name
      cell.task {
        await Task.yield()
      } then: { cell, _ in
        loads.finished += 1
        cell.send(.subscribeTapped)
      }
    }
    list.apply(Snapshot([(.tech, (1...100).map { Youtuber(id: $0, name: "Channel \($0)") })]))
    let pilot = Pilot(rootView: table, size: Size(width: 50, height: 3))
    let before = loads.finished
    // The rows End brings on screen get cells, and tasks, inside the body.
    let diagnostics = try await Diagnostics.collecting {
      pilot.press(.end)
      try await pilot.settle()
    }
    #expect(loads.finished == before + 3)
    #expect(diagnostics.map(\.kind) == [.unhandledAction, .unhandledAction, .unhandledAction])
  }

  @Test("Dequeues by type register on first use")
  func dequeueExamples() {
    let controller = started()
    let cells = controller.dequeues(at: IndexPath(row: 0, section: 0))
    #expect(cells.count == 2)
    #expect(controller.tableView.cellsCreated >= 2)
  }

  @Test("Testing with the Pilot: the README's and the article's examples")
  func pilotExamples() throws {
    let controller = started()
    let tableView = controller.tableView
    controller.list.on(YoutuberCell.Action.subscribeTapped) { [unowned controller] context in
      controller.tableView.application?.present(
        Alert(title: "Subscribed!", message: "Subscribed to \(context.item.name)"))
    }

    let pilot = Pilot(rootView: tableView, size: Size(width: 80, height: 24))
    pilot.click(on: "[ Subscribe ]", occurrence: 1)
    pilot.expectScreen(matching: "subscribed-alert")  // the whole screen, from CellKitTesting
    let ok = try #require(pilot.find("[ OK ]"))
    #expect(pilot.style(at: ok).attributes.contains(.reverse))  // the highlighted button

    pilot.press(.enter)
    pilot.expectScreen([
      "  Brian Voong                                                [ Subscribe ] [off]",
      "› Dave Lee                                                   [ Subscribe ] [off]",
      "  Marques Brownlee                                           [ Subscribe ] [off]",
    ])
  }

  @Test("Selecting rows: the article's handlers follow selections, deselections and deletions")
  func selectionExample() {
    let controller = started()
    controller.trackSelection()
    let pilot = Pilot(rootView: controller.tableView, size: Size(width: 60, height: 6))
    controller.tableView.selectRow(at: IndexPath(row: 0, section: 0))
    controller.tableView.selectRow(at: IndexPath(row: 2, section: 0))
    #expect(controller.details == ["Brian Voong", "Marques Brownlee"])
    var snapshot = controller.list.snapshot
    snapshot.updateItems(inSectionAt: 0) { $0.removeFirst() }
    controller.list.apply(snapshot)
    #expect(controller.details == ["Marques Brownlee"])
    _ = pilot.screen
  }

  @Test("Row actions: the example's Delete, revealed with Left, deletes the focused row's item")
  func rowActionExample() {
    let controller = started()
    controller.declareRowActions()
    let pilot = Pilot(rootView: controller.tableView, size: Size(width: 60, height: 6))
    pilot.application.focus(controller.tableView)
    pilot.press(.left)
    pilot.press(.enter)
    #expect(controller.list.snapshot.items[0].map(\.name) == ["Dave Lee", "Marques Brownlee"])
  }

  @Test("Moving rows: the onMove example moves the focused row with Alt+Down")
  func moveExample() {
    let controller = started()
    controller.allowMoves()
    let pilot = Pilot(rootView: controller.tableView, size: Size(width: 60, height: 6))
    pilot.application.focus(controller.tableView)
    pilot.press(.down, modifiers: .alt)
    #expect(controller.list.snapshot.items[0].map(\.name) == ["Dave Lee", "Brian Voong", "Marques Brownlee"])
  }

  @Test("Filtering: the filter example shows the matching rows, and nil every row in its place")
  func filterExample() {
    let controller = started()
    let pilot = Pilot(rootView: controller.tableView, size: Size(width: 60, height: 6))
    controller.search("LEE")
    #expect(pilot.find("Dave Lee") != nil && pilot.find("Brian Voong") == nil)
    controller.endSearch()
    #expect(pilot.find("Brian Voong")?.y == 0)
    let field = controller.makeSearchField()
    pilot.application.rootView.addSubview(field)
    pilot.application.focus(field)
    pilot.type("brownlee")
    #expect(pilot.find("Marques Brownlee") != nil && pilot.find("Dave Lee") == nil)
  }

  @Test("Grids: the collection view example shows cards in columns that fit the width")
  func gridExample() {
    let (grid, list) = started().makeGrid()
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.apply(Snapshot([(.tech, techYoutubers)]))
    let pilot = Pilot(rootView: grid, size: Size(width: 80, height: 6))
    _ = pilot.screen
    #expect(grid.numberOfColumns == 3)
    #expect(pilot.find("Brian Voong")?.y == pilot.find("Dave Lee")?.y)
  }

  @Test("Grids: the article's badges show each card's initial, and the list moves from the table to the grid")
  func badgedGridExample() {
    let controller = started()
    controller.list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    controller.list.apply(Snapshot([(.tech, techYoutubers)]))
    let grid = controller.makeBadgedGrid(list: controller.list)
    let pilot = Pilot(rootView: grid, size: Size(width: 80, height: 6))
    #expect(pilot.screenText.contains("B"))
    #expect(grid.supplementaryView(ofKind: "initial", at: IndexPath(row: 1, section: 0))?.textLabel.text == "D")
    #expect(controller.tableView.visibleCells.isEmpty)
  }

  @Test("Whole-screen checks: the article's inline example")
  func inlineScreenExample() {
    let tableView = TableView()
    let list = ListAdapter<Category, Youtuber>(tableView)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.apply(Snapshot([(.tech, Array(techYoutubers.dropFirst()))]))
    let pilot = Pilot(rootView: tableView, size: Size(width: 39, height: 4))
    pilot.expectScreen([
      "› Dave Lee          [ Subscribe ] [off]",
      "  Marques Brownlee  [ Subscribe ] [off]",
    ])
    pilot.expectScreen(matching: "two-channels")
  }

  @Test("Testing with the Pilot: driving keys, text, the wheel and resizes")
  func pilotDriving() {
    let tableView = started().tableView
    let pilot = Pilot(rootView: tableView, size: Size(width: 80, height: 24))
    pilot.click(on: "[ Subscribe ]", occurrence: 2)
    pilot.press(.down)
    pilot.press(.enter)
    pilot.type("hello")
    pilot.scroll(3)
    pilot.resize(to: Size(width: 40, height: 10))
    #expect(pilot.screen.count == 10)
    #expect(pilot.screen.allSatisfy { CharacterWidth.of($0) <= 40 })
  }
}

/// `ColorDepth`'s and `Color`'s examples: the depth a terminal asks for, and a 24-bit color written
/// at each depth.
@Test("Colors: the environment's depth, and a 24-bit color at 256 colors")
func colorExamples() {
  let depth = ColorDepth(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
  let accent = Color(red: 0x4E, green: 0xA8, blue: 0xF0)
  #expect(depth == .trueColor)
  #expect(Escape.sgr(Style(foreground: accent), depth: .twoHundredFiftySix) == "\u{1B}[0;38;5;75m")
}

/// `Theme`'s example.
@MainActor
@Test("A theme set on the application")
func themeExample() {
  let application = Application(rootView: Label("Hello"))
  application.theme = Theme(accent: .magenta, success: .green, destructive: .red, secondary: .dim)
  #expect(application.theme.accent == .magenta)
}

import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// A loader whose loads finish only when a test says so, in any order, and that counts what it did.
///
/// Each load waits through the test's scheduler (``ManualScheduler/waitForTest(_:)``), so a settle
/// knows a waiting load from a running task, and a load the test finishes is delivered by the next
/// settle, on any machine.
@MainActor
final class ManualLoader {
  let scheduler: ManualScheduler
  private var pending: [Int: (id: Int, continuation: TestContinuation<Int>)] = [:]
  private var nextToken = 0
  private(set) var started = 0
  private(set) var cancelled = 0
  private(set) var finished = 0
  /// Whether loads run on when their task is cancelled, as a careless loader's do: then only
  /// CellKit's check of the configuration keeps their results out of reused cells.
  var ignoresCancellation = false

  init(scheduler: ManualScheduler = ManualScheduler()) {
    self.scheduler = scheduler
  }

  /// The ids of the loads waiting to finish, oldest first.
  var waiting: [(token: Int, id: Int)] { pending.sorted { $0.key < $1.key }.map { ($0.key, $0.value.id) } }

  /// The count of `id`, when its load finishes: a function of the id, so a test can tell whose it is.
  static func count(of id: Int) -> Int { id * 1000 + 7 }

  func load(_ id: Int) async throws -> Int {
    let token = nextToken
    nextToken += 1
    started += 1
    return try await withTaskCancellationHandler {
      try await scheduler.waitForTest { continuation in
        if Task.isCancelled && !ignoresCancellation {
          cancelled += 1
          continuation.resume(throwing: CancellationError())
        } else {
          pending[token] = (id, continuation)
        }
      }
    } onCancel: {
      // CellKit cancels a cell's task on the main actor, when the cell is reused.
      MainActor.assumeIsolated { if !self.ignoresCancellation { self.cancel(token) } }
    }
  }

  private func cancel(_ token: Int) {
    guard let load = pending.removeValue(forKey: token) else { return }
    cancelled += 1
    load.continuation.resume(throwing: CancellationError())
  }

  /// Finishes every load still waiting, so no task outlives the test (the address sanitizer counts
  /// a task suspended forever as a leak).
  func finishAll() async throws {
    for load in waiting { finish(load.token) }
    try await scheduler.settle()
  }

  /// Finishes the load `token` with its count, or with `error`.
  func finish(_ token: Int, failing error: (any Error)? = nil) {
    guard let load = pending.removeValue(forKey: token) else { return }
    finished += 1
    if let error {
      load.continuation.resume(throwing: error)
    } else {
      load.continuation.resume(returning: Self.count(of: load.id))
    }
  }
}

struct LoadFailed: Error {}

@MainActor
@Suite("Configuration tasks")
struct ConfigurationTaskTests {
  /// A table of `rows` YouTubers whose cells load a count with `task(_:then:)` and show it after
  /// the name.
  @MainActor
  final class Screen {
    let table = TableView()
    let list: ListAdapter<String, Youtuber>
    let pilot: Pilot
    let loader: ManualLoader

    init(rows: Int, height: Int = 6, loader: ManualLoader = ManualLoader()) {
      self.loader = loader
      list = ListAdapter(table)
      let loader = self.loader
      list.cell(YoutuberCell.self) { cell, youtuber, _ in
        cell.name.text = "\(youtuber.id) …"
        cell.task {
          try await loader.load(youtuber.id)
        } then: { cell, result in
          switch result {
          case .success(let count): cell.name.text = "\(youtuber.id) = \(count)"
          case .failure: cell.name.text = "\(youtuber.id) failed"
          }
        }
      }
      var snapshot = Snapshot<String, Youtuber>()
      snapshot.appendSection("all", items: (0..<rows).map { Youtuber(id: $0, name: "\($0)") })
      list.apply(snapshot, animatingDifferences: false)
      pilot = Pilot(rootView: table, size: Size(width: 40, height: height), scheduler: loader.scheduler)
      pilot.application.focus(table)
    }

    /// Every visible cell shows its own row's id, and a count only if it is that id's count.
    func expectCellsShowTheirOwnItems(_ context: String = "") {
      _ = pilot.screen
      for cell in table.visibleCells {
        guard let indexPath = table.indexPath(for: cell), let text = (cell as? YoutuberCell)?.name.text else {
          continue
        }
        let id = list.snapshot[indexPath].id
        #expect(
          text == "\(id) …" || text == "\(id) = \(ManualLoader.count(of: id))" || text == "\(id) failed",
          "row \(indexPath.row) shows \(text), not item \(id) \(context)")
      }
    }
  }

  @Test("A load that finishes after its cell was reused for another row is cancelled and never shown")
  func reuseCancels() async throws {
    let screen = Screen(rows: 100)
    try await screen.pilot.settle()
    let first = screen.loader.waiting
    #expect(first.map(\.id) == [0, 1, 2, 3, 4, 5])
    screen.pilot.press(.pageDown)
    screen.pilot.press(.pageDown)
    _ = screen.pilot.screen
    try await screen.pilot.settle()
    let visible = Set(screen.table.indexPathsForVisibleRows.map { screen.list.snapshot[$0].id })
    #expect(Set(screen.loader.waiting.map(\.id)) == visible, "only the rows on screen are loading")
    #expect(screen.loader.cancelled == screen.loader.started - visible.count, "every other load was cancelled")
    #expect(screen.loader.cancelled >= 6)
    for load in screen.loader.waiting { screen.loader.finish(load.token) }
    try await screen.pilot.settle()
    screen.expectCellsShowTheirOwnItems()
    #expect(screen.table.visibleCells.allSatisfy { ($0 as? YoutuberCell)?.name.text.contains("=") == true })
  }

  @Test("Configuring a cell again for the same item keeps its load running, and the newest delivery gets it")
  func reconfigureKeepsTheTask() async throws {
    let screen = Screen(rows: 10)
    try await screen.pilot.settle()
    #expect(screen.loader.started == 6)
    screen.list.reconfigureVisibleCells()
    var snapshot = screen.list.snapshot
    snapshot[IndexPath(row: 0, section: 0)].name = "renamed"
    screen.list.apply(snapshot)
    try await screen.pilot.settle()
    #expect(screen.loader.started == 6, "no load starts again")
    #expect(screen.loader.cancelled == 0)
    for load in screen.loader.waiting { screen.loader.finish(load.token) }
    try await screen.pilot.settle()
    #expect((screen.table.visibleCells.first as? YoutuberCell)?.name.text == "0 = 7")
  }

  @Test("reconfigureItems configures the visible cells of those items again, in place, and no others")
  func reconfigureItems() async throws {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    let log = Messages()  // the ids configured, then the suffix shown
    var configured: [Int] = []
    list.cell(YoutuberCell.self) { cell, youtuber, _ in
      configured.append(youtuber.id)
      cell.name.text = youtuber.name + (log.lines.last ?? "")
    }
    list.apply(Snapshot([("all", (0..<20).map { Youtuber(id: $0, name: "row \($0)") })]))
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 5))
    _ = pilot.screen
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
    configured.removeAll()
    log.lines.append(" ✓")
    list.reconfigureItems([Youtuber(id: 2, name: "ignored"), Youtuber(id: 15, name: "off screen")])
    #expect(configured == [2])
    #expect(pilot.find("row 2 ✓") != nil)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell, "the same cell, not a reload")
  }

  @Test("A failed load is delivered as a failure; the cell can show it")
  func failure() async throws {
    let screen = Screen(rows: 3)
    try await screen.pilot.settle()
    screen.loader.finish(screen.loader.waiting[1].token, failing: LoadFailed())
    try await screen.pilot.settle()
    #expect(screen.pilot.find("1 failed") != nil)
    try await screen.loader.finishAll()
  }

  @Test("An action sent by a task started while configuring is dropped once the cell shows another row")
  func staleSendIsDropped() async throws {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    let gate = Gate()
    var sending: Task<Void, Never>?
    list.cell(YoutuberCell.self) { cell, youtuber, _ in
      cell.name.text = youtuber.name
      guard youtuber.id == 0, sending == nil else { return }
      sending = Task {
        await gate.wait()
        cell.send(.subscribeTapped)
      }
    }
    var routed: [String] = []
    list.on(YoutuberCell.Action.subscribeTapped) { context in routed.append(context.item.name) }
    var snapshot = Snapshot<String, Youtuber>()
    snapshot.appendSection("all", items: (0..<50).map { Youtuber(id: $0, name: "row \($0)") })
    // The task inherits where diagnostics go from the configure closure that starts it.
    let messages = Messages()
    let pilot = Diagnostics.reporting(to: { messages.lines.append($0.message) }) {
      list.apply(snapshot, animatingDifferences: false)
      let pilot = Pilot(rootView: table, size: Size(width: 40, height: 4))
      pilot.application.focus(table)
      _ = pilot.screen
      return pilot
    }
    try await pilot.settle()
    pilot.press(.end)
    _ = pilot.screen
    gate.open()
    await sending?.value
    #expect(routed.isEmpty, "the late send reached \(routed)")
    #expect(
      messages.lines == [
        """
        YoutuberCell sent subscribeTapped for the content it showed before it was reused, so the action was \
        dropped rather than routed to the row it shows now. A task or hosted content outlived that \
        configuration: tasks started with `task(_:then:)` end with it; a `Task` started while configuring is \
        not cancelled, so check `Task.isCancelled` or use `task(_:then:)`.
        """
      ])
  }

  @Test("Nothing outlives the table: cells, the adapter and the tasks' deliveries are freed")
  func noLeaks() async throws {
    weak var weakList: ListAdapter<String, Youtuber>?
    weak var weakTable: TableView?
    weak var weakCell: TableCell?
    let loader = ManualLoader()
    do {
      let screen = Screen(rows: 20, loader: loader)
      try await screen.pilot.settle()
      weakList = screen.list
      weakTable = screen.table
      weakCell = screen.table.visibleCells.first
    }
    try await loader.scheduler.settle()
    #expect(weakList == nil)
    #expect(weakTable == nil)
    #expect(weakCell == nil)
    try await loader.finishAll()
  }

  nonisolated static var seeds: [UInt64] { modelSeeds(8) }

  @Test(
    "Random scrolls, snapshots and loads finishing in random order: no cell ever shows another item's count",
    arguments: seeds)
  func randomLoads(seed: UInt64) async throws {
    var random = SeededRandom(seed: seed)
    let screen = Screen(rows: 1000, height: 12)
    screen.loader.ignoresCancellation = seed.isMultiple(of: 2)
    var nextID = 10_000
    for step in 0..<200 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0: screen.pilot.press(.pageDown)
      case 1: screen.pilot.press(.pageUp)
      case 2: screen.pilot.press([Key.home, .end].randomElement(using: &random)!)
      case 3:
        var snapshot = screen.list.snapshot
        let count = snapshot.numberOfItems(inSection: 0)
        snapshot.updateItems(inSectionAt: 0) { items in
          for _ in 0..<5 {
            nextID += 1
            items.insert(Youtuber(id: nextID, name: "new"), at: Int.random(in: 0...count, using: &random))
          }
          items.remove(at: Int.random(in: 0..<items.count, using: &random))
        }
        screen.list.apply(snapshot)
      case 4:
        var snapshot = screen.list.snapshot
        let top = screen.table.indexPathsForVisibleRows.first?.row ?? 0
        snapshot.updateItems(inSectionAt: 0) { items in
          let end = min(items.count, top + 20)
          items[top..<end].shuffle(using: &random)
        }
        screen.list.apply(snapshot)
      default:
        _ = screen.pilot.screen
        try await screen.pilot.settle()
        var waiting = screen.loader.waiting
        waiting.shuffle(using: &random)
        for load in waiting.prefix(Int.random(in: 1...6, using: &random)) {
          screen.loader.finish(load.token, failing: Int.random(in: 0..<10, using: &random) == 0 ? LoadFailed() : nil)
        }
        try await screen.pilot.settle()
      }
      screen.expectCellsShowTheirOwnItems("(seed \(seed), step \(step))")
    }
    try await screen.pilot.settle()
    if !screen.loader.ignoresCancellation {
      let running = screen.loader.waiting.count
      #expect(running <= screen.table.visibleCells.count, "only visible rows' loads run (\(running) do)")
      #expect(screen.loader.cancelled > 0)
    }
    try await screen.loader.finishAll()
  }
}

@MainActor
final class Messages {
  var lines: [String] = []
}

/// Holds tasks back until opened.
@MainActor
final class Gate {
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var isOpen = false

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}

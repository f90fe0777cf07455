import CellKit
import CellKitTerminal
import Foundation

/// A simulated service whose loads take a few frames each (2 to 6, by id), shared between the
/// cells and the prefetching that want the same row, and cancelled when neither does any more.
@MainActor
final class FrameLoader {
  private final class Load {
    var framesLeft: Int
    var demand = 1
    var waiters: [CheckedContinuation<Int, any Error>] = []
    init(framesLeft: Int) { self.framesLeft = framesLeft }
  }

  private var loads: [Int: Load] = [:]
  private var prefetched = Set<Int>()
  private(set) var started = 0
  private(set) var cancelled = 0
  private(set) var finished: [Int] = []

  /// Waits for the load of `id`, sharing one already running; cancelling the wait lets go of it.
  func load(_ id: Int) async throws -> Int {
    acquire(id)
    let released = Flag()
    defer { if released.set() { release(id) } }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard let load = loads[id] else { return continuation.resume(throwing: CancellationError()) }
        load.waiters.append(continuation)
      }
    } onCancel: {
      Task { @MainActor in if released.set() { self.release(id) } }
    }
  }

  func prefetch(_ ids: [Int]) {
    for id in ids where prefetched.insert(id).inserted { acquire(id) }
  }

  func cancelPrefetching(_ ids: [Int]) {
    for id in ids where prefetched.remove(id) != nil { release(id) }
  }

  /// One frame passes: the loads whose time is up finish.
  func tick() {
    for (id, load) in loads {
      load.framesLeft -= 1
      guard load.framesLeft <= 0 else { continue }
      loads[id] = nil
      prefetched.remove(id)
      finished.append(id)
      for waiter in load.waiters { waiter.resume(returning: id * 7 + 1) }
    }
  }

  private func acquire(_ id: Int) {
    if let load = loads[id] {
      load.demand += 1
    } else {
      loads[id] = Load(framesLeft: 2 + id % 5)
      started += 1
    }
  }

  private func release(_ id: Int) {
    guard let load = loads[id] else { return }
    load.demand -= 1
    guard load.demand <= 0 else { return }
    loads[id] = nil
    prefetched.remove(id)
    cancelled += 1
    for waiter in load.waiters { waiter.resume(throwing: CancellationError()) }
  }
}

/// Set once, from any thread.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false

  func set() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !isSet else { return false }
    isSet = true
    return true
  }
}

/// Loads started, cancelled, finished and wasted while a fixed script scrolls the million-row
/// table (pages down, End, Home, pages down again, then a few idle frames), each frame followed
/// by the main actor's turn; rows prefetch 60 rows ahead. A wasted load finished without any
/// cell showing its result.
@MainActor
func asyncBenchmarks() async -> [String: Double] {
  let loader = FrameLoader()
  var deliveries = 0
  var wrongDeliveries = 0
  let fixture = TableFixture(rows: 1_000_000) { cell, row in
    cell.name.text = "Row \(row.id)"
    let id = row.id
    cell.task {
      try await loader.load(id)
    } then: { cell, result in
      guard case .success(let value) = result else { return }
      if cell.name.text != "Row \(id)" || value != id * 7 + 1 { wrongDeliveries += 1 }
      deliveries += 1
    }
  }
  fixture.list.prefetch(distance: 60) { rows in
    loader.prefetch(rows.map(\.id))
  } cancel: { rows in
    loader.cancelPrefetching(rows.map(\.id))
  }
  var script: [Key] = Array(repeating: .pageDown, count: 40) + [.end, .home]
  script += Array(repeating: .pageDown, count: 20) + Array(repeating: .insert, count: 8)  // Insert: no key, frames pass
  for key in script {
    if key != .insert { fixture.application.handle(.key(KeyEvent(key))) }
    fixture.application.render()
    // Enough turns for every queued task to run its chain of hops, so the figures repeat exactly.
    for _ in 0..<200 { await Task.yield() }
    loader.tick()
    for _ in 0..<200 { await Task.yield() }
  }
  precondition(wrongDeliveries == 0, "a cell showed another row's result")
  return [
    "async.loads_started": Double(loader.started),
    "async.loads_cancelled": Double(loader.cancelled),
    "async.loads_finished": Double(loader.finished.count),
    "async.loads_wasted": Double(loader.finished.count - deliveries),
    "async.results_shown": Double(deliveries),
    "async.wrong_cell_deliveries": Double(wrongDeliveries),
  ]
}

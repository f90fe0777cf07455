import CellKit
import Foundation
import Observation

/// A simulated network service for subscriber counts: each load takes 20–400 ms (seeded), about
/// one in twelve fails, and a channel's count is a pure function of its name, so a screen can be
/// checked by hand.
///
/// Cells and prefetching share one load per channel: it runs while anyone wants it and is
/// cancelled when the last one lets go (the cell was reused, the prefetched row scrolled away).
///
/// Each channel's state is observable on its own, so a row that read it follows it: a load that
/// ends, or a retry, reconfigures that row and no other, with nothing to call.
@MainActor
@Observable
final class SubscriberLoader {
  /// What a row shows of a channel's count.
  enum State: Equatable {
    case loading
    case loaded(Int)
    case failed
  }

  /// One channel's state, observed by the rows that show it.
  @MainActor
  @Observable
  final class Channel {
    var state = State.loading
  }

  struct LoadFailed: Error {}

  /// Loads started, finished (with a count or failed) and cancelled, for the status line.
  private(set) var started = 0
  private(set) var finished = 0
  private(set) var failed = 0
  private(set) var cancelled = 0
  /// Called after each change to the numbers above.
  @ObservationIgnored var onChange: (@MainActor () -> Void)?
  /// Whether no load is running.
  var isIdle: Bool { loads.isEmpty }

  /// The channels asked about, made on first use; not observed as a whole, so one channel's news
  /// reaches only its own rows.
  @ObservationIgnored private var channels: [Int: Channel] = [:]
  @ObservationIgnored private var loads: [Int: Load] = [:]
  @ObservationIgnored private var prefetched = Set<Int>()
  @ObservationIgnored private var random: DemoRandom

  private final class Load {
    let task: Task<Int, any Error>
    var demand = 0
    init(task: Task<Int, any Error>) { self.task = task }
  }

  init(seed: UInt64) {
    random = DemoRandom(seed: seed &+ 0x5EED)
  }

  /// A channel's subscriber count: the sum of its name's UTF-8 bytes times 7,919, modulo 1,000,000.
  nonisolated static func count(of name: String) -> Int {
    name.utf8.reduce(0) { $0 + Int($1) } * 7_919 % 1_000_000
  }

  /// What is known of `youtuber`'s count; read in a configure closure, the row follows it.
  func state(of youtuber: Youtuber) -> State {
    channel(youtuber.id).state
  }

  private func channel(_ id: Int) -> Channel {
    if let channel = channels[id] { return channel }
    let channel = Channel()
    channels[id] = channel
    return channel
  }

  private func knownCount(of id: Int) -> Int? {
    guard case .loaded(let count) = channels[id]?.state else { return nil }
    return count
  }

  /// The count of `youtuber`, loading it unless it is known; shares a load already running.
  func subscribers(of youtuber: Youtuber) async throws -> Int {
    if let count = knownCount(of: youtuber.id) { return count }
    let load = acquire(youtuber)
    let waiter = Waiter()
    defer { if waiter.claim() { release(youtuber.id) } }
    return try await withTaskCancellationHandler {
      try await load.task.value
    } onCancel: {
      Task { @MainActor in if waiter.claim() { self.release(youtuber.id) } }
    }
  }

  /// Starts loading the counts of `youtubers` that are not known or loading yet.
  func prefetch(_ youtubers: [Youtuber]) {
    for youtuber in youtubers where channels[youtuber.id]?.state ?? .loading == .loading {
      guard prefetched.insert(youtuber.id).inserted else { continue }
      _ = acquire(youtuber)
    }
  }

  /// Lets go of the prefetched loads of `youtubers`; a load no one else wants is cancelled.
  func cancelPrefetching(_ youtubers: [Youtuber]) {
    for youtuber in youtubers where prefetched.remove(youtuber.id) != nil { release(youtuber.id) }
  }

  /// Forgets a failed load, so the next request loads again; the rows showing `youtuber` show it
  /// loading.
  func retry(_ youtuber: Youtuber) {
    guard channels[youtuber.id]?.state == .failed else { return }
    channels[youtuber.id]?.state = .loading
  }

  private func acquire(_ youtuber: Youtuber) -> Load {
    if let load = loads[youtuber.id] {
      load.demand += 1
      return load
    }
    let latency = Int.random(in: 20...400, using: &random)
    let fails = Int.random(in: 0..<12, using: &random) == 0
    let id = youtuber.id
    let name = youtuber.name
    let task = Task { @MainActor [weak self] in
      try await Task.sleep(for: .milliseconds(latency))
      guard let self else { throw CancellationError() }
      self.loads[id] = nil
      self.prefetched.remove(id)
      if fails {
        self.failed += 1
        self.channel(id).state = .failed
        self.onChange?()
        throw LoadFailed()
      }
      let count = Self.count(of: name)
      self.finished += 1
      self.channel(id).state = .loaded(count)
      self.onChange?()
      return count
    }
    let load = Load(task: task)
    load.demand = 1
    loads[id] = load
    started += 1
    onChange?()
    return load
  }

  private func release(_ id: Int) {
    guard let load = loads[id] else { return }
    load.demand -= 1
    guard load.demand <= 0 else { return }
    loads[id] = nil
    prefetched.remove(id)
    load.task.cancel()
    cancelled += 1
    onChange?()
  }
}

/// One wait for a load: lets go of its demand exactly once, whether it ends or is cancelled.
private final class Waiter: @unchecked Sendable {
  private let lock = NSLock()
  private var claimed = false

  func claim() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !claimed else { return false }
    claimed = true
    return true
  }
}

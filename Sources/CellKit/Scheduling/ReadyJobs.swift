import Foundation

/// The jobs a scheduler runs on the main actor, in the order they came: those enqueued there, and
/// those given from any thread (what the Observation module calls when a value changes).
@MainActor
package final class ReadyJobs {
  private var jobs: [@MainActor () -> Void] = []
  private nonisolated let arrivals = Arrivals()
  private var isRunning = false

  package nonisolated init() {}

  /// The jobs waiting, those from other threads included.
  package var count: Int { jobs.count + arrivals.count }

  /// Adds `job`, to run after every job added before it.
  package func append(_ job: @escaping @MainActor () -> Void) {
    jobs.append(job)
  }

  /// Adds `job` from any thread, to run after every job added before it.
  package nonisolated func appendFromAnyThread(_ job: @escaping @Sendable @MainActor () -> Void) {
    arrivals.append(job)
  }

  /// Runs the jobs waiting, in order, and those they add, until none is left. Called from a job
  /// it runs, it returns at once: the outer call runs what is added.
  package func runAll() {
    guard !isRunning else { return }
    isRunning = true
    defer { isRunning = false }
    while true {
      jobs += arrivals.take()
      guard !jobs.isEmpty else { return }
      let running = jobs
      jobs.removeAll()
      for job in running { job() }
    }
  }
}

/// Jobs given from any thread, kept under a lock until the main actor takes them.
private final class Arrivals: @unchecked Sendable {
  // Every access holds `lock`.
  private let lock = NSLock()
  private var jobs: [@Sendable @MainActor () -> Void] = []

  func append(_ job: @escaping @Sendable @MainActor () -> Void) {
    lock.withLock { jobs.append(job) }
  }

  func take() -> [@MainActor () -> Void] {
    lock.withLock {
      defer { jobs.removeAll() }
      return jobs
    }
  }

  var count: Int { lock.withLock { jobs.count } }
}

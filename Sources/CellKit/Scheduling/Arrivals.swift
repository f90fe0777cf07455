import Foundation

/// Jobs a scheduler was given from any thread, kept under a lock until the main actor takes them.
package final class Arrivals: @unchecked Sendable {
  // Every access holds `lock`.
  private let lock = NSLock()
  private var jobs: [@Sendable @MainActor () -> Void] = []

  package func append(_ job: @escaping @Sendable @MainActor () -> Void) {
    lock.withLock { jobs.append(job) }
  }

  package func take() -> [@MainActor () -> Void] {
    lock.withLock {
      defer { jobs.removeAll() }
      return jobs
    }
  }

  package var any: Bool { lock.withLock { !jobs.isEmpty } }
}

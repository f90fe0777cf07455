import Foundation

/// Where work that arrives from any thread for a list goes: the scheduler its host had when the
/// list last asked on the main actor. A host's scheduler changes as its view joins an application
/// (the terminal's views use their application's), so a change Observation reports on another
/// thread reaches the scheduler of the screen the list is on now, not the one it was built on.
final class SchedulerRelay: @unchecked Sendable {
  // Every access holds `lock`.
  private let lock = NSLock()
  private var current: any MainScheduler = MainActorScheduler()

  /// Takes `scheduler` as where later work goes.
  ///
  /// - Complexity: O(1); a lock.
  func follow(_ scheduler: any MainScheduler) {
    lock.withLock { current = scheduler }
  }

  /// Runs `job` on the main actor through the scheduler taken last; callable from any thread.
  func enqueueFromAnyThread(_ job: @escaping @Sendable @MainActor () -> Void) {
    lock.withLock { current }.enqueueFromAnyThread(job)
  }
}

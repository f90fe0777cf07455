@_spi(CellKitPlatform) import CellKit
import Foundation

/// A scheduler a test drives: CellKit's deferred work waits in a queue until the test runs it, and
/// time moves only when the test says so.
///
/// ``settle()`` runs every job that is ready, in the order it was enqueued, and lets the tasks
/// started through the scheduler run until each has finished or waits for the test (see
/// ``waitForTest(_:)``); ``advance(by:)`` moves the clock and runs the timers that fall due, in the
/// order of their deadlines. Nothing happens between two of the test's steps, so a test decides the
/// same way on any machine, under any load and in any order of a suite.
///
/// ```swift
/// let pilot = Pilot(rootView: table, scheduler: scheduler)  // the one the test's loader waits in
/// try await pilot.settle()  // the rows shown start their loads
/// loader.finish(loader.waiting[1])  // the test ends the second row's
/// try await pilot.settle()  // its count is shown, and nothing else changes
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@MainActor
public final class ManualScheduler {
  private struct Timer {
    let deadline: Duration
    let order: Int
    let job: @MainActor () -> Void

    func isBefore(_ other: Timer) -> Bool {
      (deadline, order) < (other.deadline, other.order)
    }
  }

  /// The time since the scheduler was made, on its clock.
  public private(set) var now: Duration = .zero
  private let ready = ReadyJobs()
  private var timers: [Timer] = []
  private var timersMade = 0
  /// The tasks started through ``startTask(_:completion:)`` that have not returned.
  public private(set) var runningTasks = 0
  /// The tasks suspended in ``waitForTest(_:)``, waiting for the test to resume them.
  public private(set) var waitingTasks = 0

  /// How many turns of the main actor ``settle()`` gives a running task to finish or to wait for
  /// the test, with nothing else changing, before it gives up.
  public static let turnLimit = 10_000

  /// Creates a scheduler with an empty queue, at time zero.
  public nonisolated init() {}

  /// The number of jobs waiting to run.
  public var readyCount: Int { ready.count }

  /// When the next timer falls due, on the scheduler's clock; nil when no timer waits.
  public var nextDeadline: Duration? { timers.map(\.deadline).min() }

  /// Adds `job` to the queue, to run at the next ``runReady()`` or ``settle()``, after every job
  /// added before it.
  public func enqueue(_ job: @escaping @MainActor () -> Void) {
    ready.append(Diagnostics.carrying(job))
  }

  /// Adds `job` to the queue from any thread, as ``enqueue(_:)`` does on the main actor.
  public nonisolated func enqueueFromAnyThread(_ job: @escaping @Sendable @MainActor () -> Void) {
    ready.appendFromAnyThread(job)
  }

  /// Runs `job` once the clock has moved `delay` on (``advance(by:)``).
  public func schedule(after delay: Duration, _ job: @escaping @MainActor () -> Void) {
    timersMade += 1
    timers.append(Timer(deadline: now + max(delay, .zero), order: timersMade, job: Diagnostics.carrying(job)))
  }

  /// Starts `operation` as a task on the main actor, counted in ``runningTasks`` until it returns;
  /// `completion` then waits in the queue, as a job.
  ///
  /// - Returns: The task, to cancel it. A cancelled task still runs `completion`.
  public func startTask(
    _ operation: @escaping @MainActor () async -> Void, completion: @escaping @MainActor () -> Void
  ) -> Task<Void, Never> {
    runningTasks += 1
    let completion = Diagnostics.carrying(completion)
    return Task { @MainActor in
      await operation()
      self.runningTasks -= 1
      self.ready.append(completion)
    }
  }

  /// Suspends the calling task until the clock has moved `duration` on (``advance(by:)``): the
  /// task waits for the test meanwhile.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  public func sleep(for duration: Duration) async throws {
    try Task.checkCancellation()
    let _: Void = try await waitForTest { continuation in
      self.schedule(after: duration) { continuation.resume(returning: ()) }
    }
  }

  /// Suspends the calling task until the test resumes it: `body` receives the continuation to keep
  /// (a test's loader stores it, and resumes it when the test says the load is over).
  ///
  /// While the task waits, ``settle()`` counts it as waiting for the test rather than running, so a
  /// settle returns instead of waiting for it. When the task is cancelled, the wait ends at once by
  /// throwing `CancellationError`, as `Task.sleep` does, and a later resume does nothing: a cell
  /// reused while its load waits gives its task up without the test resuming it.
  ///
  /// - Parameter body: Called at once, with the continuation (a task cancelled already has stopped
  ///   waiting: resuming it does nothing); resume it once.
  /// - Returns: The value the continuation is resumed with.
  /// - Throws: The error the continuation is resumed with, or `CancellationError` when the task is
  ///   cancelled first.
  public func waitForTest<Value: Sendable>(_ body: (TestContinuation<Value>) -> Void) async throws -> Value {
    let once = ResumeOnce<Value>()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // A task cancelled already does not wait; `body` still sees the wait, as it began.
        if once.install(continuation) { waitingTasks += 1 }
        body(TestContinuation(scheduler: self, once: once))
      }
    } onCancel: {
      // A wait the cancellation ended no longer counts, once the main actor takes the job.
      if once.resume(with: .failure(CancellationError())) { enqueueFromAnyThread { self.resumed() } }
    }
  }

  fileprivate func resumed() {
    waitingTasks -= 1
  }

  /// Runs, now, the jobs that are ready, in order, and those they add, until none is left; timers
  /// not yet due and tasks still running are left as they are.
  public func runReady() {
    ready.runAll()
  }

  /// Runs every job that is ready, in order, and lets the tasks started through this scheduler run,
  /// until no job is left and every task has finished or waits for the test.
  ///
  /// - Throws: ``SettleError`` when a task neither finishes nor waits for the test within
  ///   ``turnLimit`` turns of the main actor in which nothing else changed: it awaits something
  ///   the test does not drive.
  public func settle() async throws {
    var idleTurns = 0
    while true {
      if ready.count > 0 {
        idleTurns = 0
        runReady()
        continue
      }
      guard runningTasks > waitingTasks else { return }
      let before = (runningTasks, waitingTasks)
      await Task.yield()
      idleTurns = ready.count == 0 && (runningTasks, waitingTasks) == before ? idleTurns + 1 : 0
      if idleTurns >= Self.turnLimit {
        throw SettleError(running: runningTasks - waitingTasks, turns: idleTurns)
      }
    }
  }

  /// Moves the clock `duration` on, running each timer as its deadline is reached (in the order of
  /// their deadlines, then of their making) and settling after each.
  ///
  /// - Precondition: `duration` is not negative.
  /// - Throws: ``SettleError``, as ``settle()`` does.
  public func advance(by duration: Duration) async throws {
    precondition(
      duration >= .zero, "advance(by:) takes a duration of zero or more, not \(duration): no clock goes back.")
    let end = now + duration
    try await settle()
    while let next = timers.indices.min(by: { timers[$0].isBefore(timers[$1]) }), timers[next].deadline <= end {
      let timer = timers.remove(at: next)
      now = max(now, timer.deadline)
      timer.job()
      try await settle()
    }
    now = end
  }
}

/// The continuation of a task waiting in ``ManualScheduler/waitForTest(_:)``: resume it once.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
@MainActor
public struct TestContinuation<Value: Sendable> {
  fileprivate let scheduler: ManualScheduler
  fileprivate let once: ResumeOnce<Value>

  /// Resumes the task with `value`; nothing when it was resumed already, or cancelled.
  public func resume(returning value: Value) {
    if once.resume(with: .success(value)) { scheduler.resumed() }
  }

  /// Resumes the task by throwing `error` in it; nothing when it was resumed already, or cancelled.
  public func resume(throwing error: any Error) {
    if once.resume(with: .failure(error)) { scheduler.resumed() }
  }
}

/// A continuation resumed once, by whichever comes first: the test, or the waiting task's
/// cancellation (from any thread).
private final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
  // Every access holds `lock`.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Value, any Error>?
  private var isCancelled = false

  /// Keeps `continuation` to resume later and returns true; or resumes it at once, throwing
  /// `CancellationError`, and returns false when the task was cancelled before it waited.
  func install(_ continuation: CheckedContinuation<Value, any Error>) -> Bool {
    let cancelled = lock.withLock {
      if !isCancelled { self.continuation = continuation }
      return isCancelled
    }
    if cancelled { continuation.resume(throwing: CancellationError()) }
    return !cancelled
  }

  /// Resumes the continuation with `result` unless it was resumed already; returns whether it did.
  func resume(with result: Result<Value, any Error>) -> Bool {
    let continuation = lock.withLock {
      defer { self.continuation = nil }
      if case .failure(let error) = result, error is CancellationError { isCancelled = true }
      return self.continuation
    }
    continuation?.resume(with: result)
    return continuation != nil
  }
}

/// ``ManualScheduler/settle()`` stopped waiting for a task that neither finished nor waited for
/// the test.
public struct SettleError: Error, CustomStringConvertible {
  /// How many tasks were still running.
  public let running: Int
  /// How many turns of the main actor passed with nothing changing.
  public let turns: Int

  public var description: String {
    """
    settle() stopped after \(turns) turns of the main actor in which nothing changed: \(running) \
    task\(running == 1 ? " was" : "s were") still running, awaiting something the scheduler does not \
    drive (a real sleep, a network call, a continuation nothing resumes). In a test, make such work \
    wait through the scheduler: waitForTest(_:) for a result the test gives, sleep(for:) for time \
    that advance(by:) moves.
    """
  }
}

/// A ``ManualScheduler`` is where the work CellKit does later for a pilot's application waits.
@_spi(CellKitPlatform)
extension ManualScheduler: MainScheduler {}

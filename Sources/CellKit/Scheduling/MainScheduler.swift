/// Where CellKit runs the work it does later, on the main actor: a cell task and the delivery of its
/// result, a snapshot applied while a view was being configured, observed changes gathered over a
/// turn, the end of an event a host reports in the middle of its own change, and timers.
///
/// An app never needs one of its own: hosts use a ``MainActorScheduler``, which runs the work on the
/// main actor's next turns and measures time with the continuous clock. A test gives its
/// application a `ManualScheduler` (a `Pilot` does), a queue the test drains, so that when work
/// runs, relative to the test's own steps, is decided by the test and never by the machine.
@MainActor
@_spi(CellKitPlatform)
public protocol MainScheduler: AnyObject, Sendable {
  /// Runs `job` on a later turn, after every job enqueued before it.
  ///
  /// - Complexity: O(1).
  func enqueue(_ job: @escaping @MainActor () -> Void)

  /// Runs `job` on a later turn of the main actor, like ``enqueue(_:)``, from code that may run on
  /// any thread (what the Observation module calls when a value changes).
  nonisolated func enqueueFromAnyThread(_ job: @escaping @Sendable @MainActor () -> Void)

  /// Runs, now, the jobs that are ready, in the order they were enqueued, and those they enqueue,
  /// until none is left; timers not yet due and tasks still running are left as they are.
  ///
  /// A host calls it once an event's handlers have returned, so that what they changed (observed
  /// values, snapshots applied from a configure closure) is shown, and acted on, before the next
  /// event is decoded. Called from a job it runs, it returns at once.
  func runReady()

  /// Runs `job` once `delay` has passed on this scheduler's clock.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  func schedule(after delay: Duration, _ job: @escaping @MainActor () -> Void)

  /// Starts `operation` as a task on the main actor and, once it returns, runs `completion`:
  /// at once with ``MainActorScheduler``, as a job of the queue with `ManualScheduler`.
  ///
  /// - Returns: The task, to cancel it. A cancelled task still runs `completion`.
  func startTask(
    _ operation: @escaping @MainActor () async -> Void, completion: @escaping @MainActor () -> Void
  ) -> Task<Void, Never>

  /// Suspends the calling task until `duration` has passed on this scheduler's clock.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  func sleep(for duration: Duration) async throws
}

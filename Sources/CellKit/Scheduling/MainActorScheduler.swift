/// The scheduler of an app: work runs on the main actor's next turn (or sooner, when a host runs
/// the ready jobs at the end of an event), and time is the continuous clock's.
///
/// Every host uses it unless given another; a terminal `Application` takes one at creation.
@MainActor
@_spi(CellKitPlatform)
public final class MainActorScheduler: MainScheduler {
  private let ready = ReadyJobs()
  private var turnRequested = false

  /// Creates a scheduler of the main actor.
  public nonisolated init() {}

  public func enqueue(_ job: @escaping @MainActor () -> Void) {
    ready.append(Diagnostics.carrying(job))
    requestTurn()
  }

  public nonisolated func enqueueFromAnyThread(_ job: @escaping @Sendable @MainActor () -> Void) {
    ready.appendFromAnyThread(job)
    Task { @MainActor in self.runReady() }
  }

  public func runReady() {
    ready.runAll()
  }

  /// Runs the ready jobs on the main actor's next turn, unless a turn is asked for already (or a
  /// host runs them first).
  private func requestTurn() {
    guard !turnRequested else { return }
    turnRequested = true
    Task { @MainActor in
      self.turnRequested = false
      self.runReady()
    }
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public func schedule(after delay: Duration, _ job: @escaping @MainActor () -> Void) {
    Task { @MainActor in
      try? await Task.sleep(for: delay, clock: .continuous)
      job()
    }
  }

  public func startTask(
    _ operation: @escaping @MainActor () async -> Void, completion: @escaping @MainActor () -> Void
  ) -> Task<Void, Never> {
    Task { @MainActor in
      await operation()
      completion()
    }
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public func sleep(for duration: Duration) async throws {
    try await Task.sleep(for: duration, clock: .continuous)
  }
}

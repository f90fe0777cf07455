/// The scheduler of an app: work runs on the main actor's next turns, and time is the continuous
/// clock's.
///
/// Every host uses it unless given another; a terminal `Application` takes one at creation.
@MainActor
public final class MainActorScheduler: MainScheduler {
  /// Creates a scheduler of the main actor.
  public nonisolated init() {}

  public func enqueue(_ job: @escaping @MainActor () -> Void) {
    Task { @MainActor in job() }
  }

  public nonisolated func enqueueFromAnyThread(_ job: @escaping @Sendable @MainActor () -> Void) {
    Task { @MainActor in job() }
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

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where CellKit reports ``Diagnostic``s.
///
/// By default each diagnostic is written to standard error, once per distinct message. Code that
/// wants them elsewhere says so for the work it runs, in the current task only, so two tests or
/// two windows never see each other's diagnostics: a terminal application collects them while it
/// owns the screen, an app sends them to its log, tests collect them to check them (with
/// CellKitTesting's `Diagnostics.collecting(_:)`).
///
/// ```swift
/// Diagnostics.reporting(to: { log("\($0)") }) { cell.send(.subscribeTapped) }
/// ```
@MainActor
public enum Diagnostics {
  // The task-local value is an object, not the closure itself: a task-local of function type
  // crashes `withValue` in async code with Swift 6.3 on Linux (in release builds, and in debug
  // builds called from an unstructured task).
  @TaskLocal private static var handler: Handler?

  /// The closure that receives the diagnostics of a task.
  private final class Handler: Sendable {
    let receive: @MainActor @Sendable (Diagnostic) -> Void

    init(_ receive: @escaping @MainActor @Sendable (Diagnostic) -> Void) {
      self.receive = receive
    }
  }

  /// `job`, made to report its diagnostics where the current task reports them: for work run later
  /// outside the task, as a task started now would (a test's scheduler runs jobs in the test's own
  /// task).
  package static func carrying(_ job: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
    guard let handler else { return job }
    return { $handler.withValue(handler) { job() } }
  }

  /// Reports a diagnostic to the handler of the current task, or to standard error.
  package static func report(_ diagnostic: Diagnostic) {
    guard let handler else { return writeToStandardError(diagnostic) }
    handler.receive(diagnostic)
  }

  /// Runs `body` with the diagnostics it causes sent to `handler`.
  ///
  /// - Parameters:
  ///   - handler: Receives each diagnostic reported while `body` runs, in this task.
  ///   - body: The work whose diagnostics go to `handler`.
  public static func reporting<Result>(
    to handler: @escaping @MainActor @Sendable (Diagnostic) -> Void, _ body: () throws -> Result
  ) rethrows
    -> Result
  {
    try $handler.withValue(Handler(handler)) { try body() }
  }

  /// Runs `body` with diagnostics collected instead of reported, and returns them in order: what a
  /// terminal application does while it owns the screen, and CellKitTesting's
  /// `Diagnostics.collecting(_:)` for a test.
  package static func gathering(_ body: () throws -> Void) rethrows -> [Diagnostic] {
    let collected = Collected()
    try reporting(to: { collected.items.append($0) }, body)
    return collected.items
  }

  /// Runs `body`, which may suspend, with diagnostics collected instead of reported, and returns
  /// them in order; tasks `body` starts report to the same place.
  package static func gathering(_ body: () async throws -> Void) async rethrows -> [Diagnostic] {
    let collected = Collected()
    try await $handler.withValue(Handler { collected.items.append($0) }) { try await body() }
    return collected.items
  }

  @MainActor
  private final class Collected {
    var items: [Diagnostic] = []
  }

  /// The messages already written to standard error, which is one per process.
  private static var written: Set<Diagnostic> = []

  private static func writeToStandardError(_ diagnostic: Diagnostic) {
    guard written.count < 1_000, written.insert(diagnostic).inserted else { return }
    let line = diagnostic.description + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  }
}

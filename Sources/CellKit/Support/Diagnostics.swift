#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A problem CellKit noticed and recovered from: an action from a cell that is no longer shown,
/// an action nothing handles, duplicate identities in a snapshot.
///
/// Nothing is lost when a diagnostic is reported: CellKit always recovers, and the message says
/// what happened, why, and how to fix it.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem this is.
  public enum Kind: String, Sendable, Hashable {
    /// A cell sent an action while it was not in a host (reused, removed or never added).
    case undeliveredAction
    /// A snapshot held the same section or item identity more than once.
    case duplicateIdentity
    /// An action reached a host that had no handler or delegate for it.
    case unhandledAction
  }

  /// What kind of problem this is.
  public let kind: Kind
  /// A full sentence: what happened, why, and how to fix it.
  public let message: String

  /// Creates a diagnostic.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { "CellKit [\(kind.rawValue)]: \(message)" }
}

/// Where CellKit reports ``Diagnostic``s.
///
/// By default each diagnostic is written to standard error, once per distinct message. Code that
/// wants them elsewhere says so for the work it runs, in the current task only, so two tests or
/// two windows never see each other's diagnostics: a terminal application collects them while it
/// owns the screen, tests collect them to check them.
///
/// ```swift
/// let diagnostics = Diagnostics.collecting { cell.send(.subscribeTapped) }
/// ```
@MainActor
public enum Diagnostics {
  /// A function that receives diagnostics.
  public typealias Handler = @MainActor @Sendable (Diagnostic) -> Void

  @TaskLocal private static var handler: Handler?

  /// Reports a diagnostic to the handler of the current task, or to standard error.
  package static func report(_ diagnostic: Diagnostic) {
    (handler ?? writeToStandardError)(diagnostic)
  }

  /// Runs `body` with the diagnostics it causes sent to `handler`.
  ///
  /// - Parameters:
  ///   - handler: Receives each diagnostic reported while `body` runs, in this task.
  ///   - body: The work whose diagnostics go to `handler`.
  public static func reporting<Result>(to handler: @escaping Handler, _ body: () throws -> Result) rethrows
    -> Result
  {
    try $handler.withValue(handler) { try body() }
  }

  /// Runs `body` with diagnostics collected instead of reported, and returns them in order.
  public static func collecting(_ body: () throws -> Void) rethrows -> [Diagnostic] {
    let collected = Collected()
    try reporting(to: { collected.items.append($0) }, body)
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

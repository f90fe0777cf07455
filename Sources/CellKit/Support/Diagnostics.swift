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
/// The default handler writes each diagnostic to standard error once per distinct message.
/// A terminal application swaps in its own handler while it owns the screen; tests collect them.
@MainActor
public enum Diagnostics {
  /// The function that receives every diagnostic. Replace it to log or collect them.
  public static var handler: @MainActor (Diagnostic) -> Void = Diagnostics.writeToStandardError

  /// Reports a diagnostic to the current ``handler``.
  public static func report(_ diagnostic: Diagnostic) {
    handler(diagnostic)
  }

  private static var reported: Set<Diagnostic> = []

  private final class Collected {
    var items: [Diagnostic] = []
  }

  /// The default handler: writes a diagnostic to standard error the first time it is seen.
  public static func writeToStandardError(_ diagnostic: Diagnostic) {
    guard reported.count < 1_000, reported.insert(diagnostic).inserted else { return }
    let line = diagnostic.description + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  }

  /// Runs `body` with diagnostics collected instead of reported, and returns them.
  public static func collecting(_ body: () throws -> Void) rethrows -> [Diagnostic] {
    let previous = handler
    let collected = Collected()
    handler = { collected.items.append($0) }
    defer { handler = previous }
    try body()
    return collected.items
  }
}

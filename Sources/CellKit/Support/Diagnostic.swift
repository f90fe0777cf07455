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
  public enum Kind: Sendable, Hashable {
    /// A cell sent an action while it was not in a host (reused, removed or never added).
    case undeliveredAction
    /// A snapshot held the same section or item identity more than once, or a row two actions
    /// with the same id.
    case duplicateIdentity
    /// An action reached a host that had no handler or delegate for it.
    case unhandledAction
    /// Handlers were added to a control whose platform sends the event elsewhere, so they cannot
    /// run (a `UIBarButtonItem` with a `primaryAction` of its own).
    case unreachableHandler
    /// A `ListAdapter` was released while its host still showed its list, which then shows no
    /// rows (nothing kept the adapter).
    case releasedAdapter
    /// A list's sort order named a column it does not have, or one without a sort.
    case unknownColumn
    /// A list's column had a width that is not a finite number.
    case invalidColumnWidth
  }

  /// What kind of problem this is.
  public let kind: Kind
  /// A full sentence: what happened, why, and how to fix it.
  public let message: String

  /// Creates a diagnostic.
  package init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { "CellKit [\(kind)]: \(message)" }
}

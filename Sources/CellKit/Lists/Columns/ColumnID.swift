/// The identity of a column of a list: what its cell registrations, its sort key and the events of
/// its cells name it by.
///
/// Declare the identifiers of a table once, as constants:
///
/// ```swift
/// extension ColumnID {
///   static let title: ColumnID = "title"
///   static let done: ColumnID = "done"
/// }
/// ```
public struct ColumnID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The identifier as a string: what AppKit names the column's `NSTableColumn` by, and what an
  /// autosaved column layout stores.
  public let rawValue: String

  /// An identifier named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// An identifier named by a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The identifier's string, as messages name the column.
  public var description: String { rawValue }
}

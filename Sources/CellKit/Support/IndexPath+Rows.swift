import Foundation

// Index paths and times are part of CellKit's API: one `import CellKitTerminal` (or
// `import CellKitUIKit`) is enough to name them.
@_exported import struct Foundation.Date
@_exported import struct Foundation.IndexPath

/// Index paths read the same on every platform: `indexPath.row`, `indexPath.section`,
/// `indexPath.item`, `IndexPath(row:section:)` and `IndexPath(item:section:)`.
///
/// UIKit declares these five members on iOS; AppKit declares `section`, `item` and
/// `init(item:section:)` on macOS, and only in files that import it; Foundation on Linux declares
/// none. CellKit declares all five everywhere, each marked as the less favoured overload, so:
///
/// - where UIKit or AppKit is visible, the compiler picks the platform's own member and nothing is
///   ambiguous;
/// - where it is not (Linux, or a Mac file that imports only `CellKitTerminal`), CellKit's is used.
///
/// Both read the same storage (`[section, row]`), so the choice never changes a value.
extension IndexPath {
  /// Creates an index path for a row in a section of a table.
  ///
  /// - Complexity: O(1).
  @inlinable @_disfavoredOverload
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Creates an index path for an item in a section of a collection.
  ///
  /// - Complexity: O(1).
  @inlinable @_disfavoredOverload
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section of the index path: its first element.
  ///
  /// - Precondition: The index path has at least one element.
  @inlinable @_disfavoredOverload
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row of a two-element index path: its second element, the same as ``item``.
  ///
  /// - Precondition: The index path has exactly two elements.
  @inlinable @_disfavoredOverload
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item of a two-element index path: its second element, the same as ``row``.
  ///
  /// - Precondition: The index path has exactly two elements.
  @inlinable @_disfavoredOverload
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

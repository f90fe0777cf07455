/// The kind of reusable view a host files a registration under.
///
/// Cells, headers and footers each have their own namespace of identifiers, and collection-style
/// supplementary views have one per element kind.
package struct ReusableViewKind: Hashable, Sendable, CustomStringConvertible {
  /// The kind's name, such as `"cell"` or a supplementary element kind.
  package let rawValue: String

  /// Creates a kind for a supplementary element kind (for example a collection's badge view).
  package static func supplementary(_ elementKind: String) -> ReusableViewKind {
    ReusableViewKind(rawValue: "supplementary:" + elementKind)
  }

  /// Row or item cells.
  package static let cell = ReusableViewKind(rawValue: "cell")
  /// Section header views.
  package static let header = ReusableViewKind(rawValue: "header")
  /// Section footer views.
  package static let footer = ReusableViewKind(rawValue: "footer")

  package var description: String { rawValue }
}

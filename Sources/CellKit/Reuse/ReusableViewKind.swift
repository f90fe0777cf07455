/// The kind of reusable view a host files a registration under.
///
/// Cells, headers and footers each have their own namespace of identifiers, and collection-style
/// supplementary views have one per element kind.
@_spi(CellKitPlatform) public struct ReusableViewKind: Hashable, Sendable, CustomStringConvertible {
  /// The kind's name, such as `"cell"` or a supplementary element kind.
  @_spi(CellKitPlatform) public let rawValue: String

  /// Creates a kind for a supplementary element kind (for example a collection's badge view).
  @_spi(CellKitPlatform) public static func supplementary(_ elementKind: String) -> ReusableViewKind {
    ReusableViewKind(rawValue: "supplementary:" + elementKind)
  }

  /// Row or item cells.
  @_spi(CellKitPlatform) public static let cell = ReusableViewKind(rawValue: "cell")
  /// Section header views.
  @_spi(CellKitPlatform) public static let header = ReusableViewKind(rawValue: "header")
  /// Section footer views.
  @_spi(CellKitPlatform) public static let footer = ReusableViewKind(rawValue: "footer")

  @_spi(CellKitPlatform) public var description: String { rawValue }
}

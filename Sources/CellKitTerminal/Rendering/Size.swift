/// A size in character cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The width, in columns.
  public var width: Int
  /// The height, in rows.
  public var height: Int

  /// Creates a size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No columns and no rows.
  public static let zero = Size(width: 0, height: 0)
  public var description: String { "\(width)×\(height)" }
}

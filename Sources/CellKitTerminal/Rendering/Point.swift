/// A position on the terminal screen, in character cells; (0, 0) is the top-left cell.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The column, from 0 at the left.
  public var x: Int
  /// The row, from 0 at the top.
  public var y: Int

  /// Creates a point at column `x` and row `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left cell.
  public static let zero = Point(x: 0, y: 0)
  public var description: String { "(\(x), \(y))" }
}

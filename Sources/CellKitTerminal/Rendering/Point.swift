/// A position on the terminal screen, in character cells; (0, 0) is the top-left cell.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int

  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
  public var description: String { "(\(x), \(y))" }
}

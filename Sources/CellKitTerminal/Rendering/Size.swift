/// A size in character cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
  public var description: String { "\(width)×\(height)" }
}

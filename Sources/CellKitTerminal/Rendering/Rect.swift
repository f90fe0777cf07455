/// A rectangle of character cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Int { origin.x }
  public var minY: Int { origin.y }
  public var maxX: Int { origin.x + size.width }
  public var maxY: Int { origin.y + size.height }
  public var width: Int { size.width }
  public var height: Int { size.height }
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// Whether `point` lies inside the rectangle.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The overlap of two rectangles (empty when they do not overlap).
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  public var description: String { "(\(minX), \(minY), \(width)×\(height))" }
}

/// A rectangle of character cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left cell.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle at `origin` of `size`.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its top-left cell and its size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at (0, 0).
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The leftmost column.
  public var minX: Int { origin.x }
  /// The top row.
  public var minY: Int { origin.y }
  /// The column just right of the rectangle.
  public var maxX: Int { origin.x + size.width }
  /// The row just below the rectangle.
  public var maxY: Int { origin.y + size.height }
  /// The width, in columns.
  public var width: Int { size.width }
  /// The height, in rows.
  public var height: Int { size.height }
  /// Whether the rectangle covers no cell.
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

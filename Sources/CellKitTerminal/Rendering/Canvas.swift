/// Where a view draws: a window onto the screen buffer with its own origin and clipping.
@MainActor
public struct Canvas {
  /// The buffer being drawn.
  public let buffer: ScreenBuffer
  /// The absolute position of this canvas's (0, 0).
  public let origin: Point
  /// The absolute area drawing is limited to.
  public let clip: Rect
  /// The colors to draw with.
  public let theme: Theme

  /// A canvas over the whole buffer, drawing with `theme`.
  public init(buffer: ScreenBuffer, theme: Theme = .standard) {
    self.buffer = buffer
    origin = .zero
    clip = Rect(x: 0, y: 0, width: buffer.size.width, height: buffer.size.height)
    self.theme = theme
  }

  private init(buffer: ScreenBuffer, origin: Point, clip: Rect, theme: Theme) {
    self.buffer = buffer
    self.origin = origin
    self.clip = clip
    self.theme = theme
  }

  /// A canvas for a child at `frame` (in this canvas's coordinates), clipped to it.
  public func child(_ frame: Rect) -> Canvas {
    let absolute = Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
    return Canvas(buffer: buffer, origin: absolute.origin, clip: clip.intersection(absolute), theme: theme)
  }

  /// Draws `text` from (`x`, `y`), at most `maxWidth` columns, and returns the columns used.
  @discardableResult
  public func draw(_ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int = .max) -> Int {
    if let columns = drawASCII(text, x: x, y: y, style: style, maxWidth: maxWidth) { return columns }
    var column = 0
    for character in text {
      let width = CharacterWidth.of(character)
      if width == 0 { continue }
      if column + width > maxWidth { break }
      buffer.put(character, x: origin.x + x + column, y: origin.y + y, style: style, clip: clip)
      column += width
    }
    return column
  }

  /// Draws `text` byte by byte when it is all ASCII (most labels are), as ``draw(_:x:y:style:maxWidth:)``
  /// does character by character; returns nil, having drawn nothing, when it is not (or its bytes
  /// are not stored together, as in a bridged string).
  private func drawASCII(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int) -> Int? {
    let drawn = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      guard CharacterWidth.asciiColumns(bytes) != nil else { return nil }
      var column = 0
      for byte in bytes where byte >= 0x20 && byte < 0x7F {
        if column + 1 > maxWidth { break }
        buffer.putASCII(byte, x: origin.x + x + column, y: origin.y + y, style: style, clip: clip)
        column += 1
      }
      return column
    }
    return drawn ?? nil
  }

  /// Fills `rect` (in this canvas's coordinates) with blanks in `style`.
  public func fill(_ rect: Rect, style: Style = .plain) {
    let absolute = Rect(x: origin.x + rect.minX, y: origin.y + rect.minY, width: rect.width, height: rect.height)
    buffer.fill(absolute.intersection(clip), style: style)
  }

  /// Adds `attributes` to what `rect` (in this canvas's coordinates) shows, keeping its characters
  /// and the rest of their styles.
  package func addAttributes(_ attributes: Style.Attributes, in rect: Rect) {
    let absolute = Rect(x: origin.x + rect.minX, y: origin.y + rect.minY, width: rect.width, height: rect.height)
    buffer.addAttributes(attributes, in: absolute.intersection(clip))
  }

  /// Restyles `rect` (in this canvas's coordinates), keeping its characters.
  public func setStyle(_ style: Style, in rect: Rect) {
    let absolute = Rect(x: origin.x + rect.minX, y: origin.y + rect.minY, width: rect.width, height: rect.height)
    buffer.setStyle(style, in: absolute.intersection(clip))
  }
}

extension ScreenBuffer {
  /// The grid as an SVG picture of a terminal window: every cell's character at its column, colors,
  /// bold, dim, italic, underline and reverse, wide characters over two columns, in a window frame
  /// with `title`. The picture is the screen the renderer draws, for documentation and bug reports;
  /// it opens in any browser and on GitHub.
  ///
  /// Each run of cells in one style is one text element stretched to its columns, so the columns
  /// line up whatever monospaced font the viewer has.
  ///
  /// ```swift
  /// let picture = pilot.application.currentFrame.svg(title: "subscribe")
  /// ```
  ///
  /// - Parameter title: The text in the window's title bar; nil for a bar without one.
  /// - Returns: A standalone SVG document.
  /// - Complexity: O(width × height).
  public func svg(title: String? = nil) -> String {
    let cellWidth = 8.4
    let lineHeight = 18.0
    let margin = 12.0
    let bar = 30.0
    let width = Double(size.width) * cellWidth + 2 * margin
    let height = Double(size.height) * lineHeight + 2 * margin + bar
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
      viewBox="0 0 \(format(width)) \(format(height))" role="img" aria-label="\(escaped(title ?? "terminal"))">
      <style>text { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", \
      "Liberation Mono", monospace; font-size: 14px; white-space: pre; }</style>
      <rect width="100%" height="100%" rx="8" fill="\(SVGPalette.background)"/>
      <circle cx="20" cy="15" r="5" fill="#ff5f57"/><circle cx="36" cy="15" r="5" fill="#febc2e"/>\
      <circle cx="52" cy="15" r="5" fill="#28c840"/>

      """
    if let title {
      out += """
        <text x="\(format(width / 2))" y="20" text-anchor="middle" fill="#9aa0aa">\(escaped(title))</text>

        """
    }
    out += "<g transform=\"translate(\(format(margin)) \(format(margin + bar)))\" xml:space=\"preserve\">\n"
    for y in 0..<size.height {
      let top = Double(y) * lineHeight
      // Backgrounds first, one rectangle a run of cells sharing a color.
      var x = 0
      while x < size.width {
        let color = Self.colors(of: self[x, y].style).background
        var end = x + 1
        while end < size.width && Self.colors(of: self[end, y].style).background == color { end += 1 }
        if let color {
          out +=
            "<rect x=\"\(format(Double(x) * cellWidth))\" y=\"\(format(top))\" "
            + "width=\"\(format(Double(end - x) * cellWidth))\" height=\"\(format(lineHeight))\" fill=\"\(color)\"/>\n"
        }
        x = end
      }
      // Then text, one element a run of cells sharing a style.
      x = 0
      while x < size.width {
        let style = self[x, y].style
        var end = x
        while end < size.width && self[end, y].style == style { end += 1 }
        // Spaces at either end of the run are left to the background.
        var first = x
        while first < end && self.text(of: self[first, y]) == " " { first += 1 }
        var last = end
        while last > first && self.text(of: self[last - 1, y]) == " " { last -= 1 }
        if first < last {
          let text = (first..<last).map { self.text(of: self[$0, y]) }.joined()
          out += textElement(text, x: Double(first) * cellWidth, columns: last - first, top: top, style: style)
        }
        x = end
      }
    }
    out += "</g>\n</svg>\n"
    return out
  }

  private func textElement(_ text: String, x: Double, columns: Int, top: Double, style: Style) -> String {
    let colors = Self.colors(of: style)
    var attributes = "x=\"\(format(x))\" y=\"\(format(top + 13.5))\" fill=\"\(colors.foreground)\""
    attributes += " textLength=\"\(format(Double(columns) * 8.4))\" lengthAdjust=\"spacingAndGlyphs\""
    if style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
    if style.attributes.contains(.italic) { attributes += " font-style=\"italic\"" }
    if style.attributes.contains(.underline) { attributes += " text-decoration=\"underline\"" }
    if style.attributes.contains(.dim) { attributes += " fill-opacity=\"0.6\"" }
    return "<text \(attributes)>\(escaped(text))</text>\n"
  }

  /// The colors a cell is drawn in, reverse applied; nil for the window's own background.
  private static func colors(of style: Style) -> (foreground: String, background: String?) {
    let foreground = style.foreground.map(SVGPalette.hex) ?? SVGPalette.foreground
    let background = style.background.map(SVGPalette.hex)
    guard style.attributes.contains(.reverse) else { return (foreground, background) }
    return (background ?? SVGPalette.background, foreground)
  }

  /// `value` with at most one decimal.
  private func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
  }

  private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}

/// The colors of screenshots: a dark window, and the 256-color palette as terminals show it.
enum SVGPalette {
  static let background = "#16181d"
  static let foreground = "#d5d9e0"

  /// The 16 standard and bright colors.
  private static let standard = [
    "#1d2026", "#e5646e", "#8fc776", "#e3b964", "#5ea8ec", "#c47bd8", "#4fb4c0", "#d5d9e0",
    "#6a7180", "#ff858e", "#ade897", "#f7d487", "#86c3ff", "#dc9cee", "#78d3dd", "#ffffff",
  ]

  /// The hex color of `color`: its own for a 24-bit color; for the palette, the 16 above, the
  /// 6×6×6 cube, then 24 grays.
  static func hex(_ color: Color) -> String {
    func component(_ value: Int) -> String {
      let digits = Array("0123456789abcdef")
      return String([digits[value / 16], digits[value % 16]])
    }
    if color.rgb != nil {
      let (red, green, blue) = color.components
      return "#" + component(red) + component(green) + component(blue)
    }
    let index = Int(color.index)
    if index < 16 { return standard[index] }
    if index >= 232 {
      let level = 8 + (index - 232) * 10
      return "#" + component(level) + component(level) + component(level)
    }
    let cube = index - 16
    let levels = [0, 95, 135, 175, 215, 255]
    return "#" + component(levels[cube / 36]) + component(levels[cube / 6 % 6]) + component(levels[cube % 6])
  }
}

import CellKit

/// Where a table's columns are, across its content: each shown column's place and width, from
/// their width rules and the width the table has, as one value computed from its inputs alone.
///
/// Every column is followed by a one-character separator. Columns wider in all than the table
/// scroll sideways; the first column can be frozen, staying at the leading edge.
struct ColumnGeometry: Equatable {
  /// A shown column: its identity, its left edge across the content, and its width (the separator
  /// after it not counted).
  struct Placed: Equatable {
    var id: ColumnID
    var x: Int
    var width: Int
  }

  /// The shown columns, in order.
  var columns: [Placed] = []
  /// Whether the first column stays at the leading edge while the others scroll.
  var freezesFirst = false

  /// The width of every column and its separator.
  var contentWidth: Int { columns.last.map { $0.x + $0.width + 1 } ?? 0 }

  /// The width the frozen column takes at the leading edge, with its separator.
  var frozenWidth: Int { freezesFirst ? columns.first.map { $0.width + 1 } ?? 0 : 0 }

  /// Lays out the columns of `infos` that are not hidden in `width` characters.
  ///
  /// Columns the user resized take the width they were given, fixed columns their width and
  /// fitting ones what `fitting` measures of them (within their bounds); flexible columns share what
  /// is left in proportion to their minimums, each at least its minimum. When the minimums do not
  /// fit, the content is wider than `width` and scrolls.
  ///
  /// - Complexity: O(columns).
  static func layout(
    _ infos: [ColumnInfo], width: Int, freezesFirst: Bool, fitting: (ColumnInfo) -> Int
  ) -> ColumnGeometry {
    let shown = infos.filter { !$0.isHidden }
    var widths = shown.map { info -> Int in
      if let resized = info.resizedWidth { return cells(resized.rounded()) }
      return switch info.width {
      case .fixed(let width): cells(width.rounded())
      case .flexible(let minimum): cells(minimum.rounded(.up))
      case .fitting(let minimum, let maximum):
        min(max(fitting(info), cells(minimum.rounded(.up))), cells(maximum.rounded(.down)))
      }
    }
    let flexible = shown.indices.filter {
      if case .flexible = shown[$0].width, shown[$0].resizedWidth == nil { true } else { false }
    }
    let used = widths.reduce(0, +) + shown.count
    let spare = max(0, width - used)
    if spare > 0, !flexible.isEmpty {
      let weights = flexible.map { widths[$0] }
      let total = weights.reduce(0, +)
      var given = 0
      for (n, index) in flexible.enumerated() {
        // The last flexible column takes what rounding left, so the columns fill the width.
        let share = n == flexible.count - 1 ? spare - given : spare * weights[n] / total
        widths[index] += share
        given += share
      }
    }
    var x = 0
    var columns: [Placed] = []
    for (info, width) in zip(shown, widths) {
      columns.append(Placed(id: info.id, x: x, width: width))
      x += width + 1
    }
    return ColumnGeometry(columns: columns, freezesFirst: freezesFirst && columns.count > 1)
  }

  /// The character cells of a width: at least 1, and at most 100,000 (a "no limit" maximum).
  private static func cells(_ width: Double) -> Int {
    width.isNaN ? 1 : Int(min(max(width, 1), 100_000))
  }

  /// A shown column in view, with its left edge on screen (from the table's leading edge) and
  /// how many of its leading characters scrolled out of view.
  struct Visible: Equatable {
    var index: Int
    var screenX: Int
    var width: Int
  }

  /// The columns in view in a table `width` characters wide scrolled `offset` characters
  /// sideways: the frozen column first, then those of the scrolling part that show at least one
  /// character. `screenX` may be left of the scrolling part's edge, for a column cut by it.
  ///
  /// - Complexity: O(log columns + columns in view).
  func visible(offset: Int, width: Int) -> [Visible] {
    var result: [Visible] = []
    let frozen = frozenWidth
    if freezesFirst, let first = columns.first { result.append(Visible(index: 0, screenX: 0, width: first.width)) }
    let start = freezesFirst ? 1 : 0
    guard start < columns.count else { return result }
    // The first column whose right edge is past the scrolled-out part.
    var low = start
    var high = columns.count
    while low < high {
      let mid = (low + high) / 2
      if columns[mid].x + columns[mid].width + 1 - frozen <= offset { low = mid + 1 } else { high = mid }
    }
    var index = low
    while index < columns.count {
      let screenX = columns[index].x - offset
      guard screenX < width else { break }
      result.append(Visible(index: index, screenX: screenX, width: columns[index].width))
      index += 1
    }
    return result
  }

  /// Where the separators of the columns in view are, from the leading edge, in a table `width`
  /// characters wide scrolled `offset` sideways: after each column that shows at least one
  /// character, before the trailing edge. The header row and every row draw these, so their
  /// separators line up.
  ///
  /// - Complexity: O(log columns + columns in view).
  func separators(offset: Int, width: Int) -> [Int] {
    let frozen = frozenWidth
    return visible(offset: offset, width: width).compactMap { visible in
      let separator = visible.screenX + visible.width
      let isFrozen = freezesFirst && visible.index == 0
      // A scrolled column shows right of the frozen one: its separator too.
      return separator < width && (isFrozen || separator > frozen) ? separator : nil
    }
  }

  /// Where a column scrolled partly out of view at the leading edge (or under the frozen column)
  /// begins on screen: its first characters are gone, so the header and every row mark the place
  /// with an ellipsis instead of showing the rest of a value as if it were whole ("2m" of "2h 22m").
  ///
  /// - Complexity: O(log columns + columns in view).
  func cutMarks(offset: Int, width: Int) -> [Int] {
    let frozen = frozenWidth
    return visible(offset: offset, width: width).compactMap { visible in
      let isFrozen = freezesFirst && visible.index == 0
      let edge = isFrozen ? 0 : frozen
      return !isFrozen && visible.screenX < edge && visible.screenX + visible.width > edge ? edge : nil
    }
  }

  /// The greatest sideways offset: the last column's separator at the trailing edge.
  func maximumOffset(width: Int) -> Int { max(0, contentWidth - width) }

  /// The sideways offset nearest `offset` that shows the column at `index` whole (as much of it as
  /// fits, from its leading edge), right of the frozen column.
  func offset(showing index: Int, from offset: Int, width: Int) -> Int {
    guard columns.indices.contains(index), !(freezesFirst && index == 0) else { return offset }
    let column = columns[index]
    let left = column.x - frozenWidth
    let right = column.x + column.width + 1 - width
    if left < offset { return max(0, left) }
    if right > offset { return min(left, right) }
    return offset
  }

  /// The shown column at `screenX` in a table scrolled `offset` sideways, and whether the point is
  /// on its trailing separator; nil past the last column.
  func column(atScreenX screenX: Int, offset: Int, width: Int) -> (index: Int, onSeparator: Bool)? {
    for visible in visible(offset: offset, width: width) {
      let right = visible.screenX + visible.width
      // A scrolled column under the frozen one is not hit there.
      if freezesFirst, visible.index > 0, screenX < frozenWidth { continue }
      if screenX >= visible.screenX, screenX <= right { return (visible.index, screenX == right) }
    }
    return nil
  }
}

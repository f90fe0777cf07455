import Foundation

/// A place the keyboard focus can stop at in a table or grid: a section's header, when headers act
/// (collapsible sections), or an item.
enum FocusStop: Equatable {
  case header(Int)
  case item(IndexPath)

  /// The first stop (or, going back, the last) of the sections from `section` on, skipping sections
  /// with neither items nor a header that takes the focus.
  ///
  /// - Parameters:
  ///   - count: How many sections there are.
  ///   - items: The number of items shown in a section.
  ///   - headerTakesFocus: Whether a section's header is a stop.
  /// - Complexity: O(sections skipped).
  static func edge(
    from section: Int, forward: Bool, count: Int, items: (Int) -> Int, headerTakesFocus: (Int) -> Bool
  ) -> FocusStop? {
    var s = section
    while (0..<count).contains(s) {
      let rows = items(s)
      if forward {
        if headerTakesFocus(s) { return .header(s) }
        if rows > 0 { return .item(IndexPath(row: 0, section: s)) }
      } else {
        if rows > 0 { return .item(IndexPath(row: rows - 1, section: s)) }
        if headerTakesFocus(s) { return .header(s) }
      }
      s += forward ? 1 : -1
    }
    return nil
  }
}

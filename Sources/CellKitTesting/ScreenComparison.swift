import CellKitTerminal

/// The difference between a screen and the one a test expected, as a message for a person.
struct ScreenComparison {
  let expected: [String]
  let actual: [String]

  /// Compares `actual` (one string per row) with `expected`, ignoring trailing spaces and the
  /// empty rows at the bottom of either.
  init(expected: [String], actual: [String]) {
    self.expected = Self.normalized(expected)
    self.actual = Self.normalized(actual)
  }

  /// The rows that differ, counted from 0.
  var differingRows: [Int] {
    (0..<max(expected.count, actual.count)).filter { row in
      (row < expected.count ? expected[row] : "") != (row < actual.count ? actual[row] : "")
    }
  }

  /// Nil when the screens are equal; otherwise each differing row as expected (−) and actual (+),
  /// then the whole actual screen, ready to paste into the test.
  var failureMessage: String? {
    let rows = differingRows
    guard !rows.isEmpty else { return nil }
    var lines = ["The screen differs from the expected one in \(rows.count) row(s) (− expected, + actual):"]
    for row in rows {
      lines.append(String(format: "%4d − ", row) + (row < expected.count ? expected[row] : "(no row)"))
      lines.append(String(format: "%4d + ", row) + (row < actual.count ? actual[row] : "(no row)"))
    }
    lines.append("The whole screen, as Swift string literals:")
    lines += actual.map { "  \"" + Self.escaped($0) + "\"," }
    return lines.joined(separator: "\n")
  }

  private static func normalized(_ rows: [String]) -> [String] {
    var rows = rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    while rows.last?.isEmpty == true { rows.removeLast() }
    return rows
  }

  private static func escaped(_ row: String) -> String {
    row.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}

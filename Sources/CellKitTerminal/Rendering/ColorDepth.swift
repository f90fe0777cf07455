/// How many colors the terminal shows, which decides how styles are written.
public enum ColorDepth: Sendable, CaseIterable {
  /// No colors: bold, dim, italic, underline and reverse only (`NO_COLOR`, or `TERM=dumb`).
  case monochrome
  /// The 8 standard and 8 bright colors every color terminal has; other colors are written as the
  /// nearest of them.
  case sixteen
  /// The 256-color palette (`TERM` ending in `256color`); 24-bit colors are written as the nearest
  /// palette entry.
  case twoHundredFiftySix
  /// 24-bit color (`COLORTERM=truecolor` or `24bit`).
  case trueColor

  /// The depth the environment asks for: `NO_COLOR` (set and not empty) or `TERM=dumb` first, then
  /// `COLORTERM`, then `TERM`; 16 colors when nothing says more.
  ///
  /// ```swift
  /// let depth = ColorDepth(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
  /// ```
  ///
  /// - Parameter environment: The environment's variables, usually
  ///   `ProcessInfo.processInfo.environment`.
  public init(environment: [String: String]) {
    let term = environment["TERM"] ?? ""
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if !(environment["NO_COLOR"] ?? "").isEmpty || term == "dumb" {
      self = .monochrome
    } else if colorTerm == "truecolor" || colorTerm == "24bit" {
      self = .trueColor
    } else if term.hasSuffix("256color") {
      self = .twoHundredFiftySix
    } else {
      self = .sixteen
    }
  }
}

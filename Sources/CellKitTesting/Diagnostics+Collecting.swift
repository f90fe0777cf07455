import CellKit

extension Diagnostics {
  /// Runs `body` with the ``CellKit/Diagnostic``s it causes collected instead of reported, and
  /// returns them in order, to check them:
  ///
  /// ```swift
  /// let diagnostics = Diagnostics.collecting { cell.send(.subscribeTapped) }
  /// #expect(diagnostics.map(\.kind) == [.undeliveredAction])
  /// ```
  ///
  /// Collected in the current task only: tests running side by side never see each other's.
  public static func collecting(_ body: () throws -> Void) rethrows -> [Diagnostic] {
    try gathering(body)
  }

  /// Runs `body`, which may suspend, with diagnostics collected instead of reported, and returns
  /// them in order; tasks `body` starts (the `task`s of the cells it brings on screen, for one)
  /// report to the same place, so a test waits inside `body` for what it expects them to do:
  ///
  /// ```swift
  /// let diagnostics = try await Diagnostics.collecting {
  ///   pilot.press(.end)
  ///   try await pilot.settle()
  /// }
  /// ```
  public static func collecting(_ body: () async throws -> Void) async rethrows -> [Diagnostic] {
    try await gathering(body)
  }
}

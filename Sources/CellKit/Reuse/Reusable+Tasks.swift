extension Reusable {
  /// Starts async work for the content this view is configured with, and delivers its result to
  /// the view only while the view still shows that content.
  ///
  /// Call it while configuring a cell (or a header or footer). Reusing the view for other content
  /// cancels the task and drops its result, so a slow load never lands in a row that shows
  /// something else; configuring it again for the same item (a reconfigure in place) keeps the
  /// running task and gives it this call's `deliver`. A cancelled task, or one that throws
  /// `CancellationError`, delivers nothing.
  ///
  /// ```swift
  /// list.cell(YoutuberCell.self) { cell, youtuber, _ in
  ///   cell.show(youtuber, in: presentation)
  ///   let state = loader.state(of: youtuber)
  ///   cell.show(state, of: youtuber)
  ///   guard state == .loading else { return }
  ///   cell.task {
  ///     try await loader.subscribers(of: youtuber)
  ///   } then: { cell, result in
  ///     cell.show((try? result.get()).map { .loaded($0) } ?? .failed, of: youtuber)
  ///   }
  /// }
  /// ```
  ///
  /// An action the task sends (with `await cell.send(…)`) after the view was reused is dropped,
  /// with a diagnostic, instead of reaching the row the view shows now; so is one sent by a plain
  /// `Task` started while configuring.
  ///
  /// - Parameters:
  ///   - id: Tells apart tasks started from the same line, in a loop for example.
  ///   - operation: The work, on the main actor, as a SwiftUI view's `task` is: await slow work
  ///     (a network call, a `nonisolated` async function) inside it rather than computing it there.
  ///   - deliver: Called on the main actor with the view and the result (a value, or the error the
  ///     operation threw), only while the view shows the content it was configured for.
  ///   - fileID: With `line`, where the call is: a call from the same place, with the same `id`,
  ///     finds the task again. Leave the defaults.
  ///   - line: See `fileID`.
  /// - Precondition: The view is shown by a CellKit host (a terminal or UIKit table or collection).
  @MainActor
  public func task<Value: Sendable>(
    id: AnyHashable = 0, _ operation: @escaping @MainActor () async throws -> Value,
    then deliver: @escaping @MainActor (Self, Result<Value, any Error>) -> Void,
    fileID: String = #fileID, line: Int = #line
  ) {
    guard let scoped = self as? any ReuseScoped else {
      preconditionFailure(
        """
        \(type(of: self)).task(_:then:) needs a view that a CellKit host reuses (a TableCell, a \
        collection cell, a header or footer view); \(type(of: self)) has no configuration to tie \
        the task to. Start a plain Task and compare the item's identity when it finishes instead.
        """)
    }
    scoped.reuseScope.startTask(id: id, file: fileID, line: line, operation) { [weak self] result in
      if let self { deliver(self, result) }
    }
  }
}

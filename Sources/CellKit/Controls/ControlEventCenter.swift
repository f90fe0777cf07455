import Foundation

/// The one place that sees every control event, for logging and analytics.
///
/// ```swift
/// let token = ControlEventCenter.addObserver { record in
///   log("\(record.events) on \(record.sender) at \(record.location?.description ?? "-")")
/// }
/// ```
///
/// Observers are called after the control's handlers, with the event's resolution: where its cell
/// was when it fired, even if a handler has moved or removed that row since. An observer may change
/// the list, as a handler may: the change is shown once every party has seen the event (see
/// <doc:ChangingTheListFromItsCallbacks>); what it cannot change is what the others are told.
///
/// One use of a control can fire more than one record, one for each input: a click on a terminal
/// button is its press (`.touchDown`), then its release, whose record holds `.touchUpInside` with
/// the primary action (`.primaryActionTriggered`, and a switch's `.valueChanged`); each record has
/// the resolution of its input. An observer that counts uses checks `record.events`, as
/// `record.events.contains(.primaryActionTriggered)`.
///
/// An observer sees the events of the process, except those fired inside `isolated(_:)`, which
/// go to the observers added inside it. A test, or a second terminal application in the same
/// process, runs in its own isolated scope and sees only its own events.
@MainActor
public enum ControlEventCenter {
  @MainActor
  private final class Observers: HandlerRemoving {
    let entries = ExclusiveValue<[(id: Int, body: @MainActor (ControlEventRecord) -> Void)]>([])
    func removeHandler(id: Int) { entries.value.removeAll { $0.id == id } }
  }

  private static let process = Observers()
  @TaskLocal private static var scoped: Observers?
  /// Whether `isolated(_:)` ever ran. Until it does no scope can be bound, so the observers of
  /// every event are the process's, found without reading the task-local value (a cost on every
  /// event); the answer is the same either way.
  private static var scopesUsed = false
  private static var current: Observers { scopesUsed ? scoped ?? process : process }

  /// Adds an observer of every control event fired in the current scope: the process, or the
  /// innermost `isolated(_:)` this call runs in.
  ///
  /// - Parameter observer: Called once per event, after the control's handlers.
  /// - Returns: A token that removes the observer.
  @discardableResult
  public static func addObserver(_ observer: @escaping @MainActor (ControlEventRecord) -> Void)
    -> HandlerToken
  {
    let observers = current
    let id = HandlerID.next()
    observers.entries.value.append((id, observer))
    return HandlerToken(store: observers, id: id)
  }

  /// Runs `body` with a set of observers of its own, in the current task: observers it adds see
  /// only the events fired while it runs, and observers added elsewhere do not see them.
  ///
  /// ```swift
  /// let taps = ControlEventCenter.isolated {
  ///   var taps = 0
  ///   ControlEventCenter.addObserver { _ in taps += 1 }
  ///   button.sendEvents(.primaryActionTriggered)
  ///   return taps
  /// }
  /// ```
  ///
  /// - Parameter body: The work whose control events stay in this scope.
  /// - Returns: What `body` returns.
  public static func isolated<Result>(_ body: () throws -> Result) rethrows -> Result {
    scopesUsed = true
    return try $scoped.withValue(Observers()) { try body() }
  }

  /// Runs `body`, which may suspend, with a set of observers of its own: observers it adds see
  /// only the events fired while it runs, in its task (and the child tasks it starts), across its
  /// suspensions; observers added elsewhere do not see them.
  ///
  /// ```swift
  /// let taps = await ControlEventCenter.isolated {
  ///   var taps = 0
  ///   ControlEventCenter.addObserver { _ in taps += 1 }
  ///   await loadRow()
  ///   button.sendEvents(.primaryActionTriggered)
  ///   return taps
  /// }
  /// ```
  ///
  /// - Parameter body: The work whose control events stay in this scope.
  /// - Returns: What `body` returns.
  public static func isolated<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    scopesUsed = true
    return try await $scoped.withValue(Observers()) { try await body() }
  }

  /// Whether an observer of the current scope would see an event.
  ///
  /// - Complexity: O(1).
  package static var isObserved: Bool { !current.entries.value.isEmpty }

  /// Tells every observer of the current scope about an event, resolved as `resolution`.
  package static func publish(sender: AnyObject, events: ControlEvents, resolution: Resolution?) {
    let observers = current
    guard !observers.entries.value.isEmpty else { return }
    let record = ControlEventRecord(
      sender: sender, events: events, location: resolution?.location, column: resolution?.column,
      item: resolution?.item,
      time: resolution?.time ?? Date())
    for observer in observers.entries.value { observer.body(record) }
  }
}

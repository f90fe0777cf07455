/// One control event, as the global observers see it.
@MainActor
public struct ControlEventRecord {
  /// The control the event happened on.
  public let sender: AnyObject
  /// The events that happened.
  public let events: ControlEvents
  /// Where the control's cell is in its host when the event happened, or nil when the control is
  /// not in a cell (or the cell is not in a host).
  public let location: ActionLocation?
}

/// The one place that sees every control event in the process, for logging and analytics.
///
/// ```swift
/// let token = ControlEventCenter.addObserver { record in
///   log("\(record.events) on \(record.sender) at \(record.location?.description ?? "-")")
/// }
/// ```
@MainActor
public enum ControlEventCenter {
  private final class Observers: HandlerRemoving {
    var entries: [(id: Int, body: @MainActor (ControlEventRecord) -> Void)] = []
    func removeHandler(id: Int) { entries.removeAll { $0.id == id } }
  }

  private static let observers = Observers()

  /// Adds an observer of every control event.
  ///
  /// - Returns: A token that removes the observer.
  @discardableResult
  public static func addObserver(_ observer: @escaping @MainActor (ControlEventRecord) -> Void)
    -> HandlerToken
  {
    let id = HandlerID.next()
    observers.entries.append((id, observer))
    return HandlerToken(store: observers, id: id)
  }

  package static var hasObservers: Bool { !observers.entries.isEmpty }

  package static func publish(_ record: ControlEventRecord) {
    for observer in observers.entries { observer.body(record) }
  }
}

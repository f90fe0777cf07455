import Foundation

/// The one place that sees every control event in the process, for logging and analytics.
///
/// ```swift
/// let token = ControlEventCenter.addObserver { record in
///   log("\(record.events) on \(record.sender) at \(record.location?.description ?? "-")")
/// }
/// ```
///
/// Observers are called after the control's handlers, with the event's resolution: where its cell
/// was when it fired, even if a handler has moved or removed that row since.
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

  /// Tells every observer about an event, resolved as `resolution`.
  package static func publish(sender: AnyObject, events: ControlEvents, resolution: Resolution?) {
    guard !observers.entries.isEmpty else { return }
    let record = ControlEventRecord(
      sender: sender, events: events, location: resolution?.location, item: resolution?.item,
      time: resolution?.time ?? Date())
    for observer in observers.entries { observer.body(record) }
  }
}

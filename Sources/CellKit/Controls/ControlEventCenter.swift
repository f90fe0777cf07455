import Foundation

/// One control event, as the global observers see it: resolved when it fired, the same as the
/// handlers and the delegate saw it.
@MainActor
public struct ControlEventRecord {
  /// The control the event happened on.
  public let sender: AnyObject
  /// The events that happened.
  public let events: ControlEvents
  /// Where the control's cell was in its host when the event fired, or nil when the control is
  /// not in a cell (or the cell is not in a host).
  public let location: ActionLocation?
  /// The model shown there when the event fired (the row's item, or a section's model), or nil.
  public let item: Any?
  /// When the event fired.
  public let time: Date
}

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

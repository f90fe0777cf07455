/// The handlers registered on one control, in registration order.
///
/// A control keeps one of these and CellKit does the rest: typed registration, removal by token,
/// per event or all, owners held weakly, and reuse-scoped lifetimes.
@MainActor
public final class ControlHandlers: HandlerRemoving {
  private struct Entry {
    let id: Int
    let events: ControlEvents
    /// Calls the handler with the sender and the event's delivery, if its host is delivering it;
    /// returns false when its owner is gone and the entry should be dropped.
    let call: @MainActor (AnyObject, ActionDelivery?) -> Bool
  }

  /// The handlers, and how many times they changed: a change while calling them is noticed.
  private struct Registry {
    var entries: [Entry] = [] {
      didSet { mutations &+= 1 }
    }
    var mutations = 0
  }

  private let registry = ExclusiveValue(Registry())
  /// The events some handler listens to: every event a registered handler names. Read on every
  /// event the control fires, kept apart from the handlers so that reading it copies nothing.
  private let listened = ExclusiveValue(ControlEvents())

  /// Told the events of each new registration, so a platform control (a `UIControl`) can start
  /// listening to the platform's events the first time a handler wants them.
  package var willAddHandler: (@MainActor (ControlEvents) -> Void)?

  /// Creates an empty handler list.
  @_spi(CellKitPlatform) public init() {}

  /// How many handlers are registered for any of `events`.
  /// Whether a handler listens to any of `events`.
  ///
  /// - Complexity: O(1).
  package func listens(to events: ControlEvents) -> Bool {
    !listened.value.isDisjoint(with: events)
  }

  package func count(for events: ControlEvents = .allEvents) -> Int {
    registry.value.entries.reduce(0) { $0 + ($1.events.isDisjoint(with: events) ? 0 : 1) }
  }

  @usableFromInline
  package func add(_ events: ControlEvents, _ call: @escaping @MainActor (AnyObject) -> Bool)
    -> HandlerToken
  {
    addDelivered(events) { sender, _ in call(sender) }
  }

  /// Registers a handler that is also given the event's delivery: for a control that sends a cell
  /// action, which then routes it with the resolution the event already has.
  @usableFromInline
  package func addDelivered(
    _ events: ControlEvents, _ call: @escaping @MainActor (AnyObject, ActionDelivery?) -> Bool
  ) -> HandlerToken {
    precondition(!events.isEmpty, "A handler needs at least one event to listen for.")
    willAddHandler?(events)
    let id = HandlerID.next()
    registry.value.entries.append(Entry(id: id, events: events, call: call))
    listened.value.formUnion(events)
    ReuseScope.register(store: self, id: id)
    return HandlerToken(store: self, id: id)
  }

  package func removeHandler(id: Int) {
    registry.value.entries.removeAll { $0.id == id }
    recountListened()
  }

  /// Removes the handlers registered for exactly the events in `events`; a handler registered for
  /// more events keeps listening to the others.
  package func remove(events: ControlEvents) {
    let kept = registry.value.entries.compactMap { entry -> Entry? in
      let remaining = entry.events.subtracting(events)
      if remaining.isEmpty { return nil }
      if remaining == entry.events { return entry }
      return Entry(id: entry.id, events: remaining, call: entry.call)
    }
    registry.value.entries = kept
    recountListened()
  }

  package func removeAll() {
    registry.value.entries.removeAll()
    recountListened()
  }

  /// Makes ``listens(to:)`` answer from the handlers registered now.
  private func recountListened() {
    let entries = registry.value.entries
    listened.value = entries.reduce(into: ControlEvents()) { $0.formUnion($1.events) }
  }

  /// Calls, in registration order, every handler registered for any of `events` at the time of
  /// the call. Handlers added while calling wait for the next event; handlers removed while
  /// calling are not called.
  package func call(_ events: ControlEvents, sender: AnyObject, delivery: ActionDelivery? = nil) {
    let snapshot = registry.value.entries
    guard !snapshot.isEmpty else { return }
    let mutationsBefore = registry.value.mutations
    var gone: [Int] = []
    for entry in snapshot where !entry.events.isDisjoint(with: events) {
      if registry.value.mutations != mutationsBefore && !isRegistered(entry.id) { continue }
      if !entry.call(sender, delivery) { gone.append(entry.id) }
    }
    for id in gone { removeHandler(id: id) }
  }

  private func isRegistered(_ id: Int) -> Bool {
    for entry in registry.value.entries where entry.id == id { return true }
    return false
  }
}

/// An event its host is delivering: the host's router and the event's resolution, handed to the
/// control's handlers so a cell action they send is routed with that resolution directly.
@MainActor
@usableFromInline
package struct ActionDelivery {
  @usableFromInline package let router: ActionRouter
  @usableFromInline package let resolution: Resolution
}

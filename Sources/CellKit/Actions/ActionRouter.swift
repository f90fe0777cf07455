import Foundation

/// Delivers the actions of one host's cells to the handlers registered for them.
///
/// Handlers are kept per action type and called in registration order; an action no handler or
/// delegate takes is reported as a ``Diagnostic``. Hosts own one router each; a ``ListAdapter``
/// registers its typed, item-aware handlers on its host's router.
///
/// The router also keeps the promise that one event is resolved once: while an event is being
/// delivered, an action the same cell sends reuses that event's resolution, and work that would
/// change the list (a ``ListAdapter/apply(_:animatingDifferences:)``) waits until every party has
/// seen the event.
@MainActor
public final class ActionRouter: HandlerRemoving {
  /// A handler of every action type, stored without generics (so routing looks up no generic type).
  @usableFromInline
  package typealias RawHandler = @MainActor (RoutedAction) -> HandlerOutcome

  /// A handler of one action type, built where the type is known, and called with the action the
  /// router was given, typed: an entry is only ever stored under its action type's identifier, so
  /// the pointer it gets points at a value of that type, with no dynamic cast of the existential.
  private typealias TypedHandler = @MainActor (RoutedAction, UnsafeRawPointer) -> HandlerOutcome

  private struct Entry {
    let id: Int
    let call: TypedHandler
  }

  /// The handlers of one action type.
  private struct TypeEntries {
    let type: ObjectIdentifier
    var entries: [Entry]
  }

  /// The handlers by action type, in the order the types were first registered: a router sees a
  /// few action types, and comparing their identifiers one by one costs less than hashing one.
  private let entriesByType = ExclusiveValue<[TypeEntries]>([])
  /// The handlers of every action.
  private let catchAll = ExclusiveValue<[Entry]>([])
  /// The events being delivered, innermost last.
  private let delivering = ExclusiveValue<[Resolution]>([])
  /// Work waiting for the outermost delivery to end.
  private let afterDelivery = ExclusiveValue<[@MainActor () -> Void]>([])
  /// What resolves events at a location with the model shown there: set by the ``ListAdapter``
  /// that drives the host, or by the ``CellActions`` of the app's own data source.
  private let currentResolver = ExclusiveValue<EventResolver?>(nil)

  /// What resolves this router's events, and who set it; nil until a list adapter or the app's
  /// own data source routes the host's actions.
  @usableFromInline
  package var resolver: EventResolver? {
    get { currentResolver.value }
    set { currentResolver.value = newValue }
  }

  /// The host this router belongs to.
  package private(set) weak var host: (any ActionHost)?

  /// The router this one's handlers moved to (see ``moveHandlers(to:)``), where removals of them
  /// are forwarded.
  private weak var movedTo: ActionRouter?

  /// Creates a router for `host`.
  package init(host: (any ActionHost)? = nil) {
    self.host = host
  }

  /// Attaches the router to its host (hosts call this once they are initialized).
  package func attach(to host: any ActionHost) {
    self.host = host
  }

  // MARK: Resolving and delivering

  /// Resolves an event of `view`: the resolution of the event being delivered when it comes from
  /// the same view, or else where `host` (the view's host, which owns this router) shows the view
  /// now and the model shown there.
  ///
  /// - Returns: nil when the host does not show the view.
  @usableFromInline
  package func resolve(_ view: any ActionSender, in host: any ActionHost) -> Resolution? {
    if let current = delivering.value.last, current.sender == ObjectIdentifier(view) { return current }
    guard let location = host.location(of: view) else { return nil }
    return resolve(location, cell: view)
  }

  /// Resolves an event at `location`; `cell` is nil for one that no view sent, such as a selection.
  package func resolve(_ location: ActionLocation, cell: AnyObject? = nil) -> Resolution {
    resolver?.resolve(location, cell) ?? Resolution(location: location, cell: cell)
  }

  /// Whether an event is being delivered now.
  package var isDelivering: Bool { !delivering.value.isEmpty }

  /// Runs `deliver` as the delivery of the event `resolution` describes; when the outermost
  /// delivery ends, runs the work that waited for it, in the order it was queued.
  @usableFromInline
  @discardableResult
  package func deliver<Result>(_ resolution: Resolution, _ deliver: () -> Result) -> Result {
    self.deliver(resolution, endingOnNextTurn: false, deliver)
  }

  /// Runs `deliver` as the delivery of the event `resolution` describes. When `endingOnNextTurn`,
  /// the delivery ends (and the work that waited for it runs) on the next turn of the main queue,
  /// not when `deliver` returns: for an event a host reports in the middle of its own change,
  /// such as UIKit's drag to reorder, during which the host must not be updated.
  package func deliver<Result>(_ resolution: Resolution, endingOnNextTurn: Bool, _ deliver: () -> Result) -> Result {
    if delivering.value.last === resolution { return deliver() }
    delivering.value.append(resolution)
    let result = deliver()
    if endingOnNextTurn {
      (host?.scheduler ?? MainActorScheduler()).enqueue { [self] in endDelivery() }
    } else {
      endDelivery()
    }
    return result
  }

  private func endDelivery() {
    delivering.value.removeLast()
    guard delivering.value.isEmpty else { return }
    while !afterDelivery.value.isEmpty {
      let work = afterDelivery.value.removeFirst()
      work()
    }
  }

  /// Runs `work` once the event being delivered has reached every party, or now when none is.
  package func whenDelivered(_ work: @escaping @MainActor () -> Void) {
    if delivering.value.isEmpty { work() } else { afterDelivery.value.append(work) }
  }

  /// Delivers `action`, resolved as `resolution`, to every matching handler and to the delegate.
  ///
  /// - Complexity: O(action types + handlers of the action's type), whatever the number of rows.
  @usableFromInline
  @discardableResult
  package func route<Action: CellAction>(
    _ action: Action, payload: SentValue? = nil, _ resolution: Resolution, cell: AnyObject, sender: AnyObject?
  ) -> Bool {
    let routed = RoutedAction(action: action, payload: payload, resolution: resolution, cell: cell, sender: sender)
    var handled = false
    let typed = entries(of: ObjectIdentifier(Action.self))
    if let entries = typed {
      handled = withUnsafePointer(to: action) { call(entries, with: routed, action: UnsafeRawPointer($0)) }
    }
    let catchAll = catchAll.value
    if !catchAll.isEmpty, withUnsafePointer(to: action, { call(catchAll, with: routed, action: UnsafeRawPointer($0)) })
    {
      handled = true
    }
    if !handled { reportUnhandled(routed, hadHandlers: typed != nil) }
    return handled
  }

  /// The handlers registered for the action type `type`, or nil when none ever was.
  private func entries(of type: ObjectIdentifier) -> [Entry]? {
    for group in entriesByType.value where group.type == type { return group.entries }
    return nil
  }

  /// Adds `entries` after the handlers of the action type `type`.
  private func append(_ entries: [Entry], of type: ObjectIdentifier) {
    if let index = entriesByType.value.firstIndex(where: { $0.type == type }) {
      entriesByType.value[index].entries += entries
    } else {
      entriesByType.value.append(TypeEntries(type: type, entries: entries))
    }
  }

  /// Calls `entries` in order with `routed` and its typed action; drops those whose owner is gone.
  private func call(_ entries: [Entry], with routed: RoutedAction, action: UnsafeRawPointer) -> Bool {
    var handled = false
    var gone: [Int] = []
    for entry in entries {
      switch entry.call(routed, action) {
      case .handled: handled = true
      case .skipped: break
      case .expired: gone.append(entry.id)
      }
    }
    for id in gone { removeHandler(id: id) }
    return handled
  }

  private func reportUnhandled(_ routed: RoutedAction, hadHandlers: Bool) {
    let name = String(reflecting: type(of: routed.action)).split(separator: ".").dropFirst().joined(separator: ".")
    let fix =
      routed.location.isItem
      ? "Register one with `on(\(name).…)` on the list adapter or host, or set a delegate."
        + (routed.payload == nil && hadHandlers && routed.action is any Equatable
          ? """
           A handler of a case with a value (`on(\(name).caseName)`) takes it sent with the case and \
          the value apart: `send(\(name).caseName, value)`, or `sends(\(name).caseName, from: cell) { … }` \
          on a control.
          """ : "")
      : """
      A header or footer sent it: register the handler with `headersAndFooters.on(\(name).…)` on \
      the list adapter, whose context's item is the section's model, or on the host.
      """
    Diagnostics.report(
      Diagnostic(
        .unhandledAction,
        "\(type(of: routed.cell)) sent \(routed.action) at \(routed.location), but no handler or delegate takes it. \(fix)"
      ))
  }

  // MARK: Registration

  /// Registers a handler for every action of type `Action`.
  @usableFromInline
  @discardableResult
  package func add<Action: CellAction>(
    _ type: Action.Type, _ handler: @escaping @MainActor (RoutedAction, Action) -> HandlerOutcome
  ) -> HandlerToken {
    let id = HandlerID.next()
    let entry = Entry(id: id) { routed, action in handler(routed, action.assumingMemoryBound(to: Action.self).pointee) }
    append([entry], of: ObjectIdentifier(Action.self))
    return HandlerToken(store: self, id: id)
  }

  /// Registers a handler for every action of every type.
  @discardableResult
  package func addCatchAll(_ handler: @escaping RawHandler) -> HandlerToken {
    let id = HandlerID.next()
    catchAll.value.append(Entry(id: id) { routed, _ in handler(routed) })
    return HandlerToken(store: self, id: id)
  }

  package func removeHandler(id: Int) {
    catchAll.value.removeAll { $0.id == id }
    for index in entriesByType.value.indices {
      entriesByType.value[index].entries.removeAll { $0.id == id }
    }
    movedTo?.removeHandler(id: id)
  }

  /// Moves every handler, and the resolver, to `other`, after the handlers it has: for a list
  /// adapter that moves to another host. Tokens of the moved handlers keep removing them while
  /// this router exists.
  package func moveHandlers(to other: ActionRouter) {
    guard other !== self else { return }
    for group in entriesByType.value { other.append(group.entries, of: group.type) }
    other.catchAll.value += catchAll.value
    other.resolver = resolver
    other.movedTo = nil
    removeAllHandlers()
    resolver = nil
    movedTo = other
  }

  /// Removes every handler.
  package func removeAllHandlers() {
    entriesByType.value.removeAll()
    catchAll.value.removeAll()
  }
}

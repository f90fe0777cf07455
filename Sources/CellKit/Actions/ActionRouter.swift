import Foundation

/// Delivers the actions of one host's cells to the handlers registered for them.
///
/// Handlers are kept per action type and called in registration order; an action no handler or
/// delegate takes is reported as a ``Diagnostic``. Hosts own one router each; a ``ListAdapter``
/// registers its typed, item-aware handlers on its host's router.
///
/// The router also keeps the promise that one event is resolved once: while an event is being
/// delivered, an action the same cell sends reuses that event's resolution; the delivery is an
/// activity of the host's session, so work that would change the list (a
/// ``ListAdapter/apply(_:animatingDifferences:)``) waits until every party has seen the event.
@MainActor
public final class ActionRouter: HandlerRemoving {
  /// A handler of every action type, stored without generics (so routing looks up no generic type).
  @usableFromInline
  package typealias RawHandler = @MainActor (RoutedAction) -> HandlerOutcome

  /// A catch-all handler, called with every action.
  private struct CatchAllEntry {
    let id: Int
    /// Who registered it: a list adapter's ``ListAdapter/routingID``, or 0 for the host's own.
    let group: Int
    let call: RawHandler
  }

  /// The handlers of one action type, kept with the type's identifier.
  private struct TypeEntries {
    let type: ObjectIdentifier
    var handlers: any HandlerList
  }

  /// The handlers by action type, in the order the types were first registered: a router sees a
  /// few action types, and comparing their identifiers one by one costs less than hashing one.
  private let entriesByType = ExclusiveValue<[TypeEntries]>([])
  /// The handlers of every action.
  private let catchAll = ExclusiveValue<[CatchAllEntry]>([])
  /// The events being delivered, innermost last.
  private let delivering = ExclusiveValue<[Resolution]>([])
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

  /// What the host is doing now, and the work app code asked of it meanwhile.
  package let session: HostSession

  /// The routers some of this one's handlers moved to (see ``moveHandlers(to:group:)``), where
  /// removals of them are forwarded.
  private let movedTo = ExclusiveValue<[Weak<ActionRouter>]>([])
  /// Whether a removal is being forwarded through this router: routers that moved handlers to each
  /// other forward each removal once.
  private var isForwardingRemoval = false

  /// Creates a router for `host`.
  package init(host: (any ActionHost)? = nil) {
    self.host = host
    session = HostSession(host: host)
  }

  /// Attaches the router to its host (hosts call this once they are initialized).
  package func attach(to host: any ActionHost) {
    self.host = host
    session.host = host
  }

  // MARK: Resolving and delivering

  /// Resolves the event `view` fires in `host` (the view's host, which owns this router) and
  /// delivers it: `deliver` runs with the resolution, as one activity of the host's session, so
  /// what app code asks for meanwhile runs once the outermost activity is over.
  ///
  /// An event of the view whose event is being delivered (a control's handler that makes its cell
  /// send an action) shares that event's resolution and delivery. Otherwise the event resolves
  /// where `host` shows the view now, with the model shown there.
  ///
  /// - Returns: What `deliver` returns, or nil, having delivered nothing, when `host` does not show
  ///   the view.
  @usableFromInline
  package func deliverEvent<Result>(
    of view: any ActionSender, in host: any ActionHost, _ deliver: (Resolution) -> Result
  ) -> Result? {
    if let current = delivering.value.last, current.sender == ObjectIdentifier(view) { return deliver(current) }
    guard let location = host.location(of: view) else { return nil }
    return delivering(resolve(location, cell: view, column: host.column(of: view)), deliver)
  }

  /// Resolves an event at `location` (sent by `cell`, or by no view, such as a selection) and
  /// delivers it: `deliver` runs with the resolution, as one activity of the host's session.
  ///
  /// - Returns: What `deliver` returns.
  package func deliverEvent<Result>(
    at location: ActionLocation, cell: AnyObject? = nil, _ deliver: (Resolution) -> Result
  ) -> Result {
    delivering(resolve(location, cell: cell, column: nil), deliver)
  }

  /// Resolves and routes `action`, which `view` sends in `host`, outside any event of its
  /// controls: one delivery, as ``deliverEvent(of:in:_:)`` makes it.
  ///
  /// - Returns: Whether `host` shows the view, so the action was delivered.
  @inlinable
  package func send<Action: CellAction>(
    _ action: Action, payload: SentValue?, from view: any ActionSender, in host: any ActionHost, sender: AnyObject?
  ) -> Bool {
    deliverEvent(of: view, in: host) { route(action, payload: payload, $0, cell: view, sender: sender) } != nil
  }

  /// Resolves an event at `location`, in `column` of a list with columns, with the model the
  /// resolver finds there.
  private func resolve(_ location: ActionLocation, cell: AnyObject?, column: ColumnID?) -> Resolution {
    resolver?.resolve(location, cell, column) ?? Resolution(location: location, cell: cell, column: column)
  }

  /// Runs `deliver` with `resolution` as the event being delivered, an activity of the session.
  private func delivering<Result>(_ resolution: Resolution, _ deliver: (Resolution) -> Result) -> Result {
    session.perform(.delivering) {
      delivering.value.append(resolution)
      defer { delivering.value.removeLast() }
      return deliver(resolution)
    }
  }

  /// Delivers `action`, resolved as `resolution`, to every matching handler and to the delegate.
  ///
  /// Inlinable, so that it is specialized for the action's type where the action is sent.
  ///
  /// - Complexity: O(action types + handlers of the action's type), whatever the number of rows.
  @inlinable
  @discardableResult
  package func route<Action: CellAction>(
    _ action: Action, payload: SentValue? = nil, _ resolution: Resolution, cell: AnyObject, sender: AnyObject?
  ) -> Bool {
    let routed = RoutedAction(action: action, payload: payload, resolution: resolution, cell: cell, sender: sender)
    var handled = false
    let typed = handlers(of: ObjectIdentifier(Action.self))
    if let typed {
      // Stored under `Action`'s identifier, so `Action`'s handlers: the cast checks it.
      handled = callEach((typed as! TypedHandlers<Action>).entries, id: { $0.id }) { $0.call(routed, action) }
    }
    if callCatchAll(with: routed) { handled = true }
    if !handled { reportUnhandled(routed, hadHandlers: typed != nil) }
    return handled
  }

  /// The handlers registered for the action type `type`, or nil when none ever was.
  @usableFromInline
  package func handlers(of type: ObjectIdentifier) -> (any HandlerList)? {
    for group in entriesByType.value where group.type == type { return group.handlers }
    return nil
  }

  /// Adds `handlers` after the handlers of their action type, `type`.
  package func append(_ handlers: any HandlerList, of type: ObjectIdentifier) {
    if let index = entriesByType.value.firstIndex(where: { $0.type == type }) {
      let combined = entriesByType.value[index].handlers.appending(handlers)
      entriesByType.value[index].handlers = combined
    } else {
      entriesByType.value.append(TypeEntries(type: type, handlers: handlers))
    }
  }

  /// Calls each of `entries` in order with `call`, and drops those whose owner is gone; returns
  /// whether one of them handled the action.
  @inlinable
  package func callEach<Entry>(_ entries: [Entry], id: (Entry) -> Int, _ call: (Entry) -> HandlerOutcome) -> Bool {
    var handled = false
    var gone: [Int] = []
    for entry in entries {
      switch call(entry) {
      case .handled: handled = true
      case .skipped: break
      case .expired: gone.append(id(entry))
      }
    }
    for id in gone { removeHandler(id: id) }
    return handled
  }

  /// Calls the catch-all handlers with `routed`; returns whether one of them handled it.
  @usableFromInline
  package func callCatchAll(with routed: RoutedAction) -> Bool {
    let catchAll = catchAll.value
    return !catchAll.isEmpty && callEach(catchAll, id: { $0.id }, { $0.call(routed) })
  }

  @usableFromInline
  package func reportUnhandled(_ routed: RoutedAction, hadHandlers: Bool) {
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

  /// Registers a handler for every action of type `Action`, in `group`: a list adapter's
  /// ``ListAdapter/routingID``, or 0 for a handler of the host's own.
  @usableFromInline
  @discardableResult
  package func add<Action: CellAction>(
    _ type: Action.Type, group: Int = 0, _ handler: @escaping @MainActor (RoutedAction, Action) -> HandlerOutcome
  ) -> HandlerToken {
    let id = HandlerID.next()
    append(TypedHandlers<Action>([.init(id: id, group: group, call: handler)]), of: ObjectIdentifier(Action.self))
    return HandlerToken(store: self, id: id)
  }

  /// Registers a handler for every action of every type, in `group` (see ``add(_:group:_:)``).
  @discardableResult
  package func addCatchAll(group: Int = 0, _ handler: @escaping RawHandler) -> HandlerToken {
    let id = HandlerID.next()
    catchAll.value.append(CatchAllEntry(id: id, group: group, call: handler))
    return HandlerToken(store: self, id: id)
  }

  @usableFromInline
  package func removeHandler(id: Int) {
    guard !isForwardingRemoval else { return }
    catchAll.value.removeAll { $0.id == id }
    for index in entriesByType.value.indices where entriesByType.value[index].handlers.ids.contains(id) {
      let kept = entriesByType.value[index].handlers.removing(id: id)
      entriesByType.value[index].handlers = kept
    }
    isForwardingRemoval = true
    defer { isForwardingRemoval = false }
    for router in movedTo.value { router.object?.removeHandler(id: id) }
  }

  /// Moves handlers to `other`, after the handlers it has: every handler and the resolver, for a
  /// list adapter that moves to another host; or, given a `group`, only that group's handlers, for
  /// a list adapter whose host another adapter took over. Tokens of the moved handlers keep
  /// removing them while this router exists.
  package func moveHandlers(to other: ActionRouter, group: Int? = nil) {
    guard other !== self else { return }
    for entries in entriesByType.value {
      let (moved, kept) = entries.handlers.partitioned { group == nil || $0 == group }
      if !moved.ids.isEmpty { other.append(moved, of: entries.type) }
      if let index = entriesByType.value.firstIndex(where: { $0.type == entries.type }) {
        entriesByType.value[index].handlers = kept
      }
    }
    // An action type left with no handler is no type with handlers any more.
    entriesByType.value.removeAll { $0.handlers.ids.isEmpty }
    other.catchAll.value += catchAll.value.filter { group == nil || $0.group == group }
    catchAll.value.removeAll { group == nil || $0.group == group }
    if group == nil {
      other.resolver = resolver
      resolver = nil
    }
    other.movedTo.value.removeAll { $0.object === self || $0.object == nil }
    if !movedTo.value.contains(where: { $0.object === other }) { movedTo.value.append(Weak(other)) }
  }
}

/// The handlers of one action type, whatever the type: what the router needs to register, remove
/// and move them without knowing it.
@MainActor
@usableFromInline
package protocol HandlerList: AnyObject {
  /// The handlers' ids, in registration order.
  var ids: [Int] { get }
  /// These handlers without the one `id` names.
  func removing(id: Int) -> any HandlerList
  /// These handlers, then those of `other`, which are of the same action type.
  func appending(_ other: any HandlerList) -> any HandlerList
  /// The handlers whose group `isMoved` picks, and the others, each in registration order.
  func partitioned(_ isMoved: (Int) -> Bool) -> (moved: any HandlerList, kept: any HandlerList)
}

/// The handlers of one action type, in registration order, with that type in their signature.
/// A list never changes once made: registering or removing a handler makes a new one, so a
/// delivery that is calling handlers keeps the list it started with.
@MainActor
@usableFromInline
package final class TypedHandlers<Action: CellAction>: HandlerList {
  @usableFromInline
  package struct Entry {
    @usableFromInline package let id: Int
    /// Who registered it (see ``ActionRouter/add(_:group:_:)``).
    @usableFromInline package let group: Int
    @usableFromInline package let call: @MainActor (RoutedAction, Action) -> HandlerOutcome
  }

  @usableFromInline package let entries: [Entry]

  init(_ entries: [Entry]) {
    self.entries = entries
  }

  @usableFromInline package var ids: [Int] { entries.map { $0.id } }

  @usableFromInline
  package func removing(id: Int) -> any HandlerList {
    TypedHandlers(entries.filter { $0.id != id })
  }

  @usableFromInline
  package func appending(_ other: any HandlerList) -> any HandlerList {
    TypedHandlers(entries + (other as! TypedHandlers<Action>).entries)
  }

  @usableFromInline
  package func partitioned(_ isMoved: (Int) -> Bool) -> (moved: any HandlerList, kept: any HandlerList) {
    (TypedHandlers(entries.filter { isMoved($0.group) }), TypedHandlers(entries.filter { !isMoved($0.group) }))
  }
}

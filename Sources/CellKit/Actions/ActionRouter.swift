/// What a handler did with a routed action.
@usableFromInline
package enum HandlerOutcome: Sendable {
  /// The action was not the one the handler is for.
  case skipped
  /// The handler handled the action.
  case handled
  /// The handler's owner is gone; the handler is removed.
  case expired
}

/// Delivers the actions of one host's cells to the handlers registered for them.
///
/// Handlers are kept per action type and called in registration order; an action no handler or
/// delegate takes is reported as a ``Diagnostic``. Hosts own one router each; a ``ListAdapter``
/// registers its typed, item-aware handlers on its host's router.
@MainActor
public final class ActionRouter: HandlerRemoving {
  /// A handler of one action type, built where the type is known (so its cast of the action is a
  /// single type comparison) and stored without generics (so routing looks up no generic type).
  @usableFromInline
  package typealias RawHandler = @MainActor (RoutedAction) -> HandlerOutcome

  private struct Entry {
    let id: Int
    let call: RawHandler
  }

  private struct CatchAllEntry {
    let id: Int
    let call: @MainActor (RoutedAction) -> HandlerOutcome
  }

  private var entriesByType: [ObjectIdentifier: [Entry]] = [:]
  private var catchAll: [CatchAllEntry] = []

  /// The delegate that receives every routed action, after the closure handlers.
  public weak var delegate: (any CellActionDelegate)?

  /// The host this router belongs to, passed to the delegate.
  public private(set) weak var host: (any ActionHost)?

  /// Creates a router for `host`.
  public init(host: (any ActionHost)? = nil) {
    self.host = host
  }

  /// Attaches the router to its host (hosts call this once they are initialized).
  public func attach(to host: any ActionHost) {
    self.host = host
  }

  /// Delivers `action` (sent as `routed`) to every matching handler and to the delegate.
  ///
  /// - Complexity: O(handlers of the action's type), whatever the number of rows.
  @usableFromInline
  @discardableResult
  package func route<Action: CellAction>(_ action: Action, from routed: RoutedAction) -> Bool {
    var handled = false
    if let entries = entriesByType[ObjectIdentifier(Action.self)] {
      var gone: [Int] = []
      for entry in entries {
        switch entry.call(routed) {
        case .handled: handled = true
        case .skipped: break
        case .expired: gone.append(entry.id)
        }
      }
      for id in gone { removeHandler(id: id) }
    }
    if !catchAll.isEmpty {
      var gone: [Int] = []
      for entry in catchAll {
        switch entry.call(routed) {
        case .handled: handled = true
        case .skipped: break
        case .expired: gone.append(entry.id)
        }
      }
      for id in gone { removeHandler(id: id) }
    }
    if let delegate, let host {
      delegate.host(host, didRoute: CellActionContext(routed, action: routed.action, item: ()))
      handled = true
    }
    if !handled {
      Diagnostics.report(
        Diagnostic(
          .unhandledAction,
          """
          \(type(of: routed.cell)) sent \(routed.action) at \(routed.location), but no handler or \
          delegate takes it. Register one with `on(\(type(of: routed.action)).…)` on the list adapter \
          or host, or set a delegate.
          """))
    }
    return handled
  }

  // MARK: Registration

  /// Registers a handler for the actions of the type `type` identifies; see ``RawHandler``.
  @usableFromInline
  @discardableResult
  package func addRaw(_ type: ObjectIdentifier, _ handler: @escaping RawHandler) -> HandlerToken {
    let id = HandlerID.next()
    entriesByType[type, default: []].append(Entry(id: id, call: handler))
    return HandlerToken(store: self, id: id)
  }

  /// Registers a handler for every action of type `Action`.
  @inlinable
  @discardableResult
  package func add<Action: CellAction>(
    _ type: Action.Type, _ handler: @escaping @MainActor (RoutedAction, Action) -> HandlerOutcome
  ) -> HandlerToken {
    addRaw(ObjectIdentifier(Action.self)) { routed in
      guard let action = routed.action as? Action else { return .skipped }
      return handler(routed, action)
    }
  }

  /// Registers a handler for every action of every type.
  @discardableResult
  package func addCatchAll(_ handler: @escaping @MainActor (RoutedAction) -> HandlerOutcome) -> HandlerToken {
    let id = HandlerID.next()
    catchAll.append(CatchAllEntry(id: id, call: handler))
    return HandlerToken(store: self, id: id)
  }

  package func removeHandler(id: Int) {
    catchAll.removeAll { $0.id == id }
    for key in entriesByType.keys {
      entriesByType[key]!.removeAll { $0.id == id }
    }
  }

  /// Removes every handler (the delegate stays).
  public func removeAllHandlers() {
    entriesByType.removeAll()
    catchAll.removeAll()
  }

  /// Handles one action: calls `handler` when an equal action is routed.
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable>(
    _ action: Action, _ handler: @escaping @MainActor (RoutedAction) -> Void
  ) -> HandlerToken {
    add(Action.self) { routed, sent in
      guard sent == action else { return .skipped }
      handler(routed)
      return .handled
    }
  }

  /// Handles one action, holding `owner` weakly; the handler is dropped once the owner is gone.
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable, Owner: AnyObject>(
    _ action: Action, owner: Owner, _ handler: @escaping @MainActor (Owner, RoutedAction) -> Void
  ) -> HandlerToken {
    add(Action.self) { [weak owner] routed, sent in
      guard let owner else { return .expired }
      guard sent == action else { return .skipped }
      handler(owner, routed)
      return .handled
    }
  }

  /// Handles every action of a type.
  @inlinable
  @discardableResult
  public func on<Action: CellAction>(
    _ type: Action.Type, _ handler: @escaping @MainActor (RoutedAction, Action) -> Void
  ) -> HandlerToken {
    add(type) { routed, action in
      handler(routed, action)
      return .handled
    }
  }

  /// Handles one case that carries a value, such as `Action.notificationsToggled`.
  @inlinable
  @discardableResult
  public func on<Action: CellAction, Payload>(
    _ embed: @escaping (Payload) -> Action,
    _ handler: @escaping @MainActor (RoutedAction, Payload) -> Void
  ) -> HandlerToken {
    add(Action.self) { routed, action in
      guard let payload = CasePayload.extract(embed, from: action) else { return .skipped }
      handler(routed, payload)
      return .handled
    }
  }
}

/// Delivers the actions of one host's cells to the handlers registered for them.
///
/// Handlers are kept per action type and called in registration order; an action no handler or
/// delegate takes is reported as a ``Diagnostic``. Hosts own one router each; a ``ListAdapter``
/// registers its typed, item-aware handlers on its host's router.
@MainActor
public final class ActionRouter: HandlerRemoving {
  private struct Entry {
    let id: Int
    /// Calls the handler if it matches; returns whether it handled the action, and whether it stays.
    let call: @MainActor (RoutedAction) -> (handled: Bool, keep: Bool)
  }

  /// The handlers of one action type, called without casting the action.
  @MainActor
  private final class TypedEntries<Action: CellAction> {
    var entries: [(id: Int, call: @MainActor (RoutedAction, Action) -> (handled: Bool, keep: Bool))] = []

    func run(_ action: Action, _ routed: RoutedAction, router: ActionRouter) -> Bool {
      var handled = false
      var gone: [Int] = []
      for entry in entries {
        let result = entry.call(routed, action)
        handled = handled || result.handled
        if !result.keep { gone.append(entry.id) }
      }
      for id in gone { router.removeHandler(id: id) }
      return handled
    }
  }

  private var typedEntries: [ObjectIdentifier: AnyObject] = [:]
  private var removers: [ObjectIdentifier: @MainActor (Int) -> Void] = [:]
  private var catchAll: [Entry] = []

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

  /// Delivers `routed` to every matching handler and to the delegate.
  ///
  /// - Returns: Whether anything handled the action.
  @discardableResult
  public func route(_ routed: RoutedAction) -> Bool {
    func open<Action: CellAction>(_ action: Action) -> Bool { route(action, from: routed) }
    return open(routed.action)
  }

  /// Delivers `action` (sent as `routed`) to every matching handler and to the delegate.
  @discardableResult
  package func route<Action: CellAction>(_ action: Action, from routed: RoutedAction) -> Bool {
    var handled = false
    if let typed = typedEntries[ObjectIdentifier(Action.self)] {
      handled = unsafeDowncast(typed, to: TypedEntries<Action>.self).run(action, routed, router: self)
    }
    if !catchAll.isEmpty {
      handled = run(catchAll, routed) || handled
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

  private func run(_ entries: [Entry], _ routed: RoutedAction) -> Bool {
    var handled = false
    var gone: [Int] = []
    for entry in entries {
      let result = entry.call(routed)
      handled = handled || result.handled
      if !result.keep { gone.append(entry.id) }
    }
    for id in gone { removeHandler(id: id) }
    return handled
  }

  // MARK: Registration

  /// Registers a raw handler for every action of type `Action`.
  ///
  /// `handler` returns whether it handled the action (`handled`) and whether it stays registered
  /// (`keep`); ``ListAdapter`` and hosts build their typed handlers on this.
  @discardableResult
  package func add<Action: CellAction>(
    _ type: Action.Type,
    _ handler: @escaping @MainActor (RoutedAction, Action) -> (handled: Bool, keep: Bool)
  ) -> HandlerToken {
    let id = HandlerID.next()
    let key = ObjectIdentifier(Action.self)
    let typed: TypedEntries<Action>
    if let existing = typedEntries[key] {
      typed = unsafeDowncast(existing, to: TypedEntries<Action>.self)
    } else {
      typed = TypedEntries<Action>()
      typedEntries[key] = typed
      removers[key] = { [unowned typed] id in typed.entries.removeAll { $0.id == id } }
    }
    typed.entries.append((id, handler))
    return HandlerToken(store: self, id: id)
  }

  /// Registers a raw handler for every action of every type.
  @discardableResult
  package func addCatchAll(_ handler: @escaping @MainActor (RoutedAction) -> (handled: Bool, keep: Bool))
    -> HandlerToken
  {
    let id = HandlerID.next()
    catchAll.append(Entry(id: id, call: handler))
    return HandlerToken(store: self, id: id)
  }

  package func removeHandler(id: Int) {
    catchAll.removeAll { $0.id == id }
    for remove in removers.values { remove(id) }
  }

  /// Removes every handler (the delegate stays).
  public func removeAllHandlers() {
    typedEntries.removeAll()
    removers.removeAll()
    catchAll.removeAll()
  }

  /// Handles one action: calls `handler` when an equal action is routed.
  @discardableResult
  public func on<Action: CellAction & Equatable>(
    _ action: Action, _ handler: @escaping @MainActor (RoutedAction) -> Void
  ) -> HandlerToken {
    add(Action.self) { routed, sent in
      guard sent == action else { return (false, true) }
      handler(routed)
      return (true, true)
    }
  }

  /// Handles one action, holding `owner` weakly; the handler is dropped once the owner is gone.
  @discardableResult
  public func on<Action: CellAction & Equatable, Owner: AnyObject>(
    _ action: Action, owner: Owner, _ handler: @escaping @MainActor (Owner, RoutedAction) -> Void
  ) -> HandlerToken {
    add(Action.self) { [weak owner] routed, sent in
      guard let owner else { return (false, false) }
      guard sent == action else { return (false, true) }
      handler(owner, routed)
      return (true, true)
    }
  }

  /// Handles every action of a type.
  @discardableResult
  public func on<Action: CellAction>(
    _ type: Action.Type, _ handler: @escaping @MainActor (RoutedAction, Action) -> Void
  ) -> HandlerToken {
    add(type) { routed, action in
      handler(routed, action)
      return (true, true)
    }
  }

  /// Handles one case that carries a value, such as `Action.notificationsToggled`.
  @discardableResult
  public func on<Action: CellAction, Payload>(
    _ embed: @escaping (Payload) -> Action,
    _ handler: @escaping @MainActor (RoutedAction, Payload) -> Void
  ) -> HandlerToken {
    add(Action.self) { routed, action in
      guard let payload = CasePayload.extract(embed, from: action) else { return (false, true) }
      handler(routed, payload)
      return (true, true)
    }
  }
}

/// Takes handlers of cells' typed actions: a ``ListAdapter`` (with the row's item), its
/// ``ListAdapter/headersAndFooters`` (with the section), the ``CellActions`` of an app's own data
/// source (with the item identifier) and an ``ActionHost`` itself (with the location only).
///
/// Each has the same `on` family, written once here; what differs is what a handler's context
/// carries as its ``ActionContext/item``, the ``CellActionHandling/Model``. See <doc:HandlingCellActions>.
@MainActor
public protocol CellActionHandling {
  /// What a handler's context carries as its `item`, resolved when the action fired.
  associatedtype Model

  /// Where handlers registered here are kept, and how their contexts are made. CellKit's types
  /// provide it; a type of the app's own has no need to.
  var handlerRoute: HandlerRoute<Model> { get }
}

/// Where a family of cell action handlers is registered: the host's router, and what a routed
/// action gives these handlers as their item.
@MainActor
public struct HandlerRoute<Model> {
  /// What a routed action gives the handlers of a route.
  @usableFromInline
  package enum Lookup {
    /// The item for the handlers' context.
    case item(Model)
    /// Not an action for these handlers.
    case notTaken
    /// What the handlers were registered on is gone: they are removed.
    case expired
  }

  @usableFromInline let router: ActionRouter?
  /// Who registers the handlers in `router` (see ``ActionRouter/add(_:group:_:)``).
  @usableFromInline let group: Int
  @usableFromInline let lookup: @MainActor (RoutedAction) -> Lookup

  /// A route into `router` for the handlers of `group`; `lookup` gives the item of an action for
  /// these handlers.
  @usableFromInline
  package init(router: ActionRouter?, group: Int = 0, lookup: @escaping @MainActor (RoutedAction) -> Lookup) {
    self.router = router
    self.group = group
    self.lookup = lookup
  }

  /// Registers `body` for actions of type `Action`; it returns whether it took the action.
  @inlinable
  func add<Action: CellAction>(
    _ type: Action.Type, _ body: @escaping @MainActor (ActionContext<Action, Model>) -> Bool
  ) -> HandlerToken {
    guard let router else { return .detached }
    let lookup = lookup
    return router.add(type, group: group) { routed, action in
      switch lookup(routed) {
      case .item(let model): body(ActionContext(routed, action: action, item: model)) ? .handled : .skipped
      case .notTaken: .skipped
      case .expired: .expired
      }
    }
  }

  /// Registers `body` for actions of type `Action`, holding `owner` weakly and passing it in; the
  /// handler is removed once the owner is gone.
  @inlinable
  func add<Action: CellAction, Owner: AnyObject>(
    _ type: Action.Type, owner: Owner,
    _ body: @escaping @MainActor (Owner, ActionContext<Action, Model>) -> Bool
  ) -> HandlerToken {
    guard let router else { return .detached }
    let lookup = lookup
    return router.add(type, group: group) { [weak owner] routed, action in
      guard let owner else { return .expired }
      switch lookup(routed) {
      case .item(let model):
        return body(owner, ActionContext(routed, action: action, item: model)) ? .handled : .skipped
      case .notTaken: return .skipped
      case .expired: return .expired
      }
    }
  }
}

extension CellActionHandling {
  /// Handles one action, with the context it was resolved to when it fired.
  ///
  /// ```swift
  /// list.on(YoutuberCell.Action.subscribeTapped) { context in model.subscribe(to: context.item) }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to handle, such as `YoutuberCell.Action.subscribeTapped`.
  ///   - handler: Called with the action's context: its item (the ``CellActionHandling/Model``), index path, cell,
  ///     sender and time.
  /// - Returns: A token that removes the handler.
  /// - Complexity: O(1) per routed action, whatever the number of rows.
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable>(
    _ action: Action, _ handler: @escaping @MainActor (ActionContext<Action, Model>) -> Void
  ) -> HandlerToken {
    handlerRoute.add(Action.self, HandlerBodies.matching(action, handler))
  }

  /// Handles one action, holding `owner` weakly and passing it in; once the owner is gone the
  /// handler is removed.
  ///
  /// - Parameters:
  ///   - action: The action to handle.
  ///   - owner: Held weakly; usually `self`, so the handler needs no capture list.
  ///   - handler: Called with the owner and the action's context.
  /// - Returns: A token that removes the handler.
  /// - Complexity: O(1) per routed action.
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable, Owner: AnyObject>(
    _ action: Action, owner: Owner, _ handler: @escaping @MainActor (Owner, ActionContext<Action, Model>) -> Void
  ) -> HandlerToken {
    handlerRoute.add(Action.self, owner: owner, HandlerBodies.matching(action, handler))
  }

  /// Handles a case that carries a value, such as `Action.notificationsToggled(Bool)`, passing
  /// the value in.
  ///
  /// ```swift
  /// list.on(YoutuberCell.Action.notificationsToggled) { context, isOn in
  ///   model.setNotifications(isOn, for: context.item)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - embed: The case, such as `YoutuberCell.Action.notificationsToggled`.
  ///   - handler: Called with the action's context and the case's value.
  /// - Returns: A token that removes the handler.
  /// - Complexity: O(1) per routed action.
  @inlinable
  @discardableResult
  public func on<Action: CellAction, Payload>(
    _ embed: @escaping (Payload) -> Action,
    _ handler: @escaping @MainActor (ActionContext<Action, Model>, Payload) -> Void
  ) -> HandlerToken {
    handlerRoute.add(Action.self, HandlerBodies.extracting(embed, handler))
  }

  /// Handles a case that carries a value, holding `owner` weakly and passing it in.
  ///
  /// - Parameters:
  ///   - embed: The case, such as `YoutuberCell.Action.notificationsToggled`.
  ///   - owner: Held weakly; once it is gone the handler is removed.
  ///   - handler: Called with the owner, the action's context and the case's value.
  /// - Returns: A token that removes the handler.
  /// - Complexity: O(1) per routed action.
  @inlinable
  @discardableResult
  public func on<Action: CellAction, Payload, Owner: AnyObject>(
    _ embed: @escaping (Payload) -> Action, owner: Owner,
    _ handler: @escaping @MainActor (Owner, ActionContext<Action, Model>, Payload) -> Void
  ) -> HandlerToken {
    handlerRoute.add(Action.self, owner: owner, HandlerBodies.extracting(embed, handler))
  }

  /// Handles every action of a cell type; switch over `context.action`.
  ///
  /// - Parameters:
  ///   - type: The action type, such as `YoutuberCell.Action.self`.
  ///   - handler: Called with each action's context.
  /// - Returns: A token that removes the handler.
  /// - Complexity: O(1) per routed action.
  @inlinable
  @discardableResult
  public func on<Action: CellAction>(
    _ type: Action.Type, _ handler: @escaping @MainActor (ActionContext<Action, Model>) -> Void
  ) -> HandlerToken {
    handlerRoute.add(type) { context in
      handler(context)
      return true
    }
  }

  /// Handles every action of a cell type, holding `owner` weakly and passing it in.
  ///
  /// - Parameters:
  ///   - type: The action type, such as `YoutuberCell.Action.self`.
  ///   - owner: Held weakly; once it is gone the handler is removed.
  ///   - handler: Called with the owner and each action's context.
  /// - Returns: A token that removes the handler.
  /// - Complexity: O(1) per routed action.
  @inlinable
  @discardableResult
  public func on<Action: CellAction, Owner: AnyObject>(
    _ type: Action.Type, owner: Owner, _ handler: @escaping @MainActor (Owner, ActionContext<Action, Model>) -> Void
  ) -> HandlerToken {
    handlerRoute.add(type, owner: owner) { owner, context in
      handler(owner, context)
      return true
    }
  }
}

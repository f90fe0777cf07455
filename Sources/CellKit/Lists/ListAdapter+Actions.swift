import Foundation

extension ListAdapter {
  /// Handles one action of a cell type with the item of the row it came from, resolved when the
  /// action fires.
  ///
  /// - Parameters:
  ///   - action: The action to handle, such as `YoutuberCell.Action.subscribeTapped`.
  ///   - handler: Called with the action's context: its item, index path, cell and sender.
  /// - Returns: A token that removes the handler.
  /// - Complexity: O(1) per routed action, whatever the number of rows.
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable>(
    _ action: Action, _ handler: @escaping @MainActor (ActionContext<Action, Item>) -> Void
  ) -> HandlerToken {
    register(Action.self) { routed, sent, item in
      guard sent == action else { return false }
      handler(ActionContext(routed, action: sent, item: item))
      return true
    }
  }

  /// Handles one action, holding `owner` weakly and passing it in, so no `[weak self]` is needed;
  /// once the owner is gone the handler is removed.
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable, Owner: AnyObject>(
    _ action: Action, owner: Owner,
    _ handler: @escaping @MainActor (Owner, ActionContext<Action, Item>) -> Void
  ) -> HandlerToken {
    register(Action.self, owner: owner) { owner, routed, sent, item in
      guard sent == action else { return false }
      handler(owner, ActionContext(routed, action: sent, item: item))
      return true
    }
  }

  /// Handles a case that carries a value, such as `YoutuberCell.Action.notificationsToggled`,
  /// passing the value in.
  @inlinable
  @discardableResult
  public func on<Action: CellAction, Payload>(
    _ embed: @escaping (Payload) -> Action,
    _ handler: @escaping @MainActor (ActionContext<Action, Item>, Payload) -> Void
  ) -> HandlerToken {
    register(Action.self) { routed, sent, item in
      guard let payload = CasePayload.extract(embed, from: sent) else { return false }
      handler(ActionContext(routed, action: sent, item: item), payload)
      return true
    }
  }

  /// Handles a case that carries a value, holding `owner` weakly and passing it in.
  @inlinable
  @discardableResult
  public func on<Action: CellAction, Payload, Owner: AnyObject>(
    _ embed: @escaping (Payload) -> Action, owner: Owner,
    _ handler: @escaping @MainActor (Owner, ActionContext<Action, Item>, Payload) -> Void
  ) -> HandlerToken {
    register(Action.self, owner: owner) { owner, routed, sent, item in
      guard let payload = CasePayload.extract(embed, from: sent) else { return false }
      handler(owner, ActionContext(routed, action: sent, item: item), payload)
      return true
    }
  }

  /// Handles every action of a cell type; switch over `context.action`.
  @inlinable
  @discardableResult
  public func on<Action: CellAction>(
    _ type: Action.Type, _ handler: @escaping @MainActor (ActionContext<Action, Item>) -> Void
  ) -> HandlerToken {
    register(type) { routed, sent, item in
      handler(ActionContext(routed, action: sent, item: item))
      return true
    }
  }

  /// Handles every action of a cell type, holding `owner` weakly and passing it in.
  @inlinable
  @discardableResult
  public func on<Action: CellAction, Owner: AnyObject>(
    _ type: Action.Type, owner: Owner,
    _ handler: @escaping @MainActor (Owner, ActionContext<Action, Item>) -> Void
  ) -> HandlerToken {
    register(type, owner: owner) { owner, routed, sent, item in
      handler(owner, ActionContext(routed, action: sent, item: item))
      return true
    }
  }

  @inlinable
  func register<Action: CellAction>(
    _ type: Action.Type, _ body: @escaping @MainActor (RoutedAction, Action, Item) -> Bool
  ) -> HandlerToken {
    guard let host else { return HandlerToken.detached }
    return host.actions.add(type) { [weak self] routed, action in
      guard let self else { return .expired }
      guard case .item(let indexPath) = routed.location, let item = self.snapshot.item(at: indexPath)
      else { return .skipped }
      return body(routed, action, item) ? .handled : .skipped
    }
  }

  @inlinable
  func register<Action: CellAction, Owner: AnyObject>(
    _ type: Action.Type, owner: Owner,
    _ body: @escaping @MainActor (Owner, RoutedAction, Action, Item) -> Bool
  ) -> HandlerToken {
    guard let host else { return HandlerToken.detached }
    return host.actions.add(type) { [weak self, weak owner] routed, action in
      guard let self, let owner else { return .expired }
      guard case .item(let indexPath) = routed.location, let item = self.snapshot.item(at: indexPath)
      else { return .skipped }
      return body(owner, routed, action, item) ? .handled : .skipped
    }
  }
}

import Foundation

extension ListAdapter {
  /// Handles one action of a row's cell type with the item of the row it came from, resolved when
  /// the action fired.
  ///
  /// - Parameters:
  ///   - action: The action to handle, such as `YoutuberCell.Action.subscribeTapped`.
  ///   - handler: Called with the action's context: its item, index path, cell, sender and time.
  /// - Returns: A token that removes the handler.
  /// - Complexity: O(1) per routed action, whatever the number of rows.
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable>(
    _ action: Action, _ handler: @escaping @MainActor (ActionContext<Action, Item>) -> Void
  ) -> HandlerToken {
    register(Action.self, model: Item.self, rows: true, HandlerBodies.matching(action, handler))
  }

  /// Handles one action, holding `owner` weakly and passing it in, so no `[weak self]` is needed;
  /// once the owner is gone the handler is removed.
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable, Owner: AnyObject>(
    _ action: Action, owner: Owner,
    _ handler: @escaping @MainActor (Owner, ActionContext<Action, Item>) -> Void
  ) -> HandlerToken {
    register(Action.self, model: Item.self, rows: true, owner: owner, HandlerBodies.matching(action, handler))
  }

  /// Handles a case that carries a value, such as `YoutuberCell.Action.notificationsToggled`,
  /// passing the value in.
  @inlinable
  @discardableResult
  public func on<Action: CellAction, Payload>(
    _ embed: @escaping (Payload) -> Action,
    _ handler: @escaping @MainActor (ActionContext<Action, Item>, Payload) -> Void
  ) -> HandlerToken {
    register(Action.self, model: Item.self, rows: true, HandlerBodies.extracting(embed, handler))
  }

  /// Handles a case that carries a value, holding `owner` weakly and passing it in.
  @inlinable
  @discardableResult
  public func on<Action: CellAction, Payload, Owner: AnyObject>(
    _ embed: @escaping (Payload) -> Action, owner: Owner,
    _ handler: @escaping @MainActor (Owner, ActionContext<Action, Item>, Payload) -> Void
  ) -> HandlerToken {
    register(Action.self, model: Item.self, rows: true, owner: owner, HandlerBodies.extracting(embed, handler))
  }

  /// Handles every action of a cell type; switch over `context.action`.
  @inlinable
  @discardableResult
  public func on<Action: CellAction>(
    _ type: Action.Type, _ handler: @escaping @MainActor (ActionContext<Action, Item>) -> Void
  ) -> HandlerToken {
    register(type, model: Item.self, rows: true) { context in
      handler(context)
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
    register(type, model: Item.self, rows: true, owner: owner) { owner, context in
      handler(owner, context)
      return true
    }
  }

  // MARK: Section actions

  /// Handles one action of a section's header or footer view with the section's model, resolved
  /// when the action fired.
  ///
  /// ```swift
  /// list.on(section: CategoryHeader.Action.seeAllTapped) { context in
  ///   print("see all of \(context.item) in section \(context.section)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to handle, such as `CategoryHeader.Action.seeAllTapped`.
  ///   - handler: Called with the action's context; its `item` is the section's model and its
  ///     `section` the section's index.
  /// - Returns: A token that removes the handler.
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable>(
    section action: Action, _ handler: @escaping @MainActor (ActionContext<Action, Section>) -> Void
  ) -> HandlerToken {
    register(Action.self, model: Section.self, rows: false, HandlerBodies.matching(action, handler))
  }

  /// Handles one action of a header or footer view, holding `owner` weakly and passing it in.
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable, Owner: AnyObject>(
    section action: Action, owner: Owner,
    _ handler: @escaping @MainActor (Owner, ActionContext<Action, Section>) -> Void
  ) -> HandlerToken {
    register(Action.self, model: Section.self, rows: false, owner: owner, HandlerBodies.matching(action, handler))
  }

  /// Handles a case of a header or footer action that carries a value, passing the value in.
  @inlinable
  @discardableResult
  public func on<Action: CellAction, Payload>(
    section embed: @escaping (Payload) -> Action,
    _ handler: @escaping @MainActor (ActionContext<Action, Section>, Payload) -> Void
  ) -> HandlerToken {
    register(Action.self, model: Section.self, rows: false, HandlerBodies.extracting(embed, handler))
  }

  /// Handles every action of a header or footer view type; switch over `context.action`.
  @inlinable
  @discardableResult
  public func on<Action: CellAction>(
    section type: Action.Type, _ handler: @escaping @MainActor (ActionContext<Action, Section>) -> Void
  ) -> HandlerToken {
    register(type, model: Section.self, rows: false) { context in
      handler(context)
      return true
    }
  }

  // MARK: Registration

  /// Registers `body` for actions of type `Action` resolved with a `Model`: a row's item
  /// (`Model == Item`) or, for the `on(section:)` family, a header's or footer's section.
  @inlinable
  func register<Action: CellAction, Model>(
    _ type: Action.Type, model: Model.Type, rows: Bool,
    _ body: @escaping @MainActor (ActionContext<Action, Model>) -> Bool
  ) -> HandlerToken {
    guard let router else { return HandlerToken.detached }
    let adapterID = routingID
    return router.add(type) { [weak self] routed, action in
      // An event this adapter resolved shows it alive; only another's needs the weak reference.
      guard routed.resolution.resolvedBy == adapterID || self != nil else { return .expired }
      guard let context = Self.context(routed, action, Model.self, rows: rows) else { return .skipped }
      return body(context) ? .handled : .skipped
    }
  }

  @inlinable
  func register<Action: CellAction, Model, Owner: AnyObject>(
    _ type: Action.Type, model: Model.Type, rows: Bool, owner: Owner,
    _ body: @escaping @MainActor (Owner, ActionContext<Action, Model>) -> Bool
  ) -> HandlerToken {
    guard let router else { return HandlerToken.detached }
    let adapterID = routingID
    return router.add(type) { [weak self, weak owner] routed, action in
      guard routed.resolution.resolvedBy == adapterID || self != nil, let owner else { return .expired }
      guard let context = Self.context(routed, action, Model.self, rows: rows) else { return .skipped }
      return body(owner, context) ? .handled : .skipped
    }
  }

  /// The typed context of a routed action, or nil when it comes from the other kind of location:
  /// a header or footer for a handler of `rows`, a row for an `on(section:)` handler.
  @inlinable
  static func context<Action, Model>(
    _ routed: RoutedAction, _ action: Action, _ model: Model.Type, rows: Bool
  ) -> ActionContext<Action, Model>? {
    guard routed.location.isItem == rows, let resolved = routed.resolution as? ResolvedModel<Model> else {
      return nil
    }
    return ActionContext(routed, action: action, item: resolved.model)
  }
}

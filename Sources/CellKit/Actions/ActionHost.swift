/// A list that shows cells and routes their actions: the terminal `TableView`, and `UITableView`
/// or `UICollectionView` through the UIKit adapter.
@MainActor
public protocol ActionHost: AnyObject {
  /// Where `view` is shown now, or nil when this host does not show it.
  ///
  /// - Complexity: O(1).
  func location(of view: any ActionSender) -> ActionLocation?

  /// The router that delivers actions sent by this host's cells to their handlers.
  var actions: ActionRouter { get }

  /// Where the work CellKit does later for this host runs: its cells' tasks, snapshots applied
  /// while it configured a view, observed changes. A ``MainActorScheduler`` unless the host says
  /// otherwise (a terminal view, its application's).
  var scheduler: any MainScheduler { get }
}

extension ActionHost {
  /// A ``MainActorScheduler``: the host's later work runs on the main actor's next turns.
  public var scheduler: any MainScheduler { MainActorScheduler() }
}

extension ActionHost {
  /// Handles one action of a cell type on this host, with the location it had when it fired.
  ///
  /// Without a list adapter a host knows index paths, not items; with one, register on the
  /// adapter to receive the item too.
  ///
  /// ```swift
  /// tableView.on(ButtonCell.Action.buttonTapped) { context in print(context.indexPath) }
  /// ```
  ///
  /// - Returns: A token that removes the handler.
  @discardableResult
  public func on<Action: CellAction & Equatable>(
    _ action: Action, _ handler: @escaping @MainActor (ActionContext<Action, Void>) -> Void
  ) -> HandlerToken {
    actions.add(Action.self) { routed, sent in
      guard sent == action else { return .skipped }
      handler(ActionContext(routed, action: sent, item: ()))
      return .handled
    }
  }

  /// Handles one action, holding `owner` weakly and passing it in.
  @discardableResult
  public func on<Action: CellAction & Equatable, Owner: AnyObject>(
    _ action: Action, owner: Owner,
    _ handler: @escaping @MainActor (Owner, ActionContext<Action, Void>) -> Void
  ) -> HandlerToken {
    actions.add(Action.self) { [weak owner] routed, sent in
      guard let owner else { return .expired }
      guard sent == action else { return .skipped }
      handler(owner, ActionContext(routed, action: sent, item: ()))
      return .handled
    }
  }

  /// Handles a case that carries a value, such as `Action.notificationsToggled`, passing it in.
  @discardableResult
  public func on<Action: CellAction, Payload>(
    _ embed: @escaping (Payload) -> Action,
    _ handler: @escaping @MainActor (ActionContext<Action, Void>, Payload) -> Void
  ) -> HandlerToken {
    actions.add(Action.self) { routed, sent in
      guard let payload = CasePayload.extract(embed, from: sent, sent: routed.payload) else { return .skipped }
      handler(ActionContext(routed, action: sent, item: ()), payload)
      return .handled
    }
  }

  /// Handles a case that carries a value, holding `owner` weakly and passing it in.
  @discardableResult
  public func on<Action: CellAction, Payload, Owner: AnyObject>(
    _ embed: @escaping (Payload) -> Action, owner: Owner,
    _ handler: @escaping @MainActor (Owner, ActionContext<Action, Void>, Payload) -> Void
  ) -> HandlerToken {
    actions.add(Action.self) { [weak owner] routed, sent in
      guard let owner else { return .expired }
      guard let payload = CasePayload.extract(embed, from: sent, sent: routed.payload) else { return .skipped }
      handler(owner, ActionContext(routed, action: sent, item: ()), payload)
      return .handled
    }
  }

  /// Handles every action of a cell type on this host; switch over `context.action`.
  @discardableResult
  public func on<Action: CellAction>(
    _ type: Action.Type, _ handler: @escaping @MainActor (ActionContext<Action, Void>) -> Void
  ) -> HandlerToken {
    actions.add(type) { routed, sent in
      handler(ActionContext(routed, action: sent, item: ()))
      return .handled
    }
  }

  /// Handles every action of a cell type, holding `owner` weakly and passing it in.
  @discardableResult
  public func on<Action: CellAction, Owner: AnyObject>(
    _ type: Action.Type, owner: Owner,
    _ handler: @escaping @MainActor (Owner, ActionContext<Action, Void>) -> Void
  ) -> HandlerToken {
    actions.add(type) { [weak owner] routed, sent in
      guard let owner else { return .expired }
      handler(owner, ActionContext(routed, action: sent, item: ()))
      return .handled
    }
  }
}

extension ActionContext {
  @inlinable
  package init(_ routed: RoutedAction, action: Action, item: Item) {
    self.init(
      action: action, location: routed.location, item: item, cell: routed.cell, sender: routed.sender,
      time: routed.resolution.time, payload: routed.payload)
  }
}

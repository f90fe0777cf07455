/// A list that shows cells and routes their actions: the terminal `TableView`, and `UITableView`
/// or `UICollectionView` through the UIKit adapter.
@MainActor
public protocol ActionHost: AnyObject {
  /// Where `view` is shown now, or nil when this host does not show it.
  ///
  /// - Complexity: O(1).
  func location(of view: any ActionSender) -> ActionLocation?

  /// The router that delivers actions sent by this host's cells to handlers and delegates.
  var actions: ActionRouter { get }
}

extension ActionHost {
  /// Handles one action of a cell type on this host, with the row's current location.
  ///
  /// ```swift
  /// tableView.on(ButtonCell.Action.buttonTapped) { context in print(context.indexPath) }
  /// ```
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable>(
    _ action: Action, _ handler: @escaping @MainActor (CellActionContext<Action>) -> Void
  ) -> HandlerToken {
    actions.on(action) { routed in
      handler(CellActionContext(routed, action: action, item: ()))
    }
  }

  /// Handles every action of a cell type on this host.
  @inlinable
  @discardableResult
  public func on<Action: CellAction>(
    _ type: Action.Type, _ handler: @escaping @MainActor (CellActionContext<Action>) -> Void
  ) -> HandlerToken {
    actions.on(type) { routed, action in
      handler(CellActionContext(routed, action: action, item: ()))
    }
  }

  /// Handles one action of a cell type, holding `owner` weakly and passing it in.
  @inlinable
  @discardableResult
  public func on<Action: CellAction & Equatable, Owner: AnyObject>(
    _ action: Action, owner: Owner,
    _ handler: @escaping @MainActor (Owner, CellActionContext<Action>) -> Void
  ) -> HandlerToken {
    actions.on(action, owner: owner) { owner, routed in
      handler(owner, CellActionContext(routed, action: action, item: ()))
    }
  }
}

extension ActionContext {
  @inlinable
  package init(_ routed: RoutedAction, action: Action, item: Item) {
    self.init(
      action: action, location: routed.location, item: item, cell: routed.cell, sender: routed.sender,
      time: routed.time)
  }
}

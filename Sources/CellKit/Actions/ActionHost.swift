/// A list that shows cells and routes their actions: the terminal `TableView`, and `UITableView`
/// or `UICollectionView` through the UIKit adapter.
@MainActor
public protocol ActionHost: AnyObject, CellActionHandling where Model == Void {
  /// Where `view` is shown now, or nil when this host does not show it.
  ///
  /// - Complexity: O(1).
  @_spi(CellKitPlatform)
  func location(of view: any ActionSender) -> ActionLocation?

  /// The column `view` is shown in, in a list with columns; nil in a list of rows.
  ///
  /// - Complexity: O(1).
  @_spi(CellKitPlatform)
  func column(of view: any ActionSender) -> ColumnID?

  /// The router that delivers actions sent by this host's cells to their handlers.
  var actions: ActionRouter { get }

  /// Where the work CellKit does later for this host runs: its cells' tasks, snapshots applied
  /// while it configured a view, observed changes. A ``MainActorScheduler`` unless the host says
  /// otherwise (a terminal view, its application's).
  @_spi(CellKitPlatform)
  var scheduler: any MainScheduler { get }
}

extension ActionHost {
  /// A ``MainActorScheduler``: the host's later work runs on the main actor's next turns.
  @_spi(CellKitPlatform)
  public var scheduler: any MainScheduler { MainActorScheduler() }

  /// Nil: a list of rows.
  @_spi(CellKitPlatform)
  public func column(of view: any ActionSender) -> ColumnID? { nil }
}

extension ActionHost {
  /// Handlers registered on the host itself: their context has the location of the action, and no
  /// item (`Void`). With a ``ListAdapter``, register on the adapter to receive the item too.
  ///
  /// ```swift
  /// tableView.on(ButtonCell.Action.buttonTapped) { context in print(context.indexPath) }
  /// ```
  public var handlerRoute: HandlerRoute<Void> {
    HandlerRoute(router: actions) { _ in .item(()) }
  }
}

import Foundation

/// The typed actions of a list view's cells, routed to handlers with the item identifier the app's
/// own data source shows at the row when each action fires.
///
/// For an app that keeps Apple's diffable data source and its cell registrations, and takes
/// CellKit for its routing only: the cells are ``ActionCell``s whose controls send their actions as
/// with a ``ListAdapter``, and the UIKit and AppKit modules make the routing from the data source
/// and its view:
///
/// ```swift
/// let actions = dataSource.cellActions(in: tableView)
/// actions.on(YoutuberCell.Action.subscribeTapped, owner: self) { owner, context in
///   owner.toggleSubscription(of: context.item)
/// }
/// ```
///
/// `context.item` is the identifier the data source has at `context.indexPath` when the tap fires.
/// Each event is resolved once: every handler here, the view's own handlers and every
/// ``ControlEventCenter`` observer see the same index path and identifier, even when a handler
/// applies a new snapshot before the others run; an action from a cell the view no longer shows is
/// not delivered, and a ``Diagnostic`` says so.
///
/// Handlers belong to the view: the value need not be kept. A view is driven either by a
/// ``ListAdapter`` or by the app's own data source, not both (asking for both stops with a message
/// saying so). Only rows' actions are routed here; a header's or footer's action reaches the
/// view's own handlers (its `on` methods as an ``ActionHost``) with its section.
@MainActor
public final class CellActions<ItemIdentifier: Hashable>: CellActionHandling {
  private let router: ActionRouter

  /// Routes the actions of `host`'s cells with the identifier `identifier` gives for their index
  /// path when they fire (nil where the data source has no item).
  ///
  /// - Precondition: No ``ListAdapter`` drives `host`, and no routing with identifiers of another
  ///   type was made for it.
  package init(host: any ActionHost, identifier: @escaping @MainActor (IndexPath) -> ItemIdentifier?) {
    if let conflict = CellActions.routingConflict(in: host) { preconditionFailure(conflict) }
    router = host.actions
    router.resolver = EventResolver(owner: CellActions.owner) { location, cell, _ in
      guard case .item(let indexPath) = location else { return Resolution(location: location, cell: cell) }
      guard let item = identifier(indexPath) else {
        Diagnostics.report(
          Diagnostic(
            .undeliveredAction,
            """
            A cell at \(indexPath) sent an action, but the data source has no item identifier there \
            (or is gone), so no CellActions handler received it. Apply the snapshot that shows the \
            row before its cell can be tapped, and keep the data source.
            """))
        return Resolution(location: location, cell: cell)
      }
      return ResolvedModel(location: location, cell: cell, model: item)
    }
  }

  /// Who this routing says it is on its host's router, which a ``ListAdapter`` checks.
  private static var owner: EventResolver.Owner { .cellActions(of: ItemIdentifier.self) }

  /// Why `host`'s actions cannot be routed here: the message the initializer stops with when a
  /// ``ListAdapter`` or a routing with identifiers of another type already routes them; nil when
  /// they can.
  package static func routingConflict(in host: any ActionHost) -> String? {
    guard let current = host.actions.resolver?.owner, current != owner else { return nil }
    return """
      cellActions(in:) was asked for \(type(of: host)), whose actions are already routed by \(current): \
      a view is driven either by a ListAdapter or by one data source of the app's own, so route \
      its actions through that one.
      """
  }

  /// Handlers of this routing: their context's `item` is the identifier the data source had at the
  /// row when the action fired. Only rows' actions come here.
  public var handlerRoute: HandlerRoute<ItemIdentifier> {
    HandlerRoute(router: router) { routed in
      guard routed.location.isItem, let resolved = routed.resolution as? ResolvedModel<ItemIdentifier> else {
        return .notTaken
      }
      return .item(resolved.model)
    }
  }
}

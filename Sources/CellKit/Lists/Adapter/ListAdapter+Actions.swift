import Foundation

extension ListAdapter: CellActionHandling {
  /// Handlers of rows' actions: their context's `item` is the item of the row the action came
  /// from, resolved when the action fired.
  ///
  /// ```swift
  /// list.on(YoutuberCell.Action.subscribeTapped, owner: self) { owner, context in
  ///   owner.subscribe(to: context.item)
  /// }
  /// ```
  @inlinable
  public var handlerRoute: HandlerRoute<Item> { route(to: Item.self, rows: true) }

  /// Where the actions of the sections' header and footer views are handled, with the section's
  /// model as the context's `item` and its index as `section`.
  ///
  /// ```swift
  /// list.headersAndFooters.on(CategoryHeader.Action.seeAllTapped) { context in
  ///   print("see all of \(context.item) in section \(context.section)")
  /// }
  /// ```
  public var headersAndFooters: SectionActionHandlers<Section> {
    SectionActionHandlers(handlerRoute: route(to: Section.self, rows: false))
  }

  /// A route for handlers whose item is a `Model` resolved at a row (`rows`) or at a header or
  /// footer; they expire with the adapter.
  @inlinable
  func route<Model>(to model: Model.Type, rows: Bool) -> HandlerRoute<Model> {
    let adapterID = routingID
    return HandlerRoute(router: router, group: adapterID) { [weak self] routed in
      // An event this adapter resolved shows it alive; only another's needs the weak reference.
      // Another adapter's events (one that took this adapter's host over) are not for these.
      guard routed.resolution.resolvedBy == adapterID else { return self == nil ? .expired : .notTaken }
      guard routed.location.isItem == rows, let resolved = routed.resolution as? ResolvedModel<Model> else {
        return .notTaken
      }
      return .item(resolved.model)
    }
  }
}

/// Where the actions of a list's header and footer views are handled: a list adapter's
/// ``ListAdapter/headersAndFooters``. Their context's `item` is the section's model.
@MainActor
public struct SectionActionHandlers<Section>: CellActionHandling {
  /// The route of the adapter's header and footer actions.
  public let handlerRoute: HandlerRoute<Section>
}

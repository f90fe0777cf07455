import Foundation

extension ListAdapter {
  /// Declares the actions revealed at each row's trailing edge: a swipe to the left on iOS; Left
  /// (from the row's first control) or a right-click in the terminal, where Enter runs the focused
  /// action and Right or Escape hides them.
  ///
  /// - Parameter actions: The actions of a row, from its item; an empty array for none. Asked each
  ///   time the actions are revealed. A later call replaces it.
  public func trailingActions(_ actions: @escaping @MainActor (Item) -> [RowAction<Item>]) {
    callbacks.rowActions[.trailing] = actions
  }

  /// Declares the trailing actions with `owner` held weakly and passed in, so the actions can call
  /// it without a capture list; once the owner is gone, rows have no actions.
  ///
  /// ```swift
  /// list.trailingActions(owner: self) { owner, youtuber in
  ///   [RowAction("Delete", style: .destructive) { context in owner.delete(context.item) }]
  /// }
  /// ```
  public func trailingActions<Owner: AnyObject>(
    owner: Owner, _ actions: @escaping @MainActor (Owner, Item) -> [RowAction<Item>]
  ) {
    callbacks.rowActions[.trailing] = { [weak owner] item in owner.map { actions($0, item) } ?? [] }
  }

  /// Declares the actions revealed at each row's leading edge: a swipe to the right on iOS.
  ///
  /// - Parameter actions: The actions of a row, from its item; an empty array for none.
  public func leadingActions(_ actions: @escaping @MainActor (Item) -> [RowAction<Item>]) {
    callbacks.rowActions[.leading] = actions
  }

  /// Declares the leading actions with `owner` held weakly and passed in.
  public func leadingActions<Owner: AnyObject>(
    owner: Owner, _ actions: @escaping @MainActor (Owner, Item) -> [RowAction<Item>]
  ) {
    callbacks.rowActions[.leading] = { [weak owner] item in owner.map { actions($0, item) } ?? [] }
  }

  func rowActionLabels(at indexPath: IndexPath, edge: RowEdge) -> [RowActionLabel] {
    guard let actions = callbacks.rowActions[edge], let item = presentation.shown.item(at: indexPath) else { return [] }
    return Self.distinct(actions(item), edge: edge).map(\.label)
  }

  /// Performs a row action: resolves the row once, as for a cell action, then runs the action with
  /// that id among the actions of the item it shows now.
  func performRowAction(_ id: String, edge: RowEdge, at indexPath: IndexPath) {
    guard let host, let actions = callbacks.rowActions[edge] else { return }
    let cell = host.visibleViews.first { $0.location == .item(indexPath) }?.view
    host.actions.deliverEvent(at: .item(indexPath), cell: cell) { resolution in
      guard let item = (resolution as? ResolvedModel<Item>)?.model,
        let action = Self.distinct(actions(item), edge: edge).first(where: { $0.id == id })
      else { return }
      action.handler(
        ActionContext(
          action: id, location: resolution.location, item: item, cell: cell ?? host, sender: nil,
          time: resolution.time))
    }
  }

  /// A row's actions with each id once: a later action with the id of an earlier one is left out,
  /// with a diagnostic, since picking it could not say which of them to run.
  private static func distinct(_ actions: [RowAction<Item>], edge: RowEdge) -> [RowAction<Item>] {
    var seen = Set<String>()
    return actions.filter { action in
      guard seen.insert(action.id).inserted else {
        Diagnostics.report(
          Diagnostic(
            .duplicateIdentity,
            """
            Two \(edge) row actions of one row have the id "\(action.id)", so the second ("\(action.title)") \
            is not shown: a picked action is run by its id. Give each action of a row its own id \
            (RowAction(_:id:…), whose id is its title unless given).
            """))
        return false
      }
      return true
    }
  }
}

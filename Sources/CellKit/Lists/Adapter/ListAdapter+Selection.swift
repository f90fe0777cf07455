import Foundation

extension ListAdapter {
  /// The selected items, in list order, as the last applied ``snapshot`` holds them.
  ///
  /// The selection is kept by identity: a selected item stays selected wherever a snapshot moves it
  /// (another section, a shuffle, an insert or delete around it), and leaves the selection
  /// when a snapshot deletes it, with ``onDeselect(_:)`` told.
  ///
  /// - Complexity: O(n) for n items.
  public var selectedItems: [Item] {
    guard !presentation.selectedIDs.isEmpty else { return [] }
    return snapshot.items.flatMap { $0.filter { presentation.selectedIDs.contains($0.differenceIdentifier) } }
  }

  /// Whether `item` (by its identity) is selected; for configuring a cell, for example.
  ///
  /// - Complexity: O(1).
  public func isSelected(_ item: Item) -> Bool {
    presentation.selectedIDs.contains(item.differenceIdentifier)
  }

  /// Adds `item` to the selection (replacing it, with one selection allowed) without telling the
  /// selection handlers, as UIKit's `selectRow(at:animated:scrollPosition:)` does.
  ///
  /// An item the list does not have (by identity) is not selected: a selection only holds items
  /// the list shows, or hides in a collapsed section. An item of a snapshot applied and not shown
  /// yet (applied from a configure closure, say) is selected, and shown selected once it shows.
  public func select(_ item: Item) {
    let id = item.differenceIdentifier
    // The identity counts are of the rows shown; `snapshot` also holds one applied, not shown yet.
    let isShown =
      pendingAnimates == nil && presentation.identities.isKept && presentation.identities.contains(id)
    guard isShown || !loops.items(snapshot, [id]).isEmpty else { return }
    change(.select(id, allowsMultiple: allowsMultipleSelection))
    showSelection()
  }

  /// Removes `item` from the selection without telling the handlers.
  public func deselect(_ item: Item) {
    guard change(.deselect([item.differenceIdentifier])) else { return }
    showSelection()
  }

  /// Calls `handler` with the item and index path of each row the user selects.
  public func onSelect(_ handler: @escaping @MainActor (Item, IndexPath) -> Void) {
    callbacks.selectionHandlers.append(handler)
  }

  /// Calls `handler` with `owner` (held weakly), the item and index path of each selected row.
  public func onSelect<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Item, IndexPath) -> Void
  ) {
    callbacks.selectionHandlers.append { [weak owner] item, indexPath in
      if let owner { handler(owner, item, indexPath) }
    }
  }

  /// Calls `handler` when an item leaves the selection: the user deselected it, selected another
  /// row with one selection allowed, or a snapshot deleted it (the index path is then where it was).
  public func onDeselect(_ handler: @escaping @MainActor (Item, IndexPath) -> Void) {
    callbacks.deselectionHandlers.append(handler)
  }

  /// Calls `handler` with `owner` (held weakly) when an item leaves the selection.
  public func onDeselect<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Item, IndexPath) -> Void
  ) {
    callbacks.deselectionHandlers.append { [weak owner] item, indexPath in
      if let owner { handler(owner, item, indexPath) }
    }
  }

  /// The user selected the row at `indexPath`: resolves it once and delivers the selection (or,
  /// for a selected row with several selections allowed, the deselection) to the handlers and then
  /// the delegate.
  func didSelect(at shownIndexPath: IndexPath) {
    host?.actions.deliverEvent(at: .item(shownIndexPath)) { resolution in
      guard let item = (resolution as? ResolvedModel<Item>)?.model, case .item(let indexPath) = resolution.location
      else { return }
      let id = item.differenceIdentifier
      let selection = presentation.userSelection(of: id, allowsMultiple: allowsMultipleSelection)
      change(ListPresentation.change(selecting: id, as: selection, allowsMultiple: allowsMultipleSelection))
      showSelection()
      guard case .selected(let replacedIDs) = selection else { return tellDeselected(item, at: indexPath) }
      for (item, indexPath) in Self.items(replacedIDs, in: presentation.presentedFrom) {
        tellDeselected(item, at: indexPath)
      }
      for handler in callbacks.selectionHandlers { handler(item, indexPath) }
      callbacks.delegateCalls?.didSelect(item, indexPath)
    }
  }

  /// Drops from the selection the items `before` shows and the shown snapshot no longer has,
  /// telling the handlers where they were; then shows the selection.
  func pruneSelection(before: Snapshot<Section, Item>) {
    guard !presentation.selectedIDs.isEmpty else { return }
    // The snapshot is searched only for selected items no row shows: those it has are hidden, or
    // in a snapshot app code applied during this update, shown once it is over.
    let gone = presentation.goneSelection(shown: shownIdentities(among:)) { [loops, snapshot] in
      Set(loops.items(snapshot, $0).map(\.differenceIdentifier))
    }
    change(.deselect(gone))
    let removed = Self.items(gone, in: before)
    showSelection()
    for (item, indexPath) in removed { tellDeselected(item, at: indexPath) }
  }

  /// Tells the host which rows of the shown snapshot are selected.
  func showSelection() {
    guard let host else { return }
    host.showSelection(Set(Self.items(presentation.selectedIDs, in: presentation.shown).map(\.1)))
  }

  /// The items of `snapshot` whose identity is in `ids`, with their index paths.
  private static func items(_ ids: Set<Item.DifferenceIdentifier>, in snapshot: Snapshot<Section, Item>)
    -> [(Item, IndexPath)]
  {
    guard !ids.isEmpty else { return [] }
    var result: [(Item, IndexPath)] = []
    for (s, section) in snapshot.items.enumerated() {
      for (row, item) in section.enumerated() where ids.contains(item.differenceIdentifier) {
        result.append((item, IndexPath(row: row, section: s)))
      }
    }
    return result
  }

  private func tellDeselected(_ item: Item, at indexPath: IndexPath) {
    for handler in callbacks.deselectionHandlers { handler(item, indexPath) }
    callbacks.delegateCalls?.didDeselect(item, indexPath)
  }
}

import Foundation

extension ListAdapter {
  /// Calls `handler` with the item and index path of each row the user selects.
  public func onSelect(_ handler: @escaping @MainActor (Item, IndexPath) -> Void) {
    selectionHandlers.append(handler)
  }

  /// Calls `handler` with `owner` (held weakly), the item and index path of each selected row.
  public func onSelect<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Item, IndexPath) -> Void
  ) {
    selectionHandlers.append { [weak owner] item, indexPath in
      if let owner { handler(owner, item, indexPath) }
    }
  }

  /// Delivers a selection, resolved once, to the handlers and then the delegate.
  func didSelect(at indexPath: IndexPath) {
    guard let router = host?.actions else { return }
    let resolution = router.resolve(.item(indexPath))
    guard let item = (resolution as? ResolvedModel<Item>)?.model else { return }
    router.deliver(resolution) {
      for handler in selectionHandlers { handler(item, indexPath) }
      delegateCalls?.didSelect(item, indexPath)
    }
  }
}

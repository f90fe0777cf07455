/// A ``ListAdapterDelegate``'s methods, captured with the delegate's concrete type so that calling
/// them needs no runtime support for constrained existentials (iOS 16).
@MainActor
struct DelegateCalls<Item: Differentiable> {
  /// The delegate, held weakly.
  weak var object: AnyObject?
  let didReceive: @MainActor (ActionContext<any CellAction, Item>) -> Void
  let didSelect: @MainActor (Item, IndexPath) -> Void
  let didDeselect: @MainActor (Item, IndexPath) -> Void

  init<Delegate: ListAdapterDelegate>(_ delegate: Delegate) where Delegate.Item == Item {
    object = delegate
    didReceive = { [weak delegate] context in delegate?.list(didReceive: context) }
    didSelect = { [weak delegate] item, indexPath in delegate?.list(didSelect: item, at: indexPath) }
    didDeselect = { [weak delegate] item, indexPath in delegate?.list(didDeselect: item, at: indexPath) }
  }
}

import Foundation

extension ListAdapter {
  /// The delegate that receives every action with its item, and every selection, the delegate way.
  ///
  /// Held weakly. Available where the runtime supports constrained existential types (iOS 16,
  /// macOS 13); on earlier iOS versions use the closure handlers, which cover the same events.
  @available(iOS 16, tvOS 16, watchOS 9, *)
  public var delegate: (any ListAdapterDelegate<Item>)? {
    get { callbacks.delegateCalls?.object as? any ListAdapterDelegate<Item> }
    set {
      callbacks.delegateCalls = newValue.map { DelegateCalls($0) }
      routeToDelegate(callbacks.delegateCalls != nil)
    }
  }

  /// Routes every action of the host's cells to the delegate, or stops doing so.
  private func routeToDelegate(_ on: Bool) {
    guard on != (callbacks.delegateToken != nil) else { return }
    guard on, let host else {
      callbacks.delegateToken?.remove()
      callbacks.delegateToken = nil
      return
    }
    callbacks.delegateToken = host.actions.addCatchAll(group: routingID) { [weak self] routed in
      guard let self else { return .expired }
      guard routed.resolution.resolvedBy == routingID, let delegate = self.callbacks.delegateCalls,
        delegate.object != nil, case .item = routed.location,
        let item = (routed.resolution as? ResolvedModel<Item>)?.model
      else { return .skipped }
      delegate.didReceive(ActionContext(routed, action: routed.action, item: item))
      return .handled
    }
  }
}

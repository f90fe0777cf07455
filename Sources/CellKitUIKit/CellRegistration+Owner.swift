#if canImport(UIKit) && !os(watchOS)
  import UIKit
  @_spi(CellKitPlatform) import CellKit

  @available(tvOS 14.0, *)
  extension UICollectionView.CellRegistration {
    /// A registration whose handler is passed `owner`, held weakly, and runs as one CellKit
    /// configuration of the cell.
    ///
    /// ```swift
    /// let cell = UICollectionView.CellRegistration<YoutuberListCell, Youtuber.ID>(owner: self) { owner, cell, _, id in
    ///   guard let youtuber = owner.youtubers[id] else { return }
    ///   let subscribers = owner.counts.cached(for: id)
    ///   cell.show(youtuber, subscribers: subscribers)
    /// ```
    ///
    /// Handlers the closure adds to the cell's controls, and tasks it starts with
    /// `task(_:then:)`, end when the cell is configured for another item (or, for a ``ListCell``
    /// or ``CollectionCell``, reused); configured again for the same item, as
    /// `reconfigureItems(_:)` does, its tasks run on. Once the owner is gone the cell is dequeued
    /// unconfigured.
    ///
    /// - Parameters:
    ///   - owner: The object the handler needs, typically the view controller.
    ///   - handler: Configures `cell` for `item`, shown at `indexPath`.
    @MainActor
    public init<Owner: AnyObject>(
      owner: Owner, handler: @escaping @MainActor (Owner, Cell, IndexPath, Item) -> Void
    ) {
      self.init { [weak owner] cell, indexPath, item in
        MainActor.assumeIsolated {
          guard let owner else { return }
          cell.reuseScope.reconfiguring(identity: item as? AnyHashable) { handler(owner, cell, indexPath, item) }
        }
      }
    }
  }
#endif

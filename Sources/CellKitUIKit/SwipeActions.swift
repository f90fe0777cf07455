#if canImport(UIKit)
  import UIKit

  /// The row actions `source` declares at `edge` of the row at `indexPath`, as UIKit's swipe actions,
  /// or nil for none. Each runs the action of the same title for the item the swipe began on,
  /// wherever updates have moved it by the time it is tapped, resolved when it is tapped.
  @MainActor
  func swipeActionsConfiguration(
    from source: any ListDataSource, host: any ListHost, at indexPath: IndexPath, edge: RowEdge
  ) -> UISwipeActionsConfiguration? {
    let actions = BoundRowAction.actions(of: source, at: indexPath, edge: edge, on: host)
    return actions.isEmpty
      ? nil
      : UISwipeActionsConfiguration(
        actions: actions.map { action in
          UIContextualAction(
            style: action.label.isDestructive ? .destructive : .normal, title: action.label.title
          ) { _, _, completion in
            completion(action.perform())
          }
        })
  }

  #if !os(tvOS)
    @available(iOS 14.0, *)
    extension ListAdapter {
      /// Makes the row actions this adapter declares (``ListAdapter/trailingActions(_:)`` and
      /// ``ListAdapter/leadingActions(_:)``) the swipe actions of a collection view with a list
      /// layout, as a table view gets them without asking:
      ///
      /// ```swift
      /// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      /// list.addSwipeActions(to: &configuration)
      /// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
      /// ```
      ///
      /// - Parameter configuration: The list configuration whose swipe action providers are set.
      public func addSwipeActions(to configuration: inout UICollectionLayoutListConfiguration) {
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          MainActor.assumeIsolated { self?.swipeActions(at: indexPath, edge: .leading) }
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          MainActor.assumeIsolated { self?.swipeActions(at: indexPath, edge: .trailing) }
        }
      }

      private func swipeActions(at indexPath: IndexPath, edge: RowEdge) -> UISwipeActionsConfiguration? {
        guard let host else { return nil }
        return swipeActionsConfiguration(from: self, host: host, at: indexPath, edge: edge)
      }
    }
  #endif
#endif

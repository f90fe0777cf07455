#if canImport(UIKit)
  import CellKitUIKit
  import UIKit

  /// The subscriptions list with CellKit's routing on Apple's diffable data source: the cell's
  /// Subscribe button and notifications switch send typed actions, which reach the controller with
  /// the id the data source shows at the row when they fire; the registration's configuration ends,
  /// with its load, when the cell shows another channel.
  final class DiffableSubscriptionsViewController: SubscriptionsListController {
    override func makeDataSource() -> DataSource {
      // MARK: Registration and async load

      let cell = UICollectionView.CellRegistration<YoutuberListCell, Youtuber.ID>(owner: self) { owner, cell, _, id in
        guard let youtuber = owner.youtubers[id] else { return }
        let subscribers = owner.counts.cached(for: id)
        cell.show(youtuber, subscribers: subscribers)
        guard subscribers == nil else { return }
        cell.task { [counts = owner.counts] in
          try await counts.load(for: id)
        } then: { cell, result in
          cell.show(subscribers: (try? result.get()) ?? "unknown")
        }
      }
      let dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: id)
      }

      // MARK: Routing

      let actions = dataSource.cellActions(in: collectionView)
      actions.on(YoutuberListCell.Action.subscribeTapped, owner: self) { owner, context in
        owner.toggleSubscription(of: context.item)
      }
      actions.on(YoutuberListCell.Action.notificationsToggled, owner: self) { owner, context, isOn in
        owner.update(context.item) { $0.notificationsOn = isOn && $0.isSubscribed }
      }

      return dataSource
    }
  }
#endif

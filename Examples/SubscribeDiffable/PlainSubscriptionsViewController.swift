#if canImport(UIKit)
  import UIKit

  /// The subscriptions list in plain UIKit, as an experienced iOS engineer writes it, beside the
  /// same screen with CellKit's routing: each configuration gives the cell's controls actions that capture the
  /// channel's id, and starts a load unless one for that channel runs; reuse cancels it.
  final class PlainSubscriptionsViewController: SubscriptionsListController {
    override func makeDataSource() -> DataSource {
      // MARK: Registration, routing and async load

      let cell = UICollectionView.CellRegistration<PlainYoutuberListCell, Youtuber.ID> { [weak self] cell, _, id in
        guard let self, let youtuber = youtubers[id] else { return }
        let subscribers = counts.cached(for: id)
        cell.show(youtuber, subscribers: subscribers)
        cell.setAction(on: cell.subscribe, for: .primaryActionTriggered) { [weak self] _ in
          self?.toggleSubscription(of: id)
        }
        cell.setAction(on: cell.bell, for: .valueChanged) { [weak self, weak bell = cell.bell] _ in
          guard let isOn = bell?.isOn else { return }
          self?.update(id) { $0.notificationsOn = isOn && $0.isSubscribed }
        }
        guard subscribers == nil, cell.loadingID != id else { return }
        cell.load?.cancel()
        cell.loadingID = id
        cell.load = Task { [weak cell, counts] in
          let count = (try? await counts.load(for: id)) ?? "unknown"
          guard !Task.isCancelled, let cell else { return }
          cell.show(subscribers: count)
        }
      }
      return DataSource(collectionView: collectionView) { collectionView, indexPath, id in
        collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: id)
      }
    }
  }
#endif

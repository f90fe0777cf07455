#if canImport(UIKit)
  import UIKit

  /// The Subscribe screen on Apple's own stack, as an iOS team writes it today: a list-layout
  /// collection view, a diffable data source of channel ids, and UIKit's own editing, reordering and
  /// swipe actions. Its two subclasses differ only in what the README compares: the cell, its
  /// registration, the routing of its Subscribe button and notifications switch, and the load of
  /// each channel's subscriber count — in plain UIKit (`PlainSubscriptionsViewController`) and with
  /// CellKit's routing (`DiffableSubscriptionsViewController`).
  class SubscriptionsListController: UICollectionViewController {
    typealias DataSource = UICollectionViewDiffableDataSource<Category, Youtuber.ID>
    private(set) var dataSource: DataSource!
    private(set) var youtubers: [Youtuber.ID: Youtuber] = [:]
    private var factory = YoutuberFactory(seed: 1)
    let counts = SubscriberCounts()
    private lazy var shuffleItem = UIBarButtonItem(
      title: "Shuffle", primaryAction: UIAction { [weak self] _ in self?.shuffle() })
    private lazy var deleteItem = UIBarButtonItem(
      title: "Delete", primaryAction: UIAction { [weak self] _ in self?.deleteSelected() })

    init() {
      super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
      fatalError("the subscriptions list is made in code")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Subscriptions"
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add() })
      navigationItem.rightBarButtonItems = [editButtonItem, shuffleItem]
      collectionView.allowsMultipleSelectionDuringEditing = true

      dataSource = makeDataSource()
      let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { [weak self] header, _, indexPath in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.rawValue
        header.contentConfiguration = content
      }
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
      }

      // MARK: Reorder

      dataSource.reorderingHandlers.canReorderItem = { _ in true }

      // MARK: Swipe

      var layout = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      layout.headerMode = .supplementary
      layout.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        guard let self, let id = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let mute = UIContextualAction(style: .normal, title: "Mute") { _, _, done in
          self.update(id) { $0.notificationsOn = false }
          done(true)
        }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
          self.delete([id])
          done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, mute])
      }
      collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: layout)

      var snapshot = NSDiffableDataSourceSnapshot<Category, Youtuber.ID>()
      for (category, names) in YoutuberFactory.starters {
        let section = names.map { factory.make(named: $0) }
        for youtuber in section { youtubers[youtuber.id] = youtuber }
        snapshot.appendSections([category])
        snapshot.appendItems(section.map(\.id), toSection: category)
      }
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The data source, with the cell registration and the routing of the cells' controls.
    func makeDataSource() -> DataSource {
      preconditionFailure("\(type(of: self)) makes its data source")
    }

    func toggleSubscription(of id: Youtuber.ID) {
      guard let youtuber = youtubers[id] else { return }
      guard youtuber.isSubscribed else {
        update(id) { $0.isSubscribed = true }
        let alert = UIAlertController(
          title: "Subscribed!", message: "Subscribed to \(youtuber.name)", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
        return
      }
      let alert = UIAlertController(
        title: "Unsubscribe?", message: "Unsubscribe from \(youtuber.name)?", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Unsubscribe", style: .destructive) { [weak self] _ in
          self?.update(id) {
            $0.isSubscribed = false
            $0.notificationsOn = false
          }
        })
      present(alert, animated: true)
    }

    // MARK: Edit and delete

    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      collectionView.isEditing = editing
      navigationItem.rightBarButtonItems = editing ? [editButtonItem, deleteItem] : [editButtonItem, shuffleItem]
    }

    private func deleteSelected() {
      delete((collectionView.indexPathsForSelectedItems ?? []).compactMap(dataSource.itemIdentifier(for:)))
    }

    private func delete(_ ids: [Youtuber.ID]) {
      for id in ids { youtubers[id] = nil }
      var snapshot = dataSource.snapshot()
      snapshot.deleteItems(ids)
      dataSource.apply(snapshot)
    }

    // MARK: Model

    func update(_ id: Youtuber.ID, _ change: (inout Youtuber) -> Void) {
      guard var youtuber = youtubers[id] else { return }
      change(&youtuber)
      youtubers[id] = youtuber
      var snapshot = dataSource.snapshot()
      snapshot.reconfigureItems([id])
      dataSource.apply(snapshot)
    }

    private func add() {
      let youtuber = factory.make()
      youtubers[youtuber.id] = youtuber
      var snapshot = dataSource.snapshot()
      if let first = snapshot.itemIdentifiers.first {
        snapshot.insertItems([youtuber.id], beforeItem: first)
      } else {
        if snapshot.sectionIdentifiers.isEmpty { snapshot.appendSections([.tech]) }
        snapshot.appendItems([youtuber.id])
      }
      dataSource.apply(snapshot)
    }

    private func shuffle() {
      var snapshot = dataSource.snapshot()
      for section in snapshot.sectionIdentifiers {
        let ids = snapshot.itemIdentifiers(inSection: section)
        snapshot.deleteItems(ids)
        snapshot.appendItems(ids.shuffled(), toSection: section)
      }
      dataSource.apply(snapshot)
    }
  }
#endif

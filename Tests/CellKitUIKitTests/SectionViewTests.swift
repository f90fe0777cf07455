#if canImport(UIKit)
  import CellKit
  import CellKitUIKit
  import Testing
  import UIKit

  /// A section header with a See All button that sends its action.
  final class ShelfHeader: UICollectionReusableView, ActionCell {
    enum Action: CellAction, Equatable { case seeAllTapped }
    let seeAll = UIButton(type: .system)

    override init(frame: CGRect) {
      super.init(frame: frame)
      seeAll.frame = bounds
      seeAll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      seeAll.sends(.seeAllTapped, from: self)
      addSubview(seeAll)
    }

    required init?(coder: NSCoder) {
      fatalError("made in code")
    }
  }

  /// A section header that shows a title and has no control of its own: a tap on it is a tap on the
  /// header (a control filling a header would take the tap first).
  final class TitleHeader: UICollectionReusableView, Reusable {
    let title = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      title.frame = bounds
      title.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(title)
    }

    required init?(coder: NSCoder) {
      fatalError("made in code")
    }
  }

  @MainActor
  @Suite("Section headers of a real UICollectionView")
  struct SectionViewTests {
    /// N2: a header's action on a collection view the app drives with its own diffable data
    /// source reaches the view's handlers with the section the header shows now.
    @Test("A header's button on the app's own diffable data source reports its section, where it is now")
    func headerActionOnTheAppsDataSource() throws {
      let (collection, window) = listCollection(headers: true)
      let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, id in
        var content = cell.defaultContentConfiguration()
        content.text = "\(id)"
        cell.contentConfiguration = content
      }
      let headers = UICollectionView.SupplementaryRegistration<ShelfHeader>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { _, _, _ in }
      let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) {
        collection, indexPath, id in
        collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: id)
      }
      dataSource.supplementaryViewProvider = { collection, _, indexPath in
        collection.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
      }
      _ = dataSource.cellActions(in: collection)
      var sections: [Int] = []
      collection.on(ShelfHeader.Action.seeAllTapped) { context in sections.append(context.section) }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([10, 20, 30])
      for (section, id) in [(10, 1), (20, 2), (30, 3)] { snapshot.appendItems([id], toSection: section) }
      dataSource.apply(snapshot, animatingDifferences: false)
      collection.layoutIfNeeded()
      let kind = UICollectionView.elementKindSectionHeader
      let third = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 2)))
      try #require(third as? ShelfHeader).seeAll.sendActions(for: .primaryActionTriggered)
      #expect(sections == [2])
      snapshot.insertSections([5], beforeSection: 10)
      snapshot.appendItems([4], toSection: 5)
      dataSource.apply(snapshot, animatingDifferences: false)
      collection.layoutIfNeeded()
      let moved = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 3)))
      try #require(moved as? ShelfHeader).seeAll.sendActions(for: .primaryActionTriggered)
      #expect(sections == [2, 3], "the same section's header, one section further down")
      withExtendedLifetime(window) {}
    }

    /// N5: a tap on a collapsible section's header collapses it on a collection view, and a
    /// second tap expands it. The tap recognizer is the one CellKit attaches when the collection
    /// view displays the header; the test runs the recognizer's action, as UIKit does for a tap.
    @Test("A tap on a collapsible section's header collapses the section, a second tap expands it")
    func headerTapCollapses() throws {
      let (collection, window) = listCollection(headers: true)
      let list = ListAdapter<Int, Tile>(collection)
      list.allowsCollapsingSections = true
      list.cell(ChannelListCell.self) { _, _, _ in }
      list.header(TitleHeader.self) { header, section, _ in header.title.text = "Section \(section)" }
      list.apply(Snapshot([(0, [Tile(id: 1)]), (1, [Tile(id: 2), Tile(id: 3)])]), animatingDifferences: false)
      collection.layoutIfNeeded()
      let kind = UICollectionView.elementKindSectionHeader
      func tapHeader(ofSection section: Int) throws {
        let header = try #require(
          collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section)))
        let recognizer = try #require(header.gestureRecognizers?.first { $0 is UITapGestureRecognizer })
        let target = try #require(associatedValue(header, &AssociatedKey.headerTap, as: NSObject.self))
        target.perform(NSSelectorFromString("fire:"), with: recognizer)
        collection.layoutIfNeeded()
      }
      try tapHeader(ofSection: 1)
      #expect(list.isCollapsed(1))
      #expect(collection.numberOfItems(inSection: 1) == 0)
      try tapHeader(ofSection: 1)
      #expect(!list.isCollapsed(1))
      #expect(collection.numberOfItems(inSection: 1) == 2)
      withExtendedLifetime(window) {}
    }
  }
#endif

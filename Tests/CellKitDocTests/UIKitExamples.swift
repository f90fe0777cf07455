#if canImport(UIKit)
  import UIKit
  import CellKitUIKit

  // The UIKit code the doc comments show, type-checked against the UIKit stand-ins in CI and
  // against the real iOS SDK by the Apple SDK check.

  /// `UIBarButtonItem`'s example.
  final class AddingViewController: UIViewController {
    var added = 0

    func add() { added += 1 }

    override func viewDidLoad() {
      super.viewDidLoad()
      let add = UIBarButtonItem(title: "Add", style: .plain) { item in print("tapped", item) }
      add.on(.primaryActionTriggered, owner: self) { owner, _ in owner.add() }  // no [weak self]
      navigationItem.rightBarButtonItem = add
    }
  }

  /// `ListAdapter.addSwipeActions(to:)`'s example.
  @available(iOS 14.0, *)
  @MainActor
  func useListLayout(in collectionView: UICollectionView, list: ListAdapter<Category, Youtuber>) {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.addSwipeActions(to: &configuration)
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
  }
#endif

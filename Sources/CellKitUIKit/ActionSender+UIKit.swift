#if canImport(UIKit)
  import UIKit

  extension ActionSender where Self: UITableViewCell {
    /// The table view showing the cell.
    public var actionHost: (any ActionHost)? { enclosingView(of: UITableView.self) }
  }

  extension ActionSender where Self: UITableViewHeaderFooterView {
    /// The table view showing the header or footer.
    public var actionHost: (any ActionHost)? { enclosingView(of: UITableView.self) }
  }

  extension ActionSender where Self: UICollectionReusableView {
    /// The collection view showing the cell or supplementary view.
    public var actionHost: (any ActionHost)? { enclosingView(of: UICollectionView.self) }
  }

  extension UIView {
    /// The nearest superview of type `View`.
    func enclosingView<View: UIView>(of type: View.Type) -> View? {
      var view = superview
      while let current = view {
        if let match = current as? View { return match }
        view = current.superview
      }
      return nil
    }

    /// The element kind and index path a header, footer or supplementary view was last shown with
    /// (set by the adapter's bridge); a header's or footer's index path names only its section.
    var shownElement: (kind: String, indexPath: IndexPath)? {
      get { associatedValue(self, &AssociatedKey.section, as: Box<(kind: String, indexPath: IndexPath)>.self)?.value }
      set { setAssociatedValue(newValue.map { Box($0) }, on: self, &AssociatedKey.section) }
    }
  }
#endif

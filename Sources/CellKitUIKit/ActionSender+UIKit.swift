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
      sequence(first: self, next: \.superview).dropFirst().lazy.compactMap { $0 as? View }.first
    }
  }
#endif

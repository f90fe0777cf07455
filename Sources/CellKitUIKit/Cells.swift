#if canImport(UIKit)
  import UIKit

  /// A table view cell built in code or in a nib, with STKTableViewCell's lifecycle hooks: add
  /// subviews and bind controls in ``cellDidLoad()``, set frames in ``layoutContent()``.
  ///
  /// Adopt ``ActionCell`` to give it typed actions; it finds its table, and its current index path,
  /// when an action fires.
  open class TableCell: UITableViewCell {
    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      cellDidLoad()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Calls ``cellDidLoad()`` for a cell loaded from a nib.
    ///
    /// UIKit declares `awakeFromNib()` nonisolated but only ever calls it on the main thread, while
    /// loading a nib; CellKit checks that and traps, naming the method, if it is called elsewhere.
    open override func awakeFromNib() {
      super.awakeFromNib()
      MainActor.assumeIsolated { cellDidLoad() }
    }

    /// Called once, after the cell is created in code or loaded from its nib.
    open func cellDidLoad() {}

    /// Called on every layout pass, after the content view is sized: set your subviews' frames.
    open func layoutContent() {}

    open override func layoutSubviews() {
      super.layoutSubviews()
      layoutContent()
    }

    open override func prepareForReuse() {
      super.prepareForReuse()
      reuseScope.end()
    }
  }

  /// A collection view cell with the same lifecycle hooks as ``TableCell``.
  open class CollectionCell: UICollectionViewCell {
    public override init(frame: CGRect) {
      super.init(frame: frame)
      cellDidLoad()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Calls ``cellDidLoad()`` for a cell loaded from a nib.
    ///
    /// UIKit declares `awakeFromNib()` nonisolated but only ever calls it on the main thread, while
    /// loading a nib; CellKit checks that and traps, naming the method, if it is called elsewhere.
    open override func awakeFromNib() {
      super.awakeFromNib()
      MainActor.assumeIsolated { cellDidLoad() }
    }

    /// Called once, after the cell is created in code or loaded from its nib.
    open func cellDidLoad() {}

    /// Called on every layout pass, after the content view is sized: set your subviews' frames.
    open func layoutContent() {}

    open override func layoutSubviews() {
      super.layoutSubviews()
      layoutContent()
    }

    open override func prepareForReuse() {
      super.prepareForReuse()
      reuseScope.end()
    }
  }

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

    /// The section a header, footer or supplementary view was last shown for (set by the adapter).
    var shownSection: (kind: String, section: Int)? {
      get { (objc_getAssociatedObject(self, &AssociatedKey.section) as? Box<(kind: String, section: Int)>)?.value }
      set {
        objc_setAssociatedObject(
          self, &AssociatedKey.section, newValue.map { Box($0) }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }
#endif

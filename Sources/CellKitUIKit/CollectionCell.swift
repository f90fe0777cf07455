#if canImport(UIKit)
  import UIKit
  @_spi(CellKitPlatform) import CellKit

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

    /// The custom actions the app set, which replace CellKit's.
    private var assignedCustomActions: [UIAccessibilityCustomAction]?

    /// The actions VoiceOver offers on the cell: those you set, or else UIKit's own (a row's swipe
    /// actions) followed by one per enabled control with CellKit handlers (a cell's typed actions),
    /// named by the control's accessibility label or title, so VoiceOver users can subscribe without
    /// finding the button. Each is routed like a tap, with the row's index path when it fires.
    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get {
        CustomActions.merged(
          assigned: assignedCustomActions, platform: super.accessibilityCustomActions,
          controls: contentView.controlAccessibilityActions())
      }
      set { assignedCustomActions = newValue }
    }

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
#endif

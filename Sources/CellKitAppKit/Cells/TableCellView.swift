#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  @_spi(CellKitPlatform) import CellKit

  /// A table cell view built in code or in a nib, with the same lifecycle hooks as on iOS: add
  /// subviews and bind controls in ``cellDidLoad()``.
  ///
  /// Adopt ``ActionCell`` to give it typed actions; it finds its table, and its current row, when an
  /// action fires.
  open class TableCellView: NSTableCellView, MadeInCode {
    public required override init(frame frameRect: NSRect) {
      super.init(frame: frameRect)
      cellDidLoad()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Calls ``cellDidLoad()`` for a view loaded from a nib.
    ///
    /// AppKit declares `awakeFromNib()` nonisolated but only ever calls it on the main thread, while
    /// loading a nib; CellKit checks that and traps, naming the method, if it is called elsewhere.
    open override func awakeFromNib() {
      super.awakeFromNib()
      MainActor.assumeIsolated { cellDidLoad() }
    }

    /// Called once, after the view is created in code or loaded from its nib.
    open func cellDidLoad() {}

    /// Ends the configuration the view showed: handlers registered while configuring it are removed
    /// and its tasks cancelled.
    open override func prepareForReuse() {
      super.prepareForReuse()
      reuseScope.end()
    }
  }
#endif

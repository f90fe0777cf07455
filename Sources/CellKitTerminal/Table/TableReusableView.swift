@_spi(CellKitPlatform) import CellKit
import Foundation

/// What table cells and section header/footer views share: a content view, a reuse scope, and the
/// table that shows them, through which their actions are routed.
@MainActor
open class TableReusableView: View, ActionSender {
  /// The view that holds the content; laid out left to right unless ``layoutContent()`` is
  /// overridden.
  public let contentView = View()

  /// The scope of the current configuration: handlers registered while the view is configured end
  /// when it is reused.
  @_spi(CellKitPlatform) public let reuseScope = ReuseScope()

  /// The table or collection view showing this view.
  package var host: (any ListHost)? {
    get { hostReference.object }
    set { hostReference.value.object = newValue }
  }
  private let hostReference = ExclusiveValue(WeakHost())
  package var poolIdentifier = ""
  /// Columns left of the content view (the focus gutter of a cell, the indent of a header).
  package var leadingInset: Int

  package init(leadingInset: Int) {
    self.leadingInset = leadingInset
    super.init()
    addSubview(contentView)
  }

  /// The host showing this view.
  public var actionHost: (any ActionHost)? { host }

  /// Called when the view is dequeued again, before it is configured.
  open func prepareForReuse() {}

  /// Sets the frames of ``contentView``'s subviews; by default, left to right, one column apart,
  /// controls at their own width and labels sharing the rest.
  open func layoutContent() {
    layoutInRow(contentView.subviews, in: contentView.bounds)
  }

  public override func layoutSubviews() {
    contentView.frame = Rect(
      x: leadingInset, y: 0, width: max(0, frame.width - leadingInset), height: frame.height)
    layoutContent()
  }

  /// The rows of screen the view needs at `width` columns, for self-sizing rows: by default, the
  /// content laid out at that width, as tall as its tallest subview needs (see
  /// ``View/heightThatFits(width:)``; a `Label` with `numberOfLines` other than 1 wraps).
  ///
  /// Override it for content laid out some other way.
  open override func heightThatFits(width: Int) -> Int {
    let shown = frame
    frame = Rect(x: shown.minX, y: shown.minY, width: width, height: max(1, shown.height))
    layoutSubviews()
    let needed = contentView.subviews.filter { !$0.isHidden }.map { $0.heightThatFits(width: $0.frame.width) }.max()
    frame = shown
    return max(1, needed ?? 1)
  }

  /// Leaves the screen for the reuse pool: its configuration's handlers end.
  package func leaveScreen() {
    // Keys typed into a control of this view must not reach what it shows next: the keyboard goes
    // back to the table or grid.
    if let application, let focused = application.focusedView,
      focused === self || focused.superviews.contains(where: { $0 === self }),
      let host = superviews.first(where: { $0.managesFocusOfDescendants && $0.canBecomeFocused })
    {
      application.focus(host)
    }
    reuseScope.end()
    removeFromSuperview()
  }
}

@_spi(CellKitPlatform) extension TableReusableView: ReuseScoped {}

/// A weak reference to a list host, as a value.
private struct WeakHost: WeakHolding {
  weak var object: (any ListHost)?
}

@_spi(CellKitPlatform) import CellKit
import Foundation

/// A reusable section header or footer view of a ``TableView``, and the supplementary views of a
/// ``CollectionView``: section headers and footers, and views shown with each item, such as a badge.
@MainActor
open class TableHeaderFooterView: TableReusableView {
  /// Whether the view is a header or a footer.
  public enum Kind: Hashable, Sendable {
    /// Shown above its section's rows.
    case header
    /// Shown below its section's rows.
    case footer
    /// Shown with an item of a ``CollectionView``, as a supplementary view of this element kind.
    case supplementary(String)
  }

  /// A label for the section's title, already in the content view.
  public let textLabel = Label(style: .bold)

  package var section: Int?
  package var kind: Kind = .header
  /// The item a supplementary view of a collection view is shown with.
  package var itemIndexPath: IndexPath?
  package var poolKind = ReusableViewKind.header

  /// Creates the view and calls ``viewDidLoad()``.
  public required init() {
    super.init(leadingInset: 1)
    contentView.addSubview(textLabel)
    viewDidLoad()
  }

  /// Called once, when the view is created.
  open func viewDidLoad() {}

  /// A supplementary view shown with an item covers the part of the item's cell under it.
  public override func draw(in canvas: Canvas) {
    if case .supplementary = kind { canvas.fill(Rect(x: 0, y: 0, width: frame.width, height: frame.height)) }
  }
}

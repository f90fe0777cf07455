import CellKit
import Foundation

/// A reusable section header or footer view of a ``TableView``.
@MainActor
open class TableHeaderFooterView: TableReusableView {
  /// Whether the view is a header or a footer.
  public enum Kind: Sendable {
    /// Shown above its section's rows.
    case header
    /// Shown below its section's rows.
    case footer
  }

  /// A label for the section's title, already in the content view.
  public let textLabel = Label(style: .bold)

  package var section: Int?
  package var kind: Kind = .header

  /// Creates the view and calls ``viewDidLoad()``.
  public required init() {
    super.init(leadingInset: 1)
    contentView.addSubview(textLabel)
    viewDidLoad()
  }

  /// Called once, when the view is created.
  open func viewDidLoad() {}
}

import CellKit
import CellKitTerminal

/// The category of a channel, in the top right corner of its card in the grid: a supplementary view
/// of its own kind, dequeued and configured with the card's item.
final class CategoryBadge: TableHeaderFooterView, Reusable {
  /// The element kind the grid's layout shows badges of.
  static let kind = "category"

  override func viewDidLoad() {
    textLabel.style = .dim
    textLabel.alignment = .trailing
  }
}

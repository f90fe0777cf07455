import Foundation

/// Where an action came from in its host, resolved when the action fired.
public enum ActionLocation: Hashable, Sendable, CustomStringConvertible {
  /// A row or item at this index path.
  case item(IndexPath)
  /// The header view of this section.
  case header(section: Int)
  /// The footer view of this section.
  case footer(section: Int)

  /// Whether the action came from a row (not a header or footer).
  @usableFromInline
  package var isItem: Bool {
    if case .item = self { return true }
    return false
  }

  /// The section the action came from.
  public var section: Int {
    switch self {
    case .item(let indexPath): return indexPath.section
    case .header(let section), .footer(let section): return section
    }
  }

  /// The index path of the row; for a header or footer, the section with the row `NSNotFound`,
  /// as UIKit writes "the section itself".
  public var indexPath: IndexPath {
    switch self {
    case .item(let indexPath): return indexPath
    case .header(let section), .footer(let section): return IndexPath(row: NSNotFound, section: section)
    }
  }

  public var description: String {
    switch self {
    case .item(let indexPath): return "[\(indexPath.section), \(indexPath.row)]"
    case .header(let section): return "header \(section)"
    case .footer(let section): return "footer \(section)"
    }
  }
}

import Foundation

extension FlatRows {
  /// Where the item at `source` goes when it is dropped into the gap before row `gap` (`count` for
  /// the end): its index path once moved, as ``ListAdapter/onMove(_:)`` handlers receive it. A gap
  /// just before a section's header or after its footer ends the section before; the gap before the
  /// first section's header starts it.
  ///
  /// - Returns: nil when `gap` is out of range or the list has no sections.
  /// - Complexity: O(log sections).
  package func destination(movingItemAt source: IndexPath, toGap gap: Int) -> IndexPath? {
    guard !sections.isEmpty, gap >= 0 && gap <= count else { return nil }
    var target: IndexPath
    switch self[gap] {
    case .item(let path):
      target = path
    case .footer(let s):
      target = IndexPath(row: sections[s].itemCount, section: s)
    case .header(let s) where s > 0:
      target = IndexPath(row: sections[s - 1].itemCount, section: s - 1)
    case .header:
      target = IndexPath(row: 0, section: 0)
    case nil:
      target = IndexPath(row: sections[sections.count - 1].itemCount, section: sections.count - 1)
    }
    if target.section == source.section && target.row > source.row { target.row -= 1 }
    return target
  }
}

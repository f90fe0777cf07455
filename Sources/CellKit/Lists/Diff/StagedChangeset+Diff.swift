import Foundation

extension StagedChangeset {
  /// Computes the batches that turn `source` into `target`.
  ///
  /// Items are matched by ``Differentiable/differenceIdentifier`` across the whole list, so an item
  /// that changes section is a move, not a delete and an insert. Moves are minimal: the items that
  /// keep their relative order in a section stay put (a longest increasing subsequence), so
  /// ABCDE → BCDEA is one move. Duplicate identities never crash: each occurrence is matched with
  /// the next unmatched occurrence of the same identity, and the extra ones become inserts or
  /// deletes.
  ///
  /// - Parameters:
  ///   - source: The snapshot the list shows now.
  ///   - target: The snapshot it must show.
  /// - Complexity: O(n + m log m) expected, where n counts every item and section and m the items
  ///   that kept their section; hashing each identity once on each side.
  @inlinable
  package init(from source: Snapshot<Section, Item>, to target: Snapshot<Section, Item>) {
    self.init(ListDiff(source: source, target: target).stages())
  }
}

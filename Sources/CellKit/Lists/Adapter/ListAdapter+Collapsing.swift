import Foundation

extension ListAdapter {
  /// Collapses `section`: its header stays, with its item count, and its rows are hidden until it
  /// is expanded. The state is kept by the section's identity, across every snapshot applied.
  ///
  /// Hidden items keep their selection; the index paths of the rows still shown do not change.
  public func collapse(_ section: Section) {
    guard collapsedIDs.insert(section.differenceIdentifier).inserted else { return }
    schedule(snapshot, animatingDifferences: true)
  }

  /// Expands `section`, showing its rows again.
  public func expand(_ section: Section) {
    guard collapsedIDs.remove(section.differenceIdentifier) != nil else { return }
    schedule(snapshot, animatingDifferences: true)
  }

  /// Whether `section` (by its identity) is collapsed.
  ///
  /// - Complexity: O(1).
  public func isCollapsed(_ section: Section) -> Bool {
    collapsedIDs.contains(section.differenceIdentifier)
  }
}

/// What a collapsed section hid when its header was last shown: the section's items in the
/// snapshot, and those of them the filter of that time accepted.
struct CollapsedContent<Item: Differentiable> {
  /// The section's items in the snapshot presented.
  var items: [Item]
  /// Which filter chose `hidden` (``ListAdapter/filter`` counts its changes).
  var filterGeneration: Int
  /// The items the section hides: `items` that the filter accepts.
  var hidden: [Item]

  /// Whether this is what a section whose items are `items` hides under filter `generation`,
  /// without looking at an item: true when `items` is the very array this was made from.
  ///
  /// - Complexity: O(1).
  func holds(_ items: [Item], filterGeneration generation: Int) -> Bool {
    generation == filterGeneration && self.items.sharesStorage(with: items)
  }
}

extension Array {
  /// Whether this array and `other` are the same storage (one is a copy of the other, unchanged
  /// since), so their elements are the same without comparing any.
  ///
  /// - Complexity: O(1).
  func sharesStorage(with other: [Element]) -> Bool {
    count == other.count
      && withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
  }
}

extension ListAdapter {
  /// The collapsed sections whose hidden items are not the same (by identity, order and content)
  /// as when their headers were last shown, which become what they show: no row of theirs changes,
  /// yet their headers and footers must show it.
  ///
  /// A section whose items are the same array as before, under the same filter, is not looked at.
  ///
  /// - Complexity: O(sections), plus the items of each collapsed section the snapshot or the filter
  ///   changed.
  func collapsedSectionsChanged() -> Set<Section.DifferenceIdentifier> {
    let before = shownCollapsedContents
    var now: [Section.DifferenceIdentifier: CollapsedContent<Item>] = [:]
    var changed = Set<Section.DifferenceIdentifier>()
    for (section, items) in zip(presentedFrom.sections, presentedFrom.items) where isCollapsed(section) {
      let id = section.differenceIdentifier
      if let old = before[id], old.holds(items, filterGeneration: filterGeneration) {
        now[id] = old
        continue
      }
      let content = CollapsedContent(
        items: items, filterGeneration: filterGeneration, hidden: filter.map { items.filter($0) } ?? items)
      now[id] = content
      if let old = before[id], !Self.sameContent(old.hidden, content.hidden) { changed.insert(id) }
    }
    shownCollapsedContents = now
    return changed
  }

  private static func sameContent(_ old: [Item], _ new: [Item]) -> Bool {
    old.count == new.count
      && zip(old, new).allSatisfy { $0.differenceIdentifier == $1.differenceIdentifier && $1.isContentEqual(to: $0) }
  }
}

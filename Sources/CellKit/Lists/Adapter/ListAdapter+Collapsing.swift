import Foundation

extension ListAdapter {
  /// Collapses `section`: its header stays, with its item count, and its rows are hidden until it
  /// is expanded. The state is kept by the section's identity, across every snapshot applied.
  ///
  /// Hidden items keep their selection; the index paths of the rows still shown do not change.
  public func collapse(_ section: Section) {
    guard collapsedIDs.insert(section.differenceIdentifier).inserted else { return }
    apply(snapshot)
  }

  /// Expands `section`, showing its rows again.
  public func expand(_ section: Section) {
    guard collapsedIDs.remove(section.differenceIdentifier) != nil else { return }
    apply(snapshot)
  }

  /// Whether `section` (by its identity) is collapsed.
  ///
  /// - Complexity: O(1).
  public func isCollapsed(_ section: Section) -> Bool {
    collapsedIDs.contains(section.differenceIdentifier)
  }

  /// `snapshot` as the host shows it: the items of collapsed sections left out.
  func presentation(of snapshot: Snapshot<Section, Item>) -> Snapshot<Section, Item> {
    guard !collapsedIDs.isEmpty else { return snapshot }
    let items = zip(snapshot.sections, snapshot.items).map { section, items in
      isCollapsed(section) ? [] : items
    }
    return Snapshot(sections: snapshot.sections, items: items)
  }

  /// The items a collapsed `section` hides, from the snapshot shown.
  func hiddenItems(of section: Section) -> [Item] {
    guard let index = presentedFrom.sectionIndex(of: section.differenceIdentifier) else { return [] }
    return presentedFrom.items[index]
  }

  /// The identities of the items collapsed sections hide.
  func hiddenItemIDs() -> Set<Item.DifferenceIdentifier> {
    guard !collapsedIDs.isEmpty else { return [] }
    var ids = Set<Item.DifferenceIdentifier>()
    for (section, items) in zip(presentedFrom.sections, presentedFrom.items) where isCollapsed(section) {
      for item in items { ids.insert(item.differenceIdentifier) }
    }
    return ids
  }
}

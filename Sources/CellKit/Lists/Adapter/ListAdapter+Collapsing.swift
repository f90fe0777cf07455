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
}

extension ListAdapter {
  /// The hidden items of each collapsed section of the snapshot presented, by section: what their
  /// headers count and their title closures read.
  ///
  /// - Complexity: O(sections + items of the collapsed sections).
  func collapsedContents() -> [Section.DifferenceIdentifier: [Item]] {
    guard !collapsedIDs.isEmpty else { return [:] }
    var contents: [Section.DifferenceIdentifier: [Item]] = [:]
    for section in presentedFrom.sections where isCollapsed(section) {
      contents[section.differenceIdentifier] = hiddenItems(of: section)
    }
    return contents
  }

  /// The collapsed sections whose hidden items are not the same (by identity, order and content)
  /// as when their headers were last shown, which become what they show: no row of theirs changes,
  /// yet their headers and footers must show it.
  func collapsedSectionsChanged() -> Set<Section.DifferenceIdentifier> {
    let before = shownCollapsedContents
    shownCollapsedContents = collapsedContents()
    guard !before.isEmpty else { return [] }
    var changed = Set<Section.DifferenceIdentifier>()
    for (id, items) in shownCollapsedContents {
      guard let old = before[id] else { continue }
      let same =
        old.count == items.count
        && zip(old, items).allSatisfy {
          $0.differenceIdentifier == $1.differenceIdentifier && $1.isContentEqual(to: $0)
        }
      if !same { changed.insert(id) }
    }
    return changed
  }
}

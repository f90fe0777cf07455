import Foundation

extension ListAdapter {
  /// Collapses `section`: its header stays, with its item count, and its rows are hidden until it
  /// is expanded. The state is kept by the section's identity, across every snapshot applied.
  ///
  /// Hidden items keep their selection; the index paths of the rows still shown do not change.
  public func collapse(_ section: Section) {
    guard change(.collapse(section.differenceIdentifier)) else { return }
    schedule(snapshot, animatingDifferences: true)
  }

  /// Expands `section`, showing its rows again.
  public func expand(_ section: Section) {
    guard change(.expand(section.differenceIdentifier)) else { return }
    schedule(snapshot, animatingDifferences: true)
  }

  /// Whether `section` (by its identity) is collapsed.
  ///
  /// - Complexity: O(1).
  public func isCollapsed(_ section: Section) -> Bool {
    presentation.collapsedIDs.contains(section.differenceIdentifier)
  }

  /// Whether the host shows `section` collapsed: what the data source answers with until a
  /// collapse or expand asked for meanwhile is shown.
  func isShownCollapsed(_ section: Section) -> Bool {
    presentation.presentedCollapsedIDs.contains(section.differenceIdentifier)
  }

  /// The items a collapsed `section` hides (those the filter accepts).
  func hiddenItems(of section: Section) -> [Item] {
    // On a copy: the filter it calls is app code, which may change the list.
    let current = presentation
    return current.hiddenItems(of: section)
  }

  /// The collapsed sections whose hidden items changed since their headers were last shown, which
  /// become what they show.
  func collapsedSectionsChanged() -> Set<Section.DifferenceIdentifier> {
    // On a copy: the filter it calls is app code, which may change the list.
    let current = presentation
    let (contents, changed) = current.collapsedContentsNow()
    change(.collapsedContents(contents))
    return changed
  }
}

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

import Foundation

/// One diff between two snapshots; see ``StagedChangeset/init(from:to:)``.
///
/// Sections and items are matched by identity first (``SectionMatches``, ``ItemMatches``); the
/// changes then come in the stages UIKit's batch updates can perform one after the other, each
/// with the snapshot it leaves on screen. When no section moves, that is two stages at most, so
/// two layout passes:
///
/// 1. ``structure(after:)``: sections and items deleted, inserted and moved, in one batch;
/// 2. ``updates()``: items and sections whose content changed, at their new places.
///
/// When sections move, a batch cannot also move items across them safely, so the changes come in
/// up to five stages:
///
/// 1. ``reloads()``: items whose content changed, at their old positions;
/// 2. ``deletions(from:)``: sections gone, and items gone from the sections that stay;
/// 3. ``arrangement(after:)``: section inserts and moves, into the final section order;
/// 4. ``placements(after:)``: item inserts and moves, within and across sections;
/// 5. ``sectionReloads()``: sections whose own content changed.
@usableFromInline
struct ListDiff<Section: Differentiable, Item: Differentiable> {
  @usableFromInline let source: Snapshot<Section, Item>
  @usableFromInline let target: Snapshot<Section, Item>
  @usableFromInline let sections: SectionMatches
  @usableFromInline let items: ItemMatches

  @inlinable
  init(source: Snapshot<Section, Item>, target: Snapshot<Section, Item>) {
    self.source = source
    self.target = target
    sections = SectionMatches(from: source, to: target)
    items = ItemMatches(from: source, to: target, sections: sections)
  }

  /// The stages that take the source snapshot to the target, without the empty ones; the last
  /// stage's data is the target.
  @inlinable
  func stages() -> [Changeset<Section, Item>] {
    var stages: [Changeset<Section, Item>] = []
    func add(_ changes: ListChanges, leaving data: @autoclosure () -> Snapshot<Section, Item>) {
      if !changes.isEmpty { stages.append(Changeset(data: data(), changes: changes)) }
    }
    guard sections.keptSectionsMove else {
      // Both batches leave the target as the data: after the structural one, rows still to be
      // updated show their old content until the second batch reloads (or reconfigures) them.
      add(structure(), leaving: target)
      add(updates(), leaving: target)
      return stages
    }
    let reloaded = reloads()
    add(reloaded.changes, leaving: Snapshot(sections: source.sections, items: reloaded.items))
    let deleted = deletions(from: reloaded.items)
    add(deleted.changes, leaving: Snapshot(sections: deleted.sections, items: deleted.items))
    let arranged = arrangement(after: deleted)
    add(arranged.changes, leaving: Snapshot(sections: arranged.sections, items: arranged.items))
    add(placements(after: deleted), leaving: Snapshot(sections: arranged.sections, items: target.items))
    add(sectionReloads(), leaving: target)
    if !stages.isEmpty { stages[stages.count - 1].data = target }
    return stages
  }

  /// The number of stages ``stages()`` gives (for the benchmark and the tests).
  @inlinable
  package var stageCount: Int { stages().count }
}

/// The edits made to a snapshot since a list adapter handed it out, in order: what lets the
/// adapter show an edited snapshot by replaying them, without diffing it.
package struct SnapshotRecording<Section: Differentiable, Item: Differentiable> {
  /// Names the snapshot the adapter handed out; a recording is used only against that one.
  package final class Origin {
    package init() {}
  }

  package let origin: Origin
  /// The edits, in the order they were made.
  package private(set) var edits: [SnapshotEdit<Section, Item>] = []

  package init(origin: Origin) {
    self.origin = origin
  }

  mutating func add(_ edit: SnapshotEdit<Section, Item>) {
    edits.append(edit)
  }
}

/// One recorded edit of a snapshot, with what it needs to be done again.
package enum SnapshotEdit<Section: Differentiable, Item: Differentiable> {
  /// Items inserted at an index path, the first there and the others after it.
  case insertItems([Item], at: IndexPath)
  /// Items deleted, at their index paths in ascending order.
  case deleteItems([IndexPath])
  /// An item moved from one index path to its index path after the move.
  case moveItem(from: IndexPath, to: IndexPath)
  /// The item at an index path replaced.
  case replaceItem(Item, at: IndexPath)
  /// A section appended with its items.
  case appendSection(Section, [Item])
  /// Sections deleted, by ascending index.
  case deleteSections([Int])
  /// The section at an index replaced.
  case replaceSection(Section, at: Int)

  /// The batch that shows this edit, done on `snapshot`; nil for an item replaced by a version of
  /// itself, which is configured again in place.
  func changes(on snapshot: Snapshot<Section, Item>) -> ListChanges? {
    switch self {
    case .insertItems(let items, let place):
      return ListChanges(itemInserted: items.indices.map { IndexPath(row: place.row + $0, section: place.section) })
    case .deleteItems(let paths):
      return ListChanges(itemDeleted: paths)
    case .moveItem(let source, let destination):
      return ListChanges(itemMoved: [(source, destination)])
    case .replaceItem(let item, let place):
      guard snapshot[place].differenceIdentifier != item.differenceIdentifier else { return nil }
      return ListChanges(itemDeleted: [place], itemInserted: [place])
    case .appendSection:
      return ListChanges(sectionInserted: [snapshot.numberOfSections])
    case .deleteSections(let indices):
      return ListChanges(sectionDeleted: indices)
    case .replaceSection(let section, let index):
      return snapshot.sections[index].differenceIdentifier == section.differenceIdentifier
        ? ListChanges(sectionUpdated: [index]) : ListChanges(sectionDeleted: [index], sectionInserted: [index])
    }
  }
}

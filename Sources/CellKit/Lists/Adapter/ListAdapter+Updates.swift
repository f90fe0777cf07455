import Foundation

extension ListAdapter {
  /// Shows `newSnapshot`: diffs it against the shown snapshot and applies the staged batch updates
  /// to the host, or reloads the host when `animatingDifferences` is false.
  ///
  /// Called by a handler while an event is being delivered, it records `newSnapshot` (``snapshot``
  /// returns it) and shows it once the event has reached every handler, the delegate and the
  /// observers; several snapshots applied during one event are shown as one update, animated
  /// unless one of them said otherwise.
  ///
  /// Duplicate identities are reported as a ``Diagnostic`` listing each one and where it is; every
  /// item is still shown.
  ///
  /// - Complexity: O(n) expected for n items and sections, plus the host's work for the rows on
  ///   screen.
  public func apply(_ newSnapshot: Snapshot<Section, Item>, animatingDifferences: Bool = true) {
    snapshot = newSnapshot
    guard let router = host?.actions, router.isDelivering else {
      show(newSnapshot, animatingDifferences: animatingDifferences)
      return
    }
    if pendingAnimates == nil {
      router.whenDelivered { [weak self] in self?.showPending() }
    }
    pendingAnimates = (pendingAnimates ?? true) && animatingDifferences
  }

  private func showPending() {
    guard let animates = pendingAnimates else { return }
    pendingAnimates = nil
    show(snapshot, animatingDifferences: animates)
  }

  private func show(_ fullSnapshot: Snapshot<Section, Item>, animatingDifferences: Bool) {
    let old = presentedFrom
    defer { pruneSelection(before: old) }
    presentedFrom = fullSnapshot
    let newSnapshot: Snapshot<Section, Item>
    (newSnapshot, shownRows) = presentation(of: fullSnapshot)
    let recorded = recordedStages(of: fullSnapshot, showing: newSnapshot)
    defer { startRecording() }
    guard let host, animatingDifferences else {
      shown = newSnapshot
      identities.recount(newSnapshot)
      reportDuplicates(in: newSnapshot)
      host?.reloadData()
      return
    }
    if recorded != nil { recordedApplies += 1 }
    let changeset = recorded ?? StagedChangeset(from: shown, to: newSnapshot)
    var before = shown
    // Rows whose item changed are configured again in place, not reloaded: no flicker, and their
    // cells keep the tasks they run for that item.
    var updated = Set<Item.DifferenceIdentifier>()
    for stage in changeset {
      identities.update(from: before, by: stage)
      var changes = stage.changes
      for indexPath in changes.itemUpdated {
        if let item = before.item(at: indexPath) { updated.insert(item.differenceIdentifier) }
      }
      changes.itemUpdated = []
      before = stage.data
      if changes.isEmpty {
        shown = stage.data
      } else {
        host.performBatchUpdates(changes) { shown = stage.data }
      }
    }
    shown = newSnapshot
    if !updated.isEmpty { reconfigureVisibleCells { updated.contains($0.differenceIdentifier) } }
    reportDuplicates(in: newSnapshot)
  }

  /// The stages that show `newSnapshot` (the presentation of `fullSnapshot`) from the edits
  /// recorded on `fullSnapshot`, when they can be replayed: it was edited from the snapshot shown
  /// now, every edit was recorded, and the host shows both snapshots as they are.
  private func recordedStages(of fullSnapshot: Snapshot<Section, Item>, showing newSnapshot: Snapshot<Section, Item>)
    -> StagedChangeset<Section, Item>?
  {
    guard let origin = recordingOrigin, let recording = fullSnapshot.recording, recording.origin === origin,
      shownRows == nil, collapsedIDs.isEmpty, let stages = recording.stages
    else { return nil }
    var result: [Changeset<Section, Item>] = []
    if let structure = stages.structure { result.append(Changeset(data: newSnapshot, changes: structure)) }
    if !stages.updates.isEmpty { result.append(Changeset(data: newSnapshot, changes: stages.updates)) }
    return StagedChangeset(result)
  }

  /// Hands out ``snapshot`` as the origin of the next recorded edits, when the host shows it as it
  /// is.
  private func startRecording() {
    let origin = SnapshotRecording.Origin()
    snapshot.recording = SnapshotRecording(origin: origin)
    recordingOrigin = shownRows == nil && collapsedIDs.isEmpty ? origin : nil
  }

  /// Reports the duplicate identities of `newSnapshot`, found from counts kept up to date by each
  /// update, so a snapshot without duplicates costs O(changes) to check, not O(items).
  private func reportDuplicates(in newSnapshot: Snapshot<Section, Item>) {
    var sectionIDs = Set<Section.DifferenceIdentifier>(minimumCapacity: newSnapshot.numberOfSections)
    let sectionsRepeat = newSnapshot.sections.contains { !sectionIDs.insert($0.differenceIdentifier).inserted }
    guard sectionsRepeat || identities.repeated > 0 else { return }
    let duplicates = newSnapshot.duplicates
    Diagnostics.report(
      Diagnostic(
        .duplicateIdentity,
        """
        The snapshot has identities that are not unique: \
        \(duplicates.prefix(10).map(\.description).joined(separator: "; "))\
        \(duplicates.count > 10 ? "; and \(duplicates.count - 10) more" : ""). \
        Every item is shown, but rows with the same identity cannot be told apart across updates. \
        Give each section and item an identity of its own.
        """))
  }

  /// Configures the visible cells again from their current items, for changes the snapshot does
  /// not see (for example state kept outside the items).
  ///
  /// Called while an event is being delivered, it runs once the event has reached every party,
  /// after any snapshot applied before it is shown.
  public func reconfigureVisibleCells() {
    reconfigureVisibleCells { _ in true }
  }

  /// Configures the visible cells of `items` (by identity) again, in place, from the items the
  /// list has: for data that arrived outside the snapshot, such as a loaded image or count kept by
  /// the model. Cells off screen are configured when they show, so nothing else is needed; the
  /// model never holds a cell.
  ///
  /// A reconfigure in place keeps the cell's configuration: tasks it started for the item with
  /// `task(_:then:)` run on. Called while an event is being delivered, it runs once the event has
  /// reached every party.
  ///
  /// - Complexity: O(v + k) for v visible cells and k items.
  public func reconfigureItems(_ items: [Item]) {
    let ids = Set(items.map(\.differenceIdentifier))
    reconfigureVisibleCells { ids.contains($0.differenceIdentifier) }
  }

  private func reconfigureVisibleCells(where shouldReconfigure: @escaping @MainActor (Item) -> Bool) {
    guard let host else { return }
    guard !host.actions.isDelivering else {
      host.actions.whenDelivered { [weak self] in self?.reconfigureVisibleCells(where: shouldReconfigure) }
      return
    }
    var reconfigured = false
    for (location, view) in host.visibleViews {
      guard case .item(let indexPath) = location, let item = shown.item(at: indexPath), shouldReconfigure(item)
      else { continue }
      registrations.reconfigure(view, for: item, at: modelIndexPath(indexPath))
      reconfigured = true
    }
    // An empty batch lets the host fit rows whose content changed size.
    if reconfigured { host.performBatchUpdates(ListChanges()) {} }
  }
}

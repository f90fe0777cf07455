import Foundation

extension ListAdapter {
  /// Shows `newSnapshot`: diffs it against the shown snapshot and applies the staged batch updates
  /// to the host, or reloads the host when `animatingDifferences` is false.
  ///
  /// Called by a handler while an event is being delivered, it records `newSnapshot` (``snapshot``
  /// returns it) and shows it once the event has reached every handler, the delegate and the
  /// observers; several snapshots applied during one event are shown as one update, animated
  /// unless one of them said otherwise. Called from a configure closure, while the host is making
  /// or configuring a view, it records `newSnapshot` and shows it once the host's layout is over:
  /// in the terminal, before the frame is drawn; on UIKit and AppKit, on the main actor's next
  /// turn.
  ///
  /// Duplicate identities are reported as a ``Diagnostic`` listing each one and where it is; every
  /// item is still shown.
  ///
  /// - Complexity: O(n) expected for n items and sections, plus the host's work for the rows on
  ///   screen.
  @inlinable
  public func apply(_ newSnapshot: Snapshot<Section, Item>, animatingDifferences: Bool = true) {
    // Made here, in the caller's code, the loops over every item are specialized for its types.
    loops = ItemLoops()
    schedule(newSnapshot, animatingDifferences: animatingDifferences)
  }

  /// Records `newSnapshot` and shows it now, or once the host's session is free; see
  /// ``apply(_:animatingDifferences:)``. Snapshots applied meanwhile are shown as one update, in
  /// the place of the first among the other work app code asked for.
  @usableFromInline
  func schedule(_ newSnapshot: Snapshot<Section, Item>, animatingDifferences: Bool) {
    snapshot = newSnapshot
    let waits = pendingAnimates != nil
    pendingAnimates = (pendingAnimates ?? true) && animatingDifferences
    guard !waits else { return }
    session.submit { [weak self] in
      guard let self, let animates = pendingAnimates else { return }
      present(snapshot, animatingDifferences: animates)
    }
  }

  private func present(_ fullSnapshot: Snapshot<Section, Item>, animatingDifferences: Bool) {
    // What waited to be shown is shown now; a configure closure below may make more wait.
    pendingAnimates = nil
    // The snapshot shown before is kept only to tell where deselected items were, so that without
    // a selection the replay below changes the shown snapshot in place instead of copying it.
    let old = presentation.selectedIDs.isEmpty ? nil : presentation.presentedFrom
    defer {
      pruneSelection(before: old ?? Snapshot())
      prunePrefetched()
    }
    let edits = presentation.replayableEdits(of: fullSnapshot)
    // A snapshot app code applied during this update (from a title closure, say) is shown after
    // it, by a diff: its recorded edits start from no snapshot shown.
    defer { if pendingAnimates == nil { startRecording() } else { presentation.recordingOrigin = nil } }
    let (newSnapshot, rowChanges) = chooseRows(of: fullSnapshot)
    defer { pruneObservedReads() }
    let path = UpdatePath.choose(
      animates: animatingDifferences && host != nil, rowChanges: rowChanges, edits: edits,
      showsEveryItem: presentation.showsEveryItem)
    guard let host, !path.isReload else { return reloadHost(showing: newSnapshot) }
    // A batch keeps the focus on its row, but an item that leaves a deleted section, or one whose
    // section moves while it moves, is deleted and inserted again: the focus is put back on it.
    let focusedID = host.focusedIndexPath.flatMap { presentation.shown.item(at: $0)?.differenceIdentifier }
    defer { refocus(focusedID, on: host) }
    // Rows whose item changed are configured again in place, not reloaded: no flicker, and their
    // cells keep the tasks they run for that item. So are the header and footer views of sections
    // whose own value changed: their rows stay as they are.
    var inPlace = InPlaceUpdates<Section, Item>()
    switch path {
    case .reload:
      break
    case .rows(let rowChanges):
      showRows(newSnapshot, changes: rowChanges, on: host)
    case .replay(let edits):
      // Replayed edits are checked for repeated identities one by one, against counts kept.
      if !presentation.identities.isKept { loops.recount(&presentation.identities, presentation.shown) }
      var steps = ReplaySteps(edits, from: presentation.shown, reaching: newSnapshot)
      // The shown snapshot lets go of the one the steps change in place, so that each edit
      // changes it without copying its section.
      presentation.shown = Snapshot()
      play(&steps, on: host, keepingShown: false) { $0.next(counting: &$1) }
      inPlace = steps.inPlace
      presentation.recordedApplies += 1
    case .diff:
      // Updates that diff keep the counts: checking each new snapshot in full instead would cost
      // as much as the diff itself.
      let counting = !presentation.identities.isKept
      var steps = DiffSteps(
        loops.diff(presentation.shown, newSnapshot), from: presentation.shown, countStage: loops.update)
      play(&steps, on: host, keepingShown: true) { $0.next(counting: &$1) }
      inPlace = steps.inPlace
      if counting { loops.recount(&presentation.identities, newSnapshot) }
    }
    presentation.shown = newSnapshot
    finishUpdate(showing: newSnapshot, on: host, updated: inPlace.items, updatedSections: inPlace.sections)
  }

  /// Plays on `host` each batch `next` takes from `steps`, with the identity counts kept, and
  /// forgets the reads of the section views each one touches. Unless `keepingShown`, the shown
  /// snapshot holds none of the steps' data between batches, so steps that change one snapshot in
  /// place copy nothing.
  private func play<Steps>(
    _ steps: inout Steps, on host: any ListHost, keepingShown keepsShown: Bool,
    _ next: (inout Steps, inout IdentityCounts<Item.DifferenceIdentifier>) -> UpdateStep<Section, Item>?
  ) {
    while let step = next(&steps, &presentation.identities) {
      forgetSectionReads(touchedBy: step.changes, before: step.before, after: step.data)
      let batch = step.batch
      if batch.isEmpty {
        if keepsShown { presentation.shown = step.data }
        continue
      }
      host.performBatchUpdates(batch) { presentation.shown = step.data }
      if !keepsShown { presentation.shown = Snapshot() }
    }
  }

  /// The rows to show of `fullSnapshot`, which becomes the snapshot presented, and their changes
  /// from the rows shown when only the filter or the collapsed sections changed (the same
  /// snapshot with rows shown and hidden: no diff).
  private func chooseRows(of fullSnapshot: Snapshot<Section, Item>) -> (Snapshot<Section, Item>, ListChanges?) {
    // Chosen on a copy: the filter is app code, which may change the list meanwhile.
    let current = presentation
    let newSnapshot: Snapshot<Section, Item>
    let rowChanges: ListChanges?
    // Sorted rows are not in the snapshot's order: the rows shown are chosen again, and diffed.
    if current.order == nil, !current.orderChanged,
      fullSnapshot.sections.sharesStorage(with: current.presentedFrom.sections),
      fullSnapshot.items.sharesStorage(with: current.presentedFrom.items)
    {
      let (rows, shownRows, changes) = trackingFilterReads(current, evaluating: current.presentedFrom) {
        $0.rowsChanged(narrowing: current.filterChange == .narrowed, loops: loops)
      }
      (newSnapshot, presentation.shownRows, rowChanges) = (rows, shownRows, changes)
    } else {
      let (rows, shownRows) = trackingFilterReads(current, evaluating: fullSnapshot) {
        $0.rows(of: fullSnapshot, loops: loops)
      }
      presentation.presentedFrom = fullSnapshot
      presentation.presentedRepeats = nil
      (newSnapshot, presentation.shownRows, rowChanges) = (rows, shownRows, nil)
    }
    presentation.filterChange = .none
    presentation.orderChanged = false
    presentation.presentedCollapsedIDs = current.collapsedIDs
    return (newSnapshot, rowChanges)
  }

  /// Shows `newSnapshot` by reloading the host: every row is made again.
  private func reloadHost(showing newSnapshot: Snapshot<Section, Item>) {
    // The reload forgets which row had the keyboard focus; the focus stays on its item.
    let focused = host.flatMap { host in host.focusedIndexPath.map { self.host(host, trackItemAt: $0) } }
    presentation.shown = newSnapshot
    // Every row is made again: the counts would be counted again in full, for no update of
    // theirs; they are counted again when one needs them.
    presentation.identities.drop()
    reportDuplicates(in: newSnapshot)
    // Every view is made again, for items that may have changed: their reads are tracked anew.
    registrations.observed.forgetAll()
    _ = collapsedSectionsChanged()
    host?.reloadAll()
    if let host { _ = retitledSections(on: host) }
    if let host, let indexPath = focused?(), indexPath != host.focusedIndexPath { host.focusItem(at: indexPath) }
  }

  /// Shows `newSnapshot`, the snapshot presented with other rows shown and hidden, in one batch of
  /// `rowChanges`.
  private func showRows(_ newSnapshot: Snapshot<Section, Item>, changes rowChanges: ListChanges, on host: any ListHost)
  {
    let shown = presentation.shown
    // Counting afresh places each identity faster than adding it: for many changes, it wins.
    if presentation.identities.isKept,
      2 * (rowChanges.itemDeleted.count + rowChanges.itemInserted.count) > newSnapshot.numberOfItems
    {
      loops.recount(&presentation.identities, newSnapshot)
    } else {
      loops.update(&presentation.identities, shown, Changeset(data: newSnapshot, changes: rowChanges))
    }
    forgetSectionReads(touchedBy: rowChanges, before: shown, after: newSnapshot)
    if !rowChanges.isEmpty { host.performBatchUpdates(rowChanges) { presentation.shown = newSnapshot } }
  }

  /// Configures again, in place, the rows and section views whose content changed, and has the
  /// host fit them and show the titles that changed.
  private func finishUpdate(
    showing newSnapshot: Snapshot<Section, Item>, on host: any ListHost,
    updated: Set<Item.DifferenceIdentifier>, updatedSections: Set<Section.DifferenceIdentifier>
  ) {
    // A collapsed section's header counts and reads its hidden items, which no row shows.
    let updatedSections = updatedSections.union(collapsedSectionsChanged())
    forgetObservedReads(of: updated)
    // One empty batch at most, to fit what was configured in place and ask for titles again.
    let cellsTouched =
      !updated.isEmpty && reconfigureVisibleCells(on: host) { updated.contains($0.differenceIdentifier) }
    _ = reconfigureVisibleHeadersAndFooters(on: host, headers: updatedSections, footers: updatedSections)
    // Titles can change with no row or view of theirs changing: they count and read the items. A
    // host that takes titles only as it makes a section's views is given them in place; no section
    // is reloaded, so its rows keep their cells (and the text field being typed into).
    let retitled = retitledSections(on: host)
    showTitles(ofSections: retitled, on: host)
    if cellsTouched || !updatedSections.isEmpty || !retitled.isEmpty {
      refit(host)
    }
    reportDuplicates(in: newSnapshot)
  }

  /// Moves the keyboard focus back to the item `id` when it is still shown and the focus left it
  /// (for another row, or a header).
  private func refocus(_ id: Item.DifferenceIdentifier?, on host: any ListHost) {
    guard let id, host.focusedIndexPath.flatMap(presentation.shown.item(at:))?.differenceIdentifier != id,
      let indexPath = presentation.shown.indexPath(of: id)
    else { return }
    host.focusItem(at: indexPath)
  }

  /// Hands out ``snapshot`` as the origin of the next recorded edits, when the host shows it as it
  /// is.
  private func startRecording() {
    let origin = SnapshotRecording<Section, Item>.Origin()
    snapshot.recording = SnapshotRecording(origin: origin)
    presentation.recordingOrigin = presentation.showsEveryItem ? origin : nil
  }

  /// Reports the duplicate identities of `newSnapshot`.
  ///
  /// With counts kept up to date by each update, a snapshot without duplicates costs O(changes) to
  /// check. Without, the snapshot the rows are chosen from is checked once, when it is first shown:
  /// rows a filter or a collapsed section hides and shows again are its own items, so they need no
  /// check while it holds no duplicate.
  private func reportDuplicates(in newSnapshot: Snapshot<Section, Item>) {
    var sectionIDs = Set<Section.DifferenceIdentifier>(minimumCapacity: newSnapshot.numberOfSections)
    let sectionsRepeat = newSnapshot.sections.contains { !sectionIDs.insert($0.differenceIdentifier).inserted }
    let itemsRepeat: Bool
    if presentation.identities.isKept {
      itemsRepeat = presentation.identities.repeated > 0
    } else {
      let repeats = presentation.presentedRepeats ?? loops.repeats(presentation.presentedFrom)
      presentation.presentedRepeats = repeats
      itemsRepeat = repeats && loops.repeats(newSnapshot)
    }
    guard sectionsRepeat || itemsRepeat else { return }
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

  /// Those of `ids` that the shown snapshot has.
  ///
  /// - Complexity: O(`ids`) while the identity counts are kept; one pass over the shown items
  ///   otherwise.
  func shownIdentities(among ids: Set<Item.DifferenceIdentifier>) -> Set<Item.DifferenceIdentifier> {
    guard !ids.isEmpty else { return [] }
    if presentation.identities.isKept { return ids.filter { presentation.identities.contains($0) } }
    return Set(loops.items(presentation.shown, ids).lazy.map(\.differenceIdentifier))
  }

  /// Configures the visible cells again from their current items, for changes the snapshot does
  /// not see (for example state kept outside the items).
  ///
  /// State kept in `@Observable` objects needs no call: the cells that read it follow it (see
  /// <doc:CellsThatFollowTheirModels>).
  ///
  /// A cell whose item another registration shows now (its `when:` condition reads the changed
  /// state) is replaced by a cell of that registration: its row is reloaded.
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
  /// `task(_:then:)` run on. A cell whose item another registration shows now is replaced by a
  /// cell of that registration: its row is reloaded. Called while an event is being delivered, it
  /// runs once the event has reached every party.
  ///
  /// - Complexity: O(v + k) for v visible cells and k items.
  public func reconfigureItems(_ items: [Item]) {
    let ids = Set(items.map(\.differenceIdentifier))
    reconfigureVisibleCells { ids.contains($0.differenceIdentifier) }
  }

  func reconfigureVisibleCells(where shouldReconfigure: @escaping @MainActor (Item) -> Bool) {
    session.submit { [weak self] in
      guard let self, let host else { return }
      if reconfigureVisibleCells(on: host, where: shouldReconfigure) { refit(host) }
    }
  }

  /// Configures again, in place, the visible cells on `host` whose items `shouldReconfigure`
  /// accepts, and reloads the rows of those another registration shows now; returns whether it
  /// configured any in place (reloaded rows are fitted by their batch).
  func reconfigureVisibleCells(on host: any ListHost, where shouldReconfigure: (Item) -> Bool) -> Bool {
    var touched = false
    var reloads: [IndexPath] = []
    for (location, view) in host.visibleViews {
      guard case .item(let indexPath) = location, let item = presentation.shown.item(at: indexPath),
        shouldReconfigure(item)
      else { continue }
      if registrations.reconfigure(view, for: item, at: modelIndexPath(indexPath)) {
        touched = true
      } else {
        reloads.append(indexPath)
      }
    }
    if !reloads.isEmpty {
      host.performBatchUpdates(ListChanges(itemUpdated: reloads)) {}
      // A reloaded row is a new cell, shown unselected on UIKit and AppKit.
      if !presentation.selectedIDs.isEmpty { showSelection() }
    }
    return touched
  }

  /// Has `host` show the new titles of `sections` in place, and reloads those it cannot (a title
  /// where no view showed one); a reload shows the selection again, which it drops on UIKit.
  func showTitles(ofSections sections: IndexSet, on host: any ListHost) {
    guard !sections.isEmpty else { return }
    let reloads = host.showTitles(ofSections: sections)
    guard !reloads.isEmpty else { return }
    host.performBatchUpdates(ListChanges(sectionUpdated: Array(reloads))) {}
    if !presentation.selectedIDs.isEmpty { showSelection() }
  }

  /// Reloads the host and shows the selection again, which a reload drops on UIKit and AppKit.
  func reload() {
    session.perform(.updating) {
      registrations.observed.forgetAll()
      host?.reloadAll()
      if let host { _ = retitledSections(on: host) }
      showSelection()
    }
  }

  /// The sections whose header or footer title is not the one the host was last given, which
  /// become the titles given.
  ///
  /// - Complexity: O(sections) title closures, and the items of collapsed sections.
  func retitledSections(on host: any ListHost) -> IndexSet {
    guard registrations.headerTitle != nil || registrations.footerTitle != nil else { return [] }
    var titles: [Section.DifferenceIdentifier: [String?]] = [:]
    var retitled = IndexSet()
    for (index, section) in presentation.shown.sections.enumerated() {
      let now = [
        self.host(host, titleForHeaderInSection: index), self.host(host, titleForFooterInSection: index),
      ]
      let id = section.differenceIdentifier
      if let old = presentation.titles[id], old != now { retitled.insert(index) }
      titles[id] = now
    }
    presentation.titles = titles
    return retitled
  }

  /// Lets `host` fit rows whose content changed size, and ask for section titles again: an empty
  /// batch. A host that reloads instead (UIKit's, out of a window) is shown the selection again,
  /// which the reload dropped.
  func refit(_ host: any ListHost) {
    let reloads = host.reloadsBatches
    host.performBatchUpdates(ListChanges()) {}
    if reloads && !presentation.selectedIDs.isEmpty { showSelection() }
  }
}

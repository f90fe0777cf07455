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

  /// Shows `fullSnapshot` on the host: chooses its rows (calling the filter and the sort, app
  /// code), has the presentation compute the update (``ListPresentation/update(to:showing:animates:loops:)``)
  /// and plays its batches on the host, then configures in place what changed.
  private func present(_ fullSnapshot: Snapshot<Section, Item>, animatingDifferences: Bool) {
    // What waited to be shown is shown now; a configure closure below may make more wait.
    pendingAnimates = nil
    let chosen = chooseRows(of: fullSnapshot)
    // The batches keep the focus on its row, but an item that leaves a deleted section, or one
    // whose section moves while it moves, is deleted and inserted again, and a reload forgets
    // which row had it: the focus is put back on its item.
    let focusedID = host?.focusedIndexPath.flatMap { presentation.shown.item(at: $0)?.differenceIdentifier }
    var plan = presentation.update(
      to: fullSnapshot, showing: chosen, animates: animatingDifferences && host != nil, loops: loops)
    defer {
      pruneObservedReads()
      // A snapshot app code applied during this update (from a title closure, say) is shown after
      // it, by a diff: its recorded edits start from no snapshot shown.
      if pendingAnimates == nil { startRecording() } else { change(.recording(nil)) }
      pruneSelection(before: plan.previous ?? Snapshot())
      prunePrefetched()
    }
    guard let host, !plan.isReload else { return reloadHost(refocusing: focusedID) }
    defer { refocus(focusedID, on: host) }
    // The plan runs the diff, the counts and the replayed edits' comparisons (app code); the host
    // is shown each batch's rows while it plays it.
    plan.play(on: host) { step in
      forgetSectionReads(touchedBy: step.changes, before: step.before, after: step.data)
    } show: { rows in
      change(.show(rows))
    }
    let hasRepeats = hasRepeats(in: plan.final, counts: plan.identities)
    // Rows whose item changed are configured again in place, not reloaded: no flicker, and their
    // cells keep the tasks they run for that item. So are the header and footer views of sections
    // whose own value changed: their rows stay as they are.
    let inPlace = presentation.finish(&plan)
    finishUpdate(on: host, updated: inPlace.items, updatedSections: inPlace.sections)
    if hasRepeats { reportDuplicates(in: plan.final) }
  }

  /// Whether `rows`, about to be shown with the identity counts `counts`, repeat an identity;
  /// checked on values read from the presentation first, since it hashes the identities (app code).
  private func hasRepeats(in rows: Snapshot<Section, Item>, counts: IdentityCounts<Item.DifferenceIdentifier>) -> Bool {
    let (presentedFrom, known) = (presentation.presentedFrom, presentation.presentedRepeats)
    let repeats = ListPresentation.repeats(
      in: rows, counts: counts, presentedFrom: presentedFrom, presentedRepeats: known, loops: loops)
    if repeats.presented != known { change(.presentedRepeats(repeats.presented)) }
    return repeats.rows
  }

  /// The rows of `fullSnapshot` to show, chosen under the filter, the sort and the collapsed
  /// sections: app code, called on a copy of the presentation, which that code may change
  /// meanwhile, with the filter's reads tracked.
  private func chooseRows(of fullSnapshot: Snapshot<Section, Item>) -> ListPresentation<Section, Item>.ChosenRows {
    let current = presentation
    let evaluated = current.keepsPresented(fullSnapshot) ? current.presentedFrom : fullSnapshot
    return trackingFilterReads(current, evaluating: evaluated) { $0.chooseRows(of: fullSnapshot, loops: loops) }
  }

  /// Has the host make every row again, showing the rows the presentation took.
  private func reloadHost(refocusing focusedID: Item.DifferenceIdentifier?) {
    if hasRepeats(in: presentation.shown, counts: IdentityCounts()) { reportDuplicates(in: presentation.shown) }
    // Every view is made again, for items that may have changed: their reads are tracked anew.
    registrations.observed.forgetAll()
    _ = collapsedSectionsChanged()
    guard let host else { return }
    host.reloadAll()
    _ = retitledSections(on: host)
    refocus(focusedID, on: host)
  }

  /// Configures again, in place, the rows and section views whose content changed, and has the
  /// host fit them and show the titles that changed.
  private func finishUpdate(
    on host: any ListHost, updated: Set<Item.DifferenceIdentifier>, updatedSections: Set<Section.DifferenceIdentifier>
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
    change(.recording(presentation.showsEveryItem ? origin : nil))
  }

  /// Reports the duplicate identities of `newSnapshot`, the rows shown, which repeat an identity.
  private func reportDuplicates(in newSnapshot: Snapshot<Section, Item>) {
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

  /// Makes `change` to the presentation: every change outside an update goes through here.
  @discardableResult
  func change(_ change: PresentationChange<Section, Item>) -> Bool {
    presentation.apply(change)
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
    change(.titles(titles))
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

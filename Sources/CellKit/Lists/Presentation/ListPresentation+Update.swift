/// An update as one transition of the presentation: from the snapshot applied and the rows chosen
/// of it, the presentation computes how the host shows them (a reload, the rows shown and hidden, a
/// batch a recorded edit, or a diff) and hands out the batches one at a time. No host is called and
/// no app code runs: the adapter chooses the rows (calling the filter and the sort) before, and
/// plays each batch on the host between the steps.
extension ListPresentation {
  /// The rows an update shows, chosen from the snapshot applied under the filter, the sort and the
  /// collapsed sections of the time (app code the adapter calls first, on a copy).
  package struct ChosenRows {
    /// The rows to show.
    var rows: Snapshot<Section, Item>
    /// While a filter or a sort is set, where each row is in the snapshot presented.
    var shownRows: [[Int]]?
    /// The row changes from the rows shown, when only the filter or the collapsed sections changed:
    /// the same snapshot, other rows shown and hidden.
    var changes: ListChanges?
    /// The snapshot presented, when it is not the one presented before.
    var presentedFrom: Snapshot<Section, Item>?
    /// The collapsed sections the rows were chosen under.
    var collapsedIDs: Set<Section.DifferenceIdentifier>
  }

  /// Whether an update to `fullSnapshot` keeps the snapshot presented and only shows and hides its
  /// rows: it is the same snapshot (the same storage), and no sort is set or changed.
  ///
  /// - Complexity: O(1).
  package func keepsPresented(_ fullSnapshot: Snapshot<Section, Item>) -> Bool {
    order == nil && !orderChanged && fullSnapshot.sections.sharesStorage(with: presentedFrom.sections)
      && fullSnapshot.items.sharesStorage(with: presentedFrom.items)
  }

  /// The rows of `fullSnapshot` to show now, calling the filter and the sort (app code).
  ///
  /// - Complexity: O(r) for the rows shown before and after when only the rows shown change, O(n)
  ///   for the n items of `fullSnapshot` otherwise; plus the filter's and the sort's calls.
  @MainActor
  package func chooseRows(of fullSnapshot: Snapshot<Section, Item>, loops: ItemLoops<Section, Item>) -> ChosenRows {
    guard keepsPresented(fullSnapshot) else {
      let (rows, shownRows) = rows(of: fullSnapshot, loops: loops)
      return ChosenRows(
        rows: rows, shownRows: shownRows, changes: nil, presentedFrom: fullSnapshot, collapsedIDs: collapsedIDs)
    }
    let (rows, shownRows, changes) = rowsChanged(narrowing: filterChange == .narrowed, loops: loops)
    return ChosenRows(
      rows: rows, shownRows: shownRows, changes: changes, presentedFrom: nil, collapsedIDs: collapsedIDs)
  }

  /// Starts showing `chosen`, the rows of `fullSnapshot`: the presentation takes them as the rows
  /// presented, chooses the path, brings the identity counts along, and returns the batches to
  /// play. A reload (when the update does not `animate`) shows the rows at once.
  ///
  /// - Complexity: O(1) for a reload or replayed edits (plus a count of the shown rows, when none is
  ///   kept yet); O(changes) for rows shown and hidden; the diff's cost for a diff.
  package mutating func update(
    to fullSnapshot: Snapshot<Section, Item>, showing chosen: ChosenRows, animates: Bool,
    loops: ItemLoops<Section, Item>
  ) -> UpdatePlan<Section, Item> {
    let edits = replayableEdits(of: fullSnapshot)
    let previous = selectedIDs.isEmpty ? nil : presentedFrom
    if let newPresented = chosen.presentedFrom {
      presentedFrom = newPresented
      presentedRepeats = nil
    }
    shownRows = chosen.shownRows
    filterChange = .none
    orderChanged = false
    presentedCollapsedIDs = chosen.collapsedIDs
    var plan = UpdatePlan(final: chosen.rows, previous: previous)
    switch UpdatePath.choose(
      animates: animates, rowChanges: chosen.changes, edits: edits, showsEveryItem: showsEveryItem)
    {
    case .reload:
      // Every row is made again: the counts would be counted again in full, for no update of
      // theirs; they are counted again when one needs them.
      shown = chosen.rows
      identities.drop()
      plan.isReload = true
      plan.hasRepeats = hasRepeats(in: chosen.rows, loops: loops)
    case .rows(let changes):
      // Counting afresh places each identity faster than adding it: for many changes, it wins.
      if identities.isKept, 2 * (changes.itemDeleted.count + changes.itemInserted.count) > chosen.rows.numberOfItems {
        loops.recount(&identities, chosen.rows)
      } else {
        loops.update(&identities, shown, Changeset(data: chosen.rows, changes: changes))
      }
      plan.rows = UpdateStep(changes: changes, data: chosen.rows, before: shown)
    case .replay(let edits):
      // Replayed edits are checked for repeated identities one by one, against counts kept.
      if !identities.isKept { loops.recount(&identities, shown) }
      plan.replay = ReplaySteps(edits, from: shown, reaching: chosen.rows)
      recordedApplies += 1
    case .diff:
      // Updates that diff keep the counts: checking each new snapshot in full instead would cost
      // as much as the diff itself.
      plan.recounts = !identities.isKept
      plan.diff = DiffSteps(loops.diff(shown, chosen.rows), from: shown, countStage: loops.update)
    }
    return plan
  }

  /// The next batch of `plan` to play, with the identity counts brought to the snapshot after it;
  /// nil once every batch is played. Between the batches of replayed edits the presentation holds
  /// none of their data, so each edit changes one snapshot in place, copying no section; the host
  /// is shown each batch's data while it plays it (``PresentationChange/show(_:)``).
  ///
  /// - Complexity: that of the next step (``ReplaySteps``, ``DiffSteps``).
  package mutating func nextStep(of plan: inout UpdatePlan<Section, Item>) -> UpdateStep<Section, Item>? {
    if plan.replay != nil {
      shown = Snapshot()
      return plan.replay!.next(counting: &identities)
    }
    if plan.diff != nil {
      guard let step = plan.diff!.next(counting: &identities) else { return nil }
      // An empty batch is not played: the host is shown its data now.
      if step.batch.isEmpty { shown = step.data }
      return step
    }
    defer { plan.rows = nil }
    return plan.rows
  }

  /// Ends the update `plan` played: the host shows its final rows, with the identity counts of
  /// them; returns the items and sections to configure again in place, and whether the rows
  /// repeat an identity.
  ///
  /// - Complexity: O(sections), plus a count of the shown rows after a diff that started with none
  ///   kept, and the check for repeated item identities (O(1) with counts kept).
  package mutating func finish(
    _ plan: UpdatePlan<Section, Item>, loops: ItemLoops<Section, Item>
  ) -> (inPlace: InPlaceUpdates<Section, Item>, hasRepeats: Bool) {
    shown = plan.final
    if plan.recounts { loops.recount(&identities, plan.final) }
    let inPlace = plan.replay?.inPlace ?? plan.diff?.inPlace ?? InPlaceUpdates()
    return (inPlace, hasRepeats(in: plan.final, loops: loops))
  }

  /// Whether `rows`, the rows shown, repeat a section or an item identity.
  ///
  /// With counts kept up to date by each update, rows without repeats cost O(changes) to check.
  /// Without, the snapshot the rows are chosen from is checked once, when it is first shown: rows
  /// a filter or a collapsed section hides and shows again are its own items, so they need no check
  /// while it holds no repeat.
  private mutating func hasRepeats(in rows: Snapshot<Section, Item>, loops: ItemLoops<Section, Item>) -> Bool {
    var sectionIDs = Set<Section.DifferenceIdentifier>(minimumCapacity: rows.numberOfSections)
    if rows.sections.contains(where: { !sectionIDs.insert($0.differenceIdentifier).inserted }) { return true }
    if identities.isKept { return identities.repeated > 0 }
    let repeats = presentedRepeats ?? loops.repeats(presentedFrom)
    presentedRepeats = repeats
    return repeats && loops.repeats(rows)
  }
}

/// An update the presentation computed, to be played on the host: its batches, taken one at a time
/// with ``ListPresentation/nextStep(of:)``, and what the adapter needs once they are played.
package struct UpdatePlan<Section: Differentiable, Item: Differentiable> {
  /// The rows the host shows once every batch is played.
  package let final: Snapshot<Section, Item>
  /// The snapshot presented before, when items were selected: where the items that leave the
  /// selection were.
  package let previous: Snapshot<Section, Item>?
  /// Whether the host reloads every row instead of playing batches.
  package internal(set) var isReload = false
  /// Whether the rows repeat an item identity (known at once for a reload; otherwise once
  /// finished).
  var hasRepeats = false
  /// The one batch of rows shown and hidden, until it is taken.
  package internal(set) var rows: UpdateStep<Section, Item>?
  /// The batches of recorded edits.
  package internal(set) var replay: ReplaySteps<Section, Item>?
  /// The batches of a diff.
  package internal(set) var diff: DiffSteps<Section, Item>?
  /// Whether the identity counts are counted once every batch is played.
  var recounts = false

  init(final: Snapshot<Section, Item>, previous: Snapshot<Section, Item>?) {
    self.final = final
    self.previous = previous
  }
}

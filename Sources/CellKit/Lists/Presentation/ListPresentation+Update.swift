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
  /// presented, chooses the path, and returns the plan of the batches to play, which holds the
  /// identity counts until ``finish(_:)`` takes them back. A reload (when the update does not
  /// `animate`) shows the rows at once.
  ///
  /// Nothing here calls app code: the diff, the counts (which hash the items' identities) and the
  /// replayed edits' comparisons run in the plan's ``UpdatePlan/nextStep()``, on values the list
  /// does not hold, so that code may read and change the list.
  ///
  /// - Complexity: O(1).
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
    var plan = UpdatePlan(final: chosen.rows, previous: previous, loops: loops)
    switch UpdatePath.choose(
      animates: animates, rowChanges: chosen.changes, edits: edits, showsEveryItem: showsEveryItem)
    {
    case .reload:
      // Every row is made again: the counts would be counted again in full, for no update of
      // theirs; they are counted again when one needs them.
      shown = chosen.rows
      identities.drop()
      plan.isReload = true
      return plan
    case .rows(let changes):
      plan.rows = UpdateStep(changes: changes, data: chosen.rows, before: shown)
    case .replay(let edits):
      // Replayed edits are checked for repeated identities one by one, against counts kept.
      if !identities.isKept { plan.countsFirst = shown }
      plan.replay = ReplaySteps(edits, from: shown, reaching: chosen.rows)
      // The rows shown let go of the snapshot the edits change in place, so that each edit changes
      // it without copying its section; the host is shown each batch's data while it plays it.
      shown = Snapshot()
      recordedApplies += 1
    case .diff:
      // Updates that diff keep the counts: checking each new snapshot in full instead would cost
      // as much as the diff itself.
      plan.recounts = !identities.isKept
      plan.diffsFrom = shown
    }
    // Lent to the plan, without a copy: the list's counts are empty while the batches play.
    swap(&identities, &plan.identities)
    return plan
  }

  /// Ends the update `plan` played: the host shows its final rows, with the identity counts of
  /// them, taken back from the plan; returns the items and sections to configure again in place.
  /// The plan keeps no step.
  ///
  /// - Complexity: O(1).
  package mutating func finish(_ plan: inout UpdatePlan<Section, Item>) -> InPlaceUpdates<Section, Item> {
    shown = plan.final
    swap(&identities, &plan.identities)
    let inPlace = plan.replay?.inPlace ?? plan.diff?.inPlace ?? InPlaceUpdates()
    (plan.replay, plan.diff) = (nil, nil)
    return inPlace
  }

  /// Whether `rows`, the rows shown, repeat a section or an item identity, with `counts` their
  /// identity counts, and whether `presentedFrom`, the snapshot presented, repeats an item identity
  /// (`presented`: `presentedRepeats` when known already, or found now).
  ///
  /// With counts kept up to date by each update, rows without repeats cost O(changes) to check.
  /// Without, the snapshot the rows are chosen from is checked once, when it is first shown: rows
  /// a filter or a collapsed section hides and shows again are its own items, so they need no check
  /// while it holds no repeat. It hashes identities (app code), so it reads no presentation.
  ///
  /// - Complexity: O(sections), plus O(n) for the n items presented the first time they are checked
  ///   without counts kept.
  package static func repeats(
    in rows: Snapshot<Section, Item>, counts: IdentityCounts<Item.DifferenceIdentifier>,
    presentedFrom: Snapshot<Section, Item>, presentedRepeats: Bool?, loops: ItemLoops<Section, Item>
  ) -> (rows: Bool, presented: Bool?) {
    var sectionIDs = Set<Section.DifferenceIdentifier>(minimumCapacity: rows.numberOfSections)
    if rows.sections.contains(where: { !sectionIDs.insert($0.differenceIdentifier).inserted }) {
      return (true, presentedRepeats)
    }
    if counts.isKept { return (counts.repeated > 0, presentedRepeats) }
    let presented = presentedRepeats ?? loops.repeats(presentedFrom)
    return (presented && loops.repeats(rows), presented)
  }
}

/// An update the presentation computed, to be played on the host: its batches, taken one at a time
/// with ``nextStep()``, and what the adapter needs once they are played.
///
/// The plan is a value of the adapter's player, not the list's: the diff, the identity counts and
/// the comparisons of replayed edits, which call app code, run on it.
package struct UpdatePlan<Section: Differentiable, Item: Differentiable> {
  /// The rows the host shows once every batch is played.
  package let final: Snapshot<Section, Item>
  /// The snapshot presented before, when items were selected: where the items that leave the
  /// selection were.
  package let previous: Snapshot<Section, Item>?
  /// Whether the host reloads every row instead of playing batches.
  package internal(set) var isReload = false
  /// The one batch of rows shown and hidden, until it is taken.
  package internal(set) var rows: UpdateStep<Section, Item>?
  /// The batches of recorded edits.
  package internal(set) var replay: ReplaySteps<Section, Item>?
  /// The rows shown, to count before the first replayed edit when no counts are kept; let go then.
  var countsFirst: Snapshot<Section, Item>?
  /// The rows shown, to diff against ``final`` when the first batch is asked for; let go then.
  var diffsFrom: Snapshot<Section, Item>?
  /// The batches of a diff.
  package internal(set) var diff: DiffSteps<Section, Item>?
  /// Whether the identity counts are counted afresh once every batch is played.
  var recounts = false
  /// The identity counts of the rows shown, lent by the presentation while the batches play.
  package internal(set) var identities = IdentityCounts<Item.DifferenceIdentifier>()
  private let loops: ItemLoops<Section, Item>

  init(final: Snapshot<Section, Item>, previous: Snapshot<Section, Item>?, loops: ItemLoops<Section, Item>) {
    self.final = final
    self.previous = previous
    self.loops = loops
  }

  /// Whether the steps change one snapshot in place (replayed edits): the rows shown must hold
  /// none of a step's data between batches, or the next step copies its section.
  package var changesInPlace: Bool { replay != nil }

  /// Plays every batch on `host`, in order: `eachStep` sees each step first; `show` gives the rows
  /// shown their data while the host plays the batch (and at once for an empty batch of a diff),
  /// and, between the batches of replayed edits, no data, so the next edit copies nothing.
  ///
  /// - Complexity: the steps' (``nextStep()``), plus the host's work for each batch.
  @MainActor
  package mutating func play(
    on host: any ListHost, eachStep: (UpdateStep<Section, Item>) -> Void, show: (Snapshot<Section, Item>) -> Void
  ) {
    while let step = nextStep() {
      eachStep(step)
      let batch = step.batch
      if batch.isEmpty {
        if !changesInPlace { show(step.data) }
        continue
      }
      host.performBatchUpdates(batch) { show(step.data) }
      if changesInPlace { show(Snapshot()) }
    }
  }

  /// The next batch to play, with the identity counts brought to the rows after it; nil once every
  /// batch is played (and the counts are those of ``final``).
  ///
  /// - Complexity: the diff's cost on the first call of a diffed update; then that of the step
  ///   (``ReplaySteps``, ``DiffSteps``), and the counts' update.
  package mutating func nextStep() -> UpdateStep<Section, Item>? {
    if let shown = countsFirst {
      countsFirst = nil
      loops.recount(&identities, shown)
    }
    if let shown = diffsFrom {
      diffsFrom = nil
      diff = DiffSteps(loops.diff(shown, final), from: shown, countStage: loops.update)
    }
    if replay != nil { return replay!.next(counting: &identities) }
    if diff != nil {
      if let step = diff!.next(counting: &identities) { return step }
      if recounts { loops.recount(&identities, final) }
      recounts = false
      return nil
    }
    guard let step = rows else { return nil }
    rows = nil
    // Counting afresh places each identity faster than adding it: for many changes, it wins.
    let changed = step.changes.itemDeleted.count + step.changes.itemInserted.count
    if identities.isKept, 2 * changed > step.data.numberOfItems {
      loops.recount(&identities, step.data)
    } else if let before = step.before {
      loops.update(&identities, before, Changeset(data: step.data, changes: step.changes))
    }
    return step
  }
}

import Foundation

#if canImport(Observation)
  import Observation
#endif

extension ListAdapter {
  typealias ObservedElement = CellKit.ObservedElement<Section.DifferenceIdentifier, Item.DifferenceIdentifier>

  /// What the list's closures read from `@Observable` objects, for tests and diagnostics.
  package var observedReads: ObservedReads<Section.DifferenceIdentifier, Item.DifferenceIdentifier> {
    registrations.observed
  }

  /// Starts following what the list's closures read from `@Observable` objects.
  func observeReads() {
    registrations.observed.onChange = { [weak self] elements in self?.observedValuesChanged(elements) }
    let scheduler: @MainActor () -> any MainScheduler = { [weak self] in self?.scheduler ?? MainActorScheduler() }
    registrations.observed.scheduler = scheduler
    registrations.scheduler = scheduler
    registrations.session = { [weak self] in self?.session ?? HostSession() }
  }

  /// Shows what the observed values of `elements` became: their cells, supplementary, header and
  /// footer views on screen are configured again, in place (a row another registration shows now
  /// is reloaded), and changed titles are asked for again. Elements off screen are configured when
  /// they show.
  ///
  /// - Complexity: O(v + s) for v views on screen and s sections, when any element is one.
  func observedValuesChanged(_ elements: Set<ObservedElement>) {
    session.submit { [weak self] in
      guard let self, let host else { return }
      reconfigure(elements, on: host)
    }
  }

  /// Configures again what `elements` show on `host`; see ``observedValuesChanged(_:)``.
  private func reconfigure(_ elements: Set<ObservedElement>, on host: any ListHost) {
    var cells = Set<Item.DifferenceIdentifier>()
    var supplementaries: [String: Set<Item.DifferenceIdentifier>] = [:]
    var headers = Set<Section.DifferenceIdentifier>()
    var footers = Set<Section.DifferenceIdentifier>()
    var titles = Set<Section.DifferenceIdentifier>()
    for element in elements {
      switch element {
      case .cell(let id), .columnCell(let id, _): cells.insert(id)
      case .itemSupplementary(let id, let kind): supplementaries[kind, default: []].insert(id)
      case .header(let id): headers.insert(id)
      case .footer(let id): footers.insert(id)
      case .headerTitle(let id), .footerTitle(let id): titles.insert(id)
      }
    }
    var touched = !cells.isEmpty && reconfigureVisibleCells(on: host) { cells.contains($0.differenceIdentifier) }
    for (kind, ids) in supplementaries {
      for case (.item(let indexPath), _) in host.visibleViews {
        guard let item = presentation.shown.item(at: indexPath), ids.contains(item.differenceIdentifier),
          let view = host.visibleView(of: .item(indexPath, kind: kind))
        else { continue }
        touched =
          registrations.reconfigureSupplementary(
            view, ofKind: kind, for: item, at: modelIndexPath(indexPath))
          || touched
      }
    }
    touched = reconfigureVisibleHeadersAndFooters(on: host, headers: headers, footers: footers) || touched
    let sections = presentation.shown.sections.indices.filter {
      titles.contains(presentation.shown.sections[$0].differenceIdentifier)
    }
    showTitles(ofSections: IndexSet(sections), on: host)
    if touched || !titles.isEmpty { refit(host) }
  }

  /// Configures again, in place, the header views of the sections `headers` names and the footer
  /// views of those `footers` names, where `host` shows them; returns whether it touched any.
  ///
  /// - Complexity: O(s) for s sections, when either set holds any.
  func reconfigureVisibleHeadersAndFooters(
    on host: any ListHost, headers: Set<Section.DifferenceIdentifier>, footers: Set<Section.DifferenceIdentifier>
  ) -> Bool {
    guard !headers.isEmpty || !footers.isEmpty else { return false }
    var touched = false
    for (index, section) in presentation.shown.sections.enumerated() {
      let id = section.differenceIdentifier
      if headers.contains(id), let view = host.visibleView(of: .header(section: index)) {
        touched = registrations.reconfigure(headerOrFooter: true, view, for: section, at: index) || touched
      }
      if footers.contains(id), let view = host.visibleView(of: .footer(section: index)) {
        touched = registrations.reconfigure(headerOrFooter: false, view, for: section, at: index) || touched
      }
    }
    return touched
  }

  /// Renews, when they are next made, the trackings of the views of `ids`, whose items changed:
  /// their closures may read other values now.
  func forgetObservedReads(of ids: Set<Item.DifferenceIdentifier>) {
    guard registrations.observed.count > 0 else { return }
    let kinds = registrations.itemSupplementaries.keys
    for id in ids {
      registrations.observed.forget(.cell(id))
      for kind in kinds { registrations.observed.forget(.itemSupplementary(id, kind: kind)) }
    }
  }

  /// Renews, when they are next made, the trackings of the headers, footers and titles of the
  /// sections whose items `changes` touch (`before` and `after` are the data around them): their
  /// closures read the section's items, and may read other values now.
  func forgetSectionReads(
    touchedBy changes: ListChanges, before: Snapshot<Section, Item>?, after: Snapshot<Section, Item>
  ) {
    guard registrations.observed.count > 0 else { return }
    var sections = Set(changes.sectionInserted + changes.sectionUpdated)
    // Paths come in runs of one section: each run is one insert.
    for (index, path) in changes.itemInserted.enumerated()
    where index == 0 || changes.itemInserted[index - 1].section != path.section {
      sections.insert(path.section)
    }
    for move in changes.itemMoved { sections.insert(move.target.section) }
    // Deletes name sections before the batch: their sections after it are found by identity below.
    var touchedBefore = Set<Int>()
    for (index, path) in changes.itemDeleted.enumerated()
    where index == 0 || changes.itemDeleted[index - 1].section != path.section {
      touchedBefore.insert(path.section)
    }
    for move in changes.itemMoved { touchedBefore.insert(move.source.section) }
    for index in sections where after.sections.indices.contains(index) {
      forgetReads(ofSection: after.sections[index].differenceIdentifier)
    }
    guard !touchedBefore.isEmpty else { return }
    if let before {
      for index in touchedBefore where before.sections.indices.contains(index) {
        forgetReads(ofSection: before.sections[index].differenceIdentifier)
      }
    } else {
      // Without the data before the batch (a recorded edit, replayed in place), every section is
      // renewed: deletes are rarer than reads, and renewing costs one tracking a section.
      for section in after.sections { forgetReads(ofSection: section.differenceIdentifier) }
    }
  }

  private func forgetReads(ofSection id: Section.DifferenceIdentifier) {
    for element in [ObservedElement.header(id), .footer(id), .headerTitle(id), .footerTitle(id)] {
      registrations.observed.forget(element)
    }
  }

  /// Forgets, now and then, the trackings of items and sections the list no longer shows.
  ///
  /// - Complexity: amortized O(1) per tracking while the identity counts are kept; otherwise one
  ///   pass over the shown items each time it prunes, which is after the trackings doubled.
  func pruneObservedReads() {
    guard registrations.observed.isDueForPruning else { return }
    var trackedIDs = Set<Item.DifferenceIdentifier>()
    for element in registrations.observed.elements {
      switch element {
      case .cell(let id), .columnCell(let id, _), .itemSupplementary(let id, _): trackedIDs.insert(id)
      case .header, .footer, .headerTitle, .footerTitle: break
      }
    }
    let itemIDs = shownIdentities(among: trackedIDs)
    var sectionIDs: Set<Section.DifferenceIdentifier>?
    registrations.observed.prune { element in
      switch element {
      case .cell(let id), .columnCell(let id, _), .itemSupplementary(let id, _):
        return itemIDs.contains(id)
      case .header(let id), .footer(let id), .headerTitle(let id), .footerTitle(let id):
        if sectionIDs == nil { sectionIDs = Set(presentation.presentedFrom.sections.map(\.differenceIdentifier)) }
        return sectionIDs?.contains(id) ?? false
      }
    }
  }
}

extension ListAdapter {
  /// Runs `choose` on `presentation`, whose ``filter`` it calls on the items of `evaluated` (those of
  /// its sections not collapsed), tracking what the filter reads from `@Observable` objects: when
  /// one of those values changes, the filter is applied again on the scheduler's next turn, as
  /// setting it again would.
  ///
  /// A filter's first evaluation is tracked whole. A later evaluation of the same filter (a snapshot
  /// applied, a section expanded) tracks the items the trackings do not cover yet, so a filter that
  /// read nothing at first (set before any item was applied) and items applied later are followed,
  /// and what is followed already is not tracked twice.
  ///
  /// - Complexity: O(1) besides `choose` for a filter's first evaluation and for one on the snapshot
  ///   its trackings cover; otherwise O(n) identities hashed for the n items, and a second call of
  ///   the filter for each item not covered; plus what Observation records of the filter's reads.
  func trackingFilterReads<Result>(
    _ presentation: ListPresentation<Section, Item>, evaluating evaluated: Snapshot<Section, Item>,
    _ choose: (ListPresentation<Section, Item>) -> Result
  ) -> Result {
    guard let filter = presentation.filter else {
      filterTracking = FilterTracking()
      return choose(presentation)
    }
    #if canImport(Observation)
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
        let generation = presentation.filterGeneration
        let scheduler = schedulerRelay
        scheduler.follow(self.scheduler)
        let coverage = FilterTracking.Coverage(snapshot: evaluated, collapsed: presentation.collapsedIDs)
        guard filterTracking.generation == generation else {
          filterTracking = FilterTracking(generation: generation)
          let result = withObservationTracking({ choose(presentation) }) { [weak self] in
            // Called where the value is about to change, on any thread.
            scheduler.enqueueFromAnyThread { self?.filterReadsChanged(generation) }
          }
          filterTracking.cover(coverage, generation: generation)
          return result
        }
        guard let known = filterTracking.coveredIdentities(besides: coverage) else { return choose(presentation) }
        let fresh = FreshItems<Item>()
        var counted = presentation
        counted.filter = { item in
          if !known.contains(item.differenceIdentifier) { fresh.items.append(item) }
          return filter(item)
        }
        let result = choose(counted)
        if !fresh.items.isEmpty, filterTracking.generation == generation {
          withObservationTracking({ for item in fresh.items { _ = filter(item) } }) { [weak self] in
            scheduler.enqueueFromAnyThread { self?.filterReadsChanged(generation) }
          }
        }
        filterTracking.cover(coverage, generation: generation)
        return result
      }
    #endif
    return choose(presentation)
  }

  /// Applies the filter of `generation` again, when it is still the filter: what it read changed.
  private func filterReadsChanged(_ generation: Int) {
    guard filterTracking.generation == generation else { return }
    filterTracking = FilterTracking()
    guard presentation.filterGeneration == generation, let filter = presentation.filter else { return }
    setFilter(filter, narrowing: false)
  }
}

/// What the trackings of a list's filter cover: for the filter of one generation (each setting of
/// ``ListAdapter/filter`` is one), the snapshot it was last evaluated on and the sections collapsed
/// then, whose items it did not test. Every item of the other sections was tested under a
/// tracking.
struct FilterTracking<Section: Differentiable, Item: Differentiable> {
  /// A snapshot the filter was evaluated on, and the sections whose items it skipped.
  struct Coverage {
    var snapshot: Snapshot<Section, Item>
    var collapsed: Set<Section.DifferenceIdentifier>
  }

  /// The generation of the filter whose reads are tracked, or nil when none are.
  private(set) var generation: Int?
  /// What the trackings of ``generation`` cover.
  private var covered: Coverage?

  init(generation: Int? = nil) {
    self.generation = generation
  }

  /// Counts `coverage` as covered by the trackings of the filter of `generation`, when it is still
  /// the tracked one (app code the filter ran may have set another meanwhile).
  mutating func cover(_ coverage: Coverage, generation: Int) {
    guard self.generation == generation else { return }
    covered = coverage
  }

  /// The identities of the items the trackings cover, or nil when they cover every item of
  /// `coverage` already (the same snapshot, with no section expanded since).
  ///
  /// - Complexity: O(1) when nil; otherwise O(n) for the n items covered.
  func coveredIdentities(besides coverage: Coverage) -> Set<Item.DifferenceIdentifier>? {
    guard let covered else { return [] }
    if covered.snapshot.items.sharesStorage(with: coverage.snapshot.items),
      covered.snapshot.sections.sharesStorage(with: coverage.snapshot.sections),
      coverage.collapsed.isSuperset(of: covered.collapsed)
    {
      return nil
    }
    var identities = Set<Item.DifferenceIdentifier>()
    for (section, items) in zip(covered.snapshot.sections, covered.snapshot.items)
    where !covered.collapsed.contains(section.differenceIdentifier) {
      for item in items { identities.insert(item.differenceIdentifier) }
    }
    return identities
  }
}

/// The items a filter was tested on, not covered before, collected by the filter's wrapper.
@MainActor
private final class FreshItems<Item> {
  var items: [Item] = []
}

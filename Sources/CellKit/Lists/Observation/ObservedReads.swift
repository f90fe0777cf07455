import Foundation

#if canImport(Observation)
  import Observation
#endif

/// What a list shows that a configure closure (or a title closure) makes: one of an item's views,
/// or one of a section's.
package enum ObservedElement<SectionID: Hashable, ItemID: Hashable>: Hashable {
  /// The item's cell.
  case cell(ItemID)
  /// The item's cell in a column.
  case columnCell(ItemID, ColumnID)
  /// The item's supplementary view of a kind, such as a badge.
  case itemSupplementary(ItemID, kind: String)
  /// The section's header view.
  case header(SectionID)
  /// The section's footer view.
  case footer(SectionID)
  /// The section's header title.
  case headerTitle(SectionID)
  /// The section's footer title.
  case footerTitle(SectionID)
}

/// Tracks what the closures that configure a list's views read from `@Observable` objects, one
/// tracking per element (an item's cell, a section's header…), and tells the list which elements
/// changed, once per turn of the main actor however many properties changed.
///
/// Trackings belong to elements, not to views: a view reused for another item never hears of its
/// old item, and showing an element again while its tracking waits installs nothing more, so
/// scrolling never adds to what the observed objects hold. An element's tracking is renewed when
/// it is configured for a reason other than showing again (its item changed, its observed values
/// changed, the app asked for it), since its closure may then read other properties.
///
/// Where the Observation module is missing (before iOS 17 and macOS 14) closures run untracked.
@MainActor
package final class ObservedReads<SectionID: Hashable, ItemID: Hashable> {
  package typealias Element = ObservedElement<SectionID, ItemID>

  /// The trackings installed and not fired, by element.
  private var waiting: [Element: WaitingTracking] = [:]
  /// The elements whose observed values changed since the last delivery.
  private var changedElements = Set<Element>()
  /// How many trackings waited after the last pruning, to prune again only when that doubled.
  private var countAfterPruning = 0

  /// Told, once per turn, of the elements whose observed values changed.
  package var onChange: (@MainActor (Set<Element>) -> Void)?
  /// Where a change is delivered: the list's host's scheduler.
  package var scheduler: @MainActor () -> any MainScheduler = { MainActorScheduler() }

  package init() {}

  /// How many elements are tracked now.
  package var count: Int { waiting.count }
  /// How many trackings were installed so far, each adding to the observed objects' registrars
  /// until it fires.
  package private(set) var installedCount = 0

  /// Runs `body`, the closure that makes `element`, tracking what it reads from `@Observable`
  /// objects, unless a tracking of `element` already waits and `renewing` is false.
  ///
  /// - Complexity: O(1) besides `body`; nothing is allocated when `body` reads nothing observable.
  package func track<R>(_ element: Element, renewing: Bool, _ body: () -> R) -> R {
    #if canImport(Observation)
      if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
        if !renewing, !waiting.isEmpty, waiting[element] != nil { return body() }
        return withObservationTracking(body, onChange: self.install(element))
      }
    #endif
    return body()
  }

  /// Forgets the trackings of `elements`: a change to what they read is ignored until they are
  /// made again.
  package func forget(_ element: Element) {
    waiting[element] = nil
  }

  /// Forgets every tracking: for a host reloaded with other registrations, or moved to another host.
  package func forgetAll() {
    waiting.removeAll()
  }

  /// Whether enough trackings gathered since the last pruning for ``prune(keeping:)`` to prune: twice
  /// as many as were kept then, and 64 at least.
  package var isDueForPruning: Bool { waiting.count >= max(64, 2 * countAfterPruning) }

  /// The elements tracked now.
  package var elements: some Collection<Element> { waiting.keys }

  /// Forgets the trackings of the elements `keep` rejects, when enough have gathered since the last
  /// time: for items and sections that left the list.
  ///
  /// - Complexity: amortized O(1) per tracking installed.
  package func prune(keeping keep: (Element) -> Bool) {
    guard isDueForPruning else { return }
    waiting = waiting.filter { keep($0.key) }
    countAfterPruning = waiting.count
  }

  /// A new tracking of `element`, replacing any that waits; returns what the Observation module
  /// calls when a value read changes (once, possibly on another thread).
  private func install(_ element: Element) -> @Sendable () -> Void {
    let tracking = WaitingTracking()
    installedCount += 1
    tracking.fire = { [weak self, weak tracking] in
      guard let self, let tracking else { return }
      self.changed(element, tracking)
    }
    waiting[element] = tracking
    // Observation calls this where the value changed, on any thread.
    let scheduler = scheduler()
    return { [weak tracking] in
      let waiting = tracking
      scheduler.enqueueFromAnyThread { waiting?.fire?() }
    }
  }

  private func changed(_ element: Element, _ tracking: WaitingTracking) {
    guard waiting[element] === tracking else { return }
    waiting[element] = nil
    if changedElements.isEmpty {
      scheduler().enqueue { [weak self] in self?.deliver() }
    }
    changedElements.insert(element)
  }

  private func deliver() {
    let elements = changedElements
    changedElements = []
    guard !elements.isEmpty else { return }
    onChange?(elements)
  }
}

/// One installed tracking, waiting for a change to what its closure read.
@MainActor
private final class WaitingTracking {
  /// Tells the list's reads that the tracking fired.
  var fire: (@MainActor () -> Void)?
}

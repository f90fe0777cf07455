#if canImport(ObjectiveC)
  import Foundation

  /// The data sources and delegates an app had set on a platform list view (UIKit's and AppKit's
  /// table and collection views) before CellKit's bridge took their place: every call the bridge
  /// does not answer itself — `heightForRowAt`, `willDisplay`, `scrollViewDidScroll`,
  /// `contextMenuConfigurationForRowAt` — goes on to the first of them that answers it. The calls
  /// CellKit answers stay its own: the data source's counts, cells, views and titles, selection,
  /// swipe and row actions, editing styles, moves, prefetching, and the display of a table's header
  /// views (which collapse their sections).
  @MainActor
  package final class Forwardees {
    /// The app's objects, held weakly as the view held them.
    private var others: [WeakBox<NSObject>] = []

    package init() {}

    /// Takes `candidates` (what the view's data source and delegate properties held before CellKit
    /// set them) as the objects to forward to, without repeats. A candidate that is one of CellKit's
    /// bridges stands for the objects it forwards to (`forwardees(of:)`, nil for anything else), so
    /// attaching again, or another adapter, keeps the app's objects.
    package func take(_ candidates: [AnyObject?], forwardees: (NSObject) -> [NSObject]?) {
      var seen = Set<ObjectIdentifier>()
      others = candidates.compactMap { $0 as? NSObject }.flatMap { forwardees($0) ?? [$0] }
        .filter { seen.insert(ObjectIdentifier($0)).inserted }.map { WeakBox($0) }
    }

    /// The app's objects, in the order given: while one is alive, the view keeps asking it what it
    /// asked before (views note what their delegates answer when the delegate is set).
    package var objects: [NSObject] { others.compactMap(\.value) }

    // Answering for another object needs the Objective-C runtime, which the type-check against the
    // UIKit and AppKit stand-ins on Linux does not have.
    #if canImport(Darwin)
      /// The first of the app's objects that answers `selector`.
      package func target(for selector: Selector) -> NSObject? {
        objects.first { $0.responds(to: selector) }
      }
    #endif
  }
#endif

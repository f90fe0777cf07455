#if canImport(ObjectiveC)
  import Foundation

  /// The data sources and delegates an app had set on a platform list view (UIKit's and AppKit's
  /// table and collection views) before CellKit's bridge took their place: every call the bridge
  /// does not answer itself — `heightForRowAt`, `willDisplay`, `scrollViewDidScroll`,
  /// `contextMenuConfigurationForRowAt` — goes on to the first of them that answers it. The calls
  /// CellKit answers stay its own: the data source's counts, cells, views and titles, swipe and row
  /// actions, editing styles and moves. The calls that only tell (UIKit's selection and deselection,
  /// prefetching and its cancelling, the display of a table's header views) go to CellKit first and
  /// then to the app's object that answers them (``alsoTell(_:)``).
  @MainActor
  package final class Forwardees {
    /// The app's objects, held weakly as the view held them.
    private var others: [WeakBox<NSObject>] = []

    package init() {}

    /// Takes `candidates` (what the view's data source and delegate properties held before CellKit
    /// set them) as the objects to forward to, without repeats. A candidate that is one of CellKit's
    /// bridges stands for the objects it forwards to, so attaching again, or another adapter, keeps
    /// the app's objects.
    package func take(_ candidates: [AnyObject?]) {
      var seen = Set<ObjectIdentifier>()
      others = candidates.compactMap { $0 as? NSObject }
        .flatMap { ($0 as? ForwardingBridge)?.forwardees.objects ?? [$0] }
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

      /// The app's object to tell, after CellKit, of a call that only tells (`selector`, which the
      /// bridge implements too): the first that answers it, as the protocol the call belongs to.
      package func alsoTell<Delegate>(_ selector: Selector, as type: Delegate.Type = Delegate.self) -> Delegate? {
        target(for: selector) as? Delegate
      }
    #endif
  }

  /// The base of the bridges the UIKit and AppKit modules make a list view's data source and
  /// delegates: what a bridge does not answer itself goes to the app's own (``Forwardees``).
  ///
  /// Subclassed in the platform modules, so it is open, behind an SPI that is CellKit's own.
  @_spi(CellKitPlatform)
  @MainActor
  open class ForwardingBridge: NSObject {
    package let forwardees = Forwardees()
    /// The list whose answers the bridge gives, held weakly as the view holds its data source.
    private var attached: AttachedSource?
    package var source: (any ListDataSource)? { attached?.current }

    /// A bridge that passes what it does not answer to `others`, the view's data source and
    /// delegates before CellKit set them.
    ///
    /// Public within the SPI: with a `package` initializer, Swift 6.3 rejects each subclass in
    /// the platform modules ("function call causes an infinite recursion", at the class's body).
    public init(forwardingTo others: [AnyObject?]) {
      super.init()
      forwardees.take(others)
    }

    /// The bridge, answering from `source` for `host`.
    package func answering(_ source: any ListDataSource, for host: AnyObject) -> Self {
      attached = AttachedSource(source, host: host)
      return self
    }

    #if canImport(Darwin)
      /// Off the main thread, where no view asks, only the bridge's own answers count.
      nonisolated open override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector)
          || (Thread.isMainThread && MainActor.assumeIsolated { forwardees.target(for: selector) != nil })
      }

      nonisolated open override func forwardingTarget(for selector: Selector!) -> Any? {
        // The app's object is not Sendable: it is read on the main actor, where the view asks.
        nonisolated(unsafe) var target: NSObject?
        if Thread.isMainThread { MainActor.assumeIsolated { target = forwardees.target(for: selector) } }
        return target
      }
    #endif
  }
#endif

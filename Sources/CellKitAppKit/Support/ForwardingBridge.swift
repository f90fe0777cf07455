#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  /// The base of the bridges CellKit makes a list view's data source and delegates: what they do
  /// not answer themselves goes to the app's own (``Forwardees``).
  @MainActor
  class ForwardingBridge: NSObject {
    let forwardees = Forwardees()

    /// A bridge that passes what it does not answer to `others`, the view's data source and
    /// delegates before CellKit set them.
    init(forwardingTo others: [AnyObject?]) {
      super.init()
      forwardees.take(others) { ($0 as? ForwardingBridge)?.forwardees.objects }
    }

    #if canImport(Darwin)
      /// Off the main thread, where no view asks, only the bridge's own answers count.
      nonisolated override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector)
          || (Thread.isMainThread && MainActor.assumeIsolated { forwardees.target(for: selector) != nil })
      }

      nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        // The app's object is not Sendable: it is read on the main actor, where the view asks.
        nonisolated(unsafe) var target: NSObject?
        if Thread.isMainThread { MainActor.assumeIsolated { target = forwardees.target(for: selector) } }
        return target
      }
    #endif
  }
#endif

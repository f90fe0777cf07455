#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// The UIKit side of one control's CellKit handlers: the event kinds it already has a `UIAction`
  /// for.
  @MainActor
  final class EventBridge {
    var listening: ControlEvents = []
  }
#endif

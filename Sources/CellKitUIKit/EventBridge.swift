#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// The UIKit side of one control's CellKit handlers.
  @MainActor
  final class EventBridge {
    var listening: ControlEvents = []
    var targets: [EventTarget] = []
  }
#endif

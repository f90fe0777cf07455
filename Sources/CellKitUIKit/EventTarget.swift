#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// A target-action receiver for one event kind, for iOS 13.
  @MainActor
  final class EventTarget: NSObject {
    let event: ControlEvents

    init(event: ControlEvents) {
      self.event = event
    }

    @objc func fire(_ sender: UIControl) {
      sender.sendEvents(event)
    }
  }
#endif

#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Receives a bar button item's action and sends it to the item's handlers.
  @MainActor
  final class BarButtonTrampoline: NSObject {
    @objc func fire(_ sender: UIBarButtonItem) {
      sender.sendEvents(.primaryActionTriggered)
    }
  }
#endif

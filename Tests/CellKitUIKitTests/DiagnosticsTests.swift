#if canImport(UIKit)
  import CellKit
  import CellKitUIKit
  import Testing
  import UIKit

  /// What a diagnostic reported on UIKit reads: what happened, why, and how to fix it.
  @MainActor
  @Suite("UIKit's diagnostics say what happened, why, and how to fix it")
  struct UIKitDiagnosticsTests {
    /// Receives the diagnostics of the work a test runs.
    @MainActor
    final class Collected {
      var items: [Diagnostic] = []
    }

    final class Target: NSObject {
      @objc func save() {}
    }

    @Test("A handler added to a bar button item with an action of its own is reported; the item keeps its action")
    func barButtonItemWithItsOwnAction() {
      let target = Target()
      let item = UIBarButtonItem(title: "Save", style: .plain, target: target, action: #selector(Target.save))
      let collected = Collected()
      Diagnostics.reporting(to: { collected.items.append($0) }) {
        _ = item.on(.primaryActionTriggered) { _ in }
      }
      #expect(collected.items.map(\.kind) == [.unreachableHandler])
      #expect(
        collected.items.first?.message
          == """
          A handler was added to the bar button item "Save", which has an action of its own (a primaryAction, \
          or a target and action): UIKit runs one action per tap, and CellKit's handlers run through the \
          item's primaryAction, which would silence the app's target and action, or be silenced by the app's \
          primaryAction. Do the action's work in a handler instead (`item.on(.primaryActionTriggered) { item \
          in … }`), or keep the item's own action and add no handler.
          """)
      #expect(item.action == #selector(Target.save) && item.primaryAction == nil)
    }
  }
#endif

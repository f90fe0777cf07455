#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ObjectiveC

  /// The AppKit side of one control's CellKit handlers: the target of its action, and the observer
  /// of a text field's editing notifications.
  @MainActor
  final class ControlBridge: NSObject {
    /// The target and action the control had before CellKit took its action, still sent to first.
    private weak var previousTarget: AnyObject?
    private var previousAction: Selector?
    private var hasAction = false
    /// Touched on the main actor, and in `deinit` once nothing else can reach the bridge.
    nonisolated(unsafe) private var observers: [any NSObjectProtocol] = []

    /// Becomes the control's target, keeping the target and action it had.
    func takeAction(of control: NSControl) {
      guard !hasAction else { return }
      hasAction = true
      if control.target !== self {
        previousTarget = control.target
        previousAction = control.action
      }
      control.target = self
      control.action = #selector(ControlBridge.fire(_:))
    }

    @objc func fire(_ sender: NSControl) {
      if let previousAction { NSApp.sendAction(previousAction, to: previousTarget, from: sender) }
      sender.sendEvents(type(of: sender).primaryEvent)
    }

    /// Sends a text field's editing notifications as `.editingDidBegin`, `.editingChanged` and
    /// `.editingDidEnd`.
    func observeEditing(of control: NSControl) {
      guard observers.isEmpty else { return }
      let names: [(Notification.Name, ControlEvents)] = [
        (NSControl.textDidBeginEditingNotification, .editingDidBegin),
        (NSControl.textDidChangeNotification, .editingChanged),
        (NSControl.textDidEndEditingNotification, .editingDidEnd),
      ]
      for (name, event) in names {
        observers.append(
          NotificationCenter.default.addObserver(forName: name, object: control, queue: .main) {
            [weak control] _ in
            MainActor.assumeIsolated { control?.sendEvents(event) }
          })
      }
    }

    deinit {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
  }
#endif

#if canImport(UIKit)
  import UIKit

  extension UIAlertAction {
    /// Creates an alert button whose handler receives `owner`, held weakly, so no `[weak self]` is
    /// needed; if the owner is gone by then, the button only dismisses the alert.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - style: How the button looks and behaves.
    ///   - owner: The object the handler acts on, usually the view controller; held weakly.
    ///   - handler: Called with the owner and the action after the alert is dismissed.
    public convenience init<Owner: AnyObject>(
      title: String?, style: UIAlertAction.Style, owner: Owner,
      handler: @escaping @MainActor (Owner, UIAlertAction) -> Void
    ) {
      self.init(title: title, style: style) { [weak owner] action in
        if let owner { handler(owner, action) }
      }
    }
  }
#endif

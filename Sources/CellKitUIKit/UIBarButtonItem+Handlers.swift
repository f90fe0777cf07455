#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Bar button items take closures, like controls, with the sender typed as the item, and an
  /// owner held weakly:
  ///
  /// ```swift
  /// let add = UIBarButtonItem(title: "Add", style: .plain) { item in print("tapped", item) }
  /// add.on(.primaryActionTriggered, owner: self) { owner, _ in owner.add() }  // no [weak self]
  /// navigationItem.rightBarButtonItem = add
  /// ```
  @available(tvOS 14.0, *)
  extension UIAction.Identifier {
    /// The action that sends a bar button item's taps to its CellKit handlers.
    static let cellKitHandlers = UIAction.Identifier("org.cellkit.handlers")
  }

  @available(tvOS 14.0, *)
  extension UIBarButtonItem: Control {
    public var handlers: ControlHandlers { attachedHandlers(self) { item, _ in item.listen() } }

    /// Creates an item with a title; `handler` runs each time it is tapped.
    public convenience init(
      title: String?, style: UIBarButtonItem.Style, handler: @escaping @MainActor (UIBarButtonItem) -> Void
    ) {
      self.init(title: title, style: style, target: nil, action: nil)
      on(.primaryActionTriggered) { item in handler(item) }
    }

    /// Creates an item with an image; `handler` runs each time it is tapped.
    public convenience init(
      image: UIImage?, style: UIBarButtonItem.Style, handler: @escaping @MainActor (UIBarButtonItem) -> Void
    ) {
      self.init(image: image, style: style, target: nil, action: nil)
      on(.primaryActionTriggered) { item in handler(item) }
    }

    /// Creates a system item (Add, Done, Edit…); `handler` runs each time it is tapped.
    public convenience init(
      barButtonSystemItem systemItem: UIBarButtonItem.SystemItem,
      handler: @escaping @MainActor (UIBarButtonItem) -> Void
    ) {
      self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
      on(.primaryActionTriggered) { item in handler(item) }
    }

    /// Starts sending the item's taps to its handlers, as its `primaryAction` (once): UIKit ignores
    /// the target and action of an item that has one, and a `menu` then opens on a long press.
    private func listen() {
      // An action of the app's own (a primaryAction, or a target and action such as an IBAction)
      // would be silenced by CellKit's, or would silence it.
      let ownAction = primaryAction.map { $0.identifier != .cellKitHandlers } ?? (action != nil)
      guard !ownAction else {
        return Diagnostics.report(
          Diagnostic(
            .unreachableHandler,
            """
            A handler was added to the bar button item "\(title ?? "")", which has an action of its own \
            (a primaryAction, or a target and action): UIKit runs one action per tap, and CellKit's \
            handlers run through the item's primaryAction, which would silence the app's target and \
            action, or be silenced by the app's primaryAction. Do the action's work in a handler \
            instead (`item.on(.primaryActionTriggered) { item in … }`), or keep the item's own action \
            and add no handler.
            """))
      }
      // Setting a primaryAction takes its title and image for the item's: keep the item's own.
      let (title, image) = (self.title, self.image)
      primaryAction = UIAction(title: title ?? "", image: image, identifier: .cellKitHandlers) {
        [weak self] _ in self?.sendEvents(.primaryActionTriggered)
      }
      (self.title, self.image) = (title, image)
    }
  }

#endif

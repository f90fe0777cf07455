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
  extension UIBarButtonItem: Control {
    public var handlers: ControlHandlers {
      associated(self, &AssociatedKey.handlers) {
        let handlers = ControlHandlers()
        handlers.willAddHandler = { [weak self] _ in self?.listen() }
        return handlers
      }
    }

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

    /// Points the item's target-action at its CellKit handlers (once).
    private func listen() {
      let trampoline = associated(self, &AssociatedKey.bridge) { BarButtonTrampoline() }
      target = trampoline
      action = #selector(BarButtonTrampoline.fire(_:))
    }
  }

#endif

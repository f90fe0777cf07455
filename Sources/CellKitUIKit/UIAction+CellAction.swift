#if canImport(UIKit)
  import UIKit

  @available(tvOS 14.0, *)
  extension UIAction {
    /// A UIKit action that sends a cell action when chosen: for a menu in a cell (a button's `menu`,
    /// a context menu), or any UIKit API that takes a `UIAction`.
    ///
    /// ```swift
    /// more.menu = UIMenu(children: [UIAction(title: "Mute", sending: .muteTapped, from: self)])
    /// ```
    ///
    /// The cell action is routed as a control's is: resolved when the user chooses it, with the row
    /// the cell shows then, and its sender is the one UIKit gives the action, if any. A control's own
    /// events are bound with ``Control/sends(_:from:on:)``.
    ///
    /// - Parameters:
    ///   - title: The title UIKit shows, as for any `UIAction`.
    ///   - image: The image UIKit shows, if any.
    ///   - action: The cell action to send.
    ///   - cell: The cell the action comes from, held weakly.
    public convenience init<Cell: ActionCell>(
      title: String, image: UIImage? = nil, sending action: Cell.Action, from cell: Cell
    ) {
      self.init(title: title, image: image) { [weak cell] chosen in
        cell?.send(action, sender: chosen.sender.map { $0 as AnyObject })
      }
    }
  }
#endif

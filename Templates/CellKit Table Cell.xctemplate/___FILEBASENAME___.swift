//___FILEHEADER___

import CellKitUIKit
import UIKit

/// A table view cell built in code with typed actions: bind controls in `cellDidLoad()` and handle the actions on the list,
/// `list.on(___FILEBASENAMEASIDENTIFIER___.Action.buttonTapped) { context in … }`.
final class ___FILEBASENAMEASIDENTIFIER___: TableCell, ActionCell {
  /// What the user can do in this cell; name each case after what they did.
  enum Action: CellAction, Equatable {
    case buttonTapped
  }

  let button = UIButton(type: .system)

  override func cellDidLoad() {
    button.setTitle("Button", for: .normal)
    button.sends(.buttonTapped, from: self)
    contentView.addSubview(button)
  }

  override func layoutContent() {
  }
}

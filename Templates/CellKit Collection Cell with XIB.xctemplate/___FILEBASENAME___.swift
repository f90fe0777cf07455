//___FILEHEADER___

import CellKitUIKit
import UIKit

/// A collection view cell loaded from its XIB with typed actions: bind controls in `cellDidLoad()` and handle the actions on the list,
/// `list.on(___FILEBASENAMEASIDENTIFIER___.Action.buttonTapped) { context in … }`.
final class ___FILEBASENAMEASIDENTIFIER___: CollectionCell, ActionCell, NibReusable {
  /// What the user can do in this cell; name each case after what they did.
  enum Action: CellAction, Equatable {
    case buttonTapped
  }

  @IBOutlet private var button: UIButton!

  override func cellDidLoad() {
    button.sends(.buttonTapped, from: self)
  }

  override func layoutContent() {
  }
}

/// How a host that selects rows on a tap (UIKit's table and collection views) is set for the
/// adapter's selection, and what its reports of the user's taps mean.
///
/// The adapter decides between one selection and several, so the view allows several and never
/// replaces a selection on its own; a tap on a selected row then reaches the adapter as a
/// deselection, and the adapter decides whether the row stays selected. In edit mode UIKit selects
/// nothing unless told to (`allowsSelectionDuringEditing`, "Defaults to NO" in `UITableView.h` and
/// `UICollectionView.h`); with one selection there (`allowsMultipleSelectionDuringEditing` off, no
/// selection circles), UIKit itself deselects the selected row before it selects the one tapped,
/// and reports it: that report is not a tap.
package struct TapSelection: Equatable {
  /// `allowsMultipleSelection`: always, so that only the adapter replaces a selection.
  package var allowsMultipleSelection: Bool
  /// `allowsSelectionDuringEditing`: always, so that rows can be selected in edit mode.
  package var allowsSelectionDuringEditing: Bool
  /// `allowsMultipleSelectionDuringEditing`: when the adapter takes several, which shows selection
  /// circles in edit mode.
  package var allowsMultipleSelectionDuringEditing: Bool

  /// The view's settings as UIKit makes them: no selection in edit mode, one outside it.
  package static let platformDefaults = TapSelection(
    allowsMultipleSelection: false, allowsSelectionDuringEditing: false, allowsMultipleSelectionDuringEditing: false)

  /// The settings for an adapter that takes several selections, or one.
  package init(selectsSeveral: Bool) {
    self.init(
      allowsMultipleSelection: true, allowsSelectionDuringEditing: true,
      allowsMultipleSelectionDuringEditing: selectsSeveral)
  }

  package init(
    allowsMultipleSelection: Bool, allowsSelectionDuringEditing: Bool, allowsMultipleSelectionDuringEditing: Bool
  ) {
    self.allowsMultipleSelection = allowsMultipleSelection
    self.allowsSelectionDuringEditing = allowsSelectionDuringEditing
    self.allowsMultipleSelectionDuringEditing = allowsMultipleSelectionDuringEditing
  }

  /// Whether the view, `isEditing` or not, lets a tap select a row.
  package func selectsOnTap(isEditing: Bool) -> Bool {
    !isEditing || allowsSelectionDuringEditing
  }

  /// Whether the view, `isEditing` or not, keeps several rows selected, and so deselects a selected
  /// row the user taps rather than every other row.
  package func keepsSeveral(isEditing: Bool) -> Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Whether the view's report that it deselected a row is the user's tap on that row, to be passed
  /// to the adapter as one; otherwise the view deselected it on its own, to select the row tapped
  /// next, and the report of that selection is the tap.
  package func deselectionIsTap(isEditing: Bool) -> Bool {
    keepsSeveral(isEditing: isEditing)
  }
}

/// The selection as transitions of the presentation: what a tap, a call of the API and an update
/// do to the selected identities, computed with no host.
extension ListPresentation {
  /// What the user's selection of a row did.
  package enum UserSelection: Equatable {
    /// The row's item was selected with several selections allowed: it left the selection.
    case deselected
    /// The row's item was selected; with one selection allowed it replaced `replaced`.
    case selected(replacing: Set<Item.DifferenceIdentifier>)
  }

  /// What the user's selection of the row of the item `id` does: a selected item leaves the
  /// selection when several are allowed, and otherwise joins it, replacing the others when one is
  /// allowed.
  ///
  /// - Complexity: O(the items selected).
  package func userSelection(of id: Item.DifferenceIdentifier, allowsMultiple: Bool) -> UserSelection {
    if allowsMultiple && selectedIDs.contains(id) { return .deselected }
    return .selected(replacing: allowsMultiple ? [] : selectedIDs.subtracting([id]))
  }

  /// The change that makes the user's selection of the row of the item `id`: `selection`, as
  /// ``userSelection(of:allowsMultiple:)`` found it.
  package static func change(
    selecting id: Item.DifferenceIdentifier, as selection: UserSelection, allowsMultiple: Bool
  ) -> PresentationChange<Section, Item> {
    selection == .deselected ? .deselect([id]) : .select(id, allowsMultiple: allowsMultiple)
  }

  /// The selected items that are gone after an update: those `isShown` leaves out that
  /// `isApplied` (the snapshot applied, which may hold items not shown yet) also leaves out.
  ///
  /// - Parameters:
  ///   - isShown: The selected identities a row shows, of those given.
  ///   - isApplied: The identities the snapshot applied has, of those given; asked only about
  ///     selected items no row shows.
  /// - Complexity: O(selected items), plus what `isShown` and `isApplied` cost.
  package func goneSelection(
    shown isShown: (Set<Item.DifferenceIdentifier>) -> Set<Item.DifferenceIdentifier>,
    applied isApplied: (Set<Item.DifferenceIdentifier>) -> Set<Item.DifferenceIdentifier>
  ) -> Set<Item.DifferenceIdentifier> {
    guard !selectedIDs.isEmpty else { return [] }
    let notShown = selectedIDs.subtracting(isShown(selectedIDs))
    return notShown.isEmpty ? notShown : notShown.subtracting(isApplied(notShown))
  }
}

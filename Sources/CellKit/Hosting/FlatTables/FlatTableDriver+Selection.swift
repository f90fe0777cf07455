import Foundation

extension FlatTableDriver {
  /// The rows the user may select of the `proposed` ones, with `current` selected: an answer
  /// without effects, which the table may ask for as often as it likes.
  ///
  /// Item rows follow the list's single or multiple selection (``SelectionMirror``). A header row
  /// clicked alone is allowed when clicking a header collapses its section; otherwise header and
  /// footer rows are never selected, so a Shift-click or Select All across them collapses nothing.
  /// An arrow key that lands on a header or footer row goes on to the next item row that way,
  /// so the keyboard crosses sections.
  ///
  /// - Parameter byKeyboard: whether the user proposes it with the keyboard.
  /// - Complexity: O(proposed + current) rows, each O(log sections).
  package func allowedSelection(_ proposed: IndexSet, current: IndexSet, byKeyboard: Bool) -> IndexSet {
    guard let source, let table, !table.actions.session.isChangingHost else { return proposed }
    let proposed = byKeyboard ? steppingOverSectionRows(proposed, current: current) : proposed
    if proposed.count == 1, let row = proposed.first, isGroupRow(row), source.providesHeaderSelection, !byKeyboard {
      return proposed
    }
    let items = selection.allows(
      selectedItems(proposed), current: selectedItems(current), selectsSeveral: source.selectsSeveral, on: table)
    return IndexSet(items.compactMap { rows.index(of: .item($0)) })
  }

  /// Tells the adapter what the user selected on `host`, once the table shows it: a header row
  /// clicked alone collapses or expands its section; item rows added (and, selecting several,
  /// dropped) are told as selections. The table then shows the adapter's selection.
  package func selectionDidChange(on host: some FlatTableHost) {
    guard let source, !host.actions.session.isChangingHost else { return }
    let selected = host.selectedRows
    guard selected.count == 1, let row = selected.first, isGroupRow(row), let section = rows[row]?.section else {
      selection.userSelected(selectedItems(selected), on: host) { select($0, on: host) }
      return
    }
    showSelection(selection.shown, on: host)
    source.host(host, didSelectHeaderInSection: section)
  }

  /// `proposed`, with each header or footer row it adds to `current` replaced by the next item row
  /// past it, going away from the current selection.
  private func steppingOverSectionRows(_ proposed: IndexSet, current: IndexSet) -> IndexSet {
    var result = proposed
    for row in proposed.subtracting(current) where rows[row]?.isSectionRow == true {
      result.remove(row)
      let step = row < (current.first ?? 0) ? -1 : 1
      let next = sequence(first: row + step) { $0 + step }.prefix { rows[$0] != nil }.first { !rows[$0]!.isSectionRow }
      if let next { result.insert(next) }
    }
    return result
  }
}

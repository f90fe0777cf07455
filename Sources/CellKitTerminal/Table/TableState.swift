import CellKit
import Foundation

/// What a ``TableView`` remembers about the user's place in it, apart from the rows themselves:
/// the scroll position, the focused row or header and control, and the selected rows.
///
/// Keeping it in one value lets each update carry it across at once: the focus and the selection
/// follow their rows through a batch, and fit the new layout after it.
struct TableState {
  /// The content row shown at the top of the table.
  var contentOffset = 0
  /// What holds the keyboard focus: one row, one section header or one column header at most, so
  /// the table never shows two focus marks.
  var focus: TableFocus?
  /// The row holding the keyboard focus. Focusing a row takes the focus off a header; nil leaves
  /// a focused header as it is.
  var focusedIndexPath: IndexPath? {
    get { if case .row(let indexPath)? = focus { indexPath } else { nil } }
    set { if let newValue { focus = .row(newValue) } else if case .row? = focus { focus = nil } }
  }
  /// The section whose header holds the keyboard focus, instead of a row (when headers act, as
  /// collapsible sections' do).
  var focusedHeader: Int? {
    get { if case .sectionHeader(let section)? = focus { section } else { nil } }
    set { if let newValue { focus = .sectionHeader(newValue) } else if case .sectionHeader? = focus { focus = nil } }
  }
  /// The shown column whose header holds the keyboard focus, in a table with columns.
  var focusedColumnHeader: Int? {
    get { if case .columnHeader(let column)? = focus { column } else { nil } }
    set { if let newValue { focus = .columnHeader(newValue) } else if case .columnHeader? = focus { focus = nil } }
  }
  /// Which of the focused row's controls the keyboard acts on.
  var focusedControlIndex = 0
  /// The selected rows.
  var selectedIndexPaths: Set<IndexPath> = []
  /// The press of the mouse button on a row, while the button is down.
  var press: RowPress?
  /// The row actions shown at a row's trailing edge, if any.
  var revealedActions: RevealedRowActions?
  /// The rows the list was asked to prefetch and that have not shown yet.
  var prefetched = PrefetchedItems()
  /// The scroll position prefetching last saw, and whether the table last scrolled down.
  var prefetchOffset = 0
  var prefetchesDown = true

  /// Moves the focus and the selection with their rows through a batch of changes. A deleted
  /// focused row keeps its place (in its section's new place, when the section stays) until
  /// ``fit(to:height:headerTakesFocus:)`` moves the focus on; a deleted selected row is no longer
  /// selected.
  mutating func follow(_ mapping: BatchMapping) {
    if let revealed = revealedActions {
      // Revealed actions stay with their row; they close when it is deleted or reloaded (its
      // actions may differ now), not when other rows change or a loaded value refits the table.
      let reloaded =
        mapping.reloaded.contains(revealed.indexPath) || mapping.reloadedSections.contains(revealed.indexPath.section)
      let row = reloaded ? nil : mapping.indexPath(revealed.indexPath)
      revealedActions = row.map {
        RevealedRowActions(indexPath: $0, labels: revealed.labels, focused: revealed.focused)
      }
    }
    if let focused = focusedIndexPath {
      // A deleted row keeps its place, in its section's new place when the section stays.
      focusedIndexPath =
        mapping.indexPath(focused)
        ?? mapping.section(focused.section).map { IndexPath(row: focused.row, section: $0) } ?? focused
    }
    if let header = focusedHeader { focusedHeader = mapping.section(header) }
    if !selectedIndexPaths.isEmpty { selectedIndexPaths = Set(selectedIndexPaths.compactMap(mapping.indexPath)) }
    prefetched.follow(mapping)
    if let pressed = press?.indexPath { press?.indexPath = mapping.indexPath(pressed) }
  }

  /// Fits the state to `layout` for a table `height` rows tall: the focus moves from a row that is
  /// gone to its section's header when that section shows no rows now and its header takes the
  /// focus (`headerTakesFocus`: the section was collapsed), or else to the nearest row that exists
  /// (and to its first control when no row is left); the selection of a row that is gone is
  /// dropped, and the scroll position stays within the content.
  mutating func fit(to layout: TableLayout, height: Int, headerTakesFocus: (Int) -> Bool = { _ in false }) {
    if let focused = focusedIndexPath, !layout.contains(focused) {
      let section = focused.section
      if layout.sections.indices.contains(section), layout.sections[section].rows == 0, headerTakesFocus(section) {
        focusedHeader = section
      } else {
        focusedIndexPath = layout.nearestRow(to: focused)
        if focusedIndexPath == nil { focusedControlIndex = 0 }
      }
    }
    if !selectedIndexPaths.isEmpty { selectedIndexPaths = selectedIndexPaths.filter(layout.contains) }
    if let header = focusedHeader, !layout.sections.indices.contains(header) || layout.sections[header].header == 0 {
      focusedHeader = nil
      focusedIndexPath = layout.nearestRow(to: IndexPath(row: 0, section: header))
    }
    contentOffset = min(max(0, contentOffset), max(0, layout.totalHeight - height))
  }
}

/// What holds a table's keyboard focus.
enum TableFocus: Equatable {
  /// A row, and within it the control ``TableState/focusedControlIndex`` names.
  case row(IndexPath)
  /// The header of a section.
  case sectionHeader(Int)
  /// The header of a shown column, counted among the shown columns.
  case columnHeader(Int)
}

/// A press of the mouse button on a row of a table: a drag from it moves the row, a release
/// without one selects it.
struct RowPress {
  /// The row pressed, followed through the updates made while the button is down; nil once it
  /// left the table (deleted, or the table reloaded): the release then moves and selects nothing.
  var indexPath: IndexPath?
  /// Whether the pointer moved with the button down: only then does the release move the row.
  var dragged = false
}

import CGTK

/// A `GtkListView` in a scrolled window, as a CellKit host that a `ListAdapter` drives.
///
/// A GTK list has no sections: each section shows as a header row (a header view, or the
/// section's title), its items, and a footer row, as on a Mac. A click selects (with Ctrl and
/// Shift, several, when the adapter allows several), a click on a header collapses its section
/// when the adapter allows collapsing, a right click or the Menu key shows a row's actions, and a
/// row dragged to another place moves its item when the adapter handles moves.
///
/// ```swift
/// let table = ListView()
/// let list = ListAdapter<Category, Youtuber>(table)
/// list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
/// ```
@MainActor
public final class ListView: RecyclingView {
  /// An empty list; attach a `ListAdapter` to fill it.
  public init() {
    super.init(showsSectionRows: true) { model, factory in gtk_list_view_new(model, factory) }
    addStyleClass("cellkit-list")
  }
}

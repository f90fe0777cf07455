import CGTK

/// A `GtkGridView` in a scrolled window: the items of every section as tiles in columns, as a
/// CellKit host that a `ListAdapter` drives.
///
/// GTK 4's grid lays out equal tiles without sections, so a grid shows items only: the sections
/// keep their order, and a `ListAdapter` can move between a ``ListView`` and a grid with the
/// same selection. Cells are the same ``ListCell`` subclasses as a list's; override
/// ``ListCell/axis`` for a card laid out top to bottom.
@MainActor
public final class GridView: RecyclingView {
  /// An empty grid of at most `maximumColumns` columns; attach a `ListAdapter` to fill it.
  ///
  /// - Precondition: `maximumColumns` is at least 1.
  public init(maximumColumns: Int = 4) {
    precondition(maximumColumns >= 1, "A grid needs at least one column; \(maximumColumns) were asked for.")
    super.init(showsSectionRows: false) { model, factory in
      let grid = gtk_grid_view_new(model, factory)!
      gtk_grid_view_set_max_columns(grid.opaque, guint(maximumColumns))
      return grid
    }
    addStyleClass("cellkit-grid")
  }
}

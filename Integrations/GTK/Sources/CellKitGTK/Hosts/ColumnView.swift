import CGTK
@_spi(CellKitPlatform) import CellKit
import Foundation

/// A `GtkColumnView` in a scrolled window, as a CellKit host that a `ListAdapter` with
/// `columns` drives: a column per list column, each with its cells.
///
/// As in a ``ListView``, each section shows as a header row (its title in the first column), its
/// items, and a footer row. A click on a sortable column's header sorts the list by it, through
/// the list's `sortOrder` (the rows are the list's, sorted as on every host), and
/// again the other way round; columns are resized by dragging their edges and moved by dragging
/// their headers, which the list's `columns` follow. A control in a cell sends its
/// actions with its row's index path and item, and its column, as they are when the event fires.
///
/// ```swift
/// let table = ColumnView()
/// let list = ListAdapter<String, Chore>(table)
/// list.columns = [ListColumn(.title, "Title", sortedBy: \.title), ListColumn(.done, "Done", width: .fixed(60))]
/// list.cell(TextCell.self, column: .title) { cell, chore, _ in cell.text.text = chore.title }
/// list.cell(DoneCell.self, column: .done) { cell, chore, _ in cell.done.isOn = chore.isDone }
/// ```
@MainActor
public final class ColumnView: RecyclingView {
  /// The GTK column of each list column, and the list columns in the list's order.
  private var gtkColumns: [ColumnID: OpaquePointer] = [:]
  private var order: [ColumnID] = []
  /// The list columns shown, in order.
  private var shown: [ColumnID] = []
  /// The column whose sorter GTK asked last, while the sort order is probed.
  private let probe = SortProbe()

  /// An empty column view; attach a `ListAdapter` with columns to fill it.
  public init() {
    super.init(showsSectionRows: true) { model, factory in
      let view = gtk_column_view_new(model)!
      // Each column has a factory of its own: the list's one, unused, goes with the view.
      g_object_set_data_full(view.object, "cellkit-list-factory", factory.raw) { g_object_unref($0) }
      return view
    }
    addStyleClass("cellkit-columns")
    gtk_column_view_set_reorderable(columnView, 1)
    gtk_column_view_set_show_column_separators(columnView, 1)
    let sorter = gtk_column_view_get_sorter(columnView)!
    Signal.connectSorterChanged(sorter.raw) { [weak self] in self?.sortChanged() }
    let columns = gtk_column_view_get_columns(columnView)!
    Signal.connectItemsChanged(columns.raw) { [weak self] in self?.columnsChanged() }
  }

  private var columnView: OpaquePointer { OpaquePointer(list) }

  override var shownColumnIDs: [ColumnID] { shown }

  /// Makes a GTK column for each list column, in its order, with its width rule, visibility and a
  /// sorter when it is sortable; shows the list's first sort key as the sorted column.
  override func makeColumns(_ columns: [FlatTableColumn], sortOrder: [SortKey]) {
    let ids = Set(columns.map(\.id))
    for (id, column) in gtkColumns where !ids.contains(id) {
      gtk_column_view_remove_column(columnView, column)
      gtkColumns[id] = nil
    }
    for (place, spec) in columns.enumerated() {
      let column = gtkColumns[spec.id] ?? makeColumn(spec)
      gtk_column_view_column_set_title(column, spec.title)
      gtk_column_view_column_set_visible(column, spec.isHidden ? 0 : 1)
      gtk_column_view_column_set_resizable(column, spec.isResizable ? 1 : 0)
      gtk_column_view_column_set_expand(column, spec.resizesWithTable ? 1 : 0)
      // A fitting column takes its content's natural width; the others the rule's.
      let fits = spec.fitsContent
      gtk_column_view_column_set_fixed_width(column, fits ? -1 : Int32(spec.width))
      gtk_column_view_insert_column(columnView, guint(place), column)
    }
    order = columns.map(\.id)
    shown = columns.filter { !$0.isHidden }.map(\.id)
    if let first = sortOrder.first, let column = gtkColumns[first.column] {
      gtk_column_view_sort_by_column(columnView, column, first.isAscending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
    } else {
      gtk_column_view_sort_by_column(columnView, nil, GTK_SORT_ASCENDING)
    }
  }

  /// A GTK column for `spec`, with a factory of its own, appended to the view.
  private func makeColumn(_ spec: FlatTableColumn) -> OpaquePointer {
    let factory = gtk_signal_list_item_factory_new()!
    connect(factory, column: spec.id)
    let column = gtk_column_view_column_new(spec.title, factory)!
    if spec.isSortable {
      let sorter = gtk_custom_sorter_new(
        { _, _, data in
          // Asked only while the view's sort order is probed: says which column is first.
          guard let data else { return 0 }
          let column = Unmanaged<SortedColumn>.fromOpaque(data).takeUnretainedValue()
          column.probe?.column = column.id
          return GTK_ORDERING_SMALLER.rawValue
        }, Unmanaged.passRetained(SortedColumn(spec.id, probe: probe)).toOpaque(),
        { data in data.map { Unmanaged<SortedColumn>.fromOpaque($0).release() } })
      gtk_column_view_column_set_sorter(column, UnsafeMutablePointer<GtkSorter>(sorter))
      g_object_unref(sorter?.object)
    }
    Signal.connect(
      column.raw, "notify::fixed-width",
      argument: { [weak self, id = spec.id] _ in self?.columnResized(id) })
    gtk_column_view_append_column(columnView, column)
    gtkColumns[spec.id] = column
    // The view keeps its columns; the dictionary's reference is the view's.
    g_object_unref(column.object)
    return column
  }

  /// The user clicked a sortable column's header: the view's sorter now sorts by it, first. Its
  /// first column and direction are found by comparing with it (GTK 4.8 has no call that says):
  /// the column's sorter answers "smaller", which the view's sorter turns round when descending.
  private func sortChanged() {
    guard !table.isChangingView, let sorter = gtk_column_view_get_sorter(columnView) else { return }
    probe.column = nil
    // Two objects, any two: a sorter finds one object equal to itself without asking its columns.
    let ordering = gtk_sorter_compare(sorter, model.raw, list.raw)
    guard let first = probe.column else {
      table.sortDescriptorsChanged(to: [])
      return
    }
    let rest = table.sortOrder.filter { $0.column != first }.map {
      (key: Optional($0.column.rawValue), ascending: $0.isAscending)
    }
    table.sortDescriptorsChanged(to: [(first.rawValue, ordering == GTK_ORDERING_SMALLER)] + rest)
  }

  /// The user dragged a column's edge: the list's column becomes that wide.
  private func columnResized(_ id: ColumnID) {
    guard !table.isChangingView, let column = gtkColumns[id] else { return }
    let width = gtk_column_view_column_get_fixed_width(column)
    if width > 0 { table.columnResized(id.rawValue, to: Double(width)) }
  }

  /// The user dragged a column's header to another place: the list's column moves there.
  private func columnsChanged() {
    guard !table.isChangingView, let columns = gtk_column_view_get_columns(columnView) else { return }
    let count = Int(g_list_model_get_n_items(columns))
    // A move is a removal and an insertion: the second one tells.
    guard count == order.count else { return }
    for place in 0..<count {
      guard let object = g_list_model_get_item(columns, guint(place)) else { continue }
      defer { g_object_unref(object) }
      let pointer = OpaquePointer(object)
      guard let id = gtkColumns.first(where: { $0.value == pointer })?.key, order[place] != id else { continue }
      table.columnMoved(id.rawValue, to: place)
      return
    }
  }
}

/// Which column's sorter GTK asked while the view's sort order is probed.
@MainActor
private final class SortProbe {
  var column: ColumnID?
}

/// The column a custom sorter belongs to, kept by GTK with the sorter.
private final class SortedColumn {
  let id: ColumnID
  weak var probe: SortProbe?

  init(_ id: ColumnID, probe: SortProbe) {
    self.id = id
    self.probe = probe
  }
}

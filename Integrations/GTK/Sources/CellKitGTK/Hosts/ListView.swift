import CGTK
@_spi(CellKitPlatform) import CellKit
import CellKitGTKSupport
import Foundation

/// A `GtkListView` in a scrolled window, as a CellKit host that a ``ListAdapter`` drives.
///
/// GTK's list view binds a few dozen row widgets to whichever rows scroll into view, as UIKit's
/// table does: its factory's `bind` asks the adapter for the row's cell, dequeued by class from the
/// list's reuse pool and configured for the row's item (the cell's reuse scope begins), and
/// `unbind` ends the scope and puts the cell back in the pool, so handlers and tasks never outlive
/// their item. A GTK list has no sections: each section shows as a header row (a header view, or
/// the section's title), its items, and a footer row, as on a Mac. Every decision (which row shows
/// what, how a batch becomes row changes, which selection the user may make) is the core's
/// `FlatTableDriver`, the one a Mac's table runs (through CellKit's `FlatTable`); this class only
/// translates.
///
/// ```swift
/// let table = ListView()
/// let list = ListAdapter<Category, Youtuber>(table)
/// list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
/// ```
@MainActor
public final class ListView: Widget {
  /// The CellKit host: every decision of the list, and the actions its cells route.
  private(set) lazy var table = FlatTable(view: self)
  /// The rows GTK shows, and their selection.
  let model: OpaquePointer
  /// The `GtkListView`.
  let list: UnsafeMutablePointer<GtkWidget>
  private let cells = ReuseRegistry<ListCell>()
  /// The cell bound to each `GtkListItem`.
  private var bound: [OpaquePointer: ListCell] = [:]
  /// List items GTK bound while a batch was being applied: they are configured once the batch is
  /// done, when their positions are final.
  private var pendingBinds: [OpaquePointer] = []
  private var isApplyingBatch = false

  /// An empty list; attach a ``ListAdapter`` to fill it.
  public init() {
    let weakSelf = WeakList()
    model = ck_row_model_new(
      { proposed, current, context in
        let list = Unmanaged<WeakList>.fromOpaque(context!).takeUnretainedValue()
        let proposed = IndexSet(bitset: proposed)
        let current = IndexSet(bitset: current)
        let allowed = MainActor.assumeIsolated { list.list?.allowedSelection(proposed, current: current) }
        return (allowed ?? proposed).bitset
      },
      { context in
        let list = Unmanaged<WeakList>.fromOpaque(context!).takeUnretainedValue()
        MainActor.assumeIsolated { list.list?.table.selectionDidChange() }
      },
      Unmanaged.passRetained(weakSelf).toOpaque(),
      { context in Unmanaged<WeakList>.fromOpaque(context!).release() })
    let factory = gtk_signal_list_item_factory_new()!
    g_object_ref(model.object)
    list = gtk_list_view_new(model, factory)
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(scrolled.opaque, list)
    gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_widget_add_css_class(list, "cellkit-list")
    super.init(gtkWidget: scrolled)
    weakSelf.list = self
    expandsVertically = true
    Signal.connect(factory.raw, "bind", argument: { [weak self] item in self?.bind(OpaquePointer(item!)) })
    Signal.connect(factory.raw, "unbind", argument: { [weak self] item in self?.unbind(OpaquePointer(item!)) })
    let adjustment = gtk_scrollable_get_vadjustment(list.opaque)!
    Signal.connect(adjustment.raw, "value-changed") { [weak self] in self?.table.visibleRowsDidChange() }
  }

  isolated deinit {
    g_object_unref(model.object)
  }

  /// The list, for the C callbacks of its row model, which may outlive it.
  private final class WeakList {
    weak var list: ListView?
  }

  // MARK: Rows

  /// Configures `item`'s row: the adapter dequeues and configures the cell of whatever the row
  /// shows now.
  private func bind(_ item: OpaquePointer) {
    guard !isApplyingBatch else { return pendingBinds.append(item) }
    let row = Int(gtk_list_item_get_position(item))
    let cell: ListCell
    switch table.content(ofRow: row) {
    case .view(let view):
      guard let view = view as? ListCell else {
        preconditionFailure("A ListView shows ListCells; its list adapter made a \(type(of: view)) for row \(row).")
      }
      cell = view
    case .title(let title, let isHeader):
      let titleCell = dequeue(SectionTitleCell.self)
      titleCell.show(title, isHeader: isHeader)
      cell = titleCell
    case nil:
      return
    }
    if let previous = bound[item], previous !== cell { recycle(previous) }
    gtk_list_item_set_selectable(item, table.isItemRow(row) ? 1 : 0)
    gtk_list_item_set_activatable(item, table.isItemRow(row) ? 1 : 0)
    cell.list = self
    cell.listItem = item
    bound[item] = cell
    gtk_list_item_set_child(item, cell.gtkWidget)
  }

  /// Ends the row's cell's configuration and keeps the cell for another row.
  private func unbind(_ item: OpaquePointer) {
    pendingBinds.removeAll { $0 == item }
    guard let cell = bound.removeValue(forKey: item) else { return }
    gtk_list_item_set_child(item, nil)
    recycle(cell)
  }

  private func recycle(_ cell: ListCell) {
    cell.list = nil
    cell.listItem = nil
    cell.reuseScope.end()
    cell.prepareForReuse()
    cells.recycle(cell, identifier: cell.reuseIdentifier, kind: .cell)
  }

  /// A cell of `cellType` for a row: one the list made before and no row shows now, or a new one.
  ///
  /// - Complexity: O(1).
  public func dequeue<Cell: ListCell>(_ cellType: Cell.Type = Cell.self) -> Cell {
    let identifier = Cell.reuseIdentifier
    do {
      let cell = try cells.dequeue(Cell.self, identifier: identifier, kind: .cell) { Cell() }
      cell.reuseIdentifier = identifier
      return cell
    } catch {
      preconditionFailure("\(error)")
    }
  }

  /// The number of cells the list has made: about the rows that fit on screen, whatever the
  /// number of items.
  public var cellsMade: Int { cells.madeCount }

  /// The cells on screen now, from the top.
  public var visibleCells: [ListCell] {
    visibleRowRange.compactMap { shownView(atRow: $0) as? ListCell }
  }

  /// The row the user proposes to select, as the table allows it.
  private func allowedSelection(_ proposed: IndexSet, current: IndexSet) -> IndexSet {
    table.allowedSelection(proposed, current: current, byKeyboard: false)
  }
}

// MARK: - The primitives

@_spi(CellKitPlatform) extension ListView: FlatTableView {
  @_spi(CellKitPlatform) public var isOnScreen: Bool { gtk_widget_get_mapped(list) != 0 }

  @_spi(CellKitPlatform) public var shownRowCount: Int { Int(g_list_model_get_n_items(model)) }

  @_spi(CellKitPlatform) public var visibleRowRange: Range<Int> {
    let height = Float(gtk_widget_get_height(list))
    var first = Int.max
    var last = -1
    var bounds = graphene_rect_t()
    for (item, cell) in bound where gtk_widget_compute_bounds(cell.gtkWidget, list, &bounds) != 0 {
      guard bounds.origin.y + bounds.size.height > 0, bounds.origin.y < height else { continue }
      let row = Int(gtk_list_item_get_position(item))
      first = min(first, row)
      last = max(last, row)
    }
    return last < 0 ? 0..<0 : first..<(last + 1)
  }

  @_spi(CellKitPlatform) public var selectedRows: IndexSet { IndexSet(bitset: ck_row_model_get_selected(model)) }

  @_spi(CellKitPlatform) public func resetRows(count: Int) {
    ck_row_model_reset(model, guint(count))
  }

  @_spi(CellKitPlatform) public func updateRows(
    removing removed: IndexSet, moving moves: [(from: Int, to: Int)], inserting inserted: IndexSet
  ) {
    isApplyingBatch = true
    for range in removed.rangeView.reversed() {
      ck_row_model_splice(model, guint(range.lowerBound), guint(range.count), 0)
    }
    for move in moves { ck_row_model_move(model, guint(move.from), guint(move.to)) }
    for range in inserted.rangeView {
      ck_row_model_splice(model, guint(range.lowerBound), 0, guint(range.count))
    }
    isApplyingBatch = false
    let binds = pendingBinds
    pendingBinds = []
    binds.forEach(bind)
  }

  @_spi(CellKitPlatform) public func reloadRows(_ rows: IndexSet) {
    for range in rows.rangeView { ck_row_model_rebind(model, guint(range.lowerBound), guint(range.count)) }
  }

  @_spi(CellKitPlatform) public func shownView(atRow row: Int) -> AnyObject? {
    bound.first { Int(gtk_list_item_get_position($0.key)) == row }?.value
  }

  @_spi(CellKitPlatform) public func row(of view: AnyObject) -> Int? {
    guard let cell = view as? ListCell, cell.list === self, let item = cell.listItem else { return nil }
    let row = gtk_list_item_get_position(item)
    return row == GTK_INVALID_LIST_POSITION ? nil : Int(row)
  }

  @_spi(CellKitPlatform) public func selectRows(_ rows: IndexSet) {
    let bitset = rows.bitset
    ck_row_model_select(model, bitset)
    gtk_bitset_unref(bitset)
  }
}

extension IndexSet {
  /// The rows of a GTK bitset.
  init(bitset: OpaquePointer?) {
    self.init()
    guard let bitset else { return }
    var iterator = GtkBitsetIter()
    var value: guint = 0
    var more = gtk_bitset_iter_init_first(&iterator, bitset, &value)
    while more != 0 {
      insert(Int(value))
      more = gtk_bitset_iter_next(&iterator, &value)
    }
  }

  /// A new GTK bitset of these rows, owned by the caller.
  var bitset: OpaquePointer {
    let bitset = gtk_bitset_new_empty()!
    for range in rangeView { gtk_bitset_add_range(bitset, guint(range.lowerBound), guint(range.count)) }
    return bitset
  }
}

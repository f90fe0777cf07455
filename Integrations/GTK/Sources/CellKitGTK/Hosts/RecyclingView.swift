import CGTK
@_spi(CellKitPlatform) import CellKit
import CellKitGTKSupport
import Foundation

/// What ``ListView`` and ``GridView`` share: a GTK list widget in a scrolled window whose rows are
/// bound to recycled ``ListCell``s, as the host a `ListAdapter` drives.
///
/// GTK binds a few hundred row widgets around whichever rows scroll into view, as UIKit's table
/// does: its factory's `bind` asks the adapter for the row's cell, dequeued by class from the view's
/// reuse pool and configured for the row's item (the cell's reuse scope begins), and `unbind` ends
/// the scope and puts the cell back in the pool, so handlers and tasks never outlive their item.
/// Every decision (which row shows what, how a batch becomes row changes, which selection the user
/// may make, which item a drag moves) is the core's flat-table driver, the one a Mac's table runs;
/// this class only translates.
@MainActor
public class RecyclingView: Widget {
  /// The CellKit host: every decision of the view, and the actions its cells route.
  private(set) lazy var table = FlatTable(view: self, showsSectionRows: showsSectionRows)
  private let showsSectionRows: Bool
  /// The rows GTK shows, and their selection.
  let model: OpaquePointer
  /// The `GtkListView` or `GtkGridView`.
  let list: UnsafeMutablePointer<GtkWidget>
  private let cells = ReuseRegistry<ListCell>()
  /// The cell bound to each `GtkListItem`.
  private var bound: [OpaquePointer: ListCell] = [:] {
    didSet { rowsOfCells = nil }
  }
  /// The column of each `GtkListItem` of a column's factory, in a view with columns.
  private var itemColumns: [OpaquePointer: ColumnID] = [:]
  /// The bound cells by row and column, made when first asked for after GTK's rows or bindings
  /// changed: the adapter asks for every bound row's views after each update, a few hundred rows.
  private var rowsOfCells: [RowAndColumn: ListCell]?

  /// A row, and the column of a view with columns (nil in a list).
  private struct RowAndColumn: Hashable {
    var row: Int
    var column: ColumnID?
  }

  /// The bound cells by row and column.
  ///
  /// - Complexity: O(1), after O(bound cells) once per change of rows or bindings.
  private var cellsByRow: [RowAndColumn: ListCell] {
    if let rowsOfCells { return rowsOfCells }
    var byRow: [RowAndColumn: ListCell] = [:]
    for (item, cell) in bound {
      let row = gtk_list_item_get_position(item)
      if row != GTK_INVALID_LIST_POSITION { byRow[RowAndColumn(row: Int(row), column: itemColumns[item])] = cell }
    }
    rowsOfCells = byRow
    return byRow
  }

  /// The columns shown, in order; none in a list.
  var shownColumnIDs: [ColumnID] { [] }

  /// Makes the view's columns: nothing in a list; a column view makes a GTK column for each.
  func makeColumns(_ columns: [FlatTableColumn], sortOrder: [SortKey]) {}
  /// List items GTK bound while a batch was being applied: they are configured once the batch is
  /// done, when their positions are final.
  private var pendingBinds: [OpaquePointer] = []
  private var isApplyingBatch = false
  /// The row actions menu shown, and the Swift objects of its widgets.
  private var menu: (popover: UnsafeMutablePointer<GtkWidget>, content: Box)?
  /// Whether the list is handling a key: a selection it proposes meanwhile is the keyboard's, which
  /// steps over header and footer rows.
  private var isHandlingKey = false

  /// A view of the GTK widget `makeList` makes for a row model and a factory, showing sections'
  /// header and footer rows or not.
  init(
    showsSectionRows: Bool,
    makeList: (_ model: OpaquePointer, _ factory: OpaquePointer) ->
      UnsafeMutablePointer<GtkWidget>
  ) {
    self.showsSectionRows = showsSectionRows
    // Cell tasks, and the menu's clean-up, run on the main actor: in GLib's main loop.
    ck_main_queue_attach()
    let weakSelf = WeakView()
    model = ck_row_model_new(
      { proposed, current, context in
        let view = Unmanaged<WeakView>.fromOpaque(context!).takeUnretainedValue()
        let proposed = IndexSet(bitset: proposed)
        let current = IndexSet(bitset: current)
        let allowed = MainActor.assumeIsolated {
          view.view.map { $0.table.allowedSelection(proposed, current: current, byKeyboard: $0.isHandlingKey) }
        }
        return (allowed ?? proposed).bitset
      },
      { context in
        let view = Unmanaged<WeakView>.fromOpaque(context!).takeUnretainedValue()
        MainActor.assumeIsolated { view.view?.table.selectionDidChange() }
      },
      Unmanaged.passRetained(weakSelf).toOpaque(),
      { context in Unmanaged<WeakView>.fromOpaque(context!).release() })
    let factory = gtk_signal_list_item_factory_new()!
    g_object_ref(model.object)
    list = makeList(model, factory)
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(scrolled.opaque, list)
    gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    super.init(gtkWidget: scrolled)
    weakSelf.view = self
    expandsVertically = true
    connect(factory, column: nil)
    let adjustment = gtk_scrollable_get_vadjustment(list.opaque)!
    Signal.connect(adjustment.raw, "value-changed") { [weak self] in self?.table.visibleRowsDidChange() }
    addRowActionsMenu()
    addDropTarget()
    addKeyboardSelection()
  }

  /// Binds and unbinds the list items of `factory`, the factory of `column` in a view with columns.
  func connect(_ factory: OpaquePointer, column: ColumnID?) {
    Signal.connect(
      factory.raw, "bind",
      argument: { [weak self] item in
        guard let self else { return }
        let item = OpaquePointer(item!)
        if let column { itemColumns[item] = column }
        bind(item)
      })
    Signal.connect(factory.raw, "unbind", argument: { [weak self] item in self?.unbind(OpaquePointer(item!)) })
  }

  /// Marks the selections the list proposes while it handles a key as the keyboard's, from the
  /// key's arrival (before the list sees it) until GTK has handled it.
  private func addKeyboardSelection() {
    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(keys.opaque, GTK_PHASE_CAPTURE)
    Signal.connectKeyPressed(keys.raw) { [weak self] _, _ in
      guard let self else { return false }
      isHandlingKey = true
      DispatchQueue.main.async { [weak self] in self?.isHandlingKey = false }
      return false
    }
    gtk_widget_add_controller(list, keys.opaque)
  }

  isolated deinit {
    menu.map { gtk_widget_unparent($0.popover) }
    g_object_unref(model.object)
  }

  /// The view, for the C callbacks of its row model, which may outlive it.
  private final class WeakView {
    weak var view: RecyclingView?
  }

  // MARK: Cells

  /// A cell of `cellType` for a row: one the view made before and no row shows now, or a new one.
  ///
  /// - Complexity: O(1).
  public func dequeue<Cell: ListCell>(_ cellType: Cell.Type = Cell.self) -> Cell {
    let identifier = Cell.reuseIdentifier
    do {
      let cell = try cells.dequeue(Cell.self, identifier: identifier, kind: .cell) {
        let cell = Cell()
        self.addDragSource(to: cell)
        return cell
      }
      cell.reuseIdentifier = identifier
      return cell
    } catch {
      preconditionFailure("\(error)")
    }
  }

  /// The number of cells the view has made: about the rows GTK keeps bound around the visible ones
  /// (a few hundred), whatever the number of items.
  public var cellsMade: Int { cells.madeCount }

  /// The cells on screen now, from the top.
  public var visibleCells: [ListCell] {
    visibleRowRange.compactMap { shownView(atRow: $0) as? ListCell }
  }

  /// Configures `item`'s row: the adapter dequeues and configures the cell of whatever the row
  /// shows now.
  private func bind(_ item: OpaquePointer) {
    guard !isApplyingBatch else { return pendingBinds.append(item) }
    let row = Int(gtk_list_item_get_position(item))
    let cell: ListCell
    let column = itemColumns[item]
    switch column.map({ table.content(ofRow: row, column: $0) }) ?? table.content(ofRow: row) {
    case .view(let view):
      guard let view = view as? ListCell else {
        preconditionFailure(
          "A CellKitGTK view shows ListCells; its list adapter made a \(type(of: view)) for row \(row).")
      }
      cell = view
    case .title(let title, let isHeader):
      let titleCell = dequeue(SectionTitleCell.self)
      titleCell.show(title, isHeader: isHeader)
      cell = titleCell
    case nil:
      // A row that shows nothing in this column (a section's row, past the first column).
      if let previous = bound.removeValue(forKey: item) {
        gtk_list_item_set_child(item, nil)
        recycle(previous)
      }
      return
    }
    if let previous = bound[item], previous !== cell { recycle(previous) }
    gtk_list_item_set_selectable(item, table.isSelectable(row) ? 1 : 0)
    gtk_list_item_set_activatable(item, table.isItemRow(row) ? 1 : 0)
    cell.view = self
    cell.listItem = item
    bound[item] = cell
    gtk_list_item_set_child(item, cell.gtkWidget)
  }

  /// Ends the row's cell's configuration and keeps the cell for another row.
  private func unbind(_ item: OpaquePointer) {
    pendingBinds.removeAll { $0 == item }
    itemColumns[item] = nil
    guard let cell = bound.removeValue(forKey: item) else { return }
    gtk_list_item_set_child(item, nil)
    recycle(cell)
  }

  private func recycle(_ cell: ListCell) {
    cell.view = nil
    cell.listItem = nil
    cell.reuseScope.end()
    cell.prepareForReuse()
    cells.recycle(cell, identifier: cell.reuseIdentifier, kind: .cell)
  }

  /// The cell under the point (`x`, `y`) of the list widget, if a row is there.
  private func cell(at x: Double, _ y: Double) -> ListCell? {
    var widget = gtk_widget_pick(list, x, y, GTK_PICK_DEFAULT)
    while let current = widget, current != list {
      if let cell = Widget.owner(of: current) as? ListCell, cell.view === self { return cell }
      // GTK's row widget, picked in its padding around the cell: the cell is its child.
      if gtk_widget_get_parent(current) == list, let child = gtk_widget_get_first_child(current),
        let cell = Widget.owner(of: child) as? ListCell, cell.view === self
      {
        return cell
      }
      widget = gtk_widget_get_parent(current)
    }
    return nil
  }

  // MARK: Row actions

  /// A right click on a row, or the Menu key (or Shift+F10) on the focused one, shows its row
  /// actions in a menu: each runs for the item the row showed when the menu opened.
  private func addRowActionsMenu() {
    let click = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(click.opaque, guint(GDK_BUTTON_SECONDARY))
    // On release: a menu shown on the press would take the release, outside its buttons, as a
    // click that closes it.
    Signal.connectReleased(click.raw) { [weak self] x, y in
      guard let self, let cell = cell(at: x, y) else { return }
      showRowActions(of: cell)
    }
    gtk_widget_add_controller(list, click.opaque)
    let keys = gtk_event_controller_key_new()!
    Signal.connectKeyPressed(keys.raw) { [weak self] key, modifiers in
      let isMenuKey =
        key == guint(GDK_KEY_Menu) || (key == guint(GDK_KEY_F10) && modifiers & GDK_SHIFT_MASK.rawValue != 0)
      guard isMenuKey, let self, let cell = focusedCell else { return false }
      showRowActions(of: cell)
      return true
    }
    gtk_widget_add_controller(list, keys.opaque)
  }

  /// The cell of the row holding the keyboard focus.
  private var focusedCell: ListCell? {
    guard let root = gtk_widget_get_root(list), var focus = gtk_root_get_focus(root) else { return nil }
    if let cell = bound.values.first(where: { gtk_widget_is_ancestor(focus, $0.gtkWidget) != 0 }) { return cell }
    // The focus is on GTK's row widget, whose child is the cell.
    if let child = gtk_widget_get_first_child(focus) { focus = child }
    return Widget.owner(of: focus) as? ListCell
  }

  /// Shows the row actions of `cell`'s row in a menu beside it, if it has any.
  func showRowActions(of cell: ListCell) {
    guard let row = row(of: cell) else { return }
    let actions = table.rowActions(atRow: row)
    guard !actions.isEmpty else { return }
    closeRowActions()
    let content = Box(.vertical, spacing: 2)
    let popover = gtk_popover_new()!
    for action in actions {
      let button = Button(action.title)
      gtk_button_set_has_frame(button.gtkWidget.gtk(), 0)
      if action.isDestructive { button.addStyleClass("destructive-action") }
      button.on(.primaryActionTriggered, owner: self) { view, _ in
        view.closeRowActions()
        action.perform()
      }
      content.append(button)
    }
    gtk_popover_set_child(popover.gtk(), content.gtkWidget)
    gtk_widget_set_parent(popover, cell.gtkWidget)
    Signal.connect(popover.raw, "closed") { [weak self] in self?.menuDidClose(popover) }
    menu = (popover, content)
    gtk_popover_popup(popover.gtk())
  }

  /// The box of the row actions menu shown, if one is.
  var shownMenu: Box? { menu?.content }

  /// Closes the row actions menu, if one is shown.
  func closeRowActions() {
    guard let shown = menu else { return }
    gtk_popover_popdown(shown.popover.gtk())
  }

  /// Lets go of the closed menu's widgets, once GTK is done with the event that closed it (a click
  /// on one of its buttons is still being handled when the menu closes).
  private func menuDidClose(_ popover: UnsafeMutablePointer<GtkWidget>) {
    let content = menu?.popover == popover ? menu?.content : nil
    if content != nil { menu = nil }
    g_object_ref(popover.object)
    DispatchQueue.main.async {
      withExtendedLifetime(content) {
        if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
        g_object_unref(popover.object)
      }
    }
  }

  // MARK: Moving rows by dragging

  /// The content a dragged row carries: its row, in a type of CellKit's own, which no text field
  /// takes.
  private static let rowValueType = ck_dragged_row_get_type()

  /// Lets the user drag `cell`'s row to move its item, when the list moves items.
  private func addDragSource(to cell: ListCell) {
    let source = gtk_drag_source_new()!
    gtk_drag_source_set_actions(source, GDK_ACTION_MOVE)
    Signal.connectPrepare(source.raw) { [weak self, weak cell] in
      guard let self, let cell, let row = row(of: cell), table.canDrag(row: row) else { return nil }
      var value = GValue()
      var dragged = CkDraggedRow(row: guint(row))
      g_value_init(&value, Self.rowValueType)
      g_value_set_boxed(&value, &dragged)
      defer { g_value_unset(&value) }
      return gdk_content_provider_new_for_value(&value)
    }
    Signal.connect(
      source.raw, "drag-begin",
      argument: { [weak self, weak cell] _ in
        guard let self, let cell, let row = row(of: cell) else { return }
        table.beginDrag(row: row)
      })
    Signal.connect(source.raw, "drag-end", twoArguments: { [weak self] _, _ in self?.table.endDrag() })
    gtk_widget_add_controller(cell.gtkWidget, source.opaque)
  }

  /// Takes drops of rows dragged from this view, between two rows.
  private func addDropTarget() {
    let target = gtk_drop_target_new(Self.rowValueType, GDK_ACTION_MOVE)!
    Signal.connectDropMotion(target.raw) { [weak self] x, y in
      guard let self, let gap = gap(at: x, y), table.acceptsDrop(atGap: gap) else { return GdkDragAction(0) }
      return GDK_ACTION_MOVE
    }
    Signal.connectDrop(target.raw) { [weak self] x, y in
      guard let self, let gap = gap(at: x, y) else { return false }
      return table.drop(atGap: gap)
    }
    gtk_widget_add_controller(list, target.opaque)
  }

  /// The gap between rows nearest the point (`x`, `y`): before the row under it when in its upper
  /// half, after it in its lower half.
  private func gap(at x: Double, _ y: Double) -> Int? {
    guard let cell = cell(at: x, y), let row = row(of: cell) else {
      return y > 0 && bound.isEmpty == false ? shownRowCount : nil
    }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(cell.gtkWidget, list, &bounds) != 0 else { return row }
    // In a list, the upper or lower half of the row; in a grid, the left or right half of the tile.
    let isAfter =
      showsSectionRows
      ? Double(bounds.origin.y + bounds.size.height / 2) < y : Double(bounds.origin.x + bounds.size.width / 2) < x
    return isAfter ? row + 1 : row
  }
}

// MARK: - The primitives

@_spi(CellKitPlatform) extension RecyclingView: FlatTableView {
  @_spi(CellKitPlatform) public var isOnScreen: Bool { gtk_widget_get_mapped(list) != 0 }

  @_spi(CellKitPlatform) public var shownRowCount: Int { Int(g_list_model_get_n_items(model)) }

  @_spi(CellKitPlatform) public var visibleRowRange: Range<Int> {
    let height = Float(gtk_widget_get_height(list))
    var first = Int.max
    var last = -1
    var bounds = graphene_rect_t()
    // GTK lays out the rows it keeps bound around the view too, but maps only those it draws.
    for (item, cell) in bound
    where gtk_widget_get_mapped(cell.gtkWidget) != 0 && gtk_widget_compute_bounds(cell.gtkWidget, list, &bounds) != 0 {
      guard bounds.origin.y + bounds.size.height > 0, bounds.origin.y < height else { continue }
      let row = Int(gtk_list_item_get_position(item))
      first = min(first, row)
      last = max(last, row)
    }
    return last < 0 ? 0..<0 : first..<(last + 1)
  }

  @_spi(CellKitPlatform) public var boundRowRange: Range<Int> {
    let rows = cellsByRow.keys.map(\.row)
    guard let first = rows.min(), let last = rows.max() else { return 0..<0 }
    return first..<(last + 1)
  }

  @_spi(CellKitPlatform) public var selectedRows: IndexSet { IndexSet(bitset: ck_row_model_get_selected(model)) }

  @_spi(CellKitPlatform) public func resetRows(count: Int) {
    closeRowActions()
    ck_row_model_reset(model, guint(count))
    rowsOfCells = nil
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
    rowsOfCells = nil
    let binds = pendingBinds
    pendingBinds = []
    binds.forEach(bind)
  }

  /// A row that shows a section's title and still does gets its new title in place; any other row
  /// is bound again. (The driver asks for the titles in view after every batch, and a rebind is a
  /// change of GTK's rows: it relays out the list and replaces the row's widget under the pointer.)
  @_spi(CellKitPlatform) public func reloadRows(_ rows: IndexSet) {
    var rebound = IndexSet()
    for row in rows {
      guard let titleCell = shownView(atRow: row) as? SectionTitleCell,
        case .title(let title, let isHeader) = table.content(ofRow: row)
      else {
        rebound.insert(row)
        continue
      }
      titleCell.show(title, isHeader: isHeader)
    }
    for range in rebound.rangeView { ck_row_model_rebind(model, guint(range.lowerBound), guint(range.count)) }
    rowsOfCells = nil
  }

  @_spi(CellKitPlatform) public func shownView(atRow row: Int) -> AnyObject? {
    cellsByRow[RowAndColumn(row: row, column: nil)]
      ?? shownColumnIDs.lazy.compactMap { self.shownView(atRow: row, column: $0) }.first
  }

  @_spi(CellKitPlatform) public func shownView(atRow row: Int, column: ColumnID) -> AnyObject? {
    cellsByRow[RowAndColumn(row: row, column: column)]
  }

  @_spi(CellKitPlatform) public func column(of view: AnyObject) -> ColumnID? {
    guard let cell = view as? ListCell, cell.view === self, let item = cell.listItem else { return nil }
    return itemColumns[item]
  }

  @_spi(CellKitPlatform) public func showColumns(_ columns: [FlatTableColumn], sortOrder: [SortKey]) {
    makeColumns(columns, sortOrder: sortOrder)
  }

  @_spi(CellKitPlatform) public func row(of view: AnyObject) -> Int? {
    guard let cell = view as? ListCell, cell.view === self, let item = cell.listItem else { return nil }
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

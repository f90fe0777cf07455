@_spi(CellKitPlatform) import CellKit
import Foundation

/// A scrolling grid (or list) of items in sections, with reusable cells, for the terminal: the
/// counterpart of `UICollectionView`, driven by the same `ListAdapter` as a ``TableView``.
///
/// Only the items on screen have cells; cells that scroll away are recycled by type. The arrow
/// keys move the focus in two dimensions, Home and End go to the first and last item, PageUp and
/// PageDown by a screenful, Tab through the focused cell's controls, Enter or Space use the
/// focused control (or select the item); clicks focus items and use their controls, and the wheel
/// scrolls. Cells are ``TableCell``s, so a cell class can serve a table and a collection.
///
/// ```swift
/// let grid = CollectionView(layout: .grid(minimumItemWidth: 24, itemHeight: 3))
/// let list = ListAdapter<Category, Youtuber>(grid)
/// ```
///
/// Sections show their header and footer views (``TableHeaderFooterView``s, as in a table) or
/// titles, and items can carry a supplementary view of their own, such as a badge, in the corner
/// the layout's ``CollectionLayout/badge`` gives it. Supplementary views are registered and
/// dequeued by type and element kind, and route their actions with their section or item.
@MainActor
public final class CollectionView: View, CellHost {
  /// The element kind of section headers.
  public static let elementKindSectionHeader = "CollectionView.sectionHeader"

  /// The element kind of section footers.
  public static let elementKindSectionFooter = "CollectionView.sectionFooter"

  /// The router of the cells' actions.
  public let actions = ActionRouter()

  /// How the items are arranged; replacing it keeps the items, the focus and the selection.
  public var layout: CollectionLayout {
    didSet { if layout != oldValue { invalidateGeometry() } }
  }

  /// The text shown when the view shows nothing: no items, and no section headers or footers.
  public var emptyText: String?

  /// The content row shown at the top.
  public private(set) var contentOffset = 0

  /// The item holding the keyboard focus.
  public private(set) var focusedIndexPath: IndexPath? {
    didSet { if focusedIndexPath != nil { focusedHeaderSection = nil } }
  }

  /// The section whose header holds the keyboard focus, instead of an item. Headers take the focus
  /// when the list acts on them (collapsible sections): Up and Down stop on them, Enter or Space
  /// and a click choose them.
  public private(set) var focusedHeaderSection: Int?

  /// The selected items.
  public private(set) var indexPathsForSelectedItems: Set<IndexPath> = []

  package var listDataSource: (any ListDataSource)? {
    get { attachedSource?.current }
    set {
      attachedSource = newValue.map { AttachedSource($0, host: self) }
      reloadData()
    }
  }
  private var attachedSource: AttachedSource?

  let cellRegistry = ReuseRegistry<TableCell>()
  let supplementaryRegistry = ReuseRegistry<TableHeaderFooterView>()
  /// The badges on screen, by the item they show with.
  private var badges: [IndexPath: TableHeaderFooterView] = [:]
  private var geometry: GridGeometry?
  private var onScreen = OnScreenViews()
  private var focusedControlIndex = 0
  private var visible: [GridGeometry.Element] = []
  private var scrollsToFocusAtLayout = false
  /// The measured heights of items that differ from the item height, by item, and the view width
  /// they were measured at.
  private var measuredHeights: [AnyHashable: Int] = [:]
  private var measuredAtWidth = 0

  /// Creates a collection view with `layout`.
  public init(layout: CollectionLayout = .grid()) {
    self.layout = layout
    super.init()
    actions.attach(to: self)
  }

  /// The number of sections.
  public var numberOfSections: Int { listDataSource?.numberOfSections(in: self) ?? 0 }

  /// The number of items in `section`.
  ///
  /// - Precondition: `section` is one of the collection view's sections.
  public func numberOfItems(inSection section: Int) -> Int {
    precondition(
      (0..<numberOfSections).contains(section),
      "Section \(section) is out of range: the collection view has \(numberOfSections) sections.")
    return listDataSource?.host(self, numberOfItemsInSection: section) ?? 0
  }

  /// The number of columns the layout gives at the current width.
  public var numberOfColumns: Int { currentGeometry?.columns ?? 1 }

  /// How many cells were ever created: with recycling, about a screenful and one row of items.
  public var cellsCreated: Int { cellRegistry.madeCount }

  /// The cells on screen.
  public var visibleCells: [TableCell] { onScreen.sortedCells.map(\.cell) }

  /// The index paths of the items on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] { onScreen.cells.keys.sorted() }

  /// The item a cell on screen shows.
  public func indexPath(for cell: TableCell) -> IndexPath? { cell.host === self ? cell.indexPath : nil }

  /// The cell of the item at `indexPath`, if it is on screen.
  public func cellForItem(at indexPath: IndexPath) -> TableCell? { onScreen.cells[indexPath] }

  // MARK: Data

  /// Forgets every item on screen and asks the data source again.
  public func reloadData() {
    for view in onScreen.removeAll() { recycle(view) }
    recycleBadges()
    invalidateGeometry()
  }

  private func invalidateGeometry() {
    geometry = nil
    invalidations &+= 1
    setNeedsLayout()
  }

  /// The layout for the current counts and width, built when something changed.
  private var currentGeometry: GridGeometry? {
    if let geometry, frame.width > 0, geometry.width == frame.width - 1 { return geometry }
    // App code the grid calls here (a title closure) may reload it meanwhile.
    let pass = invalidations
    guard let source = listDataSource, frame.width > 0 else { return nil }
    let sections = source.numberOfSections(in: self)
    let counts = (0..<sections).map { source.host(self, numberOfItemsInSection: $0) }
    var metrics = layout.metrics
    metrics.headerHeight =
      source.providesHeaderViews || (0..<sections).contains { source.host(self, titleForHeaderInSection: $0) != nil }
      ? 1 : 0
    metrics.footerHeight =
      source.providesFooterViews || (0..<sections).contains { source.host(self, titleForFooterInSection: $0) != nil }
      ? 1 : 0
    var built = GridGeometry(counts: counts, width: frame.width - 1, metrics: metrics)
    if layout.automaticItemHeights && !measuredHeights.isEmpty {
      built = GridGeometry(
        counts: counts, width: frame.width - 1, metrics: metrics,
        rowHeights: measuredRowHeights(counts: counts, columns: built.columns))
    }
    guard invalidations == pass else { return nil }
    geometry = built
    return built
  }

  /// The height of each row of items holding an item measured at another height than the item
  /// height: its tallest item's.
  ///
  /// - Complexity: O(items).
  private func measuredRowHeights(counts: [Int], columns: Int) -> [Int: [Int: Int]] {
    guard let source = listDataSource else { return [:] }
    var result: [Int: [Int: Int]] = [:]
    let estimate = layout.metrics.itemHeight
    for (section, count) in counts.enumerated() {
      var rows: [Int: Int] = [:]
      for item in 0..<count {
        guard let key = source.host(self, identityOfItemAt: IndexPath(row: item, section: section)),
          let height = measuredHeights[key]
        else { continue }
        rows[item / columns] = height
      }
      for row in Array(rows.keys) {
        let items = (row * columns)..<min(count, (row + 1) * columns)
        rows[row] = items.map { item in
          source.host(self, identityOfItemAt: IndexPath(row: item, section: section)).flatMap { measuredHeights[$0] }
            ?? estimate
        }.max()
      }
      if !rows.isEmpty { result[section] = rows }
    }
    return result
  }

  /// Measures the cells configured since they were last measured, keeping the heights that differ
  /// from the item height; returns whether one changed.
  private func measureCells(itemWidth: Int) -> Bool {
    guard let source = listDataSource else { return false }
    var changed = false
    for (indexPath, cell) in onScreen.cells where cell.needsMeasuring {
      cell.needsMeasuring = false
      guard let key = source.host(self, identityOfItemAt: indexPath) else { continue }
      let height = max(1, cell.heightThatFits(width: itemWidth))
      let kept = height == layout.metrics.itemHeight ? nil : height
      guard measuredHeights[key] != kept else { continue }
      measuredHeights[key] = kept
      changed = true
    }
    return changed
  }

  /// Applies one batch of changes: items on screen follow their items, the focus stays on its
  /// item when it still exists, and the scroll position follows the table's rule: a grid scrolled
  /// to its bottom (its content taller than it) stays at its bottom, so items appended below show;
  /// otherwise the focused item is scrolled to, as little as possible.
  package func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void) {
    guard let old = currentGeometry else {
      updateData()
      invalidateGeometry()
      return
    }
    let oldBottom = old.contentHeight - frame.height
    let staysAtBottom = oldBottom > 0 && contentOffset == oldBottom
    if layout.automaticItemHeights, let source = listDataSource {
      for indexPath in changes.itemUpdated where old.contains(indexPath) {
        if let key = source.host(self, identityOfItemAt: indexPath) { measuredHeights[key] = nil }
      }
      for cell in onScreen.cells.values { cell.needsMeasuring = true }
    }
    let mapping = BatchMapping(changes, oldSectionCount: old.numberOfSections)
    for view in onScreen.follow(mapping) { recycle(view) }
    // Badges are configured again for whatever their items became.
    recycleBadges()
    focusedIndexPath = focusedIndexPath.map { mapping.indexPath($0) ?? $0 }
    focusedHeaderSection = focusedHeaderSection.flatMap(mapping.section)
    updateData()
    invalidateGeometry()
    if let focused = focusedIndexPath, let grid = currentGeometry, !grid.contains(focused) {
      focusedIndexPath = nearestItem(to: focused, in: grid)
    }
    if staysAtBottom, let grid = currentGeometry {
      setContentOffset(grid.contentHeight - frame.height)
    } else if let focused = focusedIndexPath {
      scrollToItem(at: focused)
    }
  }

  private func nearestItem(to indexPath: IndexPath, in grid: GridGeometry) -> IndexPath? {
    guard grid.numberOfSections > 0 else { return nil }
    let section = min(max(0, indexPath.section), grid.numberOfSections - 1)
    for candidate in [section] + Array((section + 1)..<grid.numberOfSections) + (0..<section).reversed()
    where grid.numberOfItems(inSection: candidate) > 0 {
      let row = candidate == section ? min(indexPath.row, grid.numberOfItems(inSection: candidate) - 1) : 0
      return IndexPath(row: max(0, row), section: candidate)
    }
    return nil
  }

  package func showSelection(_ indexPaths: Set<IndexPath>) {
    indexPathsForSelectedItems = indexPaths
    setNeedsLayout()
  }

  package var visibleViews: [(location: ActionLocation, view: AnyObject)] {
    onScreen.sortedCells.map { (.item($0.indexPath), $0.cell as AnyObject) }
  }

  package func visibleView(of element: SupplementaryElement) -> AnyObject? {
    switch element {
    case .header(let section): onScreen.headers[section]
    case .footer(let section): onScreen.footers[section]
    case .item(let indexPath, let kind): layout.badge?.kind == kind ? badges[indexPath] : nil
    }
  }

  /// Where the work CellKit does later for this view runs: its application's scheduler, or the
  /// main actor's while the view is on no application's screen.
  @_spi(CellKitPlatform) public var scheduler: any MainScheduler { application?.scheduler ?? MainActorScheduler() }

  @_spi(CellKitPlatform) public func location(of view: any ActionSender) -> ActionLocation? {
    if let cell = view as? TableCell {
      guard cell.host === self, let indexPath = cell.indexPath else { return nil }
      return .item(indexPath)
    }
    guard let supplementary = view as? TableHeaderFooterView, supplementary.host === self else { return nil }
    switch supplementary.kind {
    case .header: return supplementary.section.map { .header(section: $0) }
    case .footer: return supplementary.section.map { .footer(section: $0) }
    case .supplementary: return supplementary.itemIndexPath.map(ActionLocation.item)
    }
  }

  // MARK: Cells

  /// Registers a cell class under its `Reusable/reuseIdentifier`.
  public func register<Cell: TableCell & Reusable>(_ cellType: Cell.Type) {
    cellRegistry.register(identifier: Cell.reuseIdentifier, kind: .cell) { Cell() }
  }

  /// A cell of type `Cell` for the item at `indexPath`: a reused one, or a new one, sized for the
  /// item. The type is registered on first use.
  public func dequeue<Cell: TableCell & Reusable>(for indexPath: IndexPath, cellType: Cell.Type = Cell.self) -> Cell {
    let cell: Cell
    do {
      cell = try cellRegistry.dequeue(Cell.self, identifier: Cell.reuseIdentifier, kind: .cell, orRegister: { Cell() })
    } catch {
      preconditionFailure(error.description)
    }
    if cell.host != nil { cell.prepareForReuse() }
    cell.host = self
    cell.poolIdentifier = Cell.reuseIdentifier
    if let grid = currentGeometry, grid.contains(indexPath) {
      let frame = grid.frame(of: .item(indexPath))
      cell.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    }
    return cell
  }

  /// Registers a supplementary view class for an element kind: ``elementKindSectionHeader``,
  /// ``elementKindSectionFooter``, or the kind of the layout's ``CollectionLayout/badge``.
  public func register<Supplementary: TableHeaderFooterView & Reusable>(
    _ viewType: Supplementary.Type, ofKind elementKind: String
  ) {
    supplementaryRegistry.register(identifier: Supplementary.reuseIdentifier, kind: .supplementary(elementKind)) {
      Supplementary()
    }
  }

  /// A supplementary view of type `Supplementary` for an element kind: a reused one, or a new one.
  /// The type is registered on first use.
  ///
  /// - Precondition: The view's reuse identifier is not registered for another class under
  ///   `elementKind`; the message names both classes and how to fix it.
  public func dequeueSupplementary<Supplementary: TableHeaderFooterView & Reusable>(
    ofKind elementKind: String, for indexPath: IndexPath, viewType: Supplementary.Type = Supplementary.self
  ) -> Supplementary {
    let view = dequeueSupplementary(Supplementary.self, pool: .supplementary(elementKind))
    switch elementKind {
    case Self.elementKindSectionHeader: view.kind = .header
    case Self.elementKindSectionFooter: view.kind = .footer
    default: view.kind = .supplementary(elementKind)
    }
    return view
  }

  package func dequeueHeaderFooter<HeaderFooter: TableHeaderFooterView & Reusable>(
    viewType: HeaderFooter.Type
  ) -> HeaderFooter {
    dequeueSupplementary(HeaderFooter.self, pool: .header)
  }

  private func dequeueSupplementary<Supplementary: TableHeaderFooterView & Reusable>(
    _ type: Supplementary.Type, pool: ReusableViewKind
  ) -> Supplementary {
    let view: Supplementary
    do {
      view = try supplementaryRegistry.dequeue(
        Supplementary.self, identifier: Supplementary.reuseIdentifier, kind: pool, orRegister: { Supplementary() })
    } catch {
      preconditionFailure(error.description)
    }
    if view.host != nil { view.prepareForReuse() }
    view.host = self
    view.poolIdentifier = Supplementary.reuseIdentifier
    view.poolKind = pool
    return view
  }

  /// The supplementary view of `elementKind` shown for `indexPath` (its section for headers and
  /// footers), if it is on screen.
  public func supplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> TableHeaderFooterView? {
    switch elementKind {
    case Self.elementKindSectionHeader: return onScreen.headers[indexPath.section]
    case Self.elementKindSectionFooter: return onScreen.footers[indexPath.section]
    default: return layout.badge?.kind == elementKind ? badges[indexPath] : nil
    }
  }

  private func recycle(_ view: TableReusableView) {
    view.leaveScreen()
    if let cell = view as? TableCell {
      cellRegistry.recycle(cell, identifier: cell.poolIdentifier, kind: .cell)
    } else if let supplementary = view as? TableHeaderFooterView {
      supplementary.section = nil
      supplementary.itemIndexPath = nil
      supplementaryRegistry.recycle(
        supplementary, identifier: supplementary.poolIdentifier, kind: supplementary.poolKind)
    }
  }

  private func recycleBadges() {
    for view in badges.values { recycle(view) }
    badges.removeAll()
  }

  // MARK: Layout and drawing

  /// How many times the geometry was thrown away: a pass that places items notices a reload that
  /// came from app code it called.
  private var invalidations = 0
  /// The value of `invalidations` when the pass placing items began.
  private var placingPass = 0
  /// Whether app code the grid called while it placed items reloaded it: what was placed is stale.
  private var wasReloadedWhilePlacing: Bool { invalidations != placingPass }

  public override func layoutSubviews() {
    actions.session.perform(.layingOut) { layOutItems() }
  }

  private func layOutItems() {
    if layout.automaticItemHeights && measuredAtWidth != frame.width {
      measuredAtWidth = frame.width
      measuredHeights.removeAll()
      for cell in onScreen.cells.values { cell.needsMeasuring = true }
      invalidateGeometry()
    }
    // App code the grid calls while it lays out (a title or configure closure) may reload it or
    // give it another data source: the pass stops there and places the items there are now.
    for _ in 0..<4 {
      if placeItems() { break }
    }
    // Items that grow can bring new items on screen, measured in turn; a few passes settle it.
    for _ in 0..<4 where layout.automaticItemHeights {
      guard let itemWidth = currentGeometry?.itemWidth, measureCells(itemWidth: itemWidth) else { break }
      let anchor = visible.first { if case .item = $0 { return true } else { return false } }
      let shift = anchor.flatMap { element in currentGeometry.map { $0.frame(of: element).minY - contentOffset } }
      invalidateGeometry()
      if let anchor, let shift, let grid = currentGeometry, case .item(let indexPath) = anchor, grid.contains(indexPath)
      {
        contentOffset = grid.frame(of: anchor).minY - shift
      }
      placeItems()
    }
  }

  /// Sets the frames of the headers, items, badges and footers on screen, making views for those
  /// that have none; returns false, having stopped, when a reload came meanwhile (from app code the
  /// grid called).
  @discardableResult
  private func placeItems() -> Bool {
    placingPass = invalidations
    guard let grid = currentGeometry else { return !wasReloadedWhilePlacing }
    if let focused = focusedIndexPath, !grid.contains(focused) { focusedIndexPath = nearestItem(to: focused, in: grid) }
    if scrollsToFocusAtLayout, let focused = focusedIndexPath {
      scrollsToFocusAtLayout = false
      scrollToItem(at: focused)
    }
    contentOffset = min(max(0, contentOffset), max(0, grid.contentHeight - frame.height))
    if let header = focusedHeaderSection, !(headersTakeFocus && header < grid.numberOfSections) {
      focusedHeaderSection = nil
    }
    if isFocused && focusedIndexPath == nil && focusedHeaderSection == nil {
      focusedIndexPath = nearestItem(to: IndexPath(row: 0, section: 0), in: grid)
    }
    visible = grid.elements(in: contentOffset..<(contentOffset + frame.height))
    for view in onScreen.keep(
      only: visible.map { element in
        switch element {
        case .item(let indexPath): return .row(indexPath)
        case .header(let section): return .header(section)
        case .footer(let section): return .footer(section)
        }
      })
    {
      recycle(view)
    }
    let badgeKind = listDataSource == nil ? nil : layout.badge?.kind
    for (indexPath, view) in badges.sorted(by: { $0.key < $1.key })
    where badgeKind == nil || !grid.contains(indexPath) || !isVisible(indexPath) {
      recycle(view)
      badges[indexPath] = nil
    }
    for element in visible {
      let frame = grid.frame(of: element)
      switch element {
      case .header(let section):
        if let view = onScreen.headers[section] ?? makeHeaderFooter(.header, section: section) {
          view.frame = Rect(x: 0, y: frame.minY - contentOffset, width: self.frame.width - 1, height: frame.height)
        }
      case .footer(let section):
        if let view = onScreen.footers[section] ?? makeHeaderFooter(.footer, section: section) {
          view.frame = Rect(x: 0, y: frame.minY - contentOffset, width: self.frame.width - 1, height: frame.height)
        }
      case .item(let indexPath):
        layoutItem(
          at: indexPath,
          frame: Rect(x: frame.minX, y: frame.minY - contentOffset, width: frame.width, height: frame.height))
        if let badgeKind, let badge = layout.badge {
          let view = badges[indexPath] ?? makeBadge(ofKind: badgeKind, at: indexPath)
          let width = min(badge.width, frame.width)
          view?.frame = Rect(x: frame.maxX - width, y: frame.minY - contentOffset, width: width, height: 1)
        }
      }
      guard !wasReloadedWhilePlacing else { return false }
    }
    return true
  }

  private func isVisible(_ indexPath: IndexPath) -> Bool {
    visible.contains(.item(indexPath))
  }

  private func layoutItem(at indexPath: IndexPath, frame: Rect) {
    guard let cell = onScreen.cells[indexPath] ?? makeCell(at: indexPath) else { return }
    cell.frame = frame
    let focused = isFocused && indexPath == focusedIndexPath
    cell.isFocusedRow = focused
    cell.isSelected = indexPathsForSelectedItems.contains(indexPath)
    let controls = cell.focusableControls
    let highlighted = focused ? min(focusedControlIndex, controls.count - 1) : -1
    for (index, control) in controls.enumerated() { control.isHighlighted = index == highlighted }
  }

  private func makeHeaderFooter(_ kind: TableHeaderFooterView.Kind, section: Int) -> TableHeaderFooterView? {
    guard let source = listDataSource,
      kind == .header ? source.providesHeaderViews : source.providesFooterViews,
      let view =
        (kind == .header
        ? source.host(self, headerViewForSection: section) : source.host(self, footerViewForSection: section))
        as? TableHeaderFooterView
    else { return nil }
    guard !wasReloadedWhilePlacing else {
      recycle(view)
      return nil
    }
    view.section = section
    view.kind = kind
    if kind == .header { onScreen.headers[section] = view } else { onScreen.footers[section] = view }
    addSubview(view)
    return view
  }

  private func makeBadge(ofKind kind: String, at indexPath: IndexPath) -> TableHeaderFooterView? {
    guard
      let view = listDataSource?.host(self, supplementaryViewOfKind: kind, forItemAt: indexPath)
        as? TableHeaderFooterView
    else { return nil }
    guard !wasReloadedWhilePlacing else {
      recycle(view)
      return nil
    }
    view.itemIndexPath = indexPath
    view.kind = .supplementary(kind)
    view.leadingInset = 0
    badges[indexPath] = view
    addSubview(view)
    return view
  }

  /// The cell of the item at `indexPath`, from the data source; nil when the grid was reloaded
  /// while the data source made it (the cell goes back to its pool).
  private func makeCell(at indexPath: IndexPath) -> TableCell? {
    guard let source = listDataSource,
      let cell = source.host(self, cellForItemAt: indexPath) as? TableCell
    else {
      preconditionFailure("The list data source gave no TableCell for the item at \(indexPath).")
    }
    guard !wasReloadedWhilePlacing else {
      recycle(cell)
      return nil
    }
    cell.show(in: self, at: indexPath)
    onScreen.cells[indexPath] = cell
    addSubview(cell)
    return cell
  }

  public override func draw(in canvas: Canvas) {
    guard let grid = currentGeometry, let source = listDataSource else { return }
    // As in a table: only when nothing else is drawn, not over the headers of empty sections.
    if grid.contentHeight == 0, let emptyText {
      canvas.draw(emptyText.truncated(toColumns: frame.width - 2), x: 2, y: 0, style: canvas.theme.secondary)
    }
    for element in visible {
      switch element {
      case .header(let section):
        if onScreen.headers[section] == nil, let title = source.host(self, titleForHeaderInSection: section) {
          let y = grid.frame(of: element).minY - contentOffset
          let focused = isFocused && section == focusedHeaderSection
          if focused { canvas.draw("›", x: 0, y: y, style: Style(foreground: canvas.theme.accent, attributes: .bold)) }
          let style = focused ? Style(attributes: [.bold, .reverse]) : .bold
          canvas.draw(title.truncated(toColumns: frame.width - 2), x: 1, y: y, style: style)
        }
      case .footer(let section):
        if onScreen.footers[section] == nil, let title = source.host(self, titleForFooterInSection: section) {
          let y = grid.frame(of: element).minY - contentOffset
          canvas.draw(title.truncated(toColumns: frame.width - 2), x: 1, y: y, style: canvas.theme.secondary)
        }
      case .item:
        break
      }
    }
  }

  // MARK: Scrolling and focus

  /// Scrolls so that content row `offset` is at the top (kept within the content).
  public func setContentOffset(_ offset: Int) {
    let maximum = max(0, (currentGeometry?.contentHeight ?? 0) - frame.height)
    let clamped = min(max(0, offset), maximum)
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    setNeedsLayout()
  }

  /// Scrolls as little as possible to show the item at `indexPath`.
  public func scrollToItem(at indexPath: IndexPath) {
    guard let grid = currentGeometry, grid.contains(indexPath) else { return }
    let frame = grid.frame(of: .item(indexPath))
    if frame.minY < contentOffset {
      setContentOffset(frame.minY - (indexPath.row < grid.columns ? grid.metrics.headerHeight : 0))
    } else if frame.minY + frame.height > contentOffset + self.frame.height {
      setContentOffset(frame.minY + frame.height - self.frame.height)
    }
  }

  /// Moves the focus to the item at `indexPath`, scrolling to it.
  public func focusItem(at indexPath: IndexPath) {
    guard let grid = currentGeometry else {
      // Not laid out yet: the first layout checks the item and scrolls to it.
      focusedIndexPath = indexPath
      focusedControlIndex = 0
      scrollsToFocusAtLayout = true
      return
    }
    guard grid.contains(indexPath) else { return }
    if indexPath != focusedIndexPath { focusedControlIndex = 0 }
    focusedIndexPath = indexPath
    scrollToItem(at: indexPath)
    setNeedsLayout()
  }

  /// Selects the item at `indexPath`: the list adapter decides what the selection becomes.
  public func selectItem(at indexPath: IndexPath) {
    guard let grid = currentGeometry, grid.contains(indexPath) else { return }
    listDataSource?.host(self, didSelectItemAt: indexPath)
  }

  /// On the focused cell's control the keyboard acts on, or on the focused cell's content.
  public override var focusCursor: Point? {
    if let point = focusedControl?.focusCursor { return point }
    if let focused = focusedIndexPath, let cell = onScreen.cells[focused], let point = cell.contentView.focusCursor {
      return point
    }
    return super.focusCursor
  }

  /// The control of the focused cell the keyboard acts on.
  public var focusedControl: ControlView? {
    guard let focused = focusedIndexPath, let controls = onScreen.cells[focused]?.focusableControls,
      !controls.isEmpty
    else { return nil }
    return controls[min(focusedControlIndex, controls.count - 1)]
  }

  public override var canBecomeFocused: Bool { true }

  public override var managesFocusOfDescendants: Bool { true }

  public override func focus(on descendant: View) -> Bool {
    guard let cell = TableCell.containing(descendant), cell.host === self, let indexPath = cell.indexPath else {
      return false
    }
    focusedIndexPath = indexPath
    if let index = cell.controlIndex(of: descendant) { focusedControlIndex = index }
    setNeedsLayout()
    return true
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    if let control = focusedControl, control.handleKey(event) { return true }
    guard let grid = currentGeometry else { return false }
    if let header = focusedHeaderSection { return handleKey(event, onHeader: header, in: grid) }
    guard let focused = focusedIndexPath else {
      // A key that moves the focus starts it at the first item; any other key, or any key when the
      // grid shows no item, goes on to the application's key commands.
      switch event.key {
      case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .tab, .backTab: break
      default: return false
      }
      guard let first = nearestItem(to: IndexPath(row: 0, section: 0), in: grid) else { return false }
      focusItem(at: first)
      return true
    }
    let pageItems = max(1, frame.height / max(1, grid.metrics.itemHeight + grid.metrics.verticalSpacing)) * grid.columns
    switch event.key {
    case .up: moveVertically(from: focused, down: false, in: grid)
    case .down: moveVertically(from: focused, down: true, in: grid)
    case .left: move(from: focused, .left, in: grid)
    case .right: move(from: focused, .right, in: grid)
    case .home: if let first = nearestItem(to: IndexPath(row: 0, section: 0), in: grid) { focusItem(at: first) }
    case .end:
      if let last = (0..<grid.numberOfSections).reversed().first(where: { grid.numberOfItems(inSection: $0) > 0 }) {
        focusItem(at: IndexPath(row: grid.numberOfItems(inSection: last) - 1, section: last))
      }
    case .pageDown, .pageUp:
      var target = focused
      for _ in 0..<(pageItems / grid.columns) {
        guard let next = grid.item(from: target, event.key == .pageDown ? .down : .up) else { break }
        target = next
      }
      setContentOffset(contentOffset + (event.key == .pageDown ? frame.height : -frame.height))
      focusItem(at: target)
    case .tab, .backTab:
      let count = onScreen.cells[focused]?.focusableControls.count ?? 0
      let step = event.key == .tab ? 1 : -1
      guard count > 0, (0..<count).contains(focusedControlIndex + step) else { return false }
      focusedControlIndex += step
      setNeedsLayout()
    case .enter, .character(" "):
      // Act on what the user sees: a focused item the wheel scrolled away comes back first, as in
      // the table.
      scrollToItem(at: focused)
      placeItems()
      if let control = focusedControl { control.activate() } else { selectItem(at: focused) }
    default:
      return false
    }
    return true
  }

  private func move(from indexPath: IndexPath, _ direction: GridGeometry.Direction, in grid: GridGeometry) {
    if let next = grid.item(from: indexPath, direction) { focusItem(at: next) }
  }

  /// Whether section headers take the focus: the list acts on them (collapsible sections) and the
  /// layout shows them.
  var headersTakeFocus: Bool {
    (listDataSource?.providesHeaderSelection ?? false) && (currentGeometry?.metrics.headerHeight ?? 0) > 0
  }

  /// Up or Down from an item: to the item above or below, or, from a section's first or last row
  /// of items when headers take the focus, to the header of that section or of the next one.
  private func moveVertically(from indexPath: IndexPath, down: Bool, in grid: GridGeometry) {
    guard headersTakeFocus else { return move(from: indexPath, down ? .down : .up, in: grid) }
    let rows = (grid.numberOfItems(inSection: indexPath.section) + grid.columns - 1) / grid.columns
    let row = grid.row(of: indexPath)
    if !down && row == 0 {
      focusHeader(inSection: indexPath.section)
    } else if down && row == rows - 1 {
      focus(edgeStop(from: indexPath.section + 1, forward: true, in: grid))
    } else {
      move(from: indexPath, down ? .down : .up, in: grid)
    }
  }

  /// What a key does while a header holds the focus.
  private func handleKey(_ event: KeyEvent, onHeader header: Int, in grid: GridGeometry) -> Bool {
    switch event.key {
    case .down:
      if grid.numberOfItems(inSection: header) > 0 {
        focusItem(at: IndexPath(row: 0, section: header))
      } else {
        focus(edgeStop(from: header + 1, forward: true, in: grid))
      }
    case .up:
      focus(edgeStop(from: header - 1, forward: false, in: grid))
    case .enter, .character(" "):
      listDataSource?.host(self, didSelectHeaderInSection: header)
    case .left, .right, .tab, .backTab:
      break
    default:
      guard let item = nearestItem(to: IndexPath(row: 0, section: header), in: grid) else { return false }
      focusItem(at: item)
      return handleKey(event)
    }
    return true
  }

  private func edgeStop(from section: Int, forward: Bool, in grid: GridGeometry) -> FocusStop? {
    FocusStop.edge(
      from: section, forward: forward, count: grid.numberOfSections, items: grid.numberOfItems(inSection:),
      headerTakesFocus: { _ in true })
  }

  private func focus(_ stop: FocusStop?) {
    switch stop {
    case .header(let section)?: focusHeader(inSection: section)
    case .item(let indexPath)?: focusItem(at: indexPath)
    case nil: break
    }
  }

  /// Moves the focus to the header of `section`, scrolling to it.
  private func focusHeader(inSection section: Int) {
    guard let grid = currentGeometry, section < grid.numberOfSections else { return }
    focusedIndexPath = nil
    focusedHeaderSection = section
    let header = grid.frame(of: .header(section))
    if header.minY < contentOffset {
      setContentOffset(header.minY)
    } else if header.minY + header.height > contentOffset + frame.height {
      setContentOffset(header.minY + header.height - frame.height)
    }
    setNeedsLayout()
  }

  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .wheelUp: setContentOffset(contentOffset - 3)
    case .wheelDown: setContentOffset(contentOffset + 3)
    case .press:
      if let grid = currentGeometry,
        case .header(let section)? = visible.first(where: { element in
          guard case .header = element else { return false }
          let header = grid.frame(of: element)
          return (header.minY..<(header.minY + header.height)).contains(contentOffset + point.y)
        })
      {
        if headersTakeFocus {
          focusHeader(inSection: section)
          application?.focus(self)
        }
        listDataSource?.host(self, didSelectHeaderInSection: section)
        return true
      }
      guard let hit = onScreen.cells.first(where: { $0.value.frame.contains(point) }) else { return true }
      focusItem(at: hit.key)
      application?.focus(self)
    case .release:
      guard let hit = onScreen.cells.first(where: { $0.value.frame.contains(point) }), hit.key == focusedIndexPath
      else { return true }
      selectItem(at: hit.key)
    default: return false
    }
    return true
  }
}

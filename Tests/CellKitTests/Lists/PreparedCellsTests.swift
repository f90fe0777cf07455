@_spi(CellKitPlatform) import CellKit
import CellKitRulesHosts
import CellKitTesting
import Foundation
import Testing

@Suite("The cells a host may have prepared beyond the visible ones")
struct PreparedCellsTests {
  func paths(_ pairs: [(Int, Int)]) -> [IndexPath] { pairs.map { IndexPath(item: $0.1, section: $0.0) } }

  @Test("A screen of rows before and after the visible ones, across sections, skipping empty ones")
  func around() {
    let visible = paths([(1, 1), (1, 0)])
    let counts = [3, 2, 0, 5]
    #expect(
      PreparedCells.indexPaths(around: visible, margin: 4, itemCounts: counts)
        == paths([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (3, 0), (3, 1), (3, 2), (3, 3)]))
  }

  @Test("The margin is a screen's worth, at least four, and nothing is visible without visible rows")
  func defaults() {
    let counts = [40]
    let visible = paths((10..<20).map { (0, $0) })
    let around = PreparedCells.indexPaths(around: visible, itemCounts: counts)
    #expect(around.first == IndexPath(item: 0, section: 0) && around.last == IndexPath(item: 29, section: 0))
    #expect(PreparedCells.indexPaths(around: paths([(0, 20)]), itemCounts: counts).count == 9)
    #expect(PreparedCells.indexPaths(around: [], itemCounts: counts).isEmpty)
  }
}

/// A host with sections that prepares cells before they scroll in, as UIKit's table and collection
/// views do with prefetching on: `cellForRow(at:)` returns "any existing visible or prepared cell".
@MainActor
final class PreparingHost: SectionedHost {
  let actions = ActionRouter()
  weak var listDataSource: (any ListDataSource)? {
    didSet { reloadData() }
  }
  var visible: [IndexPath] = []
  private(set) var cells: [IndexPath: AnyObject] = [:]
  /// Whether the host is in a window; out of one, a batch reloads it.
  var isOnScreen = true
  /// The rows shown selected: a reload drops them, as UIKit's does.
  private(set) var shownSelection: Set<IndexPath> = []

  init() {
    actions.attach(to: self)
  }

  /// The header and footer views on screen, made by the app's own data source, and how many
  /// sections it shows.
  var sectionViews: [SupplementaryElement: AnyObject] = [:]
  var sectionsOfTheAppsOwn = 0

  /// Where a header or footer view no CellKit bridge showed is: the section whose view it is now,
  /// as UIKit's table and collection views answer for one.
  func location(of view: any ActionSender) -> ActionLocation? {
    location(ofSupplementary: view, shownAs: nil)
  }
  func indexPath(for cell: ScopedCell) -> IndexPath? { cells.first { $0.value === cell }?.key }
  func reloadData() {
    cells = [:]
    shownSelection = []
  }
  func performBatch(_ updates: @escaping @MainActor () -> Void) { updates() }
  var batchEdits: any BatchEdits { Edits(host: self) }
  private func drop(unless empty: Bool) { if !empty { cells = [:] } }

  /// Rows a batch changes lose their prepared cells; an empty batch (a refit) keeps them all.
  struct Edits: BatchEdits {
    let host: PreparingHost
    func deleteSections(_ sections: IndexSet) { host.drop(unless: sections.isEmpty) }
    func insertSections(_ sections: IndexSet) { host.drop(unless: sections.isEmpty) }
    func moveSection(_ section: Int, toSection newSection: Int) { host.drop(unless: false) }
    func reloadSections(_ sections: IndexSet) { host.drop(unless: sections.isEmpty) }
    func deleteItems(at indexPaths: [IndexPath]) { host.drop(unless: indexPaths.isEmpty) }
    func insertItems(at indexPaths: [IndexPath]) { host.drop(unless: indexPaths.isEmpty) }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { host.drop(unless: false) }
    func reloadItems(at indexPaths: [IndexPath]) { host.drop(unless: indexPaths.isEmpty) }
  }
  func showSelection(_ indexPaths: Set<IndexPath>) { shownSelection = indexPaths }
  func visibleView(of element: SupplementaryElement) -> AnyObject? { sectionViews[element] }
  var indexPathsInView: [IndexPath] { visible }
  func existingCell(at indexPath: IndexPath) -> AnyObject? { cells[indexPath] }
  var numberOfSectionsShown: Int { listDataSource?.numberOfSections(in: self) ?? sectionsOfTheAppsOwn }
  func numberOfItemsShown(inSection section: Int) -> Int {
    listDataSource?.host(self, numberOfItemsInSection: section) ?? 0
  }

  /// Makes the cell of `indexPath` ahead of scrolling.
  func prepare(_ indexPath: IndexPath) {
    cells[indexPath] = listDataSource?.host(self, cellForItemAt: indexPath)
  }
}

/// A cell with a reuse scope, as UIKit's and AppKit's cells have: its registration is known, so a
/// change to its item configures it again in place.
@MainActor
final class ScopedCell: ReuseScoped {
  let reuseScope = ReuseScope()
  var text = ""
}

@MainActor
@Suite("A prepared cell shows what a change to its item shows")
struct PreparedCellContentTests {
  @Test("A change to an item whose cell is prepared, not yet visible, reconfigures that cell in place")
  func preparedCellFollowsItsItem() {
    let host = PreparingHost()
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    list.addCellRegistration(
      ScopedCell.self, shownBy: PreparingHost.self, when: { _ in true }, dequeue: { _, _ in ScopedCell() },
      configure: { cell, tile, _ in cell.text = "\(tile.id)\(tile.label)" })
    list.apply(Snapshot([(0, (1...12).map { Tile(id: $0) })]))
    host.visible = (0..<6).map { IndexPath(item: $0, section: 0) }
    for item in 0..<8 { host.prepare(IndexPath(item: item, section: 0)) }
    let prepared = host.existingCell(at: IndexPath(item: 7, section: 0)) as? ScopedCell
    var snapshot = list.snapshot
    snapshot[IndexPath(item: 7, section: 0)].label = "'"
    list.apply(snapshot)
    #expect(prepared?.text == "8'")
    #expect(host.existingCell(at: IndexPath(item: 7, section: 0)) === prepared, "the cell is kept, not replaced")
  }

  /// Cells configured again in place are fitted with an empty batch, which a host out of a window
  /// plays as a reload: the reload drops the selection UIKit shows, so the adapter shows it again.
  @Test("Out of a window, cells configured again in place keep the selection shown")
  func refitOutOfWindowKeepsSelection() {
    let host = PreparingHost()
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.allowsMultipleSelection = true
    list.addCellRegistration(
      ScopedCell.self, shownBy: PreparingHost.self, when: { _ in true }, dequeue: { _, _ in ScopedCell() },
      configure: { cell, tile, _ in cell.text = "\(tile.id)" })
    list.apply(Snapshot([(0, (1...12).map { Tile(id: $0) })]))
    host.visible = (0..<6).map { IndexPath(item: $0, section: 0) }
    for item in 0..<6 { host.prepare(IndexPath(item: item, section: 0)) }
    list.select(Tile(id: 3))
    list.select(Tile(id: 9))
    #expect(host.shownSelection == [IndexPath(item: 2, section: 0), IndexPath(item: 8, section: 0)])
    host.isOnScreen = false
    for item in 0..<6 { host.prepare(IndexPath(item: item, section: 0)) }
    list.reconfigureVisibleCells()
    #expect(host.shownSelection == [IndexPath(item: 2, section: 0), IndexPath(item: 8, section: 0)])
    #expect(list.selectedItems.map(\.id).sorted() == [3, 9])
  }
}

@MainActor
@Suite("Prefetching on a host that never cancels an item that showed")
struct PrefetchThenShowTests {
  @Test("An item that shows is no longer counted as prefetched, so coming near again prefetches it again")
  func shownItemIsPrefetchedAgain() {
    let host = PreparingHost()
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.addCellRegistration(
      ScopedCell.self, shownBy: PreparingHost.self, when: { _ in true }, dequeue: { _, _ in ScopedCell() },
      configure: { _, _, _ in })
    var prefetched: [Int] = []
    list.prefetch(distance: 4) {
      prefetched += $0.map(\.id)
    } cancel: { _ in
    }
    list.apply(Snapshot([(0, (1...12).map { Tile(id: $0) })]))
    let row = IndexPath(item: 7, section: 0)
    list.host(host, prefetchItemsAt: [row])
    host.prepare(row)
    list.host(host, prefetchItemsAt: [row])
    #expect(prefetched == [8, 8], "UIKit asks again once the row scrolled away and comes near")
  }
}

/// A section header of the app's own, with a button that sends an action.
@MainActor
final class ShelfHeader: ActionSender {
  enum Action: CellAction, Equatable { case seeAllTapped }
  weak var host: PreparingHost?
  var actionHost: (any ActionHost)? { host }
}

@MainActor
@Suite("Headers and footers of the app's own data source")
struct AppDataSourceSectionViewsTests {
  @Test("A header's action on a view driven by the app's own data source reaches the host's handlers with its section")
  func headerActionWithItsSection() {
    let host = PreparingHost()
    let actions = CellActions<Int>(host: host) { _ in nil }
    var sections: [Int] = []
    host.on(ShelfHeader.Action.seeAllTapped) { context in sections.append(context.section) }
    let header = ShelfHeader()
    header.host = host
    host.sectionsOfTheAppsOwn = 3
    host.sectionViews = [.header(section: 2): header]
    let diagnostics = Diagnostics.collecting { header.send(ShelfHeader.Action.seeAllTapped) }
    #expect(sections == [2])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    // Shown as another section's footer now: the action comes from there.
    host.sectionViews = [.footer(section: 0): header]
    header.send(ShelfHeader.Action.seeAllTapped)
    #expect(sections == [2, 0])
    withExtendedLifetime(actions) {}
  }

  @Test("A tap on a collapsible section's header collapses and expands it, where it is now; a footer's, nothing")
  func headerTapCollapses() {
    let host = PreparingHost()
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    list.allowsCollapsingSections = true
    list.apply(Snapshot([(0, [Tile(id: 1)]), (1, [Tile(id: 2), Tile(id: 3)])]))
    let header = ShelfHeader()
    let footer = ShelfHeader()
    host.sectionViews = [.header(section: 1): header, .footer(section: 1): footer]
    host.userTapped(sectionView: header, shownAs: nil)
    #expect(list.isCollapsed(1))
    host.userTapped(sectionView: footer, shownAs: .footer(section: 1))
    #expect(list.isCollapsed(1), "a footer's tap changes nothing")
    host.userTapped(sectionView: header, shownAs: .header(section: 1))
    #expect(!list.isCollapsed(1))
    host.userTapped(sectionView: header, shownAs: .header(section: 0))
    #expect(!list.isCollapsed(0) && list.isCollapsed(1), "a view shown as section 0's header is section 1's now")
    host.userTapped(sectionView: header, shownAs: .header(section: 1))
    host.sectionViews = [.footer(section: 1): footer]
    host.userTapped(sectionView: header, shownAs: .header(section: 1))
    #expect(!list.isCollapsed(1), "a header no section shows now changes nothing")
    list.allowsCollapsingSections = false
    host.sectionViews = [.header(section: 1): header]
    host.userTapped(sectionView: header, shownAs: nil)
    #expect(!list.isCollapsed(1), "without collapsing sections a header's tap does nothing")
  }
}

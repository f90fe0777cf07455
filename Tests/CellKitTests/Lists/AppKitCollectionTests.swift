@_spi(CellKitPlatform) import CellKit
import CellKitRulesHosts
import Foundation
import Testing

/// A collection host that selects as `NSCollectionView` does, through the same `SelectionMirror` a
/// Mac runs: a click asks `shouldDeselectItemsAt` for the items it would deselect and
/// `shouldSelectItemsAt` for the one clicked, applies what both allow, then reports
/// `didDeselectItemsAt` and `didSelectItemsAt`, each seeing the selection as it is then. Setting
/// the selection in code reports nothing.
@MainActor
final class AppKitCollectionRulesHost: ListHost {
  let actions = ActionRouter()
  let selection = SelectionMirror()
  weak var listDataSource: (any ListDataSource)?
  private(set) var selected: Set<IndexPath> = []

  init() {
    actions.attach(to: self)
  }

  func location(of view: any ActionSender) -> ActionLocation? { nil }
  func reloadData() {}
  func performBatchUpdates(_ changes: ListChanges, updateData: () -> Void) { updateData() }
  func showSelection(_ indexPaths: Set<IndexPath>) {
    selection.show(indexPaths, on: self) { selected = $0 }
  }
  var visibleViews: [(location: ActionLocation, view: AnyObject)] { [] }
  func visibleView(of element: SupplementaryElement) -> AnyObject? { nil }

  /// A click on `indexPath`, or a ⌘-click, which keeps the others and toggles it.
  func click(_ indexPath: IndexPath, command: Bool = false) {
    let several = listDataSource?.selectsSeveral ?? false
    let toDeselect = command ? selected.intersection([indexPath]) : selected.subtracting([indexPath])
    let toSelect: Set<IndexPath> = command && selected.contains(indexPath) ? [] : [indexPath]
    let deselected = selection.allowsDeselecting(toDeselect, current: selected, selectsSeveral: several, on: self)
    let chosen = selection.allowsSelecting(toSelect, current: selected, selectsSeveral: several, on: self)
    selected.subtract(deselected)
    if !deselected.isEmpty { selection.userSelected(selected, on: self) { selected = $0 } }
    selected.formUnion(chosen)
    if !chosen.isEmpty { selection.userSelected(selected, on: self) { selected = $0 } }
  }
}

@MainActor
@Suite("Selecting in a grid under AppKit's collection view rules")
struct AppKitCollectionTests {
  func makeList(several: Bool) -> (AppKitCollectionRulesHost, ListAdapter<Int, Tile>, Recorder) {
    let host = AppKitCollectionRulesHost()
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    list.allowsMultipleSelection = several
    let recorder = Recorder()
    list.onSelect { tile, _ in recorder.events.append("+\(tile.id)") }
    list.onDeselect { tile, _ in recorder.events.append("-\(tile.id)") }
    list.apply(Snapshot([(0, (1...4).map { Tile(id: $0) })]))
    return (host, list, recorder)
  }

  final class Recorder {
    var events: [String] = []
  }

  @Test("A click on B with A selected selects B and tells A nothing but its deselection", arguments: [false, true])
  func clickReplaces(several: Bool) {
    let (host, list, recorder) = makeList(several: several)
    host.click(IndexPath(item: 0, section: 0))
    host.click(IndexPath(item: 2, section: 0))
    #expect(recorder.events == ["+1", "-1", "+3"])
    #expect(list.selectedItems.map(\.id) == [3])
    #expect(host.selected == [IndexPath(item: 2, section: 0)])
  }

  @Test("⌘-click adds and removes one item when the grid selects several, and moves a single selection")
  func commandClick() {
    let (host, list, recorder) = makeList(several: true)
    host.click(IndexPath(item: 0, section: 0))
    host.click(IndexPath(item: 3, section: 0), command: true)
    host.click(IndexPath(item: 0, section: 0), command: true)
    #expect(recorder.events == ["+1", "+4", "-1"])
    #expect(list.selectedItems.map(\.id) == [4])

    let (single, singleList, singleRecorder) = makeList(several: false)
    single.click(IndexPath(item: 0, section: 0))
    single.click(IndexPath(item: 0, section: 0), command: true)
    #expect(singleList.selectedItems.map(\.id) == [1], "a single selection is never emptied")
    #expect(single.selected == [IndexPath(item: 0, section: 0)])
    #expect(singleRecorder.events == ["+1"])
  }
}

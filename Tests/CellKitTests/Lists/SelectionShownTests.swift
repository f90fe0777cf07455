@_spi(CellKitPlatform) import CellKit
import CellKitRulesHosts
import CellKitTerminal
import Foundation
import Observation
import Testing

@MainActor
@Suite("The selection a UIKit table shows through the reloads the list makes")
struct SelectionShownTests {
  @MainActor @Observable final class Folder {
    var unread = 3
  }

  @Test("An observed section title that changes is shown in place: no reload, the selection stays shown")
  func observedTitleInPlace() {
    let folder = Folder()
    let scheduler = ManualScheduler()
    let host = UIKitRulesHost(scheduler: scheduler)
    let list = ListAdapter<Int, Tile>(attaching: host)
    list.resolveEvents()
    list.allowsMultipleSelection = true
    list.headerTitle { section, _ in section == 0 ? "Inbox (\(folder.unread))" : "Archive" }
    list.apply(Snapshot([(0, (1...4).map { Tile(id: $0) }), (1, (5...8).map { Tile(id: $0) })]))
    host.userSelects(IndexPath(row: 1, section: 0))
    host.userSelects(IndexPath(row: 2, section: 1))
    let reloads = host.sectionReloads
    folder.unread = 2
    scheduler.runReady()
    #expect(host.sectionReloads == reloads, "the section keeps its rows' cells")
    #expect(host.shownTitles.map { $0[0] } == ["Inbox (2)", "Archive"])
    #expect(host.shownSelection == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 1)])
    #expect(Set(list.selectedItems.map(\.id)) == [2, 7])
    #expect(host.violations.isEmpty, "\(host.violations)")
  }
}

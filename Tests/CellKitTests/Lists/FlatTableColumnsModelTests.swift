@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import CellKitRulesHosts
import Foundation
import Testing

@MainActor
@Suite("A flat table with columns in a user's hands, under NSTableView's column rules")
struct FlatTableColumnsModelTests {
  /// The steps of the terminal's user's-hands test that a Mac table has: header clicks, divider
  /// drags, column drags, the header's menu, window resizes, and the app's sorts, filters, hidden
  /// columns and snapshots. After each: the table's columns are the list's, in order, with its
  /// bounds; only columns the user dragged keep a width of their own; a step that changes no width
  /// rule leaves the widths of fixed and user-sized columns as they were; the footers show in the
  /// first column shown; and no rule of the table was broken.
  @Test("seeded header clicks, drags, menus and resizes", arguments: modelSeeds(20))
  func randomHands(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let table = ChoreTable()
    table.list.allowsCollapsingSections = true
    var dragged = Set<ColumnID>()
    var nextID = 10
    for step in 0..<150 {
      let context = "seed \(seed), step \(step)"
      let widths = table.widths
      var keepsWidths = true
      var action = ""
      let host = table.host
      switch Int.random(in: 0..<11, using: &random) {
      case 0:
        let column = host.tableColumns.randomElement(using: &random)!.identifier
        action = "click header \(column)"
        host.clickHeader(column)
      case 1:
        let index = Int.random(in: 0..<host.tableColumns.count, using: &random)
        let distance = Double(Int.random(in: -80...80, using: &random))
        action = "drag divider of \(host.tableColumns[index].identifier) by \(distance)"
        if host.tableColumns[index].userResizes, !host.tableColumns[index].isHidden {
          dragged.insert(ColumnID(rawValue: host.tableColumns[index].identifier))
        }
        host.dragDivider(ofColumnAt: index, by: distance)
        keepsWidths = false
      case 2:
        let from = Int.random(in: 0..<host.tableColumns.count, using: &random)
        let to = Int.random(in: 0..<host.tableColumns.count, using: &random)
        action = "drag column \(from) to \(to)"
        host.dragColumn(from, to: to)
      case 3:
        let column = host.tableColumns.randomElement(using: &random)!.identifier
        action = "header menu \(column)"
        host.chooseInHeaderMenu(column)
        keepsWidths = false
      case 4:
        let width = Double(Int.random(in: 200...800, using: &random))
        action = "window \(width) wide"
        host.resizeFrame(to: width)
        keepsWidths = false
      case 5:
        let keys: [ColumnID] = ["title", "minutes"].shuffled(using: &random)
        table.list.sortOrder = keys.prefix(Int.random(in: 0...2, using: &random)).map {
          SortKey($0, ascending: Bool.random(using: &random))
        }
        action = "sort \(table.list.sortOrder)"
      case 6:
        let minimum = Int.random(in: 0...40, using: &random)
        action = "filter \(minimum)"
        if Bool.random(using: &random) {
          table.list.filter = { $0.minutes >= minimum }
        } else {
          table.list.filter = nil
        }
      case 7:
        let section = table.list.snapshot.sections.randomElement(using: &random)!
        action = "collapse \(section)"
        if table.list.isCollapsed(section) { table.list.expand(section) } else { table.list.collapse(section) }
      case 8:
        action = "edit"
        var snapshot = table.list.snapshot
        let section = snapshot.sections.randomElement(using: &random)!
        if Bool.random(using: &random), let item = snapshot.items.joined().randomElement(using: &random) {
          snapshot.deleteItems([item.id])
        } else {
          let chore = Chore(id: nextID, title: "C\(nextID)", minutes: Int.random(in: 1...60, using: &random))
          nextID += 1
          snapshot.appendItems([chore], toSection: section)
        }
        table.list.apply(snapshot)
      case 9:
        let index = Int.random(in: 0..<table.list.columns.count, using: &random)
        action = "app hides or shows \(table.list.columns[index].id)"
        table.list.columns[index].isHidden.toggle()
        keepsWidths = false
      default:
        let index = Int.random(in: 0..<table.list.columns.count, using: &random)
        action = "app forgets the width of \(table.list.columns[index].id)"
        table.list.columns[index].resizedWidth = nil
        dragged.remove(table.list.columns[index].id)
        keepsWidths = false
      }
      table.scheduler.runReady()
      let step = "\(context) (\(action))"
      check(table, dragged: dragged, widths: keepsWidths ? widths : nil, step)
      guard table.host.violations.isEmpty else { return }
    }
  }

  func check(_ table: ChoreTable, dragged: Set<ColumnID>, widths: [String: Double]?, _ context: String) {
    let host = table.host
    let columns = table.list.columns
    #expect(host.tableColumns.map(\.identifier) == columns.map(\.id.rawValue), "\(context)")
    #expect(host.tableColumns.map(\.isHidden) == columns.map(\.isHidden), "\(context)")
    for (platform, column) in zip(host.tableColumns, columns) {
      #expect(platform.minWidth == column.width.minimum, "\(context): \(column.id)'s minimum")
      #expect(platform.width >= column.width.minimum && platform.width <= column.width.maximum, "\(context)")
      #expect(column.resizedWidth == nil || dragged.contains(column.id), "\(context): \(column.id) got a width")
    }
    if let widths {
      // A fitting column follows what shows in it, and flexible ones take up what it gives or
      // takes; fixed columns, and those the user sized, keep their widths.
      let kept = Set(
        columns.map { FlatTableColumn($0.info) }.filter { !$0.fitsContent && !$0.resizesWithTable }.map(\.id.rawValue))
      #expect(
        table.widths.filter { kept.contains($0.key) } == widths.filter { kept.contains($0.key) },
        "\(context): the widths changed")
    }
    #expect(host.sortDescriptors.map(\.key) == table.list.sortOrder.map(\.column.rawValue), "\(context)")
    #expect(host.headerView != nil, "\(context)")
    #expect(host.violations.isEmpty, "\(context): \(host.violations)")
    // Each visible footer row's view is in the first column shown.
    let first = columns.first { !$0.isHidden }?.id.rawValue
    for section in 0..<table.list.snapshot.numberOfSections {
      guard let row = host.tableDriver.rows.index(of: .footer(section: section)), host.visibleRowRange.contains(row)
      else { continue }
      #expect(
        host.visibleView(of: .footer(section: section)) === host.views[row]?[first],
        "\(context): footer \(section)")
    }
  }
}

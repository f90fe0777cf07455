import CellKit
import CellKitTerminal
import Foundation
import Observation
import Testing

/// What a channel's row shows besides its item: kept in an observable model, outside the snapshot.
@MainActor
@Observable
final class ChannelStats {
  var subscribers: Int
  var isLive = false
  /// Never read by a configuration.
  var unread = 0

  init(subscribers: Int) { self.subscribers = subscribers }

  var line: String { "\(subscribers)\(isLive ? " LIVE" : "")" }
}

/// What a search shows: channels with fewer subscribers are hidden.
@MainActor
@Observable
final class ChannelSearch {
  var minimumID = 1
}

/// A table of channels whose rows show their `ChannelStats`, counting configurations per channel.
@MainActor
final class StatsScreen {
  let table = TableView()
  let list: ListAdapter<String, Youtuber>
  let pilot: Pilot
  private let record = Record()
  var stats: [Int: ChannelStats] {
    get { record.stats }
    set { record.stats = newValue }
  }
  var configurations: [Int: Int] { record.configurations }

  private final class Record {
    var stats: [Int: ChannelStats] = [:]
    var configurations: [Int: Int] = [:]
  }

  init(rows: Int, sections: Int = 1, height: Int = 12) {
    list = ListAdapter(table)
    let snapshot = youtuberSnapshot(sections: sections, rowsPerSection: rows / sections)
    for item in snapshot.items.joined() { record.stats[item.id] = ChannelStats(subscribers: item.id * 10) }
    list.cell(YoutuberCell.self) { [record] cell, youtuber, _ in
      record.configurations[youtuber.id, default: 0] += 1
      cell.name.text = "\(youtuber.name) · \(record.stats[youtuber.id]?.line ?? "new")"
    }
    list.apply(snapshot, animatingDifferences: false)
    pilot = Pilot(rootView: table, size: Size(width: 60, height: height))
    _ = pilot.screen
  }

  /// What every visible cell should show, from the items and their stats now.
  func expectVisibleCellsCurrent(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    _ = pilot.screen
    for indexPath in table.indexPathsForVisibleRows {
      let item = list.snapshot[indexPath]
      let expected = "\(item.name) · \(stats[item.id]?.line ?? "new")"
      #expect(
        (table.cellForRow(at: indexPath) as? YoutuberCell)?.name.text == expected, comment,
        sourceLocation: sourceLocation)
    }
  }
}

/// What a grid's header views, footer titles and badges read.
@MainActor
@Observable
final class SectionTotals {
  var title = "Pets"
  var footer = "all"
  var badge = "*"
}

@MainActor
@Suite("Cells follow the observable models they read")
struct ObservedModelsTests {
  @Test("A change reconfigures the visible cell that read it, once per turn however many properties changed")
  func changeReconfiguresOnce() async throws {
    let screen = StatsScreen(rows: 20)
    let before = screen.configurations
    screen.stats[2]?.subscribers = 777
    screen.stats[2]?.isLive = true
    screen.stats[2]?.subscribers = 778
    #expect(screen.configurations == before, "nothing is configured before the turn ends")
    try await screen.pilot.settle()
    var expected = before
    expected[2, default: 0] += 1
    #expect(screen.configurations == expected)
    #expect(screen.pilot.screenText.contains("Youtuber 0-1 · 778 LIVE"))
    screen.expectVisibleCellsCurrent()

    screen.stats[2]?.subscribers = 779
    try await screen.pilot.settle()
    #expect(screen.configurations[2] == expected[2]! + 1, "the tracking is installed again by the reconfigure")
  }

  @Test("A filter follows the @Observable values it reads, as a configure closure does")
  func filterFollowsObservedValues() async throws {
    let screen = StatsScreen(rows: 20)
    let search = ChannelSearch()
    screen.list.filter = { $0.id >= search.minimumID }
    try await screen.pilot.settle()
    #expect(screen.table.numberOfRows(inSection: 0) == 20)
    search.minimumID = 16
    #expect(screen.table.numberOfRows(inSection: 0) == 20, "nothing changes before the turn ends")
    try await screen.pilot.settle()
    #expect(screen.table.numberOfRows(inSection: 0) == 5)
    #expect(screen.pilot.screenText.contains("Youtuber 0-15"))
    #expect(!screen.pilot.screenText.contains("Youtuber 0-14"))
    search.minimumID = 11
    try await screen.pilot.settle()
    #expect(screen.table.numberOfRows(inSection: 0) == 10, "the filter is tracked again after each change")
    screen.list.filter = nil
    search.minimumID = 19
    try await screen.pilot.settle()
    #expect(screen.table.numberOfRows(inSection: 0) == 20, "a filter removed is not applied again")
  }

  /// A table of numbers and the search its filters read, on no application's screen yet.
  func numbersWithSearch() -> (TableView, ListAdapter<String, Int>, ChannelSearch) {
    let table = TableView()
    let list = ListAdapter<String, Int>(table)
    list.cell(YoutuberCell.self) { cell, number, _ in cell.name.text = "n\(number)" }
    return (table, list, ChannelSearch())
  }

  @Test("A filter set before the first snapshot follows the @Observable query it reads")
  func filterSetBeforeFirstApply() async throws {
    let (table, list, search) = numbersWithSearch()
    // Set while the screen is built: no item yet, so the first evaluation reads nothing.
    list.filter = { $0 >= search.minimumID }
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 30))
    try await pilot.settle()
    list.apply(Snapshot([("a", Array(1...10))]))
    #expect(table.numberOfRows(inSection: 0) == 10)
    search.minimumID = 8
    try await pilot.settle()
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test("A filter set before its table is on an application's screen follows changes on that application's scheduler")
  func filterSetBeforeTheScreen() async throws {
    let (table, list, search) = numbersWithSearch()
    // The screen is built, filter and snapshot included, before the application shows it.
    list.filter = { $0 >= search.minimumID }
    list.apply(Snapshot([("a", Array(1...10))]))
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 30))
    search.minimumID = 8
    try await pilot.settle()
    #expect(table.numberOfRows(inSection: 0) == 3)
  }

  @Test("A filter reading each item's @Observable model follows items applied after it was set")
  func filterFollowsLaterItems() async throws {
    let screen = StatsScreen(rows: 4)
    screen.stats[99] = ChannelStats(subscribers: 1)
    let filterStats = screen.stats
    screen.list.filter = { !(filterStats[$0.id]?.isLive ?? false) }
    try await screen.pilot.settle()
    var snapshot = screen.list.snapshot
    snapshot.appendItems([Youtuber(id: 99, name: "Added")], toSection: snapshot.sections[0])
    screen.list.apply(snapshot)
    #expect(screen.table.numberOfRows(inSection: 0) == 5)
    // The item applied after the filter was set and evaluated: its model is followed too.
    filterStats[99]?.isLive = true
    try await screen.pilot.settle()
    #expect(screen.table.numberOfRows(inSection: 0) == 4)
    // And so are the items there from the start.
    filterStats[1]?.isLive = true
    try await screen.pilot.settle()
    #expect(screen.table.numberOfRows(inSection: 0) == 3)
  }

  /// Features as a search screen combines them: a filter that reads an observed query, a section
  /// collapsed, the filter narrowed as the user types, the section expanded again.
  @Test("An observed filter, narrowed, with a section collapsed and expanded: each shows what the others say")
  func observedFilterWithNarrowingAndCollapse() async throws {
    let table = TableView()
    let list = ListAdapter<String, Int>(table)
    list.cell(YoutuberCell.self) { cell, number, _ in cell.name.text = "n\(number)" }
    list.headerTitle { section, _ in section }
    list.allowsCollapsingSections = true
    list.apply(Snapshot([("a", Array(1...10)), ("b", Array(11...20))]))
    let pilot = Pilot(rootView: table, size: Size(width: 40, height: 30))
    let search = ChannelSearch()
    list.filter = { $0 >= search.minimumID }
    list.collapse("a")
    func rows() -> [Int] { (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } }
    search.minimumID = 5
    try await pilot.settle()
    #expect(rows() == [0, 10], "a stays collapsed")
    list.narrowFilter { $0 >= search.minimumID && $0.isMultiple(of: 2) }
    #expect(rows() == [0, 5])
    search.minimumID = 15
    try await pilot.settle()
    #expect(rows() == [0, 3], "the narrowed filter follows the query too")
    list.expand("a")
    #expect(rows() == [0, 3], "a, expanded, has no item the filter takes")
    search.minimumID = 1
    try await pilot.settle()
    #expect(rows() == [5, 5])
    #expect(list.isCollapsed("a") == false)
    #expect(pilot.screenText.contains("n2") && pilot.screenText.contains("n20") && !pilot.screenText.contains("n3 "))
  }

  @Test("A property no configuration read never causes a reconfigure")
  func unreadPropertyIsIgnored() async throws {
    let screen = StatsScreen(rows: 20)
    let before = screen.configurations
    for id in 1...10 { screen.stats[id]?.unread += 1 }
    try await screen.pilot.settle()
    #expect(screen.configurations == before)
  }

  @Test("A cell reused for another item is never reconfigured for its old one")
  func reusedCellIgnoresOldItem() async throws {
    let screen = StatsScreen(rows: 100)
    let cell = try #require(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? YoutuberCell)
    screen.table.setContentOffset(60)
    _ = screen.pilot.screen
    let reusedFor = try #require(
      screen.table.indexPathsForVisibleRows.first { screen.table.cellForRow(at: $0) === cell })
    let shownItem = screen.list.snapshot[reusedFor]
    let before = screen.configurations
    screen.stats[1]?.subscribers = 5
    try await screen.pilot.settle()
    #expect(screen.configurations == before, "item 1 is off screen: nothing is configured")
    #expect(cell.name.text == "\(shownItem.name) · \(screen.stats[shownItem.id]!.line)")
    screen.table.setContentOffset(0)
    #expect(screen.pilot.screenText.contains("Youtuber 0-0 · 5"), "item 1 shows its new value when it shows again")
  }

  @Test("Scrolling adds nothing to what observed objects hold: 10,000 steps install no tracking once each row showed")
  func trackingNeverAccumulates() async throws {
    let screen = StatsScreen(rows: 1_000, height: 10)
    var random = SeededRandom(seed: 10_000)
    for offset in stride(from: 0, through: 1_000, by: 10) {
      screen.table.setContentOffset(offset)
      _ = screen.pilot.screen
    }
    let installed = screen.list.observedReads.installedCount
    #expect(screen.list.observedReads.count <= 1_000)
    for _ in 0..<10_000 {
      screen.table.setContentOffset(Int.random(in: 0...1_000, using: &random))
      screen.table.layoutSubviews()
    }
    #expect(screen.list.observedReads.installedCount == installed)
    let visible = screen.list.snapshot[screen.table.indexPathsForVisibleRows[3]]
    let before = screen.configurations[visible.id] ?? 0
    screen.stats[visible.id]?.subscribers += 1
    try await screen.pilot.settle()
    #expect(screen.configurations[visible.id] == before + 1, "one change, one configuration, after 10,000 steps")
    screen.expectVisibleCellsCurrent()
  }

  @Test("Seeded mutations of observable models across 1,000 rows, with scrolls and snapshots between", arguments: 1...4)
  func randomMutations(seed: Int) async throws {
    let screen = StatsScreen(rows: 1_000, sections: 4, height: 16)
    var random = SeededRandom(seed: UInt64(seed))
    var nextID = 5_000
    for step in 0..<150 {
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let items = Array(screen.list.snapshot.items.joined())
        guard let item = items.randomElement(using: &random), let stats = screen.stats[item.id] else { continue }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: stats.subscribers = Int.random(in: 0...99_999, using: &random)
        case 1: stats.isLive.toggle()
        default: stats.unread += 1
        }
      }
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        screen.table.setContentOffset(Int.random(in: 0...1_000, using: &random))
      case 1:
        var snapshot = screen.list.snapshot
        let section = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
        nextID += 1
        screen.stats[nextID] = ChannelStats(subscribers: nextID)
        snapshot.insertItems(
          [Youtuber(id: nextID, name: "New \(nextID)")],
          at: IndexPath(row: Int.random(in: 0...snapshot.items[section].count, using: &random), section: section))
        if let doomed = snapshot.items[section].randomElement(using: &random), doomed.id != nextID {
          snapshot.deleteItems([doomed.differenceIdentifier])
        }
        screen.list.apply(snapshot)
      case 2:
        var snapshot = screen.list.snapshot
        let visible = screen.table.indexPathsForVisibleRows
        if let indexPath = visible.randomElement(using: &random) { snapshot[indexPath].name += "!" }
        screen.list.apply(snapshot)
      default:
        break
      }
      try await screen.pilot.settle()
      screen.expectVisibleCellsCurrent("seed \(seed), step \(step)")
    }
  }

  @Test("A footer title that reads its items' models follows items added after it was first asked for")
  func titlesFollowNewItems() async throws {
    let screen = StatsScreen(rows: 3)
    // Only the footer reads `unread`, so nothing else refreshes it.
    screen.list.footerTitle { [unowned screen] _, items in
      "unread \(items.reduce(0) { $0 + (screen.stats[$1.id]?.unread ?? 0) })"
    }
    #expect(screen.pilot.screenText.contains("unread 0"))
    for recorded in [true, false] {
      var snapshot =
        recorded
        ? screen.list.snapshot : Snapshot(Array(zip(screen.list.snapshot.sections, screen.list.snapshot.items)))
      let id = recorded ? 50 : 51
      snapshot.insertItems([Youtuber(id: id, name: "Newcomer \(id)")], at: IndexPath(row: 0, section: 0))
      let newcomer = ChannelStats(subscribers: 5)
      screen.stats[id] = newcomer
      screen.list.apply(snapshot)
      _ = screen.pilot.screen
      let before = screen.pilot.screenText.components(separatedBy: "unread ").last ?? ""
      newcomer.unread = 7
      try await screen.pilot.settle()
      let expected = (Int(before.prefix { $0.isNumber }) ?? -1) + 7
      #expect(
        screen.pilot.screenText.contains("unread \(expected)"), "recorded edit: \(recorded)\n\(screen.pilot.screenText)"
      )
    }
  }

  @Test("Header views, titles and a grid's badges follow what they read")
  func sectionsAndBadgesFollow() async throws {
    let totals = SectionTotals()
    let grid = CollectionView(
      layout: .grid(columns: 2, itemHeight: 2, spacing: 2, badge: .init(kind: "initial", width: 9)))
    let list = ListAdapter<String, Youtuber>(grid)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.supplementary(InitialBadge.self, ofKind: "initial") { badge, youtuber, _ in
      badge.textLabel.text = totals.badge + youtuber.name.prefix(1)
    }
    list.header(ChannelHeader.self) { header, section, _ in header.textLabel.text = "\(totals.title): \(section)" }
    list.footerTitle { _, items in "\(items.count) \(totals.footer)" }
    list.apply(CollectionSupplementaryTests.pets, animatingDifferences: false)
    let pilot = Pilot(rootView: grid, size: Size(width: 80, height: 10))
    #expect(pilot.screenText.contains("Pets: Pets"))
    #expect(pilot.screenText.contains("3 all"))
    func badges() -> [String] {
      grid.indexPathsForVisibleItems.compactMap {
        (grid.visibleView(of: .item($0, kind: "initial")) as? InitialBadge)?.textLabel.text
      }
    }
    #expect(badges() == ["*C", "*D", "*O"])
    totals.title = "Animals"
    totals.footer = "channels"
    totals.badge = "#"
    try await pilot.settle()
    #expect(pilot.screenText.contains("Animals: Pets"), "\(pilot.screenText)")
    #expect(pilot.screenText.contains("3 channels"), "\(pilot.screenText)")
    _ = pilot.screen
    #expect(badges() == ["#C", "#D", "#O"])
  }
}

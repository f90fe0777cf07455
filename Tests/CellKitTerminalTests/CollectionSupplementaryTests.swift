import CellKit
import CellKitFixtures
import CellKitTerminal
import CellKitTesting
import Foundation
import Testing

/// A badge in the corner of a card: the first letter of the channel, and a button that pins it.
final class InitialBadge: TableHeaderFooterView, ActionCell {
  enum Action: CellAction, Equatable {
    case pinTapped
  }

  let pin = Button("pin")

  override func viewDidLoad() {
    textLabel.style = .dim
    pin.sends(.pinTapped, from: self)
    contentView.add(pin, textLabel)
  }
}

@MainActor
@Suite("Collection view supplementary views")
struct CollectionSupplementaryTests {
  @MainActor
  final class Grid {
    let view: CollectionView
    let list: ListAdapter<String, Youtuber>
    let pilot: Pilot
    var pinned: [(name: String, indexPath: IndexPath)] = []
    var seeAll: [String] = []

    init(_ snapshot: Snapshot<String, Youtuber>, size: Size, columns: Int = 2) {
      view = CollectionView(
        layout: .grid(columns: columns, itemHeight: 2, spacing: 2, badge: .init(kind: "initial", width: 9)))
      list = ListAdapter(view)
      list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
      list.supplementary(InitialBadge.self, ofKind: "initial") { badge, youtuber, _ in
        badge.textLabel.text = String(youtuber.name.prefix(1))
      }
      list.header(ChannelHeader.self) { header, section, _ in header.textLabel.text = section }
      list.footerTitle { _, items in "\(items.count) channels" }
      list.apply(snapshot, animatingDifferences: false)
      pilot = Pilot(rootView: view, size: size)
      pilot.application.focus(view)
      list.on(InitialBadge.Action.pinTapped) { [unowned self] context in
        pinned.append((context.item.name, context.indexPath))
      }
      list.headersAndFooters.on(ChannelHeader.Action.seeAllTapped) { [unowned self] context in
        seeAll.append(context.item)
      }
    }
  }

  static let pets = Snapshot([
    ("Pets", [Youtuber(id: 1, name: "Cat"), Youtuber(id: 2, name: "Dog"), Youtuber(id: 3, name: "Owl")])
  ])

  @Test("Header views, footer titles and a badge on every card, each in its place")
  func screen() {
    let grid = Grid(Self.pets, size: Size(width: 80, height: 8))
    grid.pilot.expectScreen([
      " Pets                                                               [ See all ]",
      "› Cat              [ Subscrib[ pin ] C    Dog              [ Subscrib[ pin ] D",
      "",
      "  Owl              [ Subscrib[ pin ] O",
      "",
      " 3 channels",
    ])
    #expect(grid.view.supplementaryView(ofKind: "initial", at: IndexPath(row: 2, section: 0))?.textLabel.text == "O")
    #expect(
      grid.view.supplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(row: 0, section: 0))
        is ChannelHeader)
    #expect(grid.view.supplementaryView(ofKind: "other", at: IndexPath(row: 2, section: 0)) == nil)
  }

  @Test("A badge's button routes with its item's current index path; a header's with its section")
  func routing() throws {
    let grid = Grid(Self.pets, size: Size(width: 60, height: 8))
    _ = grid.pilot.screen
    grid.list.apply(Snapshot([("Pets", [Youtuber(id: 9, name: "Emu")] + grid.list.snapshot.items[0])]))
    #expect(grid.pilot.click(on: "[ pin ] C"))
    #expect(grid.pinned.map(\.name) == ["Cat"])
    #expect(grid.pinned.first?.indexPath == IndexPath(row: 1, section: 0))
    #expect(grid.pilot.click(on: "[ pin ] E"))
    #expect(grid.pinned.last?.name == "Emu")
    #expect(grid.pilot.click(on: "See all"))
    #expect(grid.seeAll == ["Pets"])
  }

  @Test("Badges are recycled with their cells: a million items make a screenful of them")
  func badgesAreRecycled() {
    let items = (0..<1_000_000).map { Youtuber(id: $0, name: "Channel \($0)") }
    let grid = Grid(Snapshot([("All", items)]), size: Size(width: 80, height: 20), columns: 3)
    _ = grid.pilot.screen
    for _ in 0..<30 { grid.pilot.press(.pageDown) }
    grid.pilot.press(.end)
    let last = IndexPath(row: 999_999, section: 0)
    #expect(grid.view.focusedIndexPath == last)
    #expect(grid.view.supplementaryView(ofKind: "initial", at: last)?.textLabel.text == "C")
    #expect(grid.pilot.screenText.contains("[ pin ] C"))
    #expect(grid.view.cellsCreated <= 3 * 10 + 3)
  }

  /// Article 4 (Reusable): the collection half, on Linux. Cells and supplementary views are
  /// registered by type, dequeued by the type the call site asks for, and filed under identifiers
  /// derived from the type.
  @Test("Typed register and dequeue of collection cells and supplementary views by kind")
  func reusablePatterns() {
    let collection = CollectionView()
    collection.register(YoutuberCell.self)
    collection.register(ChannelHeader.self, ofKind: CollectionView.elementKindSectionHeader)
    collection.register(InitialBadge.self, ofKind: "initial")
    let indexPath = IndexPath(row: 0, section: 0)
    let cell: YoutuberCell = collection.dequeue(for: indexPath)
    let header: ChannelHeader = collection.dequeueSupplementary(
      ofKind: CollectionView.elementKindSectionHeader, for: indexPath)
    let badge = collection.dequeueSupplementary(ofKind: "initial", for: indexPath) as InitialBadge
    #expect(cell.subscribe.handlers.count(for: .primaryActionTriggered) == 1)
    #expect(header.seeAll.superview != nil)
    #expect(badge.pin.superview != nil)
    #expect(collection.cellsCreated == 1)
    #expect(InitialBadge.reuseIdentifier == "CellKitTerminalTests.InitialBadge")
    let unregistered = collection.dequeueSupplementary(ofKind: "never registered", for: indexPath) as InitialBadge
    #expect(unregistered !== badge, "a kind's views are pooled apart from another kind's")
  }
}

import CellKit
import CellKitTerminal
import Foundation
import Testing

/// A YouTuber, as in the first seed article.
struct Youtuber: Identifiable, Equatable, Differentiable {
  let id: Int
  var name: String
  var isSubscribed = false
}

/// The cell of the first seed article, the CellKit way.
final class YoutuberCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable {
    case subscribeTapped
    case notificationsToggled(Bool)
  }

  let name = Label()
  let subscribe = Button("Subscribe")
  let bell = Switch()

  override func cellDidLoad() {
    subscribe.sends(.subscribeTapped, from: self)
    bell.sends(from: self) { bell in .notificationsToggled(bell.isOn) }
    contentView.add(name, subscribe, bell)
  }
}

/// Three sections of YouTubers, identities unique across the list.
func youtuberSnapshot(sections: Int = 3, rowsPerSection: Int = 4) -> Snapshot<String, Youtuber> {
  var snapshot = Snapshot<String, Youtuber>()
  var id = 0
  for s in 0..<sections {
    snapshot.appendSection(
      "Section \(s)",
      items: (0..<rowsPerSection).map { r in
        id += 1
        return Youtuber(id: id, name: "Youtuber \(s)-\(r)")
      })
  }
  return snapshot
}

/// A table of YouTubers driven by a ListAdapter, in a headless application.
@MainActor
final class YoutuberScreen {
  let table = TableView()
  let list: ListAdapter<String, Youtuber>
  let pilot: Pilot
  var routed: [(action: YoutuberCell.Action, indexPath: IndexPath, name: String)] = []

  init(_ snapshot: Snapshot<String, Youtuber> = youtuberSnapshot(), size: Size = Size(width: 60, height: 20)) {
    list = ListAdapter(table)
    list.cell(YoutuberCell.self) { cell, youtuber, _ in cell.name.text = youtuber.name }
    list.headerTitle { section, _ in section }
    list.apply(snapshot, animatingDifferences: false)
    pilot = Pilot(rootView: table, size: size)
    pilot.application.focus(table)
    list.on(YoutuberCell.Action.self) { [unowned self] context in
      routed.append((context.action, context.indexPath, context.item.name))
    }
  }

  var screen: [String] { pilot.screen }

  /// The screen row where `name` shows.
  func row(of name: String) -> Int? { pilot.find(name)?.y }

  /// Clicks the Subscribe button on the row showing `name`.
  func clickSubscribe(of name: String) {
    guard let y = row(of: name), let x = pilot.screen[y].range(of: "[ Subscribe ]") else {
      Issue.record("no Subscribe button on a row showing \(name):\n\(pilot.screenText)")
      return
    }
    pilot.click(at: Point(x: CharacterWidth.of(pilot.screen[y][..<x.lowerBound]) + 2, y: y))
  }
}

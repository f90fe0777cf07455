import CellKitTerminal
import Observation
import Testing

// The code of the article "Cells that follow their models", run.

struct Chore: Differentiable, Hashable {
  let id: Int
  var title: String
  var done: Bool
  var differenceIdentifier: Int { id }
}

class ChoreCell: TableCell, Reusable {
  let title = Label()
  override func cellDidLoad() { contentView.add(title) }
}

final class DoneCell: ChoreCell {}
final class OpenCell: ChoreCell {}

@MainActor
@Observable
final class Channel {
  var subscribers = 0
  var isLive = false
}

/// The channels' observable state, one object per channel.
@MainActor
final class Channels {
  private var channels: [Int: Channel] = [:]

  func channel(_ id: Int) -> Channel {
    if let channel = channels[id] { return channel }
    let channel = Channel()
    channels[id] = channel
    return channel
  }
}

final class ChannelCell: TableCell, Reusable {
  let title = Label()
  let count = Label()
  override func cellDidLoad() { contentView.add(title, count) }
}

@MainActor
@Suite("Cells that follow their models: the article's examples")
struct FollowingModelsExamples {
  @Test("A chore that becomes done shows in a DoneCell")
  func cellClasses() {
    let table = TableView()
    let list = ListAdapter<String, Chore>(table)
    list.cell(DoneCell.self, when: { $0.done }) { cell, chore, _ in cell.title.text = "done: \(chore.title)" }
    list.cell(OpenCell.self) { cell, chore, _ in cell.title.text = "open: \(chore.title)" }
    list.apply(Snapshot([("chores", [Chore(id: 1, title: "milk", done: false)])]))
    let pilot = Pilot(rootView: table, size: Size(width: 30, height: 2))
    #expect(pilot.screenText.contains("open: milk"))
    var next = list.snapshot
    next[IndexPath(row: 0, section: 0)].done = true
    list.apply(next)
    #expect(pilot.screenText.contains("done: milk"))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) is DoneCell)
  }

  @Test("A row follows the observable channel it read")
  func observableModels() async throws {
    let table = TableView()
    let list = ListAdapter<String, Youtuber>(table)
    let channels = Channels()
    list.cell(ChannelCell.self) { cell, youtuber, _ in
      let channel = channels.channel(youtuber.id)
      cell.title.text = youtuber.name + (channel.isLive ? " · LIVE" : "")
      cell.count.text = "\(channel.subscribers) subscribers"
    }
    list.apply(Snapshot([("tech", [Youtuber(id: 1, name: "Brian"), Youtuber(id: 2, name: "Dave")])]))
    let pilot = Pilot(rootView: table, size: Size(width: 50, height: 2))
    #expect(pilot.screenText.contains("Dave"))
    channels.channel(2).subscribers += 1
    channels.channel(2).isLive = true
    try await pilot.settle()
    #expect(pilot.screenText.contains("Dave · LIVE"))
    #expect(pilot.screenText.contains("1 subscribers"))
  }
}

import CellKit
import CellKitFixtures
import CellKitTerminal
import Foundation
import Testing

/// Random steps on a real TableView driven by a ListAdapter, checked against a plain model after
/// every step: what the screen shows, and where every visible control's action goes.
///
/// A failure names its seed and step; replay one seed with `CELLKIT_MODEL_SEED=<seed> swift test
/// --filter ModelBasedRouting`.
@MainActor
@Suite("Model-based routing")
struct ModelBasedRoutingTests {
  static let stepsPerSeed = 250
  nonisolated static var seeds: [UInt64] { modelSeeds(40) }

  @Test("10,000 random steps keep the screen and every routed action equal to the model", arguments: seeds)
  func randomSteps(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var model: [(title: String, items: [Youtuber])] = []
    var nextID = 0
    func newItem() -> Youtuber {
      nextID += 1
      return Youtuber(id: nextID, name: "Y\(nextID)")
    }
    func newSection() -> (String, [Youtuber]) {
      nextID += 1
      return ("S\(nextID)", (0..<Int.random(in: 0...4, using: &random)).map { _ in newItem() })
    }
    for _ in 0..<3 { model.append(newSection()) }

    let screen = YoutuberScreen(Snapshot(model.map { ($0.title, $0.items) }), size: Size(width: 40, height: 12))
    screen.list.footerTitle { _, items in "\(items.count) rows" }
    var size = Size(width: 40, height: 12)

    for step in 0..<Self.stepsPerSeed {
      func pick(_ n: Int) -> Int { Int.random(in: 0..<n, using: &random) }
      let filled = model.indices.filter { !model[$0].items.isEmpty }
      switch pick(12) {
      case 0: model.insert(newSection(), at: pick(model.count + 1))
      case 1 where model.count > 1: model.remove(at: pick(model.count))
      case 2 where model.count > 1: model.insert(model.remove(at: pick(model.count)), at: pick(model.count))
      case 3 where !model.isEmpty, 4 where !model.isEmpty:
        let s = pick(model.count)
        model[s].items.insert(newItem(), at: pick(model[s].items.count + 1))
      case 5 where !filled.isEmpty:
        let s = filled[pick(filled.count)]
        model[s].items.remove(at: pick(model[s].items.count))
      case 6 where !filled.isEmpty, 7 where !filled.isEmpty:
        let s = filled[pick(filled.count)]
        let item = model[s].items.remove(at: pick(model[s].items.count))
        let t = pick(model.count)
        model[t].items.insert(item, at: pick(model[t].items.count + 1))
      case 8 where !filled.isEmpty:
        let s = filled[pick(filled.count)]
        model[s].items[pick(model[s].items.count)].name += "'"
      case 9:
        screen.table.setContentOffset(pick(max(1, screen.table.contentHeight)))
      case 10:
        size = Size(width: 30 + pick(40), height: 4 + pick(16))
        screen.pilot.resize(to: size)
      default:
        screen.pilot.press([Key.down, .up, .pageDown, .tab][pick(4)])
      }
      screen.list.apply(Snapshot(model.map { ($0.title, $0.items) }))
      guard check(screen, model: model, seed: seed, step: step) else { return }
    }
  }

  typealias Model = [(title: String, items: [Youtuber])]

  /// A change a handler makes to the list while a tap is delivered, drawn before the tap; its
  /// positions are taken modulo the list's shape when it is applied.
  enum Edit {
    case insert(Youtuber, section: Int, position: Int)
    case deleteTapped
    case moveTapped(section: Int, position: Int)
    case renameTapped(reload: Bool)

    /// `model` after this edit, where `tapped` is the identity of the tapped row.
    func applied(to model: Model, tapped: Int) -> Model {
      var model = model
      let place = model.indices.lazy.compactMap { s in model[s].items.firstIndex { $0.id == tapped }.map { (s, $0) } }
        .first
      switch self {
      case .insert(let item, let section, let position):
        guard !model.isEmpty else { return model }
        let s = section % model.count
        model[s].items.insert(item, at: position % (model[s].items.count + 1))
      case .deleteTapped:
        if let (s, r) = place { model[s].items.remove(at: r) }
      case .moveTapped(let section, let position):
        guard let (s, r) = place else { return model }
        let item = model[s].items.remove(at: r)
        let t = section % model.count
        model[t].items.insert(item, at: position % (model[t].items.count + 1))
      case .renameTapped:
        if let (s, r) = place {
          let name = model[s].items[r].name
          model[s].items[r].name = name.hasSuffix("*") ? String(name.dropLast()) : name + "*"
        }
      }
      return model
    }

    var reloads: Bool {
      if case .renameTapped(let reload) = self { return reload }
      return false
    }
  }

  /// What every party of one tap saw.
  struct Seen: Equatable, CustomStringConvertible {
    let party: String
    let location: ActionLocation?
    let name: String?
    let time: Date?

    var description: String { "\(party): \(location?.description ?? "-") \(name ?? "-")" }
  }

  @MainActor
  final class Recorder: ListAdapterDelegate {
    var seen: [Seen] = []
    /// The edits each changing handler makes during the current tap.
    var edits: [[Edit]] = [[], []]
    /// The model each handler saw in `list.snapshot` when it ran, to check they build on each other.
    var snapshots: [Model] = []

    func list(didReceive context: ActionContext<any CellAction, Youtuber>) {
      seen.append(Seen(party: "delegate", location: context.location, name: context.item.name, time: context.time))
    }
  }

  @Test(
    "10,000 taps whose handlers insert, delete, move and reload: every handler, the delegate and the observer see one resolution",
    arguments: seeds)
  func multiPartyDelivery(seed: UInt64) throws {
    try ControlEventCenter.isolated { try deliverToEveryParty(seed: seed) }
  }

  private func deliverToEveryParty(seed: UInt64) throws {
    var random = SeededRandom(seed: seed &* 7919)
    var nextID = 0
    func newItem() -> Youtuber {
      nextID += 1
      return Youtuber(id: nextID, name: "Y\(nextID)")
    }
    var model: Model = (0..<3).map { s in ("S\(s)", (0..<Int.random(in: 1...5, using: &random)).map { _ in newItem() })
    }
    let screen = YoutuberScreen(Snapshot(model.map { ($0.title, $0.items) }), size: Size(width: 40, height: 14))
    screen.list.footerTitle { _, items in "\(items.count) rows" }
    let recorder = Recorder()
    screen.list.delegate = recorder
    let list = screen.list
    func modelOfList() -> Model { zip(list.snapshot.sections, list.snapshot.items).map { ($0, $1) } }
    func change(by edits: [Edit], tapped: Int) {
      var current = modelOfList()
      var reload = false
      for edit in edits {
        current = edit.applied(to: current, tapped: tapped)
        reload = reload || edit.reloads
      }
      list.apply(Snapshot(current.map { ($0.title, $0.items) }), animatingDifferences: !reload)
    }
    list.on(YoutuberCell.Action.subscribeTapped) { context in
      recorder.seen.append(
        Seen(party: "first", location: context.location, name: context.item.name, time: context.time))
      recorder.snapshots.append(modelOfList())
      change(by: recorder.edits[0], tapped: context.item.id)
    }
    list.on(YoutuberCell.Action.self) { context in
      recorder.seen.append(
        Seen(party: "every", location: context.location, name: context.item.name, time: context.time))
      recorder.snapshots.append(modelOfList())
      change(by: recorder.edits[1], tapped: context.item.id)
    }
    list.on(YoutuberCell.Action.subscribeTapped, owner: recorder) { recorder, context in
      recorder.seen.append(
        Seen(party: "owner", location: context.location, name: context.item.name, time: context.time))
      recorder.snapshots.append(modelOfList())
    }
    let observer = ControlEventCenter.addObserver { record in
      guard record.location != nil else { return }
      recorder.seen.append(
        Seen(party: "observer", location: record.location, name: (record.item as? Youtuber)?.name, time: record.time))
    }
    defer { observer.remove() }

    for step in 0..<Self.stepsPerSeed {
      _ = screen.pilot.screen
      let visible = screen.table.indexPathsForVisibleRows
      if visible.isEmpty {
        model[0].items.append(newItem())
        list.apply(Snapshot(model.map { ($0.title, $0.items) }))
        continue
      }
      let indexPath = visible[Int.random(in: 0..<visible.count, using: &random)]
      let tapped = model[indexPath.section].items[indexPath.row]
      func drawEdits() -> [Edit] {
        (0..<Int.random(in: 0...2, using: &random)).map { _ in
          let a = Int.random(in: 0..<1000, using: &random)
          let b = Int.random(in: 0..<1000, using: &random)
          switch Int.random(in: 0..<5, using: &random) {
          case 0: return .insert(newItem(), section: a, position: b)
          case 1: return .deleteTapped
          case 2: return .moveTapped(section: a, position: b)
          default: return .renameTapped(reload: a % 2 == 0)
          }
        }
      }
      recorder.edits = [drawEdits(), drawEdits()]
      recorder.seen = []
      recorder.snapshots = []
      let before = model
      let cell = try #require(screen.table.cellForRow(at: indexPath) as? YoutuberCell)
      cell.subscribe.activate()

      let time = recorder.seen.first?.time
      let expected = ["first", "every", "owner", "delegate", "observer"].map {
        Seen(party: $0, location: .item(indexPath), name: tapped.name, time: time)
      }
      guard recorder.seen == expected else {
        Issue.record("seed \(seed) step \(step): a tap on \(tapped.name) at \(indexPath) was seen as \(recorder.seen)")
        return
      }
      let afterFirst = recorder.edits[0].reduce(before) { $1.applied(to: $0, tapped: tapped.id) }
      model = recorder.edits[1].reduce(afterFirst) { $1.applied(to: $0, tapped: tapped.id) }
      let seenSnapshots = recorder.snapshots.map { $0.map { $0.items.map(\.id) } }
      guard seenSnapshots == [before, afterFirst, model].map({ $0.map { $0.items.map(\.id) } }) else {
        Issue.record(
          "seed \(seed) step \(step): the handlers did not each see the snapshot the ones before them applied")
        return
      }
      recorder.edits = [[], []]
      guard check(screen, model: model, seed: seed, step: step) else { return }
    }
  }

  /// Compares the screen with the model, then activates every visible Subscribe button.
  private func check(_ screen: YoutuberScreen, model: Model, seed: UInt64, step: Int)
    -> Bool
  {
    var expected: [String] = []
    for section in model {
      expected.append(section.title)
      expected += section.items.map(\.name)
      expected.append("\(section.items.count) rows")
    }
    let lines = screen.pilot.screen
    let offset = screen.table.contentOffset
    for (y, line) in lines.enumerated() where offset + y < expected.count {
      let shown = line.trimmingCharacters(in: CharacterSet(charactersIn: " ›│┃"))
      guard shown == expected[offset + y] || shown.hasPrefix(expected[offset + y] + " ") else {
        Issue.record(
          "seed \(seed) step \(step): screen row \(y) shows '\(line)', the model says '\(expected[offset + y])'\n\(lines.joined(separator: "\n"))"
        )
        return false
      }
    }
    for indexPath in screen.table.indexPathsForVisibleRows {
      guard let cell = screen.table.cellForRow(at: indexPath) as? YoutuberCell else {
        Issue.record("seed \(seed) step \(step): no cell at \(indexPath)")
        return false
      }
      cell.subscribe.activate()
      let item = model[indexPath.section].items[indexPath.row]
      guard let routed = screen.routed.last, routed.indexPath == indexPath, routed.name == item.name else {
        Issue.record(
          "seed \(seed) step \(step): the button at \(indexPath) routed \(String(describing: screen.routed.last)), the model says \(item.name)"
        )
        return false
      }
    }
    return true
  }
}

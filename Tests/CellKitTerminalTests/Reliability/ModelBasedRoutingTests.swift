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
  nonisolated static var seeds: [UInt64] {
    if let seed = ProcessInfo.processInfo.environment["CELLKIT_MODEL_SEED"].flatMap(UInt64.init) { return [seed] }
    return Array(1...40)
  }

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

  /// Compares the screen with the model, then activates every visible Subscribe button.
  private func check(_ screen: YoutuberScreen, model: [(title: String, items: [Youtuber])], seed: UInt64, step: Int)
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

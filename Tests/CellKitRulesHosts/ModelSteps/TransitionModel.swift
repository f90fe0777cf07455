@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import Foundation

/// The update as one transition of a list's presentation, as a model run: every path (a reload,
/// rows shown and hidden, recorded edits, a diff) under filters, sorts and collapsed sections,
/// computed with no adapter and played on the UIKit and AppKit rules hosts (``PresentationPlayer``),
/// against a plain model of the rows. `UpdateTransitionTests` runs it; `reentrancy-matrix`, built
/// in release, runs it too.
@MainActor
package enum TransitionModel {
  /// The filter, sort and collapsed sections of the model, and the rows they show of a snapshot.
  struct Model {
    var filter: (@MainActor (Tile) -> Bool)?
    var descending = false
    var collapsed = Set<Int>()

    @MainActor
    func rows(of snapshot: Snapshot<Int, Tile>) -> [[Tile]] {
      zip(snapshot.sections, snapshot.items).map { section, items in
        guard !collapsed.contains(section) else { return [] }
        let kept = items.filter { filter?($0) ?? true }
        return descending ? kept.sorted { $0.id > $1.id } : kept
      }
    }
  }

  /// Runs `seed`: 120 steps of filters, sorts, collapses and snapshots, each shown on the UIKit and
  /// AppKit rules hosts; what did not hold is in the run's failures, a seed that did not take every
  /// path (a reload, rows, replayed edits, a diff) too.
  package static func run(seed: UInt64) -> ModelRun {
    let run = ModelRun()
    var random = SeededRandom(seed: seed)
    let uikit = UIKitRulesHost()
    let appkit = AppKitRulesHost()
    let players = [PresentationPlayer(host: uikit), PresentationPlayer(host: appkit)]
    var model = Model()
    var nextID = 100
    var applied = Snapshot<Int, Tile>((0..<3).map { s in (s, (0..<6).map { Tile(id: s * 10 + $0) }) })
    var paths: Set<String> = []
    func change(_ change: PresentationChange<Int, Tile>) {
      for player in players { player.change(change) }
    }
    for step in 0..<120 {
      switch Int.random(in: 0..<11, using: &random) {
      case 0:
        let modulus = Int.random(in: 2...4, using: &random)
        var filter: (@MainActor (Tile) -> Bool)?
        if Bool.random(using: &random) { filter = { $0.id % modulus != 0 } }
        model.filter = filter
        change(.filter(filter, narrowing: false))
      case 1:
        // A narrower filter: it rejects every item the one before rejects.
        let old = model.filter
        let extra = Int.random(in: 0..<5, using: &random)
        let filter: @MainActor (Tile) -> Bool = { (old?($0) ?? true) && $0.id % 5 != extra }
        model.filter = filter
        change(.filter(filter, narrowing: true))
      case 2:
        model.descending.toggle()
        var order: (@MainActor (Tile, Tile) -> Bool)?
        if model.descending { order = { $0.id > $1.id } }
        change(.order(order, sortPlaces: nil))
      case 3:
        let section = Int.random(in: 0..<applied.numberOfSections, using: &random)
        if model.collapsed.insert(section).inserted {
          change(.collapse(section))
        } else {
          model.collapsed.remove(section)
          change(.expand(section))
        }
      case 4...6:
        // Recorded edits on the snapshot last shown: replayed without a diff while every item shows.
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          edit(&applied, nextID: &nextID, using: &random)
        }
      case 7, 8:
        // Edits the snapshot does not record: a diff.
        let section = Int.random(in: 0..<applied.numberOfSections, using: &random)
        applied.updateItems(inSectionAt: section) { items in
          items.shuffle(using: &random)
          if !items.isEmpty, Bool.random(using: &random) { items.removeLast() }
          items.append(Tile(id: nextID, label: "new"))
          nextID += 1
          if !items.isEmpty { items[0].label += "*" }
        }
      case 9:
        // Every item shows again, so recorded edits can be replayed.
        model = Model()
        change(.filter(nil, narrowing: false))
        change(.order(nil, sortPlaces: nil))
        for section in 0..<applied.numberOfSections { change(.expand(section)) }
      default:
        break
      }
      let animates = Int.random(in: 0..<8, using: &random) != 0
      for (player, host) in zip(players, ["UIKit", "AppKit"]) {
        paths.insert(player.show(applied, animates: animates).rawValue)
        let expected = model.rows(of: applied)
        let shown = player.presentation.shown
        run.expect(
          shown.items.map { $0.map(\.id) } == expected.map { $0.map(\.id) },
          "seed \(seed), step \(step), \(host): the rows shown are not the model's")
        run.expect(
          shown.items.map { $0.map(\.label) } == expected.map { $0.map(\.label) },
          "seed \(seed), step \(step), \(host): a row shows an old version of its item")
      }
      run.expect(uikit.violations.isEmpty, "seed \(seed), step \(step): \(uikit.violations)")
      run.expect(appkit.violations.isEmpty, "seed \(seed), step \(step): \(appkit.violations)")
      let expectedIDs = model.rows(of: applied).map { $0.map { AnyHashable($0.id) } }
      run.expect(uikit.rows == expectedIDs, "seed \(seed), step \(step): the UIKit table shows other rows")
      run.expect(
        appkit.rows == expectedIDs.flatMap { $0 }, "seed \(seed), step \(step): the AppKit table shows other rows")
      guard uikit.violations.isEmpty, appkit.violations.isEmpty else { break }
      for player in players { player.startRecording(&applied) }
    }
    run.expect(paths == ["reload", "rows", "replay", "diff"], "seed \(seed) took only \(paths.sorted())")
    return run
  }

  /// Makes one recorded edit of `snapshot`: an insert, a delete, a new version of an item, or a
  /// move.
  private static func edit(_ snapshot: inout Snapshot<Int, Tile>, nextID: inout Int, using random: inout SeededRandom) {
    let section = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
    let count = snapshot.numberOfItems(inSection: section)
    switch count == 0 ? 0 : Int.random(in: 0..<4, using: &random) {
    case 0:
      snapshot.insertItems(
        [Tile(id: nextID)], at: IndexPath(row: Int.random(in: 0...count, using: &random), section: section))
      nextID += 1
    case 1:
      snapshot.deleteItems(at: [IndexPath(row: Int.random(in: 0..<count, using: &random), section: section)])
    case 2:
      let place = IndexPath(row: Int.random(in: 0..<count, using: &random), section: section)
      snapshot[place].label += "+"
    default:
      let source = IndexPath(row: Int.random(in: 0..<count, using: &random), section: section)
      let target = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
      let room = snapshot.numberOfItems(inSection: target) - (target == section ? 1 : 0)
      snapshot.moveItem(at: source, to: IndexPath(row: Int.random(in: 0...room, using: &random), section: target))
    }
  }
}

@_spi(CellKitPlatform) import CellKit
import CellKitRulesHosts
import Foundation
import Testing

/// The update paths a list adapter plays, computed with no host: the batches of recorded edits and
/// of a diff, each checked as UIKit would play it, and the path an update takes.
@Suite("Update steps without a host")
struct UpdateStepsTests {
  typealias Tiles = Snapshot<Int, Tile>

  /// Three sections of tiles, ids from 0, a few of them labelled.
  func tiles(using random: inout SeededRandom) -> Tiles {
    var next = 0
    return Snapshot(
      (0..<3).map { section in
        let count = Int.random(in: 0...6, using: &random)
        defer { next += count }
        return (section, (next..<next + count).map { Tile(id: $0, label: Bool.random(using: &random) ? "'" : "") })
      })
  }

  /// Makes one random recorded edit to `snapshot`, with new ids from `next`; returns the id of an
  /// item replaced by a version of itself, if the edit did that.
  func edit(_ snapshot: inout Tiles, next: inout Int, using random: inout SeededRandom) -> Int? {
    let paths = snapshot.items.enumerated().flatMap { s, items in items.indices.map { IndexPath(row: $0, section: s) } }
    switch Int.random(in: 0..<8, using: &random) {
    case 0 where !snapshot.sections.isEmpty:
      let section = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
      let row = Int.random(in: 0...snapshot.items[section].count, using: &random)
      let count = Int.random(in: 1...3, using: &random)
      snapshot.insertItems((next..<next + count).map { Tile(id: $0) }, at: IndexPath(row: row, section: section))
      next += count
    case 1 where !paths.isEmpty:
      let doomed = Set((0..<Int.random(in: 1...3, using: &random)).map { _ in paths.randomElement(using: &random)! })
      snapshot.deleteItems(at: Array(doomed))
    case 2 where !paths.isEmpty:
      let source = paths.randomElement(using: &random)!
      let target = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
      let limit = snapshot.items[target].count - (target == source.section ? 1 : 0)
      snapshot.moveItem(at: source, to: IndexPath(row: Int.random(in: 0...limit, using: &random), section: target))
    case 3 where !paths.isEmpty:
      let path = paths.randomElement(using: &random)!
      snapshot[path].label += "'"
      return snapshot[path].id
    case 4 where !paths.isEmpty:
      snapshot[paths.randomElement(using: &random)!] = Tile(id: next)
      next += 1
    case 5:
      snapshot.appendSection(next, items: (next + 1..<next + 3).map { Tile(id: $0) })
      next += 3
    case 6 where snapshot.numberOfSections > 1:
      snapshot.deleteSections([snapshot.sections.randomElement(using: &random)!])
    default:
      snapshot.appendItems([Tile(id: next)])
      next += 1
    }
    return nil
  }

  /// The rows of `snapshot` as the batch replay tracks them.
  func rows(_ snapshot: Tiles) -> [(section: Int, rows: [BatchReplay.Row])] {
    zip(snapshot.sections, snapshot.items).map { section, items in
      (section, items.map { BatchReplay.Row(id: $0.id, content: $0.label.count) })
    }
  }

  func ids(_ rows: [(section: Int, rows: [BatchReplay.Row])]) -> [[Int]] {
    rows.map { $0.rows.map(\.id) }
  }

  @Test("Recorded edits replayed one batch each reach the edited snapshot under UIKit's rules", arguments: 0..<20)
  func replayedEdits(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    for _ in 0..<40 {
      let start = tiles(using: &random)
      var edited = start
      edited.recording = SnapshotRecording(origin: SnapshotRecording.Origin())
      var next = 1000
      var replacedInPlace = Set<Int>()
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        if let id = edit(&edited, next: &next, using: &random) { replacedInPlace.insert(id) }
      }
      let edits = try #require(edited.recording?.edits)
      var identities = IdentityCounts<Int>()
      identities.recount(start)
      var steps = ReplaySteps(edits, from: start, reaching: edited)
      var shown = rows(start)
      var last: Tiles?
      while let step = steps.next(counting: &identities) {
        let after = rows(step.data)
        shown = try BatchReplay.apply(step.batch, to: shown, after: after)
        #expect(ids(shown) == ids(after), "seed \(seed): the batch \(step.batch) does not reach its data")
        last = step.data
      }
      if let last {
        #expect(ids(rows(last)) == ids(rows(edited)), "seed \(seed): the last step is not the edited snapshot")
      }
      var recounted = IdentityCounts<Int>()
      recounted.recount(edited)
      for id in 0..<next + 1 { #expect(identities.contains(id) == recounted.contains(id), "seed \(seed): id \(id)") }
      let stillShown = replacedInPlace.filter { recounted.contains($0) }
      #expect(stillShown.isSubset(of: steps.inPlace.items), "seed \(seed): a relabelled item is not configured again")
    }
  }

  @Test(
    "A diff's stages reach the new snapshot under UIKit's rules, changed items configured in place", arguments: 0..<20)
  func diffStages(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    for _ in 0..<40 {
      let start = tiles(using: &random)
      var target = start
      var next = 1000
      var relabelled = Set<Int>()
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        if let id = edit(&target, next: &next, using: &random) { relabelled.insert(id) }
      }
      var identities = IdentityCounts<Int>()
      identities.recount(start)
      var steps = DiffSteps(StagedChangeset(from: start, to: target), from: start) { counts, before, stage in
        counts.update(from: before, by: stage)
      }
      var shown = rows(start)
      var stepCount = 0

      while let step = steps.next(counting: &identities) {
        #expect(step.before.map { ids(rows($0)) } == ids(shown), "seed \(seed): a step starts from another snapshot")
        shown = try BatchReplay.apply(step.batch, to: shown, after: rows(step.data))
        stepCount += 1
      }
      #expect(stepCount == 0 || ids(shown) == ids(rows(target)), "seed \(seed): the stages do not reach the target")
      var recounted = IdentityCounts<Int>()
      recounted.recount(target)
      for id in 0..<next + 1 { #expect(identities.contains(id) == recounted.contains(id), "seed \(seed): id \(id)") }
      // A changed item is configured again in place, unless its section went and it is shown in
      // a new row of another.
      let changed = relabelled.filter { id in
        guard let section = start.items.firstIndex(where: { $0.contains { $0.id == id } }),
          target.sections.contains(start.sections[section]),
          let before = start.items[section].first(where: { $0.id == id }),
          let after = target.items.joined().first(where: { $0.id == id })
        else { return false }
        return before.label != after.label
      }
      #expect(steps.inPlace.items == changed, "seed \(seed): the items configured again in place")
    }
  }

  @Test("An update reloads without animation, shows rows for a filter, replays edits, or diffs")
  func pathChoice() {
    let edits: [SnapshotEdit<Int, Tile>] = [.insertItems([Tile(id: 1)], at: IndexPath(row: 0, section: 0))]
    func path(
      animates: Bool = true, rows: ListChanges? = nil, edits: [SnapshotEdit<Int, Tile>]? = nil, every: Bool = true
    )
      -> String
    {
      switch UpdatePath.choose(animates: animates, rowChanges: rows, edits: edits, showsEveryItem: every) {
      case .reload: "reload"
      case .rows: "rows"
      case .replay(let edits): "replay \(edits.count)"
      case .diff: "diff"
      }
    }
    #expect(path(animates: false, rows: ListChanges(), edits: edits) == "reload")
    #expect(path(rows: ListChanges(), edits: edits) == "rows")
    #expect(path(edits: edits) == "replay 1")
    #expect(path(edits: edits, every: false) == "diff", "edits recorded on every row do not hold for the rows shown")
    #expect(path() == "diff")
  }
}

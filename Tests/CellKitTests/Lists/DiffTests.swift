@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import CellKitRulesHosts
import Foundation
import Testing

struct Row: Identifiable, Equatable, Differentiable {
  let id: Int
  var content: Int = 0
}

struct Group: Identifiable, Equatable, Differentiable {
  let id: Int
  var title: Int = 0
}

typealias Model = Snapshot<Group, Row>

func rows(_ snapshot: Model) -> [(section: Int, rows: [BatchReplay.Row])] {
  zip(snapshot.sections, snapshot.items).map { section, items in
    (section.id * 1000 + section.title, items.map { BatchReplay.Row(id: $0.id, content: $0.content) })
  }
}

func sameRows(_ a: [(section: Int, rows: [BatchReplay.Row])], _ b: [(section: Int, rows: [BatchReplay.Row])])
  -> Bool
{
  a.count == b.count && zip(a, b).allSatisfy { $0.section == $1.section && $0.rows == $1.rows }
}

/// Replays every stage and checks that the list ends up as `target`: after each stage the rows are
/// those of its data (a row may still show old content until a later stage reloads it), and at the
/// end every row shows the target's content.
func replay(_ source: Model, _ target: Model) throws -> StagedChangeset<Group, Row> {
  let changeset = StagedChangeset(from: source, to: target)
  var shown = rows(source)
  for stage in changeset {
    let after = rows(stage.data)
    shown = try BatchReplay.apply(stage.changes, to: shown, after: after)
    let sameIdentities =
      shown.count == after.count
      && zip(shown, after).allSatisfy {
        $0.section / 1000 == $1.section / 1000 && $0.rows.map(\.id) == $1.rows.map(\.id)
      }
    guard sameIdentities else {
      throw BatchReplay.Violation(description: "stage \(stage.changes) left \(shown) instead of \(after)")
    }
  }
  guard sameRows(shown, rows(target)) else {
    throw BatchReplay.Violation(description: "the list ended as \(shown) instead of \(rows(target))")
  }
  return changeset
}

func flat(_ ids: [Int]) -> Model {
  Model([(Group(id: 0), ids.map { Row(id: $0) })])
}

func randomModel(_ random: inout SeededRandom, nextID: inout Int) -> Model {
  var snapshot = Model()
  for _ in 0..<Int.random(in: 0...5, using: &random) {
    let items = (0..<Int.random(in: 0...8, using: &random)).map { _ -> Row in
      nextID += 1
      return Row(id: nextID)
    }
    nextID += 1
    snapshot.appendSection(Group(id: nextID), items: items)
  }
  return snapshot
}

func mutate(_ source: Model, _ random: inout SeededRandom, nextID: inout Int) -> Model {
  var sections = Array(zip(source.sections, source.items))
  func pick(_ n: Int) -> Int { Int.random(in: 0..<n, using: &random) }
  for _ in 0..<Int.random(in: 1...6, using: &random) {
    switch pick(9) {
    case 0 where !sections.isEmpty:  // delete a section
      sections.remove(at: pick(sections.count))
    case 1:  // insert a section, maybe empty
      nextID += 1
      let items = (0..<pick(4)).map { _ -> Row in
        nextID += 1
        return Row(id: nextID)
      }
      sections.insert((Group(id: nextID), items), at: pick(sections.count + 1))
    case 2 where sections.count > 1:  // move a section
      let moved = sections.remove(at: pick(sections.count))
      sections.insert(moved, at: pick(sections.count + 1))
    case 3 where !sections.isEmpty:  // update a section
      let s = pick(sections.count)
      sections[s].0.title += 1
    case 4 where !sections.isEmpty:  // insert an item
      let s = pick(sections.count)
      nextID += 1
      sections[s].1.insert(Row(id: nextID), at: pick(sections[s].1.count + 1))
    case 5, 6:  // move an item, within or across sections
      let filled = sections.indices.filter { !sections[$0].1.isEmpty }
      guard let from = filled.randomElement(using: &random) else { continue }
      let item = sections[from].1.remove(at: pick(sections[from].1.count))
      let to = pick(sections.count)
      sections[to].1.insert(item, at: pick(sections[to].1.count + 1))
    case 7:  // delete an item
      let filled = sections.indices.filter { !sections[$0].1.isEmpty }
      guard let s = filled.randomElement(using: &random) else { continue }
      sections[s].1.remove(at: pick(sections[s].1.count))
    default:  // update an item
      let filled = sections.indices.filter { !sections[$0].1.isEmpty }
      guard let s = filled.randomElement(using: &random) else { continue }
      sections[s].1[pick(sections[s].1.count)].content += 1
    }
  }
  return Model(sections)
}

@Suite("Diff")
struct DiffTests {
  @Test("10,000 random pairs of sectioned snapshots replay to the target under UIKit's batch rules")
  func randomPairsReplay() throws {
    for seed in 1...10_000 as ClosedRange<UInt64> {
      var random = SeededRandom(seed: seed)
      var nextID = 0
      let source = randomModel(&random, nextID: &nextID)
      let target = mutate(source, &random, nextID: &nextID)
      do {
        _ = try replay(source, target)
      } catch {
        Issue.record("seed \(seed): \(error)\nsource \(rows(source))\ntarget \(rows(target))")
        return
      }
    }
  }

  @Test("Without section moves, at most two stages: one structural batch, then the content updates")
  func twoStages() throws {
    var combined = 0
    for seed in 1...10_000 as ClosedRange<UInt64> {
      var random = SeededRandom(seed: seed)
      var nextID = 0
      let source = randomModel(&random, nextID: &nextID)
      let target = mutate(source, &random, nextID: &nextID)
      let kept = target.sections.compactMap { section in
        source.sections.firstIndex { $0.differenceIdentifier == section.differenceIdentifier }
      }
      guard kept == kept.sorted() else { continue }
      combined += 1
      let changeset = try replay(source, target)
      #expect(changeset.count <= 2, "seed \(seed): \(changeset.map(\.changes))")
      if let first = changeset.first, changeset.count == 2 {
        #expect(first.changes.itemUpdated.isEmpty && first.changes.sectionUpdated.isEmpty, "seed \(seed)")
        let second = changeset[1].changes
        #expect(second.itemDeleted.isEmpty && second.itemInserted.isEmpty && second.itemMoved.isEmpty, "seed \(seed)")
      }
    }
    #expect(combined > 5_000, "the random pairs rarely keep their section order: \(combined)")
  }

  @Test("A rotation is one move")
  func rotation() throws {
    let changes = try replay(flat([1, 2, 3, 4, 5]), flat([2, 3, 4, 5, 1]))
    #expect(changes.moveCount == 1)
    #expect(changes.count == 1)
    #expect(changes[0].changes.itemMoved.map(\.source) == [IndexPath(row: 0, section: 0)])
  }

  @Test("A swap of neighbours is one move; a swap of distant items is two")
  func swaps() throws {
    #expect(try replay(flat([1, 2, 3, 4]), flat([2, 1, 3, 4])).moveCount == 1)
    #expect(try replay(flat([1, 2, 3, 4, 5]), flat([5, 2, 3, 4, 1])).moveCount == 2)
  }

  @Test("A reversal of n items is n - 1 moves")
  func reversal() throws {
    #expect(try replay(flat(Array(1...10)), flat(Array((1...10).reversed()))).moveCount == 9)
  }

  @Test("One item moved to another section is one move and nothing else")
  func acrossSections() throws {
    let source = Model([(Group(id: 100), [Row(id: 1), Row(id: 2)]), (Group(id: 200), [Row(id: 3)])])
    let target = Model([(Group(id: 100), [Row(id: 1)]), (Group(id: 200), [Row(id: 2), Row(id: 3)])])
    let changes = try replay(source, target)
    #expect(changes.count == 1)
    #expect(changes[0].changes.changeCount == 1)
    #expect(changes[0].changes.itemMoved.first?.target == IndexPath(row: 0, section: 1))
  }

  @Test("Unchanged snapshots give no batches; content changes give reloads at the old paths")
  func updatesOnly() throws {
    #expect(try replay(flat([1, 2, 3]), flat([1, 2, 3])).isEmpty)
    let target = Model([(Group(id: 0), [Row(id: 1), Row(id: 2, content: 7), Row(id: 3)])])
    let changes = try replay(flat([1, 2, 3]), target)
    #expect(changes.count == 1)
    #expect(changes[0].changes.itemUpdated == [IndexPath(row: 1, section: 0)])
  }

  @Test("Duplicate identities are diffed without a crash and keep every item")
  func duplicatesDiff() throws {
    _ = try replay(flat([1, 1, 2, 2, 3]), flat([2, 1, 1, 1, 3, 2]))
    _ = try replay(flat([4, 4, 4]), flat([4]))
    let source = Model([(Group(id: 1), [Row(id: 1)]), (Group(id: 1), [Row(id: 2)])])
    let target = Model([(Group(id: 1), [Row(id: 2)]), (Group(id: 1), [Row(id: 1), Row(id: 1)])])
    _ = try replay(source, target)
  }

  @Test("Duplicate identities are listed with where they are")
  func duplicatesListed() {
    let snapshot = Model([
      (Group(id: 1), [Row(id: 5), Row(id: 6)]), (Group(id: 1), [Row(id: 5)]),
    ])
    let descriptions = snapshot.duplicates.map(\.description)
    #expect(descriptions.count == 2)
    #expect(descriptions.contains("section identity 1 appears 2 times, at section 0, section 1"))
    #expect(descriptions.contains("item identity 5 appears 2 times, at [0, 0], [1, 0]"))
  }
}

@Suite("Batch replay")
struct BatchReplayTests {
  let before = rows(flat([1, 2, 3]))
  let after = rows(flat([3, 1, 2]))

  @Test("accepts a valid move and rejects batches UIKit rejects")
  func rejectsInvalidBatches() throws {
    var move = ListChanges()
    move.itemMoved = [(IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 0))]
    #expect(sameRows(try BatchReplay.apply(move, to: before, after: after), after))

    var twice = move
    twice.itemDeleted = [IndexPath(row: 2, section: 0)]
    #expect(throws: BatchReplay.Violation.self) { try BatchReplay.apply(twice, to: before, after: after) }

    var miscounted = ListChanges()
    miscounted.itemInserted = [IndexPath(row: 0, section: 0)]
    #expect(throws: BatchReplay.Violation.self) { try BatchReplay.apply(miscounted, to: before, after: after) }

    var outOfRange = ListChanges()
    outOfRange.itemDeleted = [IndexPath(row: 3, section: 0)]
    #expect(throws: BatchReplay.Violation.self) { try BatchReplay.apply(outOfRange, to: before, after: after) }
  }
}

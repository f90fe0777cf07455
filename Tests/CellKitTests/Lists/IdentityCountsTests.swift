@_spi(CellKitPlatform) import CellKit
import CellKitFixtures
import Testing

/// An identity whose hash takes only a few values, so probe runs collide, wrap around the table and
/// are shifted back by removals.
private struct Crowded: Hashable {
  let value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(value % 5) }
}

@Suite("Identity counts")
struct IdentityCountsTests {
  @Test(
    "Random adds and removes agree with a dictionary model on what is shown and what repeats",
    arguments: [1, 2, 3, 4] as [UInt64])
  func randomAgainstModel(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var counts = IdentityCounts<Crowded>()
    counts.recount(Snapshot<Int, Crowded>())
    var model: [Int: Int] = [:]
    for step in 0..<4000 {
      let value = Int.random(in: 0..<60, using: &random)
      if step % 500 == 499 {
        // Counted afresh from a snapshot of what the model holds, then edited further.
        let items = model.sorted { $0.key < $1.key }.flatMap { value, count in
          Array(repeating: Crowded(value: value), count: count)
        }
        counts.recount(Snapshot<Int, Crowded>([(0, items.shuffled(using: &random))]))
      } else if Bool.random(using: &random) || step < 100 {
        counts.add(Crowded(value: value))
        model[value, default: 0] += 1
      } else {
        counts.remove(Crowded(value: value))
        if let count = model[value] { model[value] = count == 1 ? nil : count - 1 }
      }
      let missing = (0..<60).filter { counts.contains(Crowded(value: $0)) != (model[$0] != nil) }
      #expect(missing.isEmpty, "seed \(seed), step \(step): wrong for \(missing)")
      #expect(counts.repeated == model.values.filter { $0 > 1 }.count, "seed \(seed), step \(step)")
      if !missing.isEmpty { return }
    }
  }

  @Test("Counting afresh finds one repeated identity among many, wherever the two copies are")
  func recountFindsOneRepeat() {
    for seed in 1...20 as ClosedRange<UInt64> {
      var random = SeededRandom(seed: seed)
      let repeated = Int.random(in: 0..<1000, using: &random)
      var counts = IdentityCounts<Int>()
      counts.recount(Snapshot<Int, Int>([(0, (Array(0..<1000) + [repeated]).shuffled(using: &random))]))
      #expect(counts.repeated == 1, "seed \(seed)")
      counts.remove(repeated)
      #expect(counts.repeated == 0 && counts.contains(repeated), "seed \(seed)")
      counts.remove(repeated)
      #expect(!counts.contains(repeated), "seed \(seed)")
    }
  }

  @Test("Counting a snapshot afresh forgets what was counted before")
  func recountStartsOver() {
    var counts = IdentityCounts<Int>()
    counts.recount(Snapshot<Int, Int>())
    for id in 0..<100 { counts.add(id) }
    counts.add(7)
    counts.recount(Snapshot<Int, Int>([(0, [200, 201, 201])]))
    #expect(!counts.contains(7))
    #expect(counts.contains(200) && counts.contains(201))
    #expect(counts.repeated == 1)
  }

  @Test("Counts not kept ignore edits until counted, and dropping them forgets everything")
  func notKeptUntilCounted() {
    var counts = IdentityCounts<Int>()
    counts.add(1)
    counts.add(1)
    #expect(!counts.isKept)
    counts.recount(Snapshot<Int, Int>([(0, [2])]))
    #expect(counts.isKept && !counts.contains(1) && counts.contains(2) && counts.repeated == 0)
    counts.add(2)
    #expect(counts.repeated == 1)
    counts.drop()
    #expect(!counts.isKept)
    counts.recount(Snapshot<Int, Int>([(0, [3])]))
    #expect(!counts.contains(2) && counts.repeated == 0)
  }

  @Test(
    "The check without counts finds one repeated identity wherever its copies are, and none where none is",
    arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func repeatsWithoutCounting(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    // Sizes across the bit table's growth, and hashes that crowd into a few bits (every item a
    // candidate) beside ordinary ones.
    for size in [0, 1, 2, 3, 63, 64, 65, 1000, 20_000] {
      let distinct = Array(0..<size).shuffled(using: &random)
      let sections = { (items: [Int]) -> [(Int, [Int])] in
        let cut = items.isEmpty ? 0 : Int.random(in: 0...items.count, using: &random)
        return [(0, Array(items[..<cut])), (1, []), (2, Array(items[cut...]))]
      }
      #expect(!IdentityCounts.repeats(in: Snapshot(sections(distinct))), "seed \(seed), size \(size)")
      let crowded = distinct.prefix(300).map { Crowded(value: $0) }
      #expect(!IdentityCounts.repeats(in: Snapshot<Int, Crowded>([(0, crowded)])), "seed \(seed), size \(size)")
      guard size > 0 else { continue }
      var twice = distinct
      twice.insert(distinct.randomElement(using: &random)!, at: Int.random(in: 0...size, using: &random))
      #expect(IdentityCounts.repeats(in: Snapshot(sections(twice))), "seed \(seed), size \(size)")
      var crowdedTwice = crowded
      crowdedTwice.insert(crowded.randomElement(using: &random)!, at: Int.random(in: 0...crowded.count, using: &random))
      #expect(IdentityCounts.repeats(in: Snapshot<Int, Crowded>([(0, crowdedTwice)])), "seed \(seed), size \(size)")
      // Integers from the whole range share bits of the table (consecutive ones never do), so
      // their second pass runs too.
      var scattered = Set<Int>()
      while scattered.count < size { scattered.insert(Int.random(in: .min ... .max, using: &random)) }
      var scatteredTwice = Array(scattered)
      #expect(!IdentityCounts.repeats(in: Snapshot(sections(scatteredTwice))), "seed \(seed), size \(size)")
      scatteredTwice.insert(scatteredTwice.randomElement(using: &random)!, at: Int.random(in: 0...size, using: &random))
      #expect(IdentityCounts.repeats(in: Snapshot(sections(scatteredTwice))), "seed \(seed), size \(size)")
    }
  }
}

extension Crowded: Differentiable {}

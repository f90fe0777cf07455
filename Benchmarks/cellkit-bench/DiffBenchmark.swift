import CellKit
import Foundation

struct IntItem: Identifiable, Hashable, Differentiable {
  let id: Int
  var value: Int
}

struct StringItem: Identifiable, Hashable, Differentiable {
  let id: String
  var value: Int
}

/// One diff scenario: n unique items, 10% deleted, 10% inserted, 10% moved and 10% updated.
struct DiffScenario<Item: Differentiable> {
  let source: Snapshot<Int, Item>
  let target: Snapshot<Int, Item>
  let generatedMoves: Int

  init(count: Int, sectioned: Bool, seed: UInt64, make: (Int, inout SeededRandom) -> Item, update: (inout Item) -> Void)
  {
    var random = SeededRandom(seed: seed)
    let sectionSize = sectioned ? 100 : count
    let sectionCount = max(1, count / sectionSize)
    var sections: [[Item]] = (0..<sectionCount).map { s in
      (0..<sectionSize).map { make(s * sectionSize + $0, &random) }
    }
    source = Snapshot(sections: Array(0..<sectionCount), items: sections)
    let tenth = count / 10
    func randomSection(_ random: inout SeededRandom, nonEmpty: Bool) -> Int {
      while true {
        let s = Int.random(in: 0..<sectionCount, using: &random)
        if !nonEmpty || !sections[s].isEmpty { return s }
      }
    }
    for _ in 0..<tenth {
      let s = randomSection(&random, nonEmpty: true)
      sections[s].remove(at: Int.random(in: 0..<sections[s].count, using: &random))
    }
    for _ in 0..<tenth {
      let s = randomSection(&random, nonEmpty: true)
      update(&sections[s][Int.random(in: 0..<sections[s].count, using: &random)])
    }
    for _ in 0..<tenth {
      let from = randomSection(&random, nonEmpty: true)
      let item = sections[from].remove(at: Int.random(in: 0..<sections[from].count, using: &random))
      let to = randomSection(&random, nonEmpty: false)
      sections[to].insert(item, at: Int.random(in: 0...sections[to].count, using: &random))
    }
    for n in 0..<tenth {
      let s = randomSection(&random, nonEmpty: false)
      sections[s].insert(make(count + n, &random), at: Int.random(in: 0...sections[s].count, using: &random))
    }
    target = Snapshot(sections: Array(0..<sectionCount), items: sections)
    generatedMoves = tenth
  }
}

func makeInt(_ n: Int, _ random: inout SeededRandom) -> IntItem {
  IntItem(id: n, value: 0)
}

func makeString(_ n: Int, _ random: inout SeededRandom) -> StringItem {
  let hex = Array("0123456789abcdef")
  var text = ""
  for (index, length) in [8, 4, 4, 4, 12].enumerated() {
    if index > 0 { text.append("-") }
    for _ in 0..<length { text.append(hex[Int(random.next() & 15)]) }
  }
  return StringItem(id: text, value: 0)
}

/// The shape of DifferenceKit's README benchmark: n items, one in five deleted, as many inserted,
/// and one in twenty-five moved.
func readmeShape(count: Int, seed: UInt64) -> (source: Snapshot<Int, IntItem>, target: Snapshot<Int, IntItem>) {
  var random = SeededRandom(seed: seed)
  let old = (0..<count).map { IntItem(id: $0, value: 0) }
  var new = old
  for _ in 0..<(count / 5) { new.remove(at: Int.random(in: 0..<new.count, using: &random)) }
  for n in 0..<(count / 5) {
    new.insert(IntItem(id: count + n, value: 0), at: Int.random(in: 0...new.count, using: &random))
  }
  for _ in 0..<(count / 25) {
    let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
    new.insert(item, at: Int.random(in: 0...new.count, using: &random))
  }
  return (Snapshot([(0, old)]), Snapshot([(0, new)]))
}

/// The diff of a flat scenario against its floor: one hash table of the old identities and one
/// lookup of each new identity, timed in alternation with the diff so drift hits both alike.
func floor<Item: Differentiable>(_ scenario: DiffScenario<Item>, quick: Bool) -> [String: Double] {
  let old = scenario.source.items[0]
  let new = scenario.target.items[0]
  var floorTimes: [Double] = []
  var diffTimes: [Double] = []
  for _ in 0..<(quick ? 3 : 25) {
    floorTimes.append(
      median(1) {
        var table = [Item.DifferenceIdentifier: Int](minimumCapacity: old.count)
        for (index, item) in old.enumerated() { table[item.differenceIdentifier] = index }
        var found = 0
        for item in new where table[item.differenceIdentifier] != nil { found += 1 }
        blackHole(found)
      })
    diffTimes.append(median(1) { _ = StagedChangeset(from: scenario.source, to: scenario.target) })
  }
  let floor = floorTimes.sorted()[floorTimes.count / 2]
  let paired = diffTimes.sorted()[diffTimes.count / 2]
  return ["floor_ms": floor * 1e3, "floor_ratio": paired / floor]
}

/// Runs the diff benchmarks and returns their figures.
func diffBenchmarks(quick: Bool) -> [String: Double] {
  var results: [String: Double] = [:]
  let sizes = quick ? [5_000, 20_000] : [5_000, 100_000]
  for n in sizes {
    let repetitions = n <= 5_000 ? 21 : 7
    for sectioned in [false, true] {
      let shape = sectioned ? "sectioned" : "flat"
      let intScenario = DiffScenario(
        count: n, sectioned: sectioned, seed: 42, make: makeInt, update: { $0.value += 1 })
      let intTime = median(repetitions) { _ = StagedChangeset(from: intScenario.source, to: intScenario.target) }
      results["diff.\(n).int.\(shape).ms_median"] = intTime * 1e3
      results["diff.\(n).int.\(shape).stages"] = Double(
        StagedChangeset(from: intScenario.source, to: intScenario.target).count)
      let stringScenario = DiffScenario(
        count: n, sectioned: sectioned, seed: 42, make: makeString, update: { $0.value += 1 })
      let stringTime = median(repetitions) {
        _ = StagedChangeset(from: stringScenario.source, to: stringScenario.target)
      }
      results["diff.\(n).string.\(shape).ms_median"] = stringTime * 1e3
      results["diff.\(n).string.\(shape).stages"] = Double(
        StagedChangeset(from: stringScenario.source, to: stringScenario.target).count)

      guard !sectioned, n == sizes.last else { continue }
      for (key, value) in floor(intScenario, quick: quick) { results["diff.\(n).int.flat.\(key)"] = value }
      for (key, value) in floor(stringScenario, quick: quick) { results["diff.\(n).string.flat.\(key)"] = value }
      let changes = StagedChangeset(from: intScenario.source, to: intScenario.target)
      results["diff.\(n).int.flat.moves_ratio"] = Double(changes.moveCount) / Double(intScenario.generatedMoves)
    }
  }
  for n in sizes {
    let readme = readmeShape(count: n, seed: 7)
    results["diff.\(n).readme.ms_median"] =
      median(n <= 5_000 ? 21 : 7) { _ = StagedChangeset(from: readme.source, to: readme.target) } * 1e3
    results["diff.\(n).readme.stages"] = Double(StagedChangeset(from: readme.source, to: readme.target).count)
    let moved = DiffScenario(count: n, sectioned: true, seed: 9, make: makeInt, update: { $0.value += 1 })
    var sections = moved.target.sections
    var items = moved.target.items
    sections.insert(sections.removeLast(), at: 0)
    items.insert(items.removeLast(), at: 0)
    let target = Snapshot(sections: sections, items: items)
    results["diff.\(n).section_moved.ms_median"] =
      median(n <= 5_000 ? 21 : 7) { _ = StagedChangeset(from: moved.source, to: target) } * 1e3
    results["diff.\(n).section_moved.stages"] = Double(StagedChangeset(from: moved.source, to: target).count)
  }
  let small = DiffScenario(count: 5_000, sectioned: false, seed: 42, make: makeInt, update: { $0.value += 1 })
  let ours = median(5) { _ = StagedChangeset(from: small.source, to: small.target) }
  let old = small.source.items[0]
  let new = small.target.items[0]
  let stdlib = median(quick ? 1 : 3) { blackHole(new.difference(from: old).inferringMoves().count) }
  results["diff.5000.int.flat.stdlib_ms"] = stdlib * 1e3
  results["diff.5000.int.flat.stdlib_speedup"] = stdlib / ours
  return results
}

@_spi(CellKitPlatform) import CellKit
import Foundation
import Testing

/// A row of a flat list as a host without sections shows it: what it is, and the content drawn.
private struct Shown: Equatable, CustomStringConvertible {
  var row: String
  var content: Int
  var description: String { "\(row)=\(content)" }
}

/// Every section has a footer while it has items; sections whose identity is a multiple of 3 have
/// no header.
private func layout(_ snapshot: Model) -> FlatRows {
  FlatRows(
    zip(snapshot.sections, snapshot.items).map { section, items in
      FlatRows.Section(hasHeader: section.id % 3 != 0, itemCount: items.count, hasFooter: !items.isEmpty)
    })
}

private func shown(_ snapshot: Model) -> [Shown] {
  let rows = layout(snapshot)
  return (0..<rows.count).map { index in
    switch rows[index]! {
    case .header(let s): Shown(row: "h\(snapshot.sections[s].id)", content: snapshot.sections[s].title)
    case .footer(let s): Shown(row: "f\(snapshot.sections[s].id)", content: snapshot.sections[s].title)
    case .item(let path): Shown(row: "i\(snapshot[path].id)", content: snapshot[path].content)
    }
  }
}

/// Applies `updates` one operation at a time, as `NSTableView` does between `beginUpdates` and
/// `endUpdates`, taking inserted and reloaded rows from `after`.
private func apply(_ updates: FlatRows.Updates, to rows: [Shown], after: [Shown]) -> [Shown] {
  var rows = rows
  for index in updates.removed.reversed() { rows.remove(at: index) }
  for move in updates.moves { rows.insert(rows.remove(at: move.from), at: move.to) }
  for index in updates.inserted { rows.insert(after[index], at: index) }
  for index in updates.reloaded { rows[index] = after[index] }
  return rows
}

@Suite("Flat rows")
struct FlatRowsTests {
  @Test("Every row index names its header, item or footer, and back, empty sections included")
  func indexesRoundTrip() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<500 {
      let sections = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        FlatRows.Section(
          hasHeader: Bool.random(using: &random), itemCount: Int.random(in: 0...4, using: &random),
          hasFooter: Bool.random(using: &random))
      }
      let rows = FlatRows(sections)
      #expect(rows.count == sections.reduce(0) { $0 + ($1.hasHeader ? 1 : 0) + $1.itemCount + ($1.hasFooter ? 1 : 0) })
      for index in 0..<rows.count {
        let row = rows[index]
        #expect(row.flatMap { rows.index(of: $0) } == index, "\(sections), row \(index) is \(String(describing: row))")
      }
      #expect(rows[rows.count] == nil && rows[-1] == nil)
    }
  }

  @Test("3,000 random pairs: the sequential row updates of each stage turn the rows into the next ones")
  func randomPairsApplyInOrder() {
    for seed in 1...3_000 as ClosedRange<UInt64> {
      var random = SeededRandom(seed: seed)
      var nextID = 0
      let source = randomModel(&random, nextID: &nextID)
      let target = mutate(source, &random, nextID: &nextID)
      var before = source
      var rows = shown(source)
      for stage in StagedChangeset(from: source, to: target) {
        let after = shown(stage.data)
        guard let updates = FlatRows.updates(from: layout(before), to: layout(stage.data), changes: stage.changes)
        else {
          Issue.record("seed \(seed): \(stage.changes) does not lead from \(rows) to \(after)")
          return
        }
        rows = apply(updates, to: rows, after: after)
        guard rows.map(\.row) == after.map(\.row) else {
          Issue.record("seed \(seed): \(stage.changes) with \(updates) left \(rows) instead of \(after)")
          return
        }
        before = stage.data
      }
      #expect(rows == shown(target), "seed \(seed)")
    }
  }

  @Test("A row moved to the top is one move; a footer that goes with a section's last item is removed")
  func fewestOperations() throws {
    let source = Model([(Group(id: 1), [1, 2, 3, 4].map { Row(id: $0) }), (Group(id: 2), [Row(id: 5)])])
    let target = Model([(Group(id: 1), [4, 1, 2, 3].map { Row(id: $0) }), (Group(id: 2), [])])
    let stages = Array(StagedChangeset(from: source, to: target))
    #expect(stages.count == 1)
    let updates = try #require(FlatRows.updates(from: layout(source), to: layout(target), changes: stages[0].changes))
    // h1 1 2 3 4 f1 h2 5 f2  ->  h1 4 1 2 3 f1 h2
    #expect(updates.moves == [FlatRows.Updates.Move(from: 4, to: 1)])
    #expect(Array(updates.removed) == [7, 8])
    #expect(updates.inserted.isEmpty && updates.reloaded.isEmpty)
  }

  @Test("An item dropped into any gap between rows lands where the rows show it, in the section above")
  func dropsLandWhereShown() {
    var random = SeededRandom(seed: 11)
    for _ in 0..<300 {
      // Every section has a header, so the rows say which section each item is in.
      let counts = (0..<Int.random(in: 1...4, using: &random)).map { _ in Int.random(in: 0...3, using: &random) }
      let footers = counts.map { _ in Bool.random(using: &random) }
      let rows = FlatRows(zip(counts, footers).map { FlatRows.Section(hasHeader: true, itemCount: $0, hasFooter: $1) })
      let names = (0..<rows.count).map { index -> String in
        switch rows[index]! {
        case .header(let s): "h\(s)"
        case .footer(let s): "f\(s)"
        case .item(let path): "i\(path.section).\(path.row)"
        }
      }
      for from in 0..<rows.count {
        guard case .item(let source) = rows[from] else { continue }
        for gap in 0...rows.count {
          // The rows after the drop, as the table draws them; then the sections they show.
          var dropped = names
          let moved = dropped.remove(at: from)
          dropped.insert(moved, at: gap > from ? gap - 1 : gap)
          var sections = counts.map { _ in [String]() }
          var section = -1
          for name in dropped {
            if name.hasPrefix("h") {
              section += 1
            } else if name.hasPrefix("i") {
              sections[max(section, 0)].append(name)
            }
          }
          var expected = counts.indices.map { s in (0..<counts[s]).map { "i\(s).\($0)" } }
          guard let destination = rows.destination(movingItemAt: source, toGap: gap) else {
            Issue.record("no destination for \(source) at gap \(gap) of \(names)")
            return
          }
          expected[source.section].remove(at: source.row)
          expected[destination.section].insert(moved, at: destination.row)
          #expect(expected == sections, "\(source) dropped at gap \(gap) of \(names)")
        }
      }
    }
  }
}

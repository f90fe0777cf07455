@_spi(CellKitPlatform) import CellKit
import Foundation
import Testing

@Suite("Index paths across one batch")
struct BatchMappingTests {
  /// Random batches of deletes, inserts and moves within and across sections, some of them large
  /// (a filter hides most rows at once): every row before the batch maps to where a model of
  /// UIKit's rule puts it (kept rows keep their order and fill the places not taken by inserted or
  /// moved-in rows), and a deleted row maps to nil.
  @Test("Every row maps to its place after the batch, or to nil when deleted", arguments: [1, 2, 3])
  func mapsLikeTheModel(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<200 {
      let sizes = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        Int.random(in: 0...(Bool.random(using: &random) ? 400 : 12), using: &random)
      }
      // What happens to each row: kept, deleted, or moved to a section.
      var deleted: [IndexPath] = []
      var movedTo: [IndexPath: Int] = [:]
      var kept: [[IndexPath]] = sizes.map { _ in [] }
      let deleteChance = Int.random(in: 0...9, using: &random)
      for (s, size) in sizes.enumerated() {
        for row in 0..<size {
          let path = IndexPath(row: row, section: s)
          let roll = Int.random(in: 0..<10, using: &random)
          if roll < deleteChance {
            deleted.append(path)
          } else if roll == 9 {
            movedTo[path] = Int.random(in: 0..<sizes.count, using: &random)
          } else {
            kept[s].append(path)
          }
        }
      }
      // Each section after the batch: its fixed places (inserted or moved in), the rest its kept rows.
      var changes = ListChanges(itemDeleted: deleted)
      var expected: [IndexPath: IndexPath] = [:]
      for t in sizes.indices {
        let movedIn: [IndexPath] = movedTo.keys.filter { movedTo[$0] == t }.sorted()
        let inserted = Int.random(in: 0...(Bool.random(using: &random) ? 300 : 3), using: &random)
        let count = kept[t].count + movedIn.count + inserted
        var places = Array(0..<count)
        places.shuffle(using: &random)
        let fixed = Set(places.prefix(movedIn.count + inserted))
        var fixedPlaces = Array(fixed).shuffled(using: &random)
        for source in movedIn {
          let target = IndexPath(row: fixedPlaces.removeLast(), section: t)
          changes.itemMoved.append((source, target))
          expected[source] = target
        }
        changes.itemInserted += fixedPlaces.sorted().map { IndexPath(row: $0, section: t) }
        var keptRows = kept[t].makeIterator()
        for place in 0..<count where !fixed.contains(place) {
          expected[keptRows.next()!] = IndexPath(row: place, section: t)
        }
      }
      let mapping = BatchMapping(changes, oldSectionCount: sizes.count)
      let rows = sizes.enumerated().flatMap { s, size in (0..<size).map { IndexPath(row: $0, section: s) } }
      let wrong = rows.first { mapping.indexPath($0) != expected[$0] }
      #expect(
        wrong == nil,
        "seed \(seed): \(wrong.map { "\($0) maps to \(String(describing: mapping.indexPath($0))), not \(String(describing: expected[$0]))" } ?? "") in sections of \(sizes)"
      )
      if wrong != nil { break }
    }
  }
}

import CellKit
import Foundation

/// What a host without sections (AppKit's `NSTableView`) pays to turn one batch into ordered row
/// changes over 1,000,000 items in 10 sections with headers and footers: one insert, one delete
/// and ten moves, beside a floor measured in the same run, one pass writing an integer per row.
@MainActor
func flatRowsBenchmarks(quick: Bool) -> [String: Double] {
  let sections = 10
  let perSection = 100_000
  let before = FlatRows(
    (0..<sections).map { _ in FlatRows.Section(hasHeader: true, itemCount: perSection, hasFooter: true) })
  var grown = before.sections
  grown[4].itemCount += 1
  let afterInsert = FlatRows(grown)
  var shrunk = before.sections
  shrunk[4].itemCount -= 1
  let afterDelete = FlatRows(shrunk)
  let insert = ListChanges(itemInserted: [IndexPath(row: 50_000, section: 4)])
  let delete = ListChanges(itemDeleted: [IndexPath(row: 50_000, section: 4)])
  let moves = ListChanges(
    itemMoved: (0..<10).map {
      (source: IndexPath(row: 1_000 * $0, section: $0), target: IndexPath(row: 99_999 - $0, section: $0))
    })
  let repetitions = quick ? 3 : 15
  let floor = median(repetitions) {
    var rows = [Int](repeating: 0, count: before.count)
    for index in rows.indices { rows[index] = index }
    blackHole(rows)
  }
  let inserted = median(repetitions) { blackHole(FlatRows.updates(from: before, to: afterInsert, changes: insert)) }
  let deleted = median(repetitions) { blackHole(FlatRows.updates(from: before, to: afterDelete, changes: delete)) }
  let moved = median(repetitions) { blackHole(FlatRows.updates(from: before, to: before, changes: moves)) }
  return [
    "flatrows.1000000.single_insert.us": inserted * 1e6,
    "flatrows.1000000.single_delete.us": deleted * 1e6,
    "flatrows.1000000.ten_moves.us": moved * 1e6,
    "flatrows.1000000.floor.us": floor * 1e6,
    "flatrows.1000000.single_insert_to_floor_ratio": inserted / floor,
    "flatrows.1000000.ten_moves_to_floor_ratio": moved / floor,
  ]
}

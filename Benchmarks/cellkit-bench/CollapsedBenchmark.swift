import CellKit
import CellKitTerminal
import Foundation

/// One insert applied to a short section above a collapsed section of `hidden` items whose header
/// title counts them, with and without a filter: what an update costs beside a section nobody sees.
@MainActor
private func collapsedInsertSeconds(hidden: Int, filtered: Bool, repetitions: Int) -> Double {
  let table = TableView()
  let list = ListAdapter<Int, Row>(table)
  list.cell(BenchCell.self) { cell, row, _ in cell.name.text = "Row \(row.id)" }
  list.headerTitle { section, items in "Section \(section) (\(items.count))" }
  let shown = (0..<10).map { Row(id: $0) }
  var hiddenRows: [Row] = []
  hiddenRows.reserveCapacity(hidden)
  for id in 0..<hidden { hiddenRows.append(Row(id: 10 + id)) }
  list.apply(Snapshot([(0, shown), (1, hiddenRows)]), animatingDifferences: false)
  list.collapse(1)
  if filtered { list.filter = { $0.id % 7 != 3 } }
  let application = Application(rootView: table, size: Size(width: 200, height: 60), sink: MemorySink())
  application.render()
  let clock = ContinuousClock()
  var times: [Double] = []
  var next = 10 + hidden
  for _ in 0..<repetitions {
    next += 1
    var snapshot = list.snapshot
    let row = Row(id: next)
    snapshot.updateItems(inSectionAt: 0) { $0.insert(row, at: 0) }
    let duration = clock.measure { list.apply(snapshot) }
    times.append(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    application.render()
  }
  return times.sorted()[times.count / 2]
}

/// Inserts beside a collapsed section of 1,000,000 items against the same beside one of 10, in the
/// same run: the ratio is what the hidden items cost an update (1 when they cost nothing).
@MainActor
func collapsedBenchmarks(quick: Bool) -> [String: Double] {
  let repetitions = quick ? 3 : 21
  let small = collapsedInsertSeconds(hidden: 10, filtered: false, repetitions: repetitions)
  let large = collapsedInsertSeconds(hidden: 1_000_000, filtered: false, repetitions: repetitions)
  let smallFiltered = collapsedInsertSeconds(hidden: 10, filtered: true, repetitions: repetitions)
  let largeFiltered = collapsedInsertSeconds(hidden: 1_000_000, filtered: true, repetitions: repetitions)
  return [
    "collapsed.1000000.insert_beside.us": large * 1e6,
    "collapsed.1000000.insert_beside_to_10_ratio": large / small,
    "collapsed.1000000.filtered_insert_beside.us": largeFiltered * 1e6,
    "collapsed.1000000.filtered_insert_beside_to_10_ratio": largeFiltered / smallFiltered,
  ]
}

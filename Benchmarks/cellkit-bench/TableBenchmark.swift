import CellKit
import CellKitTerminal
import Foundation

struct Row: Identifiable, Equatable, Differentiable {
  let id: Int
}

final class BenchCell: TableCell, ActionCell {
  enum Action: CellAction, Equatable { case subscribeTapped }
  let name = Label()
  let subscribe = Button("Subscribe")
  let bell = Switch()

  override func cellDidLoad() {
    subscribe.sends(.subscribeTapped, from: self)
    contentView.add(name, subscribe, bell)
  }
}

/// A 1,000,000-row table with a button and a switch per row, on a 200×60 screen.
@MainActor
final class TableFixture {
  let table = TableView()
  let list: ListAdapter<Int, Row>
  let sink = MemorySink()
  let application: Application
  var lastRouted: (IndexPath, Int)?

  init(
    rows: Int, size: Size = Size(width: 200, height: 60),
    configure: @escaping @MainActor (BenchCell, Row) -> Void = { cell, row in cell.name.text = "Row \(row.id)" }
  ) {
    list = ListAdapter(table)
    list.cell(BenchCell.self) { cell, row, _ in configure(cell, row) }
    var items: [Row] = []
    items.reserveCapacity(rows)
    for id in 0..<rows { items.append(Row(id: id)) }
    list.apply(Snapshot([(0, items)]), animatingDifferences: false)
    application = Application(rootView: table, size: size, sink: sink)
    application.focus(table)
    list.on(BenchCell.Action.subscribeTapped) { [unowned self] context in
      lastRouted = (context.indexPath, context.item.id)
    }
    application.render()
  }
}

@MainActor
func tableBenchmarks(quick: Bool) -> [String: Double] {
  var results: [String: Double] = [:]
  let fixture = TableFixture(rows: 1_000_000)
  let height = 60

  // Cells created while scrolling the whole table, a page at a time.
  while fixture.table.contentOffset < fixture.table.contentHeight - height {
    fixture.table.scroll(by: quick ? height * 50 : height - 1)
    fixture.application.render()
  }
  results["table.cells_allocated"] = Double(fixture.table.cellsCreated)
  results["table.visible_rows"] = Double(height)

  // One frame after a one-row scroll, and its bytes against a full redraw.
  fixture.table.setContentOffset(500_000)
  fixture.application.render()
  var bytes: [Double] = []
  let frame = median(quick ? 50 : 1_000) {
    fixture.table.scroll(by: 1)
    bytes.append(Double(fixture.application.render()))
  }
  results["table.frame_us_median"] = frame * 1e6
  results["table.bytes_per_scroll"] = bytes.sorted()[bytes.count / 2]
  fixture.application.renderer.invalidate()
  results["table.bytes_full_redraw"] = Double(fixture.application.render())
  results["table.scroll_to_full_ratio"] = results["table.bytes_per_scroll"]! / results["table.bytes_full_redraw"]!
  // The same-run baseline: drawing and writing the whole screen again, with nothing moved.
  let fullRedraw = median(quick ? 20 : 200) {
    fixture.application.renderer.invalidate()
    fixture.application.render()
  }
  results["table.full_redraw_us_median"] = fullRedraw * 1e6
  results["table.frame_to_full_redraw_ratio"] = frame / fullRedraw

  // Keys as the terminal sends them, each through the whole path: decoding, the table's move,
  // the cells configured for the rows that come into view, the frame drawn and written.
  results["table.page_down_us_median"] = keyMicroseconds(fixture, bytes: [0x1B, 0x5B, 0x36, 0x7E], quick: quick)
  results["table.down_us_median"] = keyMicroseconds(fixture, bytes: [0x1B, 0x5B, 0x42], quick: quick)
  results["table.page_down_to_full_redraw_ratio"] = results["table.page_down_us_median"]! / (fullRedraw * 1e6)
  results["table.down_to_full_redraw_ratio"] = results["table.down_us_median"]! / (fullRedraw * 1e6)

  // Routing: a control's event to the handler with index path and item.
  results["route.ns_per_event"] = routeNanoseconds(fixture, quick: quick)
  results["route.baseline_ns"] = dictionaryCallNanoseconds(quick: quick)
  results["route.ratio_to_baseline"] = results["route.ns_per_event"]! / results["route.baseline_ns"]!
  let small = TableFixture(rows: 1_000)
  results["route.ns_per_event_1k"] = routeNanoseconds(small, quick: quick)
  results["route.1m_to_1k_ratio"] = results["route.ns_per_event"]! / results["route.ns_per_event_1k"]!
  return results
}

/// The median time of one key, given as the bytes a terminal sends for it, from decoding to the
/// frame written, on the table's focused row in the middle of the million.
@MainActor
private func keyMicroseconds(_ fixture: TableFixture, bytes: [UInt8], quick: Bool) -> Double {
  fixture.table.focusRow(at: IndexPath(row: 400_000, section: 0))
  fixture.application.render()
  var decoder = InputDecoder()
  return median(quick ? 50 : 1_000) {
    fixture.application.handle(decoder.feed(bytes))
    fixture.application.render()
  } * 1e6
}

/// The same-run baseline of routing: one closure looked up in a dictionary by the action's type and
/// called with the row, which is the least any router does per event.
private func dictionaryCallNanoseconds(quick: Bool) -> Double {
  var received = 0
  let handlers: [ObjectIdentifier: (Int) -> Void] = [
    ObjectIdentifier(BenchCell.self): { received &+= $0 }, ObjectIdentifier(Row.self): { received &-= $0 },
  ]
  let key = ObjectIdentifier(blackHoleIdentity(BenchCell.self))
  let batch = 1_000
  let perBatch = median(quick ? 5 : 51) {
    for row in 0..<batch { handlers[key]?(row) }
  }
  blackHole(received)
  return perBatch / Double(batch) * 1e9
}

/// Hides a value from the optimizer, so the baseline's lookup is not folded away.
@inline(never)
private func blackHoleIdentity<T>(_ value: T) -> T { value }

@MainActor
private func routeNanoseconds(_ fixture: TableFixture, quick: Bool) -> Double {
  fixture.table.setContentOffset(fixture.table.contentHeight / 2)
  fixture.application.render()
  guard let cell = fixture.table.visibleCells[10] as? BenchCell else { return .nan }
  let batch = 1_000
  let perBatch = median(quick ? 5 : 51) {
    for _ in 0..<batch { cell.subscribe.activate() }
  }
  precondition(fixture.lastRouted?.0 == fixture.table.indexPath(for: cell), "routing reported the wrong row")
  return perBatch / Double(batch) * 1e9
}

/// Taps the Subscribe button of one row of a 1,000-row table `taps` times, and says where the last
/// tap was routed: the whole of `--route-taps`, for counting instructions per routed event.
@MainActor
func routeTaps(_ taps: Int) -> String {
  let fixture = TableFixture(rows: 1_000)
  guard let cell = fixture.table.visibleCells[10] as? BenchCell else { return "no cell" }
  for _ in 0..<taps { cell.subscribe.activate() }
  return "\(taps) taps, the last routed to \(fixture.lastRouted.map { "\($0.0), row \($0.1)" } ?? "nothing")"
}

/// The same million cells in a terminal grid on the 200×60 screen: cells made while scrolling the
/// whole grid, items on screen, columns, and the median frame after a one-row scroll, beside the
/// table's frame measured in the same run.
@MainActor
func gridBenchmarks(quick: Bool) -> [String: Double] {
  let grid = CollectionView(layout: .grid(minimumItemWidth: 32, itemHeight: 3))
  let list = ListAdapter<Int, Row>(grid)
  list.cell(BenchCell.self) { cell, row, _ in cell.name.text = "Row \(row.id)" }
  var items: [Row] = []
  items.reserveCapacity(1_000_000)
  for id in 0..<1_000_000 { items.append(Row(id: id)) }
  list.apply(Snapshot([(0, items)]), animatingDifferences: false)
  let application = Application(rootView: grid, size: Size(width: 200, height: 60), sink: MemorySink())
  application.focus(grid)
  application.render()
  var results: [String: Double] = [:]
  results["grid.columns"] = Double(grid.numberOfColumns)
  results["grid.visible_items"] = Double(grid.indexPathsForVisibleItems.count)
  var previous = -1
  while grid.contentOffset != previous {
    previous = grid.contentOffset
    grid.setContentOffset(grid.contentOffset + (quick ? 60 * 50 : 59))
    application.render()
  }
  results["grid.cells_allocated"] = Double(grid.cellsCreated)
  grid.setContentOffset(500_000)
  application.render()
  let frame = median(quick ? 50 : 1_000) {
    grid.setContentOffset(grid.contentOffset + 1)
    application.render()
  }
  results["grid.frame_us_median"] = frame * 1e6
  let fullRedraw = median(quick ? 20 : 200) {
    application.renderer.invalidate()
    application.render()
  }
  results["grid.frame_to_full_redraw_ratio"] = frame / fullRedraw
  return results
}

/// Applying one insert to a 1,000,000-row table: from a snapshot edited with a recording method
/// (shown without a diff), and the same insert made inside `updateItems`, which the adapter must
/// diff. The edit itself (copying the section the adapter also holds) is timed apart.
@MainActor
func applyBenchmarks(quick: Bool) -> [String: Double] {
  let fixture = TableFixture(rows: 1_000_000)
  var next = 2_000_000
  var edits: [Double] = []
  var recordedApplies: [Double] = []
  var diffedApplies: [Double] = []
  var directDiffs: [Double] = []
  let clock = ContinuousClock()
  func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
  for _ in 0..<(quick ? 3 : 21) {
    next += 1
    var snapshot = fixture.list.snapshot
    let row = Row(id: next)
    edits.append(seconds(clock.measure { snapshot.insertItems([row], at: IndexPath(row: 0, section: 0)) }))
    recordedApplies.append(seconds(clock.measure { fixture.list.apply(snapshot) }))
    fixture.application.render()
    next += 1
    var diffed = fixture.list.snapshot
    let other = Row(id: next)
    diffed.updateItems(inSectionAt: 0) { $0.insert(other, at: 0) }
    let shown = fixture.list.snapshot
    directDiffs.append(seconds(clock.measure { blackHole(StagedChangeset(from: shown, to: diffed)) }))
    diffedApplies.append(seconds(clock.measure { fixture.list.apply(diffed) }))
    fixture.application.render()
  }
  // The first diffed insert on a list that was only shown so far, which counts its identities.
  let uncounted = TableFixture(rows: 1_000_000)
  var firstDiffed = uncounted.list.snapshot
  firstDiffed.updateItems(inSectionAt: 0) { $0.insert(Row(id: -1), at: 0) }
  let firstDiff = seconds(clock.measure { uncounted.list.apply(firstDiffed) })
  func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  precondition(fixture.list.recordedApplies == recordedApplies.count, "the recorded inserts were diffed")
  return [
    "apply.1000000.single_insert.us": middle(recordedApplies) * 1e6,
    "apply.1000000.single_insert_edit.us": middle(edits) * 1e6,
    "apply.1000000.full_diff.us": middle(diffedApplies) * 1e6,
    "apply.1000000.full_diff_to_single_insert_ratio": middle(diffedApplies) / middle(recordedApplies),
    "apply.1000000.direct_diff.us": middle(directDiffs) * 1e6,
    "apply.1000000.full_diff_to_direct_diff_ratio": middle(diffedApplies) / middle(directDiffs),
    "apply.1000000.first_full_diff.us": firstDiff * 1e6,
    "apply.1000000.first_full_diff_to_direct_diff_ratio": firstDiff / middle(directDiffs),
  ]
}

/// The peak resident memory of this process so far, in bytes.
func peakResidentBytes() -> Double {
  var usage = rusage()
  #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) * 1024  // kilobytes on Linux
  #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss)  // bytes on macOS
  #endif
}

/// Start-up of a 1,000,000-row table: making the model, the snapshot and the adapter and drawing the
/// first frame, and the peak memory it added, beside the bytes of the model itself. Run first, so
/// the peak is the table's.
@MainActor
func startupBenchmarks() -> [String: Double] {
  let before = peakResidentBytes()
  let clock = ContinuousClock()
  var fixture: TableFixture?
  let elapsed = clock.measure { fixture = TableFixture(rows: 1_000_000) }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  let after = peakResidentBytes()
  withExtendedLifetime(fixture) {}
  let model = Double(MemoryLayout<Row>.stride * 1_000_000)
  return [
    "table.first_frame_ms_1m": seconds * 1e3,
    "mem.table_1m_mb": (after - before) / 1_048_576,
    "mem.table_1m_model_mb": model / 1_048_576,
    "mem.table_1m_to_model_ratio": (after - before) / model,
  ]
}

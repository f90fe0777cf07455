import CellKit
import CellKitTerminal
import Foundation

/// A row of a table with columns: a name to sort by, and the row's number.
struct NamedRow: Identifiable, Equatable, Differentiable {
  let id: Int
  let name: String
}

/// A cell showing one value of a table with columns.
final class ValueCell: TableCell, Reusable {
  let value = Label()
  override func cellDidLoad() { contentView.add(value) }
}

/// `count` rows whose names are in no order: a multiplicative hash of the row's number, so runs
/// sort the same names.
private func namedRows(_ count: Int) -> [NamedRow] {
  (0..<count).map { id in NamedRow(id: id, name: "name \((id &* 2_654_435_761) % 1_000_003)") }
}

/// A table of `rows` rows and `columns` columns 6 wide, the first sortable by name, on a 200×60
/// screen.
@MainActor
private func columnsTable(rows: [NamedRow], columns: Int) -> (ListAdapter<Int, NamedRow>, Application) {
  let table = TableView()
  let list = ListAdapter<Int, NamedRow>(table)
  list.columns =
    [ListColumn("name", "Name", width: .fixed(14), sortedBy: \.name)]
    + (1..<max(1, columns)).map { ListColumn(ColumnID(rawValue: "c\($0)"), "C\($0)", width: .fixed(6)) }
  list.cell(ValueCell.self, column: "name") { cell, row, _ in cell.value.text = row.name }
  for column in 1..<max(1, columns) {
    list.cell(ValueCell.self, column: ColumnID(rawValue: "c\(column)")) { cell, row, _ in
      cell.value.text = "\(row.id % 1000)·\(column)"
    }
  }
  list.apply(Snapshot([(0, rows)]), animatingDifferences: false)
  let application = Application(rootView: table, size: Size(width: 200, height: 60), sink: MemorySink())
  application.focus(table)
  application.render()
  return (list, application)
}

/// Sorting by a column, clicking a header, and PageDown through many columns.
///
/// - `columns.{n}.sort_ms`: the rows a list sorted by one column shows, chosen from its snapshot of
///   n rows; baseline `columns.{n}.stdlib_sort_ms`, the standard library sorting the same items by
///   the same key.
/// - `columns.{n}.header_click_ms`: a click on a header to the first sorted frame; baseline
///   `columns.{n}.app_sorted_apply_ms`, the app sorting its items itself and applying them.
/// - `columns.page_down_50_columns_us` ÷ `columns.page_down_1_column_us`, and the same per cell in
///   view.
@MainActor
func columnsBenchmarks(quick: Bool) -> [String: Double] {
  var results: [String: Double] = [:]
  let sortSize = quick ? 100_000 : 1_000_000
  let rows = namedRows(sortSize)
  let repetitions = quick ? 3 : 7

  let sorting = ListAdapter<Int, NamedRow>(TableView())
  sorting.columns = [ListColumn("name", "Name", sortedBy: \.name)]
  sorting.apply(Snapshot([(0, rows)]), animatingDifferences: false)
  sorting.sortOrder = [.ascending("name")]
  let snapshot = sorting.snapshot
  let sort = median(repetitions) { blackHole(sorting.shownPlaces(of: snapshot)) }
  let stdlib = median(repetitions) { blackHole(rows.sorted { $0.name < $1.name }) }
  results["columns.\(sortSize).sort_ms"] = sort * 1e3
  results["columns.\(sortSize).stdlib_sort_ms"] = stdlib * 1e3
  results["columns.\(sortSize).sort_to_stdlib_ratio"] = sort / stdlib

  // A click on the Name header, which sorts ascending, then descending, each drawn.
  let clickSize = quick ? 10_000 : 100_000
  let clickRows = namedRows(clickSize)
  let (list, application) = columnsTable(rows: clickRows, columns: 3)
  let press = Array("\u{1B}[<0;4;1M\u{1B}[<0;4;1m".utf8)
  var decoder = InputDecoder()
  let click = median(repetitions) {
    application.handle(decoder.feed(press))
    application.render()
  }
  precondition(!list.sortOrder.isEmpty, "the click did not sort")
  list.sortOrder = []
  application.render()
  var flip = false
  let appSorted = median(repetitions) {
    flip.toggle()
    let sorted = flip ? clickRows.sorted { $0.name < $1.name } : clickRows.sorted { $0.name > $1.name }
    list.apply(Snapshot([(0, sorted)]))
    application.render()
  }
  results["columns.\(clickSize).header_click_ms"] = click * 1e3
  results["columns.\(clickSize).app_sorted_apply_ms"] = appSorted * 1e3
  results["columns.\(clickSize).header_click_to_app_sorted_apply_ratio"] = click / appSorted

  // PageDown through a table of 50 columns (as many as fit in view get cells) and of one.
  let pageRows = namedRows(quick ? 10_000 : 100_000)
  var columnsInView = 1
  func pageDown(columns: Int) -> Double {
    let (list, application) = columnsTable(rows: pageRows, columns: columns)
    if let table = application.rootView as? TableView {
      columnsInView = table.columnFrames.filter { $0.x < application.size.width - 3 }.count
    }
    var decoder = InputDecoder()
    let pageDown: [UInt8] = [0x1B, 0x5B, 0x36, 0x7E]
    let perKey = median(quick ? 50 : 500) {
      application.handle(decoder.feed(pageDown))
      application.render()
    }
    blackHole(list)
    return perKey * 1e6
  }
  let wide = pageDown(columns: 50)
  let wideColumnsInView = columnsInView
  let narrow = pageDown(columns: 1)
  results["columns.page_down_50_columns_us"] = wide
  results["columns.page_down_1_column_us"] = narrow
  results["columns.page_down_50_to_1_columns_ratio"] = wide / narrow
  results["columns.page_down_50_columns_in_view"] = Double(wideColumnsInView)
  results["columns.page_down_per_cell_50_to_1_columns_ratio"] = wide / Double(wideColumnsInView) / narrow
  return results
}

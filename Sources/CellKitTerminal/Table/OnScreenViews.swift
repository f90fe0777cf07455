import CellKit
import Foundation

/// The cells, headers and footers a ``TableView`` shows now, by where they are.
///
/// Whatever it hands out, it hands out in the order of the list (rows by index path, then headers
/// and footers by section), never in the order of its dictionaries, which differs from one table to
/// the next: views are reconfigured and recycled in that order, so what a configure closure or a
/// cancelled task does first is the same on every run.
@MainActor
struct OnScreenViews {
  var cells: [IndexPath: TableCell] = [:]
  var headers: [Int: TableHeaderFooterView] = [:]
  var footers: [Int: TableHeaderFooterView] = [:]

  /// The cells, top to bottom.
  var sortedCells: [(indexPath: IndexPath, cell: TableCell)] {
    cells.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// Every view, with where it is: the rows top to bottom, then the headers and the footers.
  var all: [(location: ActionLocation, view: TableReusableView)] {
    var result: [(ActionLocation, TableReusableView)] = sortedCells.map { (.item($0.indexPath), $0.cell) }
    result += headers.sorted { $0.key < $1.key }.map { (.header(section: $0.key), $0.value) }
    result += footers.sorted { $0.key < $1.key }.map { (.footer(section: $0.key), $0.value) }
    return result
  }

  /// Forgets every view and returns them, to be recycled.
  mutating func removeAll() -> [TableReusableView] {
    defer { self = OnScreenViews() }
    return all.map(\.view)
  }

  /// Keeps the views of `elements` and returns the others, to be recycled.
  mutating func keep(only elements: [TableLayout.Element]) -> [TableReusableView] {
    var rows = Set<IndexPath>()
    var headerSections = Set<Int>()
    var footerSections = Set<Int>()
    for element in elements {
      switch element {
      case .row(let indexPath): rows.insert(indexPath)
      case .header(let s): headerSections.insert(s)
      case .footer(let s): footerSections.insert(s)
      }
    }
    var gone: [TableReusableView] = []
    for indexPath in cells.keys.filter({ !rows.contains($0) }).sorted() {
      gone.append(cells.removeValue(forKey: indexPath)!)
    }
    for (s, view) in headers.sorted(by: { $0.key < $1.key }) where !headerSections.contains(s) {
      gone.append(view)
      headers[s] = nil
    }
    for (s, view) in footers.sorted(by: { $0.key < $1.key }) where !footerSections.contains(s) {
      gone.append(view)
      footers[s] = nil
    }
    return gone
  }

  /// Moves each view to where its row or section is after a batch (a moved row keeps its cell)
  /// and returns the views of deleted and reloaded rows and sections, to be recycled.
  mutating func follow(_ mapping: BatchMapping) -> [TableReusableView] {
    var gone: [TableReusableView] = []
    var moved: [IndexPath: TableCell] = [:]
    var goneRows: [IndexPath] = []
    for (indexPath, cell) in cells {
      if !mapping.reloaded.contains(indexPath), !mapping.reloadedSections.contains(indexPath.section),
        let target = mapping.indexPath(indexPath)
      {
        cell.indexPath = target
        moved[target] = cell
      } else {
        goneRows.append(indexPath)
      }
    }
    gone = goneRows.sorted().map { cells[$0]! }
    cells = moved
    headers = Self.follow(headers, mapping, gone: &gone)
    footers = Self.follow(footers, mapping, gone: &gone)
    return gone
  }

  private static func follow(
    _ views: [Int: TableHeaderFooterView], _ mapping: BatchMapping, gone: inout [TableReusableView]
  ) -> [Int: TableHeaderFooterView] {
    var result: [Int: TableHeaderFooterView] = [:]
    for (section, view) in views.sorted(by: { $0.key < $1.key }) {
      if !mapping.reloadedSections.contains(section), let target = mapping.section(section) {
        view.section = target
        result[target] = view
      } else {
        gone.append(view)
      }
    }
    return result
  }
}

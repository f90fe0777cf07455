import CGTK
import Foundation
import XCTest

@_spi(CellKitPlatform) @testable import CellKitGTK

/// A task of the column view tests.
struct Chore: Identifiable, Equatable, Differentiable {
  let id: Int
  var title: String
  var minutes: Int
  var isDone = false
}

extension ColumnID {
  static let title: ColumnID = "title"
  static let minutes: ColumnID = "minutes"
  static let done: ColumnID = "done"
}

/// A column's cell showing a text.
final class TextCell: ListCell {
  let text = Label()

  override func cellDidLoad() { append(text) }
}

/// The Done column's cell: a check button that sends its state.
final class DoneCell: ListCell, ActionCell {
  enum Action: CellAction, Equatable { case doneToggled(Bool) }
  let done = CheckButton()

  override func cellDidLoad() {
    append(done)
    done.sends(Action.doneToggled, from: self) { $0.isOn }
  }
}

/// GTK's column view in a real GTK 4, on an X server (`xvfb-run swift test`), as `ListViewTests`.
final class ColumnViewTests: XCTestCase {
  func testColumnsAreGTKColumnsSortedThroughTheListByTheirHeaders() throws {
    try MainActor.assumeIsolated { try GTKColumns().columnsAreGTKColumnsSortedThroughTheListByTheirHeaders() }
  }

  func testACheckButtonInTheThirdColumnAfterSortingAndFilteringReachesItsRow() throws {
    try MainActor.assumeIsolated {
      try GTKColumns().aCheckButtonInTheThirdColumnAfterSortingAndFilteringReachesItsRow()
    }
  }
}

@MainActor
struct GTKColumns {
  let window: Window
  let table: ColumnView
  let list: ListAdapter<String, Chore>

  init() throws {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil, gtk_init_check() != 0 else {
      throw XCTSkip("These tests show a GTK window: run them on a display, such as `xvfb-run swift test`.")
    }
    window = Window(title: "CellKitGTK column tests", width: 480, height: 400)
    table = ColumnView()
    window.child = table
    window.present()
    list = ListAdapter<String, Chore>(table)
    list.columns = [
      ListColumn(.title, "Title", width: .flexible(minimum: 160), sortedBy: \.title),
      ListColumn(.minutes, "Minutes", width: .fixed(80), sortedBy: \.minutes),
      ListColumn(.done, "Done", width: .fixed(60)) { !$0.isDone && $1.isDone },
    ]
    list.cell(TextCell.self, column: .title) { cell, chore, _ in cell.text.text = chore.title }
    list.cell(TextCell.self, column: .minutes) { cell, chore, _ in cell.text.text = "\(chore.minutes)" }
    list.cell(DoneCell.self, column: .done) { cell, chore, _ in cell.done.isOn = chore.isDone }
    list.headerTitle { section, _ in section }
    list.apply(
      Snapshot([
        (
          "Chores",
          [
            Chore(id: 1, title: "Dishes", minutes: 20), Chore(id: 2, title: "Bins", minutes: 5),
            Chore(id: 3, title: "Mow", minutes: 40), Chore(id: 4, title: "Iron", minutes: 30),
          ]
        )
      ]), animatingDifferences: false)
    runFrames(of: window)
  }

  private var columnView: OpaquePointer { OpaquePointer(table.list) }

  /// The GTK column at `place`.
  private func gtkColumn(_ place: Int) -> OpaquePointer {
    let columns = gtk_column_view_get_columns(columnView)!
    let object = g_list_model_get_item(columns, guint(place))!
    g_object_unref(object)
    return OpaquePointer(object)
  }

  /// The titles the rows show, from the top, header row first.
  private func titles() -> [String] {
    table.visibleRowRange.map { row in
      switch table.shownView(atRow: row, column: .title) {
      case let cell as TextCell: cell.text.text
      case let cell as SectionTitleCell: "[\(cell.title.text)]"
      default: "?"
      }
    }
  }

  func columnsAreGTKColumnsSortedThroughTheListByTheirHeaders() throws {
    let columns = gtk_column_view_get_columns(columnView)!
    XCTAssertEqual(g_list_model_get_n_items(columns), 3)
    XCTAssertEqual(String(cString: gtk_column_view_column_get_title(gtkColumn(2))), "Done")
    XCTAssertEqual(titles(), ["[Chores]", "Dishes", "Bins", "Mow", "Iron"])
    // What a click on the Minutes header does to the view's sorter.
    gtk_column_view_sort_by_column(columnView, gtkColumn(1), GTK_SORT_ASCENDING)
    runFrames(of: window)
    XCTAssertEqual(list.sortOrder, [.ascending(.minutes)])
    XCTAssertEqual(titles(), ["[Chores]", "Bins", "Dishes", "Iron", "Mow"])
    gtk_column_view_sort_by_column(columnView, gtkColumn(1), GTK_SORT_DESCENDING)
    runFrames(of: window)
    XCTAssertEqual(list.sortOrder, [.descending(.minutes)])
    XCTAssertEqual(titles(), ["[Chores]", "Mow", "Iron", "Dishes", "Bins"])
    // The app sorts: the view shows the column sorted, and takes it for no click of the user's.
    list.sortOrder = [.ascending(.title)]
    runFrames(of: window)
    XCTAssertEqual(list.sortOrder, [.ascending(.title)])
    XCTAssertEqual(titles(), ["[Chores]", "Bins", "Dishes", "Iron", "Mow"])
    // A column hidden by the list is hidden in the view.
    list.columns[1].isHidden = true
    runFrames(of: window)
    XCTAssertEqual(gtk_column_view_column_get_visible(gtkColumn(1)), 0)
  }

  func aCheckButtonInTheThirdColumnAfterSortingAndFilteringReachesItsRow() throws {
    var toggles: [String] = []
    list.on(DoneCell.Action.doneToggled) { context, isOn in
      toggles.append("\(context.item.title) \(context.indexPath) \(context.column?.rawValue ?? "-") \(isOn)")
    }
    gtk_column_view_sort_by_column(columnView, gtkColumn(1), GTK_SORT_DESCENDING)
    list.filter = { $0.title != "Mow" }
    runFrames(of: window)
    XCTAssertEqual(titles(), ["[Chores]", "Iron", "Dishes", "Bins"])
    // Row 2 is Dishes: its check button, in the third column.
    let cell = try XCTUnwrap(table.shownView(atRow: 2, column: .done) as? DoneCell)
    gtk_check_button_set_active(cell.done.gtkWidget.gtk(), 1)
    runFrames(of: window)
    XCTAssertEqual(toggles, ["Dishes [0, 0] done true"])
  }
}

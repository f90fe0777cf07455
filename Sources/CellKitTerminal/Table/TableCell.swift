import CellKit
import Foundation

/// A row of a ``TableView``, reused as rows scroll in and out of view.
///
/// Subclass it, add your views to ``TableReusableView/contentView`` in ``cellDidLoad()``, and bind
/// controls to the cell's typed actions:
///
/// ```swift
/// final class YoutuberCell: TableCell, ActionCell {
///   enum Action: CellAction, Equatable {
///     case subscribeTapped
///     case notificationsToggled(Bool)
///   }
///
///   let name = Label()
///   let subscribe = Button("Subscribe")
///   let bell = Switch()
///
///   override func cellDidLoad() {
///     subscribe.sends(.subscribeTapped, from: self)
///     bell.sends(Action.notificationsToggled, from: self) { bell in bell.isOn }
///     contentView.add(name, subscribe, bell)
///   }
/// }
/// ```
@MainActor
open class TableCell: TableReusableView {
  /// The row the cell shows; a column's cell is given its row's as the row moves.
  package var indexPath: IndexPath? {
    get { shownIndexPath.value }
    set { shownIndexPath.value = newValue }
  }
  private let shownIndexPath = ExclusiveValue<IndexPath?>(nil)
  /// The row that holds this cell, in a table with columns.
  package weak var containingRow: TableCell?
  /// The column this cell shows, in a table with columns.
  package var column: ColumnID?
  /// Whether the cell was configured since its height was last measured.
  package var needsMeasuring = true

  /// Makes the cell `host`'s row at `indexPath`, just configured, to be measured before it is
  /// laid out.
  package func show(in host: any ListHost, at indexPath: IndexPath) {
    self.host = host
    self.indexPath = indexPath
    needsMeasuring = true
  }

  /// Whether this row holds the table's keyboard focus.
  public package(set) var isFocusedRow = false {
    didSet { if isFocusedRow != oldValue { setNeedsDisplay() } }
  }

  /// Whether this row is the table's selected row.
  public package(set) var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsDisplay() } }
  }

  /// Creates a cell and calls ``cellDidLoad()``.
  public required init() {
    super.init(leadingInset: 2)
    cellDidLoad()
  }

  /// Called once, when the cell is created: add subviews and bind controls here.
  open func cellDidLoad() {}

  /// Draws the focus mark before a focused row; an override that draws more calls `super` first.
  /// The subviews draw over what it draws.
  open override func draw(in canvas: Canvas) {
    if isFocusedRow { canvas.draw("›", x: 0, y: 0, style: Style(foreground: canvas.theme.accent, attributes: .bold)) }
  }

  /// Underlines a selected row's first line, over what its subviews drew there.
  package override func drawOverSubviews(in canvas: Canvas) {
    if isSelected { canvas.addAttributes(.underline, in: Rect(x: 2, y: 0, width: max(0, frame.width - 2), height: 1)) }
  }

  /// Leaves the screen for the reuse pool, showing no row, focus or selection.
  package override func leaveScreen() {
    super.leaveScreen()
    indexPath = nil
    containingRow = nil
    column = nil
    isFocusedRow = false
    isSelected = false
  }

  /// The cell of the row that contains `view` (or is it), if any: for a view in a column's cell,
  /// the row that holds that cell.
  package static func containing(_ view: View) -> TableCell? {
    var current: View? = view
    while let candidate = current {
      if let cell = candidate as? TableCell { return cell.containingRow ?? cell }
      current = candidate.superview
    }
    return nil
  }

  /// The place of `view` among ``focusableControls``, when it is one of them.
  package func controlIndex(of view: View) -> Int? {
    focusableControls.firstIndex { $0 === view }
  }

  /// The enabled, visible controls of the row, in the order focus moves through them.
  public var focusableControls: [ControlView] {
    contentView.descendants().compactMap { $0 as? ControlView }.filter { $0.isEnabled && !$0.isHidden }
  }
}

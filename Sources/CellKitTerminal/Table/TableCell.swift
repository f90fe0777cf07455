import CellKit
import Foundation

/// What table cells and section header/footer views share: a content view, a reuse scope, and the
/// table that shows them, through which their actions are routed.
@MainActor
open class TableReusableView: View, ActionSender, ReuseScoped {
  /// The view that holds the content; laid out left to right unless ``layoutContent()`` is
  /// overridden.
  public let contentView = View()

  /// The scope of the current configuration: handlers registered while the view is configured end
  /// when it is reused.
  public let reuseScope = ReuseScope()

  package weak var table: TableView?
  package var poolIdentifier = ""
  /// Columns left of the content view (the focus gutter of a cell, the indent of a header).
  private let leadingInset: Int

  package init(leadingInset: Int) {
    self.leadingInset = leadingInset
    super.init()
    addSubview(contentView)
  }

  /// The host showing this view.
  public var actionHost: (any ActionHost)? { table }

  /// Where the table shows this view now.
  open var currentLocation: ActionLocation? { table?.location(of: self) }

  /// Called when the view is dequeued again, before it is configured.
  open func prepareForReuse() {}

  /// Sets the frames of ``contentView``'s subviews; by default, left to right, one column apart,
  /// controls at their own width and labels sharing the rest.
  open func layoutContent() {
    layoutInRow(contentView.subviews, in: contentView.bounds)
  }

  public override func layoutSubviews() {
    contentView.frame = Rect(
      x: leadingInset, y: 0, width: max(0, frame.width - leadingInset), height: frame.height)
    layoutContent()
  }

  /// Leaves the screen for the reuse pool: its configuration's handlers end.
  package func leaveScreen() {
    reuseScope.end()
    removeFromSuperview()
  }
}

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
///     bell.sends(from: self) { bell in .notificationsToggled(bell.isOn) }
///     contentView.add(name, subscribe, bell)
///   }
/// }
/// ```
@MainActor
open class TableCell: TableReusableView {
  package var indexPath: IndexPath?

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

  /// The row the table shows this cell at now, kept by the table (no lookup).
  open override var currentLocation: ActionLocation? {
    table != nil ? indexPath.map(ActionLocation.item) : nil
  }

  /// Called once, when the cell is created: add subviews and bind controls here.
  open func cellDidLoad() {}

  public override func draw(in canvas: Canvas) {
    if isFocusedRow { canvas.draw("›", x: 0, y: 0, style: .bold) }
    if isSelected { canvas.setStyle(.underline, in: Rect(x: 2, y: 0, width: max(0, frame.width - 2), height: 1)) }
  }

  /// The enabled, visible controls of the row, in the order focus moves through them.
  public var focusableControls: [ControlView] {
    contentView.descendants().compactMap { $0 as? ControlView }.filter { $0.isEnabled && !$0.isHidden }
  }
}

/// A reusable section header or footer view of a ``TableView``.
@MainActor
open class TableHeaderFooterView: TableReusableView {
  /// Whether the view is a header or a footer.
  public enum Kind: Sendable { case header, footer }

  /// A label for the section's title, already in the content view.
  public let textLabel = Label(style: .bold)

  package var section: Int?
  package var kind: Kind = .header

  /// Creates the view and calls ``viewDidLoad()``.
  public required init() {
    super.init(leadingInset: 1)
    contentView.addSubview(textLabel)
    viewDidLoad()
  }

  /// Called once, when the view is created.
  open func viewDidLoad() {}
}

import CellKit
import Foundation

/// A row of a ``TableView``, reused as rows scroll in and out of view.
///
/// Subclass it, add your views to ``contentView`` in ``cellDidLoad()``, and bind controls to the cell's
/// typed actions:
///
/// ```swift
/// final class YoutuberCell: TableCell, ActionCell {
///   enum Action: CellAction { case subscribeTapped }
///   let name = Label()
///   let subscribe = Button("Subscribe")
///   override func cellDidLoad() {
///     subscribe.sends(.subscribeTapped, from: self)
///     contentView.add(name, subscribe)
///   }
/// }
/// ```
@MainActor
open class TableCell: View, ActionSender, ReuseScoped {
  /// The view that holds the cell's content; laid out left to right unless ``layoutContent()`` is
  /// overridden.
  public let contentView = View()

  /// The scope of the cell's current configuration: handlers registered while the cell is
  /// configured end when it is reused.
  public let reuseScope = ReuseScope()

  package weak var table: TableView?
  package var indexPath: IndexPath?
  package var poolIdentifier = ""

  /// Whether this row holds the table's keyboard focus.
  public package(set) var isFocusedRow = false {
    didSet { if isFocusedRow != oldValue { setNeedsDisplay() } }
  }

  /// Whether this row is the table's selected row.
  public package(set) var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsDisplay() } }
  }

  /// Creates a cell and calls ``cellDidLoad()``.
  public required override init() {
    super.init()
    addSubview(contentView)
    cellDidLoad()
  }

  /// The host showing this cell.
  public var actionHost: (any ActionHost)? { table }

  /// The row the table shows this cell at now.
  public var currentLocation: ActionLocation? {
    table != nil ? indexPath.map(ActionLocation.item) : nil
  }

  /// Called once, when the cell is created: add subviews and bind controls here.
  open func cellDidLoad() {}

  /// Called when the cell is dequeued again for another row, before it is configured.
  open func prepareForReuse() {}

  /// Sets the frames of ``contentView``'s subviews; by default, left to right, one column apart,
  /// controls at their own width and labels sharing the rest.
  open func layoutContent() {
    layoutInRow(contentView.subviews, in: contentView.bounds)
  }

  public override func layoutSubviews() {
    contentView.frame = Rect(x: 2, y: 0, width: max(0, frame.width - 2), height: frame.height)
    layoutContent()
  }

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
open class TableHeaderFooterView: View, ActionSender, ReuseScoped {
  /// Whether the view is a header or a footer.
  public enum Kind: Sendable { case header, footer }

  /// The view that holds the content; laid out left to right unless ``layoutContent()`` is overridden.
  public let contentView = View()

  /// A label for the section's title, already in ``contentView``.
  public let textLabel = Label(style: .bold)

  /// The scope of the view's current configuration.
  public let reuseScope = ReuseScope()

  package weak var table: TableView?
  package var poolIdentifier = ""
  package var section: Int?
  package var kind: Kind = .header

  /// Creates the view and calls ``viewDidLoad()``.
  public required override init() {
    super.init()
    addSubview(contentView)
    contentView.addSubview(textLabel)
    viewDidLoad()
  }

  /// The host showing this view.
  public var actionHost: (any ActionHost)? { table }

  /// Called once, when the view is created.
  open func viewDidLoad() {}

  /// Called when the view is dequeued again for another section.
  open func prepareForReuse() {}

  /// Sets the frames of ``contentView``'s subviews.
  open func layoutContent() {
    layoutInRow(contentView.subviews, in: contentView.bounds)
  }

  public override func layoutSubviews() {
    contentView.frame = Rect(x: 1, y: 0, width: max(0, frame.width - 1), height: frame.height)
    layoutContent()
  }
}

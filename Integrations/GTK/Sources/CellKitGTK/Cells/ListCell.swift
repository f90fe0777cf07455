import CGTK
@_spi(CellKitPlatform) import CellKit

/// A row of a ``ListView``: a horizontal ``Box`` that a list adapter dequeues, configures for an
/// item, and reuses for another once its row scrolls away.
///
/// Subclass it, build the row's widgets once in ``cellDidLoad()``, and let the adapter configure
/// it. Handlers registered while it is configured, and tasks started with `task(_:then:)`, last
/// until the row is reused:
///
/// ```swift
/// final class YoutuberCell: ListCell, ActionCell {
///   enum Action: CellAction, Equatable { case subscribeTapped }
///   let subscribe = Button("Subscribe")
///   let name = Label()
///
///   override func cellDidLoad() {
///     name.expandsHorizontally = true
///     append(subscribe)
///     append(name)
///     subscribe.sends(.subscribeTapped, from: self)
///   }
/// }
/// ```
@MainActor
open class ListCell: Box, ActionSender, Reusable {
  @_spi(CellKitPlatform) public let reuseScope = ReuseScope()
  /// The list or grid showing this cell, while it shows it.
  weak var view: RecyclingView?
  /// The `GtkListItem` whose row the cell shows, while it shows one.
  var listItem: OpaquePointer?
  /// The reuse identifier the cell was dequeued with.
  var reuseIdentifier = ""

  /// A cell; a list makes cells with this initializer when it needs more.
  public required init() {
    super.init(Self.axis, spacing: 12)
    addStyleClass("cellkit-cell")
    cellDidLoad()
  }

  /// How the cell lays out its widgets: side by side (the default, for a row of a ``ListView``) or
  /// top to bottom (for a card of a ``GridView``).
  open class var axis: Box.Axis { .horizontal }

  /// Builds the cell's widgets and binds its controls, once, when the cell is made.
  open func cellDidLoad() {}

  /// Called when the cell leaves its row, before a list shows it in another: reset what
  /// configuring does not set again. The handlers and tasks of its last configuration are gone
  /// already.
  open func prepareForReuse() {}

  public var actionHost: (any ActionHost)? { view?.table }
}

@_spi(CellKitPlatform) extension ListCell: ReuseScoped {}

/// The row of a section's title, as a header or a footer, when the list has no header or footer
/// view of its own.
@MainActor
final class SectionTitleCell: ListCell {
  let title = Label()

  override func cellDidLoad() {
    title.expandsHorizontally = true
    append(title)
  }

  func show(_ text: String, isHeader: Bool) {
    title.text = text
    if isHeader {
      addStyleClass("heading")
      removeStyleClass("dim-label")
    } else {
      addStyleClass("dim-label")
      removeStyleClass("heading")
    }
  }
}

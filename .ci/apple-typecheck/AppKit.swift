// Stand-in declarations of the AppKit API that CellKitAppKit and Examples/SubscribeAppKit use, with
// the signatures of Apple's SDK, so those sources are type-checked on Linux, where AppKit does not
// exist. Nothing here runs; bodies are placeholders.
@_exported import Foundation
@_exported import ObjectiveC

public typealias NSRect = CGRect
public typealias NSPoint = CGPoint
public typealias NSSize = CGSize

public struct NSEdgeInsets: Sendable {
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {}
}

public struct NSUserInterfaceItemIdentifier: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(rawValue: String) { self.rawValue = rawValue }
}

public struct NSDragOperation: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let move = NSDragOperation(rawValue: 16)
}

@MainActor open class NSResponder: NSObject {
  open func selectAll(_ sender: Any?) {}
  open var menu: NSMenu?
}

/// swift-corelibs-foundation makes these unavailable (no key-value coding); AppKit has them.
extension NSSortDescriptor {
  public convenience init(key: String?, ascending: Bool) { self.init(keyPath: \NSString.length, ascending: ascending) }
  public var key: String? { nil }
}

@MainActor open class NSMenuItem: NSObject {
  public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) {}
  public override convenience init() { self.init(title: "", action: nil, keyEquivalent: "") }
  open weak var target: AnyObject?
  open var representedObject: Any?
  open var submenu: NSMenu?
  open var state: NSControl.StateValue = .off
  open var isEnabled = true
  unowned(unsafe) open var menu: NSMenu? { nil }
}

@MainActor open class NSMenu: NSObject {
  public init(title: String) {}
  public override convenience init() { self.init(title: "") }
  open var title: String { "" }
  open var autoenablesItems = true
  open func addItem(_ newItem: NSMenuItem) {}
  @discardableResult open func addItem(withTitle string: String, action selector: Selector?, keyEquivalent charCode: String)
    -> NSMenuItem
  { NSMenuItem() }
}

@MainActor public protocol NSApplicationDelegate: NSObjectProtocol {}

@MainActor open class NSEvent: NSObject {
  public enum EventType: UInt, Sendable { case leftMouseDown = 1, keyDown = 10 }
  open var type: NSEvent.EventType { .keyDown }
}

@MainActor open class NSApplication: NSResponder {
  open var currentEvent: NSEvent? { nil }
  public struct ModalResponse: Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
  }
  @discardableResult open func sendAction(_ action: Selector, to target: Any?, from sender: Any?) -> Bool { false }
  public enum ActivationPolicy: Int, Sendable { case regular, accessory, prohibited }
  open class var shared: NSApplication { NSApplication() }
  open weak var delegate: (any NSApplicationDelegate)?
  open var mainMenu: NSMenu?
  @discardableResult open func setActivationPolicy(_ activationPolicy: NSApplication.ActivationPolicy) -> Bool { true }
  open func activate() {}
  open func run() {}
  open func terminate(_ sender: Any?) {}
}

extension NSApplication.ModalResponse {
  public static let alertFirstButtonReturn = NSApplication.ModalResponse(rawValue: 1000)
}

@MainActor public var NSApp: NSApplication! = nil

open class NSNib: NSObject {
  public typealias Name = String
  public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {}
}

open class NSFont: NSObject {
  open class var systemFontSize: CGFloat { 13 }
  open class var smallSystemFontSize: CGFloat { 11 }
  open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
}

open class NSImage: NSObject {
  public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) { self.init() }
}

open class NSColor: NSObject {
  open class var labelColor: NSColor { NSColor() }
  open class var secondaryLabelColor: NSColor { NSColor() }
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init() }
  open class var systemRed: NSColor { NSColor() }
  open class var systemOrange: NSColor { NSColor() }
  open class var systemYellow: NSColor { NSColor() }
  open class var systemGreen: NSColor { NSColor() }
  open class var systemTeal: NSColor { NSColor() }
  open class var systemBlue: NSColor { NSColor() }
  open class var systemIndigo: NSColor { NSColor() }
  open class var systemPurple: NSColor { NSColor() }
  open class var systemPink: NSColor { NSColor() }
  open class var systemGray: NSColor { NSColor() }
}

open class NSLayoutConstraint: NSObject {
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  public enum Attribute: Int, Sendable { case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY }
}

open class NSLayoutXAxisAnchor: NSObject {
  open func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

open class NSLayoutYAxisAnchor: NSObject {
  open func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
  open func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
}

@MainActor open class NSView: NSResponder {
  public override init() {}
  public init(frame frameRect: NSRect) {}
  public required init?(coder: NSCoder) {}
  unowned(unsafe) open var superview: NSView? { nil }
  open var window: NSWindow? { nil }
  open var identifier: NSUserInterfaceItemIdentifier?
  open var isHidden = false
  open var visibleRect: NSRect { .zero }
  open var bounds: NSRect = .zero
  open var frame: NSRect = .zero
  open var enclosingScrollView: NSScrollView? { nil }
  open var fittingSize: NSSize { .zero }
  open var translatesAutoresizingMaskIntoConstraints = true
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open func addSubview(_ view: NSView) {}
  open func convert(_ point: NSPoint, from view: NSView?) -> NSPoint { point }
  open func animator() -> Self { self }
  open func prepareForReuse() {}
  open func registerForDraggedTypes(_ newTypes: [NSPasteboard.PasteboardType]) {}
  open func setAccessibilityLabel(_ accessibilityLabel: String?) {}
  nonisolated open func awakeFromNib() {}
}

@MainActor open class NSControl: NSView {
  public static let textDidBeginEditingNotification = Notification.Name("NSControlTextDidBeginEditingNotification")
  public static let textDidChangeNotification = Notification.Name("NSControlTextDidChangeNotification")
  public static let textDidEndEditingNotification = Notification.Name("NSControlTextDidEndEditingNotification")
  weak open var target: AnyObject?
  open var action: Selector?
  open var isEnabled = true
  open var stringValue = ""
  open var doubleValue: Double = 0
}

@MainActor open class NSButton: NSControl {
  public convenience init(title: String, target: Any?, action: Selector?) { self.init(frame: .zero) }
  public convenience init(checkboxWithTitle title: String, target: Any?, action: Selector?) { self.init(frame: .zero) }
  open var title = ""
  open var hasDestructiveAction = false
  open var state: NSControl.StateValue = .off
}

@MainActor open class NSPopUpButton: NSButton {
  public init(frame buttonFrame: NSRect, pullsDown flag: Bool) { super.init(frame: buttonFrame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open func addItems(withTitles itemTitles: [String]) {}
  open var indexOfSelectedItem: Int { -1 }
  open func selectItem(at index: Int) {}
}

@MainActor open class NSSwitch: NSControl {
  open var state: NSControl.StateValue = .off
}

extension NSControl {
  public struct StateValue: Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let on = StateValue(rawValue: 1)
    public static let off = StateValue(rawValue: 0)
  }
}

@MainActor open class NSSlider: NSControl {
  open var minValue: Double = 0
  open var maxValue: Double = 1
}
@MainActor open class NSStepper: NSControl {
  open var minValue: Double = 0
  open var maxValue: Double = 59
}
@MainActor open class NSDatePicker: NSControl {}
@MainActor open class NSColorWell: NSControl {}

@MainActor open class NSSegmentedControl: NSControl {
  public enum SwitchTracking: UInt, Sendable { case selectOne, selectAny, momentary }
  public convenience init(
    labels: [String], trackingMode: NSSegmentedControl.SwitchTracking, target: Any?, action: Selector?
  ) { self.init(frame: .zero) }
  open var selectedSegment = -1
}

@MainActor open class NSTextField: NSControl {
  public convenience init(labelWithString stringValue: String) { self.init(frame: .zero) }
  public convenience init(string stringValue: String) { self.init(frame: .zero) }
  open var font: NSFont?
  open var textColor: NSColor?
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  open var placeholderString: String?
}

public enum NSLineBreakMode: Int, Sendable { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }

@MainActor open class NSSearchField: NSTextField {}

@MainActor open class NSText: NSView {
  open func cut(_ sender: Any?) {}
  open func copy(_ sender: Any?) {}
  open func paste(_ sender: Any?) {}
}

public enum NSUserInterfaceLayoutOrientation: Int, Sendable { case horizontal, vertical }

@MainActor open class NSStackView: NSView {
  public convenience init(views: [NSView]) { self.init(frame: .zero) }
  open var spacing: CGFloat = 8
  open var orientation: NSUserInterfaceLayoutOrientation = .horizontal
  open var alignment: NSLayoutConstraint.Attribute = .centerY
  open var edgeInsets = NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

@MainActor open class NSClipView: NSView {}

@MainActor open class NSScrollView: NSView {
  open var documentView: NSView?
  open var contentView: NSClipView { NSClipView() }
  open var hasVerticalScroller = false
}

@MainActor open class NSWindow: NSResponder {
  public struct StyleMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let titled = StyleMask(rawValue: 1 << 0)
    public static let closable = StyleMask(rawValue: 1 << 1)
    public static let miniaturizable = StyleMask(rawValue: 1 << 2)
    public static let resizable = StyleMask(rawValue: 1 << 3)
  }
  public enum BackingStoreType: UInt, Sendable { case retained, nonretained, buffered }
  public init(contentRect: NSRect, styleMask style: NSWindow.StyleMask, backing backingStoreType: NSWindow.BackingStoreType, defer flag: Bool) {}
  open var title = ""
  open var contentView: NSView?
  open func convertPoint(fromScreen point: NSPoint) -> NSPoint { point }
  open func center() {}
  open func makeKeyAndOrderFront(_ sender: Any?) {}
}

@MainActor open class NSViewController: NSResponder {
  open var view = NSView()
  open var nibName: NSNib.Name? { nil }
  open func loadView() {}
  open func viewDidLoad() {}
}

@MainActor open class NSWindowController: NSResponder {
  public init(window: NSWindow?) {}
  public required init?(coder: NSCoder) {}
  open var window: NSWindow?
  open func showWindow(_ sender: Any?) {}
}

@MainActor open class NSAlert: NSObject {
  open var messageText = ""
  open var informativeText = ""
  @discardableResult open func addButton(withTitle title: String) -> NSButton { NSButton() }
  open func beginSheetModal(
    for sheetWindow: NSWindow, completionHandler handler: (@MainActor (NSApplication.ModalResponse) -> Void)? = nil
  ) {}
}

// MARK: Pasteboard and dragging

public protocol NSPasteboardWriting: NSObjectProtocol {}

open class NSPasteboard: NSObject {
  public struct PasteboardType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  open var pasteboardItems: [NSPasteboardItem]? { nil }
}

open class NSPasteboardItem: NSObject, NSPasteboardWriting {
  @discardableResult open func setString(_ string: String, forType type: NSPasteboard.PasteboardType) -> Bool { true }
  open func string(forType type: NSPasteboard.PasteboardType) -> String? { nil }
}

open class NSDraggingSession: NSObject {
  open var draggingLeaderIndex = 0
}

public protocol NSDraggingInfo: NSObjectProtocol {
  @MainActor var draggingPasteboard: NSPasteboard { get }
  @MainActor var draggingSource: Any? { get }
}

// MARK: Tables

@MainActor open class NSTableColumn: NSObject {
  public init(identifier: NSUserInterfaceItemIdentifier) {}
  public struct ResizingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let autoresizingMask = ResizingOptions(rawValue: 1)
    public static let userResizingMask = ResizingOptions(rawValue: 2)
  }
  open var identifier = NSUserInterfaceItemIdentifier("")
  unowned(unsafe) open var tableView: NSTableView?
  open var title = ""
  open var headerToolTip: String?
  open var width: CGFloat = 0
  open var minWidth: CGFloat = 0
  open var maxWidth: CGFloat = 0
  open var resizingMask: NSTableColumn.ResizingOptions = []
  open var isHidden = false
  open var sortDescriptorPrototype: NSSortDescriptor?
  open var headerCell = NSTableHeaderCell()
}

@MainActor open class NSCell: NSObject {
  open var cellSize: NSSize { .zero }
}

@MainActor open class NSTableHeaderCell: NSCell {}

@MainActor open class NSTableHeaderView: NSView {
  open var resizedColumn: Int { -1 }
}

@MainActor open class NSTableCellView: NSView {
  unowned(unsafe) open var textField: NSTextField?
}

open class NSTableViewRowAction: NSObject {
  public enum Style: Int, Sendable { case regular, destructive }
  public convenience init(
    style: NSTableViewRowAction.Style, title: String, handler: @escaping (NSTableViewRowAction, Int) -> Void
  ) { self.init() }
  open var backgroundColor: NSColor!
  open var image: NSImage?
}

@MainActor open class NSTableView: NSControl {
  open var rowHeight: CGFloat = 24
  public enum RowActionEdge: Int, Sendable { case leading, trailing }
  public enum DropOperation: UInt, Sendable { case on, above }
  public enum ColumnAutoresizingStyle: UInt, Sendable {
    case noColumnAutoresizing, uniformColumnAutoresizingStyle
  }
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let effectFade = AnimationOptions(rawValue: 1)
  }
  weak open var dataSource: (any NSTableViewDataSource)?
  weak open var delegate: (any NSTableViewDelegate)?
  open var tableColumns: [NSTableColumn] { [] }
  open var numberOfColumns: Int { 0 }
  open var numberOfRows: Int { 0 }
  open var headerView: NSTableHeaderView?
  open var columnAutoresizingStyle: NSTableView.ColumnAutoresizingStyle = .uniformColumnAutoresizingStyle
  open var usesAutomaticRowHeights = false
  open var allowsMultipleSelection = false
  open var allowsEmptySelection = true
  open var rowActionsVisible = false
  open var selectedRowIndexes: IndexSet { [] }
  open func addTableColumn(_ tableColumn: NSTableColumn) {}
  open func removeTableColumn(_ tableColumn: NSTableColumn) {}
  open func moveColumn(_ oldIndex: Int, toColumn newIndex: Int) {}
  open var intercellSpacing = NSSize(width: 3, height: 2)
  open func tableColumn(withIdentifier identifier: NSUserInterfaceItemIdentifier) -> NSTableColumn? { nil }
  open func column(withIdentifier identifier: NSUserInterfaceItemIdentifier) -> Int { -1 }
  open func column(for view: NSView) -> Int { -1 }
  open var sortDescriptors: [NSSortDescriptor] = []
  public typealias AutosaveName = String
  open var autosaveName: NSTableView.AutosaveName?
  open var autosaveTableColumns = false
  open func reloadData() {}
  open func reloadData(forRowIndexes rowIndexes: IndexSet, columnIndexes: IndexSet) {}
  open func noteHeightOfRows(withIndexesChanged indexSet: IndexSet) {}
  open func selectRowIndexes(_ indexes: IndexSet, byExtendingSelection extend: Bool) {}
  open func rows(in rect: NSRect) -> NSRange { NSRange(location: 0, length: 0) }
  open func view(atColumn column: Int, row: Int, makeIfNecessary: Bool) -> NSView? { nil }
  open func row(for view: NSView) -> Int { -1 }
  open func row(at point: NSPoint) -> Int { -1 }
  open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? { nil }
  open func register(_ nib: NSNib?, forIdentifier identifier: NSUserInterfaceItemIdentifier) {}
  open func beginUpdates() {}
  open func endUpdates() {}
  open func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {}
  open func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {}
  open func moveRow(at oldIndex: Int, to newIndex: Int) {}
}

@MainActor public protocol NSTableViewDataSource: NSObjectProtocol {}
@MainActor public protocol NSTableViewDelegate: NSObjectProtocol {}

// MARK: Collections

public protocol NSCollectionViewElement: NSObjectProtocol {}

@MainActor open class NSCollectionViewItem: NSViewController, NSCollectionViewElement {
  weak open var collectionView: NSCollectionView? { nil }
  open func prepareForReuse() {}
}

@MainActor open class NSCollectionView: NSView {
  public typealias SupplementaryElementKind = String
  public static let elementKindSectionHeader: String = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter: String = "UICollectionElementKindSectionFooter"
  weak open var dataSource: (any NSCollectionViewDataSource)?
  weak open var delegate: (any NSCollectionViewDelegate)?
  weak open var prefetchDataSource: (any NSCollectionViewPrefetching)?
  open var isSelectable = false
  open var allowsMultipleSelection = false
  open var allowsEmptySelection = true
  open var selectionIndexPaths: Set<IndexPath> = []
  open func reloadData() {}
  open func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {}
  open func register(_ nib: NSNib?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {}
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
    withIdentifier identifier: NSUserInterfaceItemIdentifier
  ) {}
  open func register(
    _ nib: NSNib?, forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
    withIdentifier identifier: NSUserInterfaceItemIdentifier
  ) {}
  open func makeItem(withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath)
    -> NSCollectionViewItem
  { NSCollectionViewItem() }
  open func makeSupplementaryView(
    ofKind elementKind: NSCollectionView.SupplementaryElementKind, withIdentifier identifier: NSUserInterfaceItemIdentifier,
    for indexPath: IndexPath
  ) -> NSView { NSView() }
  open func indexPath(for item: NSCollectionViewItem) -> IndexPath? { nil }
  open func supplementaryView(forElementKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath)
    -> (any NSView & NSCollectionViewElement)?
  { nil }
  open func visibleItems() -> [NSCollectionViewItem] { [] }
  open func indexPathsForVisibleItems() -> Set<IndexPath> { [] }
  open func item(at indexPath: IndexPath) -> NSCollectionViewItem? { nil }
  open var numberOfSections: Int { 0 }
  open func numberOfItems(inSection section: Int) -> Int { 0 }
  open func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil) {}
  open func insertSections(_ sections: IndexSet) {}
  open func deleteSections(_ sections: IndexSet) {}
  open func reloadSections(_ sections: IndexSet) {}
  open func moveSection(_ section: Int, toSection newSection: Int) {}
  open func insertItems(at indexPaths: Set<IndexPath>) {}
  open func deleteItems(at indexPaths: Set<IndexPath>) {}
  open func reloadItems(at indexPaths: Set<IndexPath>) {}
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
}

@MainActor public protocol NSCollectionViewDataSource: NSObjectProtocol {
  func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath)
    -> NSCollectionViewItem
}

@MainActor public protocol NSCollectionViewDelegate: NSObjectProtocol {}

@MainActor public protocol NSCollectionViewPrefetching: NSObjectProtocol {
  func collectionView(_ collectionView: NSCollectionView, prefetchItemsAt indexPaths: [IndexPath])
}

open class NSCollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
}

open class NSTableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
  public func itemIdentifier(forRow row: Int) -> ItemIdentifierType? { nil }
}

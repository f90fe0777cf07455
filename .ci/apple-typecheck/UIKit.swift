// Stand-in declarations of the UIKit API that CellKitUIKit and Examples/SubscribeUIKit use, with
// the signatures of Apple's documentation, so those sources are type-checked on Linux, where UIKit
// does not exist. Nothing here runs; bodies are placeholders.
@_exported import Foundation
@_exported import ObjectiveC

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor open class UIResponder: NSObject {
  open func becomeFirstResponder() -> Bool { false }
}

@MainActor open class UIApplication: UIResponder {
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

@MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
  public static func main() {}
}

@MainActor open class UIScene: UIResponder {
  @MainActor open class ConnectionOptions: NSObject {}
}

@MainActor open class UIWindowScene: UIScene {}

@MainActor open class UISceneSession: NSObject {
  public struct Role: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  open var role: UISceneSession.Role { Role(rawValue: "UIWindowSceneSessionRoleApplication") }
}

@MainActor open class UISceneConfiguration: NSObject {
  public init(name: String?, sessionRole: UISceneSession.Role) {}
  open var delegateClass: AnyClass?
}

@MainActor public protocol UISceneDelegate: NSObjectProtocol {}

@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {}

@MainActor open class UIScreen: NSObject {
  open class var main: UIScreen { UIScreen() }
  open var bounds: CGRect { .zero }
}

@MainActor open class UIFont: NSObject {
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
  }
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
}

@MainActor open class UIGestureRecognizer: NSObject {
  public init(target: Any?, action: Selector?) {}
  open var view: UIView? { nil }
}

@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

@MainActor open class UIAccessibilityCustomAction: NSObject {
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool
  public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) {}
}

@MainActor open class UIImage: NSObject {
  public convenience init?(systemName name: String) { self.init() }
}

@MainActor open class UIColor: NSObject {
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { self.init() }
  open class var systemRed: UIColor { UIColor() }
  open class var systemOrange: UIColor { UIColor() }
  open class var systemYellow: UIColor { UIColor() }
  open class var systemGreen: UIColor { UIColor() }
  open class var systemTeal: UIColor { UIColor() }
  open class var systemBlue: UIColor { UIColor() }
  open class var systemIndigo: UIColor { UIColor() }
  open class var systemPurple: UIColor { UIColor() }
  open class var systemPink: UIColor { UIColor() }
  open class var systemGray: UIColor { UIColor() }
  open class var secondaryLabel: UIColor { UIColor() }
}

@MainActor open class UINib: NSObject {
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
}

@MainActor open class UILayoutGuide: NSObject {
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

@MainActor open class NSLayoutConstraint: NSObject {
  public class func activate(_ constraints: [NSLayoutConstraint]) {}
  public enum Axis: Int, Sendable { case horizontal, vertical }
}

@MainActor open class NSLayoutXAxisAnchor: NSObject {
  public func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
}

@MainActor open class NSLayoutYAxisAnchor: NSObject {
  public func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
}

@MainActor open class UIView: UIResponder {
  public override init() {}
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  open var superview: UIView? { nil }
  open var subviews: [UIView] { [] }
  open var isHidden = false
  open var tag = 0
  open var accessibilityLabel: String?
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  open var window: UIWindow? { nil }
  open var gestureRecognizers: [UIGestureRecognizer]?
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  open func setNeedsLayout() {}
  open var translatesAutoresizingMaskIntoConstraints = true
  open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  open func addSubview(_ view: UIView) {}
  open func layoutSubviews() {}
  nonisolated open func awakeFromNib() {}
}

@MainActor open class UIWindow: UIView {
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var rootViewController: UIViewController?
  open func makeKeyAndVisible() {}
}

@MainActor open class UIStackView: UIView {
  public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var spacing: CGFloat = 0
  open var axis: NSLayoutConstraint.Axis = .horizontal
}

@MainActor open class UILabel: UIView {
  open var text: String?
  open var font: UIFont!
  open var textColor: UIColor!
  open var numberOfLines = 1
}

@MainActor open class UIMenuElement: NSObject {
  public enum State: Int, Sendable {
    case off, on, mixed
  }

  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
}

@MainActor open class UIMenu: UIMenuElement {
  public convenience init(title: String = "", children: [UIMenuElement] = []) { self.init() }
}

@MainActor open class UIAction: UIMenuElement {
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  open var identifier: UIAction.Identifier { Identifier("") }

  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) { self.init() }
  open var sender: Any? { nil }
}

@MainActor open class UIControl: UIView {
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
  }

  open var isEnabled = true
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {}
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {}
  open func sendActions(for controlEvents: UIControl.Event) {}
  @available(iOS 14.0, *) open var showsMenuAsPrimaryAction = false
}

@MainActor open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable { case custom, system }
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
  @available(iOS 14.0, *) open var menu: UIMenu?
  open func setTitle(_ title: String?, for state: UIControl.State) {}
  open var currentTitle: String? { nil }
}

@MainActor open class UISwitch: UIControl {
  open var isOn = false
  open func setOn(_ on: Bool, animated: Bool) {}
}

@MainActor open class UITextField: UIControl {
  open var text: String?
  open var placeholder: String?
}

@MainActor open class UISlider: UIControl {
  open var value: Float = 0
}

@MainActor open class UIStepper: UIControl {
  open var value: Double = 0
  open var minimumValue: Double = 0
  open var maximumValue: Double = 100
}

@MainActor open class UIDatePicker: UIControl {}

@MainActor open class UIColorWell: UIControl {}

@MainActor open class UISegmentedControl: UIControl {
  public init(items: [Any]?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var selectedSegmentIndex = 0
}

@MainActor open class UIPageControl: UIControl {}

@MainActor open class UIBarItem: NSObject {
  open var isEnabled: Bool = true
  open var title: String?
  open var image: UIImage?
}

@MainActor open class UIBarButtonItem: UIBarItem {
  public enum Style: Int, Sendable { case plain, done }
  public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add }
  public override init() {}
  public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
    self.init()
  }
  public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
    self.init()
  }
  public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
    self.init()
  }
  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.init()
  }
  public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
    self.init()
  }
  open var style: UIBarButtonItem.Style = .plain
  open weak var target: AnyObject?
  open var action: Selector?
  open var primaryAction: UIAction?
  @available(iOS 14.0, *) open var menu: UIMenu?
}

@MainActor open class UINavigationItem: NSObject {
  open var searchController: UISearchController?
  open var leftBarButtonItem: UIBarButtonItem?
  open var rightBarButtonItem: UIBarButtonItem?
  open var rightBarButtonItems: [UIBarButtonItem]?
  open var titleView: UIView?
}

@MainActor open class UIViewController: UIResponder {
  public override init() {}
  public required init?(coder: NSCoder) {}
  open var title: String?
  open var editButtonItem: UIBarButtonItem { UIBarButtonItem() }
  open var navigationItem: UINavigationItem { UINavigationItem() }
  open var isEditing: Bool = false
  open var navigationController: UINavigationController? { nil }
  open func setEditing(_ editing: Bool, animated: Bool) {}
  open func viewDidLoad() {}
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
  }
}

@MainActor open class UINavigationController: UIViewController {
  public init(rootViewController: UIViewController) { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}

@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
  func updateSearchResults(for searchController: UISearchController)
}

@MainActor open class UISearchBar: UIView {
  open var text: String?
}

@MainActor open class UISearchController: UIViewController {
  public init(searchResultsController: UIViewController?) { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  open var obscuresBackgroundDuringPresentation = true
  open var searchBar: UISearchBar { UISearchBar() }
}

@MainActor open class UIAlertAction: NSObject {
  public enum Style: Int, Sendable { case `default`, cancel, destructive }
  public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.init()
  }
}

@MainActor open class UIAlertController: UIViewController {
  public enum Style: Int, Sendable { case actionSheet, alert }
  public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init() }
  open func addAction(_ action: UIAlertAction) {}
}

@MainActor open class UIScrollView: UIView {}

@MainActor open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  public enum EditingStyle: Int, Sendable { case none, delete, insert }
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark }
  open var accessoryType: UITableViewCell.AccessoryType = .none
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var contentView: UIView { UIView() }
  @available(iOS 14.0, *) open var contentConfiguration: (any UIContentConfiguration)?
  open func prepareForReuse() {}
}

@MainActor open class UITableViewHeaderFooterView: UIView {
  public init(reuseIdentifier: String?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var contentView: UIView { UIView() }
  open var textLabel: UILabel? { nil }
  @available(iOS 14.0, *) open var contentConfiguration: (any UIContentConfiguration)?
  open func prepareForReuse() {}
}

@MainActor public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

@MainActor public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
}

extension UIContextualAction {
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public enum Style: Int, @unchecked Sendable {
    case normal = 0
    case destructive = 1
  }
}

@MainActor open class UIContextualAction: NSObject {
  public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
    self.init()
  }
  open var backgroundColor: UIColor!
  open var image: UIImage?
}

@MainActor open class UISwipeActionsConfiguration: NSObject {
  public convenience init(actions: [UIContextualAction]) {
    self.init()
  }
  open var performsFirstActionWithFullSwipe = true
}

@MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

@MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

@MainActor open class UITableView: UIScrollView {
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic }
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
  open var allowsMultipleSelection: Bool = false
  open var allowsSelectionDuringEditing: Bool = false
  open var allowsMultipleSelectionDuringEditing: Bool = false
  open var isEditing: Bool = false
  open var indexPathsForSelectedRows: [IndexPath]? { nil }
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
  open weak var dataSource: (any UITableViewDataSource)?
  open weak var delegate: (any UITableViewDelegate)?
  open var indexPathsForVisibleRows: [IndexPath]? { nil }
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { nil }
  open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
  open var numberOfSections: Int { 0 }
  open func numberOfRows(inSection section: Int) -> Int { 0 }
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
  open func reloadData() {}
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
  open func moveSection(_ section: Int, toSection newSection: Int) {}
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

@MainActor open class UITableViewController: UIViewController {
  public init(style: UITableView.Style) { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var tableView: UITableView!
}

@MainActor open class UICollectionReusableView: UIView {
  open func prepareForReuse() {}
}

@MainActor open class UICollectionViewCell: UICollectionReusableView {
  open var contentView: UIView { UIView() }
  @available(iOS 14.0, *) open var contentConfiguration: (any UIContentConfiguration)?
}

@available(iOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
  public var accessories: [UICellAccessory] = []
  public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

@available(iOS 14.0, *)
public struct UICellAccessory {
  public enum DisplayedState: Sendable { case always, whenEditing, whenNotEditing }
  public enum Placement {
    public typealias Position = ([UICellAccessory]) -> Int
    case leading(displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { $0.count })
    case trailing(displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { _ in 0 })
  }
  public struct CustomViewConfiguration {
    public init(customView: UIView, placement: UICellAccessory.Placement) {}
  }
  public static func customView(configuration: UICellAccessory.CustomViewConfiguration) -> UICellAccessory {
    UICellAccessory()
  }
  public static func multiselect(displayed: UICellAccessory.DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory()
  }
  public static func reorder(displayed: UICellAccessory.DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory()
  }
}

@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
  public var text: String?
  public var attributedText: NSAttributedString?
  public var secondaryText: String?
}

@available(iOS 14.0, *)
public protocol UIContentConfiguration {}

@MainActor public protocol UICollectionViewDataSource: AnyObject {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  func numberOfSections(in collectionView: UICollectionView) -> Int
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
}

@MainActor public protocol UICollectionViewDelegate: AnyObject {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

@MainActor open class UICollectionViewLayout: NSObject {}

@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {}

@MainActor open class UICollectionViewController: UIViewController {
  public init(collectionViewLayout layout: UICollectionViewLayout) { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  open var collectionView: UICollectionView!
}

@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout()
  }
}

public struct UICollectionLayoutListConfiguration {
  public enum Appearance { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?
  public enum HeaderMode: Sendable { case none, supplementary, firstItemInSection }
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) {}
  public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
  public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
}

@MainActor open class UICollectionView: UIScrollView {
  open var collectionViewLayout = UICollectionViewLayout()
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  open weak var dataSource: (any UICollectionViewDataSource)?
  open weak var delegate: (any UICollectionViewDelegate)?
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  open var allowsMultipleSelection: Bool = false
  open var allowsMultipleSelectionDuringEditing: Bool = false
  open var allowsSelectionDuringEditing: Bool = false
  open var isEditing: Bool = false
  open var indexPathsForSelectedItems: [IndexPath]? { nil }
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {}
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
  open var indexPathsForVisibleItems: [IndexPath] { [] }
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {}
  open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
  open var numberOfSections: Int { 0 }
  open func numberOfItems(inSection section: Int) -> Int { 0 }
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?
  {
    nil
  }
  open func reloadData() {}
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  open func insertSections(_ sections: IndexSet) {}
  open func deleteSections(_ sections: IndexSet) {}
  open func reloadSections(_ sections: IndexSet) {}
  open func moveSection(_ section: Int, toSection newSection: Int) {}
  open func insertItems(at indexPaths: [IndexPath]) {}
  open func deleteItems(at indexPaths: [IndexPath]) {}
  open func reloadItems(at indexPaths: [IndexPath]) {}
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
}

extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int { self[0] }
  public var row: Int { self[1] }
  public var item: Int { self[1] }
}

@MainActor open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
  public struct ReorderingHandlers {
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
  }
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {}
  public var supplementaryViewProvider: SupplementaryViewProvider?
  public var reorderingHandlers = ReorderingHandlers()
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    NSDiffableDataSourceSnapshot()
  }
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {}
}

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
  public init() {}
  public var sectionIdentifiers: [SectionIdentifierType] { [] }
  public var itemIdentifiers: [ItemIdentifierType] { [] }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { [] }
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {}
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {}
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
}

extension UICollectionView {
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
    public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {}
  }

  public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
    public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
    public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {}
  }

  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    fatalError("stand-in")
  }

  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    fatalError("stand-in")
  }
}

@MainActor open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
}

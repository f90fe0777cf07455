import Foundation

/// Something the user did in a cell, named after what they did.
///
/// A cell type declares its actions as an enum; cases may carry values:
///
/// ```swift
/// enum Action: CellAction {
///   case subscribeTapped
///   case notificationsToggled(Bool)
/// }
/// ```
///
/// Make the enum `Equatable` (automatic for cases without values, or whose values are
/// `Equatable`) to handle one case with `on(.subscribeTapped)`; cases with values are handled by
/// naming the case, `on(Action.notificationsToggled) { context, isOn in … }`.
public protocol CellAction {}

/// Where an action came from in its host, resolved when the action fired.
public enum ActionLocation: Hashable, Sendable, CustomStringConvertible {
  /// A row or item at this index path.
  case item(IndexPath)
  /// The header view of this section.
  case header(section: Int)
  /// The footer view of this section.
  case footer(section: Int)

  /// The section the action came from.
  public var section: Int {
    switch self {
    case .item(let indexPath): return indexPath.section
    case .header(let section), .footer(let section): return section
    }
  }

  /// The index path of the row; for a header or footer, a one-element path holding the section.
  public var indexPath: IndexPath {
    switch self {
    case .item(let indexPath): return indexPath
    case .header(let section), .footer(let section): return IndexPath(index: section)
    }
  }

  public var description: String {
    switch self {
    case .item(let indexPath): return "[\(indexPath.section), \(indexPath.row)]"
    case .header(let section): return "header \(section)"
    case .footer(let section): return "footer \(section)"
    }
  }
}

/// An action on its way from a cell to the handlers, with the location its host resolved.
@MainActor
public struct RoutedAction {
  /// The action the cell sent.
  public let action: any CellAction
  /// Where the cell was in its host when the action fired.
  public let location: ActionLocation
  /// The cell, header or footer view that sent the action.
  public let cell: AnyObject
  /// The control that triggered the action, if any.
  public let sender: AnyObject?

  /// Creates a routed action.
  @inlinable
  public init(action: any CellAction, location: ActionLocation, cell: AnyObject, sender: AnyObject?) {
    self.action = action
    self.location = location
    self.cell = cell
    self.sender = sender
  }
}

/// What a handler receives when a cell's action fires: the action, where the cell is now, the
/// item shown there, the cell and the control that triggered it.
@MainActor
public struct ActionContext<Action, Item> {
  /// The action the user triggered.
  public let action: Action
  /// Where the cell was in its host when the action fired.
  public let location: ActionLocation
  /// The item the row showed when the action fired (`Void` for handlers registered on a host
  /// without a ``ListAdapter``).
  public let item: Item
  /// The cell, header or footer view that sent the action.
  public let cell: AnyObject
  /// The control that triggered the action, if any.
  public let sender: AnyObject?

  /// The index path of the row when the action fired; for a header or footer, a one-element
  /// path holding the section.
  public var indexPath: IndexPath { location.indexPath }

  /// The section the action came from.
  public var section: Int { location.section }

  /// Creates a context.
  @inlinable
  public init(action: Action, location: ActionLocation, item: Item, cell: AnyObject, sender: AnyObject?) {
    self.action = action
    self.location = location
    self.item = item
    self.cell = cell
    self.sender = sender
  }
}

/// The context of a handler registered on a host directly, which knows index paths but not items.
public typealias CellActionContext<Action> = ActionContext<Action, Void>

/// Matches an enum case that carries a value, given the case itself (`Action.notificationsToggled`).
@usableFromInline
package enum CasePayload {
  @usableFromInline
  package static func extract<Action, Payload>(
    _ embed: (Payload) -> Action, from action: Action
  ) -> Payload? {
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum, let child = mirror.children.first,
      let payload = child.value as? Payload
    else { return nil }
    let rebuilt = Mirror(reflecting: embed(payload))
    guard rebuilt.children.first?.label == child.label else { return nil }
    return payload
  }
}

import Foundation

/// Something the user did in a cell, named after what they did.
///
/// A cell type declares its actions as an enum; cases may carry values:
///
/// ```swift
/// enum Action: CellAction, Equatable {
///   case subscribeTapped
///   case notificationsToggled(Bool)
/// }
/// ```
///
/// Declare the enum `Equatable` to handle one case with `on(.subscribeTapped)`: Swift synthesizes
/// `==` when every case's values are `Equatable`, but only for an enum that declares the
/// conformance. A case with a value is handled by naming the case,
/// `on(Action.notificationsToggled) { context, isOn in … }`.
public protocol CellAction {}

/// Where an action came from in its host, resolved when the action fired.
public enum ActionLocation: Hashable, Sendable, CustomStringConvertible {
  /// A row or item at this index path.
  case item(IndexPath)
  /// The header view of this section.
  case header(section: Int)
  /// The footer view of this section.
  case footer(section: Int)

  /// Whether the action came from a row (not a header or footer).
  @usableFromInline
  package var isItem: Bool {
    if case .item = self { return true }
    return false
  }

  /// The section the action came from.
  public var section: Int {
    switch self {
    case .item(let indexPath): return indexPath.section
    case .header(let section), .footer(let section): return section
    }
  }

  /// The index path of the row; for a header or footer, the section with the row `NSNotFound`,
  /// as UIKit writes "the section itself".
  public var indexPath: IndexPath {
    switch self {
    case .item(let indexPath): return indexPath
    case .header(let section), .footer(let section): return IndexPath(row: NSNotFound, section: section)
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

/// An action on its way from a cell to the handlers, resolved once when it fired.
@MainActor
public struct RoutedAction {
  /// The action the cell sent.
  public let action: any CellAction
  /// The cell, header or footer view that sent the action.
  public let cell: AnyObject
  /// The control that triggered the action, if any.
  public let sender: AnyObject?
  @usableFromInline let resolution: Resolution

  @usableFromInline
  init(action: any CellAction, resolution: Resolution, cell: AnyObject, sender: AnyObject?) {
    self.action = action
    self.resolution = resolution
    self.cell = cell
    self.sender = sender
  }

  /// Where the cell was in its host when the action fired.
  public var location: ActionLocation { resolution.location }
  /// The model shown there when the action fired: the row's item, or the section's model for a
  /// header or footer; nil when no ``ListAdapter`` drives the host.
  public var item: Any? { resolution.item }
  /// When the event fired.
  public var time: Date { resolution.time }
}

/// What a handler receives when a cell's action fires: the action, where the cell was, the item
/// shown there, the cell, the control that triggered it, and when.
///
/// Every handler, the delegate and every observer of one event see the same values, resolved once
/// when the event fired, whatever the handlers before them did to the list.
@MainActor
public struct ActionContext<Action, Item> {
  /// The action the user triggered.
  public let action: Action
  /// Where the cell was in its host when the action fired.
  public let location: ActionLocation
  /// The item the row showed when the action fired: a copy of the model value (the section's
  /// model for a header's or footer's action; `Void` for handlers registered on a host without a
  /// ``ListAdapter``).
  public let item: Item
  /// The cell, header or footer view that sent the action.
  public let cell: AnyObject
  /// The control that triggered the action, if any.
  public let sender: AnyObject?
  /// When the event fired.
  public let time: Date

  /// The index path of the row when the action fired; for a header or footer, the section with the
  /// row `NSNotFound`.
  public var indexPath: IndexPath { location.indexPath }

  /// The section the action came from.
  public var section: Int { location.section }

  /// Creates a context.
  @inlinable
  public init(
    action: Action, location: ActionLocation, item: Item, cell: AnyObject, sender: AnyObject?, time: Date
  ) {
    self.action = action
    self.location = location
    self.item = item
    self.cell = cell
    self.sender = sender
    self.time = time
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

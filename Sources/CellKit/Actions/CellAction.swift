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
/// `on(Action.notificationsToggled) { context, isOn in … }`, and sent with the case and the value
/// apart, `bell.sends(Action.notificationsToggled, from: self) { bell in bell.isOn }` or
/// `send(Action.notificationsToggled, true)`: the handler then takes the value as it was sent and
/// tells the cases apart with the enum's `==`, with no reflection over the action. A case sent
/// whole (`send(.notificationsToggled(true))`) reaches such a handler through `Mirror`, which finds
/// nothing in an app built without reflection metadata; every handler of the whole type, the
/// delegate and the observers get the action either way.
public protocol CellAction {}

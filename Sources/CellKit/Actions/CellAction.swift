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

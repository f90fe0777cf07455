/// A view that a list reuses, identified by its type rather than by a string.
///
/// Conform a cell, header, footer or supplementary view and its reuse identifier is derived from
/// its module-qualified type name, so two `Cell` classes in different modules never collide and no
/// string constant has to be kept in sync:
///
/// ```swift
/// final class BadgeCell: TableCell, Reusable {}
/// let cell: BadgeCell = tableView.dequeue(for: indexPath)
/// ```
public protocol Reusable: AnyObject {
  /// The identifier a host files this type under. Defaults to the module-qualified type name.
  ///
  /// To choose another, declare it `nonisolated` in the class, since cells are main-actor types and
  /// this requirement is not: `nonisolated static var reuseIdentifier: String { "Badge" }`.
  static var reuseIdentifier: String { get }
}

extension Reusable {
  /// The module-qualified type name, such as `"MyApp.YoutuberCell"`.
  public static var reuseIdentifier: String { String(reflecting: self) }
}

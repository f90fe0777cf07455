import Foundation

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
  ///
  /// - Complexity: O(1) after the first call for a type: the name is made once (by
  ///   `String(reflecting:)`, which reads the type's metadata each time) and kept.
  public static var reuseIdentifier: String { TypeNames.shared.name(of: self) }
}

/// The module-qualified names of types, made once each: every dequeue asks for its type's reuse
/// identifier. A memo of a pure function, shared by every thread (reuse identifiers are not
/// isolated to an actor), behind a lock.
final class TypeNames: @unchecked Sendable {
  static let shared = TypeNames()

  private let lock = NSLock()
  private var names: [ObjectIdentifier: String] = [:]

  /// `String(reflecting: type)`, made on the first call for `type`.
  func name(of type: Any.Type) -> String {
    lock.lock()
    defer { lock.unlock() }
    if let name = names[ObjectIdentifier(type)] { return name }
    let name = String(reflecting: type)
    names[ObjectIdentifier(type)] = name
    return name
  }
}

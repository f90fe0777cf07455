/// A value a list can tell apart by identity and compare by content.
///
/// The identity says which row is which across updates (a YouTuber's id); the content says whether
/// a row must be redrawn (their name changed). Types that are `Identifiable` use `id`, types that are
/// only `Hashable` use themselves, and `Equatable` types compare with `==`:
///
/// ```swift
/// struct Youtuber: Identifiable, Equatable, Differentiable { let id: Int; var name: String }
/// ```
public protocol Differentiable {
  /// The type of the identity.
  associatedtype DifferenceIdentifier: Hashable

  /// The identity: equal for two versions of the same row, distinct for different rows.
  var differenceIdentifier: DifferenceIdentifier { get }

  /// Whether this value shows the same as `source`; false makes the row reload.
  func isContentEqual(to source: Self) -> Bool
}

extension Differentiable where Self: Equatable {
  /// Compares with `==`.
  @inlinable public func isContentEqual(to source: Self) -> Bool { self == source }
}

extension Differentiable where Self: Hashable {
  /// The value itself.
  @inlinable public var differenceIdentifier: Self { self }
}

extension Differentiable where Self: Identifiable {
  /// The value's `id`.
  @inlinable public var differenceIdentifier: ID { id }
}

extension Differentiable where Self: Identifiable & Hashable {
  /// The value's `id` (an `Identifiable` identity wins over hashing the whole value).
  @inlinable public var differenceIdentifier: ID { id }
}

extension String: Differentiable {}
extension Int: Differentiable {}

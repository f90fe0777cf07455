/// Where an element of one side of a diff is on the other side: its index there, or none when it
/// was deleted (an old element) or inserted (a new one).
@usableFromInline
struct Counterpart {
  /// The index, or a negative number for none; read ``index`` instead.
  @usableFromInline var raw: Int

  @inlinable init(_ index: Int) { raw = index }

  /// No counterpart: the element was deleted or inserted.
  @inlinable static var none: Counterpart { Counterpart(-1) }

  /// The index on the other side, or nil when there is none.
  @inlinable var index: Int? { raw >= 0 ? raw : nil }

  /// Whether the element has a counterpart.
  @inlinable var exists: Bool { raw >= 0 }
}

/// A value kept within a range: what a ``Slider`` and a ``Stepper`` hold.
///
/// A value outside the range is clamped to its nearest end; NaN is ignored (the value stays), so a
/// control never draws or reports a value outside its range.
struct BoundedValue {
  /// The values allowed.
  let range: ClosedRange<Double>
  /// The value, within `range`.
  private(set) var value: Double

  /// - Precondition: Both ends of `range`, and its length, are finite.
  init(_ value: Double, in range: ClosedRange<Double>, control: String) {
    precondition(
      (range.upperBound - range.lowerBound).isFinite,
      "A \(control)'s range must have finite ends and a finite length, so that every value has a place on it; it was \(range)."
    )
    self.range = range
    self.value = value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
  }

  /// Sets the value, clamped to `range` (NaN leaves it as it is).
  ///
  /// - Returns: Whether the value changed.
  mutating func set(_ newValue: Double) -> Bool {
    guard !newValue.isNaN else { return false }
    let clamped = min(max(newValue, range.lowerBound), range.upperBound)
    guard clamped != value else { return false }
    value = clamped
    return true
  }
}

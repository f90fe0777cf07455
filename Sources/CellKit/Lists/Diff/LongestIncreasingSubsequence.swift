import Foundation

/// Finds which elements of a sequence of distinct integers form a longest increasing subsequence.
@usableFromInline
enum LongestIncreasingSubsequence {
  /// A mask, true for the members of one longest increasing subsequence of `values`.
  ///
  /// - Complexity: O(n log n).
  @inlinable
  static func members(of values: [Int]) -> [Bool] {
    let n = values.count
    var isMember = Array(repeating: false, count: n)
    guard n > 0 else { return isMember }
    // Fast path: already increasing, as in most updates.
    var increasing = true
    for n in 1..<values.count where values[n - 1] > values[n] {
      increasing = false
      break
    }
    if increasing { return Array(repeating: true, count: n) }
    var tails: [Int] = []  // index into values of the smallest tail of each length
    var tailValues: [Int] = []  // values[tails[n]], kept contiguous for the binary search
    tails.reserveCapacity(n)
    tailValues.reserveCapacity(n)
    var previous = Array(repeating: -1, count: n)
    values.withUnsafeBufferPointer { values in
      for index in 0..<n {
        let value = values[index]
        var low = 0
        var high = tailValues.count
        if high > 0 && tailValues[high - 1] < value {
          low = high
        } else {
          while low < high {
            let mid = (low &+ high) >> 1
            if tailValues[mid] < value { low = mid &+ 1 } else { high = mid }
          }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count {
          tails.append(index)
          tailValues.append(value)
        } else {
          tails[low] = index
          tailValues[low] = value
        }
      }
    }
    var cursor = tails[tails.count - 1]
    while cursor >= 0 {
      isMember[cursor] = true
      cursor = previous[cursor]
    }
    return isMember
  }
}

import Foundation

extension RandomAccessCollection {
  /// The first index whose element `isAbove` accepts, in a collection where it rejects a prefix and
  /// accepts the rest (a sorted array and a bound): a binary search.
  ///
  /// - Complexity: O(log n).
  func partitioningIndex(where isAbove: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if isAbove(self[middle]) {
        count = half
      } else {
        low = index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}

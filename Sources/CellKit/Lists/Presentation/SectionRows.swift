import Foundation

/// Which rows of one section of a snapshot the host shows, by their places in the section, in
/// order: every row, or some.
///
/// A filter or a collapsed section hides rows and moves none, so two of these for one section
/// give the changes between them by a merge of their places, with no diff.
@usableFromInline
struct SectionRows: Equatable {
  @usableFromInline
  enum Storage: Equatable {
    case all(Int)
    case some([Int])
  }

  @usableFromInline let storage: Storage

  @inlinable
  init(storage: Storage) {
    self.storage = storage
  }

  /// Every row of a section of `count` rows.
  @inlinable
  static func all(_ count: Int) -> SectionRows { SectionRows(storage: .all(count)) }

  /// The rows at `places`, ascending.
  @inlinable
  static func some(_ places: [Int]) -> SectionRows { SectionRows(storage: .some(places)) }

  /// How many rows are shown.
  @inlinable
  var count: Int {
    switch storage {
    case .all(let count): count
    case .some(let places): places.count
    }
  }

  /// The place in the section of the shown row at `index`.
  @inlinable
  subscript(index: Int) -> Int {
    switch storage {
    case .all: index
    case .some(let places): places[index]
    }
  }

  /// The places shown, when not every row is.
  @inlinable
  var places: [Int]? {
    guard case .some(let places) = storage else { return nil }
    return places
  }

  /// The shown rows `isIncluded` accepts, tested in order.
  ///
  /// - Complexity: O(count) calls of `isIncluded`.
  @inlinable
  func filter(_ isIncluded: (Int) -> Bool) -> SectionRows {
    var kept: [Int] = []
    for index in 0..<count {
      let place = self[index]
      if isIncluded(place) { kept.append(place) }
    }
    return .some(kept)
  }

  /// Adds to `changes` the deletes (places among these rows) and inserts (places among `new`)
  /// that take section `section` from showing these rows to showing `new`.
  ///
  /// - Complexity: O(count + new.count); O(1) when both show every row, or the same storage.
  func changes(to new: SectionRows, inSection section: Int, into changes: inout ListChanges) {
    switch (storage, new.storage) {
    case (.all(let old), .all(let now)) where old == now:
      return
    case (.some(let old), .some(let now)) where old.sharesStorage(with: now):
      return
    default:
      break
    }
    var old = 0
    var now = 0
    while old < count || now < new.count {
      if old < count, now < new.count, self[old] == new[now] {
        old += 1
        now += 1
      } else if now == new.count || (old < count && self[old] < new[now]) {
        changes.itemDeleted.append(IndexPath(row: old, section: section))
        old += 1
      } else {
        changes.itemInserted.append(IndexPath(row: now, section: section))
        now += 1
      }
    }
  }
}

/// How a list adapter's filter changed since its rows were last shown.
enum FilterChange {
  /// Not at all.
  case none
  /// Only to filters that accept no item the filter of the shown rows rejects.
  case narrowed
  /// To any other filter, or to none.
  case replaced
}

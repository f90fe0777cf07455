// The diff's fuzz target: built by Fuzz/run.sh with the list sources and the tests' UIKit replay.
//
// For any bytes: two snapshots are read from them (repeated section and item identities and empty
// sections allowed; the second either read afresh or made from the first by edits), and the staged
// changeset between them, replayed batch by batch under UITableView's batch-update rules, must be
// accepted by every rule and end as the second snapshot, without a trap.

struct FuzzGroup: Differentiable, Equatable {
  var id: Int
  var title: Int
  var differenceIdentifier: Int { id }
}

struct FuzzRow: Differentiable, Equatable {
  var id: Int
  var content: Int
  var differenceIdentifier: Int { id }
}

typealias FuzzModel = Snapshot<FuzzGroup, FuzzRow>

extension ByteReader {

  /// A snapshot of up to 5 sections of up to 8 items, identities from small ranges so they repeat.
  mutating func snapshot() -> FuzzModel {
    var sections: [(FuzzGroup, [FuzzRow])] = []
    for _ in 0..<next(below: 6) {
      let group = FuzzGroup(id: next(below: 8), title: next(below: 2))
      sections.append((group, (0..<next(below: 9)).map { _ in FuzzRow(id: next(below: 40), content: next(below: 3)) }))
    }
    return FuzzModel(sections)
  }

  /// `source` after up to 12 edits: sections and items deleted, inserted, moved and updated.
  mutating func edited(_ source: FuzzModel) -> FuzzModel {
    var sections = Array(zip(source.sections, source.items))
    for _ in 0..<12 where !isAtEnd {
      let filled = sections.indices.filter { !sections[$0].1.isEmpty }
      switch next(below: 8) {
      case 0 where !sections.isEmpty:
        sections.remove(at: next(below: sections.count))
      case 1:
        let group = FuzzGroup(id: next(below: 8), title: 0)
        sections.insert((group, []), at: next(below: sections.count + 1))
      case 2 where sections.count > 1:
        let moved = sections.remove(at: next(below: sections.count))
        sections.insert(moved, at: next(below: sections.count + 1))
      case 3 where !sections.isEmpty:
        sections[next(below: sections.count)].0.title += 1
      case 4 where !sections.isEmpty:
        let s = next(below: sections.count)
        sections[s].1.insert(FuzzRow(id: next(below: 40), content: 0), at: next(below: sections[s].1.count + 1))
      case 5 where !filled.isEmpty:
        let from = filled[next(below: filled.count)]
        let item = sections[from].1.remove(at: next(below: sections[from].1.count))
        let to = next(below: sections.count)
        sections[to].1.insert(item, at: next(below: sections[to].1.count + 1))
      case 6 where !filled.isEmpty:
        let s = filled[next(below: filled.count)]
        sections[s].1.remove(at: next(below: sections[s].1.count))
      case 7 where !filled.isEmpty:
        let s = filled[next(below: filled.count)]
        sections[s].1[next(below: sections[s].1.count)].content += 1
      default:
        break
      }
    }
    return FuzzModel(sections)
  }
}

/// The list as the replay tracks it.
func fuzzRows(_ snapshot: FuzzModel) -> [(section: Int, rows: [BatchReplay.Row])] {
  zip(snapshot.sections, snapshot.items).map { section, items in
    (section.id * 1000 + section.title, items.map { BatchReplay.Row(id: $0.id, content: $0.content) })
  }
}

func sameList(_ a: [(section: Int, rows: [BatchReplay.Row])], _ b: [(section: Int, rows: [BatchReplay.Row])]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0.section == $1.section && $0.rows == $1.rows }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  let source = reader.snapshot()
  let target = reader.next(below: 2) == 0 ? reader.snapshot() : reader.edited(source)
  var shown = fuzzRows(source)
  for stage in StagedChangeset(from: source, to: target) {
    let after = fuzzRows(stage.data)
    do {
      shown = try BatchReplay.apply(stage.changes, to: shown, after: after)
    } catch {
      fatalError("UIKit would reject a batch: \(error)\nsource \(fuzzRows(source))\ntarget \(fuzzRows(target))")
    }
    let sameIdentities =
      shown.count == after.count
      && zip(shown, after).allSatisfy {
        $0.section / 1000 == $1.section / 1000 && $0.rows.map(\.id) == $1.rows.map(\.id)
      }
    if !sameIdentities {
      fatalError("a batch left \(shown) instead of \(after)\nsource \(fuzzRows(source))\ntarget \(fuzzRows(target))")
    }
  }
  if !sameList(shown, fuzzRows(target)) {
    fatalError("the list ended as \(shown) instead of \(fuzzRows(target))")
  }
  return 0
}

import CellKit
import Foundation

/// A channel in the list: the model the cells show and the actions are routed to.
struct Youtuber: Identifiable, Equatable, Differentiable {
  let id: Int
  var name: String
  var isSubscribed = false
  var notificationsOn = false
}

/// The sections of the list.
enum Category: String, CaseIterable, Differentiable {
  case tech = "Tech"
  case comedy = "Comedy"
  case music = "Music"
  case science = "Science"
  case gaming = "Gaming"
  case cooking = "Cooking"
}

/// The demo's seeded generator (SplitMix64): the same seed makes the same channels, so a session
/// or a benchmark input replays. The examples are app code, which sees CellKit's public API only.
struct DemoRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Makes the YouTubers the demo starts with, and new ones for Add, repeatably from a seed.
struct YoutuberFactory {
  private var random: DemoRandom
  private var nextID = 0

  static let starters: [(Category, [String])] = [
    (.tech, ["Brian Voong", "Dave Lee", "Marques Brownlee", "Linus Tech Tips"]),
    (.comedy, ["Seth Everman", "Bill Wurtz", "Cybershell"]),
    (.music, ["Adam Neely", "Rick Beato", "Jacob Collier"]),
    (.science, ["Veritasium", "Vsauce", "Kurzgesagt", "3Blue1Brown"]),
  ]

  private static let first = [
    "Ada", "Grace", "Alan", "Linus", "Hedy", "Tim", "Margaret", "Dennis", "Barbara", "Ken", "Radia",
    "Guido", "Frances", "Bjarne", "Anita", "Chris", "Mary", "John", "Katherine", "Edsger",
  ]
  private static let last = [
    "Codes", "Builds", "Explains", "Reviews", "Cooks", "Plays", "Sings", "Draws", "Tests", "Ships",
    "Debugs", "Travels", "Teaches", "Makes", "Films",
  ]

  init(seed: UInt64) {
    random = DemoRandom(seed: seed)
  }

  /// A new YouTuber with a fresh identity.
  mutating func make(named name: String? = nil) -> Youtuber {
    nextID += 1
    let generated =
      "\(Self.first.randomElement(using: &random)!) \(Self.last.randomElement(using: &random)!) #\(nextID)"
    return Youtuber(id: nextID, name: name ?? generated)
  }

  /// The first screen: the seed article's YouTubers and friends, or `rows` generated ones.
  mutating func initialSnapshot(rows: Int?) -> Snapshot<Category, Youtuber> {
    var snapshot = Snapshot<Category, Youtuber>()
    guard let rows else {
      for (category, names) in Self.starters {
        snapshot.appendSection(category, items: names.map { make(named: $0) })
      }
      return snapshot
    }
    let categories = Category.allCases
    for (index, category) in categories.enumerated() {
      let count = rows / categories.count + (index < rows % categories.count ? 1 : 0)
      var items: [Youtuber] = []
      items.reserveCapacity(count)
      for _ in 0..<count { items.append(make()) }
      snapshot.appendSection(category, items: items)
    }
    return snapshot
  }

  /// A random number below `bound`.
  mutating func index(below bound: Int) -> Int {
    Int.random(in: 0..<bound, using: &random)
  }
}

extension Snapshot where Section == Category, Item == Youtuber {
  /// Moves a dozen YouTubers near the top of their sections to random places, within and across
  /// sections, and returns how many moved.
  @discardableResult
  mutating func shuffleSome(using factory: inout YoutuberFactory) -> Int {
    guard numberOfSections > 0, numberOfItems > 1 else { return 0 }
    var moves = 0
    for _ in 0..<12 {
      let from = factory.index(below: numberOfSections)
      let to = factory.index(below: numberOfSections)
      guard numberOfItems(inSection: from) > 0 else { continue }
      let window = min(numberOfItems(inSection: from), 20)
      let source = IndexPath(row: factory.index(below: window), section: from)
      let room = min(numberOfItems(inSection: to) - (from == to ? 1 : 0), 20)
      moveItem(at: source, to: IndexPath(row: factory.index(below: room + 1), section: to))
      moves += 1
    }
    return moves
  }
}

extension Youtuber {
  /// What the channel is about: two sentences made from its name, so they never change and are
  /// long enough to wrap in a row (`--descriptions`).
  var about: String {
    let topics = [
      "long walks through how computers work", "the history of everyday things", "music theory at the piano",
      "experiments you can try in a kitchen", "building tools from scratch", "the maths behind games",
    ]
    let habits = [
      "New videos every Tuesday, with notes and sources linked below each one.",
      "Live streams on weekends answer the questions viewers leave under the videos.",
      "Every series starts from first principles, so no episode needs the ones before it.",
    ]
    let sum = name.utf8.reduce(0) { $0 + Int($1) }
    return "\(name) makes videos about \(topics[sum % topics.count]). \(habits[sum / 7 % habits.count])"
  }
}

/// A filter's query, ready to test every channel's name against as the user types: the names that
/// contain it, ignoring case.
///
/// A filter runs on every row for each key typed, so ASCII text (the demo's names) is compared byte
/// by byte; other text is lowercased and compared as characters. (`localizedCaseInsensitiveContains`
/// makes a locale for each call on Linux: 100,000 rows took 0.25 s per key.)
struct NameQuery: Sendable {
  private let text: String
  private let asciiBytes: [UInt8]?

  init(_ query: String) {
    text = query.lowercased()
    asciiBytes = text.utf8.allSatisfy { $0 < 0x80 } ? Array(text.utf8) : nil
  }

  /// Whether this query contains `other`, ignoring case: then every name it matches, `other`
  /// matches too.
  func contains(_ other: NameQuery) -> Bool {
    text.contains(other.text)
  }

  /// Whether `name` contains the query, ignoring case.
  ///
  /// - Complexity: O(name × query) bytes for ASCII text.
  func matches(_ name: String) -> Bool {
    let fast = name.utf8.withContiguousStorageIfAvailable { name -> Bool? in
      guard name.allSatisfy({ $0 < 0x80 }) else { return nil }
      // An ASCII name holds no other character, whatever the case.
      guard let query = asciiBytes else { return false }
      guard query.count <= name.count else { return false }
      if query.isEmpty { return true }
      for start in 0...(name.count - query.count) {
        var index = 0
        while index < query.count, Self.lowercase(name[start + index]) == query[index] { index += 1 }
        if index == query.count { return true }
      }
      return false
    }
    if let fast = fast ?? nil { return fast }
    return name.lowercased().contains(text)
  }

  private static func lowercase(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }
}

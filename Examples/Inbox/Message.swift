import CellKit

/// A message in the inbox. Whether it was read decides its row's cell class.
struct Message: Differentiable, Equatable {
  let id: Int
  let sender: String
  let subject: String
  let time: String
  var isRead = false
  var isFlagged = false

  var differenceIdentifier: Int { id }

  /// The sender's initials, as the avatar shows them once loaded.
  var initials: String {
    String(sender.split(separator: " ").prefix(2).compactMap(\.first))
  }
}

/// The messages, in sections by day, newest first; archived and deleted ones leave it.
struct Mailbox {
  private(set) var days: [(day: String, messages: [Message])]

  /// The sample inbox: four days of mail.
  static let sample: Mailbox = {
    let mail: [(String, [(String, String, String)])] = [
      (
        "Today",
        [
          ("Ada Lovelace", "Notes on the analytical engine", "09:41"),
          ("Grace Hopper", "Re: the first bug, taped in the log", "09:12"),
          ("Linus Torvalds", "[PATCH] fix the reuse of list rows", "08:30"),
          ("Margaret Hamilton", "Priority displays for the landing", "07:55"),
        ]
      ),
      (
        "Yesterday",
        [
          ("Alan Turing", "Can machines think? A draft", "18:20"),
          ("Katherine Johnson", "Trajectories, checked by hand", "16:02"),
          ("Dennis Ritchie", "A short note on C's declarations", "11:47"),
          ("Barbara Liskov", "Substitution, once more", "10:05"),
        ]
      ),
      (
        "Monday",
        [
          ("Ken Thompson", "Reflections on trusting trust", "17:31"),
          ("Frances Allen", "Optimizing compilers: the program", "14:10"),
          ("Edsger Dijkstra", "Go to, considered", "09:00"),
        ]
      ),
      (
        "Last week",
        [
          ("John Backus", "Can programming be liberated?", "Fri"),
          ("Hedy Lamarr", "Frequency hopping, the patent", "Thu"),
          ("Donald Knuth", "A cheque for $2.56", "Wed"),
          ("Radia Perlman", "Algorhyme, a poem on spanning trees", "Tue"),
        ]
      ),
    ]
    var id = 0
    return Mailbox(
      days: mail.map { day, messages in
        (
          day,
          messages.map { sender, subject, time in
            id += 1
            return Message(
              id: id, sender: sender, subject: subject, time: time, isRead: id % 3 == 0, isFlagged: id == 2)
          }
        )
      })
  }()

  var snapshot: Snapshot<String, Message> { Snapshot(days.map { ($0.day, $0.messages) }) }

  /// Changes the message `id` wherever it is.
  mutating func update(_ id: Int, _ change: (inout Message) -> Void) {
    for d in days.indices {
      if let m = days[d].messages.firstIndex(where: { $0.id == id }) { change(&days[d].messages[m]) }
    }
  }

  /// Takes the messages `ids` out of the inbox (archived or deleted).
  mutating func remove(_ ids: Set<Int>) {
    for d in days.indices { days[d].messages.removeAll { ids.contains($0.id) } }
  }
}

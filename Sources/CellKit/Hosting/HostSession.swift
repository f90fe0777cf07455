/// What one host is doing now, and the work app code asked of it meanwhile: the one place that keeps
/// the rule "CellKit finishes what it is doing on the host, then makes the app's changes, in the
/// order the app made them" (<doc:ChangingTheListFromItsCallbacks>).
///
/// The host and CellKit report what they do as activities, nested (``perform(_:_:)``). Work app
/// code asks for (``submit(_:)``) runs at once when the host is free; otherwise it waits in one
/// first-in-first-out queue and runs once the outermost activity is over: at once after CellKit's
/// own activities, on the scheduler's next turn after the platform's own (a layout, a drag the
/// platform is in the middle of), and, once work waits for that turn, everything after it waits
/// for it too. Each piece of work runs as an update of its own, so work it asks for runs after it,
/// behind what waited before.
///
/// Every host owns one, through its router (``ActionRouter/session``).
@MainActor
package final class HostSession {
  /// Something the host is doing, during which the work app code asks for waits.
  package enum Activity: Equatable, Sendable {
    /// An event is reaching its handlers, the delegate and the observers.
    case delivering
    /// CellKit is changing what the host shows (an update, the selection, the columns) or running
    /// work that waited: what the host reports meanwhile is CellKit's doing, not the user's.
    case updating
    /// The host is making or configuring views, in the middle of a layout of its own: work waits
    /// for the scheduler's next turn, when the layout is over.
    case layingOut
    /// The platform is in the middle of a change of its own, which it reported to CellKit (UIKit's
    /// drag to reorder): the activity lasts until the scheduler's next turn.
    case platformChange

    /// Whether the platform's own work goes on after the activity ends, so that what waited runs
    /// on the scheduler's next turn.
    var isPlatformWork: Bool { self == .layingOut || self == .platformChange }
  }

  /// What a session did, in order: what a test follows to check the rule along an app's own work.
  package enum Event: Equatable, Sendable {
    /// Work was submitted; work is numbered in the order it is submitted.
    case submitted(Int)
    /// The work of this number ran, as the host's one activity when `alone`.
    case ran(Int, alone: Bool)
  }

  /// Told of each event, when set: for tests.
  package var onEvent: (@MainActor (Event) -> Void)?

  /// The activities under way, outermost first.
  private let activities = ExclusiveValue<[Activity]>([])
  /// How many activities are under way, and how many pieces of work wait: what every event reads,
  /// kept apart from the stack and the queue so that reading them copies nothing.
  private let depth = ExclusiveValue(0)
  private let pending = ExclusiveValue(0)
  /// The work waiting, in the order it was submitted.
  private let waiting = ExclusiveValue(WorkQueue())
  /// How many pieces of work were submitted.
  private var submitted = 0
  /// Whether a turn of the scheduler is asked for, to run the work that waited for the platform.
  private var isNextTurnAsked = false
  /// The host whose scheduler's next turn ends the platform's work.
  package weak var host: (any ActionHost)?

  /// A session for `host`, a host without one until it is given.
  package init(host: (any ActionHost)? = nil) {
    self.host = host
  }

  /// Where work that waits for the platform runs: the host's scheduler.
  private var scheduler: any MainScheduler { host?.scheduler ?? MainActorScheduler() }

  /// Whether the host does nothing now: work submitted runs at once.
  ///
  /// - Complexity: O(1).
  package var isFree: Bool { depth.value == 0 }

  /// Whether CellKit is changing what the host shows now: a change the host reports meanwhile
  /// (its selection, a column moved or resized) is CellKit's doing, not the user's.
  ///
  /// - Complexity: O(activities under way).
  package var isChangingHost: Bool { isPerforming(.updating) }

  /// Whether `activity` is under way, at any depth.
  ///
  /// - Complexity: O(activities under way).
  package func isPerforming(_ activity: Activity) -> Bool { activities.value.contains(activity) }

  /// What the host is doing, outermost: what it was doing when the other activities under way
  /// began; nil when the host is free.
  package var outermost: Activity? { activities.value.first }

  /// How many pieces of work wait.
  package var waitingCount: Int { pending.value }

  /// Runs `work` now when the host is free (after the work that waited, if any); otherwise once
  /// the outermost activity is over, after every piece of work submitted before it.
  package func submit(_ work: @escaping @MainActor () -> Void) {
    submitted += 1
    onEvent?(.submitted(submitted))
    waiting.value.append(Work(number: submitted, run: work))
    pending.value += 1
    if depth.value == 0 && !isNextTurnAsked { runWaiting() }
  }

  /// Runs `body` as `activity`; when it was the outermost activity, the work that waited runs:
  /// at once, or on the scheduler's next turn after the platform's work. A ``Activity/platformChange``
  /// lasts until the scheduler's next turn.
  @discardableResult
  package func perform<Result>(_ activity: Activity, _ body: () -> Result) -> Result {
    activities.value.append(activity)
    depth.value += 1
    let result = body()
    if activity == .platformChange {
      scheduler.enqueue { [self] in end(activity) }
    } else {
      end(activity)
    }
    return result
  }

  private func end(_ activity: Activity) {
    remove(activity)
    guard depth.value == 0, pending.value > 0 else { return }
    // Work that waits for the platform's next turn waits for it even when one of CellKit's own
    // activities ends first (UIKit asks for a prefetch in the middle of the layout that made a
    // cell whose configure closure applied a snapshot): the work after it waits behind it.
    if activity.isPlatformWork || isNextTurnAsked { askForNextTurn() } else { runWaiting() }
  }

  private func askForNextTurn() {
    guard !isNextTurnAsked else { return }
    isNextTurnAsked = true
    scheduler.enqueue { [self] in
      isNextTurnAsked = false
      if depth.value == 0 { runWaiting() }
    }
  }

  /// Ends `activity`: the innermost one, or, for a platform change ended on a later turn, the
  /// innermost platform change (a nested run loop may run that turn inside other activities).
  private func remove(_ activity: Activity) {
    if activity == .platformChange, let index = activities.value.lastIndex(of: activity) {
      activities.value.remove(at: index)
    } else {
      activities.value.removeLast()
    }
    depth.value -= 1
  }

  /// Runs the work waiting, in order, each as an update, until none is left: what a piece of work
  /// submits waits behind the rest.
  private func runWaiting() {
    while depth.value == 0, let work = waiting.value.removeFirst() {
      pending.value -= 1
      activities.value.append(.updating)
      depth.value += 1
      onEvent?(.ran(work.number, alone: depth.value == 1))
      work.run()
      remove(.updating)
    }
  }
}

/// A piece of work app code asked for, numbered in the order it was submitted.
private struct Work {
  let number: Int
  let run: @MainActor () -> Void
}

/// Work waiting in a session, first in, first out.
private struct WorkQueue {
  private var items: [Work] = []
  private var head = 0

  var count: Int { items.count - head }
  var isEmpty: Bool { head == items.count }

  mutating func append(_ work: Work) {
    items.append(work)
  }

  /// Removes and returns the first piece of work, or nil when none waits.
  ///
  /// - Complexity: amortized O(1).
  mutating func removeFirst() -> Work? {
    guard head < items.count else { return nil }
    let work = items[head]
    head += 1
    if head == items.count {
      items.removeAll(keepingCapacity: true)
      head = 0
    }
    return work
  }
}

/// The lifetime of one configuration of a reusable cell.
///
/// A host opens a cell's scope while the cell is configured for an item and ends it when the cell
/// is reused for another item. Control handlers registered while a scope is open belong to it and are
/// removed when it ends, so handlers added in a configure closure never pile up on reused cells.
/// Handlers registered at any other time (for example in a cell's `cellDidLoad`) stay.
///
/// Tasks started with `task(id:_:then:)` belong to the configuration too: ending it cancels them and
/// their results are dropped. Configuring the view again for the same item (a reconfigure in place)
/// keeps the configuration: its tasks run on, and one started again from the same place replaces
/// only its delivery.
@MainActor
@_spi(CellKitPlatform) public final class ReuseScope {
  private struct Registration {
    weak var store: (any HandlerRemoving)?
    let id: Int
  }

  /// One configuration of a view: current until the view is reused for other content.
  @MainActor
  package final class Configuration {
    /// Whether the view still shows what it was configured for.
    package fileprivate(set) var isCurrent = true
    /// The scope handlers registered under this configuration go into, while it is current.
    fileprivate weak var scope: ReuseScope?

    fileprivate init(scope: ReuseScope) {
      self.scope = scope
    }
  }

  /// Where a task was started from, so starting it again from there finds it.
  private struct TaskKey: Hashable {
    let file: String
    let line: Int
    let id: AnyHashable
  }

  private struct ScopedTask {
    let task: Task<Void, Never>
    /// The task's delivery, replaced when it is started again from the same place.
    let delivery: AnyObject
    var claimed = true
  }

  private var registrations: [Registration] = []
  private var tasks: [TaskKey: ScopedTask] = [:]
  /// The identity of the content shown, when the host knows it.
  private var identity: AnyHashable?
  /// The configuration the view shows now.
  package private(set) var configuration: Configuration!
  /// Where the tasks of this scope's configurations run; hosts set their own.
  @_spi(CellKitPlatform) public var scheduler: any MainScheduler = MainActorScheduler()
  /// What made the view (a list's cell registration), so it is only ever configured by that; kept
  /// across configurations, since reuse never changes what a view is.
  package var maker: AnyObject?

  /// The configuration being run, bound for the duration of ``configuring(_:)`` in the current
  /// task only, so two tables, two tests or two windows never see each other's scope. Tasks started
  /// while configuring inherit it: an action such a task sends after the view was reused is dropped.
  @TaskLocal static var current: Configuration?

  /// Creates a scope whose tasks run on `scheduler`.
  @_spi(CellKitPlatform) public init(scheduler: any MainScheduler = MainActorScheduler()) {
    self.scheduler = scheduler
    configuration = Configuration(scope: self)
  }

  /// Runs `configure` with this scope open, so the handlers it registers end with the scope.
  @discardableResult
  package func configuring<R>(_ configure: () throws -> R) rethrows -> R {
    try ReuseScope.$current.withValue(configuration) { try configure() }
  }

  /// Runs `configure` as the view's new configuration: what a host does each time it shows a
  /// reused view. For other content (or content of unknown `identity`) the previous
  /// configuration ends first; for the same content its handlers end, and its tasks run on unless
  /// `configure` no longer starts them.
  @discardableResult
  package func reconfiguring<R>(identity newIdentity: AnyHashable? = nil, _ configure: () throws -> R) rethrows
    -> R
  {
    guard let newIdentity, newIdentity == identity else {
      end()
      identity = newIdentity
      return try configuring(configure)
    }
    endHandlers()
    for key in tasks.keys { tasks[key]?.claimed = false }
    defer {
      for (key, task) in tasks where !task.claimed {
        task.task.cancel()
        tasks[key] = nil
      }
    }
    return try configuring(configure)
  }

  /// Ends the configuration: removes every handler registered into it, cancels its tasks and
  /// drops their results. The scope can be opened again afterwards, as a new configuration.
  @_spi(CellKitPlatform) public func end() {
    endHandlers()
    configuration.isCurrent = false
    configuration = Configuration(scope: self)
    identity = nil
    let ending = tasks
    tasks.removeAll()
    for task in ending.values { task.task.cancel() }
  }

  private func endHandlers() {
    let ending = registrations
    registrations.removeAll(keepingCapacity: true)
    for registration in ending { registration.store?.removeHandler(id: registration.id) }
  }

  /// How many handlers are registered into this scope.
  package var handlerCount: Int { registrations.count }

  package func add(store: any HandlerRemoving, id: Int) {
    registrations.append(Registration(store: store, id: id))
  }

  /// Registers a handler into the configuration being run, if there is one and it is current.
  package static func register(store: any HandlerRemoving, id: Int) {
    guard let configuration = current, configuration.isCurrent else { return }
    configuration.scope?.add(store: store, id: id)
  }

  /// Takes over the registrations and tasks of `other`, which is left empty: for a host that
  /// collected what a data source registered while it made a view, and gives it to that view's
  /// scope. When the view's own configuration holds nothing yet, the one `other` ran becomes the
  /// view's, so its tasks stay current exactly as long as the view shows that content.
  package func adopt(_ other: ReuseScope) {
    guard !other.registrations.isEmpty || !other.tasks.isEmpty else { return }
    if registrations.isEmpty && tasks.isEmpty {
      configuration.isCurrent = false
      configuration = other.configuration
      configuration.scope = self
      other.configuration = Configuration(scope: other)
    }
    registrations += other.registrations
    other.registrations.removeAll()
    for (key, task) in other.tasks { tasks[key] = task }
    other.tasks.removeAll()
  }

  /// Starts `operation` as a task of the current configuration, delivering its result to `deliver`
  /// on the main actor while the configuration is current. Started again from the same place with
  /// the same `id` while it runs, the running task is kept and `deliver` replaces its delivery.
  ///
  /// The task runs on the scheduler of the scope being configured (the host's), or this scope's.
  package func startTask<Value: Sendable>(
    id: AnyHashable, file: String, line: Int,
    _ operation: @escaping @MainActor () async throws -> Value,
    deliver: @escaping @MainActor (Result<Value, any Error>) -> Void
  ) {
    let key = TaskKey(file: file, line: line, id: id)
    if let running = tasks[key], let delivery = running.delivery as? Delivery<Value> {
      delivery.deliver = deliver
      tasks[key]?.claimed = true
      return
    }
    tasks[key]?.task.cancel()
    let delivery = Delivery(deliver)
    let configuration = configuration!
    let scheduler = (ReuseScope.current?.scope ?? self).scheduler
    let task = scheduler.startTask {
      do {
        delivery.result = .success(try await ReuseScope.$current.withValue(configuration) { try await operation() })
      } catch {
        delivery.result = .failure(error)
      }
      delivery.wasCancelled = Task.isCancelled
    } completion: { [weak self] in
      if let self, self.tasks[key]?.delivery === delivery { self.tasks[key] = nil }
      guard configuration.isCurrent, !delivery.wasCancelled, let result = delivery.result else { return }
      if case .failure(let error) = result, error is CancellationError { return }
      delivery.deliver(result)
    }
    tasks[key] = ScopedTask(task: task, delivery: delivery)
  }
}

/// Whether an action sent now comes from a task of a configuration that has ended: the view was
/// reused since, so the action is about content it no longer shows.
@usableFromInline @MainActor
package var isSendingFromEndedConfiguration: Bool {
  guard let configuration = ReuseScope.current else { return false }
  return !configuration.isCurrent
}

/// The delivery of a configuration task's result, replaceable while the task runs.
@MainActor
private final class Delivery<Value> {
  var deliver: @MainActor (Result<Value, any Error>) -> Void
  /// What the task's operation gave, once it returned.
  var result: Result<Value, any Error>?
  /// Whether the task was cancelled by the time its operation returned.
  var wasCancelled = false

  init(_ deliver: @escaping @MainActor (Result<Value, any Error>) -> Void) {
    self.deliver = deliver
  }
}

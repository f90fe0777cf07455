import CGTK

/// The one place where GTK's C callbacks become Swift closures.
///
/// A handler is connected with `g_signal_connect_data`: its closure is retained in a box whose
/// unmanaged pointer GTK carries as the signal's user data, and released by the destroy notifier GTK
/// calls when the handler is disconnected or the object finalized. GTK emits its signals on the
/// thread that runs its main loop, the main thread, so each call runs on the main actor.
@MainActor
enum Signal {
  /// The closure a connected handler calls, retained for as long as the connection lasts.
  private final class Box {
    let call: @MainActor (UnsafeMutableRawPointer?) -> Void

    init(_ call: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) {
      self.call = call
    }
  }

  private typealias NoArgument = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
  private typealias OneArgument =
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

  private static let release: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<Box>.fromOpaque(data).release()
  }

  /// Calls `body` each time `instance` emits `name`, a signal whose handler takes no argument
  /// (`clicked`, `toggled`, `value-changed`, `changed`, `notify::active`).
  ///
  /// - Returns: The handler's id, for `g_signal_handler_block` and `g_signal_handler_disconnect`.
  @discardableResult
  static func connect(_ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor () -> Void)
    -> gulong
  {
    let handler: NoArgument = { _, data in
      guard let data else { return }
      MainActor.assumeIsolated { Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().call(nil) }
    }
    return connect(instance, name, unsafeBitCast(handler, to: GCallback.self), Box { _ in body() })
  }

  /// Calls `body` with the signal's one argument each time `instance` emits `name` (a list item
  /// factory's `setup`, `bind`, `unbind`).
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    argument body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
  ) -> gulong {
    let handler: OneArgument = { _, argument, data in
      guard let data else { return }
      MainActor.assumeIsolated { Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().call(argument) }
    }
    return connect(instance, name, unsafeBitCast(handler, to: GCallback.self), Box(body))
  }

  private static func connect(_ instance: UnsafeMutableRawPointer, _ name: String, _ handler: GCallback, _ box: Box)
    -> gulong
  {
    let id = g_signal_connect_data(
      instance, name, handler, Unmanaged.passRetained(box).toOpaque(), release, GConnectFlags(0))
    precondition(id != 0, "GTK has no signal \"\(name)\" on this \(typeName(of: instance)).")
    return id
  }

  /// Runs `body` with the handler `id` of `instance` blocked: a change the program makes is not
  /// reported as the user's.
  static func blocking<Result>(_ instance: UnsafeMutableRawPointer, _ id: gulong, _ body: () -> Result) -> Result {
    g_signal_handler_block(instance, id)
    defer { g_signal_handler_unblock(instance, id) }
    return body()
  }

  /// The GObject type name of `instance`, for messages.
  static func typeName(of instance: UnsafeMutableRawPointer) -> String {
    let type = instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    return String(cString: g_type_name(type))
  }
}

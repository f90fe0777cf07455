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
  private class Box {}

  /// A closure taking the signal's arguments and giving its result.
  private final class Typed<Arguments, Result>: Box {
    let call: @MainActor (Arguments) -> Result

    init(_ call: @escaping @MainActor (Arguments) -> Result) {
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
  /// (`clicked`, `toggled`, `value-changed`, `changed`, `activate`); a handler's C type must match
  /// the signal's, so a signal with arguments (`notify::…` has one) takes another overload.
  ///
  /// - Returns: The handler's id, for `g_signal_handler_block` and `g_signal_handler_disconnect`.
  @discardableResult
  static func connect(_ instance: UnsafeMutableRawPointer, _ name: String, _ body: @escaping @MainActor () -> Void)
    -> gulong
  {
    let handler: NoArgument = { _, data in
      guard let data else { return }
      MainActor.assumeIsolated { data.boxed(Typed<Void, Void>.self).call(()) }
    }
    return connect(instance, name, unsafeBitCast(handler, to: GCallback.self), Typed(body))
  }

  /// Calls `body` with the signal's one argument each time `instance` emits `name` (a list item
  /// factory's `bind` and `unbind`, a property's `notify::…`).
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    argument body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
  ) -> gulong {
    let handler: OneArgument = { _, argument, data in
      guard let data else { return }
      MainActor.assumeIsolated { data.boxed(Typed<UnsafeMutableRawPointer?, Void>.self).call(argument) }
    }
    return connect(instance, name, unsafeBitCast(handler, to: GCallback.self), Typed(body))
  }

  /// Calls `body` with the signal's two arguments each time `instance` emits `name` (a drag
  /// source's `drag-end`).
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String,
    twoArguments body: @escaping @MainActor (UnsafeMutableRawPointer?, gboolean) -> Void
  ) -> gulong {
    typealias Handler =
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gboolean, UnsafeMutableRawPointer?
      ) -> Void
    let handler: Handler = { _, first, second, data in
      guard let data else { return }
      MainActor.assumeIsolated {
        data.boxed(Typed<(UnsafeMutableRawPointer?, gboolean), Void>.self).call((first, second))
      }
    }
    return connect(instance, name, unsafeBitCast(handler, to: GCallback.self), Typed(body))
  }

  /// Asks `body` each time `instance` emits `name`, a signal without arguments that returns a
  /// boolean (a window's `close-request`: true keeps the window open).
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ name: String, returning body: @escaping @MainActor () -> Bool
  )
    -> gulong
  {
    typealias Handler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean
    let handler: Handler = { _, data in
      guard let data else { return 0 }
      return MainActor.assumeIsolated { data.boxed(Typed<Void, Bool>.self).call(()) } ? 1 : 0
    }
    return connect(instance, name, unsafeBitCast(handler, to: GCallback.self), Typed(body))
  }

  /// Calls `body` with the point where a click gesture's button is released (`released`).
  @discardableResult
  static func connectReleased(_ gesture: UnsafeMutableRawPointer, _ body: @escaping @MainActor (Double, Double) -> Void)
    -> gulong
  {
    typealias Handler =
      @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) ->
      Void
    let handler: Handler = { _, _, x, y, data in
      guard let data else { return }
      MainActor.assumeIsolated { data.boxed(Typed<(Double, Double), Void>.self).call((x, y)) }
    }
    return connect(gesture, "released", unsafeBitCast(handler, to: GCallback.self), Typed(body))
  }

  /// Calls `body` with the key and modifiers of each key a key controller sees (`key-pressed`);
  /// `body` returns whether it handled the key.
  @discardableResult
  static func connectKeyPressed(
    _ controller: UnsafeMutableRawPointer, _ body: @escaping @MainActor (guint, guint) -> Bool
  ) -> gulong {
    typealias Handler =
      @convention(c) (UnsafeMutableRawPointer?, guint, guint, guint, UnsafeMutableRawPointer?) ->
      gboolean
    let handler: Handler = { _, key, _, modifiers, data in
      guard let data else { return 0 }
      return MainActor.assumeIsolated { data.boxed(Typed<(guint, guint), Bool>.self).call((key, modifiers)) } ? 1 : 0
    }
    return connect(controller, "key-pressed", unsafeBitCast(handler, to: GCallback.self), Typed(body))
  }

  /// Asks `body` for the content of a drag a drag source starts (`prepare`); nil refuses the drag.
  @discardableResult
  static func connectPrepare(
    _ source: UnsafeMutableRawPointer, _ body: @escaping @MainActor () -> UnsafeMutablePointer<GdkContentProvider>?
  ) -> gulong {
    typealias Handler =
      @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) ->
      UnsafeMutableRawPointer?
    let handler: Handler = { _, _, _, data in
      guard let data else { return nil }
      let provider = MainActor.assumeIsolated {
        data.boxed(Typed<Void, UnsafeMutablePointer<GdkContentProvider>?>.self).call(()).map(UInt.init(bitPattern:))
      }
      return provider.flatMap(UnsafeMutableRawPointer.init(bitPattern:))
    }
    return connect(source, "prepare", unsafeBitCast(handler, to: GCallback.self), Typed(body))
  }

  /// Asks `body` which action a drop at a point would take (`motion` of a drop target).
  @discardableResult
  static func connectDropMotion(
    _ target: UnsafeMutableRawPointer, _ body: @escaping @MainActor (Double, Double) -> GdkDragAction
  ) -> gulong {
    typealias Handler =
      @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) ->
      GdkDragAction
    let handler: Handler = { _, x, y, data in
      guard let data else { return GdkDragAction(0) }
      return MainActor.assumeIsolated { data.boxed(Typed<(Double, Double), GdkDragAction>.self).call((x, y)) }
    }
    return connect(target, "motion", unsafeBitCast(handler, to: GCallback.self), Typed(body))
  }

  /// Asks `body` to take a drop at a point (`drop` of a drop target); it returns whether it did.
  @discardableResult
  static func connectDrop(_ target: UnsafeMutableRawPointer, _ body: @escaping @MainActor (Double, Double) -> Bool)
    -> gulong
  {
    typealias Handler =
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?
      ) -> gboolean
    let handler: Handler = { _, _, x, y, data in
      guard let data else { return 0 }
      return MainActor.assumeIsolated { data.boxed(Typed<(Double, Double), Bool>.self).call((x, y)) } ? 1 : 0
    }
    return connect(target, "drop", unsafeBitCast(handler, to: GCallback.self), Typed(body))
  }

  /// Calls `body` each time a sorter's sort order changes (`changed`, whose argument is how).
  @discardableResult
  static func connectSorterChanged(_ sorter: UnsafeMutableRawPointer, _ body: @escaping @MainActor () -> Void)
    -> gulong
  {
    typealias Handler =
      @convention(c) (UnsafeMutableRawPointer?, GtkSorterChange, UnsafeMutableRawPointer?) -> Void
    let handler: Handler = { _, _, data in
      guard let data else { return }
      MainActor.assumeIsolated { data.boxed(Typed<Void, Void>.self).call(()) }
    }
    return connect(sorter, "changed", unsafeBitCast(handler, to: GCallback.self), Typed(body))
  }

  /// Calls `body` each time a list model's items change (`items-changed`: the position, how many
  /// were removed, how many added).
  @discardableResult
  static func connectItemsChanged(_ model: UnsafeMutableRawPointer, _ body: @escaping @MainActor () -> Void)
    -> gulong
  {
    typealias Handler =
      @convention(c) (UnsafeMutableRawPointer?, guint, guint, guint, UnsafeMutableRawPointer?) -> Void
    let handler: Handler = { _, _, _, _, data in
      guard let data else { return }
      MainActor.assumeIsolated { data.boxed(Typed<Void, Void>.self).call(()) }
    }
    return connect(model, "items-changed", unsafeBitCast(handler, to: GCallback.self), Typed(body))
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

extension UnsafeMutableRawPointer {
  /// The box of closures this user data points to.
  fileprivate func boxed<T: AnyObject>(_ type: T.Type) -> T {
    unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(self).takeUnretainedValue(), to: T.self)
  }
}

import CGTK

/// GTK's C API takes each object as a pointer to its own struct type, and Swift imports the types
/// GTK keeps private as `OpaquePointer`. These conversions are the casts C code writes with
/// `GTK_WIDGET (x)` or `G_OBJECT (x)`; every one names the GObject type the object is known to be.
extension UnsafeMutablePointer {
  /// This object as a `GtkWidget`.
  var widget: UnsafeMutablePointer<GtkWidget> { UnsafeMutablePointer<GtkWidget>(OpaquePointer(self)) }
  /// This object as the GTK type `T`, a struct GTK makes public.
  func gtk<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> { UnsafeMutablePointer<T>(OpaquePointer(self)) }
  /// This object as a GTK type that GTK keeps private.
  var opaque: OpaquePointer { OpaquePointer(self) }
  /// This object as an untyped pointer, for `g_signal_*` calls.
  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
  /// This object as a `GObject`, for `g_object_*` calls.
  var object: UnsafeMutablePointer<GObject> { UnsafeMutablePointer<GObject>(OpaquePointer(self)) }
}

extension OpaquePointer {
  /// This object, for the calls that take it as it is.
  var opaque: OpaquePointer { self }
  /// This object as a `GtkWidget`.
  var widget: UnsafeMutablePointer<GtkWidget> { UnsafeMutablePointer<GtkWidget>(self) }
  /// This object as the GTK type `T`, a struct GTK makes public.
  func gtk<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> { UnsafeMutablePointer<T>(self) }
  /// This object as an untyped pointer, for `g_signal_*` calls.
  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
  /// This object as a `GObject`, for `g_object_*` calls.
  var object: UnsafeMutablePointer<GObject> { UnsafeMutablePointer<GObject>(self) }
}

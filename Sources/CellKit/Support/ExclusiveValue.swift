/// A value that main-actor code reads on every event, stored without the runtime's exclusivity
/// checks: the one place in CellKit where those checks are turned off.
///
/// Reading a class's stored property costs a dynamic exclusivity check each time; an event reads
/// a dozen of them. Kept here instead, the value is read and written with no check, under one
/// invariant: **no access starts while a modification of the same value is under way** — no
/// `_modify` of ``value`` runs code that reaches the same value. Each owner keeps it by never
/// calling out (to app code, handlers or the host) from inside a modification; a read is a copy,
/// which holds no access.
///
/// Built with `CELLKIT_INTERNAL_CHECKS` defined (`CELLKIT_INTERNAL_CHECKS=1 swift test`, as CI's
/// sanitizer runs do), every access checks the invariant and stops the program with a message
/// naming the value's type when it is broken.
@MainActor
@usableFromInline
package final class ExclusiveValue<Value> {
  @usableFromInline @exclusivity(unchecked) var storage: Value
  #if CELLKIT_INTERNAL_CHECKS
    /// Whether a modification is under way.
    @usableFromInline var isModifying = false
  #endif

  /// Stores `value`.
  @inlinable
  package init(_ value: Value) {
    storage = value
  }

  /// The value: read as a copy, or modified in place.
  ///
  /// - Precondition: No modification of this value is under way.
  /// - Complexity: O(1).
  @inlinable
  package var value: Value {
    get {
      #if CELLKIT_INTERNAL_CHECKS
        checkNoModification("read")
      #endif
      return storage
    }
    _modify {
      #if CELLKIT_INTERNAL_CHECKS
        checkNoModification("modified")
        isModifying = true
        defer { isModifying = false }
      #endif
      yield &storage
    }
  }

  #if CELLKIT_INTERNAL_CHECKS
    @usableFromInline
    func checkNoModification(_ access: String) {
      precondition(
        !isModifying,
        """
        An ExclusiveValue<\(Value.self)> was \(access) while it was being modified: code run from \
        inside the modification reached the same value. Finish the modification before calling out.
        """)
    }
  #endif
}

/// Whether CellKit was built with `CELLKIT_INTERNAL_CHECKS`, which makes ``ExclusiveValue`` check
/// its invariant.
#if CELLKIT_INTERNAL_CHECKS
  package let internalChecksEnabled = true
#else
  package let internalChecksEnabled = false
#endif

extension ExclusiveValue where Value: WeakHolding {
  /// The object the weak reference holds, read without copying the reference.
  ///
  /// - Precondition: No modification of this value is under way.
  @inlinable
  package var object: Value.Object? {
    #if CELLKIT_INTERNAL_CHECKS
      checkNoModification("read")
    #endif
    return storage.object
  }
}

/// A value holding a weak reference, which an ``ExclusiveValue`` reads without copying it.
@usableFromInline
package protocol WeakHolding {
  /// What the reference is to.
  associatedtype Object
  /// The object, while something else keeps it.
  var object: Object? { get set }
}

/// A weak reference as a value, for an ``ExclusiveValue`` that holds one (a closure's own
/// `[weak x]` capture is a variable whose every read the runtime checks).
@usableFromInline
package struct Weak<Object: AnyObject>: WeakHolding {
  /// The object, while something else keeps it.
  @usableFromInline package weak var object: Object?

  /// A weak reference to `object`.
  @inlinable
  package init(_ object: Object?) {
    self.object = object
  }
}

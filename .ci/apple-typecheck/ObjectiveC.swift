// Stand-in for the Objective-C runtime calls CellKitUIKit makes, so its sources type-check on Linux.
// Signatures follow Apple's documentation; nothing here runs.

public struct Selector: ExpressibleByStringLiteral, Hashable {
  public init(stringLiteral value: String) {}
  public init(_ value: String) {}
}

public struct objc_AssociationPolicy: Sendable {
  public static let OBJC_ASSOCIATION_RETAIN_NONATOMIC = objc_AssociationPolicy()
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }

public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {}

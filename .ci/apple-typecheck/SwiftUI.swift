// Stand-in declarations of the SwiftUI API that the SwiftUI parts of CellKitUIKit and CellKitAppKit
// and the examples use, with the signatures of Apple's SDKs, so they are type-checked on Linux.
// Compiled with SwiftUI+UIKit.swift or SwiftUI+AppKit.swift, its hosting types. Nothing here runs.
@_exported import Foundation

@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
  nonisolated public init(_ value: T) {}
  public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

public struct AnyView: View {
  nonisolated public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

public struct ModifiedView: View {
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

extension View {
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    ModifiedView()
  }
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { ModifiedView() }
  nonisolated public func labelsHidden() -> some View { ModifiedView() }
  nonisolated public func disabled(_ disabled: Bool) -> some View { ModifiedView() }
}

public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues {
  public init() {}
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
}

public protocol DynamicProperty {}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
  nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  nonisolated public var wrappedValue: Value { fatalError() }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

public struct Text: View {
  public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { fatalError() }
}

public struct Spacer: View {
  @MainActor @preconcurrency public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError() }
}

public struct VerticalAlignment: Equatable, Sendable {
  public static let center = VerticalAlignment()
}

public struct HStack<Content: View>: View {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

public struct Toggle<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

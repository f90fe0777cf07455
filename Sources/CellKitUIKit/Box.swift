#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// A reference box, to attach value types to UIKit objects.
  final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
#endif

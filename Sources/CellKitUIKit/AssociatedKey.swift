#if canImport(UIKit)
  import ObjectiveC
  import UIKit
  @_exported import CellKit

  /// Keys for the values CellKit attaches to UIKit objects.
  enum AssociatedKey {
    nonisolated(unsafe) static var handlers: UInt8 = 0
    nonisolated(unsafe) static var bridge: UInt8 = 0
    nonisolated(unsafe) static var router: UInt8 = 0
    nonisolated(unsafe) static var registered: UInt8 = 0
    nonisolated(unsafe) static var reuseScope: UInt8 = 0
    nonisolated(unsafe) static var dataSource: UInt8 = 0
    nonisolated(unsafe) static var section: UInt8 = 0
    nonisolated(unsafe) static var headerTap: UInt8 = 0
  }
#endif

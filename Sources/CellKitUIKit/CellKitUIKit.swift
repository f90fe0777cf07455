#if canImport(UIKit)
  @_exported import CellKit
#endif

import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  extension IndexPath {
    /// Creates an index path for a row in a section of a table.
    ///
    /// UIKit declares the same initializer on Apple platforms; this one exists where UIKit and
    /// AppKit do not, so the same call sites compile on Linux.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// Creates an index path for an item in a section of a collection.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The section of a two-element index path.
    ///
    /// - Precondition: The index path has at least one element.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The row of a two-element index path (the same as ``item``).
    ///
    /// - Precondition: The index path has exactly two elements.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The item of a two-element index path (the same as ``row``).
    ///
    /// - Precondition: The index path has exactly two elements.
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif

extension IndexPath {
  /// Section and position in it, named the same on every platform for CellKit's own code.
  @inlinable package init(_ section: Int, _ position: Int) {
    self.init(indexes: [section, position])
  }

  @inlinable package var sectionIndex: Int { self[0] }
  @inlinable package var positionIndex: Int { self[1] }
}

#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  extension UIView {
    /// The object that answers a list view's data source and delegate questions. UIKit holds its
    /// data source and delegate weakly, so the view keeps its bridge alive here.
    var retainedBridge: AnyObject? {
      get { associatedValue(self, &AssociatedKey.dataSource) }
      set { setAssociatedValue(newValue, on: self, &AssociatedKey.dataSource) }
    }
  }
#endif

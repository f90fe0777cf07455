#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  extension UIView {
    /// The object that answers a list view's data source and delegate questions. UIKit holds its
    /// data source and delegate weakly, so the view keeps its bridge alive here.
    var retainedBridge: AnyObject? {
      get { objc_getAssociatedObject(self, &AssociatedKey.dataSource) as AnyObject? }
      set { objc_setAssociatedObject(self, &AssociatedKey.dataSource, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
  }
#endif

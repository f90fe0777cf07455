#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Receives taps on the section headers of a table or collection view and tells the list data
  /// source which section's header was tapped (a collapsible section collapses or expands), found
  /// when the tap happens.
  @MainActor
  final class HeaderTapTarget: NSObject {
    weak var host: (any SectionedHost)?

    init(host: any SectionedHost) {
      self.host = host
    }

    /// Adds a tap recognizer for headers to `view`, once.
    func attach(to view: UIView) {
      guard associatedValue(view, &AssociatedKey.headerTap, as: HeaderTapTarget.self) == nil else { return }
      setAssociatedValue(self, on: view, &AssociatedKey.headerTap)
      view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(HeaderTapTarget.fire(_:))))
    }

    @objc func fire(_ recognizer: UITapGestureRecognizer) {
      guard let view = recognizer.view else { return }
      host?.userTapped(sectionView: view, shownAs: view.shownElement)
    }
  }
#endif

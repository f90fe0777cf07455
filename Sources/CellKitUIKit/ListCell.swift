#if canImport(UIKit) && !os(watchOS)
  import UIKit
  @_spi(CellKitPlatform) import CellKit

  /// A `UICollectionViewListCell` with CellKit's lifecycle: ``cellDidLoad()`` once, the
  /// configuration ended when the cell is reused, and VoiceOver actions for its controls.
  ///
  /// For a list-layout collection view: the cell keeps UIKit's list content configurations,
  /// accessories, separators and editing, and sends typed actions like any ``ActionCell``:
  ///
  /// ```swift
  /// final class YoutuberListCell: ListCell, ActionCell {
  ///   typealias Action = YoutuberCell.Action
  ///
  ///   private let subscribe = UIButton(type: .system)
  ///   private let bell = UISwitch()
  ///
  ///   override func cellDidLoad() {
  ///     subscribe.sends(.subscribeTapped, from: self)
  ///     bell.sends(Action.notificationsToggled, from: self) { bell in bell.isOn }
  ///     bell.accessibilityLabel = "Notifications"
  ///     accessories = [
  ///       .customView(configuration: .init(customView: bell, placement: .trailing())),
  ///       .customView(configuration: .init(customView: subscribe, placement: .trailing())),
  ///       .multiselect(), .reorder(),
  ///     ]
  ///   }
  /// ```
  @available(tvOS 14.0, *)
  open class ListCell: UICollectionViewListCell {
    public override init(frame: CGRect) {
      super.init(frame: frame)
      cellDidLoad()
    }

    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Calls ``cellDidLoad()`` for a cell loaded from a nib (on the main thread, as UIKit loads
    /// nibs; CellKit traps, naming the method, if it is called elsewhere).
    open override func awakeFromNib() {
      super.awakeFromNib()
      MainActor.assumeIsolated { cellDidLoad() }
    }

    /// Called once, after the cell is created in code or loaded from its nib: make its controls
    /// send their actions here.
    open func cellDidLoad() {}

    /// The custom actions the app set, which replace CellKit's.
    private var assignedCustomActions: [UIAccessibilityCustomAction]?

    /// The actions VoiceOver offers on the cell: those you set, or else UIKit's own (the list's
    /// swipe actions) followed by one per enabled control with CellKit handlers, as for a
    /// ``CollectionCell``; the controls of accessories count, since UIKit lays accessories out
    /// beside the content view rather than in it.
    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get {
        CustomActions.merged(
          assigned: assignedCustomActions, platform: super.accessibilityCustomActions,
          controls: controlAccessibilityActions())
      }
      set { assignedCustomActions = newValue }
    }

    open override func prepareForReuse() {
      super.prepareForReuse()
      reuseScope.end()
    }
  }
#endif

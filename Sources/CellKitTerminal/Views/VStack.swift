/// A view that stacks its subviews vertically: each takes its `preferredHeight`, and those without
/// one share what is left.
@MainActor
public final class VStack: View {
  /// Creates a stack of `views`, top to bottom.
  public init(_ views: View...) {
    super.init()
    for view in views { addSubview(view) }
  }

  /// The heights its visible subviews need at `width`, added up.
  public override func heightThatFits(width: Int) -> Int {
    subviews.filter { !$0.isHidden }.reduce(0) { $0 + $1.heightThatFits(width: width) }
  }

  public override func layoutSubviews() {
    let visible = subviews.filter { !$0.isHidden }
    let fixed = visible.reduce(0) { $0 + ($1.preferredHeight ?? 0) }
    let flexible = visible.filter { $0.preferredHeight == nil }.count
    let share = flexible > 0 ? max(0, frame.height - fixed) / flexible : 0
    var extra = flexible > 0 ? max(0, frame.height - fixed) - share * flexible : 0
    var y = 0
    for view in visible {
      var height = view.preferredHeight ?? share
      if view.preferredHeight == nil && extra > 0 {
        height += 1
        extra -= 1
      }
      height = max(0, min(height, frame.height - y))
      view.frame = Rect(x: 0, y: y, width: frame.width, height: height)
      y += height
    }
  }
}

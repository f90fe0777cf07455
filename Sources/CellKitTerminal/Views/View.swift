@_exported import CellKit

/// A rectangle of the terminal screen that draws itself and its subviews, takes input, and may
/// hold the focus. The base of every terminal view, from labels to the table view.
@MainActor
open class View {
  /// The view's rectangle in its superview's coordinates.
  public var frame: Rect = .zero {
    didSet { if frame != oldValue { setNeedsDisplay() } }
  }

  /// The view's own rectangle, at (0, 0).
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The view this view is a subview of.
  public private(set) var superview: View? {
    get { superviewReference.object }
    set { superviewReference.value.object = newValue }
  }
  private let superviewReference = ExclusiveValue(Weak<View>(nil))

  /// The subviews, back to front.
  public private(set) var subviews: [View] = []

  /// Whether the view is drawn and takes input.
  public var isHidden = false {
    didSet { if isHidden != oldValue { setNeedsDisplay() } }
  }

  /// The style the view's rectangle is filled with before it draws, or nil to draw over what is there.
  public var backgroundStyle: Style? {
    didSet { setNeedsDisplay() }
  }

  /// The application showing this view (set on the root view; found through the superviews).
  package weak var hostingApplication: Application?

  /// Creates a view with an empty frame, no subviews, visible.
  public init() {}

  /// The application showing this view, if it is on screen.
  public var application: Application? {
    var view: View? = self
    while let current = view {
      if let application = current.hostingApplication { return application }
      view = current.superview
    }
    return nil
  }

  /// The view's superviews, nearest first.
  ///
  /// A loop, not `sequence(first:next:)`: that calls its closure outside the main actor, which
  /// costs a runtime isolation check on every step.
  public var superviews: [View] {
    var result: [View] = []
    var view = superview
    while let current = view {
      result.append(current)
      view = current.superview
    }
    return result
  }

  // MARK: Hierarchy

  /// Adds `views` as subviews, in front of the existing ones.
  public func add(_ views: View...) {
    for view in views { addSubview(view) }
  }

  /// Adds `view` as the frontmost subview, removing it from its previous superview.
  public func addSubview(_ view: View) {
    precondition(view !== self, "A view cannot be its own subview.")
    view.removeFromSuperview()
    view.hostingApplication = nil
    view.superview = self
    subviews.append(view)
    setNeedsDisplay()
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    superview.setNeedsDisplay()
  }

  // MARK: Layout and drawing

  /// The width the view wants in a row of views, or nil to share the space left.
  open var preferredWidth: Int? { nil }

  /// The height the view wants in a column of views, or nil to share the space left.
  open var preferredHeight: Int? { nil }

  /// The rows of screen the view needs at `width` columns: what self-sizing cells ask their
  /// content. By default ``preferredHeight``, or 1.
  open func heightThatFits(width: Int) -> Int { preferredHeight ?? 1 }

  /// Where the terminal's cursor rests, in screen coordinates, while this view has the keyboard
  /// focus: a terminal screen reader or braille display follows the cursor to know what has it. By
  /// default the view's first column; a text field puts it at its insertion point, a table on the
  /// focused control, row or header. Nil for a view not laid out on the screen.
  open var focusCursor: Point? {
    frame.isEmpty ? nil : convertToScreen(.zero)
  }

  /// Sets the frames of the subviews. Called before every frame is drawn, again when a view asks
  /// for a layout (``View/setNeedsLayout()``) while the frame is being laid out.
  open func layoutSubviews() {}

  /// Draws the view's own content (subviews draw themselves afterwards, on top).
  open func draw(in canvas: Canvas) {}

  /// Asks the application to draw a new frame.
  public func setNeedsDisplay() {
    application?.setNeedsDisplay()
  }

  /// Asks the application to lay out every view again and draw a new frame: for a change to what
  /// a layout reads (a view's focus, a table's scroll position). Asked while a frame is being laid
  /// out, from a configure closure say, the views are laid out once more before that frame is
  /// drawn.
  public func setNeedsLayout() {
    application?.setNeedsLayout()
  }

  package func layoutTree() {
    layoutSubviews()
    for view in subviews where !view.isHidden { view.layoutTree() }
  }

  package func drawTree(in canvas: Canvas) {
    if let backgroundStyle { canvas.fill(bounds, style: backgroundStyle) }
    draw(in: canvas)
    for view in subviews where !view.isHidden && !view.frame.isEmpty {
      view.drawTree(in: canvas.child(view.frame))
    }
    drawOverSubviews(in: canvas)
  }

  /// Draws what marks the view and everything in it, once its subviews have drawn (a selected
  /// row's underline).
  package func drawOverSubviews(in canvas: Canvas) {}

  // MARK: Input

  /// Whether the view can hold the keyboard focus.
  open var canBecomeFocused: Bool { false }

  /// Whether the view holds the keyboard focus.
  public var isFocused: Bool { application?.focusedView === self }

  /// Handles a key while the view (or a descendant) has the focus; return false to pass it on to the
  /// superview.
  open func handleKey(_ event: KeyEvent) -> Bool { false }

  /// Handles text pasted while the view (or a descendant) has the focus; return false to pass it on
  /// to the superview. Paste that no view takes is dropped, never typed as keys.
  open func handlePaste(_ text: String) -> Bool { false }

  /// Called when the view gains or loses the keyboard focus; ``View/isFocused`` tells which.
  open func didUpdateFocus() {}

  /// Handles a mouse event at `point` (in this view's coordinates); return false to pass it on.
  open func handleMouse(_ event: MouseEvent, at point: Point) -> Bool { false }

  /// Moves the focus inside this view to `descendant` (for example the control the user clicked);
  /// return false when this view does not manage focus for it.
  open func focus(on descendant: View) -> Bool { false }

  /// Whether this view moves the focus among its descendants itself (as a table does among its
  /// rows), so that Tab in the application does not visit them one by one.
  open var managesFocusOfDescendants: Bool { false }

  /// The deepest visible view at `point` (in this view's coordinates).
  public func hitTest(_ point: Point) -> View? {
    guard !isHidden, bounds.contains(point) else { return nil }
    for view in subviews.reversed() {
      let local = Point(x: point.x - view.frame.minX, y: point.y - view.frame.minY)
      if let hit = view.hitTest(local) { return hit }
    }
    return self
  }

  /// Converts `point` from this view's coordinates to the screen's.
  public func convertToScreen(_ point: Point) -> Point {
    var result = Point(x: point.x + frame.minX, y: point.y + frame.minY)
    var view = superview
    while let current = view {
      result.x += current.frame.minX
      result.y += current.frame.minY
      view = current.superview
    }
    return result
  }

  /// Converts `point` from the screen's coordinates to this view's.
  public func convertFromScreen(_ point: Point) -> Point {
    let origin = convertToScreen(.zero)
    return Point(x: point.x - origin.x, y: point.y - origin.y)
  }

  /// Every descendant, depth first, front to back in drawing order.
  package func descendants() -> [View] {
    var result: [View] = []
    for view in subviews {
      result.append(view)
      result.append(contentsOf: view.descendants())
    }
    return result
  }
}

/// Lays `views` out left to right in `bounds`, one column apart: each takes its `preferredWidth`,
/// and those without one share what is left.
@MainActor
package func layoutInRow(_ views: [View], in bounds: Rect, spacing: Int = 1) {
  let visible = views.filter { !$0.isHidden }
  guard !visible.isEmpty else { return }
  let fixed = visible.reduce(0) { $0 + ($1.preferredWidth ?? 0) } + spacing * (visible.count - 1)
  let flexible = visible.filter { $0.preferredWidth == nil }.count
  let share = flexible > 0 ? max(0, bounds.width - fixed) / flexible : 0
  var x = bounds.minX
  for view in visible {
    let width = max(0, min(view.preferredWidth ?? share, bounds.maxX - x))
    view.frame = Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
    x += width + spacing
  }
}

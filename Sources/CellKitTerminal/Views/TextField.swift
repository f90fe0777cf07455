import CellKit

/// A one-line text field: typing, a cursor, paste, and the editing events of UIKit's text field.
///
/// While it has the focus (on its own, or as the focused control of a table's row) it takes
/// printable keys and paste, and these editing keys: Left, Right, Home, End (or Ctrl-A, Ctrl-E),
/// Alt- or Ctrl-Left and -Right by word, Backspace, Delete (or Ctrl-D), Ctrl-W (the word before
/// the cursor), Ctrl-U (to the start) and Ctrl-K (to the end). Other keys, Escape and the arrows up
/// and down among them, go on to the views around it.
///
/// It sends `.editingDidBegin` when it gets the focus, `.editingChanged` after each edit the user
/// makes (one per key or paste; keys typed ahead that arrive together, letters and Backspace, are
/// one edit, so a filter driven by the field runs once for them), `.editingDidEndOnExit` and
/// `.primaryActionTriggered` on Enter, and `.editingDidEnd` when it loses the focus:
///
/// ```swift
/// let search = TextField(placeholder: "Filter by name")
/// search.on(.editingChanged, owner: self) { owner, field in owner.search(field.text) }
/// ```
///
/// Wide characters take two columns and letters with combining marks one; the cursor moves by
/// character. A text longer than the field scrolls to keep the cursor in view.
@MainActor
public final class TextField: ControlView {
  private var editable = EditableText()
  /// The first column of the text shown at the field's left edge.
  private var scrollColumn = 0

  /// The text. Setting it does not send events (the user's edits do) and puts the cursor at its end.
  public var text: String {
    get { editable.text }
    set {
      guard newValue != editable.text else { return }
      editable.replace(with: newValue)
      setNeedsDisplay()
    }
  }

  /// The text shown, dim, while the field is empty.
  public var placeholder: String {
    didSet { setNeedsDisplay() }
  }

  /// A fixed width in a row of views, or nil to share the space left.
  public var width: Int?

  /// Where the cursor is: the number of characters before it.
  ///
  /// - Precondition: Set within `0...text.count`; other values are clamped.
  public var cursorPosition: Int {
    get { editable.cursor }
    set {
      editable.cursor = newValue
      setNeedsDisplay()
    }
  }

  /// Whether the field takes the keyboard's keys: it has the focus, or it is the focused control of
  /// a table's row.
  public var isEditing: Bool { isFocused || isHighlighted }

  /// Creates a text field.
  public init(_ text: String = "", placeholder: String = "") {
    self.placeholder = placeholder
    super.init()
    editable.replace(with: text)
  }

  /// A text field's event is `.editingChanged`: a cell sends its action as the text changes.
  public override class var primaryEvent: ControlEvents { .editingChanged }

  public override var preferredWidth: Int? { width }

  public override var isHighlighted: Bool {
    didSet {
      if isHighlighted != oldValue, !isFocused { sendEvents(isHighlighted ? .editingDidBegin : .editingDidEnd) }
    }
  }

  public override func didUpdateFocus() {
    guard !isHighlighted else { return }
    sendEvents(isFocused ? .editingDidBegin : .editingDidEnd)
  }

  /// Enter ends editing on exit: `.editingDidEndOnExit` and `.primaryActionTriggered`.
  public override func performPrimaryAction() -> ControlEvents {
    [.editingDidEndOnExit, .primaryActionTriggered]
  }

  /// Handles a release: a click focuses the field (which sends `.editingDidBegin`) and sends
  /// `.touchUpInside`, and nothing more; only Enter ends editing and sends the primary action.
  public override func touchUp(inside: Bool) {
    guard isEnabled else { return }
    sendEvents(inside ? .touchUpInside : .touchUpOutside)
  }

  public override func handleKey(_ event: KeyEvent) -> Bool {
    guard isEnabled else { return false }
    let modifiers = event.modifiers.subtracting(.shift)
    var changed = false
    switch (event.key, modifiers) {
    case (.character(let character), []): changed = editable.insert(String(character))
    case (.backspace, []), (.character("h"), .control): changed = editable.deleteBackward()
    case (.delete, []), (.character("d"), .control): changed = editable.deleteForward()
    case (.character("w"), .control), (.backspace, .alt): changed = editable.deleteWordBackward()
    case (.character("u"), .control): changed = editable.deleteToStart()
    case (.character("k"), .control): changed = editable.deleteToEnd()
    case (.left, []): editable.cursor -= 1
    case (.right, []): editable.cursor += 1
    case (.left, .alt), (.left, .control): editable.moveWordBackward()
    case (.right, .alt), (.right, .control): editable.moveWordForward()
    case (.home, []), (.character("a"), .control): editable.cursor = 0
    case (.end, []), (.character("e"), .control): editable.cursor = editable.characters.count
    case (.enter, []): activate()
    default: return false
    }
    setNeedsDisplay()
    if changed { textChanged() }
    return true
  }

  public override func handlePaste(_ text: String) -> Bool {
    guard isEnabled else { return false }
    if editable.insert(text) {
      setNeedsDisplay()
      textChanged()
    }
    return true
  }

  /// Whether `.editingChanged` waits for ``releaseEditingChanged()``.
  private var holdsEditingChanged = false
  /// Whether the text changed while `.editingChanged` waited.
  private var changedWhileHeld = false

  private func textChanged() {
    if holdsEditingChanged {
      changedWhileHeld = true
    } else {
      sendEvents(.editingChanged)
    }
  }

  /// Makes the edits from now on until ``releaseEditingChanged()`` one edit: the application holds
  /// `.editingChanged` while it handles keys that arrived together.
  package func holdEditingChanged() {
    holdsEditingChanged = true
  }

  /// Sends the `.editingChanged` held since ``holdEditingChanged()``, when the text changed.
  package func releaseEditingChanged() {
    holdsEditingChanged = false
    guard changedWhileHeld else { return }
    changedWhileHeld = false
    sendEvents(.editingChanged)
  }

  /// The insertion point while the field is edited; its first column otherwise.
  public override var focusCursor: Point? {
    guard isEditing, !frame.isEmpty else { return super.focusCursor }
    let column = editable.characters[..<editable.cursor].reduce(0) { $0 + CharacterWidth.of($1) }
    return convertToScreen(Point(x: max(0, min(column - scrollColumn, frame.width - 1)), y: 0))
  }

  public override func draw(in canvas: Canvas) {
    let width = frame.width
    guard width > 0 else { return }
    let editing = isEditing && isEnabled
    let fieldStyle = isEnabled ? Style.underline : Style(attributes: [.underline, .dim])
    canvas.fill(bounds, style: fieldStyle)
    if editable.characters.isEmpty && !placeholder.isEmpty {
      let placeholderStyle = Style(
        foreground: canvas.theme.secondary.foreground, background: canvas.theme.secondary.background,
        attributes: fieldStyle.attributes.union(canvas.theme.secondary.attributes))
      canvas.draw(placeholder, x: editing ? 1 : 0, y: 0, style: placeholderStyle, maxWidth: width - 1)
    }
    let widths = editable.characters.map(CharacterWidth.of)
    let cursorColumn = widths[..<editable.cursor].reduce(0, +)
    // The cursor takes a column of its own after the last character.
    if cursorColumn < scrollColumn { scrollColumn = cursorColumn }
    if cursorColumn + 1 > scrollColumn + width { scrollColumn = cursorColumn + 1 - width }
    scrollColumn = max(0, min(scrollColumn, max(0, widths.reduce(0, +) + 1 - width)))
    var column = 0
    for (index, character) in editable.characters.enumerated() {
      let x = column - scrollColumn
      column += widths[index]
      guard x >= 0 else { continue }
      if x + widths[index] > width { break }
      let style = editing && index == editable.cursor ? fieldStyle.adding(.reverse) : fieldStyle
      canvas.draw(String(character), x: x, y: 0, style: style)
    }
    if editing && editable.cursor == editable.characters.count {
      canvas.fill(Rect(x: cursorColumn - scrollColumn, y: 0, width: 1, height: 1), style: fieldStyle.adding(.reverse))
    }
  }
}

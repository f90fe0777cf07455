#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ObjectiveC

  /// Every `NSControl` is a CellKit ``Control``: `button.on(.primaryActionTriggered) { button in … }`
  /// with the sender typed as the control's own class, several handlers per event, tokens that remove
  /// them, owners held weakly, and handlers scoped to a cell's configuration.
  ///
  /// The control's action (its target-action pair) sends its ``Control/primaryEvent``; a target and
  /// action set before, in code or in Interface Builder, still receive it. A text field also sends
  /// `.editingDidBegin`, `.editingChanged` and `.editingDidEnd` as the user edits it.
  extension NSControl: Control {
    public var handlers: ControlHandlers { attachedHandlers(self) { $0.listen(to: $1) } }

    /// The cell, header or footer view, or collection view item this control is in, for the global
    /// observer's index path.
    public var enclosingActionSender: (any ActionSender)? {
      sequence(first: self, next: \.superview).dropFirst().lazy
        .compactMap { ($0 as? any ActionSender) ?? ($0.collectionItem as? any ActionSender) }.first
    }

    /// The event that stands for using the control: `.valueChanged` for a switch, slider, stepper,
    /// segmented control, pop-up button, date picker or color well; `.primaryActionTriggered` for a
    /// button, a text field (Return) and any other control.
    public static var primaryEvent: ControlEvents {
      if self is NSSwitch.Type || self is NSSlider.Type || self is NSStepper.Type || self is NSSegmentedControl.Type
        || self is NSPopUpButton.Type || self is NSDatePicker.Type || self is NSColorWell.Type
      {
        return .valueChanged
      }
      return .primaryActionTriggered
    }

    /// Starts forwarding AppKit's events to the CellKit handlers, the first time a handler wants them.
    private func listen(to events: ControlEvents) {
      let bridge = associated(self, &AssociatedKey.bridge) { ControlBridge() }
      if events.contains(Self.primaryEvent) { bridge.takeAction(of: self) }
      let editing: ControlEvents = [.editingDidBegin, .editingChanged, .editingDidEnd]
      if !events.isDisjoint(with: editing), self is NSTextField { bridge.observeEditing(of: self) }
    }
  }
#endif

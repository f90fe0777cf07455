/// The VoiceOver custom actions of a cell: those the app set, or else the platform's own (a table
/// cell's swipe actions) followed by one for each control in the cell that has handlers.
package enum CustomActions {
  /// - Parameters:
  ///   - assigned: what the app set, which replaces the rest; nil when it set nothing.
  ///   - platform: the platform's own actions for the cell.
  ///   - controls: one per control with handlers, in the order the cell shows them.
  /// - Returns: nil for none, as the platform expects.
  package static func merged<Action>(assigned: [Action]?, platform: [Action]?, controls: @autoclosure () -> [Action])
    -> [Action]?
  {
    let actions = assigned ?? ((platform ?? []) + controls())
    return actions.isEmpty ? nil : actions
  }
}

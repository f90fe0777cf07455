/// Receives every action routed through a host, the delegate way.
@MainActor
public protocol CellActionDelegate: AnyObject {
  /// Called for each action a cell of the host sends, with its location resolved when it fired.
  func host(_ host: any ActionHost, didRoute context: CellActionContext<any CellAction>)
}

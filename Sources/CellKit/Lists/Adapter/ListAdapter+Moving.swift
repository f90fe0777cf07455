import Foundation

extension ListAdapter {
  /// Lets the user move rows, within and across sections, and decides on each move.
  ///
  /// `handler` receives the item, where it was and where it goes (its index path after the move,
  /// as UIKit gives it). It applies the move to the model and applies a snapshot that shows it, or
  /// returns false to refuse it; the adapter never moves a row on its own, and a snapshot that
  /// already shows the move changes nothing on screen:
  ///
  /// ```swift
  /// list.onMove(owner: self) { owner, youtuber, source, destination in
  ///   var snapshot = owner.list.snapshot
  ///   snapshot.moveItem(at: source, to: destination)
  ///   owner.list.apply(snapshot)
  ///   return true
  /// }
  /// ```
  ///
  /// On the terminal, Alt+Up and Alt+Down move the focused row, and dragging a row with the mouse
  /// drops it where the button is released. On UIKit, the table's or collection's reordering
  /// (in editing mode) asks the same handler; a refused move puts the row back.
  ///
  /// While a ``filter`` hides rows, the destination is the place in ``snapshot`` right after the
  /// shown row the item is dropped below, or first in its section; hidden rows keep their places.
  /// While the rows are sorted (``sortOrder``), no row moves.
  ///
  /// - Parameter handler: Called with the item, its index path in ``snapshot`` before and after the
  ///   move; returns whether the move is accepted. A later call replaces it.
  public func onMove(_ handler: @escaping @MainActor (Item, IndexPath, IndexPath) -> Bool) {
    callbacks.moveHandler = handler
  }

  /// Lets the user move rows, holding `owner` weakly and passing it in; once the owner is gone,
  /// every move is refused.
  public func onMove<Owner: AnyObject>(
    owner: Owner, _ handler: @escaping @MainActor (Owner, Item, IndexPath, IndexPath) -> Bool
  ) {
    callbacks.moveHandler = { [weak owner] item, source, destination in
      guard let owner else { return false }
      return handler(owner, item, source, destination)
    }
  }

  /// A move the user made, between two places the host shows: resolved once like every event, then
  /// decided on by the move handler, which receives the places in the snapshot.
  ///
  /// A host that shows the move already (UIKit's drag to reorder) is in the middle of its own move,
  /// an activity of its session until the next turn: what the handler applies is shown then, and a
  /// refused move is put back then, as an animated move, keeping every row's cell and the
  /// selection. A move to where the row already is changes nothing.
  func moveItem(at source: IndexPath, to destination: IndexPath, shownAlready: Bool) -> Bool {
    guard source != destination || !shownAlready else { return false }
    guard let router = host?.actions, isPlace(destination, for: source) else {
      // Not a move between rows the adapter shows: the host is out of step, and shows them again.
      if shownAlready { scheduler.enqueue { [weak self] in self?.reload() } }
      return false
    }
    guard callbacks.moveHandler != nil || shownAlready else { return false }
    let before = presentation.moveOrigin
    let modelSource = modelIndexPath(source)
    let modelDestination = presentation.modelDestination(from: source, to: destination)
    if shownAlready {
      // UIKit shows the move already: the data source must answer as it shows. Under a filter or a
      // sort, the places of the rows are chosen again (app code, on a copy).
      let current = presentation
      var movedFrom = current.presentedFrom
      movedFrom.moveItem(at: modelSource, to: modelDestination)
      let shownRows = current.shownRows == nil ? nil : current.rows(of: movedFrom, loops: loops).1
      change(.hostMoved(source: source, destination: destination, presentedFrom: movedFrom, shownRows: shownRows))
    }
    var accepted = false
    func decide() {
      // Resolved where the host shows the moved row when the handler is asked.
      router.deliverEvent(at: .item(shownAlready ? destination : source)) { resolution in
        guard let moveHandler = callbacks.moveHandler, let item = (resolution as? ResolvedModel<Item>)?.model else {
          return
        }
        accepted = moveHandler(item, modelSource, modelDestination)
      }
    }
    guard shownAlready else {
      decide()
      return accepted
    }
    // UIKit is in the middle of its drag until the next turn: what the handler asks for waits.
    session.perform(.platformChange) {
      decide()
      // A snapshot the handler applied is diffed against the row where the host shows it, which
      // moves it back if it must; otherwise a refused move is put back here, after the drag, in
      // the batch that gives the shown snapshot back what it was before the move.
      guard !accepted, pendingAnimates == nil else { return }
      session.submit { [weak self] in
        guard let self else { return }
        host?.performBatchUpdates(ListChanges(itemMoved: [(destination, source)])) {
          change(.restore(before))
        }
        showSelection()
      }
    }
    return accepted
  }

  /// Whether `destination` is a place the item at `source` can move to.
  private func isPlace(_ destination: IndexPath, for source: IndexPath) -> Bool {
    // Sorted rows are in the sort's order: none moves.
    guard presentation.order == nil, presentation.shown.item(at: source) != nil,
      presentation.shown.sections.indices.contains(destination.section)
    else { return false }
    let limit =
      presentation.shown.numberOfItems(inSection: destination.section) - (source.section == destination.section ? 1 : 0)
    return (0...limit).contains(destination.row) && source != destination
  }
}

/// Which edge of a row its actions are revealed at: the leading edge (a swipe to the right on
/// iOS) or the trailing edge (a swipe to the left on iOS, Left or a right-click in the terminal).
package enum RowEdge: Sendable {
  case leading
  case trailing
}

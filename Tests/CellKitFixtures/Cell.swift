import CellKit

/// A cell class named `Cell`, like one in the tests' own module, to check that same-named types in
/// different modules get different reuse identifiers.
public final class Cell: Reusable {
  public init() {}
}

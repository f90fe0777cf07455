import Foundation

// Builds the channels of `subscribe --rows N` with the demo's own model code, and exits: the
// model's share of the demo's start-up, for Benchmarks/startup.sh to set beside the demo's first
// frame.
let arguments = CommandLine.arguments
guard arguments.count == 3, arguments[1] == "--rows", let rows = Int(arguments[2]), rows >= 0 else {
  print("USAGE: subscribe-model --rows N\n\nBuilds the Subscribe demo's N generated channels and exits.")
  exit(arguments.contains("--help") ? 0 : 2)
}
var factory = YoutuberFactory(seed: 1)
let snapshot = factory.initialSnapshot(rows: rows)
print("built \(snapshot.numberOfItems) channels")

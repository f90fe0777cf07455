import CellKitTerminal
import Foundation
import Testing

/// Compares a screen with the text file `Screens/<name>.txt` next to the tests.
///
/// When the file is missing, or `RECORD_SCREENS=1` is set, the screen is recorded into it and the
/// test fails, so a recording run never passes by accident; run again to check against it.
@MainActor
func expectScreen(
  _ pilot: Pilot, matches name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Screens")
  let file = directory.appendingPathComponent(name + ".txt")
  let actual = pilot.screenText + "\n"
  let record = ProcessInfo.processInfo.environment["RECORD_SCREENS"] == "1"
  guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? actual.write(to: file, atomically: true, encoding: .utf8)
    Issue.record(
      "Recorded screen \(name) at \(file.path); check it and run the tests again.", sourceLocation: sourceLocation)
    return
  }
  #expect(actual == expected, "screen \(name) differs:\n\(actual)", sourceLocation: sourceLocation)
}

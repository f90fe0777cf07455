import CellKitTerminal
import Foundation
import Testing

extension Pilot {
  /// Checks the whole screen against `expected`, one string per row, and records an issue that
  /// shows each differing row, then the actual screen ready to paste, when they differ.
  ///
  /// Trailing spaces are ignored, and so are the empty rows at the bottom, so `expected` lists the
  /// rows down to the last one with content:
  ///
  /// ```swift
  /// pilot.expectScreen([
  ///   "› Dave Lee          [ Subscribe ] [off]",
  ///   "  Marques Brownlee  [ Subscribe ] [off]",
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The rows of the screen, top to bottom.
  ///   - sourceLocation: Where the check is, for the issue; the caller's line by default.
  public func expectScreen(_ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = ScreenComparison(expected: expected, actual: screen).failureMessage {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  /// Checks the whole screen against a golden file: `name`.txt in the folder `Screens` next to the
  /// test file.
  ///
  /// When the file is missing, or the environment variable `RECORD_SCREENS` is `1`, the screen is
  /// written to the file and the check fails, so a recording never passes unnoticed; run the test
  /// again to check against what was recorded. When the screen differs, it is also saved as an SVG
  /// picture, `name`.actual.svg beside the golden file, and the issue names it.
  ///
  /// ```swift
  /// pilot.expectScreen(matching: "two-channels")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The file's name, without `.txt`.
  ///   - filePath: The test file, whose folder holds `Screens`; the caller's by default.
  ///   - sourceLocation: Where the check is, for the issue; the caller's line by default.
  public func expectScreen(
    matching name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Screens")
    let file = directory.appendingPathComponent(name + ".txt")
    let record = ProcessInfo.processInfo.environment["RECORD_SCREENS"] == "1"
    guard !record, let golden = try? String(contentsOf: file, encoding: .utf8) else {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try (screenText + "\n").write(to: file, atomically: true, encoding: .utf8)
        Issue.record(
          "Recorded the screen \(name) in \(file.path): check it, then run the test again.",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("Could not record the screen \(name) in \(file.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    let expected = golden.components(separatedBy: "\n")
    if let message = ScreenComparison(expected: expected, actual: screen).failureMessage {
      // The screen as a picture too, colors and all, beside the golden file's name.
      let picture = directory.appendingPathComponent(name + ".actual.svg")
      let saved =
        (try? application.currentFrame.svg(title: name).write(to: picture, atomically: true, encoding: .utf8)) != nil
      Issue.record(
        Comment(
          rawValue: "Screen \(name) (\(file.path)): " + message + "\nRecord it again with RECORD_SCREENS=1."
            + (saved ? "\nThe actual screen as a picture: \(picture.path)" : "")),
        sourceLocation: sourceLocation)
    }
  }
}

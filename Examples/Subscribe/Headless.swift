import CellKit
import CellKitTerminal
import Foundation

/// Draws the demo without a terminal, through a `Pilot`: presses `keys`, lets the counts load, and
/// writes the screen to `path` as an SVG picture, or as an asciicast v2 recording: the bytes a
/// renderer writes (in 24-bit color) for the screen after each key and once the counts it started
/// have loaded, at nominal times. The README's pictures are made this way
/// (`Scripts/render-screenshots.sh`).
@MainActor
func drawHeadless(
  _ controller: SubscriptionsController, size: Size, pressing keys: [Key], to path: String, recording: Bool
) async throws {
  let sink = MemorySink()
  let application = Application(rootView: controller.rootView, size: size, sink: sink)
  configure(application, for: controller)
  let pilot = Pilot(application, sink: sink)
  // The recording's own renderer, so that each event holds what changed between two screens a
  // person would see, however many frames the application drew in between.
  let recorder = Renderer(colorDepth: .trueColor, synchronized: false)
  var frames: [(time: Double, bytes: [UInt8])] = []
  var time = 0.0
  func record() { frames.append((time, recorder.render(pilot.application.currentFrame))) }
  // Waits for the counts to load (20–400 ms each), as a person would, then shows them. Idle twice
  // in a row, a frame apart: a frame drawn when loads end can start others (rows prefetched), and
  // the next key must not find any running, or what it cancels would depend on time.
  func settle() async throws {
    var idleFrames = 0
    for _ in 0..<2000 where idleFrames < 2 {
      pilot.application.renderIfNeeded()
      idleFrames = controller.loader.isIdle ? idleFrames + 1 : 0
      try await Task.sleep(for: .milliseconds(10))
    }
    pilot.application.renderIfNeeded()
    time += 0.5
    record()
  }
  record()
  try await settle()
  for key in keys {
    time += 0.7
    pilot.press(key)
    record()
    try await settle()
  }
  if recording {
    var lines = [
      #"{"version": 2, "width": \#(size.width), "height": \#(size.height), "title": "swift run subscribe"}"#
    ]
    for frame in frames where !frame.bytes.isEmpty {
      let event: [Any] = [(frame.time * 1000).rounded() / 1000, "o", String(decoding: frame.bytes, as: UTF8.self)]
      lines.append(String(decoding: try JSONSerialization.data(withJSONObject: event), as: UTF8.self))
    }
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
  } else {
    let picture = pilot.application.currentFrame.svg(title: "subscribe")
    try picture.write(toFile: path, atomically: true, encoding: .utf8)
  }
}

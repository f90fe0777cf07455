import CellKitTerminal
import Foundation

/// The options the gallery's terminal examples take — `--screenshot FILE`, `--size WxH`, `--keys K,K,…` and
/// `-h`/`--help` — read from the command line, with the example's own options handed to it.
///
/// A bad option stops the example with a message that says what was wrong and how to write it, on
/// standard error, and exit code 2.
public struct ExampleCommandLine {
  /// The file `--screenshot` (or `--record`, where the example records) writes, if one was given.
  public private(set) var output: String?
  /// Whether the output is an asciicast recording (`--record`) rather than an SVG picture.
  public private(set) var isRecording = false
  /// The screen's size for drawing without a terminal.
  public private(set) var size: Size
  /// The keys to press before drawing.
  public private(set) var keys: [Key] = []

  /// Reads `arguments` (the program's name first).
  ///
  /// - Parameters:
  ///   - name: The example's command, for messages.
  ///   - usage: What `--help` prints.
  ///   - size: The size drawn when `--size` is not given.
  ///   - records: Whether the example takes `--record FILE` too.
  ///   - arguments: The command line; by default the program's own.
  ///   - option: Reads one of the example's own options, taking its value from the arguments left;
  ///     returns false for an option it does not know.
  public init(
    name: String, usage: String, size: Size, records: Bool = false,
    arguments: [String] = CommandLine.arguments,
    option: (_ option: String, _ remaining: inout ArraySlice<String>) -> Bool = { _, _ in false }
  ) {
    self.size = size
    var remaining = arguments.dropFirst()
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
      case "--screenshot":
        output = Self.file(after: argument, in: &remaining, name: name)
      case "--record" where records:
        output = Self.file(after: argument, in: &remaining, name: name)
        isRecording = true
      case "--size":
        let parts = remaining.popFirst()?.split(separator: "x").compactMap { Int($0) } ?? []
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
          Self.fail(name, "--size needs a width and a height in columns and rows (for example --size 100x30).")
        }
        self.size = Size(width: parts[0], height: parts[1])
      case "--keys":
        for key in remaining.popFirst()?.split(separator: ",") ?? [] {
          guard let named = Key(named: String(key)) else {
            Self.fail(
              name, "--keys: no key is named '\(key)'. Use Down, Up, Enter, Tab, PageDown, Esc, space or one character."
            )
          }
          keys.append(named)
        }
      default:
        guard option(argument, &remaining) else {
          Self.fail(name, "unknown option '\(argument)'. Run \(name) --help for the options.")
        }
      }
    }
  }

  /// The file named after `option`, or a stop saying one is needed.
  private static func file(after option: String, in remaining: inout ArraySlice<String>, name: String) -> String {
    guard let path = remaining.popFirst() else {
      fail(
        name, "\(option) needs a file to write (for example \(option) out.\(option == "--record" ? "cast" : "svg")).")
    }
    return path
  }

  /// Stops the example `name` with `message` on standard error and exit code 2.
  public static func fail(_ name: String, _ message: String) -> Never {
    FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
    exit(2)
  }
}

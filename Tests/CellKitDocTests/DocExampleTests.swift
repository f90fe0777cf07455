import Foundation
import Testing

/// Every Swift example in the README, the DocC articles and the doc comments is compiled code: it
/// appears, line for line, in a file that CI compiles (this target, the examples, the sources, or
/// the UIKit examples type-checked against the stand-ins). An example edited in the docs alone,
/// or code changed without its example, fails here with the example and where it is.
@Suite("Documentation examples")
struct DocExampleTests {
  /// The repository's root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A fenced Swift example and where it is.
  struct Example: CustomStringConvertible {
    let file: String
    let line: Int
    let code: [String]

    var description: String { "\(file):\(line)" }
  }

  @Test("Every Swift example in the README, the DocC catalogs and the doc comments is compiled code")
  func examplesAreCompiled() throws {
    let examples = try Self.examples()
    #expect(examples.count >= 25, "found only \(examples.count) examples: is the extraction broken?")
    let compiled = try Self.compiledFiles().map { Self.normalized(try String(contentsOf: $0, encoding: .utf8)) }
    for example in examples {
      let code = Self.normalized(example.code.joined(separator: "\n"))
      guard !code.isEmpty else { continue }
      let found = compiled.contains { lines in
        lines.count >= code.count
          && (0...(lines.count - code.count)).contains { lines[$0..<($0 + code.count)].elementsEqual(code) }
      }
      #expect(
        found,
        """
        The example at \(example) is not in any compiled file. Add it, line for line, to \
        Tests/CellKitDocTests (or the code it shows), or change the example to match:
        \(example.code.joined(separator: "\n"))
        """)
    }
  }

  /// The fenced ```swift blocks of the READMEs and the DocC articles, and those in `///` comments,
  /// of CellKit and of its GTK package.
  static func examples() throws -> [Example] {
    var result: [Example] = []
    for file in try files(under: ["README.md", "Sources", "Integrations/GTK/README.md", gtkSources], endingIn: [".md"])
    {
      result += fencedBlocks(
        in: try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n"), file: file)
    }
    for file in try files(under: ["Sources", gtkSources], endingIn: [".swift"]) {
      let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
      let docLines = lines.map { line -> String in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("///") else { return "" }
        return String(trimmed.dropFirst(3).drop { $0 == " " })
      }
      result += fencedBlocks(in: docLines, file: file)
    }
    return result
  }

  private static func fencedBlocks(in lines: [String], file: URL) -> [Example] {
    var result: [Example] = []
    var start: Int?
    var block: [String] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let first = start {
        if trimmed == "```" {
          result.append(Example(file: relative(file), line: first + 1, code: block))
          start = nil
        } else {
          block.append(line)
        }
      } else if trimmed == "```swift" {
        start = index
        block = []
      }
    }
    return result
  }

  /// The GTK package's sources, whose doc comments have examples too.
  static let gtkSources = "Integrations/GTK/Sources"

  /// The files CI compiles: the sources, the examples, the benchmark, the tests, the UIKit
  /// examples type-checked against the stand-ins, and the GTK package (built in its own CI step).
  static func compiledFiles() throws -> [URL] {
    try files(
      under: [
        "Sources", "Examples", "Benchmarks", "Tests", ".ci/apple-typecheck", gtkSources, "Integrations/GTK/Examples",
        "Integrations/GTK/Tests",
      ], endingIn: [".swift"])
  }

  /// Code without comments, indentation or blank lines, so that an example matches the code it
  /// shows however it is indented or annotated. Lines of `///` comments are dropped whole, so an
  /// example never matches its own doc comment.
  static func normalized(_ text: String) -> [String] {
    text.components(separatedBy: "\n").compactMap { line in
      var code = line.trimmingCharacters(in: .whitespaces)
      if let comment = code.range(of: "//"), !code[..<comment.lowerBound].contains("\"") {
        code = String(code[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
      }
      return code.isEmpty ? nil : code
    }
  }

  private static func files(under paths: [String], endingIn suffixes: [String]) throws -> [URL] {
    var result: [URL] = []
    for path in paths {
      let url = root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      guard isDirectory.boolValue else {
        result.append(url)
        continue
      }
      let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      while let file = enumerator?.nextObject() as? URL {
        if suffixes.contains(where: { file.lastPathComponent.hasSuffix($0) }) { result.append(file) }
      }
    }
    return result.sorted { $0.path < $1.path }
  }

  private static func relative(_ file: URL) -> String {
    String(file.path.dropFirst(root.path.count + 1))
  }
}

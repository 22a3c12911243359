import CoordLintCore

extension RuleExample {
  /// One file of an example with its markers taken out, and where they were.
  public struct MarkedFile: Sendable {
    public let name: String
    /// What the rules read: no markers.
    public let source: String
    /// What documentation shows: the `↓` markers kept, the note markers left out.
    public let documented: String
    /// Where each `↓` was, in order: 1-based line and UTF-8 column, as the tool counts.
    public let findingLocations: [SourceLocation]
    /// Where each note marker was, in order.
    public let noteLocations: [(marker: Character, location: SourceLocation)]

    public init(name: String, marked: String) {
      self.name = name
      var lines: [String] = []
      var documentedLines: [String] = []
      var findingLocations: [SourceLocation] = []
      var noteLocations: [(marker: Character, location: SourceLocation)] = []
      for (index, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        var clean = ""
        var documented = ""
        for character in line {
          let here = SourceLocation(file: name, line: index + 1, column: clean.utf8.count + 1)
          if character == RuleExample.marker {
            findingLocations.append(here)
            documented.append(character)
          } else if RuleExample.noteMarkers.contains(character) {
            noteLocations.append((character, here))
          } else {
            clean.append(character)
            documented.append(character)
          }
        }
        lines.append(clean)
        documentedLines.append(documented)
      }
      source = lines.joined(separator: "\n")
      documented = documentedLines.joined(separator: "\n")
      self.findingLocations = findingLocations
      self.noteLocations = noteLocations
    }
  }

  /// A mistake in how an example states what it expects.
  public enum ExpectationError: Error, Equatable, CustomStringConvertible {
    case findingCount(markers: Int, findings: Int)
    case noteMarkerMissing(Character)
    case noteMarkerRepeated(Character)
    case noteMarkerUnused(Character)

    public var description: String {
      switch self {
      case .findingCount(let markers, let findings):
        "the example has \(markers) \(RuleExample.marker) markers but states \(findings) findings"
      case .noteMarkerMissing(let marker): "a note is placed at \(marker), which is in none of the files"
      case .noteMarkerRepeated(let marker): "\(marker) marks more than one place"
      case .noteMarkerUnused(let marker): "\(marker) marks a place no note is at"
      }
    }
  }

  /// The files with their markers taken out, in order.
  public var markedFiles: [MarkedFile] {
    files.map { MarkedFile(name: $0.name, marked: $0.source) }
  }

  /// The findings the example states, placed at its markers, as `rule` would report them at `severity`.
  public func expectedFindings(rule: String, severity: Severity) throws(ExpectationError) -> [Finding] {
    let marked = markedFiles
    let findingLocations = marked.flatMap(\.findingLocations)
    guard findingLocations.count == findings.count else {
      throw .findingCount(markers: findingLocations.count, findings: findings.count)
    }
    var noteLocations: [Character: SourceLocation] = [:]
    for (marker, location) in marked.flatMap(\.noteLocations) {
      guard noteLocations.updateValue(location, forKey: marker) == nil else { throw .noteMarkerRepeated(marker) }
    }
    let used = Set(findings.flatMap(\.notes).map(\.marker))
    if let unused = noteLocations.keys.filter({ !used.contains($0) }).min() { throw .noteMarkerUnused(unused) }
    return try zip(findingLocations, findings).map { location, expected throws(ExpectationError) in
      let notes = try expected.notes.map { note throws(ExpectationError) in
        guard let at = noteLocations[note.marker] else { throw .noteMarkerMissing(note.marker) }
        return Finding.Note(note.message, at: at)
      }
      return Finding(rule: rule, severity: severity, message: expected.message, location: location, notes: notes)
    }
  }
}

import CoordLintCore
import Foundation

/// SARIF 2.1.0, the format GitHub code scanning and most IDEs import: the rules with their documentation, one
/// result per finding, notes as related locations, and a cycle's edges as a code flow.
public struct SARIFReporter: Reporter {
  public init() {}

  public func report(_ findings: [Finding], context: ReportContext) -> String {
    let ruleIndex = Dictionary(context.rules.enumerated().map { ($0.element.id, $0.offset) },
                               uniquingKeysWith: { first, _ in first })
    // Rules whose notes are the edges of a path, in order; their results also get a `codeFlows` entry.
    let pathRules = Set(context.rules.filter(\.traits.notesFormPath).map(\.id))
    let rules = context.rules.map { rule in
      SARIF.Rule(id: rule.id, shortDescription: .init(text: rule.summary),
                 fullDescription: .init(text: rule.rationale), help: .init(text: rule.rationale),
                 defaultConfiguration: .init(level: rule.defaultSeverity.rawValue))
    }
    let results = findings.map { finding in
      let related = finding.notes.enumerated().map { index, note in
        SARIF.RelatedLocation(id: index + 1, physicalLocation: physical(note.location, context),
                              message: .init(text: note.message))
      }
      var codeFlows: [SARIF.CodeFlow]?
      if pathRules.contains(finding.rule), !finding.notes.isEmpty {
        let steps = finding.notes.map { note in
          SARIF.ThreadFlowLocation(location: .init(physicalLocation: physical(note.location, context),
                                                   message: .init(text: note.message)))
        }
        codeFlows = [SARIF.CodeFlow(threadFlows: [.init(locations: steps)])]
      }
      return SARIF.Result(
        ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule], level: finding.severity.rawValue,
        message: .init(text: finding.message),
        locations: [.init(physicalLocation: physical(finding.location, context))],
        relatedLocations: related.isEmpty ? nil : related, codeFlows: codeFlows,
        partialFingerprints: ["coordlintFindingKey/v1": finding.fingerprint])
    }
    let log = SARIF.Log(runs: [
      SARIF.Run(tool: .init(driver: .init(name: context.toolName, version: context.toolVersion,
                                          semanticVersion: context.toolVersion,
                                          informationUri: context.informationURI, rules: rules)),
                results: results),
    ])
    let encoder = JSONOutput.encoder()
    // Strings, integers and optionals always encode.
    let data = (try? encoder.encode(log)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private func physical(_ location: SourceLocation, _ context: ReportContext) -> SARIF.PhysicalLocation {
    let isAbsolute = location.file.hasPrefix("/")
    return SARIF.PhysicalLocation(
      artifactLocation: .init(uri: SARIFReporter.uri(location.file), uriBaseId: isAbsolute ? nil : "%SRCROOT%"),
      region: .init(startLine: location.line, startColumn: context.utf16Column(location)))
  }

  /// A path as a URI reference: every byte outside the unreserved set and `/` percent-encoded; absolute paths as
  /// `file://` URIs, relative ones relative to `%SRCROOT%`.
  static func uri(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
           UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
           UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}

/// The subset of the SARIF 2.1.0 object model coordlint writes.
enum SARIF {
  struct Log: Encodable {
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema", version, runs
    }
  }

  struct Run: Encodable {
    let tool: Tool
    // coordlint's columns are UTF-8 bytes; reporters convert them to UTF-16 code units with the source line.
    let columnKind = "utf16CodeUnits"
    let results: [Result]
  }

  struct Tool: Encodable {
    let driver: Driver
  }

  struct Driver: Encodable {
    let name: String
    let version: String
    let semanticVersion: String
    let informationUri: String
    let rules: [Rule]
  }

  struct Rule: Encodable {
    let id: String
    let shortDescription: Message
    let fullDescription: Message
    let help: Message
    let defaultConfiguration: Configuration
  }

  struct Configuration: Encodable {
    let level: String
  }

  struct Message: Encodable {
    let text: String
  }

  struct Result: Encodable {
    let ruleId: String
    let ruleIndex: Int?
    let level: String
    let message: Message
    let locations: [Location]
    let relatedLocations: [RelatedLocation]?
    let codeFlows: [CodeFlow]?
    let partialFingerprints: [String: String]
  }

  struct Location: Encodable {
    let physicalLocation: PhysicalLocation
  }

  struct RelatedLocation: Encodable {
    let id: Int
    let physicalLocation: PhysicalLocation
    let message: Message
  }

  struct PhysicalLocation: Encodable {
    let artifactLocation: ArtifactLocation
    let region: Region
  }

  struct ArtifactLocation: Encodable {
    let uri: String
    let uriBaseId: String?
  }

  struct Region: Encodable {
    let startLine: Int
    let startColumn: Int
  }

  struct CodeFlow: Encodable {
    let threadFlows: [ThreadFlow]
  }

  struct ThreadFlow: Encodable {
    let locations: [ThreadFlowLocation]
  }

  struct ThreadFlowLocation: Encodable {
    let location: FlowLocation
  }

  struct FlowLocation: Encodable {
    let physicalLocation: PhysicalLocation
    let message: Message
  }
}

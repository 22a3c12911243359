/// Why a file was not extracted: its code would take the parser, or the recursive code after it, too long or too
/// much stack, or it took longer than its budget. The file is named in a warning and the rest of the input is analyzed.
enum ExtractionRefusal: Error, Equatable {
  /// A tree deeper than `SyntaxDepth.maximum`.
  case nesting
  /// Square brackets deeper than `BracketNesting.maximum`.
  case brackets
  /// The file's parse and extraction took more CPU time than `--file-timeout` gives one file.
  case timeout(seconds: Double)

  /// The warning's text.
  var message: String {
    switch self {
    case .nesting:
      return "code nested deeper than \(SyntaxDepth.maximum) levels (a chain of calls, members or operators); "
        + "the file was not analyzed"
    case .brackets:
      return "square brackets nested deeper than \(BracketNesting.maximum) levels, which the parser takes "
        + "exponential time on; the file was not analyzed"
    case .timeout(let seconds):
      return "analysis of this file took longer than \(FileBudget.describe(seconds)); it was not analyzed "
        + "(see --file-timeout)"
    }
  }
}

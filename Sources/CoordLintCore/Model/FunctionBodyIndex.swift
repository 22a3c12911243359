/// `Codebase.functionBodies` by reference, found where the codebase already keeps each function: its type's members
/// by name, or its file's free functions.
///
/// A dictionary of the bodies themselves copied each `FunctionBody` (its declaration is a large value) and was the
/// largest allocation of the rules at a million lines; one from each reference to its position was still 19 MB
/// there (a reference is 64 bytes), and the peak of the run.
public struct FunctionBodyIndex: Sendable {
  private let types: [String: TypeInfo]
  private let files: [FileFacts]
  /// Positions in `files` by path number.
  private let filePositions: [UInt32: [Int]]

  init(types: [String: TypeInfo], files: [FileFacts]) {
    self.types = types
    self.files = files
    var positions: [UInt32: [Int]] = [:]
    for (position, file) in files.enumerated() {
      positions[FilePathTable.shared.id(of: file.path), default: []].append(position)
    }
    filePositions = positions
  }

  /// The body of `function`, if it has one: the first in `functionBodies` order, as a reference names one function.
  public subscript(function: FunctionRef) -> FunctionBody? {
    let candidates: [FunctionDecl]
    if function.owner.isEmpty {
      candidates = (filePositions[function.location.fileID] ?? []).flatMap { files[$0].functions }
    } else {
      candidates = types[function.owner]?.functions(named: function.name) ?? []
    }
    for decl in candidates where decl.body != nil && decl.location == function.location && decl.name == function.name
      && decl.selector == function.selector {
      return FunctionBody(function: function, decl: decl)
    }
    return nil
  }
}

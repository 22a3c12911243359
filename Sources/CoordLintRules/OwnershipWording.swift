import CoordLintCore

/// How ownership rules name nodes and edges in messages and notes.
struct OwnershipWording {
  let analysis: Analysis

  /// A node as a reader knows it: the type's name, or `Type.property` for an instance reached through properties.
  func name(_ node: String) -> String {
    analysis.ownership.graph.instanceLabels[node] ?? typeName(node)
  }

  func typeName(_ key: String) -> String {
    analysis.codebase.type(key)?.displayName ?? key
  }

  /// `Holder.property`, with the declaring type's display name.
  func propertyName(_ property: OwnershipGraph.PropertyRef) -> String {
    "\(typeName(property.owner)).\(property.name)"
  }

  /// One note per edge of a chain, in order.
  func notes(for path: [OwnershipGraph.Edge]) -> [Finding.Note] {
    path.map { note(for: $0) }
  }

  /// What one edge means, at its declaration or keep site.
  func note(for edge: OwnershipGraph.Edge) -> Finding.Note {
    let from = name(edge.from), to = name(edge.to)
    let message: String
    switch edge.kind {
    case .property:
      let strength = edge.strength == .strong ? "strongly" : "as '\(edge.strength.rawValue)'"
      // An object's id ends in its creation site's column, never in `.name`.
      if let property = edge.property, edge.to.hasSuffix(".\(property.name)"),
         let type = analysis.ownership.graph.nodeTypes[edge.to] {
        // The target is the instance in the property itself: name the property and its type.
        let written = typeName(type)
        // "an 'Array'", but "a 'UINavigationController'": the article follows the sound, and a leading U sounds "you".
        let article = written.first.map { "AEIO".contains($0) } == true ? "an" : "a"
        message = "'\(from)' holds '\(property.name)' (\(article) '\(written)') \(strength)"
      } else {
        let property = edge.property.map(propertyName) ?? from
        message = "'\(property)' holds '\(to)' \(strength)"
      }
    case .shows: message = "'\(from)' shows '\(to)' and keeps it"
    case .children: message = "'\(from)' keeps '\(to)' in its children"
    case .containment: message = "'\(from)' contains '\(to)'"
    case .subscription: message = "a subscription kept by '\(from)' captures '\(to)' strongly"
    case .closure:
      let property = edge.property.map(propertyName) ?? from
      message = "the closure stored in '\(property)' captures '\(to)' strongly"
    }
    return Finding.Note(message, at: edge.location)
  }

  /// `'A' → 'B' → 'A'`.
  func chain(_ path: [OwnershipGraph.Edge], closingAt start: String) -> String {
    ([start] + path.map(\.to) + [start]).map { "'\(name($0))'" }.joined(separator: " → ")
  }

  /// The protocol a back reference is declared with, when it is a protocol of the sources that is not class-bound.
  func nonClassProtocol(of property: OwnershipGraph.PropertyRef) -> String? {
    let codebase = analysis.codebase
    guard let written = property.type else { return nil }
    let type = codebase.resolve(written, from: codebase.type(property.owner)?.memberScope ?? []).unwrapped
    guard case .named = type, let key = type.nominalName,
          codebase.type(key)?.kind == .protocol, codebase.type(key)?.isDeclaredInSources == true,
          codebase.classBound(key) == .no else { return nil }
    return key
  }
}

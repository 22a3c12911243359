import SwiftSyntax

extension DeclModifierListSyntax {
  /// Modifier keywords as written: `final`, `private`, `static`, `weak`, `override`.
  var names: [String] { map(\.name.text) }
}

extension AttributeListSyntax {
  /// Attribute names without the `@`: `objc`, `MainActor`, `Published`.
  var names: [String] {
    compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      return attribute.attributeName.trimmedDescription
    }
  }
}

extension AttributeListSyntax {
  /// The name an `@objc(Name)` attribute gives a declaration in Objective-C; nil when there is none.
  var objcName: String? {
    for element in self {
      guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "objc",
            case .objCName(let pieces)? = attribute.arguments, pieces.count == 1, pieces.first?.colon == nil,
            let name = pieces.first?.name?.text else { continue }
      return name
    }
    return nil
  }
}

extension InheritanceClauseSyntax? {
  /// The inherited types, or none.
  var typeRefs: [TypeRef] { self?.inheritedTypes.map { TypeRef($0.type) } ?? [] }
}

extension GenericParameterClauseSyntax? {
  /// Generic parameters with their inline constraints.
  var facts: [GenericParameter] {
    self?.parameters.map { GenericParameter(name: $0.name.text, constraint: $0.inheritedType.map(TypeRef.init)) } ?? []
  }

  /// What each constrained generic parameter stands for, from its inline constraint and the `where` clause's
  /// conformances (several make a composition); unconstrained parameters are left out.
  func constraints(_ whereClause: GenericWhereClauseSyntax?) -> [String: TypeRef] {
    var result: [String: [TypeRef]] = [:]
    let parameters = facts
    let names = Set(parameters.map(\.name))
    for parameter in parameters {
      if let constraint = parameter.constraint { result[parameter.name, default: []].append(constraint) }
    }
    for requirement in whereClause.facts where requirement.kind == .conformance {
      guard case .named(let name, let generics) = requirement.subject, generics.isEmpty, names.contains(name) else {
        continue
      }
      result[name, default: []].append(requirement.constraint)
    }
    return result.mapValues { $0.count == 1 ? $0[0] : .composition($0) }
  }
}

extension GenericWhereClauseSyntax? {
  /// Requirements of a `where` clause; value-generic and layout requirements are left out.
  var facts: [Requirement] {
    guard let self else { return [] }
    return self.requirements.compactMap { element in
      switch element.requirement {
      case .conformanceRequirement(let conformance):
        return Requirement(kind: .conformance, subject: TypeRef(conformance.leftType),
                           constraint: TypeRef(conformance.rightType))
      case .sameTypeRequirement(let sameType):
        guard case .type(let left) = sameType.leftType, case .type(let right) = sameType.rightType else {
          return nil
        }
        return Requirement(kind: .sameType, subject: TypeRef(left), constraint: TypeRef(right))
      default:
        return nil
      }
    }
  }
}

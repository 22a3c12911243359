/// A node of a body as a walk meets it: a statement, or an expression inside one.
public enum IRNode: Sendable {
  case statement(Statement)
  case expression(Expr)
}

/// What a walk does below the node it has just visited.
public enum IRWalkAction: Sendable {
  /// Every child, in source order.
  case visitChildren
  /// None.
  case skipChildren
  /// Only the statements of a loop's, block's or closure's body: not a loop's sequence and `where` clause, not a
  /// block's conditions; the visitor has read those itself. For any other node, the same as `skipChildren`.
  case bodyOnly
}

/// Where a walk is: the nodes enclosing the one visited, outermost first.
public struct IRContext: Sendable {
  public fileprivate(set) var ancestors: [IRNode] = []

  /// The innermost enclosing node.
  public var parent: IRNode? { ancestors.last }
}

/// Receives the nodes of a body in source order, each before its children (`visit`) and after them (`leave`).
/// Every pass and rule that reads bodies does so through `IRWalk` with a visitor of its own.
public protocol IRVisitor {
  mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction
  mutating func leave(_ statement: Statement, _ context: IRContext)
  mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction
  mutating func leave(_ expr: Expr, _ context: IRContext)
}

extension IRVisitor {
  public mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction { .visitChildren }
  public mutating func leave(_ statement: Statement, _ context: IRContext) {}
  public mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction { .visitChildren }
  public mutating func leave(_ expr: Expr, _ context: IRContext) {}
}

/// The one traversal of the facts' statement and expression trees.
///
/// It keeps its own stack instead of recursing, so no nesting depth in the analyzed code (10,000 parentheses,
/// closures or `if`s) can overflow the thread's stack, whatever the visitor does.
public enum IRWalk {
  /// Walks `statements` in order, depth first.
  public static func walk<Visitor: IRVisitor>(_ statements: [Statement], _ visitor: inout Visitor) {
    run(statements.reversed().map { Step.enter(.statement($0)) }, &visitor)
  }

  /// Walks one expression and everything inside it, closure bodies included.
  public static func walk<Visitor: IRVisitor>(_ expr: Expr, _ visitor: inout Visitor) {
    run([.enter(.expression(expr))], &visitor)
  }

  /// Calls `body` for every statement of `statements`: nested blocks, loops and closure bodies included.
  public static func forEachStatement(in statements: [Statement], _ body: (Statement, IRContext) -> Void) {
    withoutActuallyEscaping(body) { body in
      var visitor = StatementVisitor(body: body)
      walk(statements, &visitor)
    }
  }

  /// Calls `body` for every statement `statements` hold, where `body` says whether to look inside each (closure
  /// bodies inside its expressions included).
  public static func visitStatements(in statements: [Statement], _ body: (Statement, IRContext) -> IRWalkAction) {
    withoutActuallyEscaping(body) { body in
      var visitor = StatementActionVisitor(body: body)
      walk(statements, &visitor)
    }
  }

  /// Calls `body` for `expr` and every expression inside it; `body` says whether to look inside each.
  public static func forEachExpression(in expr: Expr, _ body: (Expr, IRContext) -> IRWalkAction) {
    withoutActuallyEscaping(body) { body in
      var visitor = ExpressionVisitor(body: body)
      walk(expr, &visitor)
    }
  }

  private enum Step {
    case enter(IRNode)
    case leave(IRNode)
  }

  private static func run<Visitor: IRVisitor>(_ initial: [Step], _ visitor: inout Visitor) {
    var stack = initial
    var context = IRContext()
    while let step = stack.popLast() {
      switch step {
      case .enter(let node):
        let action: IRWalkAction
        switch node {
        case .statement(let statement): action = visitor.visit(statement, context)
        case .expression(let expr): action = visitor.visit(expr, context)
        }
        stack.append(.leave(node))
        context.ancestors.append(node)
        let children = action == .skipChildren ? [] : Self.children(of: node, bodyOnly: action == .bodyOnly)
        stack.append(contentsOf: children.reversed().map(Step.enter))
      case .leave(let node):
        context.ancestors.removeLast()
        switch node {
        case .statement(let statement): visitor.leave(statement, context)
        case .expression(let expr): visitor.leave(expr, context)
        }
      }
    }
  }

  /// A node's children in source order.
  static func children(of node: IRNode, bodyOnly: Bool) -> [IRNode] {
    switch node {
    case .statement(let statement):
      switch statement {
      case .forIn(let loop):
        let body = loop.body.map(IRNode.statement)
        if bodyOnly { return body }
        return [.expression(loop.sequence)] + (loop.whereClause.map { [.expression($0)] } ?? []) + body
      case .block(let block):
        return (bodyOnly ? [] : block.conditions.map(IRNode.statement)) + block.body.map(IRNode.statement)
      case _ where bodyOnly:
        return []
      case .expression(let expr, _), .return(let expr?, _):
        return [.expression(expr)]
      case .assignment(let assignment):
        return [.expression(assignment.target), .expression(assignment.value)]
      case .binding(let binding):
        return binding.value.map { [.expression($0)] } ?? []
      case .return(nil, _):
        return []
      }
    case .expression(let expr):
      switch expr {
      case .closure(let closure): return closure.body.map(IRNode.statement)
      case _ where bodyOnly: return []
      case .call(let call): return [.expression(call.callee)] + call.arguments.map { .expression($0.value) }
      case .member(let base?, _): return [.expression(base)]
      case .subscriptAccess(let base, let arguments):
        return [.expression(base)] + arguments.map { .expression($0.value) }
      case .cast(let inner, _, _), .prefix(_, let inner), .inOut(let inner): return [.expression(inner)]
      case .array(let elements), .other(let elements): return elements.map(IRNode.expression)
      case .dictionary(let entries): return entries.flatMap { [IRNode.expression($0.key), .expression($0.value)] }
      case .binary(_, let lhs, let rhs): return [.expression(lhs), .expression(rhs)]
      case .ternary(let condition, let then, let otherwise):
        return [.expression(condition), .expression(then), .expression(otherwise)]
      case .name, .member(nil, _), .type, .literal: return []
      }
    }
  }

  private struct StatementVisitor: IRVisitor {
    let body: (Statement, IRContext) -> Void
    mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction {
      body(statement, context)
      return .visitChildren
    }
  }

  private struct StatementActionVisitor: IRVisitor {
    let body: (Statement, IRContext) -> IRWalkAction
    mutating func visit(_ statement: Statement, _ context: IRContext) -> IRWalkAction { body(statement, context) }
  }

  private struct ExpressionVisitor: IRVisitor {
    let body: (Expr, IRContext) -> IRWalkAction
    mutating func visit(_ expr: Expr, _ context: IRContext) -> IRWalkAction { body(expr, context) }
  }
}

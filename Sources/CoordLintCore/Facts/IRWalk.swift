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

  /// The call that encloses the node visited when that node is `closure` passed as one of the call's arguments
  /// (`dismiss { … }`, `sink(receiveValue: { … })`); nil for a closure anywhere else.
  public func callPassing(_ closure: Closure) -> Call? {
    guard case .expression(.call(let call))? = parent else { return nil }
    // Locations tell closures apart without comparing their bodies, which `==` would do in full.
    let passed = call.arguments.contains { argument in
      if case .closure(let candidate) = argument.value { return candidate.location == closure.location }
      return false
    }
    return passed ? call : nil
  }
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
    visitStatements(in: statements) { statement, context in
      body(statement, context)
      return .visitChildren
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
    stack.reserveCapacity(64)
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
        if action != .skipChildren { pushChildren(of: node, bodyOnly: action == .bodyOnly, onto: &stack) }
      case .leave(let node):
        context.ancestors.removeLast()
        switch node {
        case .statement(let statement): visitor.leave(statement, context)
        case .expression(let expr): visitor.leave(expr, context)
        }
      }
    }
  }

  /// Pushes a node's children so that they pop in source order. Written out rather than built from `children(of:)`
  /// because the walk runs over every body several times: no array per node (measured: the passes took about 15 %
  /// longer with one).
  private static func pushChildren(of node: IRNode, bodyOnly: Bool, onto stack: inout [Step]) {
    func statements(_ list: [Statement]) {
      for statement in list.reversed() { stack.append(.enter(.statement(statement))) }
    }
    func expression(_ expr: Expr) { stack.append(.enter(.expression(expr))) }
    func expressions(_ list: [Expr]) {
      for expr in list.reversed() { stack.append(.enter(.expression(expr))) }
    }
    switch node {
    case .statement(let statement):
      switch statement {
      case .forIn(let loop):
        statements(loop.body)
        if !bodyOnly {
          if let condition = loop.whereClause { expression(condition) }
          expression(loop.sequence)
        }
      case .block(let block):
        statements(block.body)
        if !bodyOnly { statements(block.conditions) }
      case _ where bodyOnly:
        break
      case .expression(let expr, _), .return(let expr?, _):
        expression(expr)
      case .assignment(let assignment):
        expression(assignment.value)
        expression(assignment.target)
      case .binding(let binding):
        if let value = binding.value { expression(value) }
      case .return(nil, _):
        break
      }
    case .expression(let expr):
      switch expr {
      case .closure(let closure): statements(closure.body)
      case _ where bodyOnly: break
      case .call(let call):
        for argument in call.arguments.reversed() { expression(argument.value) }
        expression(call.callee)
      case .member(let base?, _): expression(base)
      case .subscriptAccess(let base, let arguments):
        for argument in arguments.reversed() { expression(argument.value) }
        expression(base)
      case .cast(let inner, _, _), .prefix(_, let inner), .inOut(let inner), .projection(let inner, _):
        expression(inner)
      case .array(let elements), .other(let elements): expressions(elements)
      case .dictionary(let entries):
        for entry in entries.reversed() {
          expression(entry.value)
          expression(entry.key)
        }
      case .binary(_, let lhs, let rhs):
        expression(rhs)
        expression(lhs)
      case .ternary(let condition, let then, let otherwise):
        expression(otherwise)
        expression(then)
        expression(condition)
      case .name, .member(nil, _), .type, .literal: break
      }
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

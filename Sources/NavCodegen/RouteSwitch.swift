import NavPlan
import NavSemantics
import NavSwift

/// A function whose body is a switch over routes, one case per route.
///
/// Small enums get one switch. Large enums (when the plan chunks them) get helper functions
/// of one chunk of cases each, a switch with a `default:` arm returning nil, tried in turn:
/// the Swift type checker handles that shape in linear time and never gives up on
/// exhaustiveness, where one flat switch over thousands of cases does.
struct RouteSwitch: Sendable {
    /// The function's name, e.g. `getDestination`.
    var name: SwiftName
    /// The helper family's name for chunk functions (their names come from the plan).
    var chunkName: @Sendable (Int) -> SwiftName
    var modifiers: [SwiftModifier]
    var chunkModifiers: [SwiftModifier]
    var parameters: [SwiftParameter]
    /// The arguments that forward the parameters to a chunk.
    var forwardedArguments: [SwiftArgument]
    var effects: Effects = []
    var result: SwiftType
    /// What is switched over, e.g. `route` or `self`.
    var subject: SwiftExpression
    /// The routes that get a case; the others fall to `fallback`.
    var routes: [RouteID]
    /// The pattern of each route's case.
    var pattern: @Sendable (RoutePlan) -> SwiftPattern
    /// The statements of each route's case (ending in `return`).
    var body: @Sendable (RoutePlan) -> [SwiftStatement]
    /// The statements when no case matched (every route has one when all routes are listed).
    var fallback: [SwiftStatement]
    /// Whether the subject is a route, so that listing every route makes the switch exhaustive;
    /// a switch over case indices always needs its fallback.
    var switchesOverRoutes = true
    var documentation: String?
}

extension Translation {
    /// The declarations of `function` as parts of a file: the function, then one part for each
    /// chunk helper, translated when it is written.
    func parts(of function: RouteSwitch) -> [FilePart] {
        let isComplete = function.switchesOverRoutes && function.routes.count == routes.count
        guard let chunking = plan.chunking, function.routes.count > chunking.size else {
            return [
                .declarations {
                    var cases = function.routes.map { switchCase(of: function, for: $0) }
                    if !isComplete { cases.append(.default(function.fallback)) }
                    return [declaration(of: function, body: [.switch(function.subject, cases)])]
                }
            ]
        }
        let chunkStarts = Array(stride(from: 0, to: function.routes.count, by: chunking.size))
        let tryPrefix = { (call: SwiftExpression) -> SwiftExpression in
            function.effects.contains(.throws) ? .try(call) : call
        }
        var body: [SwiftStatement] = chunkStarts.indices.map { index in
            let call = SwiftExpression.call(
                .member(.selfOrType(function), function.chunkName(index)), function.forwardedArguments)
            return .if(
                [.optionalBinding(SwiftName("result"), tryPrefix(call))], then: [.return(.named("result"))])
        }
        body += function.fallback
        let main = declaration(of: function, body: body)
        return [.declarations { [main] }]
            + chunkStarts.enumerated().map { index, start in
                .declarations {
                    let chunk = function.routes[start..<min(start + chunking.size, function.routes.count)]
                    var cases = chunk.map { switchCase(of: function, for: $0) }
                    cases.append(.default([.return(.nil)]))
                    return [
                        SwiftDeclaration(
                            modifiers: function.chunkModifiers,
                            .function(
                                SwiftFunction(
                                    function.chunkName(index), parameters: function.parameters,
                                    effects: function.effects, result: .optional(function.result),
                                    body: [.switch(function.subject, cases)])))
                    ]
                }
            }
    }

    /// The case of `route` in `function`'s switch.
    private func switchCase(of function: RouteSwitch, for id: RouteID) -> SwiftSwitchCase {
        let route = routes[id]
        return SwiftSwitchCase([function.pattern(route)], function.body(route))
    }

    private func declaration(of function: RouteSwitch, body: [SwiftStatement]) -> SwiftDeclaration {
        SwiftDeclaration(
            documentation: function.documentation, modifiers: function.modifiers,
            .function(
                SwiftFunction(
                    function.name, parameters: function.parameters, effects: function.effects,
                    result: function.result,
                    body: body)))
    }
}

extension SwiftExpression {
    /// `Self` for a static function's chunks, `self` otherwise.
    fileprivate static func selfOrType(_ function: RouteSwitch) -> SwiftExpression {
        function.chunkModifiers.contains(.static) ? .selfType : .selfReference
    }
}

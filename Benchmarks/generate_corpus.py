#!/usr/bin/env python3
"""Writes a deterministic synthetic iOS app in Swift, with planted coordlint findings and their manifest."""

import argparse
import json
import os
import random
import shutil
import sys

from planted_findings import PLANTED_KINDS, render_planted

DEFAULT_SEED = 16
DEFAULT_LINES = 1_000_000
DEFAULT_DENSITY = 2.0  # planted findings per 10,000 lines
DEFAULT_FILLER_RATIO = 3.0  # lines of unrelated code per line of navigation code

NOUNS = [
    "Catalog", "Cart", "Profile", "Orders", "Wallet", "Transfers", "Cards", "Loans", "Savings", "Insights",
    "Messages", "Inbox", "Contacts", "Calendar", "Tasks", "Notes", "Photos", "Albums", "Music", "Podcasts",
    "News", "Weather", "Maps", "Places", "Trips", "Bookings", "Flights", "Hotels", "Rentals", "Reviews",
    "Search", "Settings", "Privacy", "Security", "Devices", "Family", "Rewards", "Coupons", "Stores", "Delivery",
    "Recipes", "Groceries", "Workouts", "Health", "Sleep", "Journal", "Habits", "Goals", "Budget", "Invoices",
    "Receipts", "Taxes", "Payroll", "Tickets", "Events", "Venues", "Support", "Feedback", "Library", "Courses",
]
SUBS = [
    "Detail", "Editor", "Filters", "Picker", "Summary", "History", "Share", "Compose", "Review", "Confirm",
    "Gallery", "Export", "Import", "Preview", "Schedule", "Members", "Comments", "Archive", "Reminder", "Sync",
]
FIELD_WORDS = [
    "title", "subtitle", "amount", "count", "rating", "price", "discount", "weight", "distance", "duration",
    "score", "rank", "limit", "offset", "balance", "quota", "progress", "budget", "total", "level",
]

# Coordinator idioms, one per feature in turn (see docs in Benchmarks/README.md).
STYLES = ["finish-delegate", "parent-reference", "filter", "delegate", "base-class", "keyed"]


class SwiftFile:
    """One generated file: a path below the corpus root and its lines."""

    def __init__(self, path, lines):
        self.path = path
        self.lines = lines


def lower_first(name):
    return name[0].lower() + name[1:]


# MARK: - Expressions for filler code

def double_expression(rng, names, depth):
    """A parenthesized arithmetic expression over `names`, deep enough to exercise operator folding."""
    if depth == 0 or rng.random() < 0.25:
        choice = rng.random()
        if choice < 0.6:
            return rng.choice(names)
        if choice < 0.8:
            return f"{rng.randint(1, 90)}.{rng.randint(0, 9)}"
        return f"Double({rng.choice(names)}.rounded())"
    operator = rng.choice(["+", "-", "*", "/", "+", "*"])
    left = double_expression(rng, names, depth - 1)
    right = double_expression(rng, names, depth - 1)
    if operator == "/":
        right = f"max({right}, 1)"
    return f"({left} {operator} {right})"


def int_expression(rng, names, depth):
    if depth == 0 or rng.random() < 0.25:
        return rng.choice(names) if rng.random() < 0.7 else str(rng.randint(1, 255))
    operator = rng.choice(["+", "-", "*", "&", "|", "^", "%", "<<", ">>", "+"])
    left = int_expression(rng, names, depth - 1)
    right = int_expression(rng, names, depth - 1)
    if operator in ("<<", ">>"):
        right = str(rng.randint(1, 7))
    if operator == "%":
        right = f"max({right}, 1)"
    return f"({left} {operator} {right})"


def condition(rng, names):
    parts = []
    for _ in range(rng.randint(1, 3)):
        parts.append(f"{rng.choice(names)} {rng.choice(['<', '>', '<=', '>=', '!=', '=='])} {rng.randint(0, 500)}")
    return f" {rng.choice(['&&', '||'])} ".join(parts)


# MARK: - Filler: models, extensions, utilities

def model_file(rng, name, folder):
    fields = []
    for index in range(rng.randint(5, 12)):
        word = FIELD_WORDS[(index * 7 + rng.randint(0, 19)) % len(FIELD_WORDS)]
        fields.append((f"{word}{index}", rng.choice(["Double", "Int", "String", "Bool", "[String]", "Date", "Int?"])))
    doubles = [field for field, kind in fields if kind == "Double"] or ["weightValue"]
    ints = [field for field, kind in fields if kind == "Int"] or ["countValue"]
    out = [
        "import Foundation",
        "",
        f"/// {name}: a plain record of the app's data layer, decoded from the API.",
        f"struct {name}: Codable, Hashable, Identifiable {{",
        "    let id: UUID",
    ]
    for field, kind in fields:
        out.append(f"    var {field}: {kind}")
    if doubles == ["weightValue"]:
        out.append("    var weightValue: Double")
    if ints == ["countValue"]:
        out.append("    var countValue: Int")
    out += ["", "    enum CodingKeys: String, CodingKey {", "        case id"]
    for field, _ in fields:
        out.append(f"        case {field} = \"{field.lower()}\"")
    if doubles == ["weightValue"]:
        out.append("        case weightValue = \"weight_value\"")
    if ints == ["countValue"]:
        out.append("        case countValue = \"count_value\"")
    out += ["    }", ""]
    for index in range(rng.randint(3, 8)):
        out += [
            f"    var derived{index}: Double {{",
            f"        let base = {double_expression(rng, doubles, 3)}",
            f"        let scale = Double({int_expression(rng, ints, 2)})",
            f"        return base * scale + {double_expression(rng, doubles, 2)}",
            "    }",
            "",
        ]
    for index in range(rng.randint(1, 4)):
        out += [
            f"    func bucket{index}(limit: Int) -> Int {{",
            f"        var value = {int_expression(rng, ints, 3)}",
            f"        if {condition(rng, ints)} {{",
            f"            value = value &+ {int_expression(rng, ints, 2)}",
            "        } else {",
            f"            value = value &- limit * {rng.randint(2, 9)}",
            "        }",
            "        return value % max(limit, 1)",
            "    }",
            "",
        ]
    out += ["    static func sample(seed: Int) -> " + name + " {"]
    out.append(f"        {name}(")
    out.append("            id: UUID(),")
    for index, (field, kind) in enumerate(fields):
        value = {
            "Double": f"Double(seed) * {rng.randint(2, 40)}.5",
            "Int": f"seed * {rng.randint(2, 40)} + {rng.randint(0, 99)}",
            "String": f"\"{field}-\\(seed)\"",
            "Bool": "seed % 2 == 0",
            "[String]": f"[\"a\\(seed)\", \"b\\(seed + {rng.randint(1, 9)})\"]",
            "Date": f"Date(timeIntervalSince1970: TimeInterval(seed * {rng.randint(60, 86400)}))",
            "Int?": "seed > 3 ? seed : nil",
        }[kind]
        comma = "," if index < len(fields) - 1 or doubles == ["weightValue"] or ints == ["countValue"] else ""
        out.append(f"            {field}: {value}{comma}")
    extras = []
    if doubles == ["weightValue"]:
        extras.append("            weightValue: Double(seed) / 3")
    if ints == ["countValue"]:
        extras.append("            countValue: seed")
    for index, extra in enumerate(extras):
        out.append(extra + ("," if index < len(extras) - 1 else ""))
    out += ["        )", "    }", "}", ""]
    kinds = ["compact", "regular", "expanded", "featured", "hidden"][: rng.randint(3, 5)]
    out += [
        f"extension {name} {{",
        "    enum Presentation: String, CaseIterable {",
        "        case " + ", ".join(kinds),
        "    }",
        "",
        "    var presentation: Presentation {",
        f"        switch {int_expression(rng, ints, 2)} % {len(kinds)} {{",
    ]
    for index, kind in enumerate(kinds[:-1]):
        out.append(f"        case {index}: return .{kind}")
    out += [f"        default: return .{kinds[-1]}", "        }", "    }", "}"]
    return SwiftFile(f"{folder}/{name}.swift", out)


def extension_file(rng, model, name, folder):
    stem = lower_first(model)
    out = [
        "import Foundation",
        "",
        f"/// Queries and aggregates over collections of {model}.",
        f"extension Array where Element == {model} {{",
    ]
    for index in range(rng.randint(4, 10)):
        threshold = rng.randint(1, 500)
        out += [
            f"    func {stem}Total{index}() -> Double {{",
            f"        reduce(0) {{ partial, item in partial + item.derived0 * {rng.randint(1, 9)}.0 - {threshold}.0 }}",
            "    }",
            "",
            f"    func {stem}Top{index}(limit: Int) -> [{model}] {{",
            f"        let sorted = self.sorted {{ $0.derived0 > $1.derived0 || ($0.derived0 == $1.derived0 && $0.id.hashValue < $1.id.hashValue) }}",
            f"        return Array(sorted.prefix(Swift.max(0, Swift.min(limit, count - {rng.randint(0, 3)}))))",
            "    }",
            "",
            f"    func {stem}Groups{index}() -> [Int: [{model}]] {{",
            f"        Dictionary(grouping: self) {{ item in Int(item.derived0) / {rng.randint(2, 50)} % {rng.randint(3, 17)} }}",
            "    }",
            "",
        ]
    out += [
        "}",
        "",
        "extension String {",
    ]
    for index in range(rng.randint(2, 6)):
        out += [
            f"    func {stem}Slug{index}() -> String {{",
            "        let lowered = lowercased().trimmingCharacters(in: .whitespacesAndNewlines)",
            f"        let limit = Swift.min(lowered.count, {rng.randint(8, 64)} + lowered.count / {rng.randint(2, 9)})",
            "        return String(lowered.prefix(limit)).replacingOccurrences(of: \" \", with: \"-\")",
            "    }",
            "",
        ]
    out += ["}"]
    return SwiftFile(f"{folder}/{name}.swift", out)


def utility_file(rng, name, folder):
    out = [
        "import Foundation",
        "",
        f"/// {name}: pure helpers for layout, money and statistics; no state.",
        f"enum {name} {{",
    ]
    for index in range(rng.randint(10, 26)):
        kind = rng.random()
        if kind < 0.45:
            names = ["x", "y", "z", "w"]
            out += [
                f"    static func curve{index}(_ x: Double, _ y: Double, _ z: Double) -> Double {{",
                f"        let w = {double_expression(rng, ['x', 'y', 'z'], 3)}",
                f"        let v = {double_expression(rng, names, 4)}",
                f"        if {condition(rng, ['v', 'w'])} {{",
                f"            return v * {rng.randint(2, 9)}.0 - w",
                "        }",
                f"        return {double_expression(rng, names + ['v'], 3)}",
                "    }",
                "",
            ]
        elif kind < 0.8:
            names = ["a", "b", "c", "mask"]
            out += [
                f"    static func mix{index}(_ a: Int, _ b: Int, _ c: Int) -> Int {{",
                f"        let mask = {int_expression(rng, ['a', 'b', 'c'], 3)}",
                f"        var result = {int_expression(rng, names, 4)}",
                f"        for step in 0..<{rng.randint(2, 12)} {{",
                f"            result = (result &* {rng.randint(3, 97)} &+ step) ^ (mask >> {rng.randint(1, 5)})",
                f"            if {condition(rng, ['result', 'step'])} {{ break }}",
                "        }",
                "        return result",
                "    }",
                "",
            ]
        else:
            out += [
                f"    static func label{index}(_ values: [Double], unit: String) -> String {{",
                "        guard !values.isEmpty else { return \"–\" }",
                "        let mean = values.reduce(0, +) / Double(values.count)",
                "        let spread = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)",
                f"        let rounded = (mean * {rng.randint(10, 1000)}).rounded() / {rng.randint(10, 1000)}",
                "        return \"\\(rounded) \\(unit) ± \\(spread.squareRoot())\"",
                "    }",
                "",
            ]
    out += ["}"]
    return SwiftFile(f"{folder}/{name}.swift", out)


# MARK: - Feature code: coordinators, screens, view models, services

class Node:
    """A coordinator of a feature's tree, with its screen and view model."""

    def __init__(self, name, parent, style):
        self.name = name
        self.parent = parent
        self.style = style
        self.children = []

    @property
    def coordinator(self):
        return f"{self.name}Coordinator"

    @property
    def is_root(self):
        return self.parent is None


def child_slot(node):
    return lower_first(node.name)


def service_file(feature, service, folder, rng):
    model = f"{feature}Record"
    out = [
        "import Foundation",
        "",
        f"/// Loads and caches the {feature} feature's records; shared by its view models.",
        f"protocol {service}Type: AnyObject {{",
        f"    func records(page: Int) async throws -> [{model}]",
        f"    func cached(id: UUID) -> {model}?",
        "}",
        "",
        f"final class {service}: {service}Type {{",
        f"    private var cache: [UUID: {model}] = [:]",
        "    private let session: URLSession",
        f"    private let pageSize = {rng.randint(10, 60)}",
        "",
        "    init(session: URLSession = .shared) {",
        "        self.session = session",
        "    }",
        "",
        f"    func records(page: Int) async throws -> [{model}] {{",
        "        let start = page * pageSize",
        f"        let records = (start..<start + pageSize).map {{ {model}.sample(seed: $0) }}",
        "        for record in records { cache[record.id] = record }",
        "        return records",
        "    }",
        "",
        f"    func cached(id: UUID) -> {model}? {{",
        "        cache[id]",
        "    }",
        "}",
    ]
    return SwiftFile(f"{folder}/{service}.swift", out)


def view_model_file(node, service, folder, rng):
    vm = f"{node.name}ViewModel"
    out = [
        "import Foundation",
        "",
        f"/// State of the {node.name} screen; tells its coordinator where to go.",
        f"final class {vm} {{",
        "",
        "    private(set) var rows: [String] = []",
        "    private(set) var page = 0",
        f"    private let service: {service}Type",
        f"    private weak var coordinator: {node.coordinator}?",
        "",
        f"    init(service: {service}Type, coordinator: {node.coordinator}) {{",
        "        self.service = service",
        "        self.coordinator = coordinator",
        "    }",
        "",
        "    func load() async {",
        "        let records = (try? await service.records(page: page)) ?? []",
        "        rows = records.map { record in",
        f"            let score = Int(record.derived0 * {rng.randint(2, 9)}) % {rng.randint(50, 200)}",
        "            return \"\\(record.id.uuidString.prefix(6)) · \\(score)\"",
        "        }",
        "        page += 1",
        "    }",
        "",
        "    func progress(of total: Int) -> Double {",
        f"        total == 0 ? 0 : Double(rows.count) / Double(total) * {rng.randint(50, 100)}.0",
        "    }",
    ]
    for child in node.children:
        out += ["", f"    func didSelect{child.name}() {{", f"        coordinator?.show{child.name}()", "    }"]
    if not node.is_root:
        out += ["", "    func closeTapped() {", "        coordinator?.close()", "    }"]
    out += ["}"]
    return SwiftFile(f"{folder}/{vm}.swift", out)


def screen_file(node, folder, rng):
    screen = f"{node.name}ViewController"
    vm = f"{node.name}ViewModel"
    margin = rng.randint(8, 24)
    out = [
        "import UIKit",
        "",
        f"/// The {node.name} screen: a header, a list and one button per next step.",
        f"final class {screen}: UIViewController, UITableViewDataSource {{",
        "",
        f"    private let viewModel: {vm}",
        "    var onClose: (() -> Void)?",
        "    private let titleLabel = UILabel()",
        "    private let tableView = UITableView(frame: .zero, style: .insetGrouped)",
        "    private let stack = UIStackView()",
        "",
        f"    init(viewModel: {vm}) {{",
        "        self.viewModel = viewModel",
        "        super.init(nibName: nil, bundle: nil)",
        "    }",
        "",
        "    @available(*, unavailable)",
        "    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }",
        "",
        "    override func viewDidLoad() {",
        "        super.viewDidLoad()",
        f"        title = \"{node.name}\"",
        "        view.backgroundColor = .systemBackground",
        "        tableView.dataSource = self",
        "        stack.axis = .vertical",
        f"        stack.spacing = {margin / 2}",
        "        [titleLabel, tableView].forEach { stack.addArrangedSubview($0) }",
        "        view.addSubview(stack)",
        "        stack.translatesAutoresizingMaskIntoConstraints = false",
        "        NSLayoutConstraint.activate([",
        f"            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: {margin}),",
        f"            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -{margin}),",
        f"            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: {margin} * 2),",
        "            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),",
        "        ])",
    ]
    for index, child in enumerate(node.children):
        out += [
            f"        let button{index} = UIButton(type: .system)",
            f"        button{index}.setTitle(\"{child.name}\", for: .normal)",
            f"        button{index}.addTarget(self, action: #selector(open{child.name}), for: .touchUpInside)",
            f"        stack.addArrangedSubview(button{index})",
        ]
    out += [
        "        Task { [weak self] in",
        "            await self?.viewModel.load()",
        "            self?.tableView.reloadData()",
        "        }",
        "    }",
        "",
        "    override func viewDidLayoutSubviews() {",
        "        super.viewDidLayoutSubviews()",
        f"        let inset = max(view.bounds.width - {rng.randint(320, 720)}, 0) / 2 + {margin}",
        "        tableView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: inset / 2, right: inset)",
        "        titleLabel.font = .preferredFont(forTextStyle: inset > 40 ? .largeTitle : .title2)",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
        "        viewModel.rows.count",
        "    }",
        "",
        "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
        "        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)",
        "        cell.textLabel?.text = viewModel.rows[indexPath.row]",
        f"        cell.detailTextLabel?.text = \"\\(Int(viewModel.progress(of: indexPath.row + 1) * {rng.randint(2, 9)}))%\"",
        "        return cell",
        "    }",
    ]
    for child in node.children:
        out += ["", f"    @objc private func open{child.name}() {{", f"        viewModel.didSelect{child.name}()", "    }"]
    if not node.is_root:
        out += [
            "",
            "    override func viewDidDisappear(_ animated: Bool) {",
            "        super.viewDidDisappear(animated)",
            "        if isMovingFromParent { onClose?() }",
            "    }",
        ]
    out += ["}"]
    return SwiftFile(f"{folder}/{screen}.swift", out)


def protocol_coordinator_file(node, service, folder, rng):
    """A coordinator conforming to the `Coordinator` protocol, in one of the protocol-based idioms."""
    style = node.style
    name = node.coordinator
    parent = node.parent
    out = ["import UIKit", ""]
    if style == "delegate" and not node.is_root:
        out += [
            f"protocol {name}Delegate: AnyObject {{",
            f"    func {lower_first(node.name)}DidFinish(_ coordinator: {name})",
            "}",
            "",
        ]
    if style == "keyed" and not node.is_root:
        out += [
            f"protocol {node.name}Listener: AnyObject {{",
            f"    func {lower_first(node.name)}DidClose()",
            "}",
            "",
        ]
    out += [
        f"/// Runs the {node.name} flow ({style} idiom).",
        f"final class {name}: Coordinator {{",
        "",
        "    let navigationController: UINavigationController",
        "    var childCoordinators: [Coordinator] = []",
        "    weak var finishDelegate: CoordinatorFinishDelegate?",
    ]
    unowned_parent = style == "parent-reference" and not node.is_root and parent.children.index(node) % 2 == 1
    if style == "parent-reference" and not node.is_root:
        if unowned_parent:
            out.append(f"    unowned let parentCoordinator: {parent.coordinator}")
        else:
            out.append(f"    weak var parentCoordinator: {parent.coordinator}?")
    if style == "delegate" and not node.is_root:
        out.append(f"    weak var delegate: {name}Delegate?")
    if style == "keyed":
        if not node.is_root:
            out.append(f"    weak var listener: {node.name}Listener?")
        out.append("    private var flows: [String: Coordinator] = [:]")
    out += [
        f"    private let service: {service}Type",
        "",
    ]
    if style == "parent-reference" and not node.is_root:
        out += [
            f"    init(navigationController: UINavigationController, service: {service}Type, parent: {parent.coordinator}) {{",
            "        self.navigationController = navigationController",
            "        self.service = service",
            "        self.parentCoordinator = parent",
            "    }",
        ]
    else:
        out += [
            f"    init(navigationController: UINavigationController, service: {service}Type) {{",
            "        self.navigationController = navigationController",
            "        self.service = service",
            "    }",
        ]
    out += [
        "",
        "    func start() {",
        f"        let viewModel = {node.name}ViewModel(service: service, coordinator: self)",
        f"        let screen = {node.name}ViewController(viewModel: viewModel)",
    ]
    if not node.is_root:
        out.append("        screen.onClose = { [weak self] in self?.close() }")
        out.append("        navigationController.pushViewController(screen, animated: true)")
    else:
        out += [
            "        navigationController.setViewControllers([screen], animated: false)",
            f"        {node.name}DeepLinks.shared.coordinator = self",
            "        UIView.animate(withDuration: 0.25) { self.navigationController.navigationBar.alpha = 1 }",
        ]
    out += ["    }"]
    for index, child in enumerate(node.children):
        local = child_slot(child)
        out += ["", f"    func show{child.name}() {{"]
        if style == "parent-reference":
            out.append(f"        let {local} = {child.coordinator}(navigationController: navigationController, service: service, parent: self)")
        else:
            out.append(f"        let {local} = {child.coordinator}(navigationController: navigationController, service: service)")
        if style == "finish-delegate":
            if index % 2 == 0:
                out.append(f"        attachAndStart({local})")
            else:
                out += [f"        {local}.finishDelegate = self", f"        store({local})", f"        {local}.start()"]
        elif style == "parent-reference":
            out += [f"        childCoordinators.append({local})", f"        {local}.start()"]
        elif style == "filter":
            out += [f"        {local}.finishDelegate = self", f"        childCoordinators.append({local})", f"        {local}.start()"]
        elif style == "delegate":
            out += [f"        {local}.delegate = self", f"        childCoordinators.append({local})", f"        {local}.start()"]
        elif style == "keyed":
            out += [f"        {local}.listener = self", f"        flows[\"{local}\"] = {local}", f"        {local}.start()"]
        out.append("    }")
    if not node.is_root:
        out += ["", "    func close() {"]
        if style == "finish-delegate":
            out.append("        DispatchQueue.main.async { self.finish() }")
        elif style == "parent-reference":
            out.append(f"        parentCoordinator{'' if unowned_parent else '?'}.childDidFinish(self)")
        elif style == "filter":
            out += ["        childCoordinators.removeAll()", "        finishDelegate?.coordinatorDidFinish(childCoordinator: self)"]
        elif style == "delegate":
            out.append(f"        delegate?.{lower_first(node.name)}DidFinish(self)")
        elif style == "keyed":
            out.append(f"        listener?.{lower_first(node.name)}DidClose()")
        out.append("    }")
    if style == "parent-reference" and node.children:
        out += [
            "",
            "    func childDidFinish(_ child: Coordinator?) {",
            "        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {",
            "            childCoordinators.remove(at: index)",
            "            break",
            "        }",
            "    }",
        ]
    out += ["}"]
    if node.is_root:
        out += [
            "",
            "/// Routes links of the feature to its running flow; the flow registers itself when it starts.",
            f"final class {node.name}DeepLinks {{",
            f"    static let shared = {node.name}DeepLinks()",
            f"    var coordinator: {name}?",
            "}",
        ]
    if node.children and style in ("finish-delegate", "filter"):
        out += [
            "",
            "// MARK: - CoordinatorFinishDelegate",
            "",
            f"extension {name}: CoordinatorFinishDelegate {{",
            "    func coordinatorDidFinish(childCoordinator: Coordinator) {",
        ]
        if style == "finish-delegate":
            out.append("        free(childCoordinator)")
        else:
            out.append("        childCoordinators = childCoordinators.filter { $0 !== childCoordinator }")
        out += ["    }", "}"]
    if style == "delegate":
        for index, child in enumerate(node.children):
            out += [
                "",
                f"extension {name}: {child.coordinator}Delegate {{",
                f"    func {lower_first(child.name)}DidFinish(_ coordinator: {child.coordinator}) {{",
            ]
            if index % 2 == 0:
                out.append("        childCoordinators.removeAll(where: { $0 === coordinator })")
            else:
                out.append("        childCoordinators.removeAll { $0 === coordinator }")
            out += ["    }", "}"]
    if style == "keyed":
        for index, child in enumerate(node.children):
            local = child_slot(child)
            out += [
                "",
                f"extension {name}: {child.name}Listener {{",
                f"    func {lower_first(child.name)}DidClose() {{",
            ]
            if index % 2 == 0:
                out.append(f"        flows[\"{local}\"] = nil")
            else:
                out.append(f"        flows.removeValue(forKey: \"{local}\")")
            out += ["    }", "}"]
    return SwiftFile(f"{folder}/{name}.swift", out)


def base_class_coordinator_file(node, service, folder, rng):
    """A coordinator subclassing `FlowCoordinator`, with `addChild`/`removeChild` and an `onFinish` closure."""
    name = node.coordinator
    out = [
        "import UIKit",
        "",
        f"/// Runs the {node.name} flow (base-class idiom).",
        f"final class {name}: FlowCoordinator {{",
        "",
        "    private let navigationController: UINavigationController",
        f"    private let service: {service}Type",
        "",
        f"    init(navigationController: UINavigationController, service: {service}Type) {{",
        "        self.navigationController = navigationController",
        "        self.service = service",
        "        super.init()",
        "    }",
        "",
        "    override func start() {",
        f"        let viewModel = {node.name}ViewModel(service: service, coordinator: self)",
        f"        let screen = {node.name}ViewController(viewModel: viewModel)",
    ]
    if not node.is_root:
        out += [
            "        screen.onClose = { [weak self] in self?.close() }",
            "        navigationController.pushViewController(screen, animated: true)",
        ]
    else:
        out.append("        navigationController.setViewControllers([screen], animated: false)")
    out.append("    }")
    for child in node.children:
        local = child_slot(child)
        out += [
            "",
            f"    func show{child.name}() {{",
            f"        let {local} = {child.coordinator}(navigationController: navigationController, service: service)",
            f"        {local}.onFinish = {{ [weak self, weak {local}] in self?.removeChild({local}) }}",
            f"        addChild({local})",
            f"        {local}.start()",
            "    }",
        ]
    if not node.is_root:
        out += ["", "    func close() {", "        finishFlow()", "    }"]
    out += ["}"]
    return SwiftFile(f"{folder}/{name}.swift", out)


def build_tree(rng, feature, style):
    root = Node(feature, None, style)
    frontier = [(root, 1)]
    max_depth = rng.randint(1, 4)
    used = set()
    count = 1
    while frontier:
        node, depth = frontier.pop(0)
        if depth > max_depth:
            continue
        for _ in range(rng.randint(1, 3)):
            if count >= 12:
                break
            sub = rng.choice(SUBS)
            while sub in used:
                sub = SUBS[(SUBS.index(sub) + 1) % len(SUBS)]
            used.add(sub)
            child = Node(f"{feature}{sub}", node, style)
            node.children.append(child)
            frontier.append((child, depth + 1))
            count += 1
    return root


def walk(node):
    yield node
    for child in node.children:
        yield from walk(child)


def feature_files(rng, feature, style):
    folder = f"Features/{feature}"
    service = f"{feature}Service"
    files = [service_file(feature, service, folder, rng)]
    root = build_tree(rng, feature, style)
    for node in walk(root):
        if style == "base-class":
            files.append(base_class_coordinator_file(node, service, folder, rng))
        else:
            files.append(protocol_coordinator_file(node, service, folder, rng))
        files.append(view_model_file(node, service, folder, rng))
        files.append(screen_file(node, folder, rng))
    return root, files


def filler_files(rng, feature, target):
    """Models, extensions and utilities unrelated to navigation, about `target` lines in all."""
    model = f"{feature}Record"
    files = [model_file(rng, model, "Models")]
    files.append(extension_file(rng, model, f"{model}+Queries", "Extensions"))
    index = 0
    while sum(len(f.lines) for f in files) < target:
        kind = rng.random()
        if kind < 0.5:
            files.append(utility_file(rng, f"{feature}Math{index}", "Utilities"))
        elif kind < 0.8:
            files.append(model_file(rng, f"{feature}Snapshot{index}", "Models"))
        else:
            snapshot = f"{feature}Entry{index}"
            files.append(model_file(rng, snapshot, "Models"))
            files.append(extension_file(rng, snapshot, f"{snapshot}+Queries", "Extensions"))
        index += 1
    return files


# MARK: - App level: core protocols, sections, app coordinator, scene delegate

CORE_COORDINATOR = """import UIKit

/// A navigation flow. Parents keep running children in `childCoordinators` and learn of their end
/// through `finishDelegate`.
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    var childCoordinators: [Coordinator] { get set }
    var finishDelegate: CoordinatorFinishDelegate? { get set }

    func start()
}

protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}

// MARK: - Children store

extension Coordinator {

    /// Keeps `child` alive until `free(_:)`.
    func store(_ child: Coordinator) {
        guard !childCoordinators.contains(where: { $0 === child }) else { return }
        childCoordinators.append(child)
    }

    func free(_ child: Coordinator) {
        childCoordinators.removeAll { $0 === child }
    }

    /// Ends this flow: releases every child, then tells the parent.
    func finish() {
        childCoordinators.forEach { $0.finishDelegate = nil }
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}

extension Coordinator where Self: CoordinatorFinishDelegate {

    /// The usual way to run a child: become its finish delegate, store it, start it.
    func attachAndStart(_ child: Coordinator) {
        child.finishDelegate = self
        store(child)
        child.start()
    }
}
"""

CORE_FLOW_COORDINATOR = """import UIKit

/// The base class of flows that do not use the `Coordinator` protocol: children kept by `addChild(_:)`,
/// released by `removeChild(_:)`, the end reported through `onFinish`.
class FlowCoordinator {

    private(set) var children: [FlowCoordinator] = []
    var onFinish: (() -> Void)?

    init() {}

    func start() {}

    final func addChild(_ child: FlowCoordinator) {
        children.append(child)
    }

    final func removeChild(_ child: FlowCoordinator?) {
        guard let child else { return }
        children.removeAll(where: { $0 === child })
    }

    /// Ends this flow: releases every child, then tells whoever started it.
    func finishFlow() {
        children.removeAll()
        onFinish?()
    }
}
"""


def section_file(index, features):
    """A section coordinator: adds its features' root flows once, in `start()`, for good."""
    name = f"Section{index}Coordinator"
    out = [
        "import UIKit",
        "",
        f"/// Section {index} of the app: {len(features)} features side by side, started once and kept for good.",
        f"final class {name}: Coordinator {{",
        "",
        "    let navigationController: UINavigationController",
        "    var childCoordinators: [Coordinator] = []",
        "    weak var finishDelegate: CoordinatorFinishDelegate?",
        "    private var flows: [FlowCoordinator] = []",
        "",
        "    init(navigationController: UINavigationController) {",
        "        self.navigationController = navigationController",
        "    }",
        "",
        "    func start() {",
    ]
    for feature, style in features:
        local = lower_first(feature)
        out.append(f"        let {local} = {feature}Coordinator(navigationController: UINavigationController(), service: {feature}Service())")
        if style == "base-class":
            out.append(f"        flows.append({local})")
        else:
            out.append(f"        childCoordinators.append({local})")
        out.append(f"        {local}.start()")
    out += ["    }", "}"]
    return SwiftFile(f"App/{name}.swift", out)


def app_files(section_count):
    out = [
        "import UIKit",
        "",
        "/// The root flow: every section of the app, added once when the app starts.",
        "final class AppCoordinator: Coordinator {",
        "",
        "    let navigationController: UINavigationController",
        "    var childCoordinators: [Coordinator] = []",
        "    weak var finishDelegate: CoordinatorFinishDelegate?",
        "",
        "    init(navigationController: UINavigationController) {",
        "        self.navigationController = navigationController",
        "    }",
        "",
        "    func start() {",
    ]
    for index in range(section_count):
        out += [
            f"        let section{index} = Section{index}Coordinator(navigationController: navigationController)",
            f"        childCoordinators.append(section{index})",
            f"        section{index}.start()",
        ]
    out += ["    }", "}"]
    scene = [
        "import UIKit",
        "",
        "/// Builds the window and keeps the app coordinator for the scene's lifetime.",
        "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {",
        "",
        "    var window: UIWindow?",
        "    private var appCoordinator: AppCoordinator?",
        "",
        "    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,",
        "               options connectionOptions: UIScene.ConnectionOptions) {",
        "        guard let windowScene = scene as? UIWindowScene else { return }",
        "        let window = UIWindow(windowScene: windowScene)",
        "        let navigationController = UINavigationController()",
        "        window.rootViewController = navigationController",
        "        self.window = window",
        "        let coordinator = AppCoordinator(navigationController: navigationController)",
        "        appCoordinator = coordinator",
        "        coordinator.start()",
        "        window.makeKeyAndVisible()",
        "    }",
        "}",
    ]
    return [
        SwiftFile("App/AppCoordinator.swift", out),
        SwiftFile("App/SceneDelegate.swift", scene),
        SwiftFile("Core/Coordinator.swift", CORE_COORDINATOR.rstrip("\n").split("\n")),
        SwiftFile("Core/FlowCoordinator.swift", CORE_FLOW_COORDINATOR.rstrip("\n").split("\n")),
    ]


# MARK: - Corpus

def generate(seed, target_lines, density, filler_ratio=DEFAULT_FILLER_RATIO):
    """Returns the files, the manifest entries and the file benchmarks edit. Depends only on the arguments."""
    rng = random.Random(seed)
    files = app_files(0)  # placeholders, rebuilt once the sections are known
    core_lines = sum(len(f.lines) for f in files)
    total = core_lines
    features = []
    feature_files_all = []
    manifest = []
    planted_every = 10_000 / density if density > 0 else float("inf")
    next_planted = planted_every / 2
    planted_index = 0
    index = 0
    while total < target_lines:
        noun = NOUNS[index % len(NOUNS)]
        feature = f"{noun}{index // len(NOUNS) + 1}"
        style = STYLES[index % len(STYLES)]
        feature_rng = random.Random(f"{seed}:{feature}")
        _, produced = feature_files(feature_rng, feature, style)
        navigation = sum(len(f.lines) for f in produced)
        produced += filler_files(feature_rng, feature, navigation * filler_ratio)
        total += sum(len(f.lines) for f in produced)
        while total >= next_planted:
            kind = PLANTED_KINDS[planted_index % len(PLANTED_KINDS)]
            prefix = f"{feature}Legacy{planted_index}"
            path = f"Features/{feature}/Legacy/{prefix}.swift"
            lines, expected = render_planted(kind, prefix)
            produced.append(SwiftFile(path, lines))
            for rule, line, column in expected:
                manifest.append({"rule": rule, "file": path, "line": line, "column": column, "kind": kind})
            total += len(lines)
            planted_index += 1
            next_planted += planted_every
        features.append((feature, style))
        feature_files_all += produced
        index += 1
    sections = [features[i:i + 8] for i in range(0, len(features), 8)]
    files = app_files(len(sections))
    for number, members in enumerate(sections):
        files.append(section_file(number, members))
    files += feature_files_all
    manifest.sort(key=lambda entry: (entry["file"], entry["line"], entry["column"], entry["rule"]))
    middle = features[len(features) // 2][0]
    return files, manifest, f"Features/{middle}/{middle}Coordinator.swift"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("output", help="folder to write the corpus into (replaced if it exists)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--lines", type=int, default=DEFAULT_LINES, help="target size in lines (default 1,000,000)")
    parser.add_argument("--density", type=float, default=DEFAULT_DENSITY,
                        help="planted findings per 10,000 lines (default 2)")
    parser.add_argument("--filler-ratio", type=float, default=DEFAULT_FILLER_RATIO,
                        help="lines of models, extensions and utilities per line of navigation code (default 3)")
    args = parser.parse_args(argv)

    files, manifest, edit_file = generate(args.seed, args.lines, args.density, args.filler_ratio)
    if os.path.exists(args.output):
        shutil.rmtree(args.output)
    app = os.path.join(args.output, "SynthApp")
    total_lines = 0
    for swift in files:
        path = os.path.join(app, swift.path)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as handle:
            handle.write("\n".join(swift.lines) + "\n")
        total_lines += len(swift.lines)
    # The planted findings include an opt-in rule's: the app's configuration turns it on, as a team's would.
    with open(os.path.join(app, ".coordlint.yml"), "w", encoding="utf-8", newline="\n") as handle:
        handle.write("opt_in_rules: [strong-back-reference]\n")
    counts = {}
    for entry in manifest:
        counts[entry["rule"]] = counts.get(entry["rule"], 0) + 1
    summary = {
        "seed": args.seed,
        "target_lines": args.lines,
        "density_per_10k_lines": args.density,
        "filler_ratio": args.filler_ratio,
        "files": len(files),
        "lines": total_lines,
        "root": "SynthApp",
        "edit_file": edit_file,
        "planted_counts": dict(sorted(counts.items())),
        "planted": [{k: v for k, v in entry.items()} for entry in manifest],
    }
    with open(os.path.join(args.output, "manifest.json"), "w", encoding="utf-8", newline="\n") as handle:
        json.dump(summary, handle, indent=1, sort_keys=True)
        handle.write("\n")
    print(f"{args.output}: {len(files)} files, {total_lines} lines, {len(manifest)} planted findings", file=sys.stderr)


if __name__ == "__main__":
    main()

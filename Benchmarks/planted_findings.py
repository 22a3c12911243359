"""Templates of the planted coordlint findings: one small legacy flow per template, its findings marked in place."""

import re

# `⟪rule⟫` marks where coordlint reports a finding of `rule`: the marker's line and column (UTF-8 bytes, 1-based).
MARKER = re.compile(r"⟪([a-z-]+)⟫")

TEMPLATES = {}

# What most planted coordinators declare, written once: `{STORAGE}` and `{NAV_INIT}` in a template stand for these.
SNIPPETS = {
    "{STORAGE}": """    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?""",
    "{NAV_INIT}": """    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }""",
}

# A child added on every call of an action method and never removed.
TEMPLATES["orphan-append"] = """
import UIKit

/// {X}: attachments, opened from a toolbar button.
final class {X}Coordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {}

    func showAttachments() {
        let attachments = {X}AttachmentsCoordinator(navigationController: navigationController)
        ⟪orphan-child⟫childCoordinators.append(attachments)
        attachments.start()
    }
}

final class {X}AttachmentsCoordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {
        navigationController.pushViewController(UIViewController(), animated: true)
    }
}
"""

# The same through the base class's `addChild(_:)`, with no `onFinish` that removes it.
TEMPLATES["orphan-wrapper"] = """
import UIKit

/// {X}: the archive browser, opened from a menu.
final class {X}Coordinator: FlowCoordinator {
    func openArchive() {
        let archive = {X}ArchiveCoordinator()
        ⟪orphan-child⟫addChild(archive)
        archive.start()
    }
}

final class {X}ArchiveCoordinator: FlowCoordinator {}
"""

# Added once, but the child finishes and the parent's handler forgets to remove it.
TEMPLATES["orphan-finish"] = """
import UIKit

protocol {X}FlowDelegate: AnyObject {
    func flowDidFinish(_ flow: Coordinator)
}

/// {X}: the welcome tour, shown once.
final class {X}Coordinator: Coordinator, {X}FlowDelegate {
{STORAGE}

{NAV_INIT}

    func start() {
        let tour = {X}TourCoordinator(navigationController: navigationController)
        tour.delegate = self
        ⟪orphan-child⟫childCoordinators.append(tour)
        tour.start()
    }

    func flowDidFinish(_ flow: Coordinator) {
        print("tour finished")
    }
}

final class {X}TourCoordinator: Coordinator {
{STORAGE}
    weak var delegate: {X}FlowDelegate?

{NAV_INIT}

    func start() {
        let tour = {X}TourViewController()
        tour.onDone = { [weak self] in self?.didComplete() }
        navigationController.pushViewController(tour, animated: true)
    }

    func didComplete() {
        childCoordinators.removeAll()
        delegate?.flowDidFinish(self)
    }
}

final class {X}TourViewController: UIViewController {
    var onDone: (() -> Void)?
}
"""

# Coordinator -> its own screen property -> view model -> coordinator, the view model holding it strongly.
TEMPLATES["cycle-screen-property"] = """
import UIKit

/// {X}: account details, the screen kept for reloads.
final class {X}Coordinator: Coordinator {
{STORAGE}
    private var screen: {X}ViewController?

{NAV_INIT}

    func start() {
        let viewModel = ⟪retain-cycle⟫{X}ViewModel(coordinator: self)
        let screen = {X}ViewController(viewModel: viewModel)
        self.screen = screen
        navigationController.pushViewController(screen, animated: true)
    }
}

final class {X}ViewModel {
    let coordinator: {X}Coordinator

    init(coordinator: {X}Coordinator) {
        self.coordinator = coordinator
    }
}

final class {X}ViewController: UIViewController {
    let viewModel: {X}ViewModel

    init(viewModel: {X}ViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
"""

# A callback stored on the coordinator's own screen property, capturing the coordinator strongly.
TEMPLATES["cycle-stored-closure"] = """
import UIKit

/// {X}: a list of orders whose selection opens the detail.
final class {X}Coordinator: Coordinator {
{STORAGE}
    private var list: {X}ListViewController?

{NAV_INIT}

    func start() {
        let list = {X}ListViewController()
        list.onSelect = ⟪retain-cycle⟫{ order in self.showDetail(order) }
        self.list = list
        navigationController.pushViewController(list, animated: false)
    }

    func showDetail(_ order: String) {
        print(order)
    }
}

final class {X}ListViewController: UIViewController {
    var onSelect: ((String) -> Void)?
}
"""

# A Combine subscription kept in the coordinator's own bag, capturing it strongly.
TEMPLATES["cycle-subscription"] = """
import UIKit
import Combine

/// {X}: follows the session and routes on sign-in changes.
final class {X}Coordinator: Coordinator {
{STORAGE}
    private var cancellables = Set<AnyCancellable>()
    private let session: {X}Session

    init(navigationController: UINavigationController, session: {X}Session) {
        self.navigationController = navigationController
        self.session = session
    }

    func start() {
        session.$signedIn
            .sink ⟪retain-cycle⟫{ signedIn in self.route(signedIn) }
            .store(in: &cancellables)
    }

    func route(_ signedIn: Bool) {
        print(signedIn)
    }
}

final class {X}Session {
    @Published var signedIn = false
}
"""

# A pushed screen's view model holding its coordinator strongly: lasts until the screen is popped.
TEMPLATES["temporary-pushed-view-model"] = """
import UIKit

/// {X}: the help pages, pushed over the current flow.
final class {X}Coordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {
        let viewModel = ⟪temporary-retain-cycle⟫{X}ViewModel(coordinator: self)
        let screen = {X}ViewController(viewModel: viewModel)
        navigationController.pushViewController(screen, animated: true)
    }
}

final class {X}ViewModel {
    let coordinator: {X}Coordinator

    init(coordinator: {X}Coordinator) {
        self.coordinator = coordinator
    }
}

final class {X}ViewController: UIViewController {
    let viewModel: {X}ViewModel

    init(viewModel: {X}ViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
"""

# A child's strong delegate back to the parent, which removes the child when it finishes.
TEMPLATES["temporary-strong-delegate"] = """
import UIKit

protocol {X}CheckoutDelegate: AnyObject {
    func checkoutDidFinish(_ checkout: {X}CheckoutCoordinator)
}

/// {X}: the basket, which runs a checkout child.
final class {X}Coordinator: Coordinator, {X}CheckoutDelegate {
{STORAGE}

{NAV_INIT}

    func start() {}

    func showCheckout() {
        let checkout = {X}CheckoutCoordinator(navigationController: navigationController)
        ⟪temporary-retain-cycle⟫checkout.delegate = self
        childCoordinators.append(checkout)
        checkout.start()
    }

    func checkoutDidFinish(_ checkout: {X}CheckoutCoordinator) {
        childCoordinators.removeAll { $0 === checkout }
    }
}

final class {X}CheckoutCoordinator: Coordinator {
{STORAGE}
    var delegate: {X}CheckoutDelegate?

{NAV_INIT}

    func start() {}

    func close() {
        delegate?.checkoutDidFinish(self)
    }
}
"""

# A coordinator built into a local, started and dropped.
TEMPLATES["unretained-local"] = """
import UIKit

/// {X}: the profile, which opens the order history.
final class {X}Coordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {}

    func showHistory() {
        let history = ⟪unretained-coordinator⟫{X}HistoryCoordinator(navigationController: navigationController)
        history.start()
    }
}

final class {X}HistoryCoordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {
        navigationController.pushViewController(UIViewController(), animated: true)
        // Called back once the screen is up: by then nothing keeps the coordinator.
        DispatchQueue.main.async { [weak self] in self?.didShow() }
    }

    func didShow() {}
}
"""

# The same, created inline.
TEMPLATES["unretained-inline"] = """
import UIKit

/// {X}: settings, which open the about page.
final class {X}Coordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {}

    func showAbout() {
        ⟪unretained-coordinator⟫{X}AboutCoordinator(navigationController: navigationController).start()
    }
}

final class {X}AboutCoordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {
        navigationController.pushViewController(UIViewController(), animated: true)
        // Called back once the screen is up: by then nothing keeps the coordinator.
        DispatchQueue.main.async { [weak self] in self?.didShow() }
    }

    func didShow() {}
}
"""

# A screen shown on a navigation controller the coordinator holds weakly, referring back strongly.
TEMPLATES["strong-back-screen"] = """
import UIKit

/// {X}: the FAQ, pushed on a navigation controller it does not own.
final class {X}Coordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?
    weak var navigation: UINavigationController?
    var navigationController: UINavigationController { navigation ?? UINavigationController() }

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func start() {
        let screen = {X}ViewController()
        screen.coordinator = self
        navigation?.pushViewController(screen, animated: true)
    }
}

final class {X}ViewController: UIViewController {
    var ⟪strong-back-reference⟫coordinator: {X}Coordinator?
}
"""

# A view model injected into the shown screen, holding the coordinator strongly; the navigation is unowned.
TEMPLATES["strong-back-view-model"] = """
import UIKit

/// {X}: the terms screen, on a navigation controller owned elsewhere.
final class {X}Coordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?
    unowned let navigation: UINavigationController
    var navigationController: UINavigationController { navigation }

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func start() {
        let viewModel = {X}ViewModel(coordinator: self)
        navigation.pushViewController({X}ViewController(viewModel: viewModel), animated: true)
    }
}

final class {X}ViewModel {
    private let ⟪strong-back-reference⟫coordinator: {X}Coordinator

    init(coordinator: {X}Coordinator) {
        self.coordinator = coordinator
    }
}

final class {X}ViewController: UIViewController {
    let viewModel: {X}ViewModel

    init(viewModel: {X}ViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
"""

# A delegate protocol that is not class-bound, used for a back reference (declared weak-less, as it must be).
TEMPLATES["non-class-delegate"] = """
import UIKit

protocol ⟪non-class-delegate-protocol⟫{X}TabDelegate {
    func tabDidRequestBrowsing()
}

/// {X}: a tab that asks its parent to switch tabs.
final class {X}TabCoordinator: Coordinator {
{STORAGE}
    var delegate: {X}TabDelegate?

{NAV_INIT}

    func start() {}
}

/// {X}: the tab bar owning the tab.
final class {X}Coordinator: Coordinator, {X}TabDelegate {
{STORAGE}

{NAV_INIT}

    func start() {
        let tab = {X}TabCoordinator(navigationController: navigationController)
        ⟪retain-cycle⟫tab.delegate = self
        childCoordinators.append(tab)
    }

    func tabDidRequestBrowsing() {}
}
"""

# A block-based notification observer capturing the coordinator strongly.
TEMPLATES["self-capture-notification"] = """
import UIKit

/// {X}: signs the user out when the session expires.
final class {X}Coordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {
        NotificationCenter.default.addObserver(forName: .init("{X}Expired"), object: nil, queue: .main) ⟪strong-self-capture⟫{ _ in
            self.showLogin()
        }
    }

    func showLogin() {
        navigationController.popToRootViewController(animated: true)
    }
}
"""

# A repeating timer capturing the coordinator strongly.
TEMPLATES["self-capture-timer"] = """
import UIKit

/// {X}: refreshes the dashboard every minute.
final class {X}Coordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {
        Timer.scheduledTimer(withTimeInterval: 60, repeats: true) ⟪strong-self-capture⟫{ _ in self.refresh() }
    }

    func refresh() {
        navigationController.topViewController?.view.setNeedsLayout()
    }
}
"""

# A shared service's stored callback capturing the coordinator strongly.
TEMPLATES["self-capture-shared"] = """
import UIKit

final class {X}AuthService {
    static let shared = {X}AuthService()
    var onLogout: (() -> Void)?
}

/// {X}: resets the app on logout.
final class {X}Coordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {
        {X}AuthService.shared.onLogout = ⟪strong-self-capture⟫{ self.childCoordinators.removeAll() }
    }
}
"""

# A child kept through the protocol extension's `store(_:)` from an action, never freed.
TEMPLATES["orphan-store"] = """
import UIKit

/// {X}: the share sheet flow.
final class {X}Coordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {}

    func showShare() {
        let share = {X}ShareCoordinator(navigationController: navigationController)
        ⟪orphan-child⟫store(share)
        share.start()
    }
}

final class {X}ShareCoordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {}
}
"""

# A child put in a keyed store under a fresh key from an action, never removed.
TEMPLATES["orphan-keyed"] = """
import UIKit

/// {X}: places opened from the map, one flow per place.
final class {X}Coordinator: Coordinator {
{STORAGE}
    private var flows: [String: Coordinator] = [:]

{NAV_INIT}

    func start() {}

    func openPlace(id: String) {
        let place = {X}PlaceCoordinator(navigationController: navigationController)
        ⟪orphan-child⟫flows[id] = place
        place.start()
    }
}

final class {X}PlaceCoordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {}
}
"""

# `attachAndStart(_:)` from an action, the parent's finish handler forgetting to free the child.
TEMPLATES["orphan-attach-forgotten"] = """
import UIKit

/// {X}: runs a sync flow on demand.
final class {X}Coordinator: Coordinator, CoordinatorFinishDelegate {
{STORAGE}

{NAV_INIT}

    func start() {}

    func showSync() {
        ⟪orphan-child⟫attachAndStart({X}SyncCoordinator(navigationController: navigationController))
    }

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        print(childCoordinator)
    }
}

final class {X}SyncCoordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {}

    func close() {
        finish()
    }
}
"""

# A finish closure stored on the child that captures the child itself strongly.
TEMPLATES["cycle-child-capture"] = """
import UIKit

/// {X}: exports, each run as a child flow.
final class {X}Coordinator: FlowCoordinator {
    func openExport() {
        let export = {X}ExportCoordinator()
        export.onFinish = ⟪retain-cycle⟫{ [weak self] in self?.removeChild(export) }
        addChild(export)
        export.start()
    }
}

final class {X}ExportCoordinator: FlowCoordinator {}
"""

# A strong `parentCoordinator`, the child removed through `enumerated()` and `remove(at:)` when it finishes.
TEMPLATES["temporary-strong-parent"] = """
import UIKit

/// {X}: a list whose rows open a detail flow.
final class {X}Coordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {}

    func showDetail() {
        let detail = {X}DetailCoordinator(navigationController: navigationController)
        ⟪temporary-retain-cycle⟫detail.parentCoordinator = self
        childCoordinators.append(detail)
        detail.start()
    }

    func childDidFinish(_ child: Coordinator?) {
        for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
            childCoordinators.remove(at: index)
            break
        }
    }
}

final class {X}DetailCoordinator: Coordinator {
{STORAGE}
    var parentCoordinator: {X}Coordinator?

{NAV_INIT}

    func start() {}

    func close() {
        parentCoordinator?.childDidFinish(self)
    }
}
"""

# A `finishDelegate` declared strong in the child, the parent filtering the child out when it finishes.
TEMPLATES["temporary-strong-finish-delegate"] = """
import UIKit

/// {X}: runs an editor child flow.
final class {X}Coordinator: Coordinator, CoordinatorFinishDelegate {
{STORAGE}

{NAV_INIT}

    func start() {}

    func showEditor() {
        let editor = {X}EditorCoordinator(navigationController: navigationController)
        ⟪temporary-retain-cycle⟫editor.finishDelegate = self
        childCoordinators.append(editor)
        editor.start()
    }

    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
    }
}

final class {X}EditorCoordinator: Coordinator {
    let navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var finishDelegate: CoordinatorFinishDelegate?

{NAV_INIT}

    func start() {}

    func close() {
        finish()
    }
}
"""

# A finish closure without `[weak self]`: parent -> child -> closure -> parent until the child is removed.
TEMPLATES["temporary-finish-closure"] = """
import UIKit

/// {X}: imports, each run as a child flow.
final class {X}Coordinator: FlowCoordinator {
    func openImport() {
        let importer = {X}ImportCoordinator()
        importer.onFinish = ⟪temporary-retain-cycle⟫{ [weak importer] in self.removeChild(importer) }
        addChild(importer)
        importer.start()
    }
}

final class {X}ImportCoordinator: FlowCoordinator {}
"""

# Wired as the child's finish delegate and started, but never stored.
TEMPLATES["unretained-wired"] = """
import UIKit

/// {X}: a picker flow whose result the parent waits for.
final class {X}Coordinator: Coordinator, CoordinatorFinishDelegate {
{STORAGE}

{NAV_INIT}

    func start() {}

    func showPicker() {
        let picker = ⟪unretained-coordinator⟫{X}PickerCoordinator(navigationController: navigationController)
        picker.finishDelegate = self
        picker.start()
    }

    func coordinatorDidFinish(childCoordinator: Coordinator) {}
}

final class {X}PickerCoordinator: Coordinator {
{STORAGE}

{NAV_INIT}

    func start() {
        navigationController.pushViewController(UIViewController(), animated: true)
        // Called back once the screen is up: by then nothing keeps the coordinator.
        DispatchQueue.main.async { [weak self] in self?.didShow() }
    }

    func didShow() {}
}
"""

# The order planted findings are drawn in: every rule early, then the variants.
PLANTED_KINDS = [
    "orphan-append",
    "cycle-screen-property",
    "temporary-pushed-view-model",
    "unretained-local",
    "strong-back-screen",
    "non-class-delegate",
    "self-capture-notification",
    "orphan-wrapper",
    "cycle-stored-closure",
    "temporary-strong-delegate",
    "unretained-inline",
    "strong-back-view-model",
    "self-capture-timer",
    "orphan-finish",
    "cycle-subscription",
    "temporary-strong-parent",
    "unretained-wired",
    "self-capture-shared",
    "orphan-store",
    "cycle-child-capture",
    "temporary-strong-finish-delegate",
    "orphan-keyed",
    "temporary-finish-closure",
    "orphan-attach-forgotten",
]


def render_planted(kind, prefix):
    """The file's lines with markers taken out, and each marked finding as (rule, line, column)."""
    text = TEMPLATES[kind].strip("\n")
    for placeholder, snippet in SNIPPETS.items():
        text = text.replace(placeholder, snippet)
    text = text.replace("{X}", prefix)
    lines = []
    expected = []
    for number, line in enumerate(text.split("\n"), start=1):
        while True:
            match = MARKER.search(line)
            if not match:
                break
            column = len(line[: match.start()].encode("utf-8")) + 1
            expected.append((match.group(1), number, column))
            line = line[: match.start()] + line[match.end():]
        lines.append(line)
    return lines, expected

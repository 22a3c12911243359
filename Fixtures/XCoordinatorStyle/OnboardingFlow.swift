import UIKit
import RxFlow
import RxSwift
import RxRelay

// The onboarding predates the move to XCoordinator and still runs on RxFlow.

enum OnboardingStep: Step {
    case welcome
    case pickTopics
    case notificationsPermission
    case completed
}

final class OnboardingFlow: Flow {

    var root: Presentable { navigationController }

    private let navigationController: UINavigationController = {
        let navigation = UINavigationController()
        navigation.setNavigationBarHidden(true, animated: false)
        return navigation
    }()

    func navigate(to step: Step) -> FlowContributors {
        guard let step = step as? OnboardingStep else { return .none }

        switch step {
        case .welcome:
            let viewModel = WelcomeViewModel()
            let screen = WelcomeViewController(viewModel: viewModel)
            navigationController.setViewControllers([screen], animated: false)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))

        case .pickTopics:
            let viewModel = TopicPickerViewModel(catalog: .live)
            let screen = TopicPickerViewController(viewModel: viewModel)
            navigationController.pushViewController(screen, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: viewModel))

        case .notificationsPermission:
            let screen = NotificationPrimerViewController()
            navigationController.pushViewController(screen, animated: true)
            return .one(flowContributor: .contribute(withNextPresentable: screen, withNextStepper: screen))

        case .completed:
            return .end(forwardToParentFlowWithStep: OnboardingStep.completed)
        }
    }
}

/// Bridges the RxFlow onboarding into the XCoordinator app: runs the flow and calls back once it ends.
final class OnboardingHost {

    let rootViewController: UIViewController
    private let flowCoordinator = FlowCoordinator()
    private let disposeBag = DisposeBag()

    init(onFinish: @escaping () -> Void) {
        let flow = OnboardingFlow()
        rootViewController = flow.root.viewController

        flowCoordinator.rx.didNavigate
            .filter { $0.step as? OnboardingStep == .completed }
            .take(1)
            .subscribe(onNext: { _ in onFinish() })
            .disposed(by: disposeBag)

        flowCoordinator.coordinate(flow: flow, with: OneStepper(withSingleStep: OnboardingStep.welcome))
    }
}

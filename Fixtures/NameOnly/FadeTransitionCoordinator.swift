import UIKit

/// Cross-fade animator for pushes to and from the entry editor.
///
/// Named after UIKit's `UIViewControllerTransitionCoordinator`, whose alongside animations it drives; it is an
/// animation helper, not a flow coordinator: it has no start method and owns no navigation.
final class FadeTransitionCoordinator: NSObject, UIViewControllerAnimatedTransitioning {

    private let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        container.addSubview(toView)

        let fromView = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: transitionDuration(using: transitionContext),
                       delay: 0,
                       options: [.curveEaseInOut]) {
            toView.alpha = 1
            fromView?.alpha = 0
        } completion: { _ in
            fromView?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        #if DEBUG
        if !transitionCompleted { print("FadeTransitionCoordinator: transition cancelled") }
        #endif
    }
}

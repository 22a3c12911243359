import Foundation
import RxSwift
import RxCocoa

/// Validates the form and signs in. Navigation is not its business: it only emits what happened, and the login
/// coordinator subscribes to these relays.
final class LoginViewModel {

    struct Input {
        let customerNumber: Observable<String>
        let pin: Observable<String>
        let submitTap: Observable<Void>
    }

    struct Output {
        let isSubmitEnabled: Driver<Bool>
        let isLoading: Driver<Bool>
        let errorMessage: Signal<String>
    }

    // MARK: Navigation events

    let loginSucceeded = PublishRelay<Void>()
    let passcodeRequired = PublishRelay<PasscodeChallenge>()
    let forgotPasswordTapped = PublishRelay<Void>()

    // MARK: -

    private let authService: AuthService
    private let disposeBag = DisposeBag()

    init(authService: AuthService) {
        self.authService = authService
    }

    func transform(_ input: Input) -> Output {
        let loading = BehaviorRelay(value: false)
        let errors = PublishRelay<String>()

        let credentials = Observable.combineLatest(input.customerNumber, input.pin)
        let isValid = credentials
            .map { number, pin in number.count == 10 && pin.count >= 5 }
            .distinctUntilChanged()

        input.submitTap
            .withLatestFrom(credentials)
            .do(onNext: { _ in loading.accept(true) })
            .flatMapLatest { [authService] number, pin in
                authService.signIn(customerNumber: number, pin: pin)
                    .asObservable()
                    .materialize()
            }
            .do(onNext: { _ in loading.accept(false) })
            .subscribe(onNext: { [weak self] event in
                switch event {
                case .next(.signedIn):
                    self?.loginSucceeded.accept(())
                case .next(.needsPasscode(let challenge)):
                    self?.passcodeRequired.accept(challenge)
                case .error(let error):
                    errors.accept(error.localizedDescription)
                case .completed:
                    break
                }
            })
            .disposed(by: disposeBag)

        return Output(
            isSubmitEnabled: isValid.asDriver(onErrorJustReturn: false),
            isLoading: loading.asDriver(),
            errorMessage: errors.asSignal()
        )
    }
}

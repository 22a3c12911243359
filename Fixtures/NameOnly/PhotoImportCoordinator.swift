import UIKit
import PhotosUI
import VisionKit

/// Picks photos from the library and hands them back. Subclassed by the document-scanner variant below.
class PhotoImportCoordinator: NSObject {

    var completion: (([UIImage]) -> Void)?

    let navigationController = UINavigationController()
    unowned let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
        super.init()
        navigationController.modalPresentationStyle = .formSheet
    }

    func start() {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .images
        configuration.selectionLimit = 10

        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        navigationController.setViewControllers([picker], animated: false)
        navigationController.setNavigationBarHidden(true, animated: false)
        presenter.present(navigationController, animated: true)
    }

    func deliver(_ images: [UIImage]) {
        presenter.dismiss(animated: true) { [completion] in completion?(images) }
    }
}

// MARK: - PHPickerViewControllerDelegate

extension PhotoImportCoordinator: PHPickerViewControllerDelegate {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        Task { @MainActor in
            var images: [UIImage] = []
            for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
                if let image = try? await result.itemProvider.loadImage() {
                    images.append(image)
                }
            }
            deliver(images)
        }
    }
}

// MARK: - Scanner

/// Same hand-back contract, but the pages come from the camera document scanner.
final class ScannerImportCoordinator: PhotoImportCoordinator, VNDocumentCameraViewControllerDelegate {

    override func start() {
        guard VNDocumentCameraViewController.isSupported else {
            super.start()
            return
        }
        let scanner = VNDocumentCameraViewController()
        scanner.delegate = self
        presenter.present(scanner, animated: true)
    }

    func documentCameraViewController(_ controller: VNDocumentCameraViewController,
                                      didFinishWith scan: VNDocumentCameraScan) {
        deliver((0..<scan.pageCount).map(scan.imageOfPage(at:)))
    }

    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {
        deliver([])
    }
}

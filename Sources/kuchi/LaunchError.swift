import KuchiCore

/// Errors found while starting a session.
enum LaunchError: KuchiError {
    case invalidName(ProfileNameError)

    var description: String {
        switch self {
        case let .invalidName(reason): "--name: \(reason.description)"
        }
    }

    var exitCode: KuchiExitCode {
        switch self {
        case .invalidName: .usage
        }
    }
}

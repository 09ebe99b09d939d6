import KuchiCore

/// Errors found while starting a session.
enum LaunchError: KuchiError {
    case invalidName(ProfileNameError)
    /// Another review session of the learner (named) runs on the same bank (``SessionLock``).
    case learnerInSession(String)

    var description: String {
        switch self {
        case let .invalidName(reason): "--name: \(reason.clause)."
        case let .learnerInSession(name):
            "\(SafeText.singleLine(name)) is in a review session of this word bank already (another kuchi, still running). "
                + "Finish or quit that one first: two at once would each give the day's due cards and new words."
        }
    }

    var exitCode: KuchiExitCode {
        switch self {
        case .invalidName: .usage
        case .learnerInSession: .busy
        }
    }
}

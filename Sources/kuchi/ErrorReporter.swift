import Foundation
import KuchiCore
import KuchiREPL

/// Prints errors on standard error: one line that says what went wrong and what to do.
struct ErrorReporter {
    let style: TextStyle

    init(environment: [String: String]) {
        style = TextStyle.detect(isTerminal: TerminalSetup.isTerminal(STDERR_FILENO), environment: environment)
    }

    func report(_ error: any KuchiError) {
        FileHandle.standardError.write(Data((style.failure("kuchi: error:") + " " + SafeText.visible(error.description) + "\n").utf8))
    }
}

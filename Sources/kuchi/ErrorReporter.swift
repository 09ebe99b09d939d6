import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles

/// Prints errors on standard error: one line that says what went wrong and what to do.
///
/// The libraries word their errors plainly; what to type next names this program's commands and
/// options, so it is added here, by ``advice(for:)``.
struct ErrorReporter {
    let style: TextStyle

    init(environment: [String: String]) {
        style = TextStyle.detect(isTerminal: Terminal.isTerminal(STDERR_FILENO), environment: environment)
    }

    /// Reports `error`; `ifFull`, when given, says what a full disk cost the command (see ``StoreError/description(ifFull:)``).
    func report(_ error: any KuchiError, ifFull outcome: String? = nil) {
        write(Self.message(for: error, ifFull: outcome))
    }

    /// An error of the argument parser: its first line as Kuchi's other errors, then its usage hint.
    func report(parsingMessage: String) {
        let lines = Self.listingValuesInOneLine(parsingMessage).split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let first = lines.first.map { $0.hasPrefix("Error: ") ? $0.dropFirst("Error: ".count) : $0 } ?? ""
        write(String(first), then: lines.count > 1 ? String(lines[1]) : nil)
    }

    /// `message` with the valid values of a bad option value in one sentence, as the argument parser writes a
    /// short list ("Please provide one of 'choice', 'meaning' or 'word'."), where it writes a long one as a
    /// bulleted list on lines of their own.
    static func listingValuesInOneLine(_ message: String) -> String {
        let lead = ". Please provide one of the following:\n"
        guard let start = message.range(of: lead) else { return message }
        let rest = message[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        let values = rest.prefix { $0.hasPrefix("  - ") }.map { "'\($0.dropFirst(4))'" }
        guard let last = values.last else { return message }
        let after = rest.dropFirst(values.count)
        let list = values.count == 1 ? last : values.dropLast().joined(separator: ", ") + " or " + last
        return message[..<start.lowerBound] + ". Please provide one of \(list)."
            + (after.isEmpty ? "" : "\n" + after.joined(separator: "\n"))
    }

    private func write(_ message: String, then hint: String? = nil) {
        var text = style.failure("kuchi: error:") + " " + SafeText.visible(message) + "\n"
        if let hint { text += hint + "\n" }
        // On a terminal, long messages break at spaces rather than wherever the window ends.
        if let columns = Terminal.columns(STDERR_FILENO) { text = SoftWrap.text(text, width: columns) }
        StandardStream.error.write(text)
    }

    /// The error's text followed by what to do next, when the command line can say it.
    static func message(for error: any KuchiError, ifFull outcome: String? = nil) -> String {
        let description = switch (error, outcome) {
        case let (error as StoreError, outcome?): error.description(ifFull: outcome)
        default: error.description
        }
        guard let advice = advice(for: error) else { return description }
        return description + " " + advice
    }

    /// What to type next for an error of a library, in this program's words.
    static func advice(for error: any KuchiError) -> String? {
        switch error {
        case PracticeError.emptyWordBank:
            "Import a word list with `kuchi import FILE`, or start with a new database (--database PATH) to get the bundled JLPT N5 words."
        default: nil
        }
    }
}

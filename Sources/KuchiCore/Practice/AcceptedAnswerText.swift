/// The rule for the text of an answer a learner accepts for a word (`:accept`): one short line of
/// their own words, which Kuchi keeps and prints again later (`kuchi words accepted`).
public enum AcceptedAnswerText {
    /// The longest text kept, in characters.
    public static let maximumLength = 200

    /// Why a text cannot be an accepted answer.
    public enum Problem: KuchiError, Equatable, Sendable {
        /// Nothing but whitespace.
        case empty
        /// Longer than ``AcceptedAnswerText/maximumLength`` characters; `characters` is its length.
        case tooLong(characters: Int)
        /// It holds control characters (an escape sequence, a newline, a bidirectional override).
        case controlCharacters

        public var description: String {
            switch self {
            case .empty:
                "An accepted answer cannot be empty."
            case let .tooLong(characters):
                "An accepted answer can be at most \(AcceptedAnswerText.maximumLength) characters long; this one has \(characters)."
            case .controlCharacters:
                "An accepted answer cannot hold control characters (such as escape sequences or line breaks)."
            }
        }

        /// A text refused is a usage error (exit 64).
        public var exitCode: KuchiExitCode { .usage }
    }

    /// What is wrong with `text` as an accepted answer, or `nil` when it may be kept.
    public static func problem(with text: String) -> Problem? {
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || TerminalControl.contains($0) }) {
            return .controlCharacters
        }
        if text.allSatisfy(\.isWhitespace) { return .empty }
        if text.count > maximumLength { return .tooLong(characters: text.count) }
        return nil
    }
}

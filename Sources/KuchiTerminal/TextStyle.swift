/// Colours for terminal output: ANSI styles when enabled, plain text otherwise.
///
/// Colour is used only when output is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
public struct TextStyle: Sendable, Equatable {
    /// Whether ANSI escape sequences are written.
    public var usesColor: Bool

    /// A style that writes colour or not.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Plain text, no escape sequences.
    public static let plain = TextStyle(usesColor: false)

    /// Decides whether to colour output, following https://no-color.org.
    public static func detect(isTerminal: Bool, environment: [String: String], noColorFlag: Bool = false) -> TextStyle {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return TextStyle(usesColor: isTerminal && !noColor && !dumb && !noColorFlag)
    }

    /// Text for a right answer.
    public func success(_ text: String) -> String { wrap(text, "32") }
    /// Text for a wrong answer or an error.
    public func failure(_ text: String) -> String { wrap(text, "31") }
    /// Text to draw the eye: the Japanese word.
    public func emphasis(_ text: String) -> String { wrap(text, "1") }
    /// Secondary text: hints, romaji.
    public func muted(_ text: String) -> String { wrap(text, "2") }
    /// Choice numbers and commands.
    public func accent(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

import KuchiCore

/// A REPL command: a line starting with a colon.
public enum REPLCommand: Equatable, Sendable {
    /// `:help` — list the commands.
    case help
    /// `:skip` — show another challenge.
    case skip
    /// `:hint` — reveal the first kana of the reading (or letter of the meaning).
    case hint
    /// `:score` — show the score so far.
    case score
    /// `:quit` — end the session, keeping every answer.
    case quit
    /// `:set` — show the settings.
    case showSettings
    /// `:set NAME VALUE` — change a setting for the next session.
    case set(name: String, value: String)
    /// Something else after a colon.
    case unknown(String)

    /// Command names, for Tab completion and help.
    public static let names = [":help", ":hint", ":quit", ":score", ":set", ":skip"]
    /// Setting names accepted by `:set`.
    public static var settingNames: [String] { Setting.all.map(\.replName) }

    /// The command on `line`, or `nil` when the line is not a command (an answer).
    public static func parse(_ line: String) -> REPLCommand? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first, first.hasPrefix(":") else { return nil }
        switch first.lowercased() {
        case ":help", ":h", ":?": return .help
        case ":skip", ":s": return .skip
        case ":score": return .score
        case ":hint": return .hint
        case ":quit", ":q", ":exit": return .quit
        case ":set":
            if words.count == 1 { return .showSettings }
            return .set(name: words[1].lowercased(), value: words.dropFirst(2).joined(separator: " "))
        default: return .unknown(first)
        }
    }
}

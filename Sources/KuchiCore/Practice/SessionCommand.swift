/// A command typed during a session: a line starting with a colon (`:hint`), as every front end reads it.
public enum SessionCommand: Equatable, Sendable {
    /// `:help` — list the commands.
    case help
    /// `:skip` — show another challenge (not counted).
    case skip
    /// `:hint` — a hint for the current challenge.
    case hint
    /// `:score` — show the score so far.
    case score
    /// `:quit` — end the session, keeping every answer.
    case quit
    /// `:easy` / `:hard` — re-grade the card just answered right.
    case regrade(Rating)
    /// `:known` — at a new word's lesson: the learner knows it (an Easy first grade, no quiz).
    case known
    /// `:undo` — take back the last answer or grade.
    case undo
    /// `:accept` — "I was right": count the wrong answer just given as right, and accept it from now on.
    case accept
    /// `:fav` / `:unfav` — star the word on screen (or the one just answered), or unstar it.
    case favorite(Bool)
    /// `:suspend` — put the word on screen (or the one just answered) aside: out of practice and reviews.
    case suspend
    /// `:example` — an example sentence of the word on screen (or the one just answered).
    case example
    /// `:play` — play the sound of the word on screen (or the one just answered).
    case play
    /// `:set` — show the settings.
    case showSettings
    /// `:set NAME VALUE` — change a setting for the next session.
    case set(name: String, value: String)
    /// Something else after a colon.
    case unknown(String)

    /// Whether the command still acts once the session is over (at `Play again?`, or after the JSON
    /// `summary`): `:fav`, `:unfav` and `:suspend`, on the word answered last.
    public var actsAfterSession: Bool {
        switch self {
        case .favorite, .suspend: true
        default: false
        }
    }

    /// Command names, for Tab completion and help.
    public static let names = [":accept", ":easy", ":example", ":fav", ":hard", ":help", ":hint", ":known", ":play", ":quit", ":score", ":set", ":skip", ":suspend", ":undo", ":unfav"]
    /// Setting names accepted by `:set`.
    public static var settingNames: [String] { Setting.all.map(\.replName) }

    /// The command on `line`, or `nil` when the line is not a command (an answer).
    public static func parse(_ line: String) -> SessionCommand? {
        var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        // A space typed after the colon (`: hint`) still names the command.
        if words.count > 1, words[0] == ":" { words = [":" + words[1]] + words.dropFirst(2) }
        guard let first = words.first, first.hasPrefix(":") else { return nil }
        return named(first.dropFirst().lowercased(), arguments: Array(words.dropFirst())) ?? .unknown(first)
    }

    /// The command called `name` (without its colon) with `arguments`, or `nil` when there is none of that name.
    /// Front ends that receive commands by name (the JSON Lines protocol) use this.
    public static func named(_ name: String, arguments: [String] = []) -> SessionCommand? {
        switch name {
        case "help", "h", "?": .help
        case "skip", "s": .skip
        case "score": .score
        case "hint": .hint
        case "quit", "q", "exit": .quit
        case "easy": .regrade(.easy)
        case "hard": .regrade(.hard)
        case "accept", "ok": .accept
        case "undo": .undo
        case "known": .known
        case "fav", "favorite", "favourite", "star": .favorite(true)
        case "unfav", "unfavorite", "unfavourite", "unstar": .favorite(false)
        case "suspend": .suspend
        case "example", "ex", "sentence": .example
        case "play", "sound", "audio": .play
        case "set":
            arguments.isEmpty
                ? .showSettings
                : .set(name: arguments[0].lowercased(), value: arguments.dropFirst().joined(separator: " "))
        default: nil
        }
    }

    /// The command a bare word stands for when typed without its colon (`quit` for `:quit`), or `nil`.
    public static func forgottenColon(in line: String) -> String? {
        let word = line.trimmingWhitespace.lowercased()
        guard ["quit", "exit", "q", "help", "skip", "score", "hint", "undo"].contains(word) else { return nil }
        return ":" + (["exit": "quit", "q": "quit"][word] ?? word)
    }
}

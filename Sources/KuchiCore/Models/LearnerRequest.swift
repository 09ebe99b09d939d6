import Foundation

/// What a `--name` comes to before a session starts: a learner of the bank, the bank's first learner, a new learner
/// (made, and said so), or a slip of the keys for a learner the bank has (refused). Practice creates nobody until this
/// says it may.
public enum LearnerRequest: Equatable, Sendable {
    /// A learner of the bank (``Profile/match(_:among:)``).
    case known(Profile)
    /// The bank has no learner yet: the name starts the first one, with nobody else to mistake it for.
    case first(name: String)
    /// A name like none of the bank's learners (`known`, alphabetically): a new learner, made with a notice.
    case new(name: String, known: [String])
    /// A name that is not a learner's but nearly is (`meant`): refused, with the way to start it anyway.
    case mistyped(name: String, meant: [String], known: [String])

    /// A name that names several learners (``Profile/NameMatch/several(_:)``): which one is meant is not known.
    case ambiguous(name: String, matches: [String])

    /// What `name` (already validated) comes to among `learners`.
    public static func classify(_ name: String, among learners: [Profile]) -> LearnerRequest {
        switch Profile.match(name, among: learners) {
        case let .one(profile): return .known(profile)
        case let .several(profiles): return .ambiguous(name: name, matches: profiles.map(\.name).sorted())
        case .none: break
        }
        if learners.isEmpty { return .first(name: name) }
        let known = learners.map(\.name).sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
        let meant = known.filter { Profile.looksLike(name, $0) }
        return meant.isEmpty ? .new(name: name, known: known) : .mistyped(name: name, meant: meant, known: known)
    }
}

extension Profile {
    /// `name` with case, accents, width and white space folded away: `José`, `jose` and `ＪＯＳＥ` alike.
    static func looseKey(_ name: String) -> String {
        matchKey(name).folding(options: [.diacriticInsensitive], locale: nil)
    }

    /// Whether `typed` looks like a slip for `stored`: alike once case, accents and width are folded, two neighbouring
    /// letters swapped (`Dda` for `DAD`, `Mai` for `Mia`), a letter left out or doubled in a name of five characters or
    /// more (`Hanko` for `Hanako`), or two slips apart (``EditDistance``) from eight. One changed letter in a shorter
    /// name is as often a sibling's name (`Ken` and `Ben`, `Yuki` and `Yumi`), so it is no slip.
    static func looksLike(_ typed: String, _ stored: String) -> Bool {
        let a = looseKey(typed), b = looseKey(stored)
        if a == b { return true }
        if isSwap(Array(a), Array(b)) { return true }
        let length = min(a.count, b.count)
        if length >= 8 { return EditDistance.between(a, b, limit: 2) != nil }
        return length >= 5 && abs(a.count - b.count) == 1 && EditDistance.between(a, b, limit: 1) != nil
    }

    /// Whether `a` is `b` with two neighbouring characters swapped.
    private static func isSwap(_ a: [Character], _ b: [Character]) -> Bool {
        guard a.count == b.count, let first = a.indices.first(where: { a[$0] != b[$0] }), first + 1 < a.count else { return false }
        return a[first] == b[first + 1] && a[first + 1] == b[first] && a[(first + 2)...] == b[(first + 2)...]
    }
}

/// Why a `--name` starts no session.
public enum LearnerRequestError: KuchiError, Equatable {
    /// ``LearnerRequest/mistyped(name:meant:known:)``, refused.
    /// `retry` is the command that makes the learner anyway (``LearnerCommands/retry``).
    case mistyped(name: String, meant: [String], known: [String], retry: String)

    public var description: String {
        switch self {
        case let .mistyped(name, meant, known, retry):
            "No learner called \(Self.quoted(name)). Did you mean \(meant.map(Self.quoted).joined(separator: " or "))? "
                + "(learners: \(known.map(Self.quoted).joined(separator: ", ")).) To start a new learner called \(Self.quoted(name)) "
                + "all the same, add --new-learner: \(retry)."
        }
    }

    public var exitCode: KuchiExitCode { .usage }

    /// A name in quotes, on one line.
    static func quoted(_ name: String) -> String { "“" + SafeText.singleLine(name) + "”" }
}

extension LearnerRequest {
    /// What the front end does before starting the session.
    public enum Step: Equatable, Sendable {
        /// Start: the learner is known, the bank's first, or confirmed by `--new-learner`.
        case proceed
        /// Start, saying this first (on a terminal or standard error, or as a JSON Lines `notice`).
        case proceedSaying(String)
        /// Start nothing: exit with this error.
        case refuse(LearnerRequestError)
    }

    /// The step for this request. `confirmed`: `--new-learner` was given, so a new or nearly matching name starts a
    /// learner without a word, and a learner's own name is said to be one (the flag's promise is not kept). A new name is never a question: a session started by a script, or by someone who
    /// types their answers straight away, goes on as before, and the notice says how to undo a learner made by mistake.
    /// `commands` writes the commands the messages suggest, as the user typed theirs.
    public func step(confirmed: Bool, commands: LearnerCommands = LearnerCommands()) -> Step {
        switch self {
        case let .known(profile) where confirmed:
            return .proceedSaying(Self.alreadyNotice(learner: profile.name))
        case .known, .first, .ambiguous: return .proceed
        case .new where confirmed, .mistyped where confirmed: return .proceed
        case let .mistyped(name, meant, known):
            return .refuse(.mistyped(name: name, meant: meant, known: known, retry: commands.retry(name: name)))
        case let .new(name, known): return .proceedSaying(Self.madeNotice(name: name, known: known, commands: commands))
        }
    }

    /// What is said when `--new-learner` names a learner the bank has (as stored, whatever the case typed):
    /// "“Hanako” is a learner already: practising as Hanako." (`doing`: what goes on as that learner).
    public static func alreadyNotice(learner: String, doing: String = "practising as") -> String {
        "\(LearnerRequestError.quoted(learner)) is a learner already: \(doing) \(SafeText.singleLine(learner))."
    }

    /// What is said when a new learner is made beside the bank's others.
    /// `dryRun`: an import's dry run, which would make the learner.
    public static func madeNotice(name: String, known: [String], commands: LearnerCommands = LearnerCommands(),
                                  dryRun: Bool = false) -> String {
        "New learner \(LearnerRequestError.quoted(name)) \(dryRun ? "would be started: no learner has" : "started: no learner had") that name (learners: "
            + "\(known.map(LearnerRequestError.quoted).joined(separator: ", "))). \(commands.kuchi(["learners"])) lists them; "
            + "\(commands.kuchi(["learners", "remove", name])) removes a learner made by mistake."
    }
}

/// The commands a learner's messages suggest, written for the shell from what the user typed: the same command with
/// `--new-learner` added, and `kuchi learners …` on the same bank (`--database PATH` when it is not the default one).
public struct LearnerCommands: Equatable, Sendable {
    /// The arguments typed after `kuchi`, or nil when not known (then `--name NAME` alone is suggested).
    public var typed: [String]?
    /// The bank's path when it is not the default one (named by `--database` or `KUCHI_DATABASE`), else nil.
    public var database: String?

    /// Commands for `typed` arguments on the bank at `database` (nil: the default bank).
    public init(typed: [String]? = nil, database: String? = nil) {
        self.typed = typed
        self.database = database
    }

    /// `kuchi` with `arguments`, on this bank.
    public func kuchi(_ arguments: [String]) -> String {
        BankCommand(database: database).line(arguments)
    }

    /// The command typed again with `--new-learner` (before a `--` that ends the options), and with `--database` when
    /// the bank was named only by `KUCHI_DATABASE`.
    public func retry(name: String) -> String {
        guard var words = typed else { return kuchi(["--name", name, "--new-learner"]) }
        let end = words.firstIndex(of: "--") ?? words.endIndex
        let named = words[..<end].contains { $0 == "--database" || $0.hasPrefix("--database=") }
        words.insert(contentsOf: ["--new-learner"] + (named ? [] : database.map { ["--database", $0] } ?? []), at: end)
        return (["kuchi"] + words.map(ShellWord.quoted)).joined(separator: " ")
    }
}

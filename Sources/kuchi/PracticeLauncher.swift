import Foundation
import KuchiConfig
import KuchiCore
import KuchiData
import KuchiJSONLines
import KuchiREPL
import KuchiStore
import KuchiTerminal

/// Wires the parts of a practice session together: settings, database, learner, input and output, for
/// the terminal (``PracticeREPL``) or, with `--json`, for a program (``JSONLinesFrontEnd``).
struct PracticeLauncher {
    let environment: [String: String]
    let options: PracticeOptions
    /// `--scheduler` (`kuchi practice`): a command-line layer like the other setting options.
    var schedulerFlag: SchedulerKind?
    /// The scheduler this command imposes (`kuchi review`), over every settings layer.
    var scheduler: SchedulerKind?

    func launch() throws {
        if options.json { return try launchJSONLines() }
        let locations = FileLocations(environment: environment, databaseOverride: options.database)
        var (settings, origins) = try loadSettings(configFile: locations.configFile)
        let requestedName = try validatedName()
        let clock = try StudyClock.from(environment: environment)
        let isInteractive = Terminal.isTerminal(STDIN_FILENO)
        let console = Console.standardOutput(style: TextStyle.detect(
            isTerminal: Terminal.isTerminal(STDOUT_FILENO), environment: environment, noColorFlag: options.noColor))

        let database = try openDatabase(at: locations.database, refusingEmpty: settings.wordScope, for: requestedName) {
            console.line(console.style.muted("(\($0))"))
        }
        if database.isNew, isDefaultBank, let notice = NewBankScope.apply(to: &settings, origins: origins, configPath: locations.configFile) {
            console.line(console.style.muted("(" + SafeText.singleLine(notice) + ")"))
        }
        TerminalSetup.useUTF8Locale()
        let reader = PushbackLineReader(makeReader(interactive: isInteractive, console: console, historyPath: locations.history), console: console)
        guard let profile = try chooseProfile(requestedName, database: database, reader: reader, console: console, interactive: isInteractive) else {
            return
        }
        var resumed: InterruptedSession?
        if let interrupted = try interruptedSession(of: profile, in: database) {
            switch ResumePrompt.offer(interrupted, reader: reader, console: console, interactive: isInteractive) {
            case .resume: resumed = interrupted
            case .startAnew: break
            case .leave: return
            }
        }
        let viewModel = ChallengesViewModel(bank: database, profileID: profile.id, environment: settings, seed: options.seed,
                                            now: clock)
        do {
            try PracticeREPL(viewModel: viewModel, reader: reader, console: console, learnerName: profile.name,
                             resuming: resumed).run()
        } catch let PracticeError.emptyScope(scope) {
            throw CommandError.usage(ScopeText.empty(scope, counts: try database.scopeCounts()))
        } catch PracticeError.nothingToReview {
            console.line(try nothingDue(for: profile, in: database, at: clock()))
            guard isInteractive, console.confirm("Practise random words instead? [Y/n] ", default: true, readLine: { reader.readLine(prompt: $0) }) == true else { return }
            viewModel.environment.scheduler = .random
            try PracticeREPL(viewModel: viewModel, reader: reader, console: console, learnerName: profile.name).run()
        }
    }

    /// `kuchi practice --json`: one session as JSON Lines; every error is also an `error` event on standard output.
    private func launchJSONLines() throws {
        let send = StandardInputBytes.writeLine
        let prepared: (ChallengesViewModel, Profile)
        var nothingDueMessage: () throws -> String = { "Nothing to review now." }
        var scopeCounts: () throws -> ScopeCounts = { ScopeCounts(decks: [], levels: [], tags: []) }
        do {
            let locations = FileLocations(environment: environment, databaseOverride: options.database)
            var (settings, origins) = try loadSettings(configFile: locations.configFile)
            let requestedName = try validatedName()
            let clock = try StudyClock.from(environment: environment)
            let database = try openDatabase(at: locations.database, refusingEmpty: settings.wordScope, for: requestedName) {
                send(JSONLinesNotice.text($0))
            }
            // Scoped as a terminal session is; the protocol's events stay as they were (the config file says it).
            if database.isNew, isDefaultBank { _ = NewBankScope.apply(to: &settings, origins: origins, configPath: locations.configFile) }
            let profile = try requestedName.map { try database.useProfile(named: $0) }
                ?? database.lastUsedProfile().map { try database.useProfile(named: $0.name) }
                ?? database.useProfile(named: "learner")
            if let interrupted = try interruptedSession(of: profile, in: database) {
                send(JSONLinesNotice.text("The last session was interrupted (\(interrupted.correct) of \(interrupted.target) correct answers); its answers are saved."))
            }
            prepared = (ChallengesViewModel(bank: database, profileID: profile.id, environment: settings, seed: options.seed,
                                            now: clock), profile)
            nothingDueMessage = { try self.nothingDue(for: profile, in: database, at: clock()) }
            scopeCounts = { try database.scopeCounts() }
        } catch let error as any KuchiError {
            send(JSONLinesNotice.error(ErrorReporter.message(for: error), exitCode: error.exitCode.rawValue))
            throw error
        }
        let input = StandardInputBytes(limit: InputLimits.requestBytes)
        try JSONLinesFrontEnd(viewModel: prepared.0, learnerName: prepared.1.name, readLine: input.readLine, writeLine: send,
                              describe: { error in
                                  if case PracticeError.nothingToReview = error { return (try? nothingDueMessage()) ?? error.description }
                                  if case let PracticeError.emptyScope(scope) = error, let counts = try? scopeCounts() {
                                      return ScopeText.empty(scope, counts: counts)
                                  }
                                  return ErrorReporter.message(for: error)
                              }).run()
    }

    /// "Nothing to review now. Next: 12 cards, tomorrow from 09:10."
    private func nothingDue(for profile: Profile, in database: KuchiDatabase, at now: Date) throws -> String {
        guard let next = try database.nextDue(profile: profile, after: now) else {
            return "Nothing to review now, and no new words left for today (new_words_per_day). Come back tomorrow, or import more words."
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm"
        let today = StudyDay.start(of: now)
        let day = StudyDay.start(of: next.first)
        let when = switch day.timeIntervalSince(today) / 86_400 {
        case ..<0.5: "today"
        case ..<1.5: "tomorrow"
        default: { formatter.dateFormat = "EEE d MMM"; return formatter.string(from: next.first) }()
        }
        formatter.dateFormat = "HH:mm"
        let words = next.count == 1 ? "1 card" : "\(next.count) cards"
        return "Nothing to review now. Next: \(words), \(when) from \(formatter.string(from: next.first))."
    }

    /// Whether the word bank is the one at its default place (not named by `--database` or `KUCHI_DATABASE`).
    private var isDefaultBank: Bool {
        (options.database ?? "").isEmpty && (environment["KUCHI_DATABASE"] ?? "").isEmpty
    }

    /// The `--name` given, checked before anything is created, or `nil` when none was given.
    private func validatedName() throws -> String? {
        guard let requested = options.name else { return nil }
        switch Profile.validatedName(requested) {
        case let .success(name): return name
        case let .failure(reason): throw LaunchError.invalidName(reason)
        }
    }

    /// Opens (or creates) the word bank, makes the day's backup and marks sessions killed midway.
    ///
    /// A `scope` without words for the learner is a usage error found before anything is written: no
    /// bank is created (a new one is tried in memory), no learner, no backup, no session.
    private func openDatabase(at path: String, refusingEmpty scope: WordScope, for learner: String?,
                              notice: (String) -> Void) throws -> KuchiDatabase {
        if !scope.isWholeBank, !FileManager.default.fileExists(atPath: path) {
            try Self.refuseEmpty(scope, in: KuchiDatabase.inMemory(seedWords: BundledWords.load(), levelWords: BundledLevels.entries()),
                                for: learner)
        }
        let database = try KuchiDatabase.open(path: path, seedWords: BundledWords.load)
        if !scope.isWholeBank { try Self.refuseEmpty(scope, in: database, for: learner) }
        // At most once a day; a damaged database (the copy fails SQLite's check) stops here, untouched.
        if case let .failed(error) = try database.dailyBackup() {
            notice("Today's backup could not be made: \(error.description)")
        }
        try database.markInterruptedSessions()
        return database
    }

    /// Throws a usage error when `scope` holds no words for `learner` (named, else the last one, else a
    /// new one without favourites), naming what the bank has; looks only, creating nothing.
    private static func refuseEmpty(_ scope: WordScope, in database: KuchiDatabase, for learner: String?) throws {
        let profile: Profile? = if let learner { try database.profile(named: learner) } else { try database.lastUsedProfile() }
        // A learner not yet created has no favourites: no id matches one.
        let ids = try database.lookingUp { try $0.wordIDs(in: scope, profileID: profile?.id ?? -1) }
        if ids.isEmpty { throw CommandError.usage(ScopeText.empty(scope, counts: try database.scopeCounts())) }
    }

    private func interruptedSession(of profile: Profile, in database: KuchiDatabase) throws -> InterruptedSession? {
        try database.interruptedSession(profileID: profile.id).map {
            InterruptedSession(target: $0.target, correct: $0.correctCount, wrong: $0.wrongCount)
        }
    }

    /// The settings from every layer below the REPL, and where each one not left at its default came from.
    private func loadSettings(configFile path: String) throws -> (EnvironmentValues, [String: SettingSource]) {
        if let empty = options.settings.emptyScopeName {
            throw CommandError.usage("\(empty.flag): a name cannot be empty (“\(empty.value)”).")
        }
        var commandLine = try options.settings.commandLine()
        if let schedulerFlag { commandLine[Setting.scheduler.flag] = schedulerFlag.rawValue }
        let resolved = try ConfigLayers.resolve(configPath: path, environment: environment, commandLine: commandLine)
        var settings = resolved.values
        if let scheduler { settings.scheduler = scheduler }
        // A review asks every kind of card due; a mode named on the command line narrows it to that mode's cards.
        if commandLine[Setting.answerMode.flag] != nil || commandLine[Setting.answerMode.configKey] != nil {
            settings.reviewsEveryKind = false
        }
        settings.dictionary = WordDictionary(text: BundledDictionary.text, thesaurus: BundledThesaurus.text)
        settings.kanji = KanjiDictionary(text: BundledKanji.text)
        settings.exampleSentences = ExampleSentences(text: BundledExamples.text)
        // An internal option, for simulations comparing the orders of due reviews under a backlog.
        if let order = environment["KUCHI_REVIEW_ORDER"], !order.isEmpty {
            guard let parsed = ReviewOrder(rawValue: order) else {
                throw CommandError.usage("environment variable KUCHI_REVIEW_ORDER: expected one of "
                                         + ReviewOrder.allCases.map(\.rawValue).joined(separator: ", ") + ", not “\(order)”.")
            }
            settings.reviewOrder = parsed
        }
        // Another internal option for simulations: KUCHI_LESSONS=0 quizzes new words without a lesson first.
        if let lessons = environment["KUCHI_LESSONS"], !lessons.isEmpty {
            guard ["0", "1"].contains(lessons) else {
                throw CommandError.usage("environment variable KUCHI_LESSONS: expected 0 or 1, not “\(lessons)”.")
            }
            settings.teachesNewWords = lessons == "1"
        }
        return (settings, resolved.origins)
    }

    private func makeReader(interactive: Bool, console: Console, historyPath: String) -> any LineReader {
        guard interactive else { return StandardInputLineReader(echoingTo: console) }
        do {
            try PrivateFiles.createFile(historyPath)
            return ReadlineLineReader(historyPath: historyPath)
        } catch {
            console.line(console.style.muted("(Line history is off: \(error.description))"))
            return ReadlineLineReader(historyPath: nil)
        }
    }

    /// The learner: named by --name, else the last one, else asked (a new database).
    private func chooseProfile(_ requestedName: String?, database: KuchiDatabase, reader: PushbackLineReader, console: Console,
                               interactive: Bool) throws -> Profile? {
        if let requestedName {
            let profile = try database.useProfile(named: requestedName)
            console.line("Hello, \(SafeText.singleLine(profile.name))!")
            return profile
        }
        if let profile = try database.lastUsedProfile() {
            _ = try database.useProfile(named: profile.name)
            let name = SafeText.singleLine(profile.name)
            console.line("Welcome back, \(name)! " + console.style.muted("(Not \(name)? kuchi --name NAME)"))
            return profile
        }
        let name = interactive
            ? NamePrompt.ask(reader: reader, console: console)
            : NamePrompt.askOrFallBack(reader: reader, console: console, fallback: "learner")
        guard let name else { return nil }
        let profile = try database.useProfile(named: name)
        console.line("Nice to meet you, \(SafeText.singleLine(profile.name))! Your progress will be kept under this name.")
        return profile
    }
}

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

/// The bundled JLPT N5 list (compiled into the binary), parsed only when a new database needs seeding (the
/// other levels follow through the migration `v15-jlpt-levels`).
enum BundledWords {
    static func load() throws -> [WordEntry] {
        try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck)
    }
}

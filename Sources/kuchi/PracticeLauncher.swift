import Foundation
import KuchiCore
import KuchiFiles
import KuchiJSONLines
import KuchiREPL
import KuchiStore
import KuchiTerminal

/// Wires the parts of a practice session together: settings, database, learner, input and output, for
/// the terminal (``PracticeREPL``) or, with `--json`, for a program (``JSONLinesFrontEnd``).
///
/// What a start comes to (an interrupted session, nothing due, a session) is decided by
/// ``ChallengesViewModel/start(checking:)``, and who practises by ``LearnerChoice``; the front ends render it.
struct PracticeLauncher {
    let environment: [String: String]
    let options: PracticeOptions
    /// `--questions` (``QuestionsOption``), a command-line layer like the other setting options.
    var questions: String?
    /// `--scheduler` (`kuchi practice`): a command-line layer like the other setting options.
    var schedulerFlag: SchedulerKind?
    /// The scheduler this command imposes (`kuchi review`), over every settings layer.
    var scheduler: SchedulerKind?

    func launch() throws {
        if options.json { return try launchJSONLines() }
        let locations = FileLocations(environment: environment, databaseOverride: options.database)
        var (settings, origins) = try practiceSettings.load(configFile: locations.configFile)
        let requestedName = try validatedName()
        let clock = try StudyClock.from(environment: environment)
        let isInteractive = Terminal.isTerminal(STDIN_FILENO)
        // A reader of the output gone away (`| head`) ends the session early, stored so (never left active to be called
        // interrupted next time), as with --json; then the process ends as a closed pipe ends it (status 141).
        // SIGPIPE ignored, so that the write meets the closed pipe (EPIPE) instead of the process being killed by it.
        signal(SIGPIPE, SIG_IGN)
        var endSession: () -> Void = {}
        let console = Console.standardOutput(style: TextStyle.detect(
            isTerminal: Terminal.isTerminal(STDOUT_FILENO), environment: environment, noColorFlag: options.noColor),
                                             whenReaderGone: { endSession() })
        try PracticeBank.refuseMissingFolder(of: locations.database, named: !isDefaultBank, interactive: isInteractive)

        let database = try PracticeBank.open(at: locations.database, refusingEmpty: settings.wordScope, origins: origins,
                                                 for: requestedName, refusingName: refusingSlip(requestedName)) {
            console.line(console.style.muted("(\($0))"))
        }
        let newBankNotice = database.isNew ? (isDefaultBank
            ? NewBankScope.apply(to: &settings, origins: origins, configPath: locations.configFile)
            : NewBankScope.applyToSession(&settings, origins: origins)) : nil
        TerminalSetup.useUTF8Locale()
        let lineReader = makeReader(interactive: isInteractive, console: console, historyPath: locations.history)
        let reader = PushbackLineReader(lineReader, console: console)
        let records = StoredLearnerRecords(practice: database.practice)
        // A learner an import made before anyone practised is named at the first session at a terminal.
        let unnamed = isInteractive && requestedName == nil
            ? try database.practice.unnamedImportLearner(called: LearnerChoice.fallbackName) : nil
        if let notice = try newLearnerNotice(requestedName, in: database.practice) { StandardStream.error.line("kuchi: " + notice) }
        let chosen: Profile?
        if let unnamed {
            chosen = try LearnerGreeting.nameImportedLearner(unnamed, reader: reader, console: console) {
                try database.practice.rename(unnamed, to: $0)
            }
        } else {
            chosen = try LearnerGreeting.learner(for: LearnerChoice.choose(requestedName, in: records), records: records,
                                                 reader: reader, console: console, interactive: isInteractive)
        }
        guard let profile = chosen else {
            Self.raiseEndingSignal(of: lineReader, closing: database)
            return
        }
        // Said once the learner is known: the first thing a new user reads is the welcome, and its name prompt.
        if let newBankNotice { console.line(console.style.muted("(" + SafeText.singleLine(newBankNotice) + ")")) }
        try Self.claimReview(of: profile, bankAt: locations.database, settings: settings)
        let viewModel = ChallengesViewModel(bank: database.practice, profileID: profile.id, environment: settings, seed: options.seed,
                                            now: clock)
        endSession = { try? viewModel.end() }
        let practice = database.practice
        do {
            try Self.endingEarlyOnRemovedWord(viewModel) {
                try PracticeREPL(viewModel: viewModel, reader: reader, console: console, learnerName: profile.name,
                                 records: records, interactive: isInteractive,
                                 sounds: MediaPaths.folder(of: database.mediaFolder).map { folder in
                                     WordSounds(folder: folder) { SoundPlayer(configured: $0, environment: environment) }
                                 },
                                 bankNames: { (try? practice.scopeCounts())?.names(for: $0) ?? [] }).run()
            }
            // SIGHUP or SIGTERM ended the session: the process ends as the signal would have.
            Self.raiseEndingSignal(of: lineReader, closing: database)
        } catch let PracticeError.emptyScope(scope) {
            throw CommandError.usage(ScopeText.empty(scope, counts: try database.practice.scopeCounts(), origins: origins))
        }
    }

    /// `kuchi practice --json`: one session as JSON Lines; every error is also an `error` event on standard output.
    private func launchJSONLines() throws {
        let send: (String) -> Void = StandardInputBytes.writeLine
        let prepared: (ChallengesViewModel, Profile, StoredLearnerRecords, KuchiDatabase)
        var scopeOrigins: [String: SettingOrigin] = [:]
        do {
            let locations = FileLocations(environment: environment, databaseOverride: options.database)
            var (settings, origins) = try practiceSettings.load(configFile: locations.configFile)
            scopeOrigins = origins
            let requestedName = try validatedName()
            let clock = try StudyClock.from(environment: environment)
            try PracticeBank.refuseMissingFolder(of: locations.database, named: !isDefaultBank, interactive: false, jsonLines: true)
            let database = try PracticeBank.open(at: locations.database, refusingEmpty: settings.wordScope, origins: origins,
                                                 for: requestedName, refusingName: refusingSlip(requestedName)) {
                send(JSONLinesNotice.text($0))
            }
            // Scoped as a terminal session is, and said as it says it: the config file was written (level = "N5").
            if database.isNew, isDefaultBank, let notice = NewBankScope.apply(to: &settings, origins: origins, configPath: locations.configFile) {
                send(JSONLinesNotice.text(notice))
            }
            // A bank named with --database: the same scope for this session; no config file says it, so a notice does.
            if database.isNew, !isDefaultBank, let notice = NewBankScope.applyToSession(&settings, origins: origins) {
                send(JSONLinesNotice.text(notice))
            }
            // The terminal's choice; a new learner cannot be asked a name here: a notice says it was made.
            if let notice = try newLearnerNotice(requestedName, in: database.practice) { send(JSONLinesNotice.text(notice)) }
            let records = StoredLearnerRecords(practice: database.practice)
            let profile = try LearnerChoice.choose(requestedName, in: records).profile
                ?? records.useLearner(named: LearnerChoice.fallbackName)
            try Self.claimReview(of: profile, bankAt: locations.database, settings: settings)
            prepared = (ChallengesViewModel(bank: database.practice, profileID: profile.id, environment: settings, seed: options.seed,
                                            now: clock), profile, records, database)
        } catch let error as any KuchiError {
            send(JSONLinesNotice.error(ErrorReporter.message(for: error), exitCode: error.exitCode.rawValue))
            throw error
        }
        let (viewModel, profile, records, database) = prepared
        let input = StandardInputBytes(limit: InputLimits.requestBytes)
        // SIGHUP and SIGTERM end the session (its end stored), then the process as the signal would.
        if let problem = EndingSignals.install() {
            StandardStream.error.line("kuchi: warning: SIGHUP and SIGTERM may end the process without ending the session: \(problem).")
        }
        defer {
            if EndingSignals.received != nil { Self.closeBeforeSignal(database) }
            EndingSignals.endProcessIfSignalled()
        }
        // A client that closes its end of standard output has left, as one that ends the input has: the session ends
        // early (stored so, not left active to be called interrupted next time), then the process as a closed pipe ends it.
        // SIGPIPE ignored, so that the write meets the closed pipe (EPIPE) instead of the process being killed by it.
        signal(SIGPIPE, SIG_IGN)
        let sendToClient: (String) -> Void = { line in StandardInputBytes.writeLine(line, whenReaderGone: { try? viewModel.end() }) }
        try Self.endingEarlyOnRemovedWord(viewModel) {
            try JSONLinesFrontEnd(viewModel: viewModel, learnerName: profile.name, readLine: input.readLine, writeLine: sendToClient,
                                  describe: { error in
                                      if case let PracticeError.emptyScope(scope) = error, let counts = try? records.practice.scopeCounts() {
                                          return ScopeText.empty(scope, counts: counts, origins: scopeOrigins)
                                      }
                                      return ErrorReporter.message(for: error)
                                  }, mediaFolder: MediaPaths.folder(of: records.practice.mediaFolder),
                                  endingSignal: { EndingSignals.received }).run(records: records)
        }
    }

    /// Runs a session's front end. When an answer finds its word gone from the bank (its deck removed by another
    /// process: ``StoreError/wordRemoved(path:)``), the session is stored as ended early before the error ends the
    /// process, so that the next start does not call it interrupted and offer to resume it.
    private static func endingEarlyOnRemovedWord(_ viewModel: ChallengesViewModel, _ run: () throws -> Void) throws {
        do {
            try run()
        } catch let error as StoreError {
            if case .wordRemoved = error { try? viewModel.end() }
            throw error
        }
    }

    /// Ends the process as the signal (SIGHUP, SIGTERM) that ended `reader`'s input would have, if one did, once what a
    /// normal end does is done: the bank closed (SQLite removes its log and index) and the session's lock file removed.
    private static func raiseEndingSignal(of reader: any LineReader, closing database: KuchiDatabase) {
        guard let readline = reader as? ReadlineLineReader, readline.endingSignal != nil else { return }
        closeBeforeSignal(database)
        readline.raiseEndingSignal()
    }

    /// What a process that ends normally does at its end, for one about to end by a signal (which runs neither
    /// deinitializers nor exit handlers): the bank closed, the session's lock file removed.
    private static func closeBeforeSignal(_ database: KuchiDatabase) {
        database.close()
        SessionLock.removeHeldFile()
    }

    /// Refuses a second review session (`srs`) of `profile` on the bank at `path` while one runs (``SessionLock``: its
    /// lock is the kernel's, dropped when the process ends however it ends, `kill -9` too), so that two windows do not
    /// each give the day's due cards and new words. Random practice, which keeps no day's budget, is not refused.
    /// Exit 75 (busy): try again once the other session has ended. Every start first removes the lock files that
    /// sessions ended by a signal left beside the bank.
    private static func claimReview(of profile: Profile, bankAt path: String, settings: EnvironmentValues) throws {
        SessionLock.removeAbandoned(besideBank: path)
        guard settings.scheduler == .srs else { return }
        if SessionLock.claim(at: SessionLock.path(besideBank: path, learnerID: profile.id)) == .heldElsewhere {
            throw LaunchError.learnerInSession(profile.name)
        }
    }

    private var practiceSettings: PracticeSettings {
        PracticeSettings(options: options, environment: environment, questions: questions, schedulerFlag: schedulerFlag, scheduler: scheduler)
    }

    /// What `--name` comes to among the bank's learners (``LearnerRequest``), `--new-learner` counted.
    private func learnerStep(_ name: String, in practice: PracticeStore) throws -> LearnerRequest.Step {
        try practice.learnerRequest(named: name).step(confirmed: options.newLearner, commands: learnerCommands)
    }

    /// Refuses a `--name` that is a slip for a learner's (``LearnerRequest/Step/refuse(_:)``) while the bank opens,
    /// before anything else is said.
    private func refusingSlip(_ name: String?) -> (PracticeStore) throws -> Void {
        { practice in
            guard let name else { return }
            if case let .refuse(error) = try learnerStep(name, in: practice) { throw error }
        }
    }

    /// The notice for a `--name` that starts a new learner beside the bank's others (a slip was refused as the bank
    /// opened), or `nil`.
    private func newLearnerNotice(_ name: String?, in practice: PracticeStore) throws -> String? {
        guard let name, case let .proceedSaying(notice) = try learnerStep(name, in: practice) else { return nil }
        return notice
    }

    /// The refusal of `--new-learner` given without `--name`, which would otherwise be ignored.
    static let newLearnerWithoutName = "--new-learner goes with --name: it starts the learner --name names "
        + "(kuchi --name NAME --new-learner). Add --name, or leave --new-learner out."

    /// The commands a learner's messages suggest, as the user typed theirs and on the same bank.
    private var learnerCommands: LearnerCommands {
        LearnerCommands.typed(databaseOption: options.database, environment: environment)
    }

    /// Whether the word bank is the one at its default place (not named by `--database` or `KUCHI_DATABASE`).
    private var isDefaultBank: Bool {
        NewBankScope.isDefaultBank(databaseOption: options.database, environment: environment)
    }

    /// The `--name` given, checked before anything is created, or `nil` when none was given.
    /// - Throws: a usage error for `--new-learner` without `--name`: it makes no learner by itself.
    private func validatedName() throws -> String? {
        guard let requested = options.name else {
            if options.newLearner { throw CommandError.usage(Self.newLearnerWithoutName) }
            return nil
        }
        switch Profile.validatedName(requested) {
        case let .success(name): return name
        case let .failure(reason): throw LaunchError.invalidName(reason)
        }
    }

    private func makeReader(interactive: Bool, console: Console, historyPath: String) -> any LineReader {
        guard interactive else { return StandardInputLineReader(echoingTo: console) }
        do {
            try PrivateFiles.createFile(historyPath)
            return ReadlineLineReader(historyPath: historyPath)
        } catch let .cannotCreate(path, reason) {
            console.line(console.style.muted("(Line history is off: \(path): \(reason).)"))
            return ReadlineLineReader(historyPath: nil)
        } catch {
            console.line(console.style.muted("(Line history is off: \(error.description))"))
            return ReadlineLineReader(historyPath: nil)
        }
    }
}

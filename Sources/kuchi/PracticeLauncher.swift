import Foundation
import KuchiCore
import KuchiData
import KuchiREPL
import KuchiStore

/// Wires the parts of a practice session together: settings, database, learner, input and output.
struct PracticeLauncher {
    let environment: [String: String]
    let options: Kuchi.Practice

    func launch() throws {
        let locations = FileLocations(environment: environment, databaseOverride: options.database)
        let settings = try loadSettings(configFile: locations.configFile)
        let isInteractive = TerminalSetup.isTerminal(STDIN_FILENO)
        let console = Console.standardOutput(style: TextStyle.detect(
            isTerminal: TerminalSetup.isTerminal(STDOUT_FILENO), environment: environment, noColorFlag: options.noColor))

        let database = try KuchiDatabase.open(path: locations.database, seedWords: BundledWords.load)
        // At most once a day; a damaged database (the copy fails SQLite's check) stops here, untouched.
        if case let .failed(error) = try database.dailyBackup() {
            console.line(console.style.muted("(Today's backup could not be made: \(error.description))"))
        }
        try database.markInterruptedSessions()

        TerminalSetup.useUTF8Locale()
        let reader = PushbackLineReader(makeReader(interactive: isInteractive, console: console, historyPath: locations.history), console: console)
        guard let profile = try chooseProfile(database: database, reader: reader, console: console, interactive: isInteractive) else {
            return
        }
        var resumed: PracticeREPL.Resumed?
        if let interrupted = try database.interruptedSession(profileID: profile.id) {
            switch ResumePrompt.offer(correct: interrupted.correctCount, target: interrupted.target, reader: reader,
                                      console: console, interactive: isInteractive) {
            case let .resume(questions, correct):
                resumed = PracticeREPL.Resumed(questionsLeft: questions, alreadyCorrect: correct, alreadyWrong: interrupted.wrongCount)
            case .startAnew: break
            case .leave: return
            }
        }
        let viewModel = ChallengesViewModel(bank: database, profileID: profile.id, environment: settings, seed: options.seed)
        try PracticeREPL(viewModel: viewModel, reader: reader, console: console, learnerName: profile.name,
                         resuming: resumed).run()
    }

    /// The settings from every layer below the REPL.
    private func loadSettings(configFile path: String) throws -> EnvironmentValues {
        var configFile: (path: String, text: String)?
        if FileManager.default.fileExists(atPath: path) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw LaunchError.unreadableConfig(path: path)
            }
            configFile = (path, text)
        }
        var commandLine: [String: String] = [:]
        if let questions = options.questions { commandLine[Setting.questionsPerSession.flag] = questions }
        if let mode = options.mode { commandLine[Setting.answerMode.flag] = mode }
        if let choices = options.choices { commandLine[Setting.choicesPerChallenge.flag] = choices }
        return try SettingsResolver(configFile: configFile, environment: environment, commandLine: commandLine).resolve()
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
    private func chooseProfile(database: KuchiDatabase, reader: PushbackLineReader, console: Console, interactive: Bool) throws -> Profile? {
        if let requested = options.name {
            switch Profile.validatedName(requested) {
            case let .success(name):
                let profile = try database.useProfile(named: name)
                console.line("Hello, \(SafeText.singleLine(profile.name))!")
                return profile
            case let .failure(reason):
                throw LaunchError.invalidName(reason)
            }
        }
        if let profile = try database.lastUsedProfile() {
            _ = try database.useProfile(named: profile.name)
            console.line("Welcome back, \(SafeText.singleLine(profile.name))!")
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
    case unreadableConfig(path: String)
    case invalidName(ProfileNameError)
    case missingWordList

    var description: String {
        switch self {
        case let .unreadableConfig(path): "Cannot read the config file \(path) as UTF-8 text. Fix or remove it."
        case let .invalidName(reason): "--name: \(reason.description)"
        case .missingWordList: "The bundled word list was not found next to the kuchi binary. Rebuild with scripts/kuchi, or copy the Kuchi_KuchiData.resources folder beside the binary."
        }
    }

    var exitCode: KuchiExitCode {
        switch self {
        case .unreadableConfig: .usage
        case .invalidName: .usage
        case .missingWordList: .ioError
        }
    }
}

/// The bundled JLPT N5 list, read only when a new database needs seeding.
enum BundledWords {
    static func load() throws -> [WordEntry] {
        guard let url = BundledWordList.url else { throw LaunchError.missingWordList }
        return try WordListTSV.load(url)
    }
}

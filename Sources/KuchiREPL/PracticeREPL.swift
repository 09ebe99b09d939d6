import KuchiCore

/// The practice loop: reads lines, turns them into view-model intents, and prints what changed.
public final class PracticeREPL {
    private let viewModel: ChallengesViewModel
    private let reader: any LineReader
    private let console: Console
    private let learnerName: String
    /// An interrupted session taken up again: the first session asks the questions left, and is shown
    /// as its continuation ("Question 3 of 5" after two correct answers).
    public struct Resumed: Equatable, Sendable {
        /// Questions left: the first session's length.
        public var questionsLeft: Int
        /// Correct answers the interrupted session already had.
        public var alreadyCorrect: Int
        /// Wrong tries the interrupted session already had (for the summary's accuracy).
        public var alreadyWrong: Int

        public init(questionsLeft: Int, alreadyCorrect: Int, alreadyWrong: Int) {
            self.questionsLeft = questionsLeft
            self.alreadyCorrect = alreadyCorrect
            self.alreadyWrong = alreadyWrong
        }
    }

    /// The interrupted session the first session will continue, until it starts.
    private var resuming: Resumed?
    /// The interrupted session the current session continues, if any.
    private var continued: Resumed?
    /// Correct answers counted before the current session (those of the session it continues).
    private var countedBefore: Int { continued?.alreadyCorrect ?? 0 }

    /// The answer prompt.
    public static let prompt = "> "

    /// A REPL for `viewModel`, reading from `reader` and writing to `console`; `resuming` makes the first
    /// session the rest of an interrupted one.
    public init(viewModel: ChallengesViewModel, reader: any LineReader, console: Console, learnerName: String,
                resuming: Resumed? = nil) {
        self.viewModel = viewModel
        self.reader = reader
        self.console = console
        self.learnerName = learnerName
        self.resuming = resuming
    }

    /// Runs sessions until the learner leaves (`:quit`, end of input, or declining to play again).
    /// - Throws: storage errors (the database became unwritable, the disk is full); answers before them are saved.
    public func run() throws {
        var playing = true
        while playing {
            let requested = try startSession()
            if viewModel.target < requested {
                let words = viewModel.wordCount == 1 ? "1 word" : "\(viewModel.wordCount) words"
                let total = countedBefore + viewModel.target
                let questions = total == 1 ? "1 question" : "\(total) questions"
                console.line(console.style.muted("The word bank has only \(words): this session has \(questions)."))
            }
            showChallenge()
            guard try playSession() else { return }
            playing = askToPlayAgain()
        }
    }

    /// Starts a session (the first one the rest of an interrupted one, if resuming); returns the
    /// questions asked for.
    private func startSession() throws -> Int {
        let configured = viewModel.environment.questionsPerSession
        continued = resuming
        guard let resumed = resuming else {
            try viewModel.start()
            return configured
        }
        resuming = nil
        viewModel.environment.questionsPerSession = resumed.questionsLeft
        defer { viewModel.environment.questionsPerSession = configured }
        try viewModel.start()
        return resumed.questionsLeft
    }

    /// Plays until the session ends; `false` when the learner left.
    private func playSession() throws -> Bool {
        while !viewModel.isFinished {
            guard let line = reader.readLine(prompt: Self.prompt) else {
                try leave()
                return false
            }
            if let command = REPLCommand.parse(line) {
                guard try perform(command) else { return false }
                continue
            }
            if let hint = Self.commandHint(for: line), !answersCurrentChallenge(line) {
                console.line(hint)
                continue
            }
            let outcome = try viewModel.answer(line)
            console.write(FeedbackView(outcome: outcome, score: score).render(style: console.style))
            if case .correct = outcome, !viewModel.isFinished {
                showChallenge()
            }
        }
        showSummary()
        return true
    }

    /// Runs a command; `false` when it ends the REPL.
    private func perform(_ command: REPLCommand) throws -> Bool {
        switch command {
        case .help:
            console.write(HelpView.render(style: console.style))
        case .skip:
            try viewModel.skip()
            console.line(console.style.muted("Skipped."))
            if !viewModel.isFinished { showChallenge() } else { showSummary() }
        case .hint:
            if let hint = viewModel.hint() {
                console.line(console.style.muted("Hint: it starts with “\(SafeText.singleLine(hint))”."))
            }
        case .score:
            console.line(score.render(style: console.style) + "  " + console.style.muted("wrong tries: \(viewModel.wrongCount)"))
        case .quit:
            try leave()
            return false
        case .showSettings:
            for setting in Setting.all {
                console.line("  \(setting.replName) = \(setting.describe(viewModel.environment))")
            }
            console.line(console.style.muted("This session: \(viewModel.target) questions, mode \(viewModel.mode.rawValue)"
                                             + (viewModel.mode == .choice ? ", \(viewModel.choiceCount) choices." : ".")))
        case let .set(name, value):
            guard let setting = Setting.all.first(where: { $0.replName == name }) else {
                console.line(console.style.failure("Unknown setting “\(SafeText.singleLine(name))”.") + " Settings: \(REPLCommand.settingNames.joined(separator: ", ")).")
                return true
            }
            do {
                try setting.apply(value, from: .repl, to: &viewModel.environment)
                console.line("\(setting.replName) = \(setting.describe(viewModel.environment)): this applies from the next session on, until you quit (to keep it, put it in config.toml: see kuchi help practice).")
            } catch {
                console.line(console.style.failure(SafeText.singleLine(error.description)))
            }
        case let .unknown(name):
            console.line("Unknown command \(SafeText.singleLine(name)). Type :help for the list.")
        }
        return true
    }

    /// Whether `line` would be a correct answer (so a bare "exit" can still answer 出口).
    private func answersCurrentChallenge(_ line: String) -> Bool {
        guard let challenge = viewModel.challenge, case let .answer(verdict) = AnswerJudge.judge(line, for: challenge) else { return false }
        return verdict.judgement.isCorrect
    }

    private var score: ScoreView {
        ScoreView(correct: countedBefore + viewModel.correctCount, target: countedBefore + viewModel.target)
    }

    private func showChallenge() {
        guard let challenge = viewModel.challenge else { return }
        let number = countedBefore + viewModel.correctCount + 1
        console.line()
        console.write(ChallengeView(challenge: challenge, number: number, total: countedBefore + viewModel.target)
            .render(style: console.style))
    }

    private func showSummary() {
        guard var summary = viewModel.summary else { return }
        summary.correct += countedBefore
        summary.target += countedBefore
        summary.wrong += continued?.alreadyWrong ?? 0
        console.line()
        console.write(SummaryView(summary: summary, name: learnerName).render(style: console.style))
    }

    /// Ends the session early and shows what was achieved.
    private func leave() throws {
        try viewModel.end()
        showSummary()
        console.line("See you next time, \(SafeText.singleLine(learnerName))!")
    }

    private func askToPlayAgain() -> Bool {
        while true {
            guard let line = reader.readLine(prompt: "Play again? [Y/n] ") else {
                console.line("See you next time, \(SafeText.singleLine(learnerName))!")
                return false
            }
            switch line.trimmingCharacters(in: [" ", "\t"]).lowercased() {
            case "", "y", "yes": return true
            case "n", "no", ":quit", ":q", "q", "quit", "exit":
                console.line("See you next time, \(SafeText.singleLine(learnerName))!")
                return false
            default: console.line("Please answer y or n.")
            }
        }
    }

    /// A reminder for a bare command word typed without its colon.
    static func commandHint(for line: String) -> String? {
        let word = line.trimmingCharacters(in: [" ", "\t"]).lowercased()
        guard ["quit", "exit", "q", "help", "skip", "score"].contains(word) else { return nil }
        let command = ["exit": "quit", "q": "quit"][word] ?? word
        return "Commands start with a colon: type :\(command)."
    }
}

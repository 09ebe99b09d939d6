import KuchiCore
import KuchiTerminal

/// The practice loop of the terminal: reads lines, hands them to the view model, and prints what changed.
///
/// It holds no rule of the session: judging, counting, commands, settings and resuming all live in
/// ``ChallengesViewModel``; this type only renders its state as text.
public final class PracticeREPL {
    private let viewModel: ChallengesViewModel
    private let reader: any LineReader
    private let console: Console
    private let learnerName: String
    /// The interrupted session the first session continues, until it starts.
    private var resuming: InterruptedSession?

    /// The answer prompt.
    public static let prompt = "> "
    /// The prompt at a revealed flashcard, which waits for a grade.
    public static let gradePrompt = "Grade 1-4 > "
    /// The prompt at a lesson, which waits for Enter (or `:known`).
    public static let lessonPrompt = "Enter or :known > "

    /// The prompt for what the session waits for: Enter at a lesson, a grade at a revealed flashcard,
    /// otherwise an answer.
    public static func prompt(for viewModel: ChallengesViewModel) -> String {
        if viewModel.lesson != nil { return lessonPrompt }
        return viewModel.challenge?.kind == .flashcard && viewModel.isRevealed ? gradePrompt : prompt
    }

    /// A REPL for `viewModel`, reading from `reader` and writing to `console`; `resuming` makes the first
    /// session the rest of an interrupted one.
    public init(viewModel: ChallengesViewModel, reader: any LineReader, console: Console, learnerName: String,
                resuming: InterruptedSession? = nil) {
        self.viewModel = viewModel
        self.reader = reader
        self.console = console
        self.learnerName = learnerName
        self.resuming = resuming
    }

    /// Runs sessions until the learner leaves (`:quit`, end of input, or declining to play again).
    /// - Throws: storage errors (the database became unwritable, the disk is full); answers before them are saved.
    public func run() throws {
        repeat {
            if let resuming {
                self.resuming = nil
                try viewModel.resume(resuming)
            } else {
                try viewModel.start()
            }
            if let plan = viewModel.reviewPlan {
                console.line(console.style.muted(SessionText.reviewPlan(plan)))
            }
            if viewModel.isShortOfWords {
                console.line(console.style.muted(SessionText.shortOfWords(viewModel)))
            }
            showChallenge()
            try playSession()
            showSummary()
            if viewModel.hasLeft { return sayGoodbye() }
        } while askToPlayAgain()
    }

    /// Reads lines until the session ends.
    private func playSession() throws {
        while !viewModel.isFinished {
            guard let line = reader.readLine(prompt: Self.prompt(for: viewModel)) else {
                return try viewModel.end()
            }
            let shown = viewModel.screenID
            try viewModel.submit(line)
            render(viewModel.feedback)
            if !viewModel.isFinished, viewModel.screenID != shown { showChallenge() }
        }
    }

    private func render(_ feedback: SessionFeedback?) {
        let style = console.style
        switch feedback {
        case let .outcome(outcome):
            console.write(FeedbackView(outcome: outcome, score: ScoreView(viewModel.score)).render(style: style))
            if let shown = viewModel.example(after: outcome) { console.line("  " + ExampleText.line(shown, style: style)) }
        case let .example(shown):
            console.line("  " + ExampleText.line(shown, style: style))
        case let .hint(hint):
            console.line(style.muted(SessionText.hint(hint, for: viewModel.challenge)))
        case .skipped:
            console.line(style.muted("Skipped."))
        case let .score(score):
            console.line(ScoreView(score).render(style: style) + "  " + style.muted("wrong tries: \(score.wrong)"))
        case .help:
            console.write(HelpView.render(style: style))
        case .settings:
            for (name, value) in viewModel.settingValues { console.line("  \(name) = \(value)") }
            console.line(style.muted(SessionText.currentSession(viewModel)))
        case let .settingChanged(name, value):
            console.line("\(name) = \(SafeText.singleLine(value)): this applies from the next session on, until you quit "
                         + "(to keep it, put it in config.toml: see kuchi help practice).")
        case let .regraded(word, rating):
            console.line(style.muted("\(SafeText.singleLine(word.text)) re-graded \(SessionText.name(of: rating))."))
        case let .accepted(word, text):
            console.line(style.success("✓ Accepted.") + " " + SessionText.accepted(word: word, text: text))
        case let .favorite(word, isFavorite):
            console.line(SessionText.favorite(word: word, isFavorite: isFavorite))
        case let .suspended(word):
            console.line(SessionText.suspended(word: word))
        case let .revealed(word):
            console.write(FlashcardView.answer(word, previews: viewModel.gradePreviews, style: style))
        case let .graded(word, rating):
            console.line(style.muted("\(SafeText.singleLine(word.text)): \(SessionText.name(of: rating)).") + "  "
                         + ScoreView(viewModel.score).render(style: style))
        case let .undone(word, given):
            console.line(style.muted("↶ Took back “\(SafeText.singleLine(given.abbreviated()))” for \(SafeText.singleLine(word.text)).")
                         + "  " + ScoreView(viewModel.score).render(style: style))
        case let .forgottenColon(command):
            console.line("Commands start with a colon: type \(command).")
        case let .problem(problem):
            console.line(SessionText.problem(problem, style: style))
        case .left, .lessonDone, nil:
            break
        }
    }

    /// Shows what is on screen: the challenge, or the lesson of a new word.
    private func showChallenge() {
        if let lesson = viewModel.lesson {
            console.line()
            return console.write(LessonView(lesson: lesson).render(style: console.style))
        }
        guard let challenge = viewModel.challenge else { return }
        console.line()
        console.write(ChallengeView(challenge: challenge, number: viewModel.questionNumber, total: viewModel.score.target)
            .render(style: console.style))
        // A flashcard taken back to its grading (:undo) shows its answer again.
        if challenge.kind == .flashcard, viewModel.isRevealed {
            console.write(FlashcardView.answer(challenge.word, previews: viewModel.gradePreviews, style: console.style))
        }
    }

    private func showSummary() {
        guard let summary = viewModel.summary else { return }
        console.line()
        console.write(SummaryView(summary: summary, name: learnerName).render(style: console.style))
    }

    private func sayGoodbye() {
        console.line("See you next time, \(SafeText.singleLine(learnerName))!")
    }

    private func askToPlayAgain() -> Bool {
        let again = console.confirm("Play again? [Y/n] ", default: true, alsoNo: [":quit", ":q", "q", "quit", "exit"]) {
            reader.readLine(prompt: $0)
        }
        if again != true { sayGoodbye() }
        return again == true
    }
}

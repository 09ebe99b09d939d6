import KuchiCore
import KuchiTerminal

/// The practice loop of the terminal: reads lines, hands them to the view model, and prints what changed.
///
/// It holds no rule of the session: judging, counting, commands, settings, resuming and what a start comes
/// to (``SessionStart``) all live in ``ChallengesViewModel``; this type only renders its state as text and
/// asks the learner's choices.
public final class PracticeREPL {
    private let viewModel: ChallengesViewModel
    private let reader: any LineReader
    private let console: Console
    private let learnerName: String
    /// The learner's sessions, to offer an interrupted one and tell when cards fall due; `nil` starts each
    /// session plainly (``ChallengesViewModel/start()``).
    private let records: (any LearnerRecords)?
    /// Whether the learner can be asked (a terminal), rather than a script piping its answers.
    private let interactive: Bool
    /// The words' sounds, `nil` when the bank has no media folder (in memory).
    private let sounds: WordSounds?
    /// The bank's names a `:set` setting takes, for Tab (``Completion``).
    private let bankNames: @Sendable (Setting) -> [String]

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

    /// A REPL for `viewModel`, reading from `reader` and writing to `console`. With `records`, the first
    /// session offers the learner's interrupted one (asked only when `interactive`), and a review with
    /// nothing due says when to come back and offers random practice (when `interactive`). Tab after `:set deck ` (or
    /// `level`, `tag`) completes the names `bankNames` gives for that setting, read from the bank when Tab is pressed.
    public init(viewModel: ChallengesViewModel, reader: any LineReader, console: Console, learnerName: String,
                records: (any LearnerRecords)? = nil, interactive: Bool = false, sounds: WordSounds? = nil,
                bankNames: @escaping @Sendable (Setting) -> [String] = { _ in [] }) {
        self.bankNames = bankNames
        self.sounds = sounds
        self.viewModel = viewModel
        self.reader = reader
        self.console = console
        self.learnerName = learnerName
        self.records = records
        self.interactive = interactive
    }

    /// Runs sessions until the learner leaves (`:quit`, end of input, a second Ctrl-C, or declining to play
    /// again), or input ends by a signal (``LineReader/endingSignal``: the session is ended, nothing more shown).
    /// - Throws: storage errors (the database became unwritable, the disk is full); answers before them are saved.
    public func run() throws {
        // Tab reads the bank only while the sessions run: afterwards nothing holds the bank open (it is closed, and its
        // log folded in, when the program lets it go).
        Completion.bankNames = bankNames
        defer { Completion.bankNames = { _ in [] } }
        guard var started = try firstStart() else { return }
        while true {
            if case let .nothingDue(nothing) = started {
                console.line(nothing.description)
                guard interactive, nothing.canPractiseRandom else { return }
                // `n` and Ctrl-D leave as they do at `Play again?`, saying goodbye (not to a terminal that closed).
                guard confirm("Practise random words instead? [Y/n] ") == true else {
                    if reader.endingSignal == nil { sayGoodbye() }
                    return
                }
                try viewModel.practiseRandomInstead()
            }
            if let plan = viewModel.reviewPlan {
                console.line(console.style.muted(SessionText.reviewPlan(plan, asksAhead: viewModel.challenge != nil,
                                                                        scopeMet: viewModel.scopeMet != nil)))
                // Said plainly, not muted: without it a learner reads "no new word" as today's quota used up.
                if let met = viewModel.scopeMet { console.line(met.sentence) }
            }
            if let due = SessionText.reviewsDue(asked: viewModel.reviewsDue, due: viewModel.cardsDue, atStart: true) {
                console.line(console.style.muted(due))
            }
            if viewModel.isShortOfWords {
                console.line(console.style.muted(SessionText.shortOfWords(viewModel)))
            }
            showChallenge()
            try playSession()
            // The terminal closed (or SIGTERM): the session is ended, and nothing is written to a terminal gone.
            if reader.endingSignal != nil { return }
            showSummary()
            if viewModel.hasLeft { return sayGoodbye() }
            guard try askToPlayAgain() else { return }
            started = try start(resuming: nil)
        }
    }

    /// Starts the first session: offers the interrupted one first; `nil` when the learner leaves at the offer.
    private func firstStart() throws -> SessionStart? {
        guard let records else { return try start(resuming: nil) }
        let started = try viewModel.start(checking: records)
        guard case let .interrupted(interrupted) = started else { return started }
        switch ResumePrompt.offer(interrupted, review: viewModel.environment.scheduler == .srs, reader: reader, console: console,
                                  interactive: interactive) {
        case .resume: return try start(resuming: interrupted)
        case .startAnew: return try start(resuming: nil)
        case .leave: return nil
        }
    }

    private func start(resuming interrupted: InterruptedSession?) throws -> SessionStart {
        if let records { return try viewModel.start(resuming: interrupted, records: records) }
        try viewModel.start()
        return .started
    }

    private func confirm(_ question: String) -> Bool? {
        console.confirm(question, default: true, readLine: { reader.readReply(prompt: $0, reminder: InterruptReminder.answerNo) })
    }

    /// Reads lines until the session ends.
    private func playSession() throws {
        while !viewModel.isFinished {
            Completion.teachesLessons = viewModel.scheduler == .srs
            guard let line = reader.readLine(prompt: Self.prompt(for: viewModel)) else {
                return try viewModel.end()
            }
            let shown = viewModel.screenID
            try viewModel.submit(line)
            render(viewModel.feedback)
            playSound(after: viewModel.feedback)
            if !viewModel.isFinished, viewModel.screenID != shown { showChallenge() }
        }
    }

    private func render(_ feedback: SessionFeedback?) {
        let style = console.style
        switch feedback {
        case let .outcome(outcome):
            console.write(FeedbackView(outcome: outcome, score: ScoreView(viewModel.score), withholdsAnswer: viewModel.withholdsAnswer,
                                       correction: viewModel.correction)
                .render(style: style))
            if let shown = viewModel.example(after: outcome) { console.line("  " + ExampleText.line(shown, style: style)) }
        case let .example(shown):
            console.line("  " + ExampleText.line(shown, style: style))
        case let .hint(hint):
            console.line(style.muted(SessionText.hint(hint, for: viewModel.challenge)))
        case let .skipped(word):
            console.line(style.muted("Skipped: " + SessionText.answer(of: word)))
        case let .score(score):
            console.line(ScoreView(score).render(style: style) + "  " + style.muted("wrong tries: \(score.wrong)"))
        case .help:
            console.write(HelpView.render(style: style, mode: viewModel.mode, choices: viewModel.choiceCount,
                                          asking: viewModel.challenge?.kind, teachesLessons: viewModel.scheduler == .srs,
                                          review: viewModel.scheduler == .srs,
                                          columns: console.width))
        case .settings:
            // A deck or tag name comes from a word list (or a config file an import wrote): shown, never sent.
            for (name, value) in viewModel.settingValues { console.line("  \(name) = \(SafeText.singleLine(value))") }
            console.line(style.muted(SessionText.currentSession(viewModel)))
        case let .settingChanged(name, value):
            console.line("\(name) = \(SafeText.singleLine(value)): this applies from the next session on, until you quit "
                         + SessionText.keeping(setting: name, value: value))
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
        case let .undone(word, given, laterTries, stillAccepted):
            console.line(style.muted(SessionText.undone(word: word, given: given, laterTries: laterTries, stillAccepted: stillAccepted))
                         + "  " + ScoreView(viewModel.score).render(style: style))
        case let .forgottenColon(command, again):
            console.line("Commands start with a colon: type \(command)." + (again.map { " To answer “\($0)”, type it again." } ?? ""))
        case let .problem(problem):
            console.line(SessionText.problem(problem, style: style))
        case let .lessonDone(_, ignoredLine?):
            console.line(style.muted(SessionText.ignoredAtLesson(ignoredLine)))
        case .left, .lessonDone, .play, nil:
            break
        }
    }

    /// Plays the sound `:play` asked for, or the one that plays on its own after `feedback` (an answer).
    private func playSound(after feedback: SessionFeedback?) {
        guard let sounds else {
            if case .play = feedback { console.line(console.style.muted("This word bank has no media folder: its words have no sound.")) }
            return
        }
        if case let .play(word) = feedback { return console.line(console.style.muted(sounds.playAsked(word, settings: viewModel.environment))) }
        if let word = ChallengesViewModel.wordToPlay(after: feedback), let line = sounds.playOnItsOwn(word, settings: viewModel.environment) {
            console.line(console.style.muted(line))
        }
    }

    /// Shows what is on screen: the challenge, or the lesson of a new word (whose sound plays).
    private func showChallenge() {
        if let lesson = viewModel.lesson {
            console.line()
            console.write(LessonView(lesson: lesson).render(style: console.style))
            if let line = sounds?.playOnItsOwn(lesson.word, settings: viewModel.environment) { console.line(console.style.muted(line)) }
            return
        }
        guard let challenge = viewModel.challenge else { return }
        console.line()
        console.write(ChallengeView(challenge: challenge, number: viewModel.questionNumber, total: viewModel.score.target,
                                    wrongTries: viewModel.score.wrong).render(style: console.style))
        // A flashcard taken back to its grading (:undo) shows its answer again.
        if challenge.kind == .flashcard, viewModel.isRevealed {
            console.write(FlashcardView.answer(challenge.word, previews: viewModel.gradePreviews, style: console.style))
        }
    }

    private func showSummary() {
        guard let summary = viewModel.summary else { return }
        console.line()
        console.write(SummaryView(summary: summary, name: learnerName).render(style: console.style))
        if let due = SessionText.reviewsDue(asked: viewModel.reviewsDue, due: viewModel.cardsDue, atStart: false) { console.line(due) }
    }

    private func sayGoodbye() {
        console.line("See you next time, \(SafeText.singleLine(learnerName))!")
    }

    /// Asks whether to play again; `:fav`, `:unfav` and `:suspend` act on the word answered last, then the
    /// question is asked again.
    private func askToPlayAgain() throws -> Bool {
        var failure: (any Error)?
        let again = console.confirm("Play again? [Y/n] ", default: true, alsoNo: [":quit", ":q", "q", "quit", "exit"]) { prompt in
            while let line = reader.readReply(prompt: prompt, reminder: InterruptReminder.answerNo) {
                guard let command = SessionCommand.parse(line), command.actsAfterSession else { return line }
                do {
                    try viewModel.perform(command)
                } catch {
                    failure = error
                    return nil
                }
                render(viewModel.feedback)
            }
            return nil
        }
        if let failure { throw failure }
        if again != true { sayGoodbye() }
        return again == true
    }
}

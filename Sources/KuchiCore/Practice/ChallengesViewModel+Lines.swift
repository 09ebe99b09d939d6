/// Typed lines: every front end hands the view model what the learner typed, and renders the state.
extension ChallengesViewModel {
    /// Acts on one typed line: a command (`:hint`, `:skip`, `:set mode reading` …) or an answer.
    ///
    /// A command word typed without its colon (`quit`) is pointed out rather than judged, unless it is
    /// a right answer to the challenge on screen (so `exit` can still answer 出口); typed again right after that
    /// notice, it is judged as an answer (`undo` twice), except `quit`, `exit` and `q`. ``feedback`` says what
    /// the line did. White space and invisible characters (a zero-width space, a byte order mark) at the line's ends
    /// are not part of it: a line of nothing else is empty, at a terminal and in JSON Lines alike.
    public func submit(_ line: String) throws {
        try submit(line, commandWordsAnswer: false)
    }

    /// Acts on a line sent explicitly as an answer (JSON Lines' `{"answer": …}`) as ``submit(_:)`` does, except that
    /// a command word without its colon (`undo`) is judged as an answer: the request says it is one.
    public func submitAnswer(_ line: String) throws {
        try submit(line, commandWordsAnswer: true)
    }

    private func submit(_ line: String, commandWordsAnswer: Bool) throws {
        if let problem = InputLimits.problem(in: line) {
            return reject(problem)
        }
        let line = line.trimmingInvisibleEnds
        if let command = SessionCommand.parse(line) {
            return try perform(command)
        }
        if let lesson, !isFinished {
            try continueAfterLesson()
            // Text typed at a lesson goes on as Enter does; said so, or an answer sent early would vanish.
            if feedback == .lessonDone(lesson.word), !line.allSatisfy(\.isWhitespace) {
                feedback = .lessonDone(lesson.word, ignoredLine: InputLimits.echo(line))
            }
            return
        }
        if challenge?.kind == .flashcard, !isFinished {
            return try flashcard(line)
        }
        if !commandWordsAnswer, let command = SessionCommand.forgottenColon(in: line), try !answersTheQuestion(line),
           !isMeantAsAnswer(line, command: command) {
            // A word that leaves never becomes an answer this way: leaving costs no card a lapse.
            return acknowledge(.forgottenColon(command: command, answerAgain: command == ":quit" ? nil : line.trimmingWhitespace))
        }
        try answer(line)
    }

    /// Runs a session command.
    public func perform(_ command: SessionCommand) throws {
        switch command {
        case .help: acknowledge(.help)
        case .skip: try skip()
        case .hint: showHint()
        case .score: acknowledge(.score(score))
        case .quit: try end()
        case let .regrade(rating):
            // At a revealed flashcard :easy and :hard grade it; otherwise they re-grade the answer just given.
            if challenge?.kind == .flashcard, isRevealed, !isFinished { try grade(rating) } else { try regrade(rating) }
        case .undo: try undo()
        case .known: try knowLessonWord()
        case .accept: try acceptLastAnswer()
        case let .favorite(isFavorite): try star(isFavorite)
        case .suspend: try suspendWord()
        case .example: showExample()
        case .play: playSound()
        case .showSettings: acknowledge(.settings)
        case let .set(name, value): try change(setting: name, to: value)
        case let .unknown(name): reject(.unknownCommand(InputLimits.echo(name)))
        }
    }

    /// A line at a flashcard: Enter (or anything) reveals it; then 1–4 (or again, hard, good, easy) grade it.
    private func flashcard(_ line: String) throws {
        guard isRevealed else { return try reveal() }
        let text = line.trimmingWhitespace.lowercased()
        let names = ["again": Rating.again, "hard": .hard, "good": .good, "easy": .easy]
        guard let rating = Int(text).flatMap(Rating.init(rawValue:)) ?? names[text] else { return reject(.notAGrade) }
        try grade(rating)
    }

    /// Every setting with its value for the next session, as `:set` lists them.
    public var settingValues: [(name: String, value: String)] {
        Setting.all.map { ($0.replName, $0.describe(environment)) }
    }

    /// Changes a setting from the next session on (`:set NAME VALUE`). A deck, level, tag or favourites
    /// setting that would leave the next session no words is refused, so that session can start.
    /// - Throws: storage errors, from reading the words of a new scope.
    public func change(setting name: String, to value: String) throws {
        guard let setting = Setting.all.first(where: { $0.replName == name }) else {
            return reject(.unknownSetting(InputLimits.echo(name), known: SessionCommand.settingNames))
        }
        var changed = environment
        do {
            try setting.apply(value, from: .repl, to: &changed)
            // A mode chosen in the session narrows the next review to that mode's cards, as `--mode` does.
            if setting.configKey == Setting.answerMode.configKey { changed.reviewsEveryKind = false }
            // So does a scope chosen in the session, to that scope's due cards.
            if Setting.scopeSettings.contains(where: { $0.configKey == setting.configKey }) { changed.reviewsWholeBank = false }
        } catch {
            return reject(.invalidSetting(error))
        }
        let scope = changed.wordScope
        if scope != environment.wordScope, !scope.isWholeBank,
           try bank.lookingUp({ try $0.wordIDs(in: scope, profileID: profileID) }).isEmpty {
            return reject(.emptyScope(scope))
        }
        environment = changed
        acknowledge(.settingChanged(name: setting.replName, value: setting.describe(environment)))
    }

    /// Whether the command word on `line` is meant as the answer (judged, and open to `:accept`): typed again right after
    /// its notice, or again after it was judged wrong at this question (the retry that shows the answer). Never a word
    /// that leaves.
    private func isMeantAsAnswer(_ line: String, command: String) -> Bool {
        guard command != ":quit" else { return false }
        let word = line.trimmingWhitespace.lowercased()
        if case let .forgottenColon(_, again?) = feedback { return again.lowercased() == word }
        guard missedCurrent, case let .wrong(answered, verdict)? = lastOutcome, answered == challenge else { return false }
        return verdict.given.lowercased() == word
    }

    /// Whether `line` answers the question on screen rather than naming a command: a right answer, judged
    /// exactly as ``answer(_:)`` judges it (the learner's accepted answers and word mode's synonyms included),
    /// or one of the choices shown typed out ("exit" among 入口's choices is a pick, wrong or right).
    private func answersTheQuestion(_ line: String) throws -> Bool {
        guard case let .answer(verdict) = try judge(line) else { return false }
        return (verdict.judgement.isCorrect && !verdict.answersOtherQuestion) || verdict.choiceNumber != nil
    }
}

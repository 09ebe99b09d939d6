import KuchiCore

/// The second front end: one session spoken as JSON Lines, for editors, status bars and scripts.
///
/// Requests come in one per line (see ``JSONRequest``); every change of the view model's state goes out
/// as one event per line, with no colours, prompts or control bytes. Like the REPL it holds no rule of
/// the session: it hands lines to ``ChallengesViewModel`` and writes what its state became.
public final class JSONLinesFrontEnd {
    private let viewModel: ChallengesViewModel
    private let learnerName: String
    private let readLine: () -> [UInt8]?
    private let writeLine: (String) -> Void
    private let describe: (any KuchiError) -> String
    /// The bank's media folder, where the words' sound files are; `nil` when it has none (in memory).
    private let mediaFolder: String?
    /// The signal (SIGHUP, SIGTERM) that ended the input, if one did (``EndingSignals/received``).
    private let endingSignal: () -> Int32?

    /// A front end for `viewModel`: `readLine` gives the next line of input (without its newline, `nil` at
    /// the end), `writeLine` sends one event (without its newline) at once; `describe` words an error
    /// that ends the process, with what to do next; `endingSignal` tells an end of input that a signal made.
    public init(viewModel: ChallengesViewModel, learnerName: String,
                readLine: @escaping () -> [UInt8]?, writeLine: @escaping (String) -> Void,
                describe: @escaping (any KuchiError) -> String = { $0.description }, mediaFolder: String? = nil,
                endingSignal: @escaping () -> Int32? = { nil }) {
        self.mediaFolder = mediaFolder
        self.endingSignal = endingSignal
        self.viewModel = viewModel
        self.learnerName = learnerName
        self.readLine = readLine
        self.writeLine = writeLine
        self.describe = describe
    }

    /// Plays one session until its summary: the end of input ends it early, like Ctrl-D; so does a signal
    /// that ends the input (SIGHUP, SIGTERM), said in a `notice` before the summary.
    /// A storage error is sent as an `error` event with its exit code, then thrown.
    ///
    /// With `records`, a learner's interrupted session is told of in a `notice` (a program is not asked: a new
    /// session starts), and a review with nothing due says when to come back in a `notice` and ends.
    public func run(records: (any LearnerRecords)? = nil) throws {
        do {
            guard try start(records: records) else { return }
            send(JSONLinesEvents.session(viewModel, learner: learnerName))
            sendChallenge()
            while !viewModel.isFinished {
                guard let bytes = readLine() else {
                    // Stored first: after a signal the client may be gone, and the writes below are best-effort.
                    try viewModel.end()
                    if let signal = endingSignal() {
                        send(JSONLinesEvents.notice("\(EndingSignals.name(of: signal)) ended the session early; "
                                                    + "every answer so far is saved."))
                    }
                    break
                }
                try handle(bytes)
            }
            // The summary is the last event, and the process exits after it without waiting for the end of
            // input: a client that keeps standard input open (a learner simulation, a chat bridge) sees it end.
            if let summary = viewModel.summary { send(JSONLinesEvents.summary(summary, reviewsDue: viewModel.reviewPlan == nil ? viewModel.reviewsDue : nil,
                                                                         overLimit: viewModel.reviewPlan == nil ? JSONLinesEvents.overLimit(viewModel) : nil)) }
        } catch PracticeError.nothingToReview {
            // Not a failure: the learner is told when cards fall due, and the process exits 0.
            send(JSONLinesEvents.notice(describe(PracticeError.nothingToReview)))
        } catch let error as any KuchiError {
            send(JSONLinesEvents.error(describe(error), exitCode: error.exitCode.rawValue))
            throw error
        }
    }

    /// Starts the session; `false` when nothing is due (said in a notice).
    private func start(records: (any LearnerRecords)?) throws -> Bool {
        guard let records else {
            try viewModel.start()
            return true
        }
        var started = try viewModel.start(checking: records)
        if case let .interrupted(interrupted) = started {
            send(JSONLinesEvents.notice(interrupted.notice(subject: "The last session")))
            started = try viewModel.start(resuming: nil, records: records)
        }
        if case let .nothingDue(nothing) = started {
            // Not a failure: the learner is told when cards fall due, and the process exits 0.
            send(JSONLinesEvents.notice(nothing.description))
            return false
        }
        return true
    }

    private func handle(_ bytes: [UInt8]) throws {
        if bytes.count > InputLimits.requestBytes {
            let start = InputLimits.echo(String(decoding: bytes.prefix(InputLimits.echoedCharacters * 4), as: UTF8.self))
            return send(JSONLinesEvents.error("A request is one line of at most \(InputLimits.requestBytes.groupedDigits) bytes; "
                                              + "this one was not taken: \(JSONString.literal(start))."))
        }
        let shown = viewModel.screenID
        switch JSONRequest.parse(bytes) {
        case let .failure(problem): return send(JSONLinesEvents.error(problem.message))
        case let .success(.line(text)): try viewModel.submit(text)
        case let .success(.answer(text)):
            try viewModel.submitAnswer(text)
            // A blank answer at a question does nothing (at a lesson or flashcard it goes on): a request still gets its event.
            if viewModel.feedback == .outcome(.notAnswering), viewModel.screenID == shown, !viewModel.isFinished {
                return send(JSONLinesEvents.error(RequestProblem.emptyAnswer.message))
            }
        case let .success(.command(command)): try viewModel.perform(command)
        case let .success(.number(number)):
            guard showsNumberedChoices else { return send(JSONLinesEvents.error(RequestProblem.numberWithoutChoices(number).message)) }
            try viewModel.submit(String(number))
        }
        sendFeedback()
        if !viewModel.isFinished, viewModel.screenID != shown { sendChallenge() }
    }

    /// Whether the question on screen is answered by a number: a multiple-choice question, or a revealed
    /// flashcard's grades (1–4).
    private var showsNumberedChoices: Bool {
        guard let challenge = viewModel.challenge, viewModel.lesson == nil, !viewModel.isFinished else { return false }
        return challenge.kind == .choice || (challenge.kind == .flashcard && viewModel.isRevealed)
    }

    private func sendFeedback() {
        switch viewModel.feedback {
        case let .outcome(outcome):
            if let event = JSONLinesEvents.outcome(outcome, score: viewModel.score, example: viewModel.example(after: outcome),
                                                   withholdsAnswer: viewModel.withholdsAnswer, correction: viewModel.correction) {
                send(adding(audio: ChallengesViewModel.wordToPlay(after: viewModel.feedback), to: event))
            }
        case let .play(word):
            send(adding(audio: word, to: .object([("type", .string("play")), ("word", .string(word.text)), ("reading", .string(word.reading))])))
        case let .example(shown):
            send(.object([("type", .string("example")), ("word", .string(shown.word.text)), ("reading", .string(shown.word.reading))]
                         + Self.members(of: shown.jsonValue)))
        case let .hint(hint):
            send(JSONLinesEvents.hint(hint, challenge: viewModel.challenge))
        case let .skipped(word):
            send(.object([("type", .string("skipped")), ("word", .string(word.text)), ("reading", .string(word.reading)),
                          ("meanings", .strings(word.promptedMeanings))]))
        case let .score(score):
            send(.object([("type", .string("score"))] + Self.members(of: JSONLinesEvents.scoreValue(score))))
        case .help:
            send(.object([("type", .string("help")), ("commands", .strings(JSONLinesEvents.commandNames))]))
        case .settings:
            send(.object([("type", .string("settings")),
                          ("settings", .object(viewModel.settingValues.map { ($0.name, .string($0.value)) }))]))
        case let .settingChanged(name, value):
            send(.object([("type", .string("setting")), ("name", .string(name)), ("value", .string(value))]))
        case let .regraded(word, rating):
            send(JSONLinesEvents.grade("regraded", word: word, rating: rating))
        case let .graded(word, rating):
            send(JSONLinesEvents.grade("graded", word: word, rating: rating))
        case let .accepted(word, text):
            send(JSONLinesEvents.accepted(word: word, text: text))
        case let .revealed(word):
            send(adding(audio: word, to: JSONLinesEvents.revealed(word, previews: viewModel.gradePreviews)))
        case let .favorite(word, isFavorite):
            send(.object([("type", .string("favorite")), ("word", .string(word.text)), ("reading", .string(word.reading)),
                          ("favorite", .bool(isFavorite))]))
        case let .suspended(word):
            send(.object([("type", .string("suspended")), ("word", .string(word.text)), ("reading", .string(word.reading))]))
        case let .undone(word, given, laterTries, stillAccepted):
            send(.object([("type", .string("undone")), ("word", .string(word.text)), ("given", .string(given)),
                          ("later_tries", .array(laterTries.map(JSONValue.string))),
                          ("still_accepted", stillAccepted.map(JSONValue.string) ?? .null),
                          ("score", JSONLinesEvents.scoreValue(viewModel.score))]))
        case let .forgottenColon(command, again):
            send(JSONLinesEvents.notice("Commands start with a colon: send \(command), or {\"command\": \"\(command.dropFirst())\"}."
                                        + (again.map { " To answer \(JSONString.literal($0)), send it again, or {\"answer\": \(JSONString.literal($0))}." } ?? "")))
        case let .problem(problem):
            send(JSONLinesEvents.error(Self.message(for: problem)))
        case let .lessonDone(_, ignoredLine?):
            send(JSONLinesEvents.notice("\(JSONString.literal(ignoredLine)) was not taken as an answer: at a lesson a line only goes on "
                                        + "(the word's challenge comes a few items later)."))
        case .left, .lessonDone, nil:
            break
        }
    }

    /// Sends what is on screen: the challenge, or the lesson of a new word.
    private func sendChallenge() {
        if let lesson = viewModel.lesson { return send(adding(audio: lesson.word, to: JSONLinesEvents.lesson(lesson))) }
        guard let challenge = viewModel.challenge else { return }
        send(JSONLinesEvents.challenge(challenge, viewModel))
        // A flashcard taken back to its grading (undo) is shown revealed again.
        if challenge.kind == .flashcard, viewModel.isRevealed {
            send(adding(audio: challenge.word, to: JSONLinesEvents.revealed(challenge.word, previews: viewModel.gradePreviews)))
        }
    }

    /// `event` with an `audio` member: the path of `word`'s sound file, `null` when there is none (or no word).
    private func adding(audio word: Word?, to event: JSONValue) -> JSONValue {
        guard case let .object(members) = event else { return event }
        let path = word?.audio.flatMap { file in mediaFolder.map { $0 + "/" + file } }
        return .object(members + [("audio", .optional(path, JSONValue.string))])
    }

    private func send(_ event: JSONValue) {
        writeLine(event.compact)
    }

    private static func members(of value: JSONValue) -> [(String, JSONValue)] {
        if case let .object(members) = value { return members }
        return []
    }

    private static func message(for problem: SessionProblem) -> String {
        switch problem {
        case let .unknownCommand(name):
            "Unknown command \(JSONString.literal(InputLimits.echo(name))): expected one of " + JSONLinesEvents.commandNames.joined(separator: ", ") + "."
        case let .unknownSetting(name, known):
            "Unknown setting \(JSONString.literal(name)): expected one of " + known.joined(separator: ", ") + "."
        case let .invalidSetting(error): error.description
        case .noChallenge: "There is no question to act on."
        case .noMoreHints: "No more hints for this question: the last one is all there is short of the answer ({\"command\": \"skip\"} shows it)."
        case .answerShown: "The flashcard is revealed, its answer shown: send its grade (1 Again … 4 Easy), not a hint."
        case .nothingToRegrade: "easy and hard re-grade a right answer just given; after a wrong one, accept counts it as right."
        case .noLesson: "known follows a lesson, when the learner already knows its word."
        case .nothingToUndo: "Nothing to undo: no answer of this session is left to take back."
        case .nothingToAccept: "accept follows a wrong answer, to count it as right."
        case .pickedChoiceNotAccepted:
            "accept keeps an answer in the learner's own words: a choice, picked by its number or typed out whole, is that choice's text, so nothing was accepted."
        case let .answerNotShownYet(given):
            "Nothing was accepted: the right answers are kept back after a first wrong try (shows_answer false). Send "
                + "\(JSONString.literal(InputLimits.echo(given))) again to see them, then accept if it was right."
        case let .unacceptableAnswer(problem): problem.description + " Nothing was accepted."
        case .noWordToStar: "fav stars the word of the challenge; there is none."
        case .noExample: "example shows a sentence of the word of the challenge; it has none (or there is no word)."
        case .noSound: "play plays the sound of the word on screen (a lesson's or a challenge's); it has none (sounds come with Anki packages)."
        case .soundGivesAway: "play would give the answer away; the word's sound can be played once the question is answered."
        case .noWordToSuspend: "suspend puts the word of the challenge aside; there is none."
        case .notRevealed: "Send an empty line (or {\"answer\": \"\"}) to see the answer first."
        case .notAGrade: "Grade the flashcard: 1 Again, 2 Hard, 3 Good or 4 Easy."
        case let .emptyScope(scope): "No words in \(scope.summary): the setting is unchanged."
        case let .lineTooLong(start, limit):
            "An answer is at most \(limit.groupedDigits) bytes; this one was not taken: \(JSONString.literal(start))."
        case .controlCharacterInLine: "An answer cannot hold a control character (\\u0000–\\u001f but tab, \\u007f–\\u009f); it was not taken."
        case .notUTF8: "An answer cannot hold U+FFFD, the replacement character of a byte that was not UTF-8; it was not taken."
        }
    }
}

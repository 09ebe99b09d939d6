import KuchiCore

/// The events of the JSON Lines protocol, made from the view model's state (see docs/protocol.md).
enum JSONLinesEvents {
    /// The commands a request may name.
    static let commandNames = SessionCommand.names.map { String($0.dropFirst()) }

    static func session(_ viewModel: ChallengesViewModel, learner: String) -> JSONValue {
        .object([
            ("type", .string("session")),
            ("learner", .string(learner)),
            ("mode", .string(viewModel.mode.rawValue)),
            ("scheduler", .string(viewModel.scheduler.rawValue)),
            ("choices_per_challenge", .int(viewModel.choiceCount)),
            ("target", .int(viewModel.score.target)),
            ("already_correct", .int(viewModel.continued?.correct ?? 0)),
            ("short_of_words", .bool(viewModel.isShortOfWords)),
            ("due", .optional(viewModel.reviewPlan?.due) { .int($0) }),
            ("new_left", .optional(viewModel.reviewPlan?.newWords) { .int($0) }),
            ("new_held", .optional(viewModel.reviewPlan?.newWordsHeld) { .int($0) }),
            ("reviews_due", .optional(viewModel.reviewPlan == nil ? viewModel.reviewsDue : nil) { .int($0) }),
            ("over_limit", .int(overLimit(viewModel))),
            ("scope_met", scopeMet(viewModel.scopeMet)),
        ])
    }

    /// Review cards due now that `reviews_per_day` leaves for another day: beyond `due` in a review, beyond
    /// `reviews_due` in a random session.
    static func overLimit(_ viewModel: ChallengesViewModel) -> Int {
        viewModel.reviewPlan?.overLimit ?? max(0, viewModel.cardsDue - viewModel.reviewsDue)
    }

    /// Every word of the practice scope met: `{"words": 662, "next_level": "N4", "message": "You have met…"}`;
    /// `null` while a new word is left (and in a random session).
    static func scopeMet(_ met: ScopeMet?) -> JSONValue {
        guard let met else { return .null }
        return .object([
            ("words", .int(met.words)),
            ("next_level", .optional(met.nextLevel) { .string($0) }),
            ("message", .string(met.sentence)),
        ])
    }

    static func challenge(_ challenge: Challenge, _ viewModel: ChallengesViewModel) -> JSONValue {
        let word = challenge.word
        let (showsWord, showsReading, showsMeanings) = (challenge.showsWord, challenge.showsReading, challenge.showsMeanings)
        return .object([
            ("type", .string("challenge")),
            ("number", .int(viewModel.questionNumber)),
            ("of", .int(viewModel.score.target)),
            ("kind", .string(challenge.kind.rawValue)),
            ("word", showsWord ? .string(word.text) : .null),
            ("reading", showsReading ? .string(word.reading) : .null),
            ("romaji", showsReading ? .string(word.pronunciation) : .null),
            ("meanings", showsMeanings ? .strings(word.promptedMeanings) : .null),
            ("choices", challenge.showsChoices ? numbered(challenge.choices.indices, of: challenge) : .null),
        ])
    }

    /// `withholdsAnswer` marks a first wrong try whose retry is offered (``ChallengesViewModel/withholdsAnswer``):
    /// its `shows_answer` is `false`, telling a client not to show `expected` and `accepted` yet.
    /// `correction` adds to a `corrected` outcome its `wrong_tries` and whether the word `comes_back` this session.
    static func outcome(_ outcome: AnswerOutcome, score: Score, example: ShownExample? = nil, withholdsAnswer: Bool = false,
                        correction: Correction? = nil) -> JSONValue? {
        var members: [(String, JSONValue)] = [("type", .string("outcome"))]
        let exampleMember = ("example", JSONValue.optional(example, \.jsonValue))
        switch outcome {
        case let .correct(_, verdict): members += [("result", .string("correct"))] + judged(verdict)
        case let .wrong(_, verdict):
            members += [("result", .string("wrong"))] + judged(verdict) + [exampleMember, ("shows_answer", .bool(!withholdsAnswer))]
                + (verdict.pickedBefore ? [("tried_before", .bool(true))] : [])
        case let .missed(_, verdict): members += [("result", .string("missed"))] + judged(verdict) + [exampleMember]
        case let .corrected(_, verdict):
            members += [("result", .string("corrected"))] + judged(verdict)
                + [("wrong_tries", .int(correction?.wrongTries ?? 1)), ("comes_back", .bool(correction?.comesBackThisSession ?? true))]
        case let .otherQuestion(_, verdict): members += [("result", .string("other_question"))] + judged(verdict)
        case let .ambiguousSlip(_, slip):
            members += [("result", .string("ambiguous_slip")), ("given", .string(slip.typed)),
                        ("message", .string(slip.sentence { "“\($0)”" } + " Not counted."))]
        case let .spellsOtherWord(_, spelling):
            members += [("result", .string("spells_other_word")), ("given", .string(spelling.typed)), ("kana", .string(spelling.asTyped)),
                        ("message", .string(spelling.sentence(quoted: { "“\($0)”" }, plain: { $0 }) + " Not counted."))]
        case let .outOfRange(choices): members += [("result", .string("out_of_range")), ("choices", .int(choices))]
        case let .unreadableRomaji(typed, kana):
            members += [("result", .string("unreadable_romaji")), ("given", .string(typed)), ("kana", .string(kana))]
        case .notAnswering: return nil
        }
        return .object(members + [("score", scoreValue(score))])
    }

    static func hint(_ hint: Hint, challenge: Challenge?) -> JSONValue {
        switch hint {
        case let .startsWith(text):
            .object([("type", .string("hint")), ("starts_with", .string(text)), ("ruled_out", .null)])
        case let .ruledOut(indices):
            .object([("type", .string("hint")), ("starts_with", .null),
                     ("ruled_out", challenge.map { numbered(indices, of: $0) } ?? .array([]))])
        }
    }

    /// `reviews_due`: in a random session, the cards `kuchi review` would ask now (`null` in a review);
    /// `overLimit`: the cards due now beyond them, which `reviews_per_day` holds back (`null` in a review).
    static func summary(_ summary: SessionSummary, reviewsDue: Int?, overLimit: Int? = nil) -> JSONValue {
        .object([
            ("type", .string("summary")),
            ("status", .string(summary.status == .completed ? "completed" : "ended_early")),
            ("correct", .int(summary.correct)),
            ("target", .int(summary.target)),
            ("wrong", .int(summary.wrong)),
            ("skipped", .int(summary.skipped)),
            ("accuracy", .optional(summary.accuracy, JSONValue.fraction)),
            ("duration_ms", .int(Int(summary.duration.components.seconds) * 1000
                                 + Int(summary.duration.components.attoseconds / 1_000_000_000_000_000))),
            ("reviews_due", .optional(reviewsDue) { .int($0) }),
            ("over_limit", .optional(overLimit) { .int($0) }),
        ])
    }

    /// An `error` event; `exitCode` is the status the process will exit with, or `nil` when the session goes on.
    static func error(_ message: String, exitCode: Int32? = nil) -> JSONValue {
        .object([("type", .string("error")), ("message", .string(message)),
                 ("exit_code", .optional(exitCode) { .int(Int($0)) })])
    }

    /// `regraded`, `graded`, `accepted` and `revealed`: what the learner's own grades did.
    static func grade(_ type: String, word: Word, rating: Rating) -> JSONValue {
        .object([("type", .string(type)), ("word", .string(word.text)), ("rating", .string(String(describing: rating)))])
    }

    static func accepted(word: Word, text: String) -> JSONValue {
        .object([("type", .string("accepted")), ("word", .string(word.text)), ("text", .string(text))])
    }

    /// `intervals`: the seconds until the card would be due after each grade, by the grade's name.
    static func revealed(_ word: Word, previews: [GradePreview]) -> JSONValue {
        .object([("type", .string("revealed")), ("word", .string(word.text)), ("reading", .string(word.reading)),
                 ("romaji", .string(word.pronunciation)), ("meanings", .strings(word.promptedMeanings)),
                 ("intervals", .object(previews.map { (String(describing: $0.rating), .int(Int($0.interval.rounded()))) }))])
    }

    /// A new word taught before its first quiz; `example` is `null` when the bank has none, `kanji` lists
    /// each kanji of the word (empty for a kana word).
    static func lesson(_ lesson: Lesson) -> JSONValue {
        let word = lesson.word
        return .object([
            ("type", .string("lesson")), ("word", .string(word.text)), ("reading", .string(word.reading)),
            ("romaji", .string(word.pronunciation)), ("meanings", .strings(word.promptedMeanings)),
            ("example", .optional(lesson.example) { example in
                ShownExample(example, of: lesson.word).jsonValue
            }),
            ("kanji", .array(lesson.kanji.map(\.jsonValue))),
        ])
    }

    static func notice(_ message: String) -> JSONValue {
        .object([("type", .string("notice")), ("message", .string(message))])
    }

    static func scoreValue(_ score: Score) -> JSONValue {
        .object([("correct", .int(score.correct)), ("target", .int(score.target)), ("wrong", .int(score.wrong))])
    }

    private static func judged(_ verdict: Verdict) -> [(String, JSONValue)] {
        [
            ("judgement", .string(verdict.judgement.rawValue)),
            ("given", .string(verdict.given)),
            ("expected", .string(verdict.expected)),
            ("accepted", .strings(verdict.accepted)),
            ("kana", .optional(verdict.typedKana, JSONValue.string)),
            ("synonym", .optional(verdict.synonym) { .object([("word", .string($0.text)), ("reading", .string($0.reading))]) }),
        ]
    }

    private static func numbered(_ indices: some Sequence<Int>, of challenge: Challenge) -> JSONValue {
        .array(indices.map { .object([("number", .int($0 + 1)), ("text", .string(challenge.choices[$0]))]) })
    }
}

/// Events a launcher sends before the session starts, as text lines of the protocol.
public enum JSONLinesNotice {
    /// A `notice` event: something the learner should know that stops nothing.
    public static func text(_ message: String) -> String {
        JSONLinesEvents.notice(message).compact
    }

    /// An `error` event for an error that ends the process with `exitCode`.
    public static func error(_ message: String, exitCode: Int32) -> String {
        JSONLinesEvents.error(message, exitCode: exitCode).compact
    }
}

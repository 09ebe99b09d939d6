import KuchiCore
import KuchiTerminal

/// The REPL's wording for session state that has no view of its own.
enum SessionText {
    /// "The word bank has only 3 words: this session has 3 questions."
    static func shortOfWords(_ viewModel: ChallengesViewModel) -> String {
        let words = viewModel.wordCount == 1 ? "1 word" : "\(viewModel.wordCount) words"
        let total = viewModel.score.target
        let source = viewModel.scope.isWholeBank ? "The word bank has" : viewModel.wordCount == 1 ? "There is" : "There are"
        let scope = viewModel.scope.isWholeBank ? "" : " in " + SafeText.singleLine(viewModel.scope.summary)
        return "\(source) only \(words)\(scope): this session has \(total == 1 ? "1 question" : "\(total) questions")."
    }

    /// How to keep a setting changed with `:set NAME VALUE`: "(to keep it: kuchi config set answer_mode meaning)."
    static func keeping(setting name: String, value: String) -> String {
        guard let setting = Setting.named(name) else { return "(to keep it, put it in config.toml: see kuchi help practice)." }
        return "(to keep it: kuchi config set \(setting.configKey) \(ShellWord.quoted(SafeText.singleLine(value))))."
    }

    /// "Review: 12 cards due now, 8 new words left today." (a review session's header), and how many more fall due
    /// later today. With nothing due and a question on screen all the same, says why: a learning card due soon is
    /// asked early.
    /// With `scopeMet` (every word of the scope met), "no new word left in your words" replaces "0 new words left
    /// today", which reads as today's quota used up (``ScopeMet/sentence`` follows it). New words the review limit
    /// holds back are said so: "no new words today: 388 reviews wait beyond reviews_per_day".
    static func reviewPlan(_ plan: ReviewPlan, asksAhead: Bool = false, scopeMet: Bool = false) -> String {
        var due = plan.due == 1 ? "1 card due now" : "\(plan.due.groupedDigits) cards due now"
        // With reviews or new words held back by the limit, today's learning cards are asked all the same (the count
        // may exceed reviews_per_day by them, or be all of them at reviews_per_day = 0): say so (those from an earlier
        // day count against the limit, as in Anki).
        if plan.overLimit > 0 || plan.newWordsHeld > 0,
           let unlimited = ReviewPlan.unlimitedLearning(plan.learning - plan.interdayLearning, of: plan.due) {
            due += " " + unlimited
        }
        var new = scopeMet && plan.newWords == 0 ? "no new word left in your words"
            : plan.newWords == 1 ? "1 new word left today" : "\(plan.newWords.groupedDigits) new words left today"
        var over = plan.overLimit == 0 ? ""
            : " \(plan.overLimit.groupedDigits) more due \(plan.overLimit == 1 ? "waits" : "wait") for another day (reviews_per_day)."
        // The review limit caps new words too (as in Anki): say why they are fewer, or none.
        if let hold = plan.newWordsHold {
            new = hold
            if plan.newWords == 0 { over = "" }
        }
        let ahead = asksAhead && plan.due == 0 && plan.newWords == 0
            ? " Learning cards due within \(Int(ReviewPlan.learnAhead / 60)) minutes are asked now rather than waited for, as Anki does."
            : ""
        // With the day's limit reached, the reviews among them wait too: not pointed at as if they would come today.
        let later = plan.laterToday == 0 ? ""
            : " \(plan.laterToday.groupedDigits) more \(plan.laterToday == 1 ? "falls" : "fall") due later today"
                + (plan.overLimit > 0 ? "; reviews_per_day leaves no room for the reviews among them, which wait for another day too."
                                      : " (kuchi due says when).")
        return "Review: \(due), \(new)." + over + later + ahead
    }

    /// "64 cards are due for review: kuchi review asks them." A random session says so at its start
    /// (adding that this session practises at random) and at its end, so that a learner who only runs `kuchi`
    /// finds the spaced repetition; `nil` when none is due. When `reviews_per_day` holds some of the `due` cards
    /// back (`asked` fewer), says both: "588 cards are due for review; kuchi review asks 200 of them today
    /// (reviews_per_day)."
    static func reviewsDue(asked: Int, due: Int, atStart: Bool) -> String? {
        guard max(asked, due) > 0 else { return nil }
        guard due > asked else {
            let cards = asked == 1 ? "1 card is" : "\(asked.groupedDigits) cards are"
            let them = asked == 1 ? "it" : "them"
            return "\(cards) due for review: kuchi review asks \(them)" + (atStart ? " (this session practises words at random)." : ".")
        }
        let cards = due == 1 ? "1 card is" : "\(due.groupedDigits) cards are"
        let some = asked == 0 ? "none of them today (reviews_per_day is reached)" : "\(asked.groupedDigits) of them today (reviews_per_day)"
        return "\(cards) due for review; kuchi review asks \(some)" + (atStart ? "; this session practises words at random." : ".")
    }

    /// "Hint: it starts with “あ”." or "Hint: it is not 2) dog or 4) cat."
    static func hint(_ hint: Hint, for challenge: Challenge?) -> String {
        switch hint {
        case let .startsWith(text):
            return "Hint: it starts with “\(SafeText.singleLine(text))”."
        case let .ruledOut(indices):
            let named = indices.map { index in
                "\(index + 1)) " + (challenge?.choices[safe: index] ?? "").shownMeaning
            }
            return "Hint: it is not " + named.joined(separator: " or ") + "."
        }
    }

    /// "This session: 5 questions, mode choice, 4 choices."
    static func currentSession(_ viewModel: ChallengesViewModel) -> String {
        let target = viewModel.score.target
        return "This session: \(target) question\(target == 1 ? "" : "s"), mode \(viewModel.mode.rawValue)"
            + (viewModel.mode == .choice ? ", \(viewModel.choiceCount) choices" : "")
            + (viewModel.scope.isWholeBank ? "." : ", words: \(SafeText.singleLine(viewModel.scope.summary)).")
    }

    /// "Again", "Hard", "Good", "Easy".
    static func name(of rating: Rating) -> String {
        switch rating {
        case .again: "Again"
        case .hard: "Hard"
        case .good: "Good"
        case .easy: "Easy"
        }
    }

    /// What `:accept` did, and the commands that list and remove accepted answers.
    static func accepted(word: Word, text: String) -> String {
        let shown = SafeText.singleLine(text.abbreviated())
        return "“\(shown)” counts as right for \(SafeText.singleLine(word.text)) from now on "
            + "(kuchi words accepted lists your accepted answers; kuchi words accepted --remove WORD TEXT removes one)."
    }

    /// What `:undo` took back: the answer `given` to `word` and the `laterTries` after it that went with it, and
    /// the text accepted among them, which stays accepted.
    static func undone(word: Word, given: String, laterTries: [String], stillAccepted: String?) -> String {
        let quoted = { (text: String) in "“\(SafeText.singleLine(text.abbreviated()))”" }
        let name = SafeText.singleLine(word.text)
        var what = given.isEmpty ? "the lesson of \(name)" : "\(quoted(given)) for \(name)"
        if !laterTries.isEmpty {
            what += laterTries.count == 1 ? " and its retry \(quoted(laterTries[0]))" : " and its retries " + laterTries.map(quoted).joined(separator: ", ")
        }
        guard let stillAccepted else { return "↶ Took back \(what)." }
        return "↶ Took back \(what). \(quoted(stillAccepted)) stays accepted for \(name) "
            + "(kuchi words accepted --remove WORD TEXT removes it)."
    }

    /// What `:fav` or `:unfav` did, naming the word.
    static func favorite(word: Word, isFavorite: Bool) -> String {
        let name = SafeText.singleLine(word.text) + (word.hasDistinctWrittenForm ? " (\(SafeText.singleLine(word.reading)))" : "")
        return isFavorite
            ? "★ \(name) is a favourite now (kuchi words unfav undoes it)."
            : "\(name) is no longer a favourite."
    }

    /// Text typed at a lesson instead of Enter: it went on, and was no answer.
    static func ignoredAtLesson(_ line: String) -> String {
        "“\(SafeText.singleLine(line))” was not taken as an answer: a lesson only goes on (its word's question comes a few items later)."
    }

    /// A skipped word's answer, so that giving up still teaches it: `教室 (きょうしつ) means “classroom”.`
    static func answer(of word: Word) -> String {
        let name = SafeText.singleLine(word.text) + (word.hasDistinctWrittenForm ? " (\(SafeText.singleLine(word.reading)))" : "")
        return "\(name) means “\(String.shownMeanings(word.promptedMeanings))”."
    }

    /// What `:suspend` did, naming the word and how to undo it.
    static func suspended(word: Word) -> String {
        let name = SafeText.singleLine(word.text) + (word.hasDistinctWrittenForm ? " (\(SafeText.singleLine(word.reading)))" : "")
        return "\(name) is suspended: out of practice and reviews (kuchi words unsuspend \(SafeText.singleLine(word.text)) brings it back)."
    }

    /// A line the session could not act on.
    static func problem(_ problem: SessionProblem, style: TextStyle) -> String {
        switch problem {
        case let .unknownCommand(name):
            "Unknown command \(SafeText.singleLine(name)). Type :help for the list."
        case let .unknownSetting(name, known):
            style.failure("Unknown setting “\(SafeText.singleLine(name))”.") + " Settings: \(known.joined(separator: ", "))."
        case let .invalidSetting(error):
            style.failure(SafeText.singleLine(error.description))
        case .noChallenge:
            "There is no question to act on."
        case .noMoreHints:
            "No more hints for this question: the one shown is all there is short of the answer (:skip shows it)."
        case .answerShown:
            "The answer is shown: grade how well you knew it (1 Again, 2 Hard, 3 Good, 4 Easy)."
        case .nothingToRegrade:
            ":easy and :hard re-grade a right answer just given; after a wrong one, :accept counts it as right."
        case .noLesson:
            ":known follows a new word's lesson, when you already know the word."
        case .nothingToUndo:
            "Nothing to undo: no answer of this session is left to take back."
        case .nothingToAccept:
            ":accept follows a wrong answer, to count it as right."
        case .pickedChoiceNotAccepted:
            ":accept keeps an answer in your own words: a choice, picked by its number or typed out whole, is that "
                + "choice's text, not yours, so nothing was accepted."
        case let .answerNotShownYet(given):
            "Nothing was accepted: you have not seen the right answer yet. Type “\(SafeText.singleLine(given.abbreviated()))” "
                + "again to see it, then :accept if yours was right."
        case let .unacceptableAnswer(problem):
            style.failure(problem.description) + " Nothing was accepted."
        case .noWordToStar:
            ":fav stars the word on screen; there is none."
        case .noExample:
            ":example shows a sentence using the word on screen; it has none."
        case .noSound:
            ":play plays the sound of the word on screen; it has none (sounds come with Anki packages: kuchi import deck.apkg)."
        case .soundGivesAway:
            ":play would give the answer away: its sound plays once you have answered."
        case .noWordToSuspend:
            ":suspend puts the word on screen aside; there is none."
        case .notRevealed:
            "Press Enter to see the answer first."
        case .notAGrade:
            "Grade it: 1 Again, 2 Hard, 3 Good or 4 Easy."
        case let .emptyScope(scope):
            style.failure("No words in \(SafeText.singleLine(scope.summary)): the setting is unchanged.")
                + (scope.favoritesOnly ? " :fav stars the word on screen." : "")
        case let .lineTooLong(start, limit):
            style.failure("That line is too long (at most \(limit.groupedDigits) bytes), so it was not taken: “\(SafeText.singleLine(start))”.")
        case .controlCharacterInLine:
            style.failure("That line holds a control character (such as NUL or ESC), which no answer has, so it was not taken: type the answer again.")
        case .notUTF8:
            style.failure("That line is not UTF-8 text (a byte of another encoding, such as Latin-1), so it was not taken: "
                          + "type the answer again, or set the terminal or the file to UTF-8.")
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

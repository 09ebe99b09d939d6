/// What the last line or intent of a session did, for a front end to render once.
///
/// ``ChallengesViewModel/feedback`` holds it until the next line; the challenge, score and summary are
/// separate state, so a view renders this and then whatever else changed.
public enum SessionFeedback: Equatable, Sendable {
    /// A line was judged as an answer.
    case outcome(AnswerOutcome)
    /// A hint was shown for the current challenge.
    case hint(Hint)
    /// The word was skipped.
    case skipped(Word)
    /// The score was asked for.
    case score(Score)
    /// The list of commands was asked for.
    case help
    /// The settings were asked for.
    case settings
    /// A setting was changed, for the next session on; `value` is its new value as text.
    case settingChanged(name: String, value: String)
    /// A command word was typed without its colon (`undo`): the command meant, which was not run. `answerAgain` is the
    /// word as typed when typing it again at once answers with it (every command word but the ones that leave).
    case forgottenColon(command: String, answerAgain: String? = nil)
    /// The card just answered was re-graded (`:easy`, `:hard`).
    case regraded(word: Word, rating: Rating)
    /// The wrong answer just given was accepted (`:accept`); `text` is accepted for the word from now on.
    case accepted(word: Word, text: String)
    /// The word was starred (`:fav`, `isFavorite` true) or unstarred (`:unfav`) for this learner.
    case favorite(word: Word, isFavorite: Bool)
    /// The word was suspended for this learner (`:suspend`): out of practice and reviews until unsuspended.
    case suspended(word: Word)
    /// An example sentence was asked for (`:example`).
    case example(ShownExample)
    /// The sound of a word was asked for (`:play`): a front end plays ``Word/audio``.
    case play(Word)
    /// A flashcard's reading and meanings were shown.
    case revealed(Word)
    /// A flashcard was graded.
    case graded(word: Word, rating: Rating)
    /// The lesson of a new word was read (Enter); its quiz comes a few items later. `ignoredLine` is the
    /// text typed instead of Enter, which went on as Enter does and was not taken as an answer.
    case lessonDone(Word, ignoredLine: String? = nil)
    /// The last answer or grade was taken back (`:undo`): the word it answered and what was given; `laterTries`, the
    /// tries after it taken back with it (tries `:accept` made right together), oldest first; `stillAccepted`, the
    /// text accepted for the word by `:accept` among them, which stays accepted.
    case undone(word: Word, given: String, laterTries: [String] = [], stillAccepted: String? = nil)
    /// The learner left the session (`:quit`, or the end of input).
    case left
    /// The line could not be acted on; the session goes on.
    case problem(SessionProblem)
}

/// A hint for the current challenge.
public enum Hint: Equatable, Sendable {
    /// The answer starts with this text: the first kana of a reading, or the first letter of a meaning.
    case startsWith(String)
    /// For multiple choice: these choices (0-based indices into ``Challenge/choices``) are wrong.
    case ruledOut([Int])
}

/// A line the session could not act on. Nothing was recorded; the session goes on.
public enum SessionProblem: Equatable, Sendable {
    /// `:name` is no command.
    case unknownCommand(String)
    /// `:set NAME` names no setting; `known` lists the settings.
    case unknownSetting(String, known: [String])
    /// `:set` was given a value the setting does not take.
    case invalidSetting(SettingError)
    /// There is no challenge to act on (the session is over), or not one of that kind.
    case noChallenge
    /// `:hint` again when the hint shown is all there is (one more letter or choice struck out would give the answer).
    case noMoreHints
    /// `:hint` at a flashcard already revealed: its answer is on screen, waiting for a grade.
    case answerShown
    /// `:easy`/`:hard` with no right answer just given to re-grade.
    case nothingToRegrade
    /// `:known` with no lesson on screen, or Enter to leave one when none is shown.
    case noLesson
    /// `:undo` with no answer of this session left to take back.
    case nothingToUndo
    /// `:accept` with no wrong answer just given to accept.
    case nothingToAccept
    /// `:accept` after a choice picked by its number: the choice's text is not the learner's own words,
    /// so nothing is accepted (nor stored).
    case pickedChoiceNotAccepted
    /// `:accept` after a first wrong try whose right answers are still kept back for the retry
    /// (``ChallengesViewModel/withholdsAnswer``): the learner has not seen them, so nothing is accepted; typing
    /// the same answer again shows them, and `:accept` then keeps it. Holds the text typed.
    case answerNotShownYet(String)
    /// `:accept` of a text that cannot be kept as an accepted answer; nothing is stored.
    case unacceptableAnswer(AcceptedAnswerText.Problem)
    /// `:fav`/`:unfav` with no word on screen and none answered this session.
    case noWordToStar
    /// `:example` with no word on screen and none answered this session, or for a word with no sentence.
    case noExample
    /// `:play` with no word on screen and none answered this session, or for a word with no sound.
    case noSound
    /// `:play` at a question whose answer the word's sound would give away (its reading, the word itself).
    case soundGivesAway
    /// `:suspend` with no word on screen and none answered this session.
    case noWordToSuspend
    /// A grade for a flashcard not yet revealed.
    case notRevealed
    /// A line at a revealed flashcard that is no grade.
    case notAGrade
    /// `:set` would narrow the next session to a scope with no words; the setting is unchanged.
    case emptyScope(WordScope)
    /// A line longer than `limit` UTF-8 bytes (``InputLimits/answerBytes``); `start` is its beginning as
    /// echoed (``InputLimits/echo(_:)``). Nothing was done with it.
    case lineTooLong(start: String, limit: Int)
    /// A line holding a control character (NUL, ESC …; ``InputLimits/problem(in:)``), which no answer or
    /// command has; nothing was done with it.
    case controlCharacterInLine
    /// A line that was not UTF-8 text (read with U+FFFD in place of its stray bytes; ``InputLimits/problem(in:)``);
    /// nothing was done with it.
    case notUTF8
}

/// The score of a session as a learner sees it: an interrupted session taken up again counts what it had.
public struct Score: Equatable, Sendable {
    /// Correct answers so far.
    public var correct: Int
    /// Correct answers that end the session.
    public var target: Int
    /// Wrong tries so far.
    public var wrong: Int

    /// A score.
    public init(correct: Int, target: Int, wrong: Int) {
        self.correct = correct
        self.target = target
        self.wrong = wrong
    }
}

/// A session that was interrupted (Kuchi was killed) before its target, as stored.
public struct InterruptedSession: Equatable, Sendable {
    /// The correct answers that would have ended it.
    public var target: Int
    /// Correct answers it has.
    public var correct: Int
    /// Wrong tries it has.
    public var wrong: Int
    /// The words it had answered right, which its continuation does not ask again.
    public var answeredWordIDs: [Int64]

    /// An interrupted session's counts, and the words it had answered right.
    public init(target: Int, correct: Int, wrong: Int, answeredWordIDs: [Int64] = []) {
        self.target = target
        self.correct = correct
        self.wrong = wrong
        self.answeredWordIDs = answeredWordIDs
    }

    /// Questions left to reach the target.
    public var questionsLeft: Int { max(0, target - correct) }

    /// Whether it is worth resuming: it had a correct answer and has questions left.
    public var canResume: Bool { correct > 0 && questionsLeft > 0 }

    /// What the next start says of it, `subject` naming it ("Your last session", "The last session"): "… ended before
    /// it was finished (2 of 5 correct answers): Kuchi was stopped, or could not save an answer. Every answer saved
    /// before that is kept." A session is left so when Kuchi is killed and when an answer cannot be written (the bank
    /// busy past its timeout, exit 75; the disk full, exit 74): which one the bank cannot tell, as nothing could be
    /// written then, so both are named; nothing says the learner interrupted it.
    public func notice(subject: String) -> String {
        "\(subject) ended before it was finished (\(correct) of \(target) correct answers): Kuchi was stopped, or could not "
            + "save an answer. Every answer saved before that is kept."
    }
}

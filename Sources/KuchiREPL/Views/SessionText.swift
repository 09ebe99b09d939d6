import KuchiCore

/// The REPL's wording for session state that has no view of its own.
enum SessionText {
    /// "The word bank has only 3 words: this session has 3 questions."
    static func shortOfWords(_ viewModel: ChallengesViewModel) -> String {
        let words = viewModel.wordCount == 1 ? "1 word" : "\(viewModel.wordCount) words"
        let total = viewModel.score.target
        return "The word bank has only \(words): this session has \(total == 1 ? "1 question" : "\(total) questions")."
    }

    /// "Hint: it starts with “あ”." or "Hint: it is not 2) dog or 4) cat."
    static func hint(_ hint: Hint, for challenge: Challenge?) -> String {
        switch hint {
        case let .startsWith(text):
            return "Hint: it starts with “\(SafeText.singleLine(text))”."
        case let .ruledOut(indices):
            let named = indices.map { index in
                "\(index + 1)) " + SafeText.singleLine(challenge?.choices[safe: index] ?? "")
            }
            return "Hint: it is not " + named.joined(separator: " or ") + "."
        }
    }

    /// "This session: 5 questions, mode choice, 4 choices."
    static func currentSession(_ viewModel: ChallengesViewModel) -> String {
        "This session: \(viewModel.score.target) questions, mode \(viewModel.mode.rawValue)"
            + (viewModel.mode == .choice ? ", \(viewModel.choiceCount) choices." : ".")
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

    /// What `:accept` did.
    static func accepted(word: Word, text: String) -> String {
        let shown = SafeText.singleLine(text.abbreviated())
        return "“\(shown)” counts as right for \(SafeText.singleLine(word.text)) from now on (kuchi words --accepted lists them)."
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
        case .nothingToRegrade:
            ":easy and :hard re-grade a right answer just given; after a wrong one, :accept counts it as right."
        case .nothingToAccept:
            ":accept follows a wrong answer, to count it as right."
        case .notRevealed:
            "Press Enter to see the answer first."
        case .notAGrade:
            "Grade it: 1 Again, 2 Hard, 3 Good or 4 Easy."
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

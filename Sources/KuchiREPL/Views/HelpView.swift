import KuchiCore
import KuchiTerminal

/// The REPL's `:help` text: the commands that apply to the session's answer mode, fitted to the window.
public enum HelpView {
    /// The width the help is written at when the window's is not known (a pipe, a file).
    public static let width = 80
    /// The widest the help is written, however wide the window: lines a reader still takes in at a glance.
    public static let widest = 100
    /// Below this many columns each command goes on a line of its own, its description indented under it
    /// (two columns would leave the descriptions too little room).
    public static let stackedBelow = 60

    /// The text to print for a session answered in `mode` with `choices` choices per question, the question on
    /// screen asking `asking` (a review asks a reading or writing card as typed, whatever the mode), in a window
    /// `columns` wide, up to ``widest`` (`nil`: not a terminal, written ``width`` wide). Each description is wrapped at spaces and
    /// its further lines indented under its first: beside its command, or under it in a narrow window. In a `review`
    /// (which asks what is due, not a number of questions) `:set questions` is left out.
    public static func render(style: TextStyle, mode: AnswerMode = .choice, choices: Int = ChoicesPerChallengeKey.defaultValue,
                              asking: ChallengeKind? = nil, teachesLessons: Bool = true, review: Bool = false, columns: Int? = nil) -> String {
        let width = columns.map { min($0, Self.widest) } ?? Self.width
        let commands = Self.commands(mode: mode, choices: choices, asking: asking, teachesLessons: teachesLessons, review: review)
        let header = DisplayWidth.wrap("Commands (Tab completes them; Ctrl-C clears the line):", width: width)
        let nameWidth = commands.map { DisplayWidth.columns($0.0) }.max() ?? 0
        let lines: [String]
        if width < stackedBelow {
            lines = commands.flatMap { name, description in
                ["  " + style.accent(name)] + DisplayWidth.wrap(description, width: width - 4).map { "    " + $0 }
            }
        } else {
            let indent = String(repeating: " ", count: 2 + nameWidth + 2)
            lines = commands.flatMap { name, description in
                let wrapped = DisplayWidth.wrap(description, width: width - indent.count)
                let first = "  " + style.accent(name.padding(to: nameWidth)) + "  " + wrapped[0]
                return [first] + wrapped.dropFirst().map { indent + $0 }
            }
        }
        return (header + lines).joined(separator: "\n") + "\n"
    }

    /// Each command that applies to the question on screen (`asking`), else to `mode`, with what it does; `:known`
    /// only where lessons come (`teachesLessons`: a review that teaches new words; random practice has none);
    /// `:set questions` only outside a `review`, whose length is what is due.
    static func commands(mode: AnswerMode, choices: Int, asking: ChallengeKind? = nil, teachesLessons: Bool = true,
                         review: Bool = false) -> [(String, String)] {
        let answering: [(String, String)]
        let hint: String
        if let asking {
            (answering, hint) = Self.answering(asking, choices: choices)
        } else if mode == .mixed {
            answering = [("an answer", "type what the question asks: a meaning in English; a reading or word in kana or romaji")]
            hint = "see the first kana or letter of the answer"
        } else {
            let kind: ChallengeKind = switch mode {
            case .choice, .mixed: .choice
            case .meaning: .meaning
            case .reading: .reading
            case .word: .word
            case .flashcard: .flashcard
            }
            (answering, hint) = Self.answering(kind, choices: choices)
        }
        let flashcard = asking.map { $0 == .flashcard } ?? (mode == .flashcard)
        let regrade = flashcard ? "grade the card shown Easy or Hard; after a grade, give the card just graded another"
            : "re-grade the word you just got right (it comes back later / sooner)"
        var commands = answering + [
            (":hint", hint),
            (":skip", "show another word (not counted)"),
            (":easy / :hard", regrade),
        ] + (teachesLessons ? [(":known", "at a new word's lesson: you know it already (graded Easy, not asked this session)")] : []) + [
            (":undo", "take back the last answer or grade (again for the one before); the card's memory goes back too"),
        ]
        if !flashcard {
            commands.append((":accept", "“I was right”: count the typed answer just marked wrong as right, and accept it from now on"))
        }
        commands += [
            (":example", "a sentence using the word on screen (its meaning left out when the question asks for it)"),
            (":play", "play the sound of the word on screen (from an Anki package; audio = auto|on|off plays it after lessons and answers)"),
            (":score", "show the score so far"),
            (":fav / :unfav", "star the word on screen as a favourite, or unstar it"),
            (":suspend", "put the word on screen aside: out of practice and reviews (kuchi words unsuspend brings it back)"),
            (":set", "show the settings"),
        ]
        if !review { commands.append((":set questions N", "correct answers per session, from the next session (1–100)")) }
        return commands + [
            (":set mode M", "choice, meaning, reading, word, mixed or flashcard, from the next session"),
            (":set scheduler S", "random, or srs for spaced repetition (what kuchi review does)"),
            (":set choices N", "choices per multiple-choice question, from the next session (2–8)"),
            (":set deck NAME,…", "only words of these decks and the decks under them (also level N5,…, tag T,…, favorites true); all for every word"),
            (":help", "show this help"),
            (":quit", "end the session (Ctrl-D does too); every answer is already saved"),
        ]
    }

    /// How a question of `kind` is answered, and what `:hint` shows at it.
    private static func answering(_ kind: ChallengeKind, choices: Int) -> ([(String, String)], String) {
        switch kind {
        case .choice: ([("1–\(choices)", "answer with the number of a choice"), ("an answer", "or type the meaning in English")],
                       "strike out half the wrong choices")
        case .meaning: ([("an answer", "type a meaning in English")], "see the first letter of the meaning")
        case .reading: ([("an answer", "type the reading in kana or romaji")], "see the first kana of the answer")
        case .word: ([("an answer", "type the Japanese word in kana or romaji")], "see the first kana of the answer")
        case .flashcard: ([("Enter", "show the answer"), ("1–4", "then grade yourself: 1 Again, 2 Hard, 3 Good, 4 Easy (or type the name)")],
                          "see the first letter of the meaning")
        }
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

import KuchiCore
import KuchiTerminal

/// The question: what is shown is what the challenge says it shows (``Challenge/showsWord`` and the others);
/// this view adds the request of each kind.
///
/// - choice: the word (kanji form, kana reading, romaji) and numbered meanings;
/// - meaning: the word, and the request to type a meaning;
/// - reading: the kanji form and its meaning, but not the reading;
/// - word: the meanings, and the request to type the Japanese word.
public struct ChallengeView {
    /// The challenge to show.
    public var challenge: Challenge
    /// 1-based number of this question in the session.
    public var number: Int
    /// Questions in the session.
    public var total: Int
    /// Wrong tries so far in the session. A question is numbered by the right answers before it, so after a
    /// miss the next question keeps the number; saying how many tries were wrong tells why.
    public var wrongTries: Int

    /// A view of `challenge`, the `number`th of `total`, after `wrongTries` wrong tries.
    public init(challenge: Challenge, number: Int, total: Int, wrongTries: Int = 0) {
        self.challenge = challenge
        self.number = number
        self.total = total
        self.wrongTries = wrongTries
    }

    /// The text to print.
    public func render(style: TextStyle) -> String {
        // The session's count, said as such: over a new word "so far" read as that word's tries.
        let misses = wrongTries == 0 ? "" : wrongTries == 1 ? " · 1 wrong try this session" : " · \(wrongTries) wrong tries this session"
        var lines = [style.muted("Question \(number) of \(total)" + misses)]
        lines.append("  " + heading(style))
        lines.append("  " + request)
        if challenge.showsChoices {
            for (index, choice) in challenge.choices.enumerated() {
                lines.append("    " + style.accent("\(index + 1))") + " " + choice.shownMeaning)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the challenge shows of its word: the written form, its reading when it differs, and its romaji;
    /// or the written form and the meanings; or the form alone; or the meanings alone.
    private func heading(_ style: TextStyle) -> String {
        let word = challenge.word
        var parts: [String] = []
        if challenge.showsWord { parts.append(style.emphasis(word.text.shownWord)) }
        if challenge.showsReading {
            if word.hasDistinctWrittenForm { parts.append(word.reading.shownWord) }
            parts.append(style.muted("(" + word.pronunciation.shownWord + ")"))
        }
        if challenge.showsMeanings {
            let quoted = "“" + meanings + "”"
            parts.append(challenge.showsWord ? style.muted(quoted) : style.emphasis(quoted))
        }
        return parts.joined(separator: "  ")
    }

    /// What the learner is asked to do.
    private var request: String {
        switch challenge.kind {
        case .choice: "What does it mean?"
        case .meaning: "Type its meaning in English."
        case .reading: "Type its reading, in kana or romaji."
        case .word: "Type the Japanese word, in kana or romaji."
        case .flashcard: "Do you know it? Press Enter to see the answer."
        }
    }

    private var meanings: String {
        String.shownMeanings(challenge.word.promptedMeanings)
    }
}

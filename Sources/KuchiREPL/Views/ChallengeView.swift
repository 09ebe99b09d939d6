import KuchiCore
import KuchiTerminal

/// The question: what is shown depends on what is asked.
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

    /// A view of `challenge`, the `number`th of `total`.
    public init(challenge: Challenge, number: Int, total: Int) {
        self.challenge = challenge
        self.number = number
        self.total = total
    }

    /// The text to print.
    public func render(style: TextStyle) -> String {
        let word = challenge.word
        var lines = [style.muted("Question \(number) of \(total)")]
        switch challenge.kind {
        case .choice:
            lines += ["  " + fullHeading(style), "  What does it mean?"]
            for (index, choice) in challenge.choices.enumerated() {
                lines.append("    " + style.accent("\(index + 1))") + " " + SafeText.singleLine(choice))
            }
        case .meaning:
            lines += ["  " + fullHeading(style), "  Type its meaning in English."]
        case .reading:
            lines += ["  " + style.emphasis(SafeText.singleLine(word.text)) + "  " + style.muted("“" + meanings + "”"),
                      "  Type its reading, in kana or romaji."]
        case .word:
            lines += ["  " + style.emphasis("“" + meanings + "”"), "  Type the Japanese word, in kana or romaji."]
        case .flashcard:
            lines += ["  " + style.emphasis(SafeText.singleLine(word.text)), "  Do you know it? Press Enter to see the answer."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The word, its reading when it differs, and its romaji.
    private func fullHeading(_ style: TextStyle) -> String {
        let word = challenge.word
        var heading = style.emphasis(SafeText.singleLine(word.text))
        if word.hasDistinctWrittenForm { heading += "  " + SafeText.singleLine(word.reading) }
        return heading + "  " + style.muted("(" + SafeText.singleLine(word.pronunciation) + ")")
    }

    private var meanings: String {
        SafeText.singleLine(challenge.word.promptedMeanings.joined(separator: "; "))
    }
}

import KuchiCore

/// The question: the Japanese word (kanji form, kana reading, romaji) and its numbered choices.
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
        var heading = style.emphasis(SafeText.singleLine(word.text))
        if word.hasDistinctWrittenForm { heading += "  " + SafeText.singleLine(word.reading) }
        heading += "  " + style.muted("(" + SafeText.singleLine(word.pronunciation) + ")")
        var lines = [style.muted("Question \(number) of \(total)"), "  " + heading, "  What does it mean?"]
        for (index, choice) in challenge.choices.enumerated() {
            lines.append("    " + style.accent("\(index + 1))") + " " + SafeText.singleLine(choice))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

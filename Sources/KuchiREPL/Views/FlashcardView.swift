import KuchiCore

/// The back of a flashcard: the reading, its romaji and the meanings, then the grades to choose from.
enum FlashcardView {
    static func answer(_ word: Word, style: TextStyle) -> String {
        var heading = style.emphasis(SafeText.singleLine(word.text))
        if word.hasDistinctWrittenForm { heading += "  " + SafeText.singleLine(word.reading) }
        heading += "  " + style.muted("(" + SafeText.singleLine(word.pronunciation) + ")")
        let meanings = SafeText.singleLine(word.promptedMeanings.joined(separator: "; "))
        return "  \(heading)\n  “\(meanings)”\n  How well did you know it? "
            + [("1", "Again"), ("2", "Hard"), ("3", "Good"), ("4", "Easy")].map { style.accent($0.0) + " " + $0.1 }.joined(separator: "  ")
            + "\n"
    }
}

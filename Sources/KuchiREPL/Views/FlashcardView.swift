import Foundation
import KuchiCore
import KuchiTerminal

/// The back of a flashcard: the reading, its romaji and the meanings, then the grades to choose from, each
/// with the interval it would give (`1 Again 10m · 2 Hard 15m · 3 Good 2d · 4 Easy 8d`).
enum FlashcardView {
    static func answer(_ word: Word, previews: [GradePreview], style: TextStyle) -> String {
        var heading = style.emphasis(word.text.shownWord)
        if word.hasDistinctWrittenForm { heading += "  " + word.reading.shownWord }
        heading += "  " + style.muted("(" + word.pronunciation.shownWord + ")")
        let meanings = String.shownMeanings(word.promptedMeanings)
        let grades = Rating.allCases.map { rating in
            let after = previews.first { $0.rating == rating }.map { " " + style.muted(Self.interval($0.interval)) } ?? ""
            return style.accent("\(rating.rawValue)") + " " + SessionText.name(of: rating) + after
        }
        return "  \(heading)\n  “\(meanings)”\n  How well did you know it? " + grades.joined(separator: " · ") + "\n"
    }

    /// An interval as Anki shows it on its buttons: `1m`, `6m`, `3h`, `9d`, `2.5mo`, `1.2y`.
    static func interval(_ seconds: TimeInterval) -> String {
        let minutes = seconds / 60, days = seconds / 86_400
        if minutes < 1 { return "<1m" }
        if minutes < 60 { return "\(Int(minutes.rounded()))m" }
        if days < 1 { return "\(Int((minutes / 60).rounded()))h" }
        if days < 30 { return "\(Int(days.rounded()))d" }
        if days < 365 { return oneDecimal(days / 30) + "mo" }
        return oneDecimal(days / 365) + "y"
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}

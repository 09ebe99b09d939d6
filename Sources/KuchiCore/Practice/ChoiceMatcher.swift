import Foundation

/// Decides what a typed line means for a multiple-choice challenge.
public enum ChoiceMatcher {
    /// What the learner's line selects.
    public enum Selection: Equatable, Sendable {
        /// Nothing typed.
        case empty
        /// A number outside the choices.
        case outOfRange
        /// A choice, by number or by its text (zero-based).
        case choice(Int)
        /// Text that names none of the choices; `matchesWord` tells whether it is one of the word's own meanings.
        case text(matchesWord: Bool)
    }

    /// Reads `input` as a choice number or as a meaning.
    public static func select(_ input: String, in challenge: Challenge) -> Selection {
        let typed = normalize(input)
        if typed.isEmpty { return .empty }
        if let number = Int(typed) {
            return challenge.choices.indices.contains(number - 1) ? .choice(number - 1) : .outOfRange
        }
        if let index = challenge.choices.firstIndex(where: { normalize($0) == typed }) {
            return .choice(index)
        }
        return .text(matchesWord: challenge.word.meanings.contains { normalize($0) == typed })
    }

    /// Folds width and case, and collapses white space, so "  Cat " and "ｃａｔ" match "cat".
    public static func normalize(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping
            .lowercased()
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }
}

import KuchiCore
import KuchiTerminal

extension String {
    /// This meaning as a session shows it: on one line, cut to ``shownMeaningLimit`` characters with "…".
    var shownMeaning: String { SafeText.singleLine(abbreviated(to: String.shownMeaningLimit)) }

    /// The longest a word, its reading or its romaji is shown in a session, in characters: a word of thousands (a hostile
    /// list's, in a bank from before imports refused them) would fill the screen at its question. The bank keeps it whole.
    static let shownWordLimit = 60

    /// This word, reading or romaji as a session shows it: on one line, cut to ``shownWordLimit`` characters with "…".
    var shownWord: String { SafeText.singleLine(abbreviated(to: String.shownWordLimit)) }

    /// `meanings` as a session shows them: each cut as ``shownMeaning`` is, joined with "; ".
    static func shownMeanings(_ meanings: some Sequence<String>) -> String {
        meanings.map(\.shownMeaning).joined(separator: "; ")
    }
}

import KuchiCore
import KuchiStore

/// The summary's word on the meanings a word list replaced in the decks it names: a list imported again says what its
/// deck now gives each of its words (an edited line, a typo fixed), where it used to join the deck's old meanings.
enum ReplacedListMeanings {
    /// Words named per deck, at most.
    static let wordsNamed = 3

    /// One line per deck whose meanings the list changed, in the order the decks were met:
    /// `2 words' meanings replaced in deck excel (電車: train; electric train → train, 犬: dgo → dog); …`.
    static func lines(_ replaced: some Collection<ReplacedMeanings>, dryRun: Bool) -> [String] {
        var decks: [String] = []
        var byDeck: [String: [ReplacedMeanings]] = [:]
        for change in replaced {
            if byDeck[change.deck] == nil { decks.append(change.deck) }
            byDeck[change.deck, default: []].append(change)
        }
        return decks.map { deck in
            let changes = byDeck[deck] ?? []
            let count = changes.count
            let named = changes.prefix(wordsNamed).map { "\(shown($0.text)): \(shown($0.old)) → \(shown($0.new))" }
                .joined(separator: ", ") + (count > wordsNamed ? " and \(count - wordsNamed) more" : "")
            return "\(count.groupedDigits) word\(count == 1 ? "'s" : "s'") meanings \(dryRun ? "would be" : "were") replaced in deck "
                + "\(SafeText.singleLine(deck)) by the list's (\(named)); progress and accepted answers are kept."
        }
    }

    /// Meanings as the summary names them: each on one line and cut at 60 characters.
    private static func shown(_ meanings: [String]) -> String {
        meanings.map(shown).joined(separator: "; ")
    }

    private static func shown(_ text: String) -> String {
        RawWord.shortened(SafeText.singleLine(text))
    }
}

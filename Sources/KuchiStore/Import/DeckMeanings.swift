import Foundation

/// How an import's entry meets the meanings its deck already gives a word the bank held before the import
/// (``WordImportBatch/deckMeanings``).
public enum DeckMeanings: Sendable, Equatable {
    /// The entry's meanings join the deck's.
    case joined
    /// The entry's meanings replace the deck's when its source was edited after the deck first brought the word (an
    /// Anki note's time, ``WordImportBatch/statedAtMilliseconds``); an older one's join them.
    case replacedIfEditedSince
    /// The entry's meanings replace the deck's, whenever it was made: a word list imported again into the deck it names
    /// says what that deck now gives the word (an edited line, a typo fixed).
    case replaced

    /// The decks Kuchi ships (`jlpt-n5` … `jlpt-n1`): a list or note only ever adds to their meanings.
    static let builtInDecks = Set(BundledLevelReadings.bundledDecks.map { $0.lowercased() })

    /// Whether an entry of `deck` states the deck's meanings (and so may replace them): never for a built-in deck.
    func states(_ deck: String) -> Bool {
        self != .joined && !Self.builtInDecks.contains(deck.lowercased())
    }
}

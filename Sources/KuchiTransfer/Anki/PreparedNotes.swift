import Foundation
import KuchiStore

/// The words of a package's notes, worked out on a thread of its own, note by note in the collection's order,
/// while the importing thread writes the words already worked out: on two cores the parsing of the notes (their
/// HTML, furigana, readings and sound references: no database) takes none of the writing thread's time, as a
/// word list's parser runs beside its writing (``ImportPipeline``).
///
/// Everything here is what the import worked out note by note before, in the same order, so the words, counts
/// and summary lines are the same.
final class PreparedNotes: Sendable {
    /// One note, worked out.
    enum Note {
        /// A cloze note, not a word.
        case cloze
        /// A note that could not be read (listed by ``AnkiPackageImport/unreadableNotes``).
        case unreadable
        /// A note with no kana or kanji in any field (another language's deck, an empty leftover): not a word,
        /// skipped and counted by deck (``Totals/withoutJapanese``), never refused.
        case withoutJapanese
        /// A word, or why the note gives none; `plain` its fields as text, `references` its word's sound
        /// references in order, `sentenceSounds` the references in its sentence fields.
        case word(Result<WordEntry, RowProblem>, plain: [String], references: [String], sentenceSounds: Int)
    }

    /// What the notes held besides their words, counted over all of them.
    struct Totals {
        var media = AnkiNotes.Media()
        /// Notes naming a sound or an image (in any field).
        var notesWithMedia = 0
        var clozeNotes = 0
        var readingChanges = ReadingChanges()
        var unknownLevels: [String: Int] = [:]
        /// Notes without Japanese, by the Anki deck they were in.
        var withoutJapanese: [String: Int] = [:]
    }

    private let notes: HandedOver<Note, Totals>

    /// Starts working out `notes` (of `collection`, in decks by `deckOfNote`) on a new thread.
    init(notes: [AnkiCollection.Note], noteTypes: [Int64: AnkiCollection.NoteType], decks: [Int64: String],
         deckOfNote: [Int64: Int64], options: WordImporter.Options, overrides: [ColumnMapping.Field: String]) {
        self.notes = HandedOver(expected: notes.count, perHandOver: Self.notesPerHandOver) { emit in
            var totals = Totals()
            var mappings: [Int64: ColumnMapping?] = [:]
            var deckLevels: [String: String?] = [:]
            for note in notes {
                emit(Self.prepare(note, noteTypes: noteTypes, decks: decks, deckOfNote: deckOfNote, options: options,
                                  overrides: overrides, mappings: &mappings, deckLevels: &deckLevels, totals: &totals))
            }
            return totals
        }
    }

    /// Notes handed to the writing thread at once (one lock each time).
    static let notesPerHandOver = 512

    /// The note at `index`, once worked out.
    func note(_ index: Int) -> Note {
        notes.item(index)
    }

    /// The counts over all notes, once every note is worked out.
    func allTotals() -> Totals {
        notes.summary()
    }

    /// One note as the import worked it out: its plain fields, its word (the deck named by `--deck` in place of
    /// the note's), and its sound references.
    private static func prepare(_ note: AnkiCollection.Note, noteTypes: [Int64: AnkiCollection.NoteType], decks: [Int64: String],
                                deckOfNote: [Int64: Int64], options: WordImporter.Options, overrides: [ColumnMapping.Field: String],
                                mappings: inout [Int64: ColumnMapping?], deckLevels: inout [String: String?], totals: inout Totals) -> Note {
        let type = noteTypes[note.typeID]
        if type?.isCloze == true {
            totals.clozeNotes += 1
            return .cloze
        }
        if note.problem != nil { return .unreadable }
        let names = type?.fields ?? []
        let deck = deckOfNote[note.id].flatMap { decks[$0] }
        var media = AnkiNotes.Media()
        let plain = note.fields.map { AnkiNotes.plainText($0, media: &media) }
        guard plain.contains(where: Furigana.mayHoldJapanese) else {
            totals.withoutJapanese[deck ?? "?", default: 0] += 1
            return .withoutJapanese
        }
        totals.media.sounds += media.sounds
        totals.media.images += media.images
        if media.sounds > 0 || media.images > 0 { totals.notesWithMedia += 1 }
        if mappings[note.typeID] == nil { mappings[note.typeID] = AnkiNotes.mapping(names: names, overrides: overrides) }
        let deckLevel = deck.flatMap { name in
            if let known = deckLevels[name] { return known }
            let level = LevelNames.level(tags: [], deck: name)
            deckLevels[name] = .some(level)
            return level
        }
        let raw = AnkiNotes.word(plainFields: plain, mapping: mappings[note.typeID] ?? nil, tags: note.tags, deck: deck, deckLevel: deckLevel)
        if raw.level == nil, let unknown = LevelNames.unknownLevel(tags: note.tags, deck: deck) { totals.unknownLevels[unknown, default: 0] += 1 }
        var result = raw.entry(defaultDeck: options.deck ?? "anki", extraTags: options.tags, readingChanges: &totals.readingChanges)
        if case var .success(entry) = result, let deck = options.deck {
            entry.deck = deck
            result = .success(entry)
        }
        let sounds = AnkiSounds.wordReferences(fields: note.fields, names: names)
        return .word(result, plain: plain, references: sounds.references, sentenceSounds: sounds.sentenceSounds)
    }
}

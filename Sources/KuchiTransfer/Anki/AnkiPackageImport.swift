import Foundation
import KuchiCore
import KuchiStore

/// One Anki package being imported: unpacked and checked first (``init(path:)``, before the bank is
/// backed up or written), then its notes added as words and its review log as answers, inside the
/// import's transaction.
final class AnkiPackageImport {
    /// What importing a package found, beyond the word counts.
    struct Outcome {
        var problems: [String] = []
        var summary: [String] = []
        /// The decks its notes' words went into.
        var decks: Set<String> = []
        /// Its review log's reviews stored (or, for a dry run, that would be) as the learner's answers.
        var reviewsAnswered = 0
    }

    let path: String
    private let package: AnkiPackage
    private let collection: AnkiCollection
    /// The collection's notes, read before anything is written (a note that cannot be read refuses the
    /// import before the backup, like a file refused whole).
    private let notes: [AnkiCollection.Note]
    /// The sounds copied by ``run(into:options:overrides:media:now:progress:)``, undone if the import is not committed.
    private(set) var sounds: AnkiSounds?

    /// The collection's `quick_check` and the review log's shape, checked beside (``checksPassed()``).
    private let checks: CollectionChecks

    init(path: String, scratchBase: String? = nil, limits: CollectionLimits = .standard) throws {
        self.path = path
        package = try AnkiPackage(path: path, scratchBase: scratchBase)
        checks = CollectionChecks(path: package.collectionPath, package: path, limits: limits)
        do {
            collection = try AnkiCollection(path: package.collectionPath, package: path, limits: limits, checksBeside: true)
            notes = try collection.notes()
            try Self.refuseWithoutWords(notes, noteTypes: collection.noteTypes, package: path)
        } catch {
            let reported = checks.failure(before: error)
            package.remove()
            throw reported
        }
    }

    /// Refuses a package none of whose notes is a word (nor a note to list as unreadable), before anything is written: one
    /// that holds no note at all (an empty deck exported, as Anki's Default deck often is), or only cloze notes and notes
    /// without kana or kanji. Imported, it said "0 added" and exit 0, and a first import made a bank of the bundled words.
    /// The scan stops at the first note that may be a word, which in a Japanese deck is the first.
    private static func refuseWithoutWords(_ notes: [AnkiCollection.Note], noteTypes: [Int64: AnkiCollection.NoteType], package: String) throws {
        guard !notes.isEmpty else {
            throw AnkiPackageError.noWords(path: package, reason: "it holds no notes, so the deck exported was empty (as Anki's Default deck "
                                           + "often is): in Anki, choose the deck that holds your words in File › Export, and import that file")
        }
        var cloze = 0, withoutJapanese = 0
        for note in notes {
            if noteTypes[note.typeID]?.isCloze == true {
                cloze += 1
                continue
            }
            if note.problem != nil { return }
            var media = AnkiNotes.Media()
            if note.fields.contains(where: { Furigana.mayHoldJapanese(AnkiNotes.plainText($0, media: &media)) }) { return }
            withoutJapanese += 1
        }
        func counted(_ count: Int) -> String { "\(count.groupedDigits) note\(count == 1 ? "" : "s")" }
        let reason = withoutJapanese == 0
            ? "it holds only cloze notes (\(cloze.groupedDigits)): Kuchi practises words, not cloze sentences"
            : "none of its \(counted(notes.count)) is a word to practise: " + (cloze > 0 ? "\(counted(cloze)) cloze, " : "")
                + "\(counted(withoutJapanese)) without kana or kanji in any field (another language's deck?)"
        throw AnkiPackageError.noWords(path: package, reason: reason)
    }

    /// Waits for the collection's checks; throws what they refuse, as the package's open did before they ran beside the
    /// import. Asked before anything an import cannot take back, and on any error (a check's failure wins).
    func checksPassed() throws {
        try checks.passed()
    }

    /// Each note that cannot be read (not UTF-8, a NUL, a field too long), as a line naming its `nid:`.
    var unreadableNotes: [String] {
        notes.compactMap { note in
            note.problem.map { problem in
                "\(path): note \(note.id) (nid:\(note.id) in Anki's browser): \(problem) "
                    + "(in Anki, open the note, retype the field and run Tools › Check Database, then export again)"
            }
        }
    }

    /// Refuses `--columns` naming a field that no note type of the package has (a typo would otherwise
    /// leave every note to the usual field names without a word said).
    func check(overrides: [ColumnMapping.Field: String]) throws {
        let types = collection.noteTypes.values.sorted { $0.name < $1.name }
        for (field, name) in overrides.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where !types.contains(where: { (try? ColumnMapping(header: $0.fields, overrides: [field: name])) != nil }) {
            let listing = types.map { "\($0.name): \($0.fields.joined(separator: ", "))" }.joined(separator: "; ")
            throw TransferError.invalidOption("--columns: no note type in \(path) has a field “\(name)” (its note types and fields: \(listing)).")
        }
    }

    /// Removes the unpacked collection (once its checks, and the review log's reading when one began, are done with it:
    /// no thread reads a removed file after the import returned, whatever ended it).
    func close() {
        checks.finish()
        _ = try? started?.historyReads?.value()
        package.remove()
    }

    /// What ``start(options:overrides:)`` began: the cards, the notes' words being worked out, the review log being read.
    private typealias Started = (cards: [AnkiCollection.Card], prepared: PreparedNotes, historyReads: SecondThread<HistoryReads>?)
    private var started: Started?

    /// Reads the cards and starts working out the notes' words and reading the review log (once the checks passed), on
    /// threads of their own (no bank needed): called as soon as nothing else can refuse the import first, so that they
    /// run while a new bank is set up. ``run(into:options:overrides:media:now:progress:)`` starts them otherwise.
    func start(options: WordImporter.Options, overrides: [ColumnMapping.Field: String]) throws {
        _ = try begun(options: options, overrides: overrides)
    }

    private func begun(options: WordImporter.Options, overrides: [ColumnMapping.Field: String]) throws -> Started {
        if let started { return started }
        let cards = try collection.cards()
        // The review log and the cards' schedules: their errors, the package's, come when the history is imported,
        // as they came before they were read beside.
        let historyReads = options.history ? SecondThread { [collection = UncheckedSendable(collection), checks, clock = options.clock] in
            // The review log's shape is checked beside: read only once the checks passed.
            try checks.passed()
            return try HistoryReads(collection.value, now: clock())
        } : nil
        var deckOfNote: [Int64: Int64] = [:]
        for card in cards where deckOfNote[card.noteID] == nil { deckOfNote[card.noteID] = card.deckID }
        // The notes' words are worked out on a second thread (no database), the words written as they come.
        let prepared = PreparedNotes(notes: notes, noteTypes: collection.noteTypes, decks: collection.decks, deckOfNote: deckOfNote,
                                     options: options, overrides: overrides)
        started = (cards, prepared, historyReads)
        return (cards, prepared, historyReads)
    }

    /// Adds the package's words (and, with `history`, its reviews as answers of `learner`) through `batch`;
    /// the sounds their notes reference are copied into `media` (see ``sounds``).
    func run(into batch: WordImportBatch, options: WordImporter.Options, overrides: [ColumnMapping.Field: String],
             media folder: MediaFolder?, now: Date, progress: (Int) -> Void) throws -> Outcome {
        var outcome = Outcome()
        let sounds = AnkiSounds(package: package, folder: folder, dryRun: options.dryRun)
        self.sounds = sounds
        let (cards, prepared, historyReads) = try begun(options: options, overrides: overrides)
        outcome.problems += unreadableNotes
        // A note states its deck's meanings: one edited in Anki since the last import replaces them (history kept).
        let before = batch.deckMeanings
        batch.deckMeanings = .replacedIfEditedSince
        defer { (batch.deckMeanings, batch.statedAtMilliseconds) = (before, nil) }
        let replacedBefore = batch.replacedMeanings.count, olderBefore = batch.olderMerged.count
        var words: [Int64: (entry: WordEntry, plain: [String], id: Int64?)] = [:]
        // Decks whose name is too long, in the order met, with their notes refused: said once a deck.
        var longDecks: [(name: String, notes: Int)] = []
        words.reserveCapacity(notes.count)   // at most a word a note: the table is not grown and copied step by step
        for (number, note) in notes.enumerated() {
            let result: Result<WordEntry, RowProblem>, plain: [String], references: [String], sentenceSounds: Int
            switch prepared.note(number) {
            case .cloze, .withoutJapanese:
                continue
            case .unreadable:
                batch.reject()   // listed by unreadableNotes
                continue
            case let .word(word, fields, sounds, inSentences):
                (result, plain, references, sentenceSounds) = (word, fields, sounds, inSentences)
            }
            // Replaces its deck's meanings only if edited in Anki after the deck first brought the word.
            batch.statedAtMilliseconds = note.modified.map { $0 > Int64.max / 1000 ? Int64.max : $0 * 1000 }
            switch result {
            case let .success(entry):
                let id = try batch.add(entry)
                words[note.id] = (entry, plain, id)
                try addSound(references, sentenceSounds: sentenceSounds, to: entry, sounds: sounds, batch: batch)
            case let .failure(problem) where problem.longDeckName != nil:
                batch.reject()
                let name = problem.longDeckName ?? ""
                if let index = longDecks.firstIndex(where: { $0.name == name }) { longDecks[index].notes += 1 } else { longDecks.append((name, 1)) }
            case let .failure(problem):
                let known = try problem.withoutReading.map { try batch.readings(of: $0.text) } ?? []
                if var entry = problem.withoutReading, known.count == 1 {
                    entry.reading = known[0]
                    let id = try batch.add(entry)
                    words[note.id] = (entry, plain, id)
                    try addSound(references, sentenceSounds: sentenceSounds, to: entry, sounds: sounds, batch: batch)
                } else {
                    batch.reject()
                    // The bank's readings of a word it holds several ways are named, as a word list's row names them.
                    let reason = problem.withoutReading.map { entry in
                        "missing reading for “\(entry.text)” (give it a reading in Anki: a Reading field, or furigana such as "
                            + "\(entry.text)[よみ]; or name the field with --columns reading=FIELD)"
                            + (known.isEmpty ? "" : "; the bank has it with several: \(known.joined(separator: ", "))")
                    } ?? (problem.readingNotKana ? problem.reason + " (in Anki, write the Reading field in kana, or as furigana on the word "
                        + "such as 祈る[いのる]; or name the field that holds the kana with --columns reading=FIELD)" : problem.reason)
                    outcome.problems.append("\(path): note \(note.id) (nid:\(note.id) in Anki's browser): \(reason)")
                }
            }
            if number % 2048 == 0 { progress(number) }
        }
        progress(notes.count)
        outcome.problems += longDecks.map { Self.longDeckProblem($0.name, notes: $0.notes, path: path) }
        let totals = prepared.allTotals()
        let media = totals.media, clozeNotes = totals.clozeNotes, readingChanges = totals.readingChanges, unknownLevels = totals.unknownLevels
        outcome.decks = Set(words.values.map { $0.0.deck })
        if let line = Self.replacedLine(batch.replacedMeanings.dropFirst(replacedBefore), dryRun: options.dryRun) { outcome.summary.append(line) }
        if let line = Self.olderLine(batch.olderMerged.dropFirst(olderBefore), dryRun: options.dryRun) { outcome.summary.append(line) }
        // Exported without media, the package has none of the files its notes name: said once, not reference by reference.
        if totals.notesWithMedia > 0, !sounds.packageHoldsMedia {
            outcome.summary.append(Self.withoutMediaLine(notes: totals.notesWithMedia))
        } else {
            outcome.summary += sounds.summary(folderShown: folder?.path)
            if media.images > 0 { outcome.summary.append("\(media.images) image reference\(media.images == 1 ? "" : "s") skipped: Kuchi shows no images.") }
        }
        if clozeNotes > 0 {
            outcome.summary.append("\(clozeNotes.groupedDigits) cloze note\(clozeNotes == 1 ? "" : "s") skipped: Kuchi practises words, not cloze sentences.")
        }
        if let line = Self.withoutJapaneseLine(totals.withoutJapanese) { outcome.summary.append(line) }
        outcome.summary += readingChanges.notes
        for (level, count) in unknownLevels.sorted(by: { $0.key < $1.key }) {
            outcome.summary.append("“\(level)” is not a JLPT level Kuchi knows (N5–N1): \(count) word\(count == 1 ? "" : "s") kept without a level.")
        }
        guard let historyReads else { return outcome }
        let reads = try historyReads.value()
        let outOfTime = reads.outOfTime
        if outOfTime > 0 {
            outcome.summary.append("\(outOfTime.groupedDigits) review\(outOfTime == 1 ? "" : "s") dated before 1970 or after 2199 skipped: "
                                   + "no clock gave \(outOfTime == 1 ? "that time" : "those times").")
        }
        if reads.unknownKind > 0 {
            let count = reads.unknownKind
            outcome.summary.append("\(count.groupedDigits) review log row\(count == 1 ? "" : "s") skipped: \(count == 1 ? "its" : "their") answer button or kind "
                                   + "is none Anki writes (ease 0–4, type 0–5).")
        }
        // The reviews and schedules are worked out from the cards and the words just written on a second thread (no
        // database), while the words' deck rows and search index rows, which the history's writing does not read, are
        // written here (else at the commit).
        let history = SecondThread { [cards, notes, words, noteTypes = collection.noteTypes] in
            PreparedHistory(cards: cards, reads: reads, notes: notes, noteTypes: noteTypes, words: words)
        }
        if !options.dryRun { try batch.finishWords() }
        try importHistory(history.value(), into: batch, learner: options.learner ?? LearnerChoice.fallbackName, options: options, now: now,
                          dryRun: options.dryRun,
                          outcome: &outcome)
        // The reviews worked out and the notes' words, freed beside the writing (the commit and packing that follow).
        freeBeside((consume history, consume words))
        return outcome
    }

    /// The problem of a deck whose name is longer than a deck name may be (``RawWord/maximumNameLength``), said once for
    /// its `notes` notes: the name is changed in Anki, not in the package.
    static func longDeckProblem(_ name: String, notes: Int, path: String) -> String {
        "\(path): the deck “\(RawWord.shortened(name))” (\(notes.groupedDigits) note\(notes == 1 ? "" : "s")): its name is "
            + "\(name.count.groupedDigits) characters long, more than the \(RawWord.maximumNameLength) a deck name may have: "
            + "rename the deck in Anki and export it again"
    }

    /// "This package has no media files (exported without media): 12 notes name sounds or images Kuchi cannot play or show…",
    /// for a package whose media map is empty while `notes` of its notes reference a sound or an image.
    static func withoutMediaLine(notes: Int) -> String {
        "This package has no media files (exported without media): \(notes.groupedDigits) note\(notes == 1 ? " names" : "s name") sounds or images "
            + "Kuchi cannot play or show (export it from Anki with “Include media” ticked to bring the sounds)."
    }

    /// "The learner an earlier import made, “learner”, is now “Hanako”: …": said once, when `--name` took over the
    /// unnamed import learner.
    static func renamedLine(_ placeholder: String, to name: String, dryRun: Bool) -> String {
        let name = SafeText.singleLine(name)
        return "The learner an earlier import made, “\(SafeText.singleLine(placeholder))”, \(dryRun ? "would become" : "is now") “\(name)”: "
            + "its reviews, cards and suspensions \(dryRun ? "would be" : "are") \(name)'s."
    }

    /// "2 words have new meanings from notes edited in Anki: 水 (water → cold water), …": at most five named; `nil`
    /// when no note changed what its deck gave.
    static func replacedLine(_ replaced: ArraySlice<ReplacedMeanings>, dryRun: Bool) -> String? {
        guard !replaced.isEmpty else { return nil }
        let count = replaced.count
        let named = replaced.prefix(5).map { "\($0.text) (\($0.old.joined(separator: "; ")) → \($0.new.joined(separator: "; ")))" }
            .joined(separator: ", ") + (count > 5 ? " and \(count - 5) more" : "")
        return "\(count.groupedDigits) word\(count == 1 ? "" : "s") \(dryRun ? "would take" : "took") the meanings of \(count == 1 ? "its" : "their")"
            + " Anki note as edited in Anki since Kuchi first imported it, in \(count == 1 ? "its" : "their") Anki deck: \(named). "
            + "Built-in meanings and history are kept."
    }

    /// "1 word's note is older than its first import into its Anki deck, so its meanings were added, not put in place:
    /// 水 (cold water → cold water; water)": an older package imported again; `nil` when none changed a deck.
    static func olderLine(_ merged: ArraySlice<ReplacedMeanings>, dryRun: Bool) -> String? {
        guard !merged.isEmpty else { return nil }
        let count = merged.count, one = count == 1
        let named = merged.prefix(5).map { "\($0.text) (\($0.old.joined(separator: "; ")) → \($0.new.joined(separator: "; ")))" }
            .joined(separator: ", ") + (count > 5 ? " and \(count - 5) more" : "")
        return "\(count.groupedDigits) word\(one ? "'s" : "s'") Anki note\(one ? " is" : "s are") older than \(one ? "its" : "their") first import into "
            + "\(one ? "its" : "their") Anki deck (an older package), so \(one ? "its" : "their") meanings \(dryRun ? "would be" : "were")"
            + " added to the deck's, not put in their place: \(named)."
    }

    /// "12 notes without Japanese skipped (decks French, Default): …", the decks with the most such notes first (at most
    /// five named); `nil` when every note held Japanese.
    static func withoutJapaneseLine(_ byDeck: [String: Int]) -> String? {
        let total = byDeck.values.reduce(0, +)
        guard total > 0 else { return nil }
        let decks = byDeck.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
        let named = decks.prefix(5).joined(separator: ", ") + (decks.count > 5 ? " and \(decks.count - 5) more" : "")
        return "\(total) note\(total == 1 ? "" : "s") without Japanese skipped (deck\(decks.count == 1 ? "" : "s") \(named)): "
            + "no field holds kana or kanji, so \(total == 1 ? "it is" : "they are") no word to practise."
    }

    /// Gives the word of `entry` the first sound of `references` (its note's word references, in order) that can be
    /// kept; counts the note's `sentenceSounds`, left out.
    private func addSound(_ references: [String], sentenceSounds: Int, to entry: WordEntry, sounds: AnkiSounds,
                          batch: WordImportBatch) throws {
        sounds.countSentenceSounds(sentenceSounds)
        for reference in references {
            guard let file = try sounds.keep(reference) else { continue }
            if try batch.addSound(file: file, text: entry.text, reading: entry.reading) { sounds.gaveSound() }
            return
        }
    }

    /// A card template: a note type and the template's place in it.
    private struct TemplateKey: Hashable {
        var typeID: Int64
        var ordinal: Int
    }

    /// What the history's import reads from the collection, in the order it read it before the reads went to a
    /// second thread (so the first that fails is the one that failed before).
    private struct HistoryReads: Sendable {
        let outOfTime: Int
        let unknownKind: Int
        let reviews: [AnkiCollection.Review]
        let schedules: AnkiSchedules

        /// `now`: the import's time (``WordImporter/Options/clock``), from which a buried card's return is counted.
        init(_ collection: AnkiCollection, now: Date) throws {
            outOfTime = try collection.reviewsOutOfTime()
            unknownKind = try collection.reviewsOfUnknownKind()
            reviews = try collection.reviews()
            schedules = try AnkiSchedules(collection, reviews: reviews, now: now)
        }
    }

    /// A value handed to one other thread that alone uses it meanwhile (the collection, which the writing thread
    /// does not read while its notes are written).
    private struct UncheckedSendable<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The reviews and schedules of the collection's cards whose notes gave words, as the history's import takes them.
    private struct PreparedHistory: Sendable {
        var reviews: [ImportedReview] = []
        var schedules: [ImportedSchedule] = []
        var dayCount: FSRSScheduler.ElapsedDayCount
        /// Reviews of cards of another template (neither a word's meaning, reading nor writing), not imported.
        var skipped = 0
        /// Graded reviews of a card the package does not hold, skipped and named in the summary.
        var orphaned = 0
        var otherTemplates = Set<String>()

        init(cards: [AnkiCollection.Card], reads: HistoryReads, notes: [AnkiCollection.Note], noteTypes: [Int64: AnkiCollection.NoteType],
             words: [Int64: (entry: WordEntry, plain: [String], id: Int64?)]) {
            // Each note's type alone (a note's fields are not needed here).
            let typeOfNote = Dictionary(uniqueKeysWithValues: notes.map { ($0.id, $0.typeID) })
            // What a review and the schedule of each card need, without the word's whole entry (copied out once a card
            // otherwise); the word's id as the batch gave it, so that no review's word is looked up again.
            var reviewed: [Int64: AnkiSchedules.CardWord] = [:]
            reviewed.reserveCapacity(cards.count)
            var otherCards = Set<Int64>()
            var shownOfTemplate: [TemplateKey: [Int]?] = [:]
            for card in cards {
                guard let typeID = typeOfNote[card.noteID], let word = words[card.noteID] else { continue }
                let type = noteTypes[typeID]
                let template = TemplateKey(typeID: typeID, ordinal: card.templateOrdinal)
                let shown: [Int]?
                if let known = shownOfTemplate[template] {
                    shown = known
                } else {
                    shown = AnkiNotes.shownFields(questionFormat: type?.questionFormats[card.templateOrdinal] ?? "",
                                                  isCloze: type?.isCloze ?? false, names: type?.fields ?? [])
                    shownOfTemplate[template] = .some(shown)
                }
                if let shown, let kind = AnkiNotes.kind(shown: shown, plainFields: word.plain) {
                    let expected = kind == .writing ? word.entry.text : word.entry.meanings.joined(separator: "; ")
                    reviewed[card.id] = (kind, word.entry.text, word.entry.reading, expected, word.id)
                } else {
                    otherCards.insert(card.id)
                    otherTemplates.insert(type?.name ?? AnkiScheduleSummary.missingNoteType)
                }
            }
            // Every card's id, gathered only if a review names a card that gave no word.
            var allCards: Set<Int64>?
            func cardIDs() -> Set<Int64> {
                if let allCards { return allCards }
                let found = Set(cards.map(\.id))
                allCards = found
                return found
            }
            let logged = reads.reviews
            reviews.reserveCapacity(logged.count)
            for review in logged {
                guard let (kind, text, reading, expected, wordID) = reviewed[review.cardID], let rating = Rating(rawValue: review.ease) else {
                    if otherCards.contains(review.cardID) {
                        skipped += 1
                    } else if reviewed[review.cardID] == nil, !cardIDs().contains(review.cardID) {
                        orphaned += 1
                    }
                    continue
                }
                reviews.append(ImportedReview(text: text, reading: reading, kind: kind, rating: rating,
                                              answeredAt: Date(timeIntervalSince1970: Double(review.time) / 1000),
                                              elapsedMilliseconds: review.milliseconds,
                                              expected: expected, wordID: wordID, wasInReview: review.wasInReview))
            }
            schedules = reads.schedules.imported(kinds: reviewed)
            dayCount = reads.schedules.dayCount
        }
    }

    private func importHistory(_ history: PreparedHistory, into batch: WordImportBatch, learner: String, options: WordImporter.Options,
                               now: Date, dryRun: Bool, outcome: inout Outcome) throws {
        if history.orphaned > 0 {
            outcome.summary.append("\(history.orphaned.groupedDigits) review\(history.orphaned == 1 ? "" : "s") of cards the package does not hold skipped: "
                                   + "its review log names cards it has no note for.")
        }
        if history.reviews.isEmpty, history.skipped == 0, !history.schedules.contains(where: { $0.state != .new || $0.isSuspended }) {
            outcome.summary.append("No review history in the package: its words start as new.")
            return
        }
        if let placeholder = options.renamedPlaceholder, try batch.renameLearner(placeholder, to: learner) {
            outcome.summary.append(Self.renamedLine(placeholder.name, to: learner, dryRun: dryRun))
        }
        let counts = try batch.addHistory(history.reviews, schedules: history.schedules, dayCount: history.dayCount, learner: learner,
                                          source: "anki", at: now)
        outcome.reviewsAnswered += counts.answers
        outcome.summary += AnkiScheduleSummary(counts: counts, skipped: history.skipped, otherTemplates: history.otherTemplates,
                                               dryRun: dryRun).lines
    }
}

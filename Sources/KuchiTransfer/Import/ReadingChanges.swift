/// The readings (and other text) an import changed from what its list gave, for its summary: each kind of change
/// counted, with the first few rows as examples, so that a learner can find them in the file.
struct ReadingChanges: Sendable {
    /// Readings that lost する, as their words are written without it (経験 けいけんする → けいけん).
    var droppedSuru = Changed()
    /// Readings written in romaji, made kana (川 kawa → かわ).
    var fromRomaji = Changed()
    /// Words, readings and meanings that lost invisible characters (猫<U+200B> ねこ → 猫 ねこ; 白 <U+202E>white → white).
    var invisibles = Changed()
    /// Rows of lists typed by hand that gave a word their list gave already (``RepeatedRows``), as `words.csv:6 repeats
    /// line 3, 犬 いぬ`.
    var repeatedRows = Changed()
    /// Fields of plain lists (CSV, TSV, JSON) that were HTML, read as text.
    var htmlFields = 0
    /// Cells of plain lists (not HTML) that held a line break: meanings cells (each line a meaning) and example cells
    /// (a second line the sentence's translation).
    var lineBreakCells = 0
    /// Cloze notes of an Anki text export, passed over.
    var clozeNotes = 0
    /// Entries of a dictionary (EDICT) with no meaning, passed over.
    var entriesWithoutMeaning = 0
    /// Columns named by a list's header that no field reads, each name once, in the order met.
    private(set) var unreadColumns: [String] = []

    /// What became of named columns (``WordSource/columnUse``), each sentence once, in the order met.
    private(set) var columnUses: [String] = []

    /// Adds a sentence on what became of named columns, unless it is said already.
    mutating func addColumnUse(_ use: String) {
        if !columnUses.contains(use) { columnUses.append(use) }
    }

    /// Adds the names of columns not read, those already listed left out.
    mutating func addUnread(_ names: [String]) {
        for name in names where !unreadColumns.contains(name) { unreadColumns.append(name) }
    }

    /// One kind of change: how many rows, and the first few as `word before → after`.
    struct Changed: Sendable {
        /// Examples shown in the summary.
        static let examplesShown = 3

        /// How many readings were changed.
        private(set) var count = 0
        /// The first few, as `経験 けいけんする → けいけん`.
        private(set) var examples: [String] = []

        /// Counts one reading of `text`, `before` as the list gave it and `after` as imported.
        mutating func add(text: String, before: String, after: String) {
            add(example: text.isEmpty ? "\(before) → \(after)" : "\(text) \(before) → \(after)")
        }

        /// Counts one row, `example` naming it.
        mutating func add(example: String) {
            count += 1
            if examples.count < Self.examplesShown { examples.append(example) }
        }

        /// Adds the readings counted by `other`.
        mutating func add(_ other: Changed) {
            count += other.count
            examples += other.examples.prefix(Self.examplesShown - min(examples.count, Self.examplesShown))
        }

        /// `(経験 けいけんする → けいけん, 散歩 さんぽする → さんぽ and 3 more)`.
        var listed: String { listed(separator: ", ") }

        /// The examples between brackets, `separator` between them, and how many more there are.
        func listed(separator: String) -> String {
            let more = count > examples.count ? (separator == ", " ? "" : ";") + " and \(count - examples.count) more" : ""
            return "(\(examples.joined(separator: separator))\(more))"
        }
    }

    /// Adds the changes counted by `other` (a later batch of the same import).
    mutating func add(_ other: ReadingChanges) {
        droppedSuru.add(other.droppedSuru)
        fromRomaji.add(other.fromRomaji)
        invisibles.add(other.invisibles)
        repeatedRows.add(other.repeatedRows)
        htmlFields += other.htmlFields
        lineBreakCells += other.lineBreakCells
        clozeNotes += other.clozeNotes
        entriesWithoutMeaning += other.entriesWithoutMeaning
        addUnread(other.unreadColumns)
        for use in other.columnUses { addColumnUse(use) }
    }

    /// The summary's lines, none when no reading was changed: `1 reading written in romaji converted to kana
    /// (川 kawa → かわ).` and `2 readings had する dropped, as their words are written without it (経験 けいけんする →
    /// けいけん, 散歩 さんぽする → さんぽ).`
    var notes: [String] {
        // What the list's named columns became comes first: the notes after it are about what was read from them.
        var notes = columnUses
        let suru = droppedSuru.count, romaji = fromRomaji.count
        if romaji > 0 {
            notes.append("\(romaji.groupedDigits) reading\(romaji == 1 ? "" : "s") written in romaji converted to kana \(fromRomaji.listed).")
        }
        if suru > 0 {
            notes.append("\(suru.groupedDigits) reading\(suru == 1 ? "" : "s") had する dropped, as \(suru == 1 ? "its word is" : "their words are") "
                         + "written without it \(droppedSuru.listed).")
        }
        let invisible = invisibles.count
        if invisible > 0 {
            notes.append("\(invisible.groupedDigits) word\(invisible == 1 ? "" : "s") had invisible characters (zero-width spaces, bidirectional marks, "
                         + "soft hyphens) removed from the word, reading or meanings \(invisibles.listed).")
        }
        let repeats = repeatedRows.count
        if repeats > 0 {
            notes.append(repeats == 1
                ? "1 row repeats a word its list gave before (the same word, reading and deck): it is imported once, with the "
                    + "meanings of both "
                : "\(repeats.groupedDigits) rows repeat words their lists gave before (the same word, reading and deck): each is "
                    + "imported once, with the meanings of both ")
            notes[notes.count - 1] += repeatedRows.listed(separator: "; ") + "."
        }
        if htmlFields > 0 {
            notes.append("\(htmlFields.groupedDigits) field\(htmlFields == 1 ? " was" : "s were") HTML (tags such as <br> or entities such as &amp;), "
                         + "read as text: line breaks separate meanings.")
        }
        if lineBreakCells > 0 {
            notes.append("\(lineBreakCells.groupedDigits) cell\(lineBreakCells == 1 ? "" : "s") held a line break: in a meanings cell each line is a "
                         + "meaning; in an example cell a line in English after the sentence is its translation.")
        }
        if clozeNotes > 0 {
            notes.append("\(clozeNotes.groupedDigits) cloze note\(clozeNotes == 1 ? "" : "s") skipped: Kuchi practises words, not cloze sentences.")
        }
        if entriesWithoutMeaning > 0 {
            notes.append("\(entriesWithoutMeaning.groupedDigits) entr\(entriesWithoutMeaning == 1 ? "y" : "ies") without a meaning skipped: "
                         + "the dictionary gives \(entriesWithoutMeaning == 1 ? "it" : "them") no gloss to practise.")
        }
        if !unreadColumns.isEmpty {
            notes.append("Columns not imported: \(unreadColumns.joined(separator: ", ")) (kuchi import --help lists the names Kuchi reads; "
                         + "--columns maps others).")
        }
        return notes
    }
}

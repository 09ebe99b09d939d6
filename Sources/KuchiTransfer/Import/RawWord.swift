import KuchiCore
import KuchiStore

/// A word as a source file gives it, before it is checked: any field may be missing.
struct RawWord {
    var text = ""
    var reading = ""
    /// Other written forms the line gives the word (EDICT2's second headword), for the word browser.
    var otherForms: [String] = []
    var meanings: [String] = []
    var level: String?
    var tags: [String] = []
    var deck: String?
    var isCommon = false
    /// An example sentence the row gives (empty for none), and its translation.
    var example = ""
    var exampleEnglish = ""
    /// How many of the row's fields were HTML read as text (`<br>`, `&amp;`), for the import's summary.
    var htmlFields = 0
    /// Of its cells (not HTML), those that held a line break (``ReadingChanges/lineBreakCells``).
    var lineBreakCells = 0
    /// Whether the meanings cell was HTML that shows nothing once read as text (`<b></b>`, `<script>…</script>`): a row
    /// left without a meaning is refused for that, not as a row with none written.
    var meaningsOnlyMarkup = false

    /// The checked entry, or the reason the row is refused.
    func entry(defaultDeck: String, extraTags: [String]) -> Result<WordEntry, RowProblem> {
        var changes = ReadingChanges()
        return entry(defaultDeck: defaultDeck, extraTags: extraTags, readingChanges: &changes)
    }

    /// The checked entry, or the reason the row is refused; a reading that lost する (経験 けいけんする) or was
    /// written in romaji (川 kawa) is counted in `readingChanges` when the row is taken.
    func entry(defaultDeck: String, extraTags: [String], readingChanges: inout ReadingChanges) -> Result<WordEntry, RowProblem> {
        if let problem = controlProblem(defaultDeck: defaultDeck) ?? nameLengthProblem(defaultDeck: defaultDeck)
            ?? deckNameProblem(defaultDeck: defaultDeck) ?? fieldLengthProblem() { return .failure(problem) }
        let visibleText = Self.withoutInvisibles(text), visibleReading = Self.withoutInvisibles(reading)
        // Quotes around a word or reading whole are the cell's, as around a meaning (`"引用"` is 引用).
        var text = String(Self.withoutSurroundingQuotes(Substring(visibleText.trimmingWhitespace))).trimmingWhitespace
        var reading = String(Self.withoutSurroundingQuotes(Substring(visibleReading.trimmingWhitespace))).trimmingWhitespace
        // Half-width katakana (ｺｰﾋｰ) are the full-width word (コーヒー) a learner types and the bank holds.
        (text, reading) = (KanaScript.fullWidth(text), KanaScript.fullWidth(reading))
        if text.isEmpty, reading.isEmpty { return .failure(RowProblem("missing word")) }
        // A word column written as furigana (`学校[がっこう]`, as Anki-style lists write it, header or not) is the word,
        // and its reading when no column gives one.
        if Furigana.mayHoldFurigana(text), let (word, kana) = Furigana.split(text), !word.isEmpty, KanaScript.isReading(kana) {
            text = word
            if reading.isEmpty { reading = kana }
        }
        if reading.isEmpty, let (word, kana) = Self.readingInParentheses(text) ?? Self.readingAfterDash(text) ?? Self.readingAfterSpace(text) {
            text = word
            reading = kana
        }
        // A reading column written as furigana (勉強[べんきょう], 引[ひ]っ越[こ]す): the kana it spells.
        if Furigana.mayHoldFurigana(reading), let kana = Furigana.kana(of: reading) {
            reading = kana
        }
        reading = Self.repeatedReading(reading, text: text)
        text = Self.alternatives(text)
        reading = Self.alternatives(reading)
        // A word that is a spreadsheet's formula or error value is refused as such, whatever its reading (`#REF!,#REF!`).
        if Self.isSpreadsheetJunk(text), let problem = Self.notJapanese(text, reading: reading) { return .failure(problem) }
        // A reading written in romaji (栗,kuri,chestnut) becomes kana; one that does not convert is refused.
        var readingInRomaji: String?
        if !reading.isEmpty, ReadingMatcher.isRomaji(reading) {
            guard let kana = Self.kanaReading(reading) else {
                return .failure(RowProblem("the reading “\(reading)” of “\(text)” is neither kana nor romaji that converts to kana"))
            }
            readingInRomaji = reading
            reading = kana
        }
        if text.isEmpty { text = reading }
        if let problem = Self.notJapanese(text, reading: reading) { return .failure(problem) }
        // A word written without kanji is its own reading (あそこ, テレビ, あぼ〜ん).
        if reading.isEmpty, !Word.containsKanji(text) { reading = text }
        // A note in brackets beside the kana (`あげる/(=やる)`, `しまい（終わり）`) is no part of the word or its
        // reading; a word written in kana is its own reading whatever note the reading column holds (じゅうたん (カーペット)).
        if !Word.containsKanji(text), !KanaScript.isReading(text), let kana = Self.readingWithoutNotes(text) { text = kana }
        if !reading.isEmpty, !KanaScript.isReading(reading),
           let kana = KanaScript.isReading(text) ? text : Self.readingWithoutNotes(reading) { reading = kana }
        // A noun given its する verb's reading (経験 けいけんする) keeps its own (けいけん).
        var readingWithSuru: String?
        if Self.mayEndInSuru(reading), let noun = Self.nounReading(reading, text: text) {
            readingWithSuru = reading
            reading = noun
        }
        var meanings: [String] = []
        var markedCommon = false
        // A part-of-speech group that a list split at its ";" ("(conj", "exp", "int) Thank you") is read whole.
        let tagged = self.meanings.first?.utf8.first == 0x28 && self.meanings.count > 1
        let listedMeanings = tagged ? [PartOfSpeechTags.removingLeading(from: self.meanings.joined(separator: "; "))] : self.meanings
        var invisibleMeaning: (before: String, after: String)?
        for listed in listedMeanings {
            // A line or paragraph separator (U+2028, U+2029) is a line break, and so separates meanings, as one does.
            var listed = Self.lineSeparatorsAsSemicolons(listed)
            // Invisible characters (a bidirectional override, a zero-width space) go as from the word: no one types them,
            // and a choice showing one is shown reversed or as a tag.
            let visible = Self.withoutInvisibles(listed)
            if visible != listed {
                if invisibleMeaning == nil { invisibleMeaning = (listed.trimmingWhitespace, visible.trimmingWhitespace) }
                listed = visible
            }
            // Meanings are stored separated by ";", so a ";" inside one (a JSON list item) separates too.
            let parts = listed.utf8.contains(0x3B) ? listed.split(separator: ";").map(String.init) : [listed]
            for part in parts {
                var meaning = Self.withoutStrayPunctuation(part.trimmingWhitespace)
                if meaning.utf8.first == 0x28 { meaning = PartOfSpeechTags.removingLeading(from: meaning) }
                // …and at its end ("study (n, vs)"), as Anki decks made from EDICT write them.
                if meaning.utf8.last == 0x29 { meaning = PartOfSpeechTags.removingTrailing(from: meaning) }
                // Anki decks note frequency as "(common)": a mark on the word, not part of its meaning.
                if meaning.utf8.contains(0x28), let note = meaning.range(of: "(common)", options: .caseInsensitive) {
                    meaning.removeSubrange(note)
                    meaning = meaning.trimmingWhitespace
                    markedCommon = true
                }
                if meaning.isEmpty { continue }
                // What a sheet shows when a formula broke (`#N/A` from a VLOOKUP) is no meaning. A formula's text is kept: an
                // export defuses one (`'=HYPERLINK(…)`), and reading it back gives it as it was.
                if Self.isSpreadsheetError(meaning) {
                    return .failure(RowProblem("the meaning “\(meaning)” of “\(text)” is a spreadsheet error value, not a meaning: "
                                               + "fix the formula in the sheet and save it again, or remove the row"))
                }
                // A note on a line of its own ("to move<br>(house)") belongs to the meaning before it.
                if meaning.utf8.first == 0x28, meaning.utf8.last == 0x29, let last = meanings.popLast() {
                    meanings.append(PartOfSpeechTags.removingTrailing(from: last + " " + meaning))
                    continue
                }
                // A gloss repeated in one entry is kept once (cheap: lengths first, then case-folded text).
                let repeated = meanings.contains { $0.utf8.count == meaning.utf8.count && $0.lowercased() == meaning.lowercased() }
                if !repeated { meanings.append(meaning) }
            }
        }
        if meanings.isEmpty {
            guard meaningsOnlyMarkup else { return .failure(RowProblem("missing meaning for “\(text)”")) }
            return .failure(RowProblem("the meaning cell of “\(text)” holds only HTML markup (tags, entities, a script or a comment) "
                                       + "and nothing to show once it is removed: write the meaning as plain text, or remove the row"))
        }
        let deck = (deck?.trimmingWhitespace).flatMap { $0.isEmpty ? nil : $0 } ?? defaultDeck
        // A level named in a tag or in the deck tree (`JLPT_N4`, `N4`, `Japanese::JLPT N4`) when no column gives one.
        let level = level.flatMap(RawWord.jlptLevel) ?? LevelNames.level(tags: self.tags, deck: self.deck)
        let tags = markedCommon ? self.tags + ["common"] : self.tags
        let allTags = tags.isEmpty && extraTags.isEmpty ? [] : Array(Set(tags + extraTags)).filter { !$0.isEmpty }.sorted()
        let isCommon = isCommon || markedCommon || tags.contains("common")
        var entry = WordEntry(text: text, reading: reading, meanings: meanings, level: level, deck: deck, tags: allTags, isCommon: isCommon)
        entry.example = Self.exampleSentence(example, english: exampleEnglish)
        if !otherForms.isEmpty { entry.otherForms = otherWrittenForms(besides: entry.text) }
        // Whatever the source, a stored reading is kana: one still holding kanji, brackets or Latin text
        // (`祈る[いのる]` in a Reading field that furigana could not explain) is refused.
        if !reading.isEmpty, !KanaScript.isReading(reading) {
            return .failure(RowProblem("the reading “\(reading)” of “\(text)” is not kana", readingNotKana: true))
        }
        // Digits pass the kana check (``KanaScript/isReading(_:)`` lets a stored bank's numbered words be), but no
        // reading holds one: a number is read out in kana (ご5 → ごご).
        if reading.unicodeScalars.contains(where: { (0x30...0x39).contains($0.value) || (0xFF10...0xFF19).contains($0.value) }) {
            return .failure(RowProblem("the reading “\(reading)” of “\(text)” holds digits: a reading is kana, numbers written out as "
                                       + "they are read", readingNotKana: true))
        }
        guard !reading.isEmpty else {
            // Lists made for reading practice often leave the reading out: the importer may know it.
            return .failure(RowProblem("missing reading for “\(text)” (give it in a reading column, or write the word as “\(text) (よみ)”)",
                                       withoutReading: entry))
        }
        if let readingInRomaji { readingChanges.fromRomaji.add(text: text == reading ? "" : text, before: readingInRomaji, after: reading) }
        if let readingWithSuru { readingChanges.droppedSuru.add(text: text, before: readingWithSuru, after: reading) }
        if visibleText != self.text || visibleReading != self.reading {
            readingChanges.invisibles.add(text: "", before: "\(self.text.trimmingWhitespace) \(self.reading.trimmingWhitespace)",
                                          after: "\(text) \(reading)")
        } else if let invisibleMeaning {
            readingChanges.invisibles.add(text: text, before: invisibleMeaning.before, after: invisibleMeaning.after)
        }
        readingChanges.htmlFields += htmlFields
        readingChanges.lineBreakCells += lineBreakCells
        return .success(entry)
    }

    /// The line's other written forms, read as the word's own is (invisible characters dropped, trimmed), each once
    /// and never the word's.
    private func otherWrittenForms(besides text: String) -> [String] {
        var seen: Set<String> = [text]
        return otherForms.map { Self.withoutInvisibles($0).trimmingWhitespace }.filter { !$0.isEmpty && seen.insert(NFC.normalize($0)).inserted }
    }

    /// A meaning without the punctuation a cell's layout left on it: separators at its ends ("train," from a cell
    /// "train,\nelectric train") and quotes around it whole (`"volume"`); quotes inside it are kept.
    static func withoutStrayPunctuation(_ meaning: String) -> String {
        var text = Substring(meaning)
        let separators: Set<Character> = [",", "、", "，", "/", ":", ";"]
        while let last = text.last, separators.contains(last) || last.isWhitespace { text = text.dropLast() }
        while let first = text.first, separators.contains(first) || first.isWhitespace { text = text.dropFirst() }
        // Quotes inside a meaning (`say "hi"`, `HYPERLINK("x")`) are its own: an export read back keeps them.
        return String(withoutSurroundingQuotes(text)).trimmingWhitespace
    }

    /// `text` without one pair of quotes around it whole (`"引用"`, `“volume”`), as a spreadsheet leaves a cell it quoted
    /// (`"""引用"""` in a CSV): a word, its reading or a meaning, never a quoted part of one (`"a" and "b"` stays).
    static func withoutSurroundingQuotes(_ text: Substring) -> Substring {
        var text = text
        for (open, close) in [("\"", "\""), ("“", "”"), ("'", "'"), ("‘", "’")] as [(Character, Character)] where text.count > 2 {
            if text.first == open, text.last == close, !text.dropFirst().dropLast().contains(close) { text = text.dropFirst().dropLast() }
        }
        return text
    }

    /// `reading` made kana: without its brackets when they only hold okurigana (`あたたか(い)`), else without
    /// its bracketed notes and the empty alternatives they leave (`あげる/(=やる)`); `nil` when neither is kana.
    static func readingWithoutNotes(_ reading: String) -> String? {
        let unbracketed = String(reading.filter { !"()（）".contains($0) })
        if KanaScript.isReading(unbracketed) { return unbracketed }
        var kept = "", depth = 0
        for character in reading {
            switch character {
            case "(", "（": depth += 1
            case ")", "）": depth = max(0, depth - 1)
            default: if depth == 0 { kept.append(character) }
            }
        }
        let parts = kept.split(separator: "/").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        let joined = parts.joined(separator: "/")
        return !joined.isEmpty && KanaScript.isReading(joined) ? joined : nil
    }

    /// A kanji word's reading given more than once, as decks write it: on a second line in romaji (`せんせい<br>sensei`,
    /// read as `せんせい; sensei`) or in both scripts (`とけい・トケイ`): that one reading when the parts agree, else its kana
    /// alternatives joined with `/`. A part that is neither kana nor romaji leaves the cell for the checks after.
    static func repeatedReading(_ reading: String, text: String) -> String {
        let isSeparator = { (character: Character) in character == ";" || character == "・" }
        guard reading.contains(where: isSeparator), Word.containsKanji(text) else { return reading }
        var readings: [String] = []
        for part in reading.split(whereSeparator: isSeparator).map({ String($0).trimmingWhitespace }) where !part.isEmpty {
            let kana = KanaScript.isReading(part) ? part : ReadingMatcher.isRomaji(part) ? kanaReading(part) : nil
            guard let kana else { return reading }
            if !readings.contains(where: { KanaScript.hiragana($0) == KanaScript.hiragana(kana) }) { readings.append(kana) }
        }
        return readings.isEmpty ? reading : readings.joined(separator: "/")
    }

    /// Japanese alternatives joined with a plain `/`: `きゅう / く` and `見る 観る` become `きゅう/く` and
    /// `見る/観る` (text with Latin letters keeps its spaces).
    static func alternatives(_ text: String) -> String {
        let hasLatin = text.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        // Looked for scalar by scalar (comparing characters costs a Unicode comparison each); a separator that
        // carries a combining mark is no separator, and the split below, by characters, still tells so.
        guard !hasLatin, text.unicodeScalars.contains(where: { $0 == " " || $0 == "\u{3000}" || $0 == "/" }) else { return text }
        return text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "/" }).joined(separator: "/")
    }

    /// The word and reading of `猫 (ねこ)`, `猫（ねこ）` or `猫【ねこ】`, as word lists often write a reading
    /// beside the word; `nil` when the text in brackets is not kana (`猫 (cat)`), or the word before it has
    /// no kanji (`ありがとう (ございます)` is a note, not a reading).
    static func readingInParentheses(_ text: String) -> (word: String, reading: String)? {
        let pairs: [(Character, Character)] = [("(", ")"), ("（", "）"), ("【", "】")]
        guard let last = text.last, let (open, _) = pairs.first(where: { $0.1 == last }),
              let start = text.lastIndex(of: open) else { return nil }
        let word = String(text[..<start]).trimmingWhitespace
        let reading = String(text[text.index(after: start)..<text.index(before: text.endIndex)]).trimmingWhitespace
        // Only a word with kanji has a reading to give: ありがとう (ございます) is a kana word with a note.
        guard Word.containsKanji(word), !reading.isEmpty, isKanaOnly(reading) else { return nil }
        return (word, reading)
    }

    /// The word and reading of `鯨 - くじら` or `鯨 – くじら` (as flashcard terms are often typed); `nil`
    /// unless the part before the dash has kanji and the part after is kana.
    static func readingAfterDash(_ text: String) -> (word: String, reading: String)? {
        for dash in [" - ", " – ", " — "] {
            let parts = text.components(separatedBy: dash)
            guard parts.count == 2 else { continue }
            let word = parts[0].trimmingWhitespace, reading = parts[1].trimmingWhitespace
            if Word.containsKanji(word), !reading.isEmpty, isKanaOnly(reading) { return (word, reading) }
        }
        return nil
    }

    /// The word and reading of `猫 ねこ`, or of `犬<br>いぬ` (an Anki field that shows the reading on a line of its own,
    /// read as `犬; いぬ`): a part with kanji, then one in hiragana, and nothing else; `nil` otherwise (`見る 観る` are two
    /// spellings, `いぬ 犬` is no word and reading, and `お手洗い トイレ` a word and its katakana synonym).
    static func readingAfterSpace(_ text: String) -> (word: String, reading: String)? {
        guard text.unicodeScalars.contains(where: { $0 == " " || $0 == "\u{3000}" || $0 == ";" || $0 == "\n" }) else { return nil }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == ";" || $0.isNewline })
        guard parts.count == 2, Word.containsKanji(String(parts[0])), isKanaOnly(String(parts[1])),
              KanaScript.hiragana(String(parts[1])) == String(parts[1]) else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// `N1`…`N5` from "N3", "n3", "3", "JLPT N3", "jlpt-n3"; `nil` otherwise.
    static func jlptLevel(_ text: String) -> String? {
        // ASCII text (nearly every level column) has no numbers but its digits: counted byte by byte, without
        // breaking the text into characters.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            let digits = text.utf8.filter { (0x30...0x39).contains($0) }
            guard digits.count == 1, (0x31...0x35).contains(digits[0]) else { return nil }
            return "N\(digits[0] - 0x30)"
        }
        let digits = text.filter(\.isNumber)
        guard digits.count == 1, let level = Int(digits), (1...5).contains(level) else { return nil }
        return "N\(level)"
    }

    /// The kana of a reading written in romaji (each `/` alternative converted), or `nil` when some
    /// alternative does not convert completely.
    static func kanaReading(_ romaji: String) -> String? {
        var converted: [String] = []
        for alternative in romaji.split(separator: "/") {
            guard let kana = ReadingMatcher.romajiSpellings(String(alternative)).first else { return nil }
            converted.append(kana)
        }
        return converted.isEmpty ? nil : converted.joined(separator: "/")
    }

    /// Whether every alternative of `text` is written in kana.
    static func isKanaOnly(_ text: String) -> Bool {
        text.split(separator: "/").allSatisfy { KanaScript.isKana(String($0)) }
    }
}

/// Why a row was refused.
struct RowProblem: Error, Equatable {
    let reason: String
    /// For a kanji word given without its reading: the rest of the entry, complete but for the reading.
    var withoutReading: WordEntry?
    /// Whether the row's reading is not kana (and could not be made kana).
    var readingNotKana = false
    /// The deck name, when the row is refused for its deck's name being too long (``RawWord/maximumNameLength``): an
    /// Anki package says so once for the deck, not for each of its notes.
    var longDeckName: String?

    init(_ reason: String, withoutReading: WordEntry? = nil, readingNotKana: Bool = false) {
        self.reason = reason
        self.withoutReading = withoutReading
        self.readingNotKana = readingNotKana
    }
}

extension String {
    /// Unicode's white space characters, without a property look-up (this runs for every imported field).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Without surrounding white space; tabs and line breaks inside become spaces. Other control characters
    /// stay, for ``RawWord/controlProblem(defaultDeck:)`` to refuse the row: dropping them would keep the
    /// rest of an escape sequence (`[31m`).
    var trimmingWhitespace: String {
        // Fast path, taken by nearly every field of a large import: no line breaks, no space at either end.
        if !utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }), let first = unicodeScalars.first,
           let last = unicodeScalars.last, !Self.isSpace(first), !Self.isSpace(last) {
            return self
        }
        // Also fast: plain spaces beside printable ASCII (` gloss` after a split at `;`), no line break inside.
        if !utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }), let trimmed = trimmingASCIISpaces { return trimmed }
        let cleaned = utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
            ? String(String.UnicodeScalarView(unicodeScalars.map { scalar -> Unicode.Scalar in
                switch scalar.value {
                case 0x09, 0x0A, 0x0D: " "
                default: scalar
                }
            }))
            : self
        var slice = Substring(cleaned)
        // White space that is also a control (VT, FF, the separators U+001C–U+001F, NEL) stays, to be refused.
        func isPlainSpace(_ character: Character) -> Bool {
            character.isWhitespace && !character.unicodeScalars.contains(where: TerminalControl.contains)
        }
        while let first = slice.first, isPlainSpace(first) { slice.removeFirst() }
        while let last = slice.last, isPlainSpace(last) { slice.removeLast() }
        return String(slice)
    }
}

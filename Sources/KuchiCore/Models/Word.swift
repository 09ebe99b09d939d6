/// A vocabulary entry of the word bank.
public struct Word: Sendable, Equatable, Hashable, Identifiable {
    /// The database id.
    public var id: Int64
    /// The written form: kanji when the word is usually written with kanji, otherwise kana.
    public var text: String
    /// The kana reading.
    public var reading: String
    /// English glosses, most common first; never empty for a stored word.
    public var meanings: [String]
    /// The JLPT level (`N5` … `N1`), when known.
    public var level: String?
    /// Meanings other decks holding the word give it (merged by an import): right answers to a typed
    /// question, never shown, nor offered as a choice.
    public var otherDeckMeanings: [String] = []
    /// Answers this learner had accepted for the word (`:accept`): their own synonyms, right from then on.
    public var acceptedByLearner: [String] = []
    /// A sentence using the word, shown when it is taught; `nil` when the bank has none.
    public var example: WordExample?
    /// The name of the word's sound file in the bank's media folder (from an Anki package); `nil` when it has none.
    public var audio: String?
    /// Other written forms the word's own line gave it, which the bank keeps beside the word (EDICT2's `鯖;鯖魚`: 鯖魚 for
    /// the word 鯖): a word question takes them as the word; it is shown and asked as ``text``.
    public var otherWrittenForms: [String] = []
    /// Written forms the dictionary gives a word written in kana whose reading ends in は or へ (今日は for こんにちは),
    /// which tell whether that kana is the particle (``pronunciation(of:)``); empty for any other word, and until a
    /// dictionary has looked (``WordDictionary/withParticleSpellings(_:)``).
    public var particleSpellings: [String] = []

    /// Creates a word.
    public init(id: Int64, text: String, reading: String, meanings: [String], level: String? = nil) {
        self.id = id
        self.text = text
        self.reading = reading
        self.meanings = meanings
        self.level = level
    }

    /// Every meaning a typed answer may give: the shown ones, then those of the word's other decks.
    public var answerMeanings: [String] { otherDeckMeanings.isEmpty ? meanings : meanings + otherDeckMeanings }

    /// The gloss shown as this word's answer choice.
    public var primaryMeaning: String { meanings.first ?? "" }

    /// The glosses a question shows when it asks for this word (or its reading).
    public var promptedMeanings: ArraySlice<String> { meanings.prefix(3) }

    /// Whether the written form differs from the reading (it has kanji).
    public var hasDistinctWrittenForm: Bool { text != reading }

    /// The reading in Hepburn romaji, for showing how the word is pronounced: a last は or へ that is the particle
    /// as it is said (こんにちは → `konnichiwa`, では → `dewa`; 歯 → `ha`).
    public var pronunciation: String { pronunciation(of: reading) }

    /// `reading` (one of this word's) in Hepburn romaji as it is said, its last は or へ as `wa` or `e` when that
    /// kana is the particle (``ParticleEnding``).
    public func pronunciation(of reading: String) -> String {
        Romaji.fromKana(ParticleEnding.said(reading, text: text, spellings: particleSpellings))
    }

    /// The written forms, when the list gives alternatives as `川/河`.
    public var writtenForms: [String] { Self.alternatives(text) }

    /// The readings, when the list gives alternatives as `なん/なに`.
    public var readings: [String] { Self.alternatives(reading) }

    /// Whether the written form has kanji: only such words get reading challenges (for a kana-only
    /// word the question would show the answer).
    public var hasKanji: Bool { Self.containsKanji(text) }

    /// Whether `text` has a kanji (CJK ideograph, or 々).
    public static func containsKanji(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x3005, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
            default: false
            }
        }
    }

    /// The `/`-separated alternatives of a written form or reading (`川/河` → 川, 河); the text itself when it has none.
    public static func alternatives(of text: String) -> [String] { alternatives(text) }

    private static func alternatives(_ text: String) -> [String] {
        let parts = text.split(separator: "/").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        return parts.isEmpty ? [text] : parts
    }
}

extension Word {
    /// The separator between meanings in the `word.meanings` column and in word lists.
    public static let meaningSeparator = "; "

    /// Splits a stored meanings column into glosses, at each `;` outside parentheses: `object (of worship;
    /// study; etc); target` is two glosses, not four (word lists put `;` inside a gloss's note too). A
    /// parenthesis left open keeps the rest of the column in its gloss.
    public static func meanings(fromColumn text: String) -> [String] {
        var glosses: [String] = []
        var depth = 0
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        for index in scalars.indices {
            switch scalars[index] {
            case "(", "（": depth += 1
            case ")", "）": depth = max(0, depth - 1)
            case ";" where depth == 0:
                glosses.append(String(scalars[start..<index]))
                start = scalars.index(after: index)
            default: break
            }
        }
        glosses.append(String(scalars[start...]))
        return glosses.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    }
}

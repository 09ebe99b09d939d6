/// One kanji as KANJIDIC describes it: what it means, how it reads, how it is written and when it is learnt.
public struct Kanji: Sendable, Equatable {
    /// The character.
    public var character: String
    /// English meanings, most common first.
    public var meanings: [String]
    /// On (Chinese-derived) readings, in katakana.
    public var onReadings: [String]
    /// Kun (native) readings, in hiragana: `.` marks where the okurigana starts (つと.める), `-` a prefix or suffix.
    public var kunReadings: [String]
    /// Strokes to write it.
    public var strokes: Int
    /// Japanese school grade: 1–6 taught in primary school, 8 other jōyō kanji, 9–10 jinmeiyō (names); nil for none.
    public var grade: Int?
    /// JLPT level, `N5`…`N1`; nil when no JLPT list has it.
    public var jlptLevel: String?

    /// A kanji with the given description.
    public init(character: String, meanings: [String], onReadings: [String], kunReadings: [String], strokes: Int,
                grade: Int? = nil, jlptLevel: String? = nil) {
        self.character = character
        self.meanings = meanings
        self.onReadings = onReadings
        self.kunReadings = kunReadings
        self.strokes = strokes
        self.grade = grade
        self.jlptLevel = jlptLevel
    }

    /// The grade in words: `grade 3`, `secondary school` (8), `names` (9, 10); nil when it has none.
    public var gradeText: String? {
        switch grade {
        case let grade? where (1...6).contains(grade): "grade \(grade)"
        case 8?: "secondary school"
        case 9?, 10?: "names"
        default: nil
        }
    }

    /// `10 strokes, grade 3, kanji N4`: how it is written and when it is learnt.
    public var levelsText: String {
        // "kanji N3", not "N3": beside a word of another level (猫 is an N5 word, its kanji an N3 one) a bare level reads as the word's.
        ["\(strokes) stroke" + (strokes == 1 ? "" : "s"), gradeText, jlptLevel.map { "kanji " + $0 }].compactMap { $0 }.joined(separator: ", ")
    }
}

extension Kanji {
    /// The kanji in a line, as a lesson and `kuchi words WORD` show it:
    /// `勉 exertion, endeavour (ベン, つと.める; 10 strokes, grade 3, kanji N4) · 強 strong, …`; nil for no kanji.
    public static func line(_ kanji: [Kanji], meaningsEach: Int = 2) -> String? {
        guard !kanji.isEmpty else { return nil }
        return kanji.map { $0.summary(meanings: meaningsEach) }.joined(separator: " · ")
    }

    /// `勉 exertion, endeavour (ベン, つと.める; 10 strokes, grade 3, kanji N4)`, with at most `meanings` meanings and
    /// the first two on and two kun readings.
    public func summary(meanings count: Int = 2) -> String {
        let readings = (onReadings.prefix(2) + kunReadings.prefix(2)).joined(separator: ", ")
        let meaning = meanings.prefix(count).joined(separator: ", ")
        return character + (meaning.isEmpty ? "" : " " + meaning) + " (" + (readings.isEmpty ? "" : readings + "; ") + levelsText + ")"
    }
}

extension Kanji {
    /// The kanji as one JSON object: `{"character","meanings","on","kun","strokes","grade","jlpt"}`, grade and
    /// jlpt `null` when it has none.
    public var jsonValue: JSONValue {
        .object([("character", .string(character)), ("meanings", .strings(meanings)),
                 ("on", .strings(onReadings)), ("kun", .strings(kunReadings)), ("strokes", .int(strokes)),
                 ("grade", .optional(grade, JSONValue.int)), ("jlpt", .optional(jlptLevel, JSONValue.string))])
    }
}

import KuchiCore
import Testing

/// Answers a gloss's note makes right on the bundled data: what an "esp." note says the gloss usually names and
/// that phrase's WordNet synonyms, a verb with what its note says it is done to (or a kind of it), the head noun
/// after a hyphenated modifier, a noun of an act said as its verb's gerund, and each word of a form listing two
/// with a Japanese comma.
@Suite struct NoteAnswerTests {
    @Test(arguments: [
        ("学生", "がくせい", "university student"), ("学生", "がくせい", "college student"),
        ("弾く", "ひく", "to play the piano"), ("弾く", "ひく", "play the guitar"), ("撮る", "とる", "to take a picture"),
        ("撮る", "とる", "take photographs"), ("はく", "はく", "to put on shoes"), ("はく", "はく", "to put on boots"),
        ("隣", "となり", "neighbor"), ("隣", "となり", "neighbour"), ("より、ほう", "より、ほう", "than"),
        ("コップ", "コップ", "tumbler"), ("朝御飯", "あさごはん", "morning meal"), ("大好き", "だいすき", "to love"),
        ("昨夜", "ゆうべ", "last evening"), ("結婚", "けっこん", "getting married"), ("かける", "かける", "to phone"),
        ("家族", "かぞく", "family members"), ("洋服", "ようふく", "Western-style clothing"),
    ])
    func aNotesThingIsAnAnswer(text: String, reading: String, answer: String) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word), "\(answer) refused for \(text)")
    }

    /// The thing alone, another verb with it, or the verb with another word's thing stays wrong.
    @Test(arguments: [
        ("弾く", "ひく", "piano"), ("遊ぶ", "あそぶ", "to play the piano"), ("撮る", "とる", "picture"),
        ("はく", "はく", "to put on a hat"), ("学生", "がくせい", "university"), ("学生", "がくせい", "teacher"),
        ("着る", "きる", "to put on shoes"), ("紙", "かみ", "newspaper"), ("より、ほう", "より、ほう", "more than ever"),
        ("結婚", "けっこん", "tying"), ("先生", "せんせい", "teaching"),
    ])
    func anotherThingStaysWrong(text: String, reading: String, answer: String) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(!BundledJudge.accepts(answer, for: word), "\(answer) accepted for \(text)")
    }

    /// A gloss its note narrows to examples ("to fall (e.g. in status)", "show (of power, ability, etc.)") is right as
    /// written, never with a particle added or a word before it: "to fall down" and "art show" name other things.
    @Test(arguments: [
        ("滑る", "すべる", "to fall", true), ("発揮", "はっき", "show", true),
        ("滑る", "すべる", "to fall down", false), ("発揮", "はっき", "art show", false),
        // A gloss with no such note still takes them: 座る "to sit" is "to sit down", 公園 "park" a "public park".
        ("座る", "すわる", "to sit down", true), ("公園", "こうえん", "public park", true),
    ])
    func aGlossNarrowedToExamplesIsMetAsWritten(text: String, reading: String, answer: String, right: Bool) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word) == right, "\(text) ← \(answer)")
    }
}

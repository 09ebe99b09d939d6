import Testing
import KuchiCore
import KuchiData

@Suite("The bundled Tatoeba sentences")
struct BundledExamplesTests {
    private let sentences = ExampleSentences(text: BundledExamples.text)

    @Test func everyLineIsABundledWordsSentenceThatShowsTheWordSortedForTheBinarySearch() {
        let lines = BundledExamples.text.text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(lines.count > 13_000)
        #expect(lines.allSatisfy { $0.count == 4 && !$0[2].isEmpty && !$0[3].isEmpty }, "word, reading, Japanese, English")
        let keys = lines.map { Array($0[0].utf8) }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { !$1.lexicographicallyPrecedes($0) }, "sorted by word in UTF-8 byte order")
        let bundled = Set((BundledWordList.text + BundledLevelWords.text.text).split(separator: "\n").map { line in
            line.split(separator: "\t").prefix(2).joined(separator: "\t")
        })
        #expect(lines.allSatisfy { bundled.contains($0[0] + "\t" + $0[1]) }, "each is filed under a bundled word and its reading")
        let unmarked = lines.filter { line in
            let word = Word(id: 0, text: String(line[0]), reading: String(line[1]), meanings: ["x"])
            return WordExample(japanese: String(line[2])).marked(word).word.isEmpty
        }
        #expect(unmarked.isEmpty, "the word can be marked in every sentence: \(unmarked.prefix(3))")
    }

    @Test func aCommonWordHasItsSentencesAndAnUnknownOneNone() {
        let eat = sentences.examples(for: Word(id: 1, text: "食べる", reading: "たべる", meanings: ["to eat"]))
        #expect((1...2).contains(eat.count) && eat.allSatisfy { $0.japanese.contains("食べ") && $0.english != nil })
        #expect(sentences.examples(for: Word(id: 2, text: "食べる", reading: "くべる", meanings: ["x"])).isEmpty, "another reading")
        #expect(sentences.examples(for: Word(id: 3, text: "未知語", reading: "みちご", meanings: ["x"])).isEmpty)
    }

    /// A kana word is not shown a sentence where the same kana begin a verb: それ "that" is not shown 話がそれた
    /// ("the story wandered", 逸れる), はし "chopsticks" not 損はしないよ, もし "if" not 何もしないよ; adverbs
    /// keep theirs (ほとんど with ない after it).
    @Test func aKanaWordIsNotShownASentenceWhereItsKanaBeginAVerb() {
        let that = sentences.examples(for: Word(id: 1, text: "それ", reading: "それ", meanings: ["that"]))
        #expect(!that.isEmpty && !that.contains { $0.japanese.contains("それた") }, "\(that)")
        let chopsticks = sentences.examples(for: Word(id: 2, text: "はし", reading: "はし", meanings: ["chopsticks"]))
        #expect(!chopsticks.contains { $0.japanese.contains("はしな") || $0.japanese.contains("はしま") }, "\(chopsticks)")
        let ifWord = sentences.examples(for: Word(id: 3, text: "もし", reading: "もし", meanings: ["if"]))
        #expect(!ifWord.contains { $0.japanese.contains("もしな") }, "\(ifWord)")
        let almost = sentences.examples(for: Word(id: 4, text: "ほとんど", reading: "ほとんど", meanings: ["almost"]))
        #expect(almost.contains { $0.japanese.contains("ほとんどない") }, "\(almost)")
    }

    /// A short kana word is not shown a sentence where its kana are only part of a longer word: ついで
    /// "opportunity" not ちょっときついです, ただ "free" not 言っただろ, いつか "sometime" not 旅行はいつから,
    /// びり "last" not のんびり, ずれる not くずれる, インク "ink" not ウインク; where it stands alone it stays
    /// (いらいら in いらいらさせる, ほとんど in ほとんどない).
    @Test func aKanaWordIsNotShownInsideALongerWord() {
        func examples(_ kana: String) -> [String] {
            sentences.examples(for: Word(id: 1, text: kana, reading: kana, meanings: ["x"])).map(\.japanese)
        }
        #expect(!examples("ついで").contains { $0.contains("きついで") || $0.contains("めついで") }, "\(examples("ついで"))")
        #expect(!examples("ただ").contains { $0.contains("っただ") }, "\(examples("ただ"))")
        #expect(!examples("いつか").contains { $0.contains("いつから") }, "\(examples("いつか"))")
        #expect(!examples("びり").contains { $0.contains("のんびり") }, "\(examples("びり"))")
        #expect(!examples("ずれる").contains { $0.contains("くずれる") }, "\(examples("ずれる"))")
        #expect(!examples("インク").contains { $0.contains("ウインク") }, "\(examples("インク"))")
        #expect(examples("いらいら").contains { $0.contains("いらいらさせる") }, "\(examples("いらいら"))")
        #expect(examples("ほとんど").contains { $0.contains("ほとんどない") }, "\(examples("ほとんど"))")
        // A katakana word that is a whole run of katakana counts even inside a longer word (消しゴム, ジャンボ機);
        // one end of a longer katakana run does not (ハンガーストライキ is no hanger).
        #expect(examples("ゴム").contains { $0.contains("消しゴム") }, "\(examples("ゴム"))")
        #expect(examples("ジャンボ").contains { $0.contains("ジャンボ機") }, "\(examples("ジャンボ"))")
        #expect(!examples("ハンガー").contains { $0.contains("ハンガーストライキ") }, "\(examples("ハンガー"))")
    }

    /// A word of one kanji is shown no sentence where it is only part of another word (猫 in 猫背 "stooped", 布 in
    /// 財布 "wallet"), while a sentence where it stands alone stays.
    @Test func aOneKanjiWordIsNotShownInsideAnotherWord() {
        let cat = sentences.examples(for: Word(id: 1, text: "猫", reading: "ねこ", meanings: ["cat"]))
        #expect(!cat.isEmpty && !cat.contains { $0.japanese.contains("猫背") })
        let cloth = sentences.examples(for: Word(id: 2, text: "布", reading: "ぬの", meanings: ["cloth"]))
        #expect(!cloth.contains { $0.japanese.contains("財布") })
    }

    /// A reading's first kana is no conjugated stem: 今 (いま) was shown 今日は暑い, where only 暑い's い matched,
    /// and 宿 (やど) 宿題やった？ ("did you do your homework?").
    @Test func aWordIsNotShownASentenceWhereOnlyOneKanaOfItsReadingIs() {
        let now = sentences.examples(for: Word(id: 1, text: "今", reading: "いま", meanings: ["now"]))
        #expect(!now.contains { $0.japanese == "今日は暑い。" })
        let inn = sentences.examples(for: Word(id: 2, text: "宿", reading: "やど", meanings: ["inn"]))
        #expect(!inn.contains { $0.japanese.contains("宿題") })
    }
}

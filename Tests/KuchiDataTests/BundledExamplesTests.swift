import Testing
import KuchiCore
import KuchiData

@Suite("The bundled Tatoeba sentences")
struct BundledExamplesTests {
    private let sentences = ExampleSentences(text: BundledExamples.text)

    @Test func everyLineIsABundledWordsSentenceThatShowsTheWordSortedForTheBinarySearch() {
        let lines = BundledExamples.text.text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(lines.count > 12_000)
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

    /// Walk-through 14: a word with a kanji is shown a sentence only where it is a whole word, read as the word
    /// is. 切手 "stamp" is not shown 小切手で支払う ("I will pay for it by check": 小切手 is a cheque), 物 "thing"
    /// not 忘れ物ない？ (忘れ物, something forgotten), 色 いろ "colour" not 虹は７色だ (the counter しょく), 上手
    /// うわて "superior" not 上手に歌えた (じょうず "skilful"), nor 大分 だいぶ "greatly" 大分に行く (Ōita).
    @Test func aKanjiWordIsNotShownInsideAnotherWordOrReadAsAnother() {
        func examples(_ text: String, _ reading: String) -> [String] {
            sentences.examples(for: Word(id: 1, text: text, reading: reading, meanings: ["x"])).map(\.japanese)
        }
        #expect(examples("切手", "きって") == ["切手を集めていた。"], "\(examples("切手", "きって"))")
        #expect(!examples("物", "もの").contains { $0.contains("忘れ物") }, "\(examples("物", "もの"))")
        #expect(!examples("色", "いろ").contains { $0.contains("７色") }, "\(examples("色", "いろ"))")
        #expect(examples("上手", "うわて").isEmpty && examples("上手", "じょうず").contains("上手に歌えた。"))
        #expect(!examples("大分", "だいぶ").contains { $0.contains("大分に行く") }, "\(examples("大分", "だいぶ"))")
    }

    /// A word stays shown where it is whole though Janome writes it with more: a する verb conjugated (勉強しなさい),
    /// a verb's ending (食べる), a polite prefix (お菓子 for 菓子, ご飯 for 飯) or a suffix that makes no other word
    /// (大学生 for 大学).
    @Test func aKanjiWordKeepsItsOwnSentencesWithTheirEndingsPrefixesAndSuffixes() {
        func examples(_ text: String, _ reading: String) -> [String] {
            sentences.examples(for: Word(id: 1, text: text, reading: reading, meanings: ["x"])).map(\.japanese)
        }
        #expect(examples("勉強する", "べんきょうする").contains("勉強しなさい。"))
        #expect(examples("食べる", "たべる").contains("魚を食べる。"))
        #expect(examples("菓子", "かし").contains("お菓子買ってよ。"))
        #expect(examples("飯", "めし").contains("晩ご飯は何？"))
        #expect(examples("大学", "だいがく").contains("大学生です。"))
    }

    /// The sentence shown first is one whose English has the word's meaning in it, where there is one: 起こす "to
    /// wake" shows 寝ている子供を起こすな ("Don't wake up the sleeping child"), not the proverb 寝た子を起こすなよ
    /// ("Let sleeping dogs lie"), and 九 "nine" 九時間寝た ("I slept for 9 hours"). 花 and 気 have only proverbs and keep them. A pair read as mistranslated is
    /// left out: あの is not shown あの車です as "It was that car."
    @Test func aLiteralSentenceComesBeforeAProverbAndAMistranslationIsLeftOut() {
        let wake = Word(id: 1, text: "起こす", reading: "おこす", meanings: ["to wake"])
        #expect(sentences.example(for: wake)?.japanese == "寝ている子供を起こすな。")
        let nine = Word(id: 3, text: "九", reading: "きゅう", meanings: ["nine"])
        #expect(sentences.example(for: nine)?.japanese == "九時間寝た。", "its English writes 9: not the proverb 猫に九生あり")
        let that = sentences.examples(for: Word(id: 2, text: "あの", reading: "あの", meanings: ["that"]))
        #expect(!that.isEmpty && !that.contains { $0.english == "It was that car." }, "\(that)")
    }
}

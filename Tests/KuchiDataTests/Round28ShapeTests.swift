import Testing
import KuchiCore

/// Judging round 28 (issue 19): general shapes for the long tail of learners' phrasings, each a table of wrong answers
/// written before its rule was tuned, beside right ones from the blind answers the eleventh pass reviewed.
@Suite("Shapes of round 28") struct Round28ShapeTests {
    /// A stand-in after a preposition that makes the phrase another word's: a quantity or a part ("the rest of", "a lot of"),
    /// another sense of the noun ("a fan of", "a match for"), a phrasal verb ("to fall for", "to take after"), "all of it".
    @Test(arguments: [
        ("休み", "やすみ", "the rest of something"), ("土地", "とち", "a lot of something"), ("夫婦", "ふうふ", "a couple of things"),
        ("親切", "しんせつ", "a kind of something"), ("番号", "ばんごう", "a number of things"), ("扇風機", "せんぷうき", "a fan of something"),
        ("試合", "しあい", "a match for someone"), ("落ちる", "おちる", "to fall for someone"),
        ("取る", "とる", "to take after someone"), ("出る", "でる", "to come across something"), ("全", "ぜん", "all of it"),
    ])
    func aStandInThatMakesAnotherWordIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("費用", "ひよう", "the cost of something"), ("種類", "しゅるい", "a type of something"), ("嗜好", "しこう", "a liking for something"),
        ("上", "うえ", "the top of something"), ("会話", "かいわ", "a conversation between people"), ("感触", "かんしょく", "the feel of something"),
    ])
    func aStandInAfterTheWordsNounIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A preposition left open after a phrasal verb, a time ("the day before") or a quantity.
    @Test(arguments: [
        ("当日", "とうじつ", "the day before"), ("休み", "やすみ", "the rest of"), ("土地", "とち", "a lot of"), ("番号", "ばんごう", "a number of"),
        ("扇風機", "せんぷうき", "a fan of"), ("出る", "でる", "to come in"), ("悩ます", "なやます", "to worry about"),
        ("チェックする", "チェックする", "to check in"),
    ])
    func anOpenPrepositionThatMakesAnotherWordIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A verb's word said as a phrasal verb without its "to" (added after the first build took "go on" for 出る: a bare
    /// verb before an open preposition is a phrasal verb, not a noun phrase).
    @Test(arguments: [
        ("出る", "でる", "come in"), ("出る", "でる", "go on"), ("チェックする", "チェックする", "check in"),
        ("見る/観る", "みる", "look into"), ("取る", "とる", "take to"),
    ])
    func aBarePhrasalVerbIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("見学", "けんがく", "a tour of"), ("対策", "たいさく", "preparation for"), ("料", "りょう", "price for"), ("反映", "はんえい", "reflection of"),
    ])
    func anOpenPrepositionAfterTheWordsNounIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}

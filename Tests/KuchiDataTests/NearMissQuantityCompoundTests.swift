import Testing
import KuchiCore

/// Near-miss wrong answers the judge took, round 2 (issue 19, 2026-12-01): a quantity or negation added to a meaning, and
/// "grandfather" for "old man", each beside the right answers of its shape the rule must keep.
@Suite("Near-miss wrong answers, round 2") struct NearMissQuantityCompoundTests {
    /// A quantity or a negation added to a meaning counts or denies the thing.
    @Test(arguments: [
        ("一種", "いっしゅ", "all kinds"), ("貫禄", "かんろく", "lack of dignity"), ("向き", "むき", "no direction"),
        ("一筋", "ひとすじ", "many lines"),
    ])
    func anAddedQuantityOrNegationIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("一種", "いっしゅ", "a kind"), ("一種", "いっしゅ", "a sort"), ("貫禄", "かんろく", "dignity"), ("貫禄", "かんろく", "presence"),
        ("向き", "むき", "direction"), ("一筋", "ひとすじ", "a line"), ("一筋", "ひとすじ", "one line"),
        ("色々", "いろいろ", "all kinds"), ("色々", "いろいろ", "all sorts"), ("毎日", "まいにち", "every day"),
        ("多い", "おおい", "many"), ("不足", "ふそく", "lack"), ("禁煙", "きんえん", "no smoking"), ("全部", "ぜんぶ", "all"),
        ("臆病", "おくびょう", "lacking courage"),
    ])
    func aQuantityOrNegationTheMeaningsHaveIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Right answers of a compound's shape: the gloss's own modifier, a synonym or kind, a modifier that makes no lemma.
    /// (A rule refusing a compound WordNet lists of its own, "car racing" for 競馬, was measured and taken back.)
    @Test(arguments: [
        ("競馬", "けいば", "horse race"), ("競馬", "けいば", "horse racing"), ("録音", "ろくおん", "sound recording"),
        ("録音", "ろくおん", "audio recording"), ("体温", "たいおん", "body temperature"), ("要点", "ようてん", "main point"),
        ("要点", "ようてん", "gist"), ("病気", "びょうき", "a bad illness"), ("風邪", "かぜ", "a heavy cold"),
        ("風邪", "かぜ", "bad cold"), ("風邪", "かぜ", "head cold"), ("風邪", "かぜ", "common cold"), ("布巾", "ふきん", "tea towel"),
        ("布巾", "ふきん", "dish towel"), ("袋", "ふくろ", "plastic bag"), ("袋", "ふくろ", "shopping bag"),
    ])
    func aSynonymKindOrPlainModifierOfTheGlossIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// An old man is no grandfather: a gloss "old man" lends no "grandfather".
    @Test(arguments: [
        ("小父さん", "おじさん", "grandfather"), ("伯父さん", "おじさん", "grandfather"), ("叔父さん", "おじさん", "grandfather"),
    ])
    func aGrandfatherForAnOldManIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("おじいさん", "おじいさん", "grandfather"), ("おじいさん", "おじいさん", "old man"), ("おばあさん", "おばあさん", "old woman"),
        ("おばあさん", "おばあさん", "grandmother"), ("小父さん", "おじさん", "old man"), ("祖父", "そふ", "grandfather"),
    ])
    func anOldManOrAGrandfatherForTheirOwnWordIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}

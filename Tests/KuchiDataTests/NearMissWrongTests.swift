import Testing
import KuchiCore

/// Near-miss wrong answers the judge took (issue 19, 2026-12-01: 16,334 written blind, 73 taken), each class beside
/// the right answers of its shape the rule that refuses it must keep.
@Suite("Near-miss wrong answers") struct NearMissWrongTests {
    /// A typo's distance from the gloss, but another word: a real English word, another number, a negating prefix.
    @Test(arguments: [
        ("南米", "なんべい", "North America"), ("還暦", "かんれき", "70th birthday"), ("相場", "そうば", "market place"),
        ("下番", "かばん", "going on duty"), ("着色", "ちゃくしょく", "decoloring"),
    ])
    func aTypoThatIsAnotherWordIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("南米", "なんべい", "Sauth America"), ("還暦", "かんれき", "60th brithday"), ("飽きる", "あきる", "to get bored of"), ("相場", "そうば", "market prise"),
        ("下番", "かばん", "goign off duty"), ("着色", "ちゃくしょく", "colourng"),
    ])
    func aTypoThatIsNoWordIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A noun with the opposite of the modifier the word's gloss gives it.
    @Test(arguments: [
        ("寝坊", "ねぼう", "early riser"), ("体力", "たいりょく", "mental strength"),
        ("公募", "こうぼ", "private offering"),
    ])
    func aSiblingsModifierIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("風邪", "かぜ", "bad cold"), ("風邪", "かぜ", "head cold"), ("布巾", "ふきん", "tea towel"),
        ("体温", "たいおん", "body temperature"), ("録音", "ろくおん", "audio recording"), ("寝坊", "ねぼう", "late riser"),
        ("競馬", "けいば", "horse racing"), ("体力", "たいりょく", "physical strength"),
    ])
    func theWordsOwnModifierOrAnyForABareHeadIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The active verb of a passive gloss: the word's transitive partner.
    @Test(arguments: [
        ("切れる", "きれる", "to cut"), ("育つ", "そだつ", "to raise"), ("育つ", "そだつ", "to raise someone"),
    ])
    func theActiveVerbOfAPassiveGlossIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("切れる", "きれる", "to be cut"), ("育つ", "そだつ", "to be raised"), ("当たる", "あたる", "to be hit"),
        ("焼ける", "やける", "to burn"), ("焼ける", "やける", "to be burned"), ("開く", "あく", "to open"),
        ("当たる", "あたる", "to strike"),
    ])
    func aPassiveGlossOrAVerbOfBothVoicesIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A phrasal verb with the particle that reverses the word's.
    @Test(arguments: [
        ("上がる", "あがる", "to go down"), ("汲む", "くむ", "to pour out"),
    ])
    func theOppositeParticleIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("上がる", "あがる", "to go up"), ("飛び出す", "とびだす", "to jump out"), ("汲む", "くむ", "to pour"),
        ("汲む", "くむ", "to pour into a cup"), ("上がる", "あがる", "to come in"),
    ])
    func theWordsOwnParticleIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}

@testable import KuchiCore
import Testing

/// Answers said in another form of a gloss's word: an adjective's adverb, an adjectival noun's adjective, and a long
/// dictionary gloss mistyped once.
@Suite struct DerivedFormAnswerTests {
    /// An adjective gloss is met by the adverb WordNet makes of it, in the adverb's first sense
    /// (`scripts/update-thesaurus.py`); a noun gloss lends none, and a Japanese adverb is no adjective.
    @Test(arguments: [
        ("便利", "べんり", "conveniently", true), ("エレガント", "エレガント", "elegantly", true),
        ("几帳面", "きちょうめん", "methodically", true),
        ("風邪", "かぜ", "coldly", false), ("いつも", "いつも", "usual", false), ("便利", "べんり", "convenience store", false),
    ])
    func anAdjectiveIsMetByItsAdverb(text: String, reading: String, answer: String, accepted: Bool) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word) == accepted, "\(answer) for \(text)")
    }

    /// An adjectival noun's gloss (EDICT's `adj-na`, a noun said with な) is met by the adjective WordNet makes of
    /// it, or the noun with "-ful" (`scripts/update-thesaurus.py`); a noun that is no adjectival noun lends none
    /// (事故 "accident" is no "accidental"), and a verb or an adverb is no adjective.
    @Test(arguments: [
        ("危険", "きけん", "dangerous", true), ("危険", "きけん", "perilous", true), ("危険", "きけん", "hazardous", true),
        ("平和", "へいわ", "peaceful", true), ("平和", "へいわ", "harmonious", true), ("不幸", "ふこう", "sorrowful", true),
        ("健康", "けんこう", "healthful", true),
        ("事故", "じこ", "accidental", false), ("危険", "きけん", "to endanger", false), ("平和", "へいわ", "peacefully", false),
    ])
    func anAdjectivalNounIsMetByItsAdjective(text: String, reading: String, answer: String, accepted: Bool) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word) == accepted, "\(answer) for \(text)")
        #expect(BundledJudge.dictionary.knowledge(of: word).isAdjectivalNoun == (text != "事故"))
    }

    /// A noun made of its adjective with a suffix (-ity, -ion, -ness, -ency …) is met by that adjective, for an
    /// adjectival noun and for a verbal noun alike (流行 "popularity" takes する): each refused before. A noun that is
    /// neither lends none, and an adjective WordNet does not derive from the noun is none of its.
    @Test(arguments: [
        ("平等", "びょうどう", "equal", true), ("流行", "りゅうこう", "popular", true), ("異常", "いじょう", "abnormal", true),
        ("事故", "じこ", "accidental", false),
    ])
    func aNounOfAQualityIsMetByItsAdjective(text: String, reading: String, answer: String, accepted: Bool) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word) == accepted, "\(answer) for \(text)")
    }

    /// A noun gloss's one-word synonym named with one word before it counts, as the gloss itself does ("work trip":
    /// "trip", a synonym of 出張's "tour"); never after a word that counts, points or negates, or a preposition.
    @Test(arguments: [
        ("出張", "しゅっちょう", "work trip", true), ("番組", "ばんぐみ", "radio broadcast", true),
        ("七日", "なのか", "8 days", false), ("七日", "なのか", "eight days", false), ("番組", "ばんぐみ", "next broadcast", false),
        ("それから", "それから", "before then", false),
    ])
    func aSynonymWithAModifierIsMetLikeTheGloss(text: String, reading: String, answer: String, accepted: Bool) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word) == accepted, "\(answer) for \(text)")
    }

    /// A dictionary gloss of seven letters or more mistyped once is a typo (the deck's meanings had that allowance
    /// already); a short gloss, an answer that is a meaning in its own right, or one as close to a meaning in play is not.
    @Test(arguments: [
        ("motor vehcle", [String](), Judgement.typo), ("motorcat", [], .typo), ("autp", [], .wrong),
        ("motor vehcle", ["motor vehcles"], .wrong), ("motor vehicel", ["moto vehical"], .typo), ("motor vehicale", ["x"], .typo),
    ])
    func aLongDictionaryGlossMistypedOnceIsATypo(answer: String, competitors: [String], judgement: Judgement) throws {
        let word = try #require(BundledJudge.word("自動車", "じどうしゃ"))
        let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(answer, for: challenge, competitors: competitors,
                                                            dictionary: BundledJudge.dictionary) else {
            Issue.record("no verdict for \(answer)")
            return
        }
        #expect(verdict.judgement == judgement, "\(answer)")
        if judgement == .typo { #expect(verdict.accepted.contains(verdict.expected) && verdict.expected != answer) }
    }
}

/// An intransitive verb (EDICT's `vi`, no `vt`) said as a passive or a change of state.
@Suite struct PassiveAnswerTests {
    @Test(arguments: [
        ("焼ける", "やける", "be burned", true), ("焼ける", "やける", "to get burnt", true), ("燃える", "もえる", "to be burned", true),
        ("始まる", "はじまる", "to be started", true), ("閉まる", "しまる", "get closed", true),
        // A transitive verb is not what is done to it: 焼く "to burn" (something) is no "be burned".
        ("焼く", "やく", "be burned", false), ("焼ける", "やける", "be roasted", true), ("焼ける", "やける", "be frozen", false),
        // "Left" is a side as well: 出る "to leave" is no "be left" (残る's meaning).
        ("出る", "でる", "be left", false),
    ])
    func anIntransitiveVerbIsMetByItsPassive(text: String, reading: String, answer: String, accepted: Bool) throws {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        #expect(BundledJudge.accepts(answer, for: word) == accepted, "\(answer) for \(text)")
        if text == "焼く" { #expect(BundledJudge.dictionary.knowledge(of: word).isIntransitive == false) }
    }

    @Test(arguments: [
        ("burned", ["burn", "burne"]), ("closed", ["clos", "close"]), ("dried", ["dri", "drie", "dry"]),
        ("stopped", ["stopp", "stoppe", "stop"]), ("broken", ["break"]), ("red", [String]()), ("blue", []),
    ])
    func pastParticiplesAreReadBack(participle: String, bases: [String]) {
        #expect(PassiveAnswer.baseForms(of: participle) == bases)
    }
}

@testable import KuchiCore
import Testing

/// Natural answers of a fifth round for unseen lists (issue 19): a quality's noun said as its adjective, a verbal
/// noun of what is said or thought said as its verb, sister shades of an adjective two glosses agree on, and a doer's
/// noun said as who does it. Each accepted row was refused before this round; each refused one stays refused.
@Suite struct WiderPhrasingTests {
    /// A noun of a quality made of its adjective by a suffix (-ty, -dom, -ity with -ble as -bility) is met by the
    /// adjective when WordNet ties them (a derivation or attribute pointer, or the adjective in a definition of the
    /// noun: "freedom", the condition of being free), for adjectival and verbal nouns (`scripts/update-thesaurus.py`).
    /// A noun that is neither lends none (事故 "accident").
    @Test(arguments: [
        ("安全", "あんぜん", "safe", true), ("自由", "じゆう", "free", true), ("安定", "あんてい", "stable", true),
        ("残酷", "ざんこく", "cruel", true),
        ("事故", "じこ", "accidental", false), ("安全", "あんぜん", "dangerous", false), ("残酷", "ざんこく", "kind", false),
    ])
    func aQualitysNounIsMetByItsAdjective(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
    }

    /// A verbal noun whose gloss is first something said or thought (WordNet's noun.communication, noun.cognition)
    /// is met by the verb WordNet derives from it, spelt as it begins; never by that verb's synonyms, which drift
    /// ("argument": to indicate).
    @Test(arguments: [
        ("批判", "ひはん", "to criticize", true), ("批判", "ひはん", "criticise", true), ("広告", "こうこく", "to advertise", true),
        ("発表", "はっぴょう", "to announce", true),
        ("議論", "ぎろん", "to indicate", false), ("批判", "ひはん", "to praise", false),
    ])
    func aVerbalNounOfSayingIsMetByItsVerb(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
    }

    /// Two glosses of one sense that are satellites of one head adjective in WordNet through satellites of their own
    /// (巨大 "huge; gigantic": large) lend the head's other satellites whose first sense that is ("giant", "massive");
    /// the head itself and a word met only in a later sense are no sister shade, and one gloss alone lends none.
    @Test(arguments: [
        ("巨大", "きょだい", "giant", true), ("巨大", "きょだい", "massive", true), ("巨大", "きょだい", "colossal", true),
        ("巨大", "きょだい", "small", false), ("ひどい", "ひどい", "wonderful", false), ("ひどい", "ひどい", "scary", false),
        ("百", "ひゃく", "1000", false),
    ])
    func sisterShadesOfAnAdjectiveAreMet(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
    }

    /// A one-word noun of a doer in -er or -or is met by "a person who" (someone, one, people: person) and its verb; another
    /// verb is another doer.
    @Test(arguments: [
        ("運転手", "うんてんしゅ", "person who drives", true), ("運転手", "うんてんしゅ", "someone who drives", true),
        ("先生", "せんせい", "a person who teaches", true), ("歌手", "かしゅ", "someone who sings", true),
        ("運転手", "うんてんしゅ", "person who rides", false), ("歌手", "かしゅ", "someone who dances", false),
    ])
    func aDoerIsMetByWhoDoesIt(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
    }

    @Test(arguments: [
        ("driver", ["personwhodrive", "someonewhodrive", "1whodrive"]), ("teacher", ["personwhoteach", "somebodywhoteach"]),
        ("runner", ["personwhorun"]), ("actor", ["personwhoact"]),
    ])
    func doersAreSaidAsWhoDoesIt(noun: String, keys: [String]) {
        let found = Set(GlossVariants.doerPhrases(of: noun))
        for key in keys { #expect(found.contains(key), "\(key) for \(noun): \(found.sorted())") }
        #expect(GlossVariants.doerPhrases(of: "cat").isEmpty && GlossVariants.doerPhrases(of: "to drive").isEmpty)
    }
}

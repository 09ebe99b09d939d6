@testable import KuchiCore
import Testing

/// Natural answers of a sixth round for unseen lists (issue 19): a thing's everyday name, a state said as the state, a
/// thanks or an apology said more strongly, "not" with an adjective for its negative, and what a gloss is in its
/// WordNet definition's words. Each accepted row was refused
/// before this round; each refused one stays refused.
@Suite struct EverydayPhrasingTests {
    private func judged(_ text: String, _ reading: String, _ answer: String) throws -> Bool {
        let word = try #require(BundledJudge.word(text, reading), "\(text) \(reading) is not in the bundled list")
        return BundledJudge.accepts(answer, for: word)
    }

    /// A narrower word WordNet files as a colloquialism or slang, or defines as an informal term for its broader word,
    /// is that thing's everyday name, lent under any name of the thing (`scripts/update-thesaurus.py`): "police
    /// officer" is WordNet's second name of the policeman, whose colloquial "cop" no narrower word was lent under.
    @Test(arguments: [
        ("警察", "けいさつ", "cops", true), ("警察", "けいさつ", "cop", true),
        ("警察", "けいさつ", "firefighter", false), ("警察", "けいさつ", "detective", false),
    ])
    func aThingsEverydayNameIsMet(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try judged(text, reading, answer) == accepted, "\(answer) for \(text)")
    }

    /// A state is met as the state, coming into it, or being in it: a trailing "to" may go ("to grow accustomed to": to
    /// become accustomed), and a gloss that is a gerund of being, becoming or feeling ("being careful", "becoming aware
    /// (of)") is met by the state ("be careful", "to be aware of"). A preposition that changes the state stays: "to get
    /// tired of" is bored, no "tired"; a typed object after the gloss's preposition is left out ("get used to it").
    @Test(arguments: [
        ("慣れる", "なれる", "to become accustomed", true), ("慣れる", "なれる", "get used to it", true),
        ("注意", "ちゅうい", "be careful", true), ("意識", "いしき", "to be aware of", true),
        ("退屈", "たいくつ", "tired", false), ("慣れる", "なれる", "to become tired", false),
        ("注意", "ちゅうい", "be careless", false),
    ])
    func aStateIsMetAsTheState(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try judged(text, reading, answer) == accepted, "\(answer) for \(text)")
    }

    /// Thanks and apologies said more strongly: "thank you" is also "thank you very much", "sorry" "I'm sorry". One way
    /// only: 申し訳ない's "thank you very much (for help, etc.)", said with an apology, is no plain "thank you".
    @Test(arguments: [
        ("有難う", "ありがとう", "thank you very much", true), ("有難う", "ありがとう", "thanks so much", true),
        ("すまない", "すまない", "I'm sorry", true),
        ("申し訳ない", "もうしわけない", "thank you", false), ("有難う", "ありがとう", "I'm sorry", false),
    ])
    func thanksAndApologiesSaidMoreStronglyAreMet(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try judged(text, reading, answer) == accepted, "\(answer) for \(text)")
    }

    /// "Not" with an adjective meets the adjective with a negative prefix, a gloss or an adjectival noun's adjective:
    /// 不便 "inconvenience" (inconvenient) is "not convenient". Never the adjective itself, nor another negative.
    @Test(arguments: [
        ("不便", "ふべん", "not convenient", true),
        ("便利", "べんり", "not convenient", false), ("不便", "ふべん", "not comfortable", false),
    ])
    func notWithAnAdjectiveMeetsItsNegative(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try judged(text, reading, answer) == accepted, "\(answer) for \(text)")
    }

    /// Two or more content words that WordNet's definition of the first sense of a noun, adjective or adverb gloss holds
    /// say what the word is (`scripts/thesaurus_definitions.py`): 列島 "archipelago" (a group of many islands in a large
    /// body of water), 暴風 "gale" (a strong wind …). Never a word the definition lacks, one word alone, a verb's
    /// definition (返す "to return (something)" is no "go back"), nor an alternative after "or" (夕飯 "dinner", served in
    /// the evening or at midday, is no "midday meal").
    @Test(arguments: [
        ("列島", "れっとう", "group of islands", true), ("暴風", "ぼうふう", "strong wind", true),
        ("味噌", "みそ", "soybean paste", true),
        ("列島", "れっとう", "group of people", false), ("暴風", "ぼうふう", "weak wind", false), ("暴風", "ぼうふう", "wind", false),
        ("返す", "かえす", "to go back", false), ("夕飯", "ゆうはん", "midday meal", false),
    ])
    func aGlossIsMetByItsDefinitionsWords(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try judged(text, reading, answer) == accepted, "\(answer) for \(text)")
    }
}

@testable import KuchiCore
import Testing

/// Natural answers of a sixth round for unseen lists (issue 19): a thing's everyday name, a state said as the state, a
/// thanks or an apology said more strongly, and "not" with an adjective for its negative. Each accepted row was refused
/// before this round; each refused one stays refused.
@Suite struct EverydayPhrasingTests {
    /// A narrower word WordNet files as a colloquialism or slang, or defines as an informal term for its broader word,
    /// is that thing's everyday name (`scripts/update-thesaurus.py`): お金 "money" takes "dough", 警官 "policeman"
    /// "cop". Never one WordNet files or defines as a slur, an insult or an obscenity: WordNet's "cop" synset is
    /// "uncomplimentary terms for a policeman" with "pig" in it, so 警察 "police" lends neither "cops" nor "pig".
    @Test(arguments: [
        ("お金", "おかね", "dough", true), ("警官", "けいかん", "cop", true),
        ("警官", "けいかん", "pig", false), ("警察", "けいさつ", "pig", false), ("警察", "けいさつ", "firefighter", false),
        ("警察", "けいさつ", "detective", false),
    ])
    func aThingsEverydayNameIsMet(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
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
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
    }

    /// A transitive verb said with a stand-in for its object ("visit someone") is the verb; never for an intransitive
    /// verb, where the object makes another word (止む "to stop" ← "stop something" is 止める's).
    @Test(arguments: [
        ("訪ねる", "たずねる", "visit someone", true), ("訪ねる", "たずねる", "to visit somebody", true),
        ("止む", "やむ", "stop something", false), ("訪ねる", "たずねる", "visit japan", false),
    ])
    func aVerbWithAStandInForItsObjectIsTheVerb(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
    }

    /// Thanks and apologies said more strongly: "thank you" is also "thank you very much", "sorry" "I'm sorry". One way
    /// only: 申し訳ない's "thank you very much (for help, etc.)", said with an apology, is no plain "thank you".
    @Test(arguments: [
        ("有難う", "ありがとう", "thank you very much", true), ("有難う", "ありがとう", "thanks so much", true),
        ("すまない", "すまない", "I'm sorry", true),
        ("申し訳ない", "もうしわけない", "thank you", false), ("有難う", "ありがとう", "I'm sorry", false),
    ])
    func thanksAndApologiesSaidMoreStronglyAreMet(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
    }

    /// "Not" with an adjective meets the adjective with a negative prefix, a gloss or an adjectival noun's adjective:
    /// 不便 "inconvenience" (inconvenient) is "not convenient". Never the adjective itself, nor another negative, nor a
    /// prefixed adjective that is no negation (悪名高い "infamous", 貴重 "invaluable"), nor a noun spelt alike (収入 "income").
    @Test(arguments: [
        ("不便", "ふべん", "not convenient", true),
        ("便利", "べんり", "not convenient", false), ("不便", "ふべん", "not comfortable", false),
        ("貴重", "きちょう", "not valuable", false),
        ("収入", "しゅうにゅう", "not come", false), ("割引", "わりびき", "not count", false),
    ])
    func notWithAnAdjectiveMeetsItsNegative(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
    }

    /// A prefixed adjective that is no negation of the rest is never what "not" and the rest says: "not famous" is no
    /// "infamous", "not tense" no "intense"; "not happy" is "unhappy".
    @Test func notWithAnAdjectiveNeverMeetsAFalseNegative() {
        #expect(!ReshapedAnswer.prefixedNegations(of: "not famous").contains("infamous"))
        #expect(!ReshapedAnswer.prefixedNegations(of: "not tense").contains("intense"))
        #expect(ReshapedAnswer.prefixedNegations(of: "not happy").contains("unhappy"))
    }
}

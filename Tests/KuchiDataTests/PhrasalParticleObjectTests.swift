import Testing
@testable import KuchiCore
import KuchiData

/// Issue 19: a final "on", "in", "to" or "up" may be a phrasal verb's particle, and an object after it makes another verb.
/// A stand-in object after one is never right for a verb that takes none; after a preposition that is never a particle, or
/// after a key's noun phrase, it stays right.
@Suite("A stand-in object after a phrasal verb's particle")
struct PhrasalParticleObjectTests {
    /// Each says another verb than the word's: handing something on, handing it in, amounting to it, upsetting someone.
    @Test(arguments: [
        ("死ぬ", "しぬ", "to pass on something"), ("死ぬ", "しぬ", "passing on something"), ("死ぬ", "しぬ", "passing on it"),
        ("死ぬ", "しぬ", "to pass on it"), ("寝る", "ねる", "to turn in something"), ("寝る", "ねる", "turning in it"),
        ("目覚める", "めざめる", "to come to something"), ("目覚める", "めざめる", "coming to it"),
        ("着く", "つく", "to get to someone"), ("進む", "すすむ", "to move on someone"),
        ("分かる", "わかる", "catching on something"), ("寝坊", "ねぼう", "to sleep in something"),
    ])
    func anObjectAfterAParticleIsWrong(text: String, reading: String, typed: String) throws {
        #expect(try !BundledJudge.accepts(typed, text: text, reading: reading))
    }

    /// The answers the stand-in rules were made for; "it" after "with" as the verb rule took it before judging round 10.
    @Test(arguments: [
        ("信頼", "しんらい", "faith in someone"), ("代弁", "だいべん", "speaking on behalf of someone"),
        ("耐える", "たえる", "putting up with it"), ("耐える", "たえる", "putting up with"), ("耐える", "たえる", "to put up with it"),
        ("降りる", "おりる", "getting off"), ("考える", "かんがえる", "thinking about"),
    ])
    func theNaturalAnswersStayRight(text: String, reading: String, typed: String) throws {
        #expect(try BundledJudge.accepts(typed, text: text, reading: reading))
    }

    /// A key's verb ending in a word that may be a particle takes no stand-in; a noun phrase or a fixed preposition does.
    @Test func aKeysParticleTakesNoStandIn() {
        let keys = MeaningMatcher.wordForWordKeys(["to pass on", "turning in", "interest in", "to look after"])
        #expect(!MeaningMatcher.saysWordForWord("to pass on something", in: keys))
        #expect(!MeaningMatcher.saysWordForWord("turning in someone", in: keys))
        #expect(MeaningMatcher.saysWordForWord("to pass on", in: keys))
        #expect(MeaningMatcher.saysWordForWord("interest in something", in: keys))
        #expect(MeaningMatcher.saysWordForWord("to look after somebody", in: keys))
    }
}

@testable import KuchiCore
import Testing

/// Natural answers the seventh walk-through's learners typed (issue 19; that list counts as seen for these rules): a
/// state a gloss says with "feel" or "being" said alone, and everyday clippings and chat initialisms of English. Each
/// accepted row was refused before; each refused one stays refused.
@Suite struct EverydayWordingTests {
    /// JMdict's "feel relieved" (ほっと) and "being fed up with" (うんざり) say a state with a verb and no "to": the
    /// state alone is the answer, as is the state with "to be", "feeling" or "getting"; another state is not.
    @Test(arguments: [
        ("ほっと", "ほっと", "relieved", true), ("ほっと", "ほっと", "feeling relieved", true),
        ("うんざり", "うんざり", "fed up", true), ("うんざり", "うんざり", "to be fed up", true),
        ("うんざり", "うんざり", "fed up with", true), ("うんざり", "うんざり", "getting fed up", true),
        ("ほっと", "ほっと", "worried", false), ("うんざり", "うんざり", "excited", false),
    ])
    func aStateSaidWithFeelOrBeingIsMetByTheStateAlone(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
    }

    /// A particle's or a preposition's phrase is no state: "feel like" lends no "like", "getting up" no "up" and
    /// "feeling of" nothing; nor does "feel free" lend "free", or "tired of" (bored) "tired".
    @Test func aPhrasalVerbLendsNoState() {
        #expect(GlossVariants.stateKeys(of: "feel like").isEmpty)
        #expect(GlossVariants.stateKeys(of: "getting up").isEmpty)
        #expect(GlossVariants.stateKeys(of: "feeling of loss").isEmpty)
        #expect(GlossVariants.stateKeys(of: "feel free").isEmpty)
        #expect(GlossVariants.stateKeys(of: "feel relieved").isSuperset(of: ["relieved", "feelingrelieved", "getrelieved"]))
        #expect(GlossVariants.stateKeys(of: "being fed up with").isSuperset(of: ["fedup", "fedupwith", "beingfedup"]))
        #expect(!GlossVariants.stateKeys(of: "to get tired of").contains("tired"), "tired of is bored")
    }

    /// A clipping is the word it clips, either way ("congrats", "pic", "mum"), and a chat initialism the phrase it
    /// stands for ("btw"); neither meets another word.
    @Test(arguments: [
        ("おめでとう", "おめでとう", "congrats", true), ("写真", "しゃしん", "pic", true), ("ところで", "ところで", "btw", true),
        ("お母さん", "おかあさん", "mum", true),
        ("ところで", "ところで", "omg", false), ("写真", "しゃしん", "vid", false), ("お母さん", "おかあさん", "granny", false),
    ])
    func aClippingOrAnInitialismIsTheWordItStandsFor(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
    }

    /// Everyday phrases for a linking adverb or a manner ("on top of that": moreover, "as always": as usual); an antonym
    /// or another adverb stays wrong, and "a lot" joins no group ("lot" is a noun of its own: 土地 "plot of land; lot").
    @Test(arguments: [
        ("しかも", "しかも", "on top of that", true), ("あいかわらず", "あいかわらず", "as always", true),
        ("しかも", "しかも", "instead", false), ("たちまち", "たちまち", "slowly", false), ("たっぷり", "たっぷり", "a little", false),
        ("土地", "とち", "lots of", false),
    ])
    func anEverydayPhraseIsMetForTheAdverbItSays(text: String, reading: String, answer: String, accepted: Bool) throws {
        #expect(try BundledJudge.accepts(answer, text: text, reading: reading) == accepted, "\(answer) for \(text)")
    }
}

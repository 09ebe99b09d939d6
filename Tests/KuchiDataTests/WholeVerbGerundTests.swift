import Testing
import KuchiCore
import KuchiData

/// Judging round 10 (docs/japanese.md) on the bundled words: a whole verb gloss said as its gerund, and a shop said after
/// its keeper with 's.
@Suite("Gerund phrases and keepers' shops for the bundled words")
struct WholeVerbGerundTests {
    /// The gerund of a verb gloss of the word, or of an answer key's verb, with the rest of its words: right.
    @Test(arguments: [
        ("考える", "かんがえる", "thinking about"), ("耐える", "たえる", "putting up with it"), ("耐える", "たえる", "putting up with"),
        ("堪える", "こたえる", "putting up with"), ("降りる", "おりる", "getting off"), ("払う", "はらう", "paying"),
    ])
    func aWholeVerbGlossSaidAsItsGerundIsRight(text: String, reading: String, typed: String) throws {
        #expect(try BundledJudge.accepts(typed, text: text, reading: reading))
    }

    /// A synonym the thesaurus lends a gloss is right as a verb, but its gerund is no gerund of the word's own verbs; nor is
    /// a gerund with words the gloss does not say.
    @Test(arguments: [
        ("耐える", "たえる", "brooking"), ("払う", "はらう", "remunerating"), ("考える", "かんがえる", "thinking about dinner"),
        ("降りる", "おりる", "getting"),
    ])
    func aGerundOfNoGlossOfTheWordIsWrong(text: String, reading: String, typed: String) throws {
        #expect(try !BundledJudge.accepts(typed, text: text, reading: reading))
    }

    /// The synonyms whose gerunds are refused above are right said as verbs: the gerund rule lends them nothing.
    @Test(arguments: [("耐える", "たえる", "to brook"), ("払う", "はらう", "to remunerate")])
    func theSynonymItselfIsRight(text: String, reading: String, typed: String) throws {
        #expect(try BundledJudge.accepts(typed, text: text, reading: reading))
    }

    /// 床屋 "barber" (JMdict: barbershop, barber shop, barber) takes "the barber's"; 医者 "doctor" names no place, so
    /// "doctor's" stays wrong for it.
    @Test func aShopIsNamedByItsKeeperOnlyForAWordNamingTheShop() throws {
        #expect(try BundledJudge.accepts("barber's", text: "床屋", reading: "とこや"))
        #expect(try BundledJudge.accepts("the barber's", text: "床屋", reading: "とこや"))
        #expect(try !BundledJudge.accepts("doctor's", text: "医者", reading: "いしゃ"))
        #expect(try !BundledJudge.accepts("the doctor's", text: "医者", reading: "いしゃ"))
    }
}

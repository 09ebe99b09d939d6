import Testing
import KuchiCore

/// Two things a new learner met in the thirteenth walk-through: a plain -oes plural refused, and an intransitive
/// verb that accepted its transitive partner's meaning because the bundled row had it.
@Suite("The -oes plural and a verb's transitive partner")
struct PluralAndPartnerVerbTests {
    @Test func anOesPluralIsTheSameAnswerAsItsSingular() throws {
        let volcano = try #require(BundledJudge.word("火山", "かざん"))
        #expect(BundledJudge.accepts("volcanoes", for: volcano))
        #expect(BundledJudge.accepts("volcano", for: volcano))
        let hero = try #require(BundledJudge.word("英雄", "えいゆう"))
        #expect(BundledJudge.accepts("heroes", for: hero))
    }

    @Test func anIntransitiveVerbRefusesItsTransitivePartnersMeaning() throws {
        let grow = try #require(BundledJudge.word("育つ", "そだつ"))
        #expect(!BundledJudge.accepts("to raise a child", for: grow), "that is 育てる")
        #expect(BundledJudge.accepts("to grow up", for: grow))
        #expect(BundledJudge.accepts("to be brought up", for: grow))
    }
}

import Foundation
import Testing
@testable import KuchiCore

/// What a learner who has met every word of their scope is told: how many, and how to go on.
@Suite("Every word of the scope met")
struct ScopeMetTests {
    @Test func aFinishedJLPTLevelNamesTheNextLevelWithTheRealConfigSyntax() {
        let met = ScopeMet(scope: WordScope(levels: ["N5"]), words: 662)
        #expect(met.nextLevel == "N4")
        #expect(met.sentence == "You have met all 662 N5 words: only reviews are left. "
                + "To go on, kuchi config set level N5,N4 adds the N4 words.")
        let two = ScopeMet(scope: WordScope(levels: ["N5", "N4"]), words: 1_294)
        #expect(two.sentence.contains("all 1,294 N5 and N4 words") && two.sentence.contains("kuchi config set level N5,N4,N3 adds the N3 words"))
    }

    @Test func theLastLevelADeckAndTheWholeBankSayHowToGoOnWithoutALevel() {
        let n1 = ScopeMet(scope: WordScope(levels: ["N1"]), words: 3_439)
        #expect(n1.nextLevel == nil && !n1.sentence.contains("config set level"))
        let deck = ScopeMet(scope: WordScope(decks: ["fruit"]), words: 3)
        #expect(deck.nextLevel == nil)
        #expect(deck.sentence.hasPrefix("You have met all 3 words of deck 'fruit': only reviews are left."))
        #expect(deck.sentence.contains("kuchi decks"))
        #expect(ScopeMet(scope: WordScope(), words: 8_334).sentence.contains("kuchi import"))
    }

    @Test func nothingDueWithTheScopeMetSaysSoInsteadOfComeBackTomorrow() {
        let met = ScopeMet(scope: WordScope(levels: ["N5"]), words: 662)
        let nothing = NothingDue(next: nil, now: Date(timeIntervalSince1970: 0), canPractiseRandom: true, scopeMet: met)
        let message = nothing.message(in: TimeZone(identifier: "UTC") ?? .current)
        #expect(message.contains("You have met all 662 N5 words") && !message.contains("Come back tomorrow"))
    }
}

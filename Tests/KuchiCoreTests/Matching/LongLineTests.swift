@testable import KuchiCore
import Testing

/// Issue 23: every step of judging a typed line is linear in its length; a megabyte line used to take
/// seconds (each character copied every spelling so far); quadratic again, these tests would take minutes.
@Suite("Long lines")
struct LongLineTests {
    @Test func macronSpellingsOfAMegabyteLineAreTheSpellingsOfItsFirstMacrons() {
        let text = "tōkyō" + String(repeating: "a", count: 1_000_000) + "ōōōō"
        let spellings = MacronSpellings.expansions(of: text)
        // Two macrons give four spellings; the next four would make 64, so they take their first spelling.
        #expect(spellings.count == 16)
        #expect(Set(spellings).count == 16)
        #expect(spellings.allSatisfy { $0.count == text.count + 6 })
        #expect(spellings.first == "toukyou" + String(repeating: "a", count: 1_000_000) + "ouououou")
    }

    @Test func aLongLineIsStillJudgedAsKana() {
        let line = String(repeating: "ka", count: 200_000)
        #expect(ReadingMatcher.kana(from: line) == [String(repeating: "か", count: 200_000)])
    }
}

import KuchiCore
import KuchiData
import Testing

/// Walk-through 34 (L): より、ほう's choice "Used for comparison." kept the capital and full stop of a sentence among
/// lowercase choices. The bundled lists' script now writes a gloss so as the others are written (scripts/pos_tags.py).
@Suite("Bundled meanings are written as glosses, not sentences")
struct BundledGlossCaseTests {
    /// No bundled meaning ends with a full stop after a word (an abbreviation's, "etc.", "Mrs.", "i.e.", stays), and
    /// none of several words starts with a capital and ends so.
    @Test func noBundledMeaningEndsAsASentence() {
        let words = Array(BundledJudge.words.values) + Array(BundledJudge.levelWords.values)
        let abbreviations: Set<String> = ["etc", "ibid", "messrs", "mrs", "mr", "ms", "vs"]
        var sentences: [String] = []
        for word in words {
            for meaning in word.meanings where meaning.hasSuffix(".") && !meaning.hasSuffix("..") {
                let last = meaning.dropLast().reversed().prefix { $0.isLetter }
                let before = meaning.dropLast(last.count + 1).last
                if last.count >= 3, before != ".", !abbreviations.contains(String(last.reversed()).lowercased()) {
                    sentences.append("\(word.text): \(meaning)")
                }
            }
        }
        #expect(sentences.isEmpty, "\(sentences.sorted())")
    }

    @Test func comparisonIsALowercaseChoice() throws {
        let word = try #require(BundledJudge.word("より、ほう", "より、ほう"))
        #expect(word.meanings.first == "used for comparison", "\(word.meanings)")
    }
}

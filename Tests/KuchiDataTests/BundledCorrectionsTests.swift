import KuchiCore
import KuchiData
import Testing

/// Mistakes of the bundled list's source, corrected where the list is made (scripts/update-bundled-words.py)
/// and so in every file generated from it.
@Suite("The bundled words keep their corrections")
struct BundledCorrectionsTests {
    @Test func fourthIsSpeltRightInTheWordListAndTheThesaurus() throws {
        let shi = try #require(BundledJudge.word("四日", "よっか"))
        #expect(shi.meanings == ["four days", "fourth day of the month"])
        #expect(!BundledWordList.text.contains("fouth"))
        #expect(!BundledThesaurus.text.description.contains("fouth"))
    }
}

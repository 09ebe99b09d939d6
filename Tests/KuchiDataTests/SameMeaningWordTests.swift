import KuchiCore
import Testing

/// At a word question another bundled word counts when the dictionary makes each word's main meaning a right
/// answer for the other (``AnswerJudge/meansTheSame(_:as:dictionary:)``), and never for opposites.
@Suite("Bundled words with the same meaning")
struct SameMeaningWordTests {
    @Test(arguments: [("トイレ", "トイレ", "お手洗い", "おてあらい", true), ("お手洗い", "おてあらい", "トイレ", "トイレ", true),
                      ("来る", "くる", "行く", "いく", false), ("入る", "はいる", "出る", "でる", false),
                      ("寒い", "さむい", "塩", "しお", false), ("売る", "うる", "買う", "かう", false)])
    func anotherWordMeansTheSameOnlyWhenTheDictionarySaysSoBothWays(other: String, otherReading: String, word: String,
                                                                    reading: String, same: Bool) throws {
        let otherWord = try #require(BundledJudge.word(other, otherReading))
        let asked = try #require(BundledJudge.word(word, reading))
        #expect(AnswerJudge.meansTheSame(otherWord, as: asked, dictionary: BundledJudge.dictionary) == same)
    }
}

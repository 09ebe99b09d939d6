import Testing
@testable import KuchiCore

/// Which word a name means when several words answer to it: one word's spellings name the spelling typed, words
/// that only sound alike stay ambiguous.
@Suite("One word's spellings")
struct OneWordSpellingsTests {
    private let sore = Word(id: 1, text: "それ", reading: "それ", meanings: ["that"], level: "N5")
    private let soreKanji = Word(id: 2, text: "其れ", reading: "それ", meanings: ["it", "that (indicating an item near the listener)"], level: "N1")
    private let ieNo = Word(id: 3, text: "いえ", reading: "いえ", meanings: ["no"], level: "N4")
    private let ieHouse = Word(id: 4, text: "家", reading: "いえ", meanings: ["house"], level: "N5")

    @Test func kanaOrRomajiOfOneWordsTwoSpellingsNamesTheKanaSpelling() throws {
        let found = [sore, soreKanji]
        #expect(OneWordSpellings.pick(from: found, named: try #require(WordName("それ")))?.id == 1)
        #expect(OneWordSpellings.pick(from: found, named: try #require(WordName("sore")))?.id == 1, "romaji names what its kana names")
    }

    @Test func twoWordsReadAlikeStayAmbiguous() throws {
        #expect(OneWordSpellings.pick(from: [ieNo, ieHouse], named: try #require(WordName("いえ"))) == nil, "いえ 'no' and 家 'house' share no meaning")
        #expect(OneWordSpellings.pick(from: [ieNo, ieHouse], named: try #require(WordName("ie"))) == nil)
    }

    /// あした (N3) and 明日 (N5) are one word; the kana spelling listed at a harder level is not the word a learner
    /// meets first, so the name stays ambiguous.
    @Test func aKanaSpellingAtAHarderLevelThanAnotherSpellingStaysAmbiguous() throws {
        let ashitaKana = Word(id: 5, text: "あした", reading: "あした", meanings: ["tomorrow"], level: "N3")
        let ashita = Word(id: 6, text: "明日", reading: "あした", meanings: ["tomorrow"], level: "N5")
        #expect(OneWordSpellings.pick(from: [ashitaKana, ashita], named: try #require(WordName("あした"))) == nil)
    }

    @Test func aNameWithAReadingOrASingleWordIsLeftToTheCaller() throws {
        #expect(OneWordSpellings.pick(from: [sore], named: try #require(WordName("それ"))) == nil, "one word needs no pick")
        #expect(OneWordSpellings.pick(from: [sore, soreKanji], named: try #require(WordName("其れ[それ]"))) == nil)
    }

    @Test func meaningsAreComparedWithoutCaseOrParenthesisedNotes() {
        #expect(OneWordSpellings.gloss("That (indicating an item near the listener)") == "that")
        #expect(OneWordSpellings.gloss("  To  Eat ") == "to eat")
    }
}

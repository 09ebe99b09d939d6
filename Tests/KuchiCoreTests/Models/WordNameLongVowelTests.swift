import Testing
@testable import KuchiCore

/// Walk-through 31, D10: the romaji Kuchi prints for a katakana word with ー (koohii for コーヒー) names that word
/// in `kuchi words fav`, `suspend` and `accepted`, as do its macron spelling and its kana with ー.
@Suite("A katakana word with ー named by its romaji")
struct WordNameLongVowelTests {
    @Test(arguments: [("koohii", "コーヒー"), ("kōhī", "コーヒー"), ("paatii", "パーティー"), ("pātī", "パーティー"),
                      ("ぱーてぃー", "パーティー"), ("takushii", "タクシー"), ("karendaa", "カレンダー"), ("konpyuutaa", "コンピューター")])
    func theRomajiOrKanaWithTheVowelAgainNamesTheWord(given: String, word: String) throws {
        let name = try #require(WordName(given))
        #expect(name.forms.contains(word), "\(name.forms)")
    }

    @Test func aWordWithoutLongVowelsKeepsItsKana() throws {
        let name = try #require(WordName("benkyou"))
        #expect(name.forms.contains("べんきょう"))
        #expect(try #require(WordName("terebi")).forms.contains("テレビ"))
    }
}

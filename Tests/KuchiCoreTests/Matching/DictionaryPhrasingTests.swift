import Testing
@testable import KuchiCore

/// An answer said as dictionaries say it (``DictionaryPhrasing``), for a second look at an answer judged wrong.
@Suite("Answers said as dictionaries say them")
struct DictionaryPhrasingTests {
    @Test(arguments: [
        ("how you feel", ["how one feels"]), ("what you do", ["what one does"]), ("how you try", ["how one tries"]),
        ("to do your best", ["to do one's best"]), ("with your own eyes", ["with one's own eyes"]),
        ("to hurt yourself", ["to hurt oneself"]), ("you can", ["you can"]),
        ("to put something away", ["to put away"]), ("to let something fall", ["to let fall"]),
        ("to give something to someone", ["to give to someone"]),
        ("to pass your hand over something", ["to pass one's hand over something"]),
        ("to tell you something", ["to tell one something"]),
    ])
    func aPhraseIsSaidWithTheDictionarysOne(typed: String, said: [String]) {
        let expected = said == [typed] ? [] : said
        #expect(DictionaryPhrasing.variants(of: typed) == expected, "\(typed)")
    }

    /// Whose thing it is stays as typed at the start ("my house" is not お宅 "your house"), and a stand-in at either end
    /// is left to the judge's own rules; a lone word has no phrase to reshape.
    @Test(arguments: ["your wife", "to your house", "my house", "someone else", "to visit someone", "something nice", "you"])
    func wordsThatSayWhoseOrWhatStayAsTyped(typed: String) {
        #expect(DictionaryPhrasing.variants(of: typed).isEmpty, "\(typed): \(DictionaryPhrasing.variants(of: typed))")
    }
}

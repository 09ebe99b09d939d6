import Testing
@testable import KuchiCore

/// An answer said as dictionaries say it (``DictionaryPhrasing``), for a second look at an answer judged wrong.
@Suite("Answers said as dictionaries say them")
struct DictionaryPhrasingTests {
    @Test(arguments: [
        ("how you feel", "how one feels"), ("what you do", "what one does"), ("how you try", "how one tries"),
        ("to do your best", "to do one's best"), ("with your own eyes", "with one's own eyes"),
        ("to hurt yourself", "to hurt oneself"), ("to lose your temper", "to lose one's temper"),
        ("to tell you something", "to tell one something"), ("what you said", "what one said"),
    ])
    func aGenericPersonIsSaidWithTheDictionarysOne(typed: String, said: String) {
        #expect(DictionaryPhrasing.variants(of: typed) == [said], "\(typed)")
    }

    /// Whose thing it is stays as typed ("my house" is not お宅 "your house", "at your home" no 自宅 "one's home"), "one"
    /// never becomes a number ("only you"), and an object stays where it is ("to bring something up" is no 育てる "to
    /// bring up"); a lone word has no phrase to reshape.
    @Test(arguments: ["your wife", "to your house", "my house", "at your home", "in your room", "only you", "each of you",
                      "to bring something up", "to let someone down", "to take someone in", "you"])
    func wordsThatSayWhoseOrWhatStayAsTyped(typed: String) {
        #expect(DictionaryPhrasing.variants(of: typed).isEmpty, "\(typed): \(DictionaryPhrasing.variants(of: typed))")
    }
}

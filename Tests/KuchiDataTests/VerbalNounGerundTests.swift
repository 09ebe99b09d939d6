import Testing
import KuchiCore
import KuchiData

/// A verbal noun (Xする: "to do X") is right said as the gerund of its one-word answer, the answer key's too.
@Suite("A verbal noun's answer said as its gerund")
struct VerbalNounGerundTests {
    /// 会話's key says "talk", and so does 相談's.
    @Test(arguments: [("会話", "かいわ", "talking"), ("相談", "そうだん", "talking")])
    func theGerundOfAnAnswerIsRight(text: String, reading: String, typed: String) throws {
        #expect(try BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }

    /// A thing's noun names another act as a gerund (パン "loaf": loafing), an adjective's is no act of the word
    /// (のんびり "calm": calming), and a gerund that is a gloss in its own right names that (契約 "deal": dealing, a trade).
    @Test(arguments: [("パン", "パン", "loafing"), ("のんびり", "のんびり", "calming"), ("契約", "けいやく", "dealing")])
    func anotherActStaysWrong(text: String, reading: String, typed: String) throws {
        #expect(try !BundledJudge.accepts(typed, text: text, reading: reading), "\(typed) for \(text)")
    }
}

import Testing
import KuchiCore

/// Judging round 15 (issue 19): a verbal noun's verb said with "things" or "stuff" for its object, as round 14 took it
/// with "something" ("making things" for 生産 "production"). Right only when the verb alone is.
@Suite("Things as a verbal noun's object") struct ThingStandInTests {
    @Test(arguments: [("生産", "せいさん", "making things"), ("生産", "せいさん", "producing stuff"),
                      ("輸入", "ゆにゅう", "importing things"), ("掃除", "そうじ", "cleaning things")])
    func theVerbWithThingsIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Another verb's act, or a verb whose "things" makes an idiom of another meaning ("seeing things").
    @Test(arguments: [("生産", "せいさん", "buying things"), ("輸入", "ゆにゅう", "selling things"),
                      ("掃除", "そうじ", "making things"), ("見物", "けんぶつ", "seeing things"),
                      ("生産", "せいさん", "using things"), ("輸入", "ゆにゅう", "exporting stuff")])
    func anotherVerbWithThingsIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}

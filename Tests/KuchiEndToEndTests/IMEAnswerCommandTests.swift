import Foundation
import Testing

/// Answers typed with a Japanese IME left on: full-width digits at a choice question (１, ２．), and a reading or
/// word ending in the IME's full stop (ねこ。, neko.) are read as the learner meant them.
@Suite("Answers typed with a Japanese IME on", .timeLimit(.minutes(20)))
struct IMEAnswerCommandTests {
    /// The events `kuchi --json` writes for `requests` at one choice question.
    private func events(_ requests: [String]) throws -> [[String: Any]] {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--questions", "1", "--json", "--seed", "4", "--name", "Ann"],
                                      input: requests.joined(separator: "\n") + "\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        return try run.stdout.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test func aFullWidthDigitPicksThatChoiceAndOneOutOfRangeIsNoTry() throws {
        let events = try events([#"{"answer": "９"}"#, #"{"answer": "１。"}"#])
        let challenge = try #require(events.first { $0["type"] as? String == "challenge" })
        let choices = try #require(challenge["choices"] as? [[String: Any]]).compactMap { $0["text"] as? String }
        let outcomes = events.filter { $0["type"] as? String == "outcome" }
        #expect(outcomes.first?["result"] as? String == "out_of_range", "９ is not a choice, and not a try: \(events)")
        #expect(outcomes.count == 2, "\(events)")
        #expect(outcomes.last?["given"] as? String == choices.first, "１。 picks the first choice: \(outcomes)")
    }

    @Test func aReadingOrWordEndingInTheIMEsFullStopIsRight() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["words", "fav", "猫", "--name", "Ann"], home: home).status == 0)
        for (mode, typed) in [("reading", "ねこ。"), ("reading", "neko."), ("reading", "ねこ！"), ("word", "猫。"), ("word", "neko.")] {
            let run = try KuchiBinary.run(["--mode", mode, "--favorites", "--questions", "1", "--name", "Ann"], input: typed + "\n", home: home)
            #expect(run.status == 0, "\(mode) \(typed): \(run.stderr)")
            #expect(run.stdout.contains("Correct"), "\(mode) \(typed): \(run.stdout)")
        }
    }
}

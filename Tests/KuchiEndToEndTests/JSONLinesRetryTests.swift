import Foundation
import Testing

/// A wrong typed answer through the JSON Lines front end: the first try tells a client to keep the answer
/// back (the retry is recall), a wrong retry or a skip gives it.
@Suite("A retry through the JSON Lines front end", .timeLimit(.minutes(3)))
struct JSONLinesRetryTests {
    @Test func aFirstWrongTryIsMarkedNotToShowTheAnswerAndASkipShowsIt() throws {
        let home = try KuchiBinary.Home()
        let client = try JSONLinesClient(["--json", "--seed", "4", "--name", "Ann", "--questions", "2", "--mode", "meaning"], home: home)
        _ = try client.next(of: "challenge")
        try client.send(["answer": "qqqq"])
        let first = try client.next(of: "outcome")
        #expect(first["result"] as? String == "wrong" && first["shows_answer"] as? Bool == false, "\(first)")
        #expect((first["accepted"] as? [String])?.isEmpty == false, "the accepted answers are still sent, as before")
        try client.send(["answer": "qqqz"])
        let second = try client.next(of: "outcome")
        #expect(second["result"] as? String == "wrong" && second["shows_answer"] as? Bool == true, "\(second)")
        try client.send(["command": "skip"])
        let skipped = try client.next(of: "skipped")
        #expect(skipped["reading"] is String)
        #expect((skipped["meanings"] as? [String])?.isEmpty == false, "a skip shows the word's meaning: \(skipped)")
        try client.send(["command": "quit"])
        _ = try client.next(of: "summary")
        #expect(try client.finish() == 0)
        try SchemaCheck.validate(client.lines)
    }
}

@Suite("A line at a lesson through the JSON Lines front end", .timeLimit(.minutes(3)))
struct JSONLinesLessonLineTests {
    @Test func anAnswerSentAtALessonGetsANoticeThatItWasNotTaken() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["review", "--json", "--name", "Rev", "--new-words", "3", "--seed", "1"],
                                      input: "cat\n\n", home: home, environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let events = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(events.compactMap { $0["type"] as? String } == ["session", "lesson", "notice", "lesson", "lesson", "summary"])
        #expect((events[2]["message"] as? String)?.hasPrefix("\"cat\" was not taken as an answer") == true, "\(events[2])")
        try SchemaCheck.validate(lines)
    }
}

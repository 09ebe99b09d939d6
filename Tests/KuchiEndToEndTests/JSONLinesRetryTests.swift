import Foundation
import Testing

/// A wrong typed answer through the JSON Lines front end: the first try tells a client to keep the answer
/// back (the retry is recall), a wrong retry or a skip gives it.
@Suite("A retry through the JSON Lines front end", .timeLimit(.minutes(20)))
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

    @Test func theExamplesEnglishIsHeldBackUntilTheAnswerIsShown() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/bored.csv"
        try "word,reading,meanings,example,example_english\n退屈,たいくつ,boring,今日は退屈だ。,I have nothing to do today.\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list], home: home).status == 0)
        let client = try JSONLinesClient(["--json", "--name", "Ann", "--deck", "bored", "--questions", "1", "--mode", "meaning"],
                                         home: home)
        let challenge = try client.next(of: "challenge")
        #expect(challenge["word"] as? String == "退屈", "\(challenge)")
        try client.send(["answer": "qqqq"])
        let first = try client.next(of: "outcome")
        let heldBack = try #require(first["example"] as? [String: Any], "\(first)")
        #expect(first["shows_answer"] as? Bool == false && heldBack["japanese"] as? String == "今日は退屈だ。")
        #expect(heldBack["english"] is NSNull, "a translation may say the meaning in other words: \(heldBack)")
        try client.send(["answer": "qqqz"])
        let second = try client.next(of: "outcome")
        #expect(second["shows_answer"] as? Bool == true)
        #expect((second["example"] as? [String: Any])?["english"] as? String == "I have nothing to do today.", "\(second)")
        try client.send(["command": "quit"])
        _ = try client.next(of: "summary")
        #expect(try client.finish() == 0)
        try SchemaCheck.validate(client.lines)
    }
}

@Suite("A line at a lesson through the JSON Lines front end", .timeLimit(.minutes(20)))
struct JSONLinesLessonLineTests {
    @Test func anAnswerSentAtALessonGetsANoticeThatItWasNotTaken() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["review", "--json", "--name", "Rev", "--new-words", "3", "--seed", "1"],
                                      input: "cat\n\n", home: home, environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        #expect(run.status == 0, "\(run.stderr)")
        // Less the notice of the new bank's scope (kept in the config file), before the session.
        let lines = run.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(#"{"type":"notice","message":"New word bank"#) }
        let events = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(events.compactMap { $0["type"] as? String } == ["session", "lesson", "notice", "lesson", "lesson", "summary"])
        #expect((events[2]["message"] as? String)?.hasPrefix("\"cat\" was not taken as an answer") == true, "\(events[2])")
        try SchemaCheck.validate(lines)
    }
}

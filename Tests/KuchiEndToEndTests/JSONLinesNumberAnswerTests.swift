import Foundation
import Testing

/// `{"answer": 2}`: a JSON number as the answer picks a choice by its number, where the question shows choices,
/// as `{"answer": "2"}` does; elsewhere, and for a number that is no whole number, an `error` says what is wrong.
@Suite("A choice's number sent as a JSON number", .timeLimit(.minutes(20)))
struct JSONLinesNumberAnswerTests {
    /// The events `kuchi ARGUMENTS --json` writes for `requests`, each checked against the schema.
    private func events(_ arguments: [String], _ requests: [String]) throws -> [[String: Any]] {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(arguments + ["--json", "--seed", "4", "--name", "Ann"],
                                      input: requests.joined(separator: "\n") + "\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        try SchemaCheck.validate(lines)
        return try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test func aWholeNumberPicksAChoice() throws {
        let events = try events(["--questions", "1"], [#"{"answer": 1.5}"#, #"{"answer": true}"#, #"{"answer": 1}"#])
        let challenge = try #require(events.first { $0["type"] as? String == "challenge" })
        let choices = try #require(challenge["choices"] as? [[String: Any]]).compactMap { $0["text"] as? String }
        let errors = events.filter { $0["type"] as? String == "error" }.compactMap { $0["message"] as? String }
        #expect(errors.count == 2 && errors.allSatisfy { $0 == #""answer" must be a string, or a whole number that picks one of the choices shown."# },
                "\(errors)")
        let outcome = try #require(events.first { $0["type"] as? String == "outcome" }, "\(events)")
        #expect(outcome["given"] as? String == choices[0], "the number picks the first choice: \(outcome)")
    }

    @Test func aNumberWhereNoChoicesAreShownIsRefusedWithWhatToSend() throws {
        let events = try events(["--mode", "meaning", "--questions", "1"], [#"{"answer": 1}"#])
        let error = try #require(events.first { $0["type"] as? String == "error" }, "\(events)")
        #expect(error["message"] as? String
                == #""answer": 1 picks a numbered choice, and this question shows none: send the answer as a string, such as {"answer": "cat"}."#)
        #expect(!events.contains { $0["type"] as? String == "outcome" }, "nothing is judged")
    }

    /// `{"answer": ""}` or only blanks at a typed question gets an `error`, so a client waiting for a reply does not
    /// hang (walk-through 19, defect 3); the question is still asked and nothing is judged.
    @Test func anEmptyAnswerAtAQuestionGetsAnError() throws {
        let events = try events(["practice", "--mode", "meaning", "--questions", "1"],
                                [#"{"answer": ""}"#, #"{"answer": "   "}"#, #"{"command": "quit"}"#])
        let types = events.compactMap { $0["type"] as? String }.filter { $0 != "notice" }   // a new bank's notice first
        #expect(types == ["session", "challenge", "error", "error", "summary"], "\(events)")
        let error = try #require(events.first { $0["type"] as? String == "error" })
        #expect(error["message"] as? String == #"An empty answer is no answer: send the answer, or {"command": "hint"} for a hint, or {"command": "skip"} to pass."#)
        #expect(error["exit_code"] is NSNull)
    }

    /// An answer of invisible characters alone (a zero-width space, joiners, a word joiner, a byte order mark) is
    /// empty, as blanks are: an `error`, nothing judged or recorded (review 26, L5). Around a right answer they are
    /// not part of it: it is right.
    @Test func anInvisibleAnswerIsEmptyAndInvisibleEndsAreNotPartOfAnAnswer() throws {
        let arguments = ["practice", "--mode", "meaning", "--questions", "1"]
        let missed = try events(arguments, [#"{"answer": "zzzq"}"#])
        let accepted = try #require(missed.first { $0["type"] as? String == "outcome" }?["accepted"] as? [String], "\(missed)")
        let expected = try #require(accepted.first)
        let invisible = [#"\u200b"#, #"\ufeff"#, #"\u200c"#, #"\u200d"#, #"\u2060"#, #"\u00a0\u200b\u3000"#]
        let requests = invisible.map { #"{"answer": ""# + $0 + #""}"# } + [#"{"answer": "\u200b\#(expected)\ufeff"}"#]
        let events = try events(arguments, requests)
        let types = events.compactMap { $0["type"] as? String }.filter { $0 != "notice" }
        #expect(Array(types.prefix(8)) == ["session", "challenge"] + [String](repeating: "error", count: 6), "\(events)")
        let outcome = try #require(events.first { $0["type"] as? String == "outcome" }, "\(events)")
        #expect(outcome["result"] as? String == "correct", "\(outcome)")
    }
}

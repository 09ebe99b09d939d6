import Foundation
import Testing

/// A miss in `kuchi review --json`: one answer, the right one shown, the session moves on.
@Suite("A review's miss through the binary", .timeLimit(.minutes(20)))
struct ReviewMissCommandTests {
    /// A card in its 10-minute learning step is asked early when nothing else is left, and the header says so
    /// (it said "0 cards due now" and asked it all the same).
    @Test func aLearningCardAskedAheadIsExplainedInTheHeader() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Lea", "--mode", "meaning", "--questions", "1", "--seed", "1"],
                                    input: "xx\n:quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["due", "--name", "Lea"], home: home).stdout.contains("Due now for Lea: 0"))
        let review = try KuchiBinary.run(["review", "--name", "Lea", "--new-words", "0"], input: ":quit\n", home: home)
        #expect(review.status == 0, "\(review.stderr)")
        // The card's 10-minute step falls later today (unless the study day turns over meanwhile).
        #expect(review.stdout.contains("Review: 0 cards due now, 0 new words left today."), "\(review.stdout)")
        #expect(review.stdout.contains("Learning cards due within 20 minutes are asked now rather than waited for, as Anki does."),
                "\(review.stdout)")
    }

    @Test func aMissShowsTheRightAnswerMovesOnAndTheRetypedAnswerIsOnlyAcknowledged() throws {
        let home = try KuchiBinary.Home()
        let client = try JSONLinesClient(["review", "--json", "--seed", "4", "--name", "Ann", "--mode", "meaning"], home: home)
        let session = try client.next(of: "session")
        #expect(session["scheduler"] as? String == "srs" && session["due"] as? Int == 0 && session["new_left"] as? Int == 20)
        let first = try client.nextChallenge()   // after the lessons of the first new words
        try client.send(["answer": "zzzz"])
        let missed = try client.next(of: "outcome")
        #expect(missed["result"] as? String == "missed")
        #expect(missed["given"] as? String == "zzzz")
        let expected = try #require(missed["expected"] as? String)
        let next = try client.nextChallenge()
        #expect(next["word"] as? String != first["word"] as? String, "moved on after one answer")
        try client.send(["answer": expected])
        let acknowledged = try client.next(of: "outcome")
        #expect(acknowledged["result"] as? String == "corrected")
        #expect((acknowledged["score"] as? [String: Any])?["correct"] as? Int == 0)
        try client.send(["command": "quit"])
        let summary = try client.next(of: "summary")
        #expect(summary["wrong"] as? Int == 1 && summary["status"] as? String == "ended_early")
        #expect(try client.finish() == 0)
        try SchemaCheck.validate(client.lines)
        #expect(!client.lines.contains { $0.contains(#""type":"challenge""#) && $0.contains(#""number":2"#) },
                "the acknowledgement shows no new challenge")
        let history = try KuchiBinary.run(["export", "history", "--format", "jsonl"], home: home)
        let answers = history.stdout.split(separator: "\n").filter { !$0.contains(#""judgement":"taught""#) }
        #expect(answers.count == 1, "one answer recorded beside the lessons: \(history.stdout)")
    }
}

import Foundation
import Testing

/// Walk-through 22 (D1): `{"answer": "undo"}` for 取り消す got the colon notice and was never judged. A request with the
/// `answer` key says it is an answer: it is judged, right or wrong; a plain line `undo` keeps its notice.
@Suite("A command word sent as an answer through the JSON Lines front end", .timeLimit(.minutes(20)))
struct JSONLinesCommandWordAnswerTests {
    private func client(_ home: KuchiBinary.Home) throws -> JSONLinesClient {
        let list = home.root + "/cancel.csv"
        try "word,reading,meanings\n取り消す,とりけす,to cancel\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list], home: home).status == 0)
        return try JSONLinesClient(["--json", "--name", "Ann", "--deck", "cancel", "--questions", "1", "--mode", "meaning"], home: home)
    }

    @Test func anExplicitAnswerThatIsACommandWordIsJudged() throws {
        let home = try KuchiBinary.Home()
        let client = try client(home)
        _ = try client.next(of: "challenge")
        try client.send(["answer": "undo"])
        let outcome = try client.next(of: "outcome")
        #expect(outcome["result"] as? String == "wrong" && outcome["given"] as? String == "undo", "\(outcome)")
        try client.send(["command": "quit"])
        _ = try client.next(of: "summary")
        #expect(try client.finish() == 0)
        #expect(!client.lines.contains { $0.contains("Commands start with a colon") }, "\(client.lines)")
        try SchemaCheck.validate(client.lines)
    }

    @Test func aPlainLineThatIsACommandWordStillGetsTheNotice() throws {
        let home = try KuchiBinary.Home()
        _ = try client(home)
        let run = try KuchiBinary.run(["--json", "--name", "Ann", "--deck", "cancel", "--questions", "1", "--mode", "meaning"],
                                      input: "undo\n", home: home)
        #expect(run.stdout.contains("Commands start with a colon: send :undo"), "\(run.stdout)")
        #expect(!run.stdout.contains("\"type\":\"outcome\""), "\(run.stdout)")
    }

    /// The terminal and a script's plain lines agree: the word again right after its notice is the learner's answer.
    @Test func aPlainCommandWordSentAgainAfterItsNoticeIsJudged() throws {
        let home = try KuchiBinary.Home()
        _ = try client(home)
        let run = try KuchiBinary.run(["--json", "--name", "Ann", "--deck", "cancel", "--questions", "1", "--mode", "meaning"],
                                      input: "undo\nundo\n", home: home)
        #expect(run.stdout.contains(#"To answer \"undo\", send it again"#), "\(run.stdout)")
        #expect(run.stdout.contains(#""result":"wrong","judgement":"wrong","given":"undo""#), "\(run.stdout)")
    }
}

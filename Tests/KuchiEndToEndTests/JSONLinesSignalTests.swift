import Foundation
import Testing

/// `kuchi practice --json` ended by SIGHUP (its client or terminal went away) or SIGTERM: the session is
/// ended as at the end of input and the process then ends as the signal would.
@Suite("The JSON Lines front end ended by a signal",
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: skipped"),
       .timeLimit(.minutes(20)))
struct JSONLinesSignalTests {
    @Test(arguments: [SIGHUP, SIGTERM])
    func aSignalEndsTheSessionWithItsSummaryAndThenTheProcessAsTheSignalWould(signal: Int32) throws {
        let home = try KuchiBinary.Home()
        let client = try JSONLinesClient(["practice", "--json", "--seed", "5", "--name", "Ann", "--mode", "meaning", "--questions", "3"],
                                         home: home)
        _ = try client.next(of: "challenge")
        try client.send(["answer": "qqqq"])
        #expect(try client.next(of: "outcome")["result"] as? String == "wrong")
        // A whole request but for its newline: taken, it would be an answer.
        client.sendRaw(#"{"answer": "half sent"}"#)
        // Read by then (the process waits for input), so the line's bytes are in its buffer when the signal lands.
        Thread.sleep(forTimeInterval: 0.3)
        client.kill(signal)
        _ = client.exitWithInputOpen()
        #expect(client.endingSignal == signal, "killed by the signal (a shell sees \(128 + signal)), as a parent expects")
        // Closed as the end of input closes it (walk-through 23, D7): no log or index left beside the bank.
        #expect(home.besideBank.isEmpty, "\(home.besideBank)")
        let events = client.lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(events.last?["type"] as? String == "summary" && events.last?["status"] as? String == "ended_early",
                "the last line is the summary: \(client.lines.last ?? "")")
        let notice = events.dropLast().last
        #expect(notice?["type"] as? String == "notice")
        #expect((notice?["message"] as? String)?.hasPrefix(signal == SIGHUP ? "SIGHUP ended" : "SIGTERM ended") == true)
        let session = try SQLiteShell.query(home.database, "SELECT status, ended_at IS NOT NULL FROM session")
        #expect(session == "ended_early|1", "the session is ended, not left active: \(session)")
        #expect(try SQLiteShell.query(home.database, "SELECT given FROM answer") == "qqqq", "the half-sent line is no answer")
        try SchemaCheck.validate(client.lines)
    }
}

import Foundation
import Testing

/// Two `kuchi practice --json` processes of one learner, asked the same word, step by step: `:accept` and
/// `:undo` in one keep the grade the other gave the card in between, and `kuchi doctor` finds every card
/// agreeing with its answers.
@Suite("Re-grades and undo beside another process of the learner", .timeLimit(.minutes(20)))
struct SharedCardGradeCommandTests {
    /// Two sessions of Ann at the same word; the first has just missed it. Returns both and the right answer.
    private func twoSessionsAfterAMiss(_ home: KuchiBinary.Home) throws -> (JSONLinesClient, JSONLinesClient, String) {
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let arguments = ["practice", "--json", "--name", "Ann", "--mode", "meaning", "--seed", "3", "--questions", "3"]
        let one = try JSONLinesClient(arguments, home: home)
        let two = try JSONLinesClient(arguments, home: home)
        let word = try one.nextChallenge()["word"] as? String
        try #require(word != nil && (try two.nextChallenge()["word"] as? String) == word, "both ask the same word")
        try one.send(["answer": "zzz"])
        let missed = try one.next(of: "outcome")
        #expect(missed["result"] as? String == "wrong")
        let right = try #require(missed["expected"] as? String)
        try two.send(["answer": right])
        #expect(try two.next(of: "outcome")["result"] as? String == "correct")
        return (one, two, right)
    }

    private func expectEveryCardAgrees(_ home: KuchiBinary.Home) throws {
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("each matching a replay of its answers"))
    }

    @Test func acceptingAMissKeepsTheOtherProcesssGrade() throws {
        let home = try KuchiBinary.Home()
        let (one, two, _) = try twoSessionsAfterAMiss(home)
        try one.send(["command": "accept"])
        #expect(try one.next(of: "error")["message"] as? String
            == "Nothing was accepted: the right answers are kept back after a first wrong try (shows_answer false). Send \"zzz\" again to see them, then accept if it was right.")
        try one.send(["answer": "zzz"])   // the retry shows the answer (shows_answer true); now it can be accepted
        #expect(try one.next(of: "outcome")["shows_answer"] as? Bool == true)
        try one.send(["command": "accept"])
        _ = try one.next(of: "accepted")
        #expect(try one.finish() == 0)
        #expect(try two.finish() == 0)
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT reps, lapses FROM card") == "2|0",
                    "the accepted answer and the other process's, both Good")
        }
        try expectEveryCardAgrees(home)
    }

    @Test func undoingAMissKeepsTheOtherProcesssGrade() throws {
        let home = try KuchiBinary.Home()
        let (one, two, _) = try twoSessionsAfterAMiss(home)
        try one.send(["command": "undo"])
        _ = try one.next(of: "undone")
        #expect(try one.finish() == 0)
        #expect(try two.finish() == 0)
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT reps FROM card") == "1", "the other process's answer still grades it")
        }
        try expectEveryCardAgrees(home)
    }
}

import Foundation
import Testing

/// The fault matrix of issue 6, rows that need a real terminal: `kuchi` runs in a pseudo-terminal
/// (``PtyKuchi``), with readline, colours and signals from the terminal. docs/reliability.md lists every row.
@Suite("Fault matrix: in a terminal", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: the fault tests are skipped"))
struct FaultMatrixTests {
    private func query(_ home: KuchiBinary.Home, _ sql: String) throws -> String {
        try SQLiteShell.query(home.database, sql)
    }

    /// Row 1: SIGKILL after N answers: exactly N stored, the session marked interrupted, and the next start
    /// offers to resume it (Enter) or to start anew (n).
    @Test func row1_sigkillAfterNAnswersThenTheNextStartOffersToResume() throws {
        let home = try KuchiBinary.Home()
        let first = try PtyKuchi(["--seed", "11", "--name", "Tester", "--questions", "20"], home: home)
        try first.waitFor("Question 1 of 20")
        let answers = 6
        for index in 0..<answers { try first.answer("\(index % 4 + 1)") }
        first.kill(SIGKILL)
        #expect(try first.waitForExit() == 128 + SIGKILL)
        #expect(try query(home, "SELECT count(*) FROM answer") == "\(answers)")
        #expect(try query(home, "SELECT status, ended_at IS NULL FROM session") == "active|1")
        let correct = try #require(Int(try query(home, "SELECT correct_count FROM session")))
        #expect(correct >= 1, "answering 1, 2, 3, 4 in turn gets at least one right")

        let resumed = try PtyKuchi(["--seed", "12"], home: home)
        try resumed.waitFor("Your last session ended before it was finished (\(correct) of 20 correct answers): Kuchi was stopped, or could not save an answer.")
        try resumed.waitFor("Resume it with the \(20 - correct) questions left? (n starts a new session) [Y/n]")
        resumed.send("\r")
        try resumed.waitFor("Question \(correct + 1) of 20")   // the rest of the interrupted session
        resumed.send(":quit\r")
        #expect(try resumed.waitForExit() == 0)
        #expect(try query(home, "SELECT status || ':' || target FROM session ORDER BY id") == "interrupted:20\nended_early:\(20 - correct)")
        #expect(try query(home, "SELECT count(*) FROM answer") == "\(answers)")

        // The resumed session is killed in turn (as if); this time the learner starts anew.
        _ = try query(home, "UPDATE session SET status = 'active', ended_at = NULL, pid = 999999999, correct_count = 2 WHERE id = 2")
        let anew = try PtyKuchi(["--seed", "13"], home: home)
        try anew.waitFor("Resume it with the \(18 - correct) questions left?")
        anew.send("n\r")
        try anew.waitFor("Question 1 of 5")
        anew.send(":quit\r")
        #expect(try anew.waitForExit() == 0)
        #expect(try query(home, "SELECT status FROM session WHERE id = 2") == "interrupted")
    }

    /// Row 1 for a review (walk-through 23, D6): a review resumed asks what is due now, not the interrupted one's count,
    /// so its offer promises no number of questions ("7 questions left", then 5 asked).
    @Test func row1_aKilledReviewsOfferNamesNoCountItWouldNotAsk() throws {
        let home = try KuchiBinary.Home()
        // New words quizzed without their lessons (an internal switch), so that the review asks at once.
        let quizzes = ["KUCHI_LESSONS": "0"]
        let first = try PtyKuchi(["review", "--seed", "11", "--name", "Tester"], home: home, environment: quizzes)
        try first.waitFor("Question 1 of ")
        for index in 0..<8 { try first.answer("\(index % 4 + 1)") }
        first.kill(SIGKILL)
        #expect(try first.waitForExit() == 128 + SIGKILL)
        let correct = try #require(Int(try query(home, "SELECT correct_count FROM session")))
        #expect(correct >= 1, "answering 1, 2, 3, 4 in turn gets at least one right")

        let resumed = try PtyKuchi(["review"], home: home, environment: quizzes)
        let offer = try resumed.waitFor("(n starts a new session) [Y/n]")
        #expect(offer.contains("Resume it with the cards due now?"), "\(offer)")
        #expect(!offer.contains("questions left"), "\(offer)")
        resumed.send("\r")
        try resumed.waitFor("Question \(correct + 1) of ")
        resumed.send(":quit\r")
        #expect(try resumed.waitForExit() == 0)
    }

    /// Row 3: Ctrl-C discards the line and the prompt returns; twice in a row too; `:quit` leaves; answers kept.
    @Test func row3_ctrlCDiscardsTheLineEvenTwiceInARowAndAnswersAreKept() throws {
        let home = try KuchiBinary.Home()
        let pty = try PtyKuchi(["--seed", "5", "--name", "Tester"], home: home)
        try pty.waitFor("Question 1 of 5")
        try pty.answer("1")
        try pty.answer("2")
        try pty.waitUntil("the prompt") { $0.hasSuffix("> ") }
        pty.send("abc")
        try pty.waitFor("> abc")
        pty.send("\u{03}")
        try pty.waitFor("abc^C")
        try pty.waitUntil("a fresh prompt") { $0.hasSuffix("abc^C\r\n> ") }
        pty.send("\u{03}")
        try pty.waitFor("(Press Ctrl-C again or type :quit to stop; Ctrl-D stops too.)")
        // Two Ctrl-C at once on a typed line (the terminal turns each into SIGINT): the line goes, the prompt stays.
        pty.send("xyz")
        try pty.waitFor("> xyz")
        pty.send("\u{03}\u{03}")
        try pty.waitFor("xyz^C")
        pty.send(":score\r")
        try pty.waitFor("wrong tries:")
        pty.send(":quit\r")
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text.contains("See you next time, Tester!"))
        #expect(try query(home, "SELECT count(*) FROM answer") == "2")
        #expect(try query(home, "SELECT count(*) FROM answer WHERE given IN ('abc', 'xyz', 'abc1', 'xyz:score')") == "0")
        #expect(try query(home, "SELECT status FROM session") == "ended_early")
    }

    /// Row 4: Ctrl-D in the middle of a session (and the end of piped input) ends it early, saved, exit 0.
    @Test func row4_ctrlDOrTheEndOfInputMidSessionSavesItAsEndedEarly() throws {
        let home = try KuchiBinary.Home()
        let pty = try PtyKuchi(["--seed", "6", "--name", "Tester"], home: home)
        try pty.waitFor("Question 1 of 5")
        try pty.answer("3")
        try pty.answer("4")
        // Ctrl-D typed before readline has the terminal (in the instant after the feedback) is eaten by the
        // terminal's line discipline, as in any program: wait for the prompt, as a person does.
        try pty.waitUntil("the prompt") { $0.hasSuffix("> ") }
        pty.send("\u{04}")
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text.contains("See you next time, Tester!"))
        #expect(try query(home, "SELECT status, ended_at IS NOT NULL, correct_count + wrong_count FROM session") == "ended_early|1|2")
        #expect(try query(home, "SELECT count(*) FROM answer") == "2")

        let piped = try Fault.kuchi(["--seed", "6"], input: "3\n4\n", home: home)
        #expect(piped.status == 0)
        #expect(try query(home, "SELECT status, correct_count + wrong_count FROM session WHERE id = 2") == "ended_early|2")
    }

    /// Row 14: words with escape sequences, C1 controls and bidi overrides: the raw bytes the terminal
    /// receives hold no escape sequence but Kuchi's own colours and readline's bracketed-paste switches.
    @Test func row14_theTerminalReceivesNoEscapeSequenceFromTheWords() throws {
        let home = try KuchiBinary.Home()
        let database = home.root + "/hostile.sqlite"
        _ = try Fault.kuchi(["--database", database, "--name", "Tester"], input: ":quit\n", home: home)
        _ = try SQLiteShell.query(database, """
            DELETE FROM answer; DELETE FROM session; DELETE FROM word;
            INSERT INTO word (text, reading, meanings, added_ms) VALUES
              ('猫' || char(27) || ']0;pwned' || char(7), 'ねこ', 'cat', 1767225600000),
              ('鳥', 'とり' || char(27) || ']52;c;ZXZpbA==' || char(7), 'bird', 1767225600000),
              ('犬', 'いぬ', 'dog' || char(27) || '[2J' || char(27) || '[H', 1767225600000),
              ('魚' || char(155) || '31m', 'さかな', 'fish' || char(133), 1767225600000),
              ('鬼', 'おに', 'demon' || char(8238) || 'nomed' || char(8294), 1767225600000);
            """)
        let pty = try PtyKuchi(["--database", database, "--seed", "3", "--questions", "5"], home: home)
        try pty.waitFor("Question 1 of 5")
        // Only a word right at the first try scores (a missed one comes back), so cycling 1…4 takes a while.
        var tries = 0
        while tries < 200 {
            let screen = try pty.waitUntil("a prompt") { $0.hasSuffix("> ") || $0.hasSuffix("[Y/n] ") }
            if screen.hasSuffix("[Y/n] ") { break }
            try pty.answer("\(tries % 4 + 1)")
            tries += 1
        }
        pty.send("n\r")
        #expect(try pty.waitForExit() == 0)
        #expect(pty.text.contains("Session complete"))
        #expect(pty.text.contains("\u{1B}[32m"), "colours are on: the test sees Kuchi's own sequences")
        #expect(TerminalBytes.violations(in: pty.output) == [])
        for shown in ["猫␛]0;pwned␇", "とり␛]52;c;ZXZpbA==␇", "dog␛[2J␛[H", "魚<U+009B>31m", "demon<U+202E>nomed<U+2066>"] {
            #expect(pty.text.contains(shown), "shown made visible: \(shown)")
        }
    }

    /// Row 18: under umask 000, the database, the history, backups, exports and reports are still created
    /// 0600, and their folders 0700.
    @Test func row18_umask000StillCreatesPrivateFilesAndFolders() throws {
        let home = try KuchiBinary.Home()
        let pty = try PtyKuchi(["--seed", "1", "--name", "Tester"], home: home, prefix: Fault.umask000)
        try pty.waitFor("Question 1 of 5")
        try pty.answer("1")
        pty.send(":quit\r")
        #expect(try pty.waitForExit() == 0)
        let out = home.root + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for arguments in [["--seed", "2"], ["backup"], ["backup", out + "/copy.sqlite"], ["export", "words", "--output", out + "/words.csv"],
                          ["report", "--format", "html", "--output", out + "/report.html"]] {
            let run = try Fault.kuchi(arguments, input: ":quit\n", home: home, prefix: Fault.umask000)
            #expect(run.status == 0, "kuchi \(arguments.joined(separator: " ")): \(run.stderr)")
        }
        let backups = home.database + ".backups"
        let made = try FileManager.default.contentsOfDirectory(atPath: backups)
        #expect(made.contains { $0.hasSuffix("-daily.sqlite") } && made.contains { $0.hasSuffix("-manual.sqlite") })
        for folder in [home.root + "/data", home.root + "/data/kuchi", home.root + "/state/kuchi", backups] {
            #expect(Fault.mode(folder) == 0o700, "\(folder)")
        }
        for file in [home.database, home.historyFile, out + "/copy.sqlite", out + "/words.csv", out + "/report.html"]
            + made.map({ backups + "/" + $0 }) {
            #expect(Fault.mode(file) == 0o600, "\(file)")
        }
    }
}

/// Checks raw terminal output for control sequences that did not come from Kuchi's colours.
enum TerminalBytes {
    /// Kuchi's SGR colours (TextStyle) and readline's bracketed-paste switches.
    static let allowedSequences: Set<String> = ["[0m", "[1m", "[2m", "[31m", "[32m", "[36m", "[?2004h", "[?2004l"]

    /// Every disallowed thing in `bytes`: invalid UTF-8, C0 controls but CR, LF and tab, escape sequences
    /// not in ``allowedSequences``, C1 controls, and bidirectional overrides and isolates.
    static func violations(in bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        guard let text = String(validating: bytes, as: UTF8.self) else { return ["the output is not valid UTF-8"] }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            if value == 0x1B {
                var sequence = ""
                var next = index + 1
                if next < scalars.count, scalars[next] == "[" {
                    sequence = "["
                    next += 1
                    while next < scalars.count, (0x20...0x3F).contains(scalars[next].value) {
                        sequence.unicodeScalars.append(scalars[next])
                        next += 1
                    }
                    if next < scalars.count { sequence.unicodeScalars.append(scalars[next]) }
                } else if next < scalars.count {
                    sequence.unicodeScalars.append(scalars[next])
                }
                if !allowedSequences.contains(sequence) { problems.append("ESC \(sequence)") }
                index = next + 1
                continue
            }
            if value < 0x20, ![0x09, 0x0A, 0x0D].contains(value) { problems.append("C0 control U+\(String(value, radix: 16))") }
            if (0x7F...0x9F).contains(value) { problems.append("C1 control U+\(String(value, radix: 16))") }
            if (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) { problems.append("bidi control U+\(String(value, radix: 16))") }
            index += 1
        }
        return problems
    }
}

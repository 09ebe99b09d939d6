import Foundation
import Testing

/// The real `kuchi` binary in a real terminal (tmux): GNU readline editing, Tab completion, history,
/// Ctrl-C and Ctrl-D, and Japanese input. Each test has its own home, database and tmux server, so the
/// tests run in parallel.
@Suite("The kuchi binary in a terminal",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
       .timeLimit(.minutes(20)))
struct TerminalTests {
    @Test func typeNameAnswerByNumberAndByTextThenCtrlD() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--seed", "7"], home: home)
        defer { tmux.close() }

        // A new learner is asked a name; one character is too few.
        try await tmux.waitFor("What's your name?")
        #expect(tmux.capture().contains("Welcome to Kuchi! Let's get you set up."))
        try await tmux.waitForCurrentLine("What's your name?")
        try tmux.typeLine("A")
        try await tmux.waitFor("A name needs at least 2 characters (or one kanji or kana")
        try await tmux.waitFor("What's your name?", count: 2)
        try await tmux.waitForCurrentLine("What's your name?")
        try tmux.typeLine("Hanako")
        try await tmux.waitFor("Nice to meet you, Hanako!")
        // The welcome comes first; the new bank's set-up (its N5 scope) once the learner is named (walk-through 22, D5).
        try await tmux.waitFor("New word bank:")
        let opening = tmux.capture()
        let welcome = try #require(opening.range(of: "Welcome to Kuchi!"), "\(opening)")
        let setUp = try #require(opening.range(of: "New word bank:"), "\(opening)")
        let named = try #require(opening.range(of: "Nice to meet you, Hanako!"), "\(opening)")
        #expect(welcome.upperBound <= named.lowerBound && named.upperBound <= setUp.lowerBound, "\(opening)")

        // Question 1, by number.
        try await Self.waitForQuestion(1, in: tmux)
        let first = try await Self.answerByNumber(in: tmux)
        var tries = first.tries
        var scored = first.scored ? 1 : 0
        #expect(TmuxSession.count(Self.wrong, in: tmux.capture()) == tries - 1)

        // The next question (another word), by typing the text of the choices.
        try await Self.waitForQuestion(2, in: tmux)
        let screen = try await tmux.waitForCurrentLine(">")
        let choices = Self.choices(in: screen)
        #expect(choices.count == 4, "four choices in the second question:\n\(screen)")
        var answeredByText = false
        for choice in choices {
            tries += 1
            let verdict = try await Self.answer(choice, in: tmux)
            if verdict != .wrong {
                answeredByText = true
                scored += verdict == .scored ? 1 : 0
                #expect(tmux.capture().contains("means “\(choice)”"))
                break
            }
            #expect(tmux.capture().contains("does not mean “\(choice)”"))
        }
        #expect(answeredByText, "typing the text of one of the choices is accepted:\n\(tmux.capture())")
        try await Self.waitForQuestion(3, in: tmux)

        // Ctrl-D on the empty prompt ends the session with a summary, and the program exits 0.
        try tmux.sendKeys("C-d", literal: false)
        try await tmux.waitFor("Session ended early: every answer so far is saved.")
        try await tmux.waitFor("See you next time, Hanako!")
        #expect(try await tmux.waitForExit() == 0)
        let final = tmux.capture()
        #expect(final.contains("Correct:     \(scored)/5"))
        #expect(final.contains("Wrong tries: \(tries - 2)"))

        // Every try is stored, once. (Checked only when the sqlite3 shell is installed.)
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT count(*), sum(is_correct) FROM answer") == "\(tries)|2")
            #expect(try SQLiteShell.query(home.database, "SELECT status, correct_count, wrong_count FROM session")
                    == "ended_early|\(scored)|\(tries - 2)")
            #expect(try SQLiteShell.query(home.database, "SELECT name FROM profile") == "Hanako")
        }
    }

    @Test func restartGreetsByName() async throws {
        let home = try KuchiBinary.Home()
        do {
            let first = try TmuxSession(["--seed", "2"], home: home)
            defer { first.close() }
            try await first.waitForCurrentLine("What's your name?")
            try first.typeLine("Hanako")
            try await first.waitFor("Nice to meet you, Hanako!")
            try await first.waitForCurrentLine(">")
            try first.typeLine(":quit")
            try await first.waitFor("See you next time, Hanako!")
            #expect(try await first.waitForExit() == 0)
        }
        // A reply to a question (the name) is no line to recall: the history holds answers and commands.
        #expect(try Self.historyLines(home) == [":quit"])
        let second = try TmuxSession(["--seed", "2"], home: home)
        defer { second.close() }
        try await second.waitFor("Welcome back, Hanako!")
        try await second.waitForPrompt(after: "Question 1 of 5")
        let screen = second.capture()
        #expect(!screen.contains("What's your name?"))
        #expect(!screen.contains("Welcome to Kuchi!"))
        try second.typeLine(":quit")
        try await second.waitFor("See you next time, Hanako!")
        #expect(try await second.waitForExit() == 0)
    }

    @Test func ctrlZThenFgComesBackToTheLineAsTyped() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--seed", "11", "--name", "Tester", "--mode", "meaning", "--questions", "3"], home: home,
                                   jobControl: true)
        defer { tmux.close() }
        try await tmux.waitForPrompt(after: "Question 1 of 3")
        try tmux.type("abc")
        try await tmux.waitForCurrentLine("> abc")
        // Ctrl-Z stops Kuchi; a shell taking the terminal back sets it sane (echo on, whole lines), as bash
        // does; then fg continues Kuchi, which sets up its line editor again and redraws the line.
        try tmux.press("C-z")
        let terminal = try tmux.pane("#{pane_tty}")
        var modes = ""
        for _ in 0..<100 where !modes.contains(" icanon") {
            try await Task.sleep(for: .milliseconds(50))
            modes = try Fault.run(["/bin/stty", "-F", terminal, "-a"], environment: [:]).stdout
        }
        #expect(modes.contains(" icanon"), "stopped, Kuchi gives the terminal back as it found it: \(modes)")
        #expect(try Fault.run(["/bin/stty", "-F", terminal, "sane"], environment: [:]).status == 0)
        try tmux.continueStoppedJob()
        for _ in 0..<100 where !modes.contains("-icanon") {
            try await Task.sleep(for: .milliseconds(50))
            modes = try Fault.run(["/bin/stty", "-F", terminal, "-a"], environment: [:]).stdout
        }
        #expect(modes.contains("-icanon"), "continued, Kuchi's line editor takes the terminal again: \(modes)")
        try await tmux.waitForCurrentLine("> abc")
        try tmux.type("xyz")
        try await tmux.waitForCurrentLine("> abcxyz")
        try tmux.press("Enter")
        try await tmux.waitFor("Not quite")
        // What was judged is what the screen showed, and typed keys were shown once (no echo of the terminal's own).
        #expect(TmuxSession.count("xyz", in: tmux.capture()) == 1, "\(tmux.capture())")
        try await tmux.waitForCurrentLine(">")
        try tmux.typeLine(":quit")
        #expect(try await tmux.waitForExit() == 0)
        #expect(try SQLiteShell.query(home.database, "SELECT given FROM answer") == "abcxyz")
    }

    @Test func tabCompletionCompletesCommands() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--seed", "3", "--name", "Tester"], home: home)
        defer { tmux.close() }
        try await tmux.waitForPrompt(after: "Question 1 of 5")

        try tmux.type(":sc")
        try await tmux.waitForCurrentLine("> :sc")
        try tmux.sendKeys("Tab", literal: false)
        try await tmux.waitForCurrentLine("> :score")
        try tmux.sendKeys("Enter", literal: false)
        try await tmux.waitFor("Score: 0/5  wrong tries: 0")

        // After `:set `, Tab completes the setting name and adds a space, ready for the value.
        try await tmux.waitForCurrentLine(">")
        try tmux.type(":set qu")
        try await tmux.waitForCurrentLine("> :set qu")
        try tmux.sendKeys("Tab", literal: false)
        try await tmux.waitForCurrentLine("> :set questions")
        try tmux.typeLine("3")
        try await tmux.waitFor("questions = 3")
        #expect(tmux.capture().contains("> :set questions 3"))

        try await tmux.waitForCurrentLine(">")
        try tmux.typeLine(":quit")
        #expect(try await tmux.waitForExit() == 0)
        #expect(!tmux.capture().contains(Self.wrong), "completed commands are not taken as answers")
    }

    @Test func historyRecallsPreviousLines() async throws {
        let home = try KuchiBinary.Home()
        do {
            let tmux = try TmuxSession(["--seed", "4", "--name", "Tester"], home: home)
            defer { tmux.close() }
            try await tmux.waitForPrompt(after: "Question 1 of 5")
            try tmux.typeLine(":score")
            try await tmux.waitFor("Score: 0/5  wrong tries: 0")
            try await tmux.waitForCurrentLine(">")
            try tmux.sendKeys("Up", literal: false)
            try await tmux.waitForCurrentLine("> :score")
            try tmux.sendKeys("Enter", literal: false)
            try await tmux.waitFor("Score: 0/5  wrong tries: 0", count: 2)
            try await tmux.waitForCurrentLine(">")
            try tmux.typeLine(":quit")
            #expect(try await tmux.waitForExit() == 0)
        }

        // The history file is private and keeps the lines (an immediate repeat once).
        let attributes = try FileManager.default.attributesOfItem(atPath: home.historyFile)
        let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
        #expect(permissions & 0o777 == 0o600, "history mode is \(String(permissions, radix: 8))")
        #expect(try Self.historyLines(home) == [":score", ":quit"])

        // The next run recalls them with Up, and makes the file private again if someone opened it up.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: home.historyFile)
        let next = try TmuxSession(["--seed", "4"], home: home)
        defer { next.close() }
        try await next.waitFor("Welcome back, Tester!")
        try await next.waitForCurrentLine(">")
        try next.sendKeys("Up", literal: false)
        try await next.waitForCurrentLine("> :quit")
        try next.sendKeys("Up", literal: false)
        try await next.waitForCurrentLine("> :score")
        try next.sendKeys("Enter", literal: false)
        try await next.waitFor("Score: 0/5  wrong tries: 0")
        try await next.waitForCurrentLine(">")
        try next.typeLine(":quit")
        #expect(try await next.waitForExit() == 0)
        let reopened = try FileManager.default.attributesOfItem(atPath: home.historyFile)[.posixPermissions] as? NSNumber
        #expect((reopened?.intValue ?? -1) & 0o777 == 0o600, "a history file made 0644 is 0600 again after a session")
    }

    @Test func ctrlCDiscardsTheLine() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--seed", "5", "--name", "Tester"], home: home)
        defer { tmux.close() }
        try await tmux.waitForPrompt(after: "Question 1 of 5")

        // Each choice number typed, then discarded: none may count as an answer.
        for number in 1...4 {
            try tmux.type("\(number)")
            try await tmux.waitForCurrentLine("> \(number)")
            try tmux.sendKeys("C-c", literal: false)
            try await tmux.waitFor("> \(number)^C")
            try await tmux.waitForCurrentLine(">")
        }
        // Enter on the empty line is harmless; Ctrl-C there says how to leave.
        try tmux.sendKeys("Enter", literal: false)
        try await tmux.waitForCurrentLine(">")
        try tmux.sendKeys("C-c", literal: false)
        try await tmux.waitFor("(Press Ctrl-C again or type :quit to stop; Ctrl-D stops too.)")
        try await tmux.waitForCurrentLine(">")
        try tmux.typeLine(":score")
        try await tmux.waitFor("Score: 0/5  wrong tries: 0")
        try await tmux.waitForCurrentLine(">")
        try tmux.typeLine(":quit")
        #expect(try await tmux.waitForExit() == 0)

        let screen = tmux.capture()
        #expect(Self.feedbackCount(screen) == 0, "discarded lines are not answers:\n\(screen)")
        #expect(screen.contains("Correct:     0/5"))
        #expect(screen.contains("Wrong tries: 0"))
        #expect(try Self.historyLines(home) == [":score", ":quit"], "discarded lines are not in the history")
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "0")
        }
    }

    /// Ctrl-C followed at once by more keys (type-ahead, or a slow machine) must still discard the line.
    @Test func ctrlCFollowedByTypeAheadStillDiscardsTheLine() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--seed", "5", "--name", "Tester"], home: home)
        defer { tmux.close() }
        try await tmux.waitForPrompt(after: "Question 1 of 5")

        try tmux.type("abc")
        try await tmux.waitForCurrentLine("> abc")
        // One burst: Ctrl-C, then `:score` and Enter.
        try tmux.press("C-c", ":", "s", "c", "o", "r", "e", "Enter")
        try await tmux.waitFor("Score: 0/5")
        try await tmux.waitForCurrentLine(">")
        let screen = tmux.capture()
        #expect(screen.contains("> abc^C"), "the typed text is discarded with ^C")
        #expect(screen.contains("Score: 0/5  wrong tries: 0"), ":score runs on the fresh line")
        #expect(!screen.contains("abc:score"), "the discarded text is not joined to the next line")
        #expect(Self.feedbackCount(screen) == 0, "nothing is taken as an answer:\n\(screen)")

        try tmux.typeLine(":quit")
        #expect(try await tmux.waitForExit() == 0)
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "0")
        }
    }

    /// Without a UTF-8 locale in the environment (none at all, or the C locale named by LANG or LC_ALL),
    /// Kuchi switches to C.UTF-8 so that readline keeps Japanese input.
    @Test(arguments: [
        ["LANG": nil] as [String: String?],
        ["LANG": "C"],
        ["LANG": nil, "LC_ALL": "C"],
    ])
    func japaneseInputIsAccepted(locale: [String: String?]) async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--seed", "6", "--name", "Tester"], home: home, environment: locale)
        defer { tmux.close() }
        try await tmux.waitForPrompt(after: "Question 1 of 5")

        // `:score` afterwards shows when the line typed before it has been handled, whatever happened to it.
        // Twice: a first wrong try keeps the right choice back and quotes nothing; the retry quotes what was typed.
        try tmux.typeLine("ねこ")
        try tmux.typeLine("ねこ")
        try tmux.typeLine(":score")
        try await tmux.waitFor("wrong tries:")
        try await tmux.waitForCurrentLine(">")
        let screen = tmux.capture()
        #expect(screen.contains("\n> ねこ\n"), "the Japanese text is echoed intact at the prompt")
        // Japanese at a choice question: quoted intact (not counted when it is the word's reading, a wrong
        // try when it is another word's).
        #expect(screen.contains("“ねこ”"), "the Japanese text reaches Kuchi:\n\(screen)")

        try tmux.typeLine(":quit")
        #expect(try await tmux.waitForExit() == 0)
        #expect(try Self.historyLines(home) == ["ねこ", ":score", ":quit"])
        if SQLiteShell.isAvailable {
            // Question 1 (seed 6) is not 猫: ねこ is another word's reading, a wrong try stored as typed (once: the
            // same text typed again is no new try).
            #expect(try SQLiteShell.query(home.database, "SELECT group_concat(given) FROM answer") == "ねこ")
        }
    }

    @Test func aCompletedSessionOffersToPlayAgain() async throws {
        let home = try KuchiBinary.Home()
        let tmux = try TmuxSession(["--seed", "8", "--name", "Tester", "--questions", "2"], home: home)
        defer { tmux.close() }
        // A word missed first does not score and comes back later: keep answering until two score.
        var (tries, scored, words) = (0, 0, 0)
        while scored < 2, words < 30 {
            words += 1
            try await Self.waitForQuestion(words, in: tmux)
            let word = try await Self.answerByNumber(in: tmux)
            tries += word.tries
            scored += word.scored ? 1 : 0
        }
        try await tmux.waitFor("Congratulations, Tester! Session complete.")
        try await tmux.waitForCurrentLine("Play again? [Y/n]")
        #expect(tmux.capture().contains("Correct:     2/2"))
        try tmux.typeLine("n")
        try await tmux.waitFor("See you next time, Tester!")
        #expect(try await tmux.waitForExit() == 0)
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT status, correct_count FROM session") == "completed|2")
            #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "\(tries)")
        }
    }
}

import Foundation
import Testing

@Suite("The kuchi binary with piped input")
struct PipedSessionTests {
    @Test func helpAndVersion() throws {
        let home = try KuchiBinary.Home()
        let help = try KuchiBinary.run(["--help"], home: home)
        #expect(help.status == 0)
        #expect(help.stdout.contains("Practise Japanese vocabulary"))
        #expect(help.stdout.contains("Exit codes"))
        let words = help.stdout.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: .punctuationCharacters) }
        for code in ["0", "64", "65", "66", "73", "74", "75", "77"] {
            #expect(words.contains(code), "--help leaves out exit code \(code)")
        }
        let doctorHelp = try KuchiBinary.run(["doctor", "--help"], home: home).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(doctorHelp.contains("66 when there is no database"))
        let practiceHelp = try KuchiBinary.run(["practice", "--help"], home: home)
        #expect(practiceHelp.stdout.contains("--questions"))
        #expect(practiceHelp.stdout.contains("--seed"))
        let version = try KuchiBinary.run(["--version"], home: home)
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("0.1.0 (bank schema "), "\(version.stdout)")
    }

    @Test func aScriptedSessionPrintsACleanTranscriptAndKeepsEveryAnswer() throws {
        let home = try KuchiBinary.Home()
        let input = "2\n1\n3\n4\n2\n1\n3\n4\n"
        let first = try KuchiBinary.run(["--seed", "7", "--database", home.root + "/x.sqlite"], input: input, home: home)
        #expect(first.status == 0)
        #expect(first.stderr == "")
        #expect(!first.stdout.contains("\u{1B}"), "no colour or escape sequences when output is not a terminal")
        #expect(first.stdout.contains("Practising as “learner” (choose a name with --name NAME). “2” is taken as the first answer."),
                "the line echoed after the name's prompt is said to be an answer, not the name")
        #expect(first.stdout.contains("Question 1 of 5"))
        #expect(first.stdout.contains("> 2\n"))
        #expect(first.stdout.contains("Session ended early: every answer so far is saved."))
        let tries = Feedback.count(in: first.stdout)
        #expect(tries == 8)
        // The same seed replays the same session exactly.
        let replay = try KuchiBinary.run(["--seed", "7", "--database", home.root + "/y.sqlite"], input: input, home: home)
        #expect(replay.stdout == first.stdout)
    }

    @Test func aLineThatIsNotUTF8IsRefusedNotStoredAsAWrongAnswer() throws {
        let home = try KuchiBinary.Home()
        var bytes = Data("caf".utf8)
        bytes.append(0xE9)   // Latin-1 é: not UTF-8
        bytes.append(contentsOf: Data("\n:quit\n".utf8))
        let run = try KuchiBinary.run(["--mode", "meaning", "--questions", "1", "--name", "Ann"], inputBytes: bytes, home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("That line is not UTF-8 text (a byte of another encoding, such as Latin-1), so it was not taken"), "\(run.stdout)")
        #expect(Feedback.count(in: run.stdout) == 0, "no answer judged")
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == "0")
        }
    }

    @Test func aNamedLearnerIsGreetedByNameNextTime() throws {
        let home = try KuchiBinary.Home()
        let first = try KuchiBinary.run(["--seed", "1"], input: "Hanako\n:quit\n", home: home)
        #expect(first.status == 0)
        #expect(first.stdout.contains("Nice to meet you, Hanako!"))
        #expect(first.stdout.contains("The first line, “Hanako”, is taken as the new learner's name (with --name NAME every line is an answer)."),
                "a script whose first line was meant as an answer sees why")
        let second = try KuchiBinary.run(["--seed", "1"], input: ":quit\n", home: home)
        #expect(second.stdout.contains("Welcome back, Hanako! (Not Hanako? kuchi --name NAME)"))
        #expect(!second.stdout.contains("What's your name?"))
        #expect(FileManager.default.fileExists(atPath: home.database))
    }

    @Test func quittingAtTheFirstNamePromptLeavesWithoutALearnerOrASession() throws {
        for input in [":quit\n", ":q\n", ""] {
            let home = try KuchiBinary.Home()
            let run = try KuchiBinary.run([], input: input, home: home)
            #expect(run.status == 0, "\(input.debugDescription): \(run.stderr)")
            #expect(!run.stdout.contains("Practising as") && !run.stdout.contains("Question 1"), "\(input.debugDescription)")
            #expect(run.stdout.contains("See you! No learner was made; run kuchi again to start."), "\(input.debugDescription): \(run.stdout)")
            let due = try KuchiBinary.run(["due"], home: home)
            #expect(due.stdout.contains("No learner yet"), "\(input.debugDescription): no learner was made")
            if SQLiteShell.isAvailable {
                #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM profile") == "0")
                #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM session") == "0")
            }
        }
    }

    @Test func aVeryLongWrongAnswerIsEchoedShortAndStoredWhole() throws {
        let home = try KuchiBinary.Home()
        let long = String(repeating: "abcdefghij", count: 325)
        // Typed twice: the first try's feedback keeps the right choice back and names nothing; the retry's names it.
        let run = try KuchiBinary.run(["--seed", "3", "--name", "Ann"], input: long + "\n" + long + "\n:quit\n", home: home)
        #expect(run.status == 0)
        let feedback = try #require(run.stdout.split(separator: "\n").first { $0.contains("Not quite:") || $0.contains("another question") })
        #expect(feedback.count < 200)
        #expect(run.stdout.contains(String(long.prefix(59)) + "…"))
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT DISTINCT length(given) FROM answer") == "3250")
        }
    }

    @Test func aCompletedSessionOffersToPlayAgain() throws {
        let home = try KuchiBinary.Home()
        // Answering 1, 2, 3, 4 in turn always reaches the right choice; with one question the session completes.
        let run = try KuchiBinary.run(["--seed", "3", "--questions", "1", "--name", "Tester"], input: "1\n2\n3\n4\nn\n", home: home)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Congratulations, Tester! Session complete."))
        #expect(run.stdout.contains("Play again? [Y/n] n"))
        #expect(run.stdout.contains("Correct:     1/1"))
    }

    @Test func settingsComeFromTheConfigFileThenTheEnvironmentThenTheFlag() throws {
        let home = try KuchiBinary.Home()
        try FileManager.default.createDirectory(atPath: home.root + "/config/kuchi", withIntermediateDirectories: true)
        try "questions_per_session = 7\n".write(toFile: home.configFile, atomically: true, encoding: .utf8)
        let fromConfig = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)
        #expect(fromConfig.stdout.contains("Question 1 of 7"))
        let fromEnvironment = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home,
                                                  environment: ["KUCHI_QUESTIONS_PER_SESSION": "8"])
        #expect(fromEnvironment.stdout.contains("Question 1 of 8"))
        let fromFlag = try KuchiBinary.run(["--name", "Tester", "--questions", "9"], input: ":quit\n", home: home,
                                           environment: ["KUCHI_QUESTIONS_PER_SESSION": "8"])
        #expect(fromFlag.stdout.contains("Question 1 of 9"))
    }
}

@Suite("Exit codes of the kuchi binary")
struct ExitCodeTests {
    @Test func aBadQuestionsValueIsAUsageErrorNamingItsLayer() throws {
        let home = try KuchiBinary.Home()
        let flag = try KuchiBinary.run(["--questions", "0"], home: home)
        #expect(flag.status == 64)
        #expect(flag.stderr.contains("command-line option --questions must be a whole number from 1 to 100, not \"0\"."))
        let environment = try KuchiBinary.run([], home: home, environment: ["KUCHI_QUESTIONS_PER_SESSION": "lots"])
        #expect(environment.status == 64)
        #expect(environment.stderr.contains("environment variable KUCHI_QUESTIONS_PER_SESSION"))
        try FileManager.default.createDirectory(atPath: home.root + "/config/kuchi", withIntermediateDirectories: true)
        try "# settings\nquestions_per_session = 101\n".write(toFile: home.configFile, atomically: true, encoding: .utf8)
        let config = try KuchiBinary.run([], home: home)
        #expect(config.status == 64)
        #expect(config.stderr.contains("config file \(home.configFile), line 2"))
        #expect(!FileManager.default.fileExists(atPath: home.database), "nothing is created when the settings are wrong")
    }

    @Test func anUnknownOptionIsAUsageError() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--frobnicate"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("--frobnicate"))
    }

    @Test func aFileThatIsNotADatabaseExits65AndIsLeftUntouched() throws {
        let home = try KuchiBinary.Home()
        let path = home.root + "/notes.txt"
        let content = String(repeating: "not a database\n", count: 100)
        try content.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try KuchiBinary.run(["--database", path], input: "1\n", home: home)
        #expect(run.status == 65)
        #expect(run.stderr.contains("\(path) is not a Kuchi database"))
        #expect(!run.stderr.contains("Fatal error"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
    }

    @Test func aReadOnlyDatabaseExits77BeforeTheFirstQuestion() throws {
        let home = try KuchiBinary.Home()
        let path = home.root + "/kuchi.sqlite"
        _ = try KuchiBinary.run(["--database", path, "--name", "Tester"], input: ":quit\n", home: home)
        chmod(path, 0o444)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let run = try KuchiBinary.run(["--database", path], input: "1\n", home: home)
        #expect(run.status == 77)
        #expect(run.stderr.contains(path))
        #expect(!run.stdout.contains("Question"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func anInvalidNameIsAUsageError() throws {
        let home = try KuchiBinary.Home()
        let folder = home.root + "/elsewhere"
        let run = try KuchiBinary.run(["--name", "A", "--database", folder + "/kuchi.sqlite"], home: home)
        #expect(run.status == 64)
        #expect(run.stderr.contains("at least 2 characters"))
        #expect(!FileManager.default.fileExists(atPath: folder), "a refused run must create nothing")
        let twoCharacters = try KuchiBinary.run(["--name", "翔太"], input: "1\n", home: home)
        #expect(twoCharacters.status == 0)
        #expect(twoCharacters.stdout.contains("Hello, 翔太!"))
        let oneKanji = try KuchiBinary.run(["--name", "栞"], input: "1\n", home: home)
        #expect(oneKanji.status == 0)
        #expect(oneKanji.stdout.contains("Hello, 栞!"))
    }
}

import Foundation
import KuchiSpawn
import Testing

/// `kuchi learners`: listing, renaming and removing the learners of a bank, on the real binary.
@Suite("kuchi learners", .timeLimit(.minutes(20)))
struct LearnersCommandTests {
    /// A bank where Ann has given answers and Ben has only been named (Ben practised last, so is the default).
    private func twoLearners() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann", "--seed", "1", "--questions", "2"], input: "1\n1\n1\n1\n1\n1\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["--name", "Ben"], input: ":quit\n", home: home).status == 0)
        return home
    }

    @Test func aFreshBankHasNoLearnerAndJSONSaysSoInOneValue() throws {
        let home = try KuchiBinary.Home()
        let none = try KuchiBinary.run(["learners"], home: home)
        #expect(none.status == 0 && none.stdout.contains("no learner"), "\(none.stdout)")
        #expect(try KuchiBinary.run(["import", "--no-history", "-"], input: "word,reading,meanings\n経済,けいざい,economy\n", home: home).status == 0)
        let empty = try KuchiBinary.run(["learners", "list"], home: home)
        #expect(empty.status == 0 && empty.stdout.hasPrefix("No learner yet in \(home.database)"), "\(empty.stdout)")
        let json = try KuchiBinary.run(["learners", "--format", "json"], home: home)
        #expect(json.stdout == #"{"database":"\#(home.database)","default":null,"learners":[]}"# + "\n", "\(json.stdout)")
    }

    @Test func eachLearnerIsListedWithTheDefaultMarkedAndNoControlSequencePrinted() throws {
        let home = try twoLearners()
        let list = try KuchiBinary.run(["learners"], home: home)
        #expect(list.status == 0, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Learners in \(home.database):")
        // Ben came after Ann but left before answering: Ann, the last to practise, stays the default.
        #expect(lines.contains { $0.hasPrefix("* Ann ") && !$0.hasSuffix("never") }, "\(list.stdout)")
        #expect(lines.contains { $0.hasPrefix("  Ben ") && $0.hasSuffix("0          0  never") }, "\(list.stdout)")
        #expect(!list.stdout.contains("\u{1B}"), "plain when piped")
        let json = try KuchiBinary.run(["learners", "--format", "json"], home: home)
        #expect(json.stdout.contains(#""default":"Ann","learners":[{"name":"Ann","answers":"#), "\(json.stdout)")
        #expect(json.stdout.contains(#"{"name":"Ben","answers":0,"words_met":0,"last_practised":null,"default":false}"#))
        if SQLiteShell.isAvailable {
            _ = try SQLiteShell.query(home.database, "UPDATE profile SET name = 'Ev' || char(27) || ']0;pwned' || char(7) || 'il' WHERE name = 'Ben'")
            let hostile = try KuchiBinary.run(["learners"], home: home)
            #expect(!hostile.stdout.contains("\u{1B}") && !hostile.stdout.contains("\u{07}"), "\(hostile.stdout)")
        }
    }

    @Test func renameKeepsTheHistoryAndRefusesANameThatFoldsLikeAnother() throws {
        let home = try twoLearners()
        let renamed = try KuchiBinary.run(["learners", "rename", "ann", "Annie"], home: home)
        #expect(renamed.status == 0 && renamed.stdout.contains("Renamed learner “Ann” to “Annie”"), "\(renamed.stdout)\(renamed.stderr)")
        #expect(try KuchiBinary.run(["report", "--name", "Annie"], home: home).status == 0)
        #expect(try KuchiBinary.run(["report", "--name", "Ann"], home: home).status == 64)
        for clash in ["Ｂｅｎ", "BEN"] {
            let refused = try KuchiBinary.run(["learners", "rename", "Annie", clash], home: home)
            #expect(refused.status == 64 && refused.stderr.contains("“Ben”") && refused.stderr.contains("Choose another name"),
                    "\(clash): \(refused.stderr)")
        }
        for bad in ["", "x", String(repeating: "a", count: 41), "Ev\u{1B}il"] {
            let refused = try KuchiBinary.run(["learners", "rename", "Annie", bad], home: home)
            #expect(refused.status == 64 && refused.stderr.contains("cannot be a learner's name"), "\(bad): \(refused.stderr)")
        }
        let unknown = try KuchiBinary.run(["learners", "rename", "Zed", "Zoe"], home: home)
        #expect(unknown.status == 64 && unknown.stderr.contains("learners: “Annie”, “Ben”"), "\(unknown.stderr)")
        let json = try KuchiBinary.run(["learners", "--format", "json"], home: home)
        #expect(json.stdout.contains(#""name":"Annie""#) && !json.stdout.contains(#""name":"Ann""#))
    }

    /// Walk-through 35 (L): the reason followed the colon with a capital, as a second sentence glued to the first.
    @Test func aNameTooShortIsRefusedInOneSentenceThatSaysWhatToDo() throws {
        let home = try twoLearners()
        let refused = try KuchiBinary.run(["learners", "rename", "Ann", "H"], home: home)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("“H” cannot be a learner's name: a name needs at least 2 characters (or one kanji or kana, as 栞). "
                                        + "Nothing was renamed: give another name (kuchi learners rename Ann NEW)."), "\(refused.stderr)")
        #expect(!refused.stderr.contains(": A name"), "\(refused.stderr)")
        let option = try KuchiBinary.run(["--name", "H"], input: ":quit\n", home: home)
        #expect(option.status == 64 && option.stderr.contains("--name: a name needs at least 2 characters"), "\(option.stderr)")
    }

    @Test func removeWithoutATerminalOrYesIsRefusedAndRemovesNothing() throws {
        let home = try twoLearners()
        let refused = try KuchiBinary.run(["learners", "remove", "Ann"], input: "Ann\n", home: home)
        #expect(refused.status == 64 && refused.stderr.contains("pass --yes"), "\(refused.stderr)")
        #expect(try KuchiBinary.run(["report", "--name", "Ann"], home: home).status == 0)
        let unknown = try KuchiBinary.run(["learners", "remove", "Zed", "--yes"], home: home)
        #expect(unknown.status == 64 && unknown.stderr.contains("There is no learner called “Zed”"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("learners: “Ann”, “Ben” (kuchi learners lists them)"), "\(unknown.stderr)")
    }

    @Test func removeWithYesTakesTheLearnerOutOfEveryCommandAndTheBackupBringsThemBack() throws {
        let home = try twoLearners()
        let removed = try KuchiBinary.run(["learners", "remove", "ann", "--yes"], home: home)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout.contains("Removed learner “Ann”: 1 session"), "\(removed.stdout)")
        // The default bank needs no --database in the command that undoes it (walk-through 39's L2).
        let restoreLine = try #require(removed.stdout.split(separator: "\n").first { $0.contains("kuchi restore ") }, "\(removed.stdout)")
        #expect(!restoreLine.contains("--database"), "\(restoreLine)")
        let backup = try #require(restoreLine.split(separator: " ").last.map(String.init))
        #expect(backup.hasSuffix("-remove-learner.sqlite"))
        let report = try KuchiBinary.run(["report", "--name", "Ann"], home: home)
        #expect(report.status == 64 && report.stderr.contains("There is no learner called “Ann”"), "\(report.stderr)")
        let history = try KuchiBinary.run(["export", "history"], home: home)
        #expect(history.status == 0 && !history.stdout.contains("Ann"), "\(history.stdout)")
        #expect(try KuchiBinary.run(["learners", "--format", "json"], home: home).stdout.contains(#""learners":[{"name":"Ben""#))
        #expect(try KuchiBinary.run(["restore", backup], home: home).status == 0)
        let back = try KuchiBinary.run(["learners", "--format", "json"], home: home)
        #expect(back.stdout.contains(#"{"name":"Ann","answers":"#), "\(back.stdout)")
        #expect(try KuchiBinary.run(["export", "history"], home: home).stdout.contains("Ann"))
    }

    /// On a bank named with `--database` (or `KUCHI_DATABASE`) the command that brings a removed learner back names
    /// the bank, in the form every suggestion uses (`kuchi --database PATH restore FILE`), and works typed as printed.
    @Test func removingFromANamedBankSaysHowToRestoreThatBank() throws {
        let home = try KuchiBinary.Home()
        let bank = home.root + "/other bank.sqlite"
        #expect(try KuchiBinary.run(["--database", bank, "--name", "Ann", "--questions", "1"], input: "1\n1\n1\n1\n", home: home).status == 0)
        let removed = try KuchiBinary.run(["learners", "remove", "Ann", "--yes"], home: home, environment: ["KUCHI_DATABASE": bank])
        #expect(removed.status == 0, "\(removed.stderr)")
        let restoreLine = try #require(removed.stdout.split(separator: "\n").first { $0.contains("kuchi ") && $0.contains(" restore ") },
                                       "\(removed.stdout)")
        let quoted = "'" + bank + "'"
        #expect(restoreLine.contains("kuchi --database \(quoted) restore "), "\(restoreLine)")
        let backup = try #require(restoreLine.split(separator: " ").last.map(String.init))
        #expect(try KuchiBinary.run(["--database", bank, "restore", backup], home: home).status == 0)
        #expect(try KuchiBinary.run(["learners", "--database", bank, "--format", "json"], home: home).stdout.contains(#"{"name":"Ann""#))
    }

    /// Learners an earlier Kuchi stored under names that fold alike: kuchi doctor warns, naming both and the command
    /// that renames one, and the bank is still healthy (exit 0); once renamed, the warning is gone.
    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: names folding alike cannot be stored from outside"))
    func doctorWarnsOfLearnersWhoseNamesFoldAlike() throws {
        let home = try twoLearners()
        _ = try SQLiteShell.query(home.database, "INSERT INTO profile (name, created_at, last_used_at) VALUES ('ＢＥＮ', '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000')")
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 0, "a warning, not a fault: \(doctor.stderr)")
        #expect(doctor.stdout.contains("learners:     “Ben”, “ＢＥＮ” fold alike") && doctor.stdout.contains("kuchi learners rename OLD NEW"),
                "\(doctor.stdout)")
        #expect(try KuchiBinary.run(["learners", "rename", "ＢＥＮ", "Bea"], home: home).status == 0)
        #expect(try !KuchiBinary.run(["doctor"], home: home).stdout.contains("fold alike"))
    }

    /// `kuchi learners delete Hana` is a mistyped subcommand, not two stray words of `learners list`: the refusal lists
    /// the subcommands, and guesses only what is close to what was typed (or its usual synonym).
    @Test func anUnknownSubcommandListsTheSubcommandsAndGuessesOnlyWhatIsClose() throws {
        let home = try twoLearners()
        let delete = try KuchiBinary.run(["learners", "delete", "Ann"], home: home)
        #expect(delete.status == 64)
        #expect(delete.stderr.contains("kuchi learners has no subcommand “delete”: list, rename or remove. Did you mean “kuchi learners remove”?"),
                "\(delete.stderr)")
        #expect(delete.stderr.contains("See 'kuchi learners --help'") && !delete.stderr.contains("learners list"))
        let frob = try KuchiBinary.run(["learners", "frob"], home: home)
        #expect(frob.status == 64 && frob.stderr.contains("has no subcommand “frob”: list, rename or remove.\n"), "\(frob.stderr)")
        #expect(!frob.stderr.contains("Did you mean"))
        #expect(try KuchiBinary.run(["learners", "renme", "Ann", "Annie"], home: home).stderr.contains("Did you mean “kuchi learners rename”?"))
        #expect(try KuchiBinary.run(["decks", "rmove", "x"], home: home).stderr.contains("kuchi decks has no subcommand “rmove”: list or remove. Did you mean “kuchi decks remove”?"))
        #expect(try KuchiBinary.run(["learners"], home: home).status == 0, "the default still lists")
        #expect(try KuchiBinary.run(["learners", "list"], home: home).status == 0)
        #expect(try KuchiBinary.run(["config", "set", "nope", "1"], home: home).stderr.contains("Did you mean") == false)
    }

    @Test func learnerNamesCompleteFromTheBank() throws {
        let home = try twoLearners()
        let request = ["---completion", "learners", "remove", "--", "positional@0", "2", "0", "kuchi", "learners", "remove", ""]
        let names = try KuchiBinary.run(request, home: home, environment: ["SAP_SHELL": "bash"]).stdout.split(separator: "\n")
        #expect(names == ["Ann", "Ben"], "\(names)")
    }

    /// A learner with many answers, killed while their removal is being written: the bank is as it was.
    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: a long history cannot be made from outside"))
    func aKilledRemovalLeavesEverything() throws {
        let home = try twoLearners()
        _ = try SQLiteShell.query(home.database, """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 600000)
            INSERT INTO answer (session_id, word_id, mode, given, is_correct, elapsed_ms, answered_ms)
            SELECT (SELECT min(s.id) FROM session s JOIN profile p ON p.id = s.profile_id WHERE p.name = 'Ann'),
                   1 + i % 100, 0, 'x', 1, 1000, 1800000000000 + i FROM n
            """)
        let answers = try SQLiteShell.query(home.database, "SELECT count(*) FROM answer")
        let process = try ChildProcess(KuchiBinary.path, ["learners", "remove", "Ann", "--yes"], environment: home.environment,
                                       input: .inherited)
        Watchdog.watch(process.pid)
        #expect(BankWriterWatch.waitForWriter(home.database, afterBackup: "-remove-learner.sqlite", of: process.pid), "the removal started writing")
        process.kill(SIGKILL)
        try process.waitUntilExit()
        #expect(process.endingSignal != nil, "killed during the removal, not after it")
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == answers)
        #expect(try SQLiteShell.query(home.database, "SELECT group_concat(name) FROM (SELECT name FROM profile ORDER BY name)") == "Ann,Ben")
        #expect(try SQLiteShell.query(home.database, "PRAGMA quick_check") == "ok")
    }
}

import Foundation
import Testing

/// Every command that acts for a learner takes the learner the same way: `--name` or `--profile`.
@Suite("Naming the learner", .timeLimit(.minutes(20)))
struct LearnerOptionTests {
    @Test func nameAndProfileNameTheSameLearnerInEveryCommand() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["--profile", "Ben"], input: ":quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["words", "fav", "neko", "--name", "Ann"], home: home).status == 0)
        for option in ["--name", "--profile"] {
            let starred = try KuchiBinary.run(["words", "neko", option, "Ann", "--format", "csv"], home: home)
            #expect(starred.status == 0, "\(option): \(starred.stderr)")
            #expect(starred.stdout.contains("猫,ねこ,neko,cat,jlpt-n5,N5,1,"), "\(option)")
            let other = try KuchiBinary.run(["words", "neko", option, "Ben", "--format", "csv"], home: home)
            #expect(other.stdout.contains("猫,ねこ,neko,cat,jlpt-n5,N5,0,"), "\(option): Ben starred nothing")
            for command in [["due"], ["decks"], ["report"]] {
                let run = try KuchiBinary.run(command + [option, "Ann"], home: home)
                #expect(run.status == 0, "\(command) \(option): \(run.stderr)")
            }
        }
        let unknown = try KuchiBinary.run(["due", "--name", "Cleo"], home: home)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Cleo"))
    }

    /// An input method types `Ｃｈｉｅ` (full-width letters): the same learner as `Chie`, not a new one; a learner
    /// stored under a full-width name (by an earlier Kuchi) is found by the plain spelling too.
    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: a full-width name cannot be stored from outside"))
    func fullWidthNamesAreTheSameLearner() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Chie"], input: ":quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["--name", "Ｃｈｉｅ"], input: ":quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["report", "--name", "ｃｈｉｅ"], home: home).status == 0)
        let unknown = try KuchiBinary.run(["due", "--name", "Zed"], home: home)
        #expect(unknown.stderr.contains("learners: “Chie” (kuchi learners lists them)."), "one learner, not two: \(unknown.stderr)")
        _ = try SQLiteShell.query(home.database, "UPDATE profile SET name = 'Ｄａｎ' WHERE name = 'Chie'")
        #expect(try KuchiBinary.run(["due", "--name", "Dan"], home: home).status == 0)
        #expect(try KuchiBinary.run(["--name", "dan"], input: ":quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["due", "--name", "Zed"], home: home).stderr.contains("learners: “Ｄａｎ” (kuchi learners"))
    }

    /// A bank an earlier Kuchi filled with learners whose names fold alike (`Chie` and `Ｃｈｉｅ`, `Ann Ⅱ` and `Ann II`):
    /// each is found by its own spelling, and a spelling only folding matches, naming both, is refused rather than
    /// given to either.
    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: names folding alike cannot be stored from outside"))
    func learnersStoredApartStayApart() throws {
        let home = try KuchiBinary.Home()
        for name in ["Chie", "Ann Ⅱ"] {
            #expect(try KuchiBinary.run(["--name", name], input: ":quit\n", home: home).status == 0)
        }
        for (stored, twin) in [("Chie", "Ｃｈｉｅ"), ("Ann Ⅱ", "Ann II")] {
            _ = try SQLiteShell.query(home.database, """
                INSERT INTO profile (name, created_at, last_used_at) SELECT '\(twin)', created_at, created_at FROM profile WHERE name = '\(stored)'
                """)
        }
        for (typed, learner) in [("Ann II", "Ann II"), ("ann ii", "Ann II"), ("Ann Ⅱ", "Ann Ⅱ"), ("Ｃｈｉｅ", "Ｃｈｉｅ"), ("Chie", "Chie")] {
            let report = try KuchiBinary.run(["report", "--name", typed, "--format", "json"], home: home)
            #expect(report.status == 0 && report.stdout.contains("\"\(learner)\""), "\(typed): \(report.stderr)")
            for other in ["Chie", "Ｃｈｉｅ", "Ann Ⅱ", "Ann II"] where other != learner {
                #expect(!report.stdout.contains("\"\(other)\""), "\(typed) is \(learner), not \(other)")
            }
        }
        let practice = try KuchiBinary.run(["--name", "Ann II", "--questions", "1"], input: ":quit\n", home: home)
        #expect(practice.stdout.contains("Ann II") && !practice.stdout.contains("Ann Ⅱ"), "\(practice.stdout)")
        let due = try KuchiBinary.run(["due", "--name", "ＡＮＮ II"], home: home)
        #expect(due.status == 64 && due.stderr.contains("“ＡＮＮ II”: “Ann II”, “Ann Ⅱ”. Type the name exactly as stored."), "\(due.stderr)")
        let typed = try KuchiBinary.run(["--name", "Ｃhie"], input: ":quit\n", home: home)
        #expect(typed.status == 64 && typed.stderr.contains("“Chie”, “Ｃｈｉｅ”."), "\(typed.stderr)")
        let learners = try SQLiteShell.query(home.database, "SELECT count(*) FROM profile")
        #expect(learners.trimmingCharacters(in: .whitespacesAndNewlines) == "4", "no learner was made")
    }

    /// `--name ' Ann '` is Ann in every command, as at the practice prompt; an unknown name is refused in the same
    /// words, with the same exit code, by every command that reads a learner's data.
    @Test func namesAreTrimmedAndEveryCommandRefusesAnUnknownNameAlike() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", " Ann "], input: ":quit\n", home: home).status == 0)
        for command in [["due"], ["report"], ["decks"], ["words", "neko"], ["export", "history"]] {
            let run = try KuchiBinary.run(command + ["--name", " Ann "], home: home)
            #expect(run.status == 0, "\(command): \(run.stderr)")
        }
        let refusal = "kuchi: error: There is no learner called “Zed” in \(home.database); learners: “Ann” (kuchi learners lists them).\n"
        for command in [["due"], ["report"], ["export", "history"], ["words", "accepted"], ["words", "fav", "neko"], ["decks"]] {
            for option in ["--name", "--profile"] {
                let run = try KuchiBinary.run(command + [option, " Zed "], home: home)
                #expect(run.status == 64 && run.stderr == refusal, "\(command) \(option): \(run.stderr)")
            }
        }
    }

    @Test func dueBeforeAnyoneHasPractisedSaysSoAndSucceeds() throws {
        let home = try KuchiBinary.Home()
        let file = home.root + "/words.csv"
        try "word,reading,meanings\n経済,けいざい,economy\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", "--no-history", file], home: home).status == 0)
        let due = try KuchiBinary.run(["due"], home: home)
        #expect(due.status == 0, "\(due.stderr)")
        #expect(due.stdout == "No learner yet, so nothing is due: run kuchi to start practising.\n" && due.stderr.isEmpty)
        let json = try KuchiBinary.run(["due", "--format", "json"], home: home)
        #expect(json.status == 0 && json.stdout.contains(#""learner":null,"due_now":0"#))
        let unknown = try KuchiBinary.run(["due", "--profile", "Cleo"], home: home)
        #expect(unknown.status == 64 && unknown.stderr.contains("There is no learner called “Cleo” in \(home.database); nobody has practised with it yet"), "\(unknown.stderr)")
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let listed = try KuchiBinary.run(["due", "--profile", "Cleo"], home: home)
        #expect(listed.status == 64 && listed.stderr.contains("There is no learner called “Cleo” in \(home.database); learners: “Ann” (kuchi learners lists them)."), "as report and export do: \(listed.stderr)")
    }
}

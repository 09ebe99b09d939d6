import Foundation
import Testing

/// What review 19 found in `kuchi learners`: hostile stored names in completion and the table, the `--yes` line for a
/// name that reads as an option, what is said before a refusal, the removal summary and a rename to the same name.
@Suite("kuchi learners: hostile names, refusals and summaries", .timeLimit(.minutes(20)))
struct LearnersEdgeCommandTests {
    /// A bank where Ann has given answers and suspended a word.
    private func home() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann", "--seed", "1", "--questions", "2"], input: "1\n1\n1\n1\n1\n1\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["words", "suspend", "sore", "--name", "Ann"], home: home).status == 0)
        return home
    }

    /// Adds a learner straight into the bank (as an earlier Kuchi or an edited bank could hold them); `name` is SQL.
    private func store(_ name: String, in home: KuchiBinary.Home) throws {
        _ = try SQLiteShell.query(home.database, "INSERT INTO profile (name, created_at, last_used_at) VALUES (\(name), '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000')")
    }

    @Test func removeOffATerminalSaysOnlyWhatWouldGoAndTheLineToTypeWithDashesBeforeAnOptionLikeName() throws {
        let home = try home()
        let refused = try KuchiBinary.run(["learners", "remove", "Ann"], home: home)
        #expect(refused.status == 64 && refused.stdout.isEmpty, "nothing said as if removed: \(refused.stdout)")
        #expect(refused.stderr.contains("Learner “Ann” has ") && refused.stderr.contains("nothing was removed")
                && refused.stderr.contains("pass --yes: kuchi learners remove --yes Ann."), "\(refused.stderr)")
        guard SQLiteShell.isAvailable else { return }
        try store("'--yes'", in: home)
        let dashed = try KuchiBinary.run(["learners", "remove", "--", "--yes"], home: home)
        #expect(dashed.status == 64 && dashed.stderr.contains("kuchi learners remove --yes -- --yes."), "\(dashed.stderr)")
        let typed = try KuchiBinary.run(["learners", "remove", "--yes", "--", "--yes"], home: home)
        #expect(typed.status == 0 && typed.stdout.contains("Removed learner “--yes”"), "the suggested line works: \(typed.stderr)")
    }

    @Test func theRemovalSummaryNamesSuspendedWordsAndARenameToTheSameNameChangesNothing() throws {
        let home = try home()
        let same = try KuchiBinary.run(["learners", "rename", "Ann", "Ann"], home: home)
        #expect(same.status == 0 && same.stdout.contains("nothing to change") && !same.stdout.contains("Renamed"), "\(same.stdout)")
        let removed = try KuchiBinary.run(["learners", "remove", "Ann", "--yes"], home: home)
        #expect(removed.status == 0 && removed.stdout.contains(", 1 suspended word and "), "\(removed.stdout)")
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 shell is not installed: hostile names cannot be stored"))
    func aVeryLongNameIsCutInTheTableAndInMessages() throws {
        let home = try home()
        try store("'" + String(repeating: "x", count: 300) + "'", in: home)
        let list = try KuchiBinary.run(["learners"], home: home)
        #expect(list.stdout.contains(String(repeating: "x", count: 39) + "…"), "\(list.stdout)")
        let rows: [String] = list.stdout.components(separatedBy: "\n").dropFirst().map { $0 }
        #expect(rows.allSatisfy { $0.count < 100 }, "no row padded to the long name: \(list.stdout)")
        try store("'Line1' || char(10) || 'Line2'", in: home)
        let unknown = try KuchiBinary.run(["report", "--name", "Nobody"], home: home)
        #expect(unknown.status == 64 && unknown.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "one line: \(unknown.stderr)")
        #expect(unknown.stderr.contains("“Line1␊Line2”") && !unknown.stderr.contains(String(repeating: "x", count: 41)), "\(unknown.stderr)")
    }

    /// What bash offers for `kuchi WORDS…` with the script `kuchi --generate-completion-script bash` prints.
    private func bash(_ words: [String], home: KuchiBinary.Home) throws -> String {
        let file = home.root + "/kuchi.bash"
        try KuchiBinary.run(["--generate-completion-script", "bash"], home: home).stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let harness = """
            source "$1"; shift
            COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _kuchi "$1" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '[%s]\\n' "${COMPREPLY[@]}"
            """
        let run = try ExternalTool.run(ExternalTool.find("bash") ?? "/bin/bash", ["-c", harness, "bash", file, KuchiBinary.path] + words,
                                       environment: home.environment)
        return run.stdout
    }

    @Test(.enabled(if: SQLiteShell.isAvailable && ExternalTool.find("bash") != nil, "needs the sqlite3 shell and bash"))
    func learnerCompletionLeavesOutControlCharactersAndBashRunsNothingInAName() throws {
        let home = try home()
        let touched = home.root + "/touched"
        try store("'Ev' || char(27) || ']0;pwned' || char(7) || 'il'", in: home)
        try store("'Line1' || char(10) || 'Line2'", in: home)
        try store("' spaced  name '", in: home)
        try store("'$(touch \(touched))'", in: home)
        try store("'O''Brien {a,b}'", in: home)
        let request = ["---completion", "learners", "remove", "--", "positional@0", "2", "0", "kuchi", "learners", "remove", ""]
        for shell in ["bash", "zsh", "fish"] {
            let raw = try KuchiBinary.run(request, home: home, environment: ["SAP_SHELL": shell]).stdout
            #expect(!raw.contains("\u{1B}") && !raw.contains("Line1") && !raw.contains("Line2") && raw.contains("Ann"), "\(shell): \(raw)")
        }
        let offered = try bash(["learners", "remove", ""], home: home)
        #expect(offered.contains("[Ann]\n") && offered.contains("[ spaced  name ]\n"), "\(offered)")
        #expect(offered.contains("[$(touch \(touched))]\n") && offered.contains("[O'Brien {a,b}]\n"), "as stored: \(offered)")
        #expect(!FileManager.default.fileExists(atPath: touched), "nothing in a name is run")
        #expect(!offered.contains("\u{1B}") && !offered.contains("Line"))
    }
}

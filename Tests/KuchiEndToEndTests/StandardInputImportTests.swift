import Foundation
import Testing

/// `kuchi import -` reads a word list piped in, as scripts give one: the whole list is copied first, so it is
/// all or nothing like a file, its words go into the deck `stdin` unless `--deck` names one, and the copy is
/// gone afterwards.
@Suite("Importing a list from standard input", .timeLimit(.minutes(20)))
struct StandardInputImportTests {
    /// The copies of standard input left in `folder` (the run's TMPDIR).
    private func copiesLeft(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("kuchi-stdin") }
    }

    @Test func aPipedListIsImportedIntoItsDeckAndItsCopyRemoved() throws {
        let home = try KuchiBinary.Home()
        let temporary = home.root + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let list = "word,reading,meanings\n鯨,くじら,whale\n海豚,いるか,dolphin\n"
        let run = try KuchiBinary.run(["import", "-"], input: list, home: home, environment: ["TMPDIR": temporary])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2 added"), "\(run.stdout)")
        let decks = try KuchiBinary.run(["decks"], home: home)
        #expect(decks.stdout.contains("stdin"), "\(decks.stdout)")
        #expect(try copiesLeft(in: temporary) == [])
        // --deck names the deck.
        let named = try KuchiBinary.run(["import", "--deck", "sea", "-"], input: "word,reading,meanings\n蛸,たこ,octopus\n",
                                        home: home, environment: ["TMPDIR": temporary])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(try KuchiBinary.run(["decks"], home: home).stdout.contains("sea"))
    }

    @Test func aBadPipedListImportsNothingAndSaysWhy() throws {
        let home = try KuchiBinary.Home()
        let temporary = home.root + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        // A bad row: nothing of the list is imported, and the row is named by its line.
        let bad = try KuchiBinary.run(["import", "-"], input: "word,reading,meanings\n鯨,くじら,whale\n海豚,いるか,\n",
                                      home: home, environment: ["TMPDIR": temporary])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("standard input:3: missing meaning"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database), "a refused import created the bank")
        // Nothing piped in, and standard input named twice.
        let empty = try KuchiBinary.run(["import", "-"], home: home, environment: ["TMPDIR": temporary])
        #expect(empty.status == 65)
        #expect(empty.stderr.contains("standard input: nothing was piped in"), "\(empty.stderr)")
        let twice = try KuchiBinary.run(["import", "-", "-"], input: "word,reading,meanings\n鯨,くじら,whale\n", home: home)
        #expect(twice.status == 64)
        #expect(twice.stderr.contains("can be imported once"), "\(twice.stderr)")
        #expect(try copiesLeft(in: temporary) == [])
    }
}

/// A command that never stops writing (`yes … | kuchi import -`) is refused once standard input has given more than a
/// word list ever holds, with the advice to save the list to a file; its copy takes no room afterwards.
@Suite("An endless list on standard input", .timeLimit(.minutes(20)))
struct EndlessStandardInputTests {
    @Test func anEndlessPipeIsRefusedAtItsLimitAndLeavesNoCopy() throws {
        let home = try KuchiBinary.Home()
        let temporary = home.root + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let script = "yes '猫,ねこ,cat' | \"$1\" import --dry-run --deck y -"
        var environment = home.environment
        environment["TMPDIR"] = temporary
        let run = try ExternalTool.spawn("/bin/sh", ["-c", script, "sh", KuchiBinary.path], environment: environment, input: Data())
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("standard input: more than 256 MiB was piped in"), "\(run.stderr)")
        #expect(run.stderr.contains("save the list to a file and import the file"), "\(run.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("kuchi-stdin") }
        #expect(left == [])
    }

    /// While the import runs, the copy has no name of its own (only a link to the file it holds open), so a SIGKILL
    /// then leaves no bytes of the list behind: the kernel frees them with the process (the folder's empty lock file,
    /// `owner`, tells the next import that the folder was left).
    @Test func theCopyHasNoNameWhileTheImportRuns() throws {
        let home = try KuchiBinary.Home()
        let temporary = home.root + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        // The list is copied, then the import waits for the end of its input (three seconds later).
        let script = "(printf 'word,reading,meanings\\n鯱,しゃち,orca\\n'; sleep 3) | \"$1\" import --dry-run - & "
            + "i=0; while [ $i -lt 50 ] && ! [ -L \"$(ls -d \"$TMPDIR\"/kuchi-stdin.* 2>/dev/null | head -1)/stdin\" ]; do sleep 0.1; i=$((i+1)); done; "
            + "echo links: $(find \"$TMPDIR\" -type l | wc -l); echo files: $(find \"$TMPDIR\" -type f -size +0 | wc -l); wait"
        var environment = home.environment
        environment["TMPDIR"] = temporary
        let run = try ExternalTool.spawn("/bin/sh", ["-c", script, "sh", KuchiBinary.path], environment: environment, input: Data())
        #expect(run.stdout.contains("links: 1\nfiles: 0"), "\(run.stdout)")
        #expect(run.stdout.contains("Would import: 1 added"), "\(run.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix("kuchi-stdin") } == [])
    }
}

import Foundation
import Testing

/// A mistyped `--database` path in a script (standard input not a terminal): refused before anything is made,
/// exit 66, no name prompt in the log and no folder or bank left behind.
@Suite("A word bank named in a folder that is not there")
struct MissingBankFolderTests {
    @Test(arguments: [[String](), ["--json"], ["review"]])
    func aScriptNamingABankInAMissingFolderIsRefusedAndNothingIsCreated(extra: [String]) throws {
        let home = try KuchiBinary.Home()
        let folder = home.root + "/nonexist"
        let run = try KuchiBinary.run(extra + ["--database", folder + "/x.sqlite"], home: home)
        #expect(run.status == 66, "\(run.stdout) \(run.stderr)")
        #expect(!run.stdout.contains("What's your name"), "\(run.stdout)")
        #expect((run.stderr + run.stdout).contains("its folder \(folder) does not exist: a mistyped path? Nothing was created."),
                "\(run.stderr) \(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder), "no folder, no bank left behind")
        // --json is refused at a terminal too: only a terminal session is told a terminal would help.
        #expect((run.stderr + run.stdout).contains("or run Kuchi at a terminal") == !extra.contains("--json"),
                "\(run.stderr) \(run.stdout)")
    }

    @Test func aBankInAnExistingFolderIsStillMadeFromAScript() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--database", home.root + "/x.sqlite", "--name", "Ann"], input: ":quit\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.root + "/x.sqlite"))
    }
}

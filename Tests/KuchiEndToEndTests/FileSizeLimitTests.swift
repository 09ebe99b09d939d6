import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A file-size limit (`ulimit -f`, RLIMIT_FSIZE) met by a write: treated as a full disk (a first bank is not left
/// half-made) and named as the limit, not as a disk to check or an error that is "not an error".
@Suite("A file-size limit", .timeLimit(.minutes(20)),
       .enabled(if: Fault.canLimitFileSize, "prlimit is not installed: the file-size limit cases are skipped"))
struct FileSizeLimitTests {
    @Test func aFirstImportCutShortByTheLimitLeavesNoBankSoTheNextIsStillTheFirst() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/fruit.csv"
        try "word,reading,meanings\n蜜柑,みかん,mandarin orange\n林檎,りんご,apple\n".write(toFile: list, atomically: true, encoding: .utf8)
        let cut = try Fault.kuchi(["import", list, "--deck", "Fruit"], home: home, prefix: Fault.fileSizeLimit(512_000))
        #expect(cut.status == 74, "\(cut.stderr)")
        #expect(cut.stderr.contains("ulimit -f") && !cut.stderr.contains("check the disk"), "\(cut.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database), "a half-made bank was left")
        let next = try Fault.kuchi(["import", list, "--deck", "Fruit"], home: home)
        #expect(next.status == 0, "\(next.stderr)")
        let config = (try? String(contentsOfFile: home.configFile, encoding: .utf8)) ?? ""
        #expect(config.contains(#"deck = "Fruit""#), "the next import is the first: \(config)")
    }

    @Test func aFirstSessionCutShortByTheLimitLeavesNoBank() throws {
        let home = try KuchiBinary.Home()
        let bank = home.root + "/new.sqlite"
        let cut = try Fault.kuchi(["--database", bank, "--name", "Zed"], input: "1\n", home: home, prefix: Fault.fileSizeLimit(512_000))
        #expect(cut.status == 74, "\(cut.stderr)")
        #expect(cut.stderr.contains("Could not create the word bank") && cut.stderr.contains("ulimit -f"), "\(cut.stderr)")
        #expect(!FileManager.default.fileExists(atPath: bank), "a half-made bank was left")
    }

    @Test func aBackupPastTheLimitNamesTheLimit() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        for target in [[home.root + "/copy.sqlite"], []] {
            let run = try Fault.kuchi(["backup"] + target, home: home, prefix: Fault.fileSizeLimit(512_000))
            #expect(run.status == 74, "\(run.stderr)")
            #expect(run.stderr.contains("the file-size limit (ulimit -f, 500 KiB) was reached. No backup was made"), "\(run.stderr)")
            #expect(!run.stderr.contains("not an error") && !run.stderr.contains("check the disk"), "\(run.stderr)")
        }
        #expect(try SQLiteShell.query(home.database, "PRAGMA quick_check") == "ok")
    }
}

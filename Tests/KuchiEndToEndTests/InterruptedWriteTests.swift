import Foundation
import KuchiSpawn
import Testing

/// A signal while `kuchi backup FILE` or `kuchi export --output FILE` writes (review 26, M3), through the real binary:
/// the hidden temporary file (and a copy's journal) is removed, one line says nothing was written, and the exit status
/// is the signal's (128 + its number); a signal after the file got its name leaves the whole file and says nothing.
@Suite("A signal while a backup or an export is written", .enabled(if: SQLiteShell.isAvailable, "needs the sqlite3 shell"),
       .timeLimit(.minutes(20)))
struct InterruptedWriteTests {
    /// A bank grown by 40,000 imported words, and an empty folder `out` beside it for the files written.
    private func bigBank() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        var text = "word,reading,meanings\n"
        for index in 0..<40_000 { text += "大語\(index),だいご\(KuchiBinary.kana(index)),big meaning \(index)\n" }
        try text.write(toFile: home.root + "/big.csv", atomically: false, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", home.root + "/big.csv", "--deck", "big"], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        try FileManager.default.createDirectory(atPath: home.root + "/out", withIntermediateDirectories: false)
        return home
    }

    /// Runs `arguments` (writing `target` in `out`), sends `signal` `delay` microseconds after the temporary file
    /// appears, and checks what is left.
    private func interrupt(_ arguments: [String], writing target: String, with signal: Int32, after delay: UInt32,
                           saying line: String, in home: KuchiBinary.Home) throws {
        let folder = home.root + "/out"
        let errors = home.root + "/stderr.txt"
        let (none, err) = (open("/dev/null", O_RDWR | O_CLOEXEC), open(errors, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600))
        defer { [none, err].forEach { close($0) } }
        let pid = try Spawn.start([KuchiBinary.path] + arguments, environment: home.environment, stdin: none, stdout: none, stderr: err)
        let deadline = Date().addingTimeInterval(30)
        var seen = false
        while !seen, Date() < deadline {
            seen = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains { $0.hasPrefix(".tmp-") }
            if !seen { usleep(100) }
        }
        usleep(delay)
        kill(pid, signal)
        let status = try Spawn.wait(pid)
        let said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        let left = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(seen, "the temporary file appeared")
        #expect(!left.contains { $0.hasPrefix(".") }, "no hidden file is left: \(left)")
        if left.contains(target) {
            #expect(!said.contains("Interrupted"), "the file was written whole: \(said)")
            try FileManager.default.removeItem(atPath: folder + "/" + target)
        } else {
            #expect(status == 128 + signal && said == line + "\n", "status \(status), stderr: \(said)")
        }
    }

    @Test func aSignalDuringABackupToAFileLeavesNothingAndSaysSo() throws {
        let home = try bigBank()
        let file = home.root + "/out/copy.sqlite"
        for (signal, delay) in [(SIGINT, UInt32(0)), (SIGTERM, 2_000), (SIGHUP, 10_000), (SIGINT, 30_000)] {
            try interrupt(["backup", file], writing: "copy.sqlite", with: signal, after: delay,
                          saying: "Interrupted: no backup was made.", in: home)
        }
    }

    @Test func aSignalDuringAnExportToAFileLeavesNothingAndSaysSo() throws {
        let home = try bigBank()
        let file = home.root + "/out/words.csv"
        for (signal, delay) in [(SIGINT, UInt32(0)), (SIGTERM, 2_000), (SIGHUP, 10_000), (SIGINT, 30_000)] {
            try interrupt(["export", "words", "--output", file], writing: "words.csv", with: signal, after: delay,
                          saying: "Interrupted: the export was not written.", in: home)
        }
    }
}

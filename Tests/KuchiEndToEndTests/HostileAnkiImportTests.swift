import Foundation
import KuchiSpawn
import Testing

/// Anki packages made to harm the bank, imported by the real binary: each is refused with one line and exit
/// 65 within seconds and a bounded memory, leaving the bank byte for byte as it was, nothing in `$TMPDIR`
/// and no backup; review times no clock gave are skipped and counted, never a crash.
@Suite("Hostile Anki packages", .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
struct HostileAnkiImportTests {
    static let refused: [(String, String)] = [
        ("notes-recursive-view", "its notes is a view, not a table"),
        ("revlog-recursive-view", "its revlog is a view, not a table"),
        ("col-view", "its col is a view, not a table"),
        ("notes-huge-blob-view", "its notes is a view, not a table"),
        ("notes-computed-column", "its notes table has computed columns"),
        ("cards-text-nid", "1 row of its cards table holds values of the wrong type"),
        ("no-revlog", "it has no revlog table"),
        // A notes table made without its key, holding one note twice: refused, where the import crashed (exit 132).
        ("notes-duplicate-id", "two of its notes share the id 1767225600001"),
        ("revlog-text-ease", "1 row of its revlog table holds values of the wrong type"),
        // A graded review (one the import reads, not one its filter leaves out) whose time is text.
        ("revlog-text-time", "1 row of its revlog table holds values of the wrong type"),
        ("corrupt", "the Anki collection inside is damaged"),
        ("invalid-utf8", "(nid:1767225600001 in Anki's browser): a field or tag is not valid UTF-8 text"),
        ("nul-in-field", "(nid:1767225600001 in Anki's browser): a field or tag holds a NUL character"),
        ("field-16-mib", "(nid:1767225600001 in Anki's browser): a field holds 16384 KiB, more than the 1 MiB a field may hold"),
        ("zstd-bomb", "more than 100 times its size (a bomb)"),
        ("zstd-notes-recursive-view", "its notes is a view, not a table"),
        // Schema 11's note types and decks in col: JSON nested deeper than a reader goes, or cut short. Read as none, the
        // import went ahead (exit 0): every review dropped as of an unknown template, every word put in a deck "anki".
        ("models-too-deep", "its note types (col.models) cannot be read: they are no JSON object"),
        ("decks-not-json", "its decks (col.decks) cannot be read: they are no JSON object"),
    ]

    /// A home with a bank, a folder of built packages and a private `$TMPDIR`.
    private final class Setup {
        let home: KuchiBinary.Home
        let packages: String
        let scratch: String

        init(_ names: [String]) throws {
            home = try KuchiBinary.Home()
            packages = home.root + "/packages"
            scratch = home.root + "/tmp"
            for folder in [packages, scratch] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            try HostileAnkiPackages.build(names, in: packages)
            _ = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)
        }

        func importing(_ name: String, _ extra: [String] = []) throws -> (run: KuchiBinary.Run, seconds: Double) {
            let start = Date()
            let run = try KuchiBinary.run(["import"] + extra + ["\(packages)/\(name).apkg"], home: home, environment: ["TMPDIR": scratch])
            return (run, Date().timeIntervalSince(start))
        }

        /// `kuchi import` of the package `name`, with the peak memory of that process alone (`VmHWM`, sampled
        /// until it exits: `RUSAGE_CHILDREN` would count every child of the test runner, and the runner's own
        /// memory at each `exec`).
        func importingMeasured(_ name: String) throws -> (run: KuchiBinary.Run, seconds: Double, peakKiB: Int) {
            let output = home.root + "/import-\(name).out", errors = home.root + "/import-\(name).err"
            let stdin = open("/dev/null", O_RDONLY), stdout = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            let stderr = open(errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            defer { [stdin, stdout, stderr].forEach { close($0) } }
            var environment = home.environment
            environment["TMPDIR"] = scratch
            let start = Date()
            let pid = try Spawn.start([KuchiBinary.path, "import", "\(packages)/\(name).apkg"], environment: environment,
                                      stdin: stdin, stdout: stdout, stderr: stderr)
            let (status, peak) = try Spawn.waitMeasuringPeakMemory(pid)
            let seconds = Date().timeIntervalSince(start)
            let run = KuchiBinary.Run(status: status, stdout: try String(contentsOfFile: output, encoding: .utf8),
                                      stderr: try String(contentsOfFile: errors, encoding: .utf8))
            return (run, seconds, peak)
        }
    }

    @Test(arguments: refused)
    func aHostilePackageExits65InOneLineAndLeavesEverythingAsItWas(_ name: String, _ message: String) throws {
        let setup = try Setup([name])
        let bank = try Data(contentsOf: URL(fileURLWithPath: setup.home.database))
        let folder = URL(fileURLWithPath: setup.home.database).deletingLastPathComponent().path
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let (run, seconds, peakKiB) = try setup.importingMeasured(name)
        #expect(run.status == 65, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        // One line; a note that cannot be read is listed as a bad row is, with the line that says what to do.
        #expect(run.stderr.split(separator: "\n").count == (message.contains("nid:") ? 2 : 1), "\(run.stderr)")
        #expect(seconds <= 10, "refused in \(seconds) s")
        #expect(try Data(contentsOf: URL(fileURLWithPath: setup.home.database)) == bank, "the bank is byte-identical")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before, "no backup, no side file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: setup.scratch).isEmpty, "nothing left in $TMPDIR")
        #expect(peakKiB > 1024, "the peak memory was sampled")
        #expect(peakKiB <= 256 * 1024, "peak memory of the import: \(peakKiB) KiB")
    }

    /// The collection's `quick_check` and the review log's checks run beside the import's writing into a new bank set
    /// up aside: what they refuse is refused as before, with the same line, and no bank (nor a hidden file) is left.
    @Test(arguments: refused.filter { ["corrupt", "revlog-text-ease", "revlog-text-time", "revlog-recursive-view", "no-revlog",
                                       "cards-text-nid", "notes-recursive-view"].contains($0.0) })
    func aHostilePackageIntoANewBankCreatesNoBank(_ name: String, _ message: String) throws {
        let home = try KuchiBinary.Home()
        let packages = home.root + "/packages", scratch = home.root + "/tmp"
        let folder = URL(fileURLWithPath: home.database).deletingLastPathComponent().path
        // The bank's folder is there (a new bank is then set up aside, beside its place), the bank not yet.
        for path in [packages, scratch, folder] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        try HostileAnkiPackages.build([name], in: packages)
        let run = try KuchiBinary.run(["import", "\(packages)/\(name).apkg"], home: home, environment: ["TMPDIR": scratch])
        #expect(run.status == 65, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "no bank, no hidden file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty, "nothing left in $TMPDIR")
        // On a fresh machine the bank's folder is not there either: the import creates neither (no bank set up aside).
        try FileManager.default.removeItem(atPath: folder)
        let fresh = try KuchiBinary.run(["import", "\(packages)/\(name).apkg"], home: home, environment: ["TMPDIR": scratch])
        #expect(fresh.status == 65, "\(fresh.stdout)\(fresh.stderr)")
        #expect(fresh.stderr.contains(message), "\(fresh.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder), "no folder, no bank on a fresh machine")
    }

    @Test(arguments: ["review-year-292-million", "review-year-10000", "review-before-1970"])
    func aReviewTimeNoClockGaveIsSkippedAndCountedAndDoctorStaysHealthy(_ name: String) throws {
        let setup = try Setup([name])
        let (run, _) = try setup.importing(name, ["--name", "Ann"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1 review dated before 1970 or after 2199 skipped: no clock gave that time."), "\(run.stdout)")
        #expect(run.stdout.contains("1 review imported from Anki as Ann's answers"), "\(run.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: setup.scratch).isEmpty)
        let doctor = try KuchiBinary.run(["doctor"], home: setup.home)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
        let words = try KuchiBinary.run(["words", "猫"], home: setup.home)
        #expect(words.status == 0)
        #expect(!words.stdout.contains("10000-"))
    }

    /// A graded review of a card the package does not hold is skipped and said; rows that are no graded review (an
    /// answer button Anki never writes, a rescheduling entry) are left out as Anki's own FSRS leaves them.
    @Test func reviewsOfACardThePackageLacksAreSkippedAndSaid() throws {
        let setup = try Setup(["revlog-orphan-and-unknown-button"])
        let (run, _) = try setup.importing("revlog-orphan-and-unknown-button", ["--name", "Ann"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1 review of cards the package does not hold skipped"), "\(run.stdout)")
        #expect(run.stdout.contains("1 review imported from Anki as Ann's answers"), "\(run.stdout)")
        let doctor = try KuchiBinary.run(["doctor"], home: setup.home)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    }

    @Test func aRealCollectionWithVeryCompressibleFieldsIsNotTakenForABomb() throws {
        let setup = try Setup(["compressible-fields", "zstd-good"])
        // Unpacked and read, not refused as a bomb: its notes' meanings of a million characters are then bad rows, each
        // named (no word has a meaning that long).
        let (run, _) = try setup.importing("compressible-fields", ["--no-history"])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(!run.stderr.contains("was not unpacked"), "\(run.stderr)")
        #expect(run.stderr.contains("characters long, more than the 100,000 a meaning may have"), "\(run.stderr)")
        let (zstd, _) = try setup.importing("zstd-good", ["--no-history"])
        #expect(zstd.status == 0, "\(zstd.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: setup.scratch).isEmpty)
    }
}

/// Readings from a package whose fields hold furigana for the whole word, as Anki 26.9 writes it.
@Suite("Anki readings from furigana", .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
struct AnkiFuriganaImportTests {
    @Test func everyReadingIsKanaAndANoteWithoutOneIsNamedWithAdvice() throws {
        let home = try KuchiBinary.Home()
        let packages = try HostileAnkiPackages.build(["furigana", "reading-not-kana"], for: home)
        let run = try KuchiBinary.run(["import", "--no-history", packages + "/furigana.apkg"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let words = try KuchiBinary.run(["export", "words", "--deck", "Default"], home: home)
        for pair in [",運ぶ,はこぶ,", ",お土産,おみやげ,", ",祈る,いのる,", ",お宅,おたく,", ",再来月,さらいげつ,", ",引っ越す,ひっこす,"] {
            #expect(words.stdout.contains(pair), "\(pair) in \(words.stdout)")
        }
        let refused = try KuchiBinary.run(["import", packages + "/reading-not-kana.apkg"], home: home)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("(nid:1767225600001 in Anki's browser): the reading “遠く” of “遠く” is not kana (in Anki, write the Reading field in kana"),
                "\(refused.stderr)")
        let skipped = try KuchiBinary.run(["import", "--skip-invalid", "--no-history", packages + "/reading-not-kana.apkg"], home: home)
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("1 rejected"), "\(skipped.stdout)")
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "needs sqlite3")) func doctorNamesAWordWhoseReadingIsNotKana() throws {
        let home = try KuchiBinary.Home()
        _ = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)
        _ = try SQLiteShell.query(home.database, """
            INSERT INTO word (text, reading, meanings, deck, added_ms) VALUES ('祈る', '祈る[いのる]', 'to pray', 'anki', 1767225600000)
            """)
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 65, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("1 words have a reading that is not kana: 祈る (祈る[いのる])"), "\(doctor.stdout)")
    }
}

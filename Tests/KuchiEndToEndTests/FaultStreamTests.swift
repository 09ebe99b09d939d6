import Foundation
import KuchiSpawn
import Testing

/// Issue 23, rows 20–25 of the fault matrix: outputs that are devices or pipes, failed and closed standard
/// output, lines of megabytes, NUL bytes, special files where files are expected, and what a killed
/// backup leaves.
@Suite("Fault matrix: streams, special files and long lines", .timeLimit(.minutes(20)),
       .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: the fault tests are skipped"))
struct FaultStreamTests {
    private static let canWriteFullDevice = FileManager.default.isWritableFile(atPath: "/dev/full")

    /// A home whose learner has practised, with `extraWords` more words imported (for output bigger than a
    /// pipe's buffer).
    private func practisedHome(extraWords: Int = 0) throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try Fault.kuchi(["--seed", "2", "--name", "Tester"], input: "1\n2\n3\n4\n", home: home).status == 0)
        if extraWords > 0 {
            let list = home.root + "/extra.tsv"
            let rows = (0..<extraWords).map { "語\($0)\tご\(KuchiBinary.kana($0))\tword number \($0)" }
            try (["word\treading\tmeaning"] + rows).joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
            #expect(try Fault.kuchi(["import", list], home: home).status == 0)
        }
        return home
    }

    /// Runs `kuchi arguments…` through `sh -c script`, where the script runs the command as `"$@"`.
    private func shell(_ script: String, _ arguments: [String], input: String = "", home: KuchiBinary.Home) throws -> KuchiBinary.Run {
        try Fault.run(["/bin/sh", "-c", script, "sh", KuchiBinary.path] + arguments, input: input, environment: home.environment)
    }

    // MARK: - Row 20: devices and pipes are written into, never replaced

    @Test func row20_aFIFONamedWithForceIsWrittenIntoAndStaysAFIFO() throws {
        let home = try practisedHome()
        for arguments in [["export", "words", "--force", "--output"], ["report", "--force", "--output"], ["backup", "--force"]] {
            let fifo = home.root + "/out.fifo"
            unlink(fifo)
            #expect(mkfifo(fifo, 0o600) == 0)
            // The reader drains the pipe into a file while kuchi writes.
            let received = home.root + "/received"
            let run = try shell(#"cat "$0" > "$1" & "$@"; status=$?; wait; exit $status"#.replacingOccurrences(of: "$0", with: fifo)
                                    .replacingOccurrences(of: "$1", with: received), arguments + [fifo], home: home)
            #expect(run.status == 0, "kuchi \(arguments.joined(separator: " ")): \(run.stderr)")
            var info = stat()
            #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "\(fifo) is still a FIFO")
            #expect((FileManager.default.contents(atPath: received)?.count ?? 0) > 100, "the content went through the pipe")
        }
    }

    @Test(.enabled(if: canWriteFullDevice, "no writable /dev/full here"))
    func row20_devFullWithForceExits74AndStaysADevice() throws {
        let home = try practisedHome()
        for arguments in [["export", "words", "--force", "--output"], ["report", "--force", "--output"], ["backup", "--force"]] {
            let run = try Fault.kuchi(arguments + ["/dev/full"], home: home)
            #expect(run.status == 74, "kuchi \(arguments.joined(separator: " ")): \(run.stderr)")
            #expect(run.stderr.contains("/dev/full"))
            var info = stat()
            #expect(lstat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/full is still a device")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.root + "/data/kuchi").allSatisfy { !$0.hasPrefix(".tmp-") })
    }

    @Test func row20_outputToDevStdoutGoesToStandardOutput() throws {
        let home = try practisedHome()
        let export = try Fault.kuchi(["export", "words", "--output", "/dev/stdout"], home: home)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.hasPrefix("id,word,reading"))
        let backup = try Fault.kuchi(["backup", "/dev/stdout"], home: home)
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stdout.hasPrefix("SQLite format 3"))
        #expect(backup.stderr.contains("Backed up"))
    }

    // MARK: - Row 21: standard output that fails, is closed, or whose reader went away

    @Test(.enabled(if: canWriteFullDevice, "no writable /dev/full here"))
    func row21_everyCommandReportsAFullStandardOutputWith74AndOneLine() throws {
        let home = try practisedHome()
        let list = home.root + "/more.csv"
        try "word,reading,meaning\n犬,いぬ,dog\n".write(toFile: list, atomically: true, encoding: .utf8)
        let commands: [([String], String)] = [
            (["words", "neko"], ""), (["words"], ""), (["due"], ""), (["due", "--format", "json"], ""), (["decks"], ""),
            (["doctor"], ""), (["backup"], ""), (["import", list], ""), (["config"], ""), (["--help"], ""),
            (["--seed", "1"], "1\n:quit\n"), (["--json", "--seed", "1"], "1\n"), (["export", "words"], ""), (["report"], ""),
        ]
        for (arguments, input) in commands {
            let run = try shell(#"exec "$@" > /dev/full"#, arguments, input: input, home: home)
            #expect(run.status == 74, "kuchi \(arguments.joined(separator: " ")): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
            #expect(run.stderr.contains("standard output"), "\(run.stderr)")
        }
    }

    @Test(.enabled(if: canWriteFullDevice, "no writable /dev/full here"))
    func row21_aFullStandardErrorIs74() throws {
        let home = try practisedHome()
        let run = try shell(#"exec "$@" 2> /dev/full"#, ["import", home.root + "/missing.csv"], home: home)
        #expect(run.status == 74, "the message could not be written: \(run.status)")
    }

    @Test func row21_aClosedStandardOutputIs74() throws {
        let home = try practisedHome()
        for arguments in [["words", "neko"], ["decks"], ["due"]] {
            let run = try shell(#"exec "$@" >&-"#, arguments, home: home)
            #expect(run.status == 74, "kuchi \(arguments.joined(separator: " ")): \(run.stderr)")
            #expect(run.stderr.contains("standard output"))
        }
    }

    @Test func row21_aClosedPipeEndsQuietlyAsSIGPIPEWhetherOrNotItIsIgnored() throws {
        let home = try practisedHome(extraWords: 6000)
        for ignore in ["", "trap '' PIPE; "] {
            for arguments in [["words"], ["words", "--format", "json"], ["export", "words"], ["backup", "/dev/stdout"]] {
                let status = home.root + "/status"
                let script = ignore + #"{ "$@"; echo $? > "# + status + #"; } | head -c 10 > /dev/null"#
                let run = try shell(script, arguments, home: home)
                let code = (try? String(contentsOfFile: status, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
                #expect(code == "141", "kuchi \(arguments.joined(separator: " ")) \(ignore): \(code ?? "none")")
                #expect(run.stderr.isEmpty, "quiet: \(run.stderr)")
            }
        }
    }

    // MARK: - Row 22: lines of megabytes

    @Test func row22_aTenMegabyteLineIsRefusedEchoingAtMost80CharactersInTextAndJSON() throws {
        let home = try practisedHome()
        let line = String(repeating: "a", count: 10_000_000)
        let text = try Fault.kuchi(["--seed", "1"], input: line + "\n:quit\n", home: home)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("That line is too long (at most 4,096 bytes)"))
        #expect(text.stdout.utf8.count < 20_000, "the line is not echoed whole")
        let json = try Fault.kuchi(["--json", "--seed", "1"], input: line + "\n:" + line + "\n{\"command\": \"" + String(repeating: "x", count: 60_000) + "\"}\n",
                                   home: home)
        #expect(json.status == 0, "\(json.stderr)")
        let errors = json.stdout.split(separator: "\n").filter { $0.contains("\"type\":\"error\"") }
        #expect(errors.count == 3, "\(json.stdout.prefix(2000))")
        #expect(errors.allSatisfy { $0.utf8.count < 400 }, "each echoes at most 80 characters")
        #expect(errors.first?.contains("at most 65,536 bytes") == true)
    }

    // MARK: - Row 23: NUL bytes

    @Test func row23_aNULInConfigExits64NamingTheLineAndConfigSetRefusesIt() throws {
        let home = try practisedHome()
        try FileManager.default.createDirectory(atPath: home.root + "/config/kuchi", withIntermediateDirectories: true)
        try Data("mode = \"choice\"\n\0\nquestions_per_session = 3\n".utf8).write(to: URL(fileURLWithPath: home.configFile))
        let practice = try Fault.kuchi([], input: ":quit\n", home: home)
        #expect(practice.status == 64)
        #expect(practice.stderr.contains("line 2"), "\(practice.stderr)")
        #expect(practice.stderr.contains("NUL"))
        let set = try Fault.kuchi(["config", "set", "mode", "reading"], home: home)
        #expect(set.status == 64, "\(set.stderr)")
        #expect(FileManager.default.contents(atPath: home.configFile)?.contains(0) == true, "the file was left as it was")
    }

    @Test func row23_aNULInAJSONAnswerIsRefusedAndNothingIsStored() throws {
        let home = try practisedHome()
        let before = try SQLiteShell.query(home.database, "SELECT count(*) FROM answer")
        let run = try Fault.kuchi(["--json", "--seed", "1"], input: #"{"answer": "a\u0000b"}"# + "\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("control character"), "\(run.stdout)")
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM answer") == before)
    }

    // MARK: - Row 24: special files where a file is expected

    @Test func row24_aBankThatIsAFIFOADeviceOrABrokenLinkIsRefusedBeforeOpening() throws {
        let home = try practisedHome()
        let fifo = home.root + "/bank.fifo", dangling = home.root + "/dangling", loop = home.root + "/loop"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(symlink(home.root + "/nowhere", dangling) == 0)
        #expect(symlink(loop, loop) == 0)
        for (bank, code) in [(fifo, Int32(65)), ("/dev/null", 65), (dangling, 66), (loop, 66)] {
            for arguments in [[], ["import", home.root + "/none.csv"], ["doctor"], ["export", "words"], ["backup"]] {
                let run = try Fault.kuchi(arguments + ["--database", bank], input: ":quit\n", home: home)
                #expect(run.status == code, "kuchi \(arguments.joined(separator: " ")) --database \(bank): \(run.stderr)")
                #expect(run.stderr.contains("cannot be a word bank"), "\(run.stderr)")
            }
        }
        #expect(PathKindCheck.isFIFO(fifo))
        #expect(!FileManager.default.fileExists(atPath: home.root + "/nowhere"), "no file was created through the link")
    }

    @Test func row24_aConfigOrAWordListThatIsAFIFOOrABrokenLinkIsRefused() throws {
        let home = try practisedHome()
        let fifo = home.root + "/words.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let imported = try Fault.kuchi(["import", fifo], home: home)
        #expect(imported.status == 66, "\(imported.stderr)")
        #expect(imported.stderr.contains("named pipe"))
        try FileManager.default.createDirectory(atPath: home.root + "/config/kuchi", withIntermediateDirectories: true)
        for make in [{ (path: String) in mkfifo(path, 0o600) }, { (path: String) in symlink(path + ".missing", path) }] {
            unlink(home.configFile)
            #expect(make(home.configFile) == 0)
            let run = try Fault.kuchi([], input: ":quit\n", home: home)
            #expect(run.status == 66, "\(run.stderr)")
            #expect(run.stderr.contains("config file"))
        }
    }

    // MARK: - Row 25: what a killed backup leaves

    @Test func row25_aKilledBackupsTemporaryFilesAreGoneAfterTheNextStart() throws {
        let home = try practisedHome()
        let folder = home.database + ".backups"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let leftover = folder + "/.tmp-20260322T101500.250Z-import.sqlite-Ab12Cd"
        #expect(FileManager.default.createFile(atPath: leftover, contents: Data(repeating: 0, count: 8192)))
        #expect(FileManager.default.createFile(atPath: leftover + "-journal", contents: Data(repeating: 0, count: 512)))
        let run = try Fault.kuchi([], input: ":quit\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(left.allSatisfy { !$0.hasPrefix(".tmp-") }, "\(left)")
    }

    @Test func row25_aSIGKILLDuringThePreImportBackupLeavesNothingAfterTheNextStart() throws {
        let home = try practisedHome(extraWords: 30_000)
        let folder = home.database + ".backups"
        let list = home.root + "/one.csv"
        try "word,reading,meaning\n犬,いぬ,dog\n".write(toFile: list, atomically: true, encoding: .utf8)
        func leftovers() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".tmp-") }
        }
        // The import backs the 30,000-word bank up first; it is stopped the moment its temporary file is
        // seen, then killed (the file is checked to be there while it is stopped).
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(null) }
        var killed = false
        for _ in 0..<5 where !killed {
            let pid = try Spawn.start([KuchiBinary.path, "import", list], environment: home.environment,
                                      stdin: null, stdout: null, stderr: null)
            var status: Int32 = 0
            while waitpid(pid, &status, WNOHANG) == 0 {
                guard !leftovers().isEmpty else { continue }
                kill(pid, SIGSTOP)
                if !leftovers().isEmpty {
                    kill(pid, SIGKILL)
                    killed = true
                }
                kill(pid, SIGCONT)
                _ = try Spawn.wait(pid)
                break
            }
        }
        try #require(killed, "the import was killed during its backup")
        #expect(!leftovers().isEmpty, "the killed backup left its temporary file")
        let run = try Fault.kuchi([], input: ":quit\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(leftovers().isEmpty, "\(leftovers())")
    }
}

/// What `lstat` says of a path, for checks that a special file stayed what it was.
enum PathKindCheck {
    static func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }
}

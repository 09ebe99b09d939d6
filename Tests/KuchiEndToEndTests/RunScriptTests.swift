import Foundation
import KuchiSpawn
import Testing

/// `scripts/kuchi`, which builds Kuchi when needed and runs it.
@Suite("scripts/kuchi")
struct RunScriptTests {
    /// A copy of the script in a folder of its own, with stand-ins for what it calls: install-deps does
    /// nothing, `swift` (first on PATH) says that another build holds SwiftPM's lock and waits for a line on
    /// its standard input, and the built kuchi prints its arguments.
    private func standIns() throws -> (root: String, path: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-script-\(UUID().uuidString)").path
        let files = [
            "scripts/install-deps": "#!/usr/bin/env bash\nexit 0\n",
            "bin/swift": """
                #!/usr/bin/env bash
                echo "Another instance of SwiftPM (PID: 4242) is already running using '$PWD/.build', waiting until that process has finished execution..." >&2
                read -r _
                echo "Build complete!"
                """,
            ".build/release/kuchi": "#!/usr/bin/env bash\necho \"kuchi ran with $*\"\n",
        ]
        for (name, text) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        let script = try String(contentsOfFile: ExternalTool.repositoryRoot + "/scripts/kuchi", encoding: .utf8)
        try script.write(toFile: root + "/scripts/kuchi", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/scripts/kuchi")
        return (root, root + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"))
    }

    @Test func itSaysItIsWaitingWhileAnotherBuildHoldsSwiftPMsLock() throws {
        let (root, path) = try standIns()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let process = try ChildProcess(root + "/scripts/kuchi", ["--version"], environment: ["PATH": path, "LANG": "C.UTF-8"],
                                       input: .pipe, output: .pipe, errors: .pipe)
        Watchdog.watch(process.pid, seconds: 60)
        let stdin = try #require(process.input), stdout = try #require(process.output), stderr = try #require(process.errors)
        // While the stand-in build still waits (its standard input is open), the script has spoken.
        var said = ""
        while !said.contains("\n") {
            let chunk = stderr.availableData
            if chunk.isEmpty { break }
            said += String(decoding: chunk, as: UTF8.self)
        }
        #expect(said.hasPrefix("kuchi: waiting for another build of Kuchi to finish (SwiftPM: (PID: 4242) is already running"))
        try stdin.write(contentsOf: Data("done\n".utf8))
        try stdin.close()
        let out = String(decoding: ChildProcess.readToEnd(stdout), as: UTF8.self)
        try process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(out == "kuchi ran with --version\n")
    }
}

import Foundation
import Testing

/// The line history in a real terminal (tmux) when its path is a symbolic link: Kuchi never writes through a
/// link to another file (readline would append answers to it and cut it to its last 1,000 lines), and a link
/// to `/dev/null`, made to keep no history, goes on working.
@Suite("A line history that is a symbolic link",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
       .timeLimit(.minutes(20)))
struct LinkedHistoryTests {
    /// A session that types `:score` then `:quit`; its screen at the end.
    private func session(_ home: KuchiBinary.Home) async throws -> String {
        let tmux = try TmuxSession(["--seed", "4", "--name", "Tester"], home: home)
        defer { tmux.close() }
        try await tmux.waitForPrompt(after: "Question 1 of 5")
        try tmux.typeLine(":score")
        try await tmux.waitFor("Score: 0/5  wrong tries: 0")
        try await tmux.waitForCurrentLine(">")
        try tmux.typeLine(":quit")
        #expect(try await tmux.waitForExit() == 0)
        return tmux.capture()
    }

    private func linkHistory(of home: KuchiBinary.Home, to target: String) throws {
        let folder = URL(fileURLWithPath: home.historyFile).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home.historyFile, withDestinationPath: target)
    }

    @Test func aLinkToAnotherFileLeavesThatFileAsItWasAndSaysHistoryIsOff() async throws {
        let home = try KuchiBinary.Home()
        let other = home.root + "/notes.txt"
        let lines = (1...3000).map { "line \($0) of another file\n" }.joined()
        try lines.write(toFile: other, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: other)
        try linkHistory(of: home, to: other)

        let screen = try await session(home)

        #expect(screen.contains("Line history is off"), "the learner is told why Up recalls nothing:\n\(screen)")
        #expect(try String(contentsOfFile: other, encoding: .utf8) == lines, "the file the link names is not cut nor written")
        let mode = try FileManager.default.attributesOfItem(atPath: other)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o644, "its mode is its owner's")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: home.historyFile) == other)
    }

    @Test func aLinkToNothingCreatesNoFile() async throws {
        let home = try KuchiBinary.Home()
        let missing = home.root + "/elsewhere/history"
        try FileManager.default.createDirectory(atPath: home.root + "/elsewhere", withIntermediateDirectories: true)
        try linkHistory(of: home, to: missing)

        let screen = try await session(home)

        #expect(screen.contains("Line history is off"), "\(screen)")
        #expect(!FileManager.default.fileExists(atPath: missing), "no file is created where the link points")
    }

    @Test func aLinkToDevNullKeepsNoHistoryAndSaysNothing() async throws {
        let home = try KuchiBinary.Home()
        try linkHistory(of: home, to: "/dev/null")

        let screen = try await session(home)

        #expect(!screen.contains("Line history is off"), "a link to /dev/null is the learner's choice:\n\(screen)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: home.historyFile) == "/dev/null")
    }
}

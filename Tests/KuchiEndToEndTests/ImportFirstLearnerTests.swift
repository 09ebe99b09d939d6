import Foundation
import Testing

/// A learner moving from Anki imports before practising: the reviews wait under the placeholder learner, and the
/// first session at a terminal asks the name and gives it to that learner, history and all. Piped input never asks.
@Suite("The learner an import made before the first session",
       .enabled(if: HostileAnkiPackages.isAvailable && TmuxSession.isAvailable, "needs python3, zstd and tmux"),
       .timeLimit(.minutes(20)))
struct ImportFirstLearnerTests {
    private func importedHome() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["good"], for: home)
        let run = try KuchiBinary.run(["import", folder + "/good.apkg"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("until you give your name: the first kuchi session at a terminal asks it"), "\(run.stdout)")
        return home
    }

    @Test func theFirstSessionAtATerminalAsksTheNameAndKeepsTheImportedHistory() async throws {
        let home = try importedHome()
        let tmux = try TmuxSession(["--seed", "7"], home: home)
        defer { tmux.close() }
        try await tmux.waitFor("The reviews you imported are kept under “learner” until you give your name.")
        try await tmux.waitForCurrentLine("What's your name?")
        try tmux.typeLine("Hanako")
        try await tmux.waitFor("Nice to meet you, Hanako! Your imported history is yours now")
        try tmux.typeLine(":quit")
        #expect(try await tmux.waitForExit() == 0)

        let history = try KuchiBinary.run(["export", "history", "--name", "Hanako"], home: home)
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stdout.contains("猫"), "the imported review is Hanako's: \(history.stdout)")
        let old = try KuchiBinary.run(["export", "history", "--name", "learner"], home: home)
        #expect(old.status == 64, "no learner is left under the placeholder name: \(old.stdout)\(old.stderr)")
        let next = try KuchiBinary.run([], input: ":quit\n", home: home)
        #expect(next.stdout.contains("Welcome back, Hanako!"), "\(next.stdout)")
    }

    /// Leaving at the name question renames nothing and says where the imported reviews are: no "no learner was made".
    @Test func leavingBeforeGivingANameKeepsTheReviewsWhereTheyAre() async throws {
        let home = try importedHome()
        let tmux = try TmuxSession(["--seed", "7"], home: home)
        defer { tmux.close() }
        try await tmux.waitForCurrentLine("What's your name?")
        try tmux.typeLine(":quit")
        try await tmux.waitFor("See you! Your imported reviews stay under “learner”; run kuchi again to give your name.")
        #expect(!tmux.capture().contains("No learner was made"))
        #expect(try await tmux.waitForExit() == 0)
        let history = try KuchiBinary.run(["export", "history", "--name", "learner"], home: home)
        #expect(history.status == 0 && history.stdout.contains("猫"), "\(history.stdout)\(history.stderr)")
    }

    @Test func pipedInputNeverAsks() throws {
        let home = try importedHome()
        let run = try KuchiBinary.run([], input: ":quit\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("What's your name?"), "\(run.stdout)")
        #expect(run.stdout.contains("Welcome back, learner!"), "\(run.stdout)")
        let named = try KuchiBinary.run(["--name", "Bob"], input: ":quit\n", home: home)
        #expect(!named.stdout.contains("What's your name?"), "--name chooses a learner without asking: \(named.stdout)")
    }
}

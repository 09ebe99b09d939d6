import Foundation
import Testing

/// A `--name` no learner has, through the real binary: a slip for a learner of the bank is refused (exit 64, nothing
/// made); a new name is made in a script, said on standard error or in a JSON Lines `notice`; nobody who left
/// before answering becomes the default learner.
@Suite("New learners named with --name", .timeLimit(.minutes(20)))
struct NewLearnerCommandTests {
    /// A bank where DAD and then Mia answered one question each.
    private func family() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "DAD", "--questions", "1"], input: "1\n2\n3\n4\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["--name", "Mia", "--questions", "1"], input: "1\n2\n3\n4\n", home: home).status == 0)
        return home
    }

    private func learners(_ home: KuchiBinary.Home) throws -> String { try KuchiBinary.run(["learners"], home: home).stdout }

    @Test func theFirstLearnerOfANewBankIsMadeWithoutAWord() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        #expect(run.status == 0)
        #expect(!run.stderr.contains("New learner"), "nobody else to mistake Ann for: \(run.stderr)")
    }

    @Test func aSlipForALearnerIsRefusedAndMakesNobody() throws {
        let home = try family()
        for command in [["--name", "Dda"], ["review", "--name", "Dda"]] {
            let run = try KuchiBinary.run(command, input: ":quit\n", home: home)
            #expect(run.status == 64, "\(command)")
            #expect(run.stderr.contains("No learner called “Dda”. Did you mean “DAD”?"), "\(command): \(run.stderr)")
            #expect(run.stderr.contains("add --new-learner: kuchi \(command.joined(separator: " ")) --new-learner."), "\(run.stderr)")
        }
        let before = try learners(home)
        #expect(!before.contains("Dda"))
        let json = try KuchiBinary.run(["--json", "--name", "Dda"], input: "{\"command\":\"quit\"}\n", home: home)
        #expect(json.status == 64 && json.stdout.contains(#""type":"error""#) && json.stdout.contains(#""exit_code":64"#))
        let confirmed = try KuchiBinary.run(["--name", "Dda", "--new-learner"], input: ":quit\n", home: home)
        let listing = try learners(home)
        #expect(confirmed.status == 0 && listing.contains("Dda"), "--new-learner makes the name given: \(confirmed.stderr)")
    }

    @Test func aNewNameInAScriptIsMadeAndSaidSoAndDoesNotBecomeTheDefault() throws {
        let home = try family()
        let run = try KuchiBinary.run(["review", "--name", "Ken"], input: ":quit\n", home: home)
        #expect(run.status == 0)
        #expect(run.stderr.contains("kuchi: New learner “Ken” started: no learner had that name (learners: “DAD”, “Mia”)."), "\(run.stderr)")
        let listing = try learners(home)
        #expect(listing.contains("Ken"))
        #expect(listing.contains("the default learner (the last to practise): Mia;"), "Ken left before answering: \(listing)")
        #expect(try KuchiBinary.run([], input: ":quit\n", home: home).stdout.contains("Welcome back, Mia!"))
    }

    @Test func theSuggestedCommandsActOnTheSameBank() throws {
        let home = try KuchiBinary.Home()
        let bank = home.root + "/family.sqlite"
        #expect(try KuchiBinary.run(["--database", bank, "--name", "DAD", "--questions", "1"], input: "1\n2\n3\n4\n", home: home).status == 0)
        let json = try KuchiBinary.run(["--database", bank, "--json", "--name", "Dda"], input: "{\"command\":\"quit\"}\n", home: home)
        #expect(json.stdout.contains("add --new-learner: kuchi --database \(bank) --json --name Dda --new-learner."), "\(json.stdout)")
        let made = try KuchiBinary.run(["--database", bank, "--name", "Zoe"], input: ":quit\n", home: home)
        #expect(made.stderr.contains("kuchi --database \(bank) learners lists them; kuchi --database \(bank) learners remove Zoe removes"),
                "\(made.stderr)")
        let named = try KuchiBinary.run(["--name", "Dda"], input: ":quit\n", home: home, environment: ["KUCHI_DATABASE": bank])
        #expect(named.stderr.contains("add --new-learner: kuchi --name Dda --new-learner --database \(bank)."), "\(named.stderr)")
    }

    @Test func aNewNameInJSONLinesIsANoticeBeforeTheSession() throws {
        let home = try family()
        let run = try KuchiBinary.run(["--json", "--name", "Ken"], input: "{\"command\":\"quit\"}\n", home: home)
        let lines = run.stdout.split(separator: "\n")
        #expect(run.status == 0)
        #expect(lines.first?.hasPrefix(#"{"type":"notice","message":"New learner “Ken” started"#) == true, "\(run.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix(#"{"type":"session","learner":"Ken""#) == true)
    }

    /// `--new-learner` with a learner's own name makes nobody and plays as that learner, and says so (walk-through 18,
    /// defect 6): on standard error, and as a JSON Lines `notice` before the session.
    @Test func newLearnerWithALearnersNameSaysItPlaysAsThem() throws {
        let home = try family()
        let before = try learners(home)
        let text = try KuchiBinary.run(["--name", "mia", "--new-learner"], input: ":quit\n", home: home)
        #expect(text.status == 0)
        #expect(text.stderr.contains("kuchi: “Mia” is a learner already: practising as Mia."), "\(text.stderr)")
        let json = try KuchiBinary.run(["--json", "--name", "Mia", "--new-learner"], input: "{\"command\":\"quit\"}\n", home: home)
        let lines = json.stdout.split(separator: "\n")
        #expect(lines.first == #"{"type":"notice","message":"“Mia” is a learner already: practising as Mia."}"#, "\(json.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix(#"{"type":"session","learner":"Mia""#) == true)
        let plain = try KuchiBinary.run(["--name", "Mia"], input: ":quit\n", home: home)
        #expect(!plain.stderr.contains("is a learner already"), "without --new-learner nothing to say: \(plain.stderr)")
        #expect(try learners(home) == before, "nobody new")
    }
}

/// At a terminal (tmux), a new name beside the bank's learners starts at once, and the screen says it was made and
/// how to remove it; a slip for a learner's name starts nothing.
@Suite("New learners at a terminal",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed: terminal tests skipped"),
       .timeLimit(.minutes(20)))
struct NewLearnerTerminalTests {
    @Test func aNewNameStartsWithANoticeAndASlipStartsNothing() async throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "DAD"], input: ":quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["--name", "Mia", "--new-learner"], input: ":quit\n", home: home).status == 0)

        let slip = try TmuxSession(["--name", "Dda"], home: home)
        defer { slip.close() }
        try await slip.waitFor("No learner called “Dda”. Did you mean “DAD”?")
        #expect(try await slip.waitForExit() == 64)
        #expect(!(try KuchiBinary.run(["learners"], home: home).stdout.contains("Dda")))

        let made = try TmuxSession(["review", "--name", "Ken"], home: home)
        defer { made.close() }
        try await made.waitFor("New learner “Ken” started: no learner had that name (learners: “DAD”, “Mia”).")
        try await made.waitFor("Hello, Ken!")
        try made.typeLine(":quit")
        #expect(try await made.waitForExit() == 0)
        #expect(try KuchiBinary.run(["learners"], home: home).stdout.contains("Ken"))
    }
}

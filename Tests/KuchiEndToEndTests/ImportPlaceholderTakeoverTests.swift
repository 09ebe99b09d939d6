import Foundation
import Testing

/// Walk-through 18: an Anki user imports before naming themselves (the reviews and Anki's suspensions go to the
/// placeholder “learner”), then names themselves at a second import. `--name NEW` gives NEW that learner, renamed in
/// place as the first session at a terminal would rename it, so Anki's suspensions stay theirs.
@Suite("Import --name takes over the learner an earlier import made", .timeLimit(.minutes(20)))
struct ImportPlaceholderTakeoverTests {
    private func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KuchiTransferTests/Fixtures/\(name)").path
    }

    private func learners(_ home: KuchiBinary.Home) throws -> String { try KuchiBinary.run(["learners"], home: home).stdout }

    /// A new bank made by importing the FSRS package (suspended words among its notes) without a name.
    private func importedUnnamed() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["import", fixture("anki-studied-fsrs.apkg")], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("kept under “learner” until you give your name"), "\(run.stdout)")
        return home
    }

    @Test func aNamedImportRenamesThePlaceholderKeepingItsSuspensions() throws {
        let home = try importedUnnamed()
        let dry = try KuchiBinary.run(["import", "--dry-run", "--name", "Hanako", fixture("anki-studied-sm2.apkg")], home: home)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("The learner an earlier import made, “learner”, would become “Hanako”: its reviews, cards and suspensions would be Hanako's."), "\(dry.stdout)")
        #expect(!dry.stdout.contains("New learner"), "\(dry.stdout)")
        #expect(try learners(home).contains("learner"), "a dry run renames nobody")

        let run = try KuchiBinary.run(["import", "--name", "Hanako", fixture("anki-studied-sm2.apkg")], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("The learner an earlier import made, “learner”, is now “Hanako”: its reviews, cards and "
                                    + "suspensions are Hanako's."), "\(run.stdout)")
        #expect(run.stdout.contains("as Hanako's answers"), "\(run.stdout)")
        #expect(!run.stdout.contains("New learner"), "\(run.stdout)")
        #expect(try learners(home).contains("Hanako"))
        let old = try KuchiBinary.run(["export", "history", "--name", "learner"], home: home)
        #expect(old.status == 64, "no learner is left under the placeholder name: \(old.stdout)\(old.stderr)")
        let suspended = try KuchiBinary.run(["words", "search", "日川", "--name", "Hanako"], home: home)
        #expect(suspended.status == 0 && suspended.stdout.contains("suspended"), "Anki's suspension is Hanako's: \(suspended.stdout)\(suspended.stderr)")
    }

    /// A placeholder that practised in Kuchi is a learner of its own: a new name starts a learner beside it, as before.
    @Test func aPlaceholderThatPractisedIsKept() throws {
        let home = try importedUnnamed()
        #expect(try KuchiBinary.run(["--name", "learner", "--questions", "1"], input: "1\n2\n3\n4\n", home: home).status == 0)
        let run = try KuchiBinary.run(["import", "--name", "Hanako", fixture("anki-studied-sm2.apkg")], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("New learner “Hanako” started"), "\(run.stdout)")
        let listed = try learners(home)
        #expect(listed.contains("Hanako") && listed.contains("learner"), "\(listed)")
    }

    /// The name is echoed as the learner has it, not as typed.
    @Test func aLearnersStoredNameIsEchoed() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["import", "--name", "Hanako", fixture("anki-studied-sm2.apkg")], home: home).status == 0)
        let dry = try KuchiBinary.run(["import", "--dry-run", "--name", "hanako", fixture("anki-studied-sm2.apkg")], home: home)
        #expect(dry.stdout.contains("as Hanako's answers"), "\(dry.stdout)")
        #expect(!dry.stdout.contains("hanako's"), "\(dry.stdout)")
    }
}

import Foundation
import Testing

/// `kuchi import PACKAGE --name NAME`, through the real binary: the package's reviews go to a learner checked as
/// practice checks one. A slip for a learner's name imports nothing (exit 64), a new name beside others is said,
/// `--new-learner` makes it anyway, and a new bank's first learner is made without a word.
@Suite("Import --name and learners", .timeLimit(.minutes(20)))
struct ImportLearnerCommandTests {
    private let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("KuchiTransferTests/Fixtures/anki-studied-sm2.apkg").path

    /// A bank where Hanako answered one question.
    private func hanako() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Hanako", "--questions", "1"], input: "1\n2\n3\n4\n", home: home).status == 0)
        return home
    }

    private func learners(_ home: KuchiBinary.Home) throws -> String { try KuchiBinary.run(["learners"], home: home).stdout }

    @Test func aSlipForALearnerImportsNothingDryRunOrNot() throws {
        let home = try hanako()
        for dry in [[], ["--dry-run"]] {
            let run = try KuchiBinary.run(["import"] + dry + [package, "--name", "Hanko"], home: home)
            #expect(run.status == 64, "\(dry): \(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains("No learner called “Hanko”. Did you mean “Hanako”?"), "\(run.stderr)")
            #expect(run.stderr.contains("kuchi import \(dry.map { $0 + " " }.joined())\(package) --name Hanko --new-learner."))
            #expect(run.stderr.contains("Nothing was imported."))
            #expect(!run.stdout.contains("Imported"))
        }
        #expect(!(try learners(home)).contains("Hanko"))
        let confirmed = try KuchiBinary.run(["import", package, "--name", "Hanko", "--new-learner"], home: home)
        #expect(confirmed.status == 0, "\(confirmed.stderr)")
        #expect(!confirmed.stdout.contains("New learner"), "--new-learner makes it without a word: \(confirmed.stdout)")
        #expect(try learners(home).contains("Hanko"))
    }

    @Test func aNewNameBesideOthersIsSaidInTheImportsOutput() throws {
        let home = try hanako()
        let dry = try KuchiBinary.run(["import", "--dry-run", package, "--name", "Ken"], home: home)
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("New learner “Ken” would be started: no learner has that name (learners: “Hanako”)."), "\(dry.stdout)")
        #expect(!(try learners(home)).contains("Ken"))
        let run = try KuchiBinary.run(["import", package, "--name", "Ken"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("New learner “Ken” started: no learner had that name (learners: “Hanako”)."), "\(run.stdout)")
        #expect(try learners(home).contains("Ken"))
    }

    /// `--new-learner` with a learner's own name gives the reviews to that learner and says so (walk-through 18, defect 6).
    @Test func newLearnerWithALearnersNameSaysTheReviewsGoToThem() throws {
        let home = try hanako()
        let dry = try KuchiBinary.run(["import", "--dry-run", package, "--name", "Hanako", "--new-learner"], home: home)
        #expect(dry.status == 0 && dry.stdout.contains("“Hanako” is a learner already: the reviews would go to Hanako."), "\(dry.stdout)")
        let run = try KuchiBinary.run(["import", package, "--name", "Hanako", "--new-learner"], home: home)
        #expect(run.status == 0 && run.stdout.contains("“Hanako” is a learner already: the reviews go to Hanako."), "\(run.stdout)")
        #expect(!run.stdout.contains("New learner"), "nobody new: \(run.stdout)")
        // The same package again (its reviews imported before) and a word list (no reviews): still said (rev24 L5).
        let again = try KuchiBinary.run(["import", package, "--name", "Hanako", "--new-learner"], home: home)
        #expect(again.status == 0 && again.stdout.contains("“Hanako” is a learner already: the reviews go to Hanako."), "\(again.stdout)")
        let list = home.root + "/small.csv"
        try "word,reading,meanings\n鰐,わに,crocodile\n".write(toFile: list, atomically: true, encoding: .utf8)
        let csv = try KuchiBinary.run(["import", list, "--name", "hanako", "--new-learner"], home: home)
        #expect(csv.status == 0 && csv.stdout.contains("“Hanako” is a learner already: no reviews are imported, so no learner is made beside Hanako."),
                "\(csv.stdout)")
        #expect(!(try learners(home)).contains("hanako"), "nobody new")
    }

    @Test func aNewBanksFirstLearnerIsMadeWithoutAWord() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["import", package, "--name", "Hanko"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("New learner") && !run.stderr.contains("Did you mean"))
        #expect(try learners(home).contains("Hanko"))
    }
}

import Foundation
import Testing

/// A word the bundled levels hold, imported from the learner's Anki deck with the deck's own meanings: the report
/// and the feedback after an answer name it by the meanings the learner studies, not the bundled ones.
@Suite("A deck's own meanings in the report and the feedback",
       .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
struct OwnDeckMeaningTests {
    private func importedHome() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        let folder = home.root + "/packages"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try HostileAnkiPackages.build(["own-meaning-missed"], in: folder)
        let run = try KuchiBinary.run(["import", "--name", "Hanako", folder + "/own-meaning-missed.apkg"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1 merged"), "the bundled levels hold the word too: \(run.stdout)")
        return home
    }

    @Test func theReportNamesAMissedWordByTheDecksMeaning() throws {
        let home = try importedHome()
        let report = try KuchiBinary.run(["report", "--name", "Hanako"], home: home)
        #expect(report.status == 0, "\(report.stderr)")
        let row = try #require(report.stdout.split(separator: "\n").first { $0.contains("やっぱり") && $0.hasPrefix("|") },
                               "\(report.stdout)")
        #expect(row.contains("| as expected |"), "\(row)")
    }

    @Test func theFeedbackAfterARightWordAnswerRepeatsEveryMeaningTheQuestionShowed() throws {
        let home = try importedHome()
        let run = try KuchiBinary.run(["--name", "Hanako", "--deck", "Default", "--mode", "word", "--questions", "1"],
                                      input: "やっぱり\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("“as expected; after all” is やっぱり."), "\(run.stdout)")
    }
}

import Foundation
import Testing

/// A word the bundled levels hold, imported from the learner's Anki deck with the deck's own meanings: the report
/// and the feedback after an answer name it by the meanings the learner studies, not the bundled ones.
@Suite("A deck's own meanings in the report and the feedback",
       .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
struct OwnDeckMeaningTests {
    private func importedHome() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["own-meaning-missed"], for: home)
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

    /// 土よう日 typed for “Saturday”: a wrong try, told that the reading is right and how the word is written.
    @Test func aWordTypedWithSomeKanjiInKanaIsToldItsFullSpelling() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/days.csv"
        try "word,reading,meanings\n土曜日,どようび,Saturday\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list], home: home).status == 0)
        let arguments = ["--name", "Hanako", "--deck", "days", "--mode", "word", "--questions", "1"]
        let partly = try KuchiBinary.run(arguments, input: "土よう日\n土曜日\n", home: home)
        #expect(partly.stdout.contains("✗ Not quite. Right reading; written 土曜日 in full."), "\(partly.stdout)")
        let wrong = try KuchiBinary.run(arguments, input: "土よう火\n土曜日\n", home: home)
        #expect(wrong.stdout.contains("✗ Not quite") && !wrong.stdout.contains("Right reading"), "\(wrong.stdout)")
    }
}

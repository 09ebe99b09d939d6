import Foundation
import Testing

/// Anki's "Notes in Plain Text" export of a collection holding cloze notes beside its words, as Anki 26.9 writes
/// it (`#notetype column:`, `#deck column:`): the cloze notes are passed over and said, as a package's are, instead of
/// refusing the whole file for them.
@Suite("Cloze notes in an Anki text export")
struct AnkiTextClozeCommandTests {
    private static let header = "#separator:tab\n#html:true\n#notetype column:1\n#deck column:2\n#tags column:5\n"

    @Test func theWordsAreImportedAndTheClozeNotesSkippedAndSaid() throws {
        let home = try KuchiBinary.Home()
        let notes = home.root + "/notes.txt"
        try (Self.header
            + "Basic\tJapanese::Lesson 1\t猫\tねこ<br>cat\t\n"
            + "Cloze\tJapanese::Lesson 1\t{{c1::猫}}が好き\tI like cats\t\n"
            + "Basic\tJapanese::Lesson 1\t犬\tいぬ<br>dog\t\n"
            + "Cloze (Japanese)\tJapanese::Lesson 1\t<b>{{c12::犬::いぬ}}</b>と{{c2::散歩}}する\t\t\n")
            .write(toFile: notes, atomically: true, encoding: .utf8)

        let run = try KuchiBinary.run(["import", notes], home: home)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2 cloze notes skipped: Kuchi practises words, not cloze sentences."), "\(run.stdout)")
        #expect(run.stdout.contains("0 rejected"), "\(run.stdout)")
        let words = try KuchiBinary.run(["words", "--deck", "Japanese::Lesson 1"], home: home)
        #expect(words.stdout.contains("猫\tねこ") && words.stdout.contains("犬\tいぬ"), "\(words.stdout)")
        #expect(!words.stdout.contains("{{c"), "\(words.stdout)")
    }

    @Test func anExportOfClozeNotesAloneIsRefusedSayingSo() throws {
        let home = try KuchiBinary.Home()
        let notes = home.root + "/notes.txt"
        try (Self.header + "Cloze\tSentences\t{{c1::猫}}が好き\tI like cats\t\n").write(toFile: notes, atomically: true, encoding: .utf8)

        let run = try KuchiBinary.run(["import", notes], home: home)

        #expect(run.status == 65)
        #expect(run.stderr.contains("it holds only cloze notes: Kuchi practises words, not cloze sentences"), "\(run.stderr)")
    }
}

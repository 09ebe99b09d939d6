import Foundation
import Testing

/// A deck name takes in the decks under it (`Japanese` → `Japanese::JLPT N3`), as in Anki.
@Suite("Parent decks from the command line", .timeLimit(.minutes(20)))
struct ParentDeckCommandTests {
    /// Words in `Japanese::JLPT N3` (4) and `Japanese::JLPT N4::Nouns` (2), none in `Japanese` itself,
    /// and one in `Japanese learners`, a deck whose name only starts the same way.
    private func home() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        let file = home.root + "/words.csv"
        try """
            word,reading,meanings,level,tags,deck
            経済,けいざい,economy,N3,,Japanese::JLPT N3
            政治,せいじ,politics,N3,,Japanese::JLPT N3
            環境,かんきょう,environment,N3,,Japanese::JLPT N3
            技術,ぎじゅつ,technology,N3,,Japanese::JLPT N3
            季節,きせつ,season,N4,,Japanese::JLPT N4::Nouns
            空港,くうこう,airport,N4,,Japanese::JLPT N4::Nouns
            貿易,ぼうえき,trade,N2,,Japanese learners

            """.write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", "--no-history", file], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        return home
    }

    private let underJapanese = ["経済", "政治", "環境", "技術", "季節", "空港"]

    @Test func practiceAndReviewOfAParentDeckAskTheWordsOfTheDecksUnderIt() throws {
        let home = try home()
        let practice = try KuchiBinary.run(["--name", "Ann", "--deck", "japanese", "--mode", "meaning", "--seed", "3"],
                                           input: ":skip\n:skip\n:skip\n:quit\n", home: home)
        #expect(practice.status == 0, "\(practice.stderr)")
        #expect(practice.stdout.contains("Question 1 of"))
        #expect(underJapanese.contains { practice.stdout.contains($0) } && !practice.stdout.contains("貿易"))
        let review = try KuchiBinary.run(["review", "--name", "Ann", "--deck", "Japanese", "--mode", "meaning"],
                                         input: ":quit\n", home: home)
        #expect(review.status == 0, "\(review.stderr)")
        #expect(underJapanese.contains { review.stdout.contains($0) } && !review.stdout.contains("貿易"))
    }

    @Test func wordsAndExportOfAParentDeckListTheDecksUnderIt() throws {
        let home = try home()
        let words = try KuchiBinary.run(["words", "--deck", "Japanese"], home: home)
        #expect(words.status == 0, "\(words.stderr)")
        #expect(underJapanese.allSatisfy { words.stdout.contains($0 + "\t") } && !words.stdout.contains("貿易"))
        let export = try KuchiBinary.run(["export", "words", "--deck", "Japanese"], home: home)
        #expect(export.status == 0, "\(export.stderr)")
        let rows = export.stdout.split(whereSeparator: \.isNewline).dropFirst()   // CSV rows end in CRLF
        #expect(rows.count == 6 && underJapanese.allSatisfy { word in rows.contains { $0.contains(",\(word),") } })
        let n4 = try KuchiBinary.run(["export", "words", "--deck", "Japanese::JLPT N4"], home: home)
        #expect(n4.stdout.split(whereSeparator: \.isNewline).count == 3, "the header, 季節 and 空港")
    }

    @Test func anUnknownDeckStillListsTheDecksAndAParentIsNotRemovedWithItsDecks() throws {
        let home = try home()
        let unknown = try KuchiBinary.run(["--name", "Ann", "--deck", "Japan"], input: ":quit\n", home: home)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("No words in deck 'Japan'. Decks: "))
        #expect(unknown.stderr.contains("Japanese::JLPT N3 (4)") && unknown.stderr.contains("Japanese::JLPT N4::Nouns (2)"))

        let remove = try KuchiBinary.run(["decks", "remove", "Japanese", "--yes"], home: home)
        #expect(remove.status == 64)
        #expect(remove.stderr.contains(
            "'Japanese' is not a deck, but decks under it are: 'Japanese::JLPT N3', 'Japanese::JLPT N4::Nouns'. Remove each one"))
        let decks = try KuchiBinary.run(["decks"], home: home)
        #expect(decks.stdout.contains("Japanese::JLPT N3") && decks.stdout.contains("Japanese::JLPT N4::Nouns"))
    }
}

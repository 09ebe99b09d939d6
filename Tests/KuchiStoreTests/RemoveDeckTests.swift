import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

@Suite("Removing a deck")
struct RemoveDeckTests {
    /// Deck "core": 犬 (also in edict, home core), 猫 (only core, answered by Ann), 鳥 (only core, starred);
    /// deck "edict": 犬, 魚 (also in core, home edict), 馬 (only edict). Twenty filler words in "filler".
    private func bank() throws -> (KuchiDatabase, Profile) {
        let database = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "犬", reading: "いぬ", meanings: ["dog"], deck: "core"),
            WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], deck: "core"),
            WordEntry(text: "鳥", reading: "とり", meanings: ["bird"], deck: "core"),
            WordEntry(text: "魚", reading: "さかな", meanings: ["fish (edict)"], deck: "edict"),
            WordEntry(text: "馬", reading: "うま", meanings: ["horse"], deck: "edict"),
        ] + numberedWords(20).map { entry in var entry = entry; entry.deck = "filler"; return entry })
        _ = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "犬", reading: "いぬ", meanings: ["hound"], deck: "edict"))
            try batch.add(WordEntry(text: "魚", reading: "さかな", meanings: ["fish"], deck: "core"))
            return true
        }
        let ann = try database.practice.useProfile(named: "Ann")
        let session = try database.practice.beginSession(profileID: ann.id, target: 5, seed: nil, at: Date())
        let cat = try id("猫", database)
        try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: cat, mode: .meaning, given: "cat", expected: "cat",
                                               judgement: .exact, elapsed: .seconds(2), answeredAt: Date(), rating: .good,
                                               card: CardUpdate(profileID: ann.id, wordID: cat, kind: .recognition,
                                                                memory: FSRSScheduler.default.review(.new(due: Date()), rating: .good, at: Date()))))
        try database.practice.setFavorite(true, profileID: ann.id, wordID: try id("鳥", database), at: Date())
        return (database, ann)
    }

    private func id(_ text: String, _ database: KuchiDatabase) throws -> Int64 {
        try #require(try database.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM word WHERE text = ?", arguments: [text]) })
    }

    /// Walk-through 23 (D9): a session asking a word whose deck another process removed. A word without answers was
    /// deleted (the answer failed its reference check: "check the disk", exit 74); one with answers was kept out of
    /// sight and got a new card no review asks and `kuchi due` counts for ever. Both now refuse the answer, saying why.
    @Test func anAnswerToAWordWhoseDeckWasRemovedMeanwhileIsRefusedSayingSo() throws {
        let (database, ann) = try bank()
        let session = try database.practice.beginSession(profileID: ann.id, target: 5, seed: nil, at: Date())
        let catID = try id("猫", database), birdID = try id("鳥", database)
        _ = try database.maintenance.removeDeck(named: "core")
        for wordID in [catID, birdID] {
            let graded = AnswerRecord(sessionID: session, wordID: wordID, mode: .meaning, given: "x", expected: "x", judgement: .exact,
                                      elapsed: .seconds(2), answeredAt: Date(), rating: .good)
            #expect(throws: StoreError.wordRemoved(path: ":memory:")) {
                try database.practice.recordAnswer(graded, grading: CardGrading(profileID: ann.id, wordID: wordID, kind: .recognition) { _ in
                    (FSRSScheduler.default.review(.new(due: Date()), rating: .good, at: Date()), nil)
                })
            }
            var retry = graded
            retry.rating = nil
            #expect(throws: StoreError.wordRemoved(path: ":memory:")) { try database.practice.recordAnswer(retry) }
        }
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM card WHERE word_id IN (?, ?)", arguments: [catID, birdID]) } == 0)
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM answer WHERE session_id = ?", arguments: [session]) } == 0)
        let error = StoreError.wordRemoved(path: ":memory:")
        #expect(error.exitCode == .dataError && error.description.contains("kuchi decks remove") && !error.description.contains("disk"))
    }

    /// Review 27: a star or a suspension given in a session to a word whose deck another process removed failed the
    /// reference check for a word without answers ("check the disk", exit 74, the session left active), and was written
    /// for one kept for its history. Both are refused as its answer is, with nothing written.
    @Test func aStarOrASuspensionOfAWordWhoseDeckWasRemovedMeanwhileIsRefusedSayingSo() throws {
        let (database, ann) = try bank()
        let catID = try id("猫", database), birdID = try id("鳥", database)
        _ = try database.maintenance.removeDeck(named: "core")
        for wordID in [catID, birdID] {
            #expect(throws: StoreError.wordRemoved(path: ":memory:")) {
                try database.practice.setFavorite(true, profileID: ann.id, wordID: wordID, at: Date())
            }
            #expect(throws: StoreError.wordRemoved(path: ":memory:")) {
                try database.practice.setSuspended(true, profileID: ann.id, wordID: wordID, at: Date())
            }
        }
        let written = try database.read { db in
            try Int.fetchOne(db, sql: """
                SELECT (SELECT count(*) FROM favorite WHERE word_id IN (?1, ?2)) + (SELECT count(*) FROM suspended_word WHERE word_id IN (?1, ?2))
                """, arguments: [catID, birdID])
        }
        #expect(written == 0)
        #expect(StoreError.wordRemoved(path: ":memory:").description.contains("star"), "the message names what was not saved")
    }

    @Test func thePlanCountsWordsOnlyTheDeckHoldsAndSharedOnes() throws {
        let (database, _) = try bank()
        let plan = try #require(try database.maintenance.deckRemovalPlan(named: "CORE"))
        #expect(plan == DeckRemoval(decks: ["core"], removedWords: 2, keptForHistory: 1, sharedWords: 2, newHomes: 1))
        #expect(try database.maintenance.deckRemovalPlan(named: "Core 2k") == nil)
        #expect(try database.practice.scopeCounts().decks.first { $0.name == "core" }?.words == 4, "the plan writes nothing")
    }

    @Test func soleWordsGoSharedOnesStayAndTakeTheirNextDeckAsHome() throws {
        let (database, ann) = try bank()
        let dogID = try id("犬", database), catID = try id("猫", database), birdID = try id("鳥", database)
        let done = try database.maintenance.removeDeck(named: "core")
        #expect(done?.removedWords == 2 && done?.sharedWords == 2)

        let dog = try #require(try database.practice.word(id: dogID))
        #expect(dog.meanings == ["hound"] && dog.otherDeckMeanings.isEmpty, "犬 shows its next deck's meanings")
        #expect(try database.read { db in try String.fetchOne(db, sql: "SELECT deck FROM word WHERE id = ?", arguments: [dogID]) } == "edict")
        #expect(try database.practice.word(id: id("魚", database))?.meanings == ["fish (edict)"], "魚 keeps its home, loses core's meaning")
        #expect(try database.practice.word(id: id("魚", database))?.otherDeckMeanings == [])
        #expect(try database.practice.word(id: birdID) == nil && database.practice.word(id: catID) == nil)
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word WHERE id = ?", arguments: [birdID]) } == 0,
                "a word without answers is deleted")
        #expect(try database.practice.scopeCounts().decks.map(\.name) == ["filler", "edict"])
        #expect(try database.search.searchWords(WordSearch(query: "dog")).isEmpty, "core's meanings leave the index")
        #expect(try database.search.searchWords(WordSearch(query: "猫")).isEmpty)
        #expect(try database.practice.wordCount() == 23)
        #expect(try database.practice.lookingUp { try $0.wordIDs(in: WordScope(decks: ["core"]), profileID: ann.id) }.isEmpty)
        #expect(try database.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") }.isEmpty)
        #expect(try database.maintenance.checkCards().disagreeing == 0, "the removed word's card is gone, and kuchi doctor agrees")
    }

    @Test func aRemovedWordsAnswersStayInReportsButItIsNeverPractisedAgain() throws {
        let (database, ann) = try bank()
        let catID = try id("猫", database)
        _ = try database.maintenance.removeDeck(named: "core")
        let report = try database.reports.progressReport(ReportRequest(profileName: "Ann"))
        #expect(report.totals.answers == 1)
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM card") } == 0)

        var environment = EnvironmentValues()
        environment.questionsPerSession = 30
        environment.scheduler = .srs
        environment.newWordsPerDay = 100
        let viewModel = ChallengesViewModel(bank: database.practice, profileID: ann.id, environment: environment, seed: 1)
        try viewModel.start()
        var asked: Set<Int64> = []
        while viewModel.challenge != nil || viewModel.lesson != nil {
            if let lesson = viewModel.lesson {
                #expect(lesson.word.id != catID, "a removed word is never taught")
                try viewModel.continueAfterLesson()
                continue
            }
            let challenge = try #require(viewModel.challenge)
            asked.insert(challenge.word.id)
            _ = try viewModel.answer(String(challenge.correctIndex + 1))
        }
        #expect(asked.count == 23 && !asked.contains(catID))

        let revived = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "猫", reading: "ねこ", meanings: ["kitty"], deck: "pets"))
            return true
        }
        #expect(revived == ImportCounts(added: 1))
        #expect(try database.practice.word(id: catID)?.meanings == ["kitty"], "an import brings the word back, with its id and history")
        #expect(try database.practice.scopeCounts().decks.contains { $0.name == "pets" && $0.words == 1 })
    }

    @Test func anUnknownDeckChangesNothing() throws {
        let (database, _) = try bank()
        #expect(try database.maintenance.removeDeck(named: "nope") == nil)
        #expect(try database.practice.wordCount() == 25)
    }
}

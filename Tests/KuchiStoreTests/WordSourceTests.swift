import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

@Suite("Words several decks hold")
struct WordSourceTests {
    /// 犬 and 猫 from the bundled deck (jlpt-n5), then EDICT with 犬 again (more meanings), 鳥 and 猫 (one more meaning).
    private func mergedBank() throws -> (KuchiDatabase, ImportCounts) {
        let database = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "犬", reading: "いぬ", meanings: ["dog"], level: "N5", deck: "jlpt-n5"),
            WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], level: "N5", deck: "jlpt-n5"),
        ] + (1...20).map { WordEntry(text: "語\($0)", reading: "ご\($0)", meanings: ["meaning \($0)"], deck: "jlpt-n5") })
        let counts = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "犬", reading: "いぬ", meanings: ["dog", "dog (Canis (lupus) familiaris)", "squealer", "snitch"],
                                    deck: "edict", isCommon: true))
            try batch.add(WordEntry(text: "猫", reading: "ねこ", meanings: ["cat", "cat"], deck: "edict"))
            try batch.add(WordEntry(text: "鳥", reading: "とり", meanings: ["bird"], deck: "edict"))
            return true
        }
        return (database, counts)
    }

    private func id(_ text: String, _ database: KuchiDatabase) throws -> Int64 {
        try #require(try database.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM word WHERE text = ?", arguments: [text]) })
    }

    @Test func anotherDecksMeaningsNeverChangeWhatTheWordShows() throws {
        let (database, counts) = try mergedBank()
        #expect(counts == ImportCounts(added: 1, merged: 2))
        let dog = try #require(try database.practice.word(id: id("犬", database)))
        #expect(dog.meanings == ["dog"])
        #expect(dog.otherDeckMeanings == ["dog (Canis (lupus) familiaris)", "squealer", "snitch"])
        #expect(try database.read { db in try String.fetchOne(db, sql: "SELECT meanings FROM word WHERE text = '犬'") } == "dog")

        let again = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "犬", reading: "いぬ", meanings: ["snitch"], deck: "edict"))
            return true
        }
        #expect(again == ImportCounts(unchanged: 1), "the deck already gives that meaning")
        let home = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "犬", reading: "いぬ", meanings: ["hound"], deck: "jlpt-n5"))
            return true
        }
        #expect(home == ImportCounts(merged: 1))
        #expect(try database.practice.word(id: id("犬", database))?.meanings == ["dog", "hound"], "the home deck's own new meaning is shown")
    }

    @Test func aDeckHoldsEveryWordItWasImportedWithAndShowsItsOwnMeanings() throws {
        let (database, _) = try mergedBank()
        let counts = try database.practice.scopeCounts()
        #expect(counts.decks.map(\.name) == ["jlpt-n5", "edict"])
        #expect(counts.decks.map(\.words) == [22, 3])
        let profile = try database.practice.useProfile(named: "Ann")
        let edict = try database.practice.lookingUp { try $0.wordIDs(in: WordScope(decks: ["EDICT"]), profileID: profile.id) }
        #expect(Set(edict) == Set([try id("犬", database), try id("猫", database), try id("鳥", database)]))
        let (dogID, catID) = (try id("犬", database), try id("猫", database))
        let dog = try #require(try database.practice.lookingUp { try $0.word(id: dogID, shownFrom: ["Edict"]) })
        #expect(dog.meanings == ["dog", "dog (Canis (lupus) familiaris)", "squealer", "snitch"])
        #expect(dog.otherDeckMeanings.isEmpty)
        let shown = try database.practice.lookingUp { try $0.primaryMeaning(id: catID, shownFrom: ["edict"]) }
        #expect(shown == "cat")
    }

    /// The report's progress by deck counts a deck's words as `kuchi decks` does, every word it holds, and a
    /// word answered there is seen in each deck that holds it (an Anki deck's words merged into bundled ones
    /// showed that deck as nearly empty and unseen).
    @Test func theReportCountsAndSeesAWordInEveryDeckThatHoldsIt() throws {
        let (database, _) = try mergedBank()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let learner = try database.practice.useProfile(named: "Ann", at: now).id
        let session = try database.practice.beginSession(profileID: learner, target: 5, seed: nil, at: now)
        let dog = try id("犬", database)
        try database.practice.recordAnswer(AnswerRecord(
            sessionID: session, wordID: dog, mode: .choice, given: "dog", expected: "dog", judgement: .exact,
            elapsed: .seconds(2), answeredAt: now, rating: .good,
            card: CardUpdate(profileID: learner, wordID: dog, kind: .recognition,
                             memory: FSRSScheduler.default.review(.new(due: now), rating: .good, at: now))))
        let report = try database.reports.progressReport(ReportRequest(timeZone: try #require(TimeZone(identifier: "UTC")), now: now))
        let decks = Dictionary(uniqueKeysWithValues: report.decks.map { ($0.name ?? "", ($0.total, $0.seen)) })
        #expect(decks["edict"]?.0 == 3 && decks["jlpt-n5"]?.0 == 22, "every word each deck holds")
        #expect(decks["edict"]?.1 == 1 && decks["jlpt-n5"]?.1 == 1, "犬 seen in both decks")
    }

    @Test func aTypedMeaningOfAnyDeckIsRightButChoicesComeFromTheShownDeck() throws {
        let (database, _) = try mergedBank()
        let dog = try #require(try database.practice.word(id: id("犬", database)))
        guard case let .answer(verdict) = AnswerJudge.judge("snitch", for: Challenge(word: dog, kind: .meaning, choices: [], correctIndex: 0)) else {
            Issue.record("no verdict")
            return
        }
        #expect(verdict.judgement == .exact)
        // What the word shows, then the answer matched: a session's expected answer is always an accepted one.
        #expect(verdict.accepted == ["dog", "snitch"])
        #expect(verdict.expected == "snitch")

        let profile = try database.practice.useProfile(named: "Ann")
        var environment = EnvironmentValues()
        environment.wordScope = WordScope(decks: ["jlpt-n5"])
        environment.questionsPerSession = 22
        let viewModel = ChallengesViewModel(bank: database.practice, profileID: profile.id, environment: environment, seed: 9)
        try viewModel.start()
        var sawDog = false
        while let challenge = viewModel.challenge {
            if challenge.word.text == "犬" {
                sawDog = true
                #expect(challenge.correctChoice == "dog")
                #expect(!challenge.choices.contains("snitch") && !challenge.choices.contains("squealer"))
            }
            _ = try viewModel.answer(String(challenge.correctIndex + 1))
        }
        #expect(sawDog)
    }

    @Test func theWordBrowserFindsAWordByAnyDecksMeaning() throws {
        let (database, _) = try mergedBank()
        let hits = try database.search.searchWords(WordSearch(query: "snitch"))
        #expect(hits.map(\.word.text) == ["犬"])
        #expect(hits.first?.word.meanings == ["dog"])
        #expect(try database.search.searchWords(WordSearch(query: "犬", scope: WordScope(decks: ["edict"]))).count == 1)
    }

    @Test func theMigrationGivesEveryWordItsHomeDeckAsASource() throws {
        let database = try KuchiDatabase.inMemory(seedWords: numberedWords(5))
        let rows = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT s.deck = w.deck AND \(LeanWords.meanings(source: "s", word: "w")) = w.meanings FROM word w JOIN word_source s ON s.word_id = w.id")
        }
        #expect(rows.count == 5 && rows.allSatisfy { $0[0] as Bool })
    }

    @Test func anOlderBankGetsItsWordsDecksAndKeepsItsAnswers() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let queue = try DatabaseQueue(path: path)
        try KuchiDatabase.migrator(seedWords: { numberedWords(3) }).migrate(queue, upTo: "v8-word-search")
        try queue.write { db in
            try db.execute(sql: """
                UPDATE word SET meanings = 'meaning 2; merged gloss' WHERE id = 2;
                INSERT INTO profile (id, name, created_at, last_used_at) VALUES (1, 'Ann', '2026-11-01 09:00:00.000', '2026-11-01 09:00:00.000');
                INSERT INTO session (id, profile_id, started_at, status, target) VALUES (1, 1, '2026-11-01 09:00:00.000', 'completed', 5);
                INSERT INTO answer (session_id, word_id, given, expected, is_correct, elapsed_ms, answered_at)
                VALUES (1, 2, 'meaning 2', 'meaning 2', 1, 900, '2026-11-01 09:00:01.000');
                """)
        }
        try queue.close()

        let bank = try KuchiDatabase.open(path: path)
        let sources = try bank.read { db in try Row.fetchAll(db, sql: "SELECT s.word_id, s.deck, \(LeanWords.meanings(source: "s", word: "w")) FROM word_source s JOIN word w ON w.id = s.word_id ORDER BY s.word_id") }
        #expect(sources.map { $0[0] as Int64 } == [1, 2, 3])
        #expect(sources[1][2] as String == "meaning 2; merged gloss", "a word already merged keeps what it showed")
        #expect(try bank.practice.scopeCounts().decks.map(\.words) == [3])
        #expect(try bank.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") } == 1)
        #expect(try bank.practice.word(id: 2)?.meanings == ["meaning 2", "merged gloss"])
    }

    @Test func aWordAScriptInsertedWithoutItsDeckRowKeepsWhatItShowsAtTheNextImport() throws {
        let database = try KuchiDatabase.inMemory()
        try database.write { db in
            try db.execute(sql: "INSERT INTO word (text, reading, meanings, deck, added_ms) VALUES ('犬', 'いぬ', 'dog', 'mine', 1793523600000)")
        }
        #expect(try database.practice.scopeCounts().decks.isEmpty, "in no deck until it has its row")
        let counts = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "犬", reading: "いぬ", meanings: ["hound"], deck: "mine"))
            return true
        }
        #expect(counts == ImportCounts(merged: 1))
        #expect(try database.practice.word(id: 1)?.meanings == ["dog", "hound"])
        #expect(try database.practice.scopeCounts().decks.map(\.name) == ["mine"])
    }
}

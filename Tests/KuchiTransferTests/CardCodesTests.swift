import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// Cards with codes (`v29-card-codes`): a card's kind and state, and a baseline's origin, stored as small integers.
/// A bank of schema v28 holding every kind, state and origin, upgraded: each card and baseline reads as before,
/// the word browser and the due counts say what they said, and `kuchi doctor` finds nothing.
@Suite("Card codes: kinds, states and origins as small integers")
struct CardCodesTests {
    /// Ann's cards of schema v28, one per state: 猫 recognition new, 犬 reading learning, 鳥 writing review,
    /// 魚 recognition relearning, 馬 reading review; baselines of 鳥 (replayed, whole), 魚 (interval, whole) and
    /// 馬 (kept, compact: its card holds it).
    private func bankOfSchemaV28(at path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try KuchiDatabase.migrator(seedWords: { OlderBankFixture.words(horse: true) }, levelWords: { [] })
            .migrate(queue, upTo: "v28-bundled-level-markup")
        try queue.write { db in
            try OlderBankFixture.insertLearnersAndSessions(db)
            let memory = "12.5, 6.25, 1792000000123, 1791000000123, 7, 1, 1780000000500"
            try db.execute(sql: """
                INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms, reps, lapses,
                                  introduced_ms)
                VALUES (1, 1, 'recognition', 'new', NULL, 0, 0, 1790000000000, NULL, 0, 0, 1790000000000),
                       (1, 2, 'reading', 'learning', 1, 2.3, 5.1, 1790000600000, 1790000000000, 1, 0, 1790000000000),
                       (1, 3, 'writing', 'review', NULL, \(memory)),
                       (1, 4, 'recognition', 'relearning', 0, 3.5, 7.5, 1790000600000, 1790000000000, 9, 2, 1780000000500),
                       (1, 5, 'reading', 'review', NULL, \(memory));
                INSERT INTO card_baseline (profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms, reps,
                                           lapses, introduced_ms, held_until_ms, origin, source)
                VALUES (1, 3, 'writing', 'review', NULL, 30.25, 6.0, 1794000000000, 1792100000000, 8, 1, 1780000000500, NULL,
                        'replayed', 'anki'),
                       (1, 4, 'recognition', 'review', NULL, 9.0, 5.0, 1793000000000, 1791000000000, 7, 1, 1780000000500,
                        1791000000999, 'interval', 'anki'),
                       (1, 5, 'reading', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'kept', 'anki');
                """)
        }
        try queue.close()
    }

    /// Every card's memory, by key, as the bank reads it.
    private func cards(_ db: Database) throws -> [HistoryReplay.CardKey: CardMemory] {
        var cards: [HistoryReplay.CardKey: CardMemory] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT \(CardColumns.selection) FROM card") {
            cards[try CardColumns.key(row, table: "card")] = try CardColumns.memory(row)
        }
        return cards
    }

    @Test func theMigrationConvertsEveryKindStateAndOriginExactly() throws {
        let folder = try OutputFolder()
        let path = folder.file("old.sqlite")
        try bankOfSchemaV28(at: path)
        let (cardsBefore, baselinesBefore) = try DatabaseQueue(path: path).read { db in (try cards(db), try CardBaselines.all(db)) }
        #expect(Set(cardsBefore.values.map(\.state)) == Set(CardState.allCases), "every state is in the bank")
        #expect(Set(baselinesBefore.values.map(\.origin)) == Set(CardBaseline.Origin.allCases), "every origin is in the bank")

        let database = try KuchiDatabase.open(path: path)
        let (cardsAfter, baselinesAfter, types) = try database.dbQueue.read { db in
            (try cards(db), try CardBaselines.all(db),
             try String.fetchAll(db, sql: """
                SELECT DISTINCT typeof(kind) || ' ' || typeof(state) FROM card
                UNION SELECT DISTINCT typeof(kind) || ' ' || typeof(origin) FROM card_baseline
                """))
        }
        #expect(cardsAfter == cardsBefore)
        #expect(baselinesAfter == baselinesBefore)
        #expect(types == ["integer integer"])
        // The answer's own look-up (by column position) reads each card as the look-up by name does.
        for (key, memory) in cardsBefore {
            #expect(try database.practice.lookingUp { try $0.card(profileID: key.profileID, wordID: key.wordID, kind: key.kind) } == memory)
        }
        // The word browser shows each word's first card's state by name, as before.
        let states = try ["猫", "犬", "鳥", "魚"].map { query in
            try database.search.searchWords(WordSearch(query: query, profileID: 1)).first?.cardState
        }
        #expect(states == ["new", "learning", "review", "relearning"])
        // Due counts: the cards in learning, review and relearning due before 2026-11-01 (鳥 and 馬 are due later).
        let learner = try #require(try database.practice.profile(named: "Ann"))
        let forecast = try database.practice.dueForecast(profile: learner, at: Date(timeIntervalSince1970: 1_790_100_000), timeZone: .gmt)
        #expect(forecast.dueNow == 2, "犬 (learning) and 魚 (relearning)")
    }

    @Test func aNewCardAndBaselineAreWrittenAsCodesAndReadBackAsWritten() throws {
        let database = try KuchiDatabase.inMemory(seedWords: OlderBankFixture.words(horse: false))
        let learner = try database.practice.useProfile(named: "Ann", at: Date(timeIntervalSince1970: 1_790_000_000))
        let memory = CardMemory(state: .relearning, step: 0, stability: 3.5, difficulty: 7.5, due: Date(timeIntervalSince1970: 1_790_000_600),
                                lastReview: Date(timeIntervalSince1970: 1_790_000_000), reps: 9, lapses: 2)
        let key = HistoryReplay.CardKey(profileID: learner.id, wordID: 2, kind: .writing)
        let baseline = CardBaseline(memory: memory, introducedAt: Date(timeIntervalSince1970: 1_780_000_000),
                                    heldUntil: Date(timeIntervalSince1970: 1_790_000_000), origin: .interval)
        let stored = try database.dbQueue.write { db in
            try CardColumns.upsert(CardUpdate(profileID: key.profileID, wordID: key.wordID, kind: key.kind, memory: memory),
                                   introducedAt: baseline.introducedAt, in: db)
            try CardBaselines.store([key: baseline], source: "anki", in: db)
            return try Row.fetchOne(db, sql: "SELECT c.kind, c.state, b.origin FROM card c JOIN card_baseline b USING (profile_id, word_id, kind)")
        }
        #expect(stored.map { [$0[0], $0[1], $0[2]] as [Int] } == [2, 3, 2])
        #expect(try database.practice.lookingUp { try $0.card(profileID: key.profileID, wordID: key.wordID, kind: .writing) } == memory)
        #expect(try database.dbQueue.read { db in try CardBaselines.all(db) } == [key: baseline])
    }
}

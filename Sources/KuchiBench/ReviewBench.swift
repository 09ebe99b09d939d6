import Foundation
import GRDB
import KuchiCore
import KuchiStore

/// The spaced-repetition figures of issue 10: the next review card, recording an answer with its card, and
/// `kuchi due`, on a large bank with 200,000 cards.
enum ReviewBench {
    /// Gives the learner `profileID` `count` recognition cards on words 1…count of the bank at `path`: nine in
    /// ten in review (due from 30 days ago to 60 days ahead, so about a third are due now), the rest learning
    /// or relearning, due within the hour. One transaction; deterministic for a seed.
    static func addCards(count: Int, profileID: Int64, to path: String, now: Date, seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            let insert = try db.makeStatement(sql: """
                INSERT INTO card (profile_id, word_id, kind, state, step, stability, difficulty, due_ms, last_review_ms, reps, lapses,
                                  introduced_ms)
                VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            // The codes of docs/schema.md: kind 0 recognition; state 1 learning, 2 review, 3 relearning.
            let seconds = now.timeIntervalSince1970
            for word in 1...Int64(count) {
                let roll = Int.random(in: 0..<100, using: &rng)
                let state = roll < 90 ? "review" : (roll < 95 ? "learning" : "relearning")
                let stability = Double.random(in: 0.5...120, using: &rng)
                let due = state == "review" ? seconds + Double.random(in: -30...60, using: &rng) * 86_400
                                            : seconds + Double.random(in: -600...3_000, using: &rng)
                let last = due - stability * 86_400
                let code = state == "review" ? 2 : (state == "learning" ? 1 : 3)
                try insert.execute(arguments: [profileID, word, code, state == "review" ? nil : 0, stability,
                                               Double.random(in: 1...10, using: &rng), milliseconds(due), milliseconds(last),
                                               Int.random(in: 1...20, using: &rng), Int.random(in: 0...3, using: &rng),
                                               milliseconds(last - 86_400)])
            }
        }
    }

    /// Measures on the bank at `path` (which must have at least `cards` words) and adds the rows to `table`.
    static func run(bank path: String, words: Int, cards: Int, kuchi: String, sqlite3: String, environment: [String: String],
                    quick: Bool, table: inout ResultTable) throws {
        let database = try KuchiDatabase.open(path: path)
        let profile = try database.practice.useProfile(named: "Bench")
        let now = Date()
        try addCards(count: cards, profileID: profile.id, to: path, now: now, seed: 10)
        var settings = EnvironmentValues()
        settings.scheduler = .srs

        // Sessions of 20 questions, as a learner has them: the first challenge (loading and ordering the due
        // cards) apart, then each next card.
        let (starts, nexts) = try Measure.sessions(quick ? 10 : 30, skipping: 20, bank: database.practice, profileID: profile.id,
                                                   settings: settings)
        let p50 = Measure.percentile(nexts, 0.5)
        table.add("next review card, \(words.groupedDigits) words and \(cards.groupedDigits) cards (p50; p99 "
                  + "\(Unit.microseconds.format(Measure.percentile(nexts, 0.99))))", ours: p50, unit: .microseconds,
                  target: "≤ 100 µs p50", passes: p50 <= 100e-6)
        table.add("first review card of a session, the same bank (p50)", ours: Measure.percentile(starts, 0.5),
                  unit: .milliseconds, target: "—", passes: nil)

        // Recording an answer with the card it grades, as review sessions do.
        let session = try database.practice.beginSession(profileID: profile.id, target: 5, seed: nil, at: now)
        let fsrs = FSRSScheduler.default
        var records: [Double] = []
        sync()
        for index in 0..<(quick ? 200 : 1_000) {
            let wordID = Int64(cards + 1 + index)   // a new card each time: an insert into the card table
            let memory = fsrs.review(.new(due: now), rating: .good, at: now)
            let record = AnswerRecord(sessionID: session, wordID: wordID, given: "meaning", expected: "meaning", judgement: .exact,
                                      elapsed: .seconds(2), answeredAt: Date(), rating: .good,
                                      card: CardUpdate(profileID: profile.id, wordID: wordID, kind: .recognition, memory: memory))
            records.append(try Measure.seconds { _ = try database.practice.recordAnswer(record) })
        }
        let p99 = Measure.percentile(records, 0.99)
        table.add("record an answer with its card update (p50; p99 \(Unit.milliseconds.format(p99)))",
                  ours: Measure.percentile(records, 0.5), unit: .milliseconds, target: "p99 ≤ 2 ms", passes: p99 <= 0.002)

        // `kuchi due` against counting the cards with the sqlite3 shell (the reference), and against
        // the same per-deck count in plain SQL, which has to look up the decks of every card's word (a card
        // counts in every deck that holds its word).
        let perDeck = """
            SELECT s.deck, count(*) FROM card c INDEXED BY card_due JOIN word_source s ON s.word_id = c.word_id
            WHERE c.profile_id = \(profile.id) AND c.state IN (1, 2, 3)
                AND c.due_ms < \(milliseconds(now.timeIntervalSince1970 + 15 * 86_400)) GROUP BY 1
            """
        var ours: [Double] = [], reference: [Double] = [], plain: [Double] = []
        for _ in 0..<(quick ? 5 : 11) {
            ours.append(try Measure.run(kuchi, ["due", "--database", path], environment: environment).seconds)
            reference.append(try Measure.run(sqlite3, [path, "select count(*) from card"], environment: environment).seconds)
            plain.append(try Measure.run(sqlite3, [path, perDeck], environment: environment).seconds)
        }
        let (median, referenceMedian) = (Measure.percentile(ours, 0.5), Measure.percentile(reference, 0.5))
        table.add("`kuchi due`, \(cards.groupedDigits) cards (median)", ours: median, unit: .milliseconds, reference: referenceMedian,
                  referenceName: "`sqlite3 DB 'select count(*) from card'`", target: "≤ 5× the reference",
                  passes: median <= 5 * referenceMedian)
        table.add("`kuchi due`, \(cards.groupedDigits) cards (median), against plain SQL", ours: median, unit: .milliseconds,
                  reference: Measure.percentile(plain, 0.5), referenceName: "the same per-deck count in the `sqlite3` shell",
                  target: "—", passes: nil)
    }
}

import Foundation
import GRDB
import KuchiCore
import KuchiStore

/// Deterministic test data: word lists as CSV, and answer histories written straight into a bank.
enum DataGenerator {
    private static let syllables = Array("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわがぎぐげござじずぜぞだでどばびぶべぼぱぴぷぺぽん")
    private static let kanji = Array("日月火水木金土山川田人口目耳手足力本学生先年何時間国語話語読書食飲見聞行来出入上下中大小高安新古長")

    /// A CSV word list of `count` distinct words with a header, as `kuchi import` reads it.
    static func wordList(count: Int, to path: String, seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else { throw BenchError.cannotWrite(path) }
        defer { try? handle.close() }
        var buffer = "word,reading,meanings,level\n"
        for index in 0..<count {
            let length = Int.random(in: 2...4, using: &rng)
            let reading = String((0..<length).map { _ in syllables.randomElement(using: &rng) ?? "あ" })
            let word = String((0..<2).map { _ in kanji.randomElement(using: &rng) ?? "日" }) + String(index)
            buffer += "\(word),\(reading),meaning \(index); gloss \(index % 977),N\(1 + index % 5)\n"
            if buffer.utf8.count > 1 << 20 {
                handle.write(Data(buffer.utf8))
                buffer = ""
            }
        }
        handle.write(Data(buffer.utf8))
    }

    /// Adds `count` graded answers in sessions of 20 to the bank at `path`, spread over the last 365 days.
    static func history(answers count: Int, database path: String, seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            let words = try Int64.fetchOne(db, sql: "SELECT max(id) FROM word") ?? 1
            try db.execute(sql: "INSERT OR IGNORE INTO profile (name, created_at, last_used_at) VALUES ('Bench', '2025-01-01 00:00:00.000', '2025-01-01 00:00:00.000')")
            let profile = try Int64.fetchOne(db, sql: "SELECT id FROM profile WHERE name = 'Bench'") ?? 1
            let session = try db.makeStatement(sql: """
                INSERT INTO session (profile_id, started_at, ended_at, status, target, correct_count, wrong_count)
                VALUES (?, ?, ?, 'completed', 20, ?, ?)
                """)
            let answer = try db.makeStatement(sql: """
                INSERT INTO answer (session_id, word_id, mode, given, expected, is_correct, judgement, elapsed_ms, answered_ms,
                                    rating, recall)
                VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            // Every answer grades its word's recognition card as practice does (right → Good, wrong → Again), so
            // reports find reviews with their predicted recall, as in a bank practised since cards exist.
            var cards = ReplayedCards(scheduler: .default)
            let start = 1_767_225_600.0   // 2026-01-01, in seconds since 1970
            var made = 0
            while made < count {
                let day = start + Double(made / 2_740) * 86_400 + Double(Int.random(in: 0..<50_000, using: &rng))
                let size = min(20, count - made)
                var correct = 0
                var times: [(Int64, Bool, Double)] = []
                for step in 0..<size {
                    let isCorrect = Int.random(in: 0..<100, using: &rng) < 78
                    correct += isCorrect ? 1 : 0
                    times.append((Int64.random(in: 1...words, using: &rng), isCorrect, day + Double(step * 6)))
                }
                try session.execute(arguments: [profile, timestamp(day), timestamp(day + Double(size * 6)), correct, size - correct])
                let sessionID = db.lastInsertedRowID
                for (word, isCorrect, time) in times {
                    let rating: Rating = isCorrect ? .good : .again
                    let recall = cards.grade(HistoryReplay.CardKey(profileID: profile, wordID: word, kind: .recognition),
                                             rating: rating, at: Date(timeIntervalSince1970: time))
                    try answer.execute(arguments: [sessionID, word, isCorrect ? "right" : "wrong \(word % 13)", "right", isCorrect,
                                                   isCorrect ? "exact" : "wrong", Int.random(in: 800...9_000, using: &rng), Int64((time * 1000).rounded(.down)),
                                                   rating.rawValue, recall])
                }
                made += size
            }
        }
    }
}

/// A time `seconds` after 1970, as Kuchi stores times.
func timestamp(_ seconds: Double) -> String { UTCTime(Date(timeIntervalSince1970: seconds)).stored }

/// `seconds` since 1970 as a card keeps its times: whole milliseconds.
func milliseconds(_ seconds: Double) -> Int64 { Int64((seconds * 1000).rounded(.down)) }

enum BenchError: Error, CustomStringConvertible {
    case cannotWrite(String)
    case failed(String)

    var description: String {
        switch self {
        case let .cannotWrite(path): "cannot write \(path)"
        case let .failed(what): what
        }
    }
}

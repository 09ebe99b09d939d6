import GRDB
import KuchiStore

/// What the upgrade tests (`LeanAnswerLogTests`, `LeanCardTimesTests`) put in a bank of an older schema before
/// its answers: five animal words of deck "animals", and two learners with five sessions between them.
enum OlderBankFixture {
    /// 猫, 犬, 鳥, 魚 and (with `horse`) 馬, N5 words of deck "animals", ids 1 to 5.
    static func words(horse: Bool) -> [WordEntry] {
        let lines = ["猫|ねこ|cat", "犬|いぬ|dog", "鳥|とり|bird", "魚|さかな|fish"] + (horse ? ["馬|うま|horse"] : [])
        return lines.map { line in
            let parts = line.split(separator: "|").map(String.init)
            return WordEntry(text: parts[0], reading: parts[1], meanings: [parts[2]], level: "N5", deck: "animals")
        }
    }

    /// Ann (sessions 1, 2, 3 and 5) and Bo (session 4), with times as text, as every schema stores them.
    static func insertLearnersAndSessions(_ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO profile (id, name, created_at, last_used_at) VALUES
                (1, 'Ann', '2026-10-01 14:00:00.000', '2026-10-20 06:00:00.000'),
                (2, 'Bo', '2026-10-01 14:00:00.000', '2026-10-12 19:00:00.000');
            INSERT INTO session (id, profile_id, started_at, ended_at, status, target, correct_count, wrong_count) VALUES
                (1, 1, '2026-10-01 14:59:00.000', '2026-10-01 15:15:00.000', 'completed', 3, 3, 1),
                (2, 1, '2026-10-03 23:44:00.000', '2026-10-04 00:01:00.000', 'ended_early', 5, 2, 1),
                (3, 1, '2026-10-10 08:30:00.000', '2026-10-10 08:32:00.000', 'ended_early', 5, 1, 1),
                (4, 2, '2026-10-12 18:59:00.000', '2026-10-12 19:01:00.000', 'ended_early', 5, 1, 1),
                (5, 1, '2026-10-20 06:14:00.000', '2026-10-20 06:16:00.000', 'ended_early', 5, 1, 1);
            """)
    }
}

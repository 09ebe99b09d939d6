import GRDB
import KuchiCore

/// An answer's `mode` as stored: a small integer since `v26-lean-answer-rows` (one byte a row where the name
/// took up to nine), the question's kind by ``ChallengeKind``'s order: 0 `choice`, 1 `meaning`, 2 `reading`,
/// 3 `word`, 4 `flashcard`. Readers also take the name (a bank before that migration, while the migrations
/// replay it, or a row a learner's own script wrote); exports print the name, as before.
enum AnswerModeCode {
    /// The code stored for `kind`.
    static func code(_ kind: ChallengeKind) -> Int {
        switch kind {
        case .choice: 0
        case .meaning: 1
        case .reading: 2
        case .word: 3
        case .flashcard: 4
        }
    }

    /// The kind a stored `mode` value names (a code, or a name).
    /// - Throws: ``UndecodableValue`` when it names none.
    static func kind(_ value: DatabaseValue, row: @autoclosure () -> String) throws -> ChallengeKind {
        if let code = Int.fromDatabaseValue(value), let kind = ChallengeKind.allCases.first(where: { self.code($0) == code }) {
            return kind
        }
        if let name = String.fromDatabaseValue(value), let kind = ChallengeKind(rawValue: name) { return kind }
        throw UndecodableValue(table: "answer", row: row(), column: "mode", value: String.fromDatabaseValue(value) ?? "\(value)")
    }

    /// The values a `mode` of one of `kinds` may hold: their codes and their names.
    static func storedValues(_ kinds: [ChallengeKind]) -> [DatabaseValue] {
        kinds.map { code($0).databaseValue } + kinds.map(\.rawValue.databaseValue)
    }

    /// The SQL for the name of the mode in `column` (a name stored as such is printed as it is).
    static func name(_ column: String) -> String {
        let cases = ChallengeKind.allCases.map { "WHEN \(code($0)) THEN '\($0.rawValue)'" }.joined(separator: " ")
        return "CASE \(column) \(cases) ELSE \(column) END"
    }

    /// The SQL for the name stored as `column` (text) as its code, for the migration to codes (any other value kept).
    static func fromName(_ column: String) -> String {
        let cases = ChallengeKind.allCases.map { "WHEN '\($0.rawValue)' THEN \(code($0))" }.joined(separator: " ")
        return "CASE \(column) \(cases) ELSE \(column) END"
    }
}

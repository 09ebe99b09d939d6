import GRDB
import KuchiCore

/// Words whose stored reading is not kana (`祈る[いのる]` kept from a furigana field an older import could
/// not read): practice would mark the right answer wrong. `kuchi doctor` names them.
public struct ReadingCheck: Sendable, Equatable {
    /// How many words have a reading that is not kana.
    public var count = 0
    /// The first few, as `word (reading)`.
    public var examples: [String] = []
}

extension MaintenanceStore {
    /// The words whose reading is not kana (see ``KanaScript/isReading(_:)``).
    public func checkReadings(examples: Int = 5) throws(StoreError) -> ReadingCheck {
        try read { db in
            var check = ReadingCheck()
            let rows = try Row.fetchCursor(db, sql: "SELECT text, reading FROM word ORDER BY id")
            while let row = try rows.next() {
                let text: String = row["text"], reading: String = row["reading"]
                guard !KanaScript.isReading(reading) else { continue }
                check.count += 1
                if check.examples.count < examples { check.examples.append("\(text) (\(reading))") }
            }
            return check
        }
    }
}

import GRDB
import KuchiCore

/// Words whose stored reading is not kana (`祈る[いのる]` kept from a furigana field an older import could
/// not read): practice would mark the right answer wrong. `kuchi doctor` names them.
public struct ReadingCheck: Sendable, Equatable {
    /// How many words have a reading that is not kana.
    public var count = 0
    /// The first few, as `word (reading)`.
    public var examples: [String] = []
    /// How many words hold an invisible character (``TerminalControl/isInvisible(at:in:)``, or a line separator) in their
    /// text or reading, as imports before they removed them could store: each looks like a word it is not.
    public var invisible = 0
    /// The first few of those, as `word (reading)`.
    public var invisibleExamples: [String] = []
}

extension MaintenanceStore {
    /// The words whose reading is not kana (see ``KanaScript/isReading(_:)``), and, in the same pass, those holding
    /// an invisible character in their text or reading.
    public func checkReadings(examples: Int = 5) throws(StoreError) -> ReadingCheck {
        try read { db in
            var check = ReadingCheck()
            let rows = try Row.fetchCursor(db, sql: "SELECT text, reading FROM word ORDER BY id")
            while let row = try rows.next() {
                let text: String = row["text"], reading: String = row["reading"]
                // As an import strips them: a zero-width joiner inside an emoji sequence is part of the emoji.
                if TerminalControl.holdsHidden(text) || TerminalControl.holdsHidden(reading) {
                    check.invisible += 1
                    if check.invisibleExamples.count < examples { check.invisibleExamples.append("\(text) (\(reading))") }
                }
                guard !KanaScript.isReading(reading) else { continue }
                check.count += 1
                if check.examples.count < examples { check.examples.append("\(text) (\(reading))") }
            }
            return check
        }
    }
}

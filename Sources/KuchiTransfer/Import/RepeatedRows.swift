import KuchiStore

/// The rows of one list typed by hand (CSV, TSV, JSON) that give again a word an earlier row of the list gave: the same
/// word, reading and deck. The import takes such a word once (the second row's meanings join the first's), so without a
/// word the repeat was only counted "unchanged" or "merged"; the summary names it instead (walk-through 35).
///
/// Only a list's first ``rowsChecked`` rows are held: a longer list is an export, not typed by hand, and a million rows
/// held here would cost the import memory and time for a slip nobody typed.
struct RepeatedRows {
    /// The rows of a list looked at.
    static let rowsChecked = 10_000

    private struct Key: Hashable {
        var text: String
        var reading: String
        var deck: String
    }

    private var firstLine: [Key: Int] = [:]
    private var rowsSeen = 0

    /// The line (or JSON item) of the earlier row of the list that gave `entry`'s word, reading and deck, or `nil`
    /// when none did (or the list is past ``rowsChecked``); `line` is `entry`'s own.
    mutating func earlierLine(of entry: WordEntry, line: Int) -> Int? {
        guard rowsSeen < Self.rowsChecked else { return nil }
        rowsSeen += 1
        let key = Key(text: entry.text, reading: entry.reading, deck: entry.deck)
        if let earlier = firstLine[key] { return earlier }
        firstLine[key] = line
        return nil
    }
}

import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles

/// `kuchi doctor`: checks the word bank and says what to do when something is wrong.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the word bank: SQLite's quick_check, foreign keys, the schema version, size and contents.",
        discussion: HelpExamples.after("""
            Changes nothing (unless --rebuild-cards or --rebuild-search). Exits 0 when the database is healthy, \
            65 when it is damaged, from a newer Kuchi or not a Kuchi database, when spaced-repetition cards \
            disagree with a replay of the answers, when words are missing from the word browser's index, or when \
            sound files words play are missing from the media folder (files no word plays are only named) (the \
            message says what to do, e.g. which backup to restore, --rebuild-cards or --rebuild-search), 66 when \
            there is no database, 74 when its disk is full (the bank is checked read-only, never called damaged for it), \
            75 when another process holds it.
            """, [
                ("kuchi doctor", "a quick check"),
                ("kuchi doctor --full", "SQLite's full integrity check (slower)")
            ])
    )

    @Flag(help: "Run SQLite's full integrity_check (slower) instead of quick_check.")
    var full = false

    @Flag(help: "Rebuild every spaced-repetition card from the answers (after a backup).")
    var rebuildCards = false

    @Flag(help: "Index every word afresh for `kuchi words` (after a backup), e.g. after a script added words.")
    var rebuildSearch = false

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors(ifFull: Self.fullDiskOutcome) { environment in
            let path = databaseOptions.path(environment: environment)
            let report = try MaintenanceStore.diagnose(path: path, full: full)
            var lines = report.lines
            // The verdict comes last, after the cards and the search index are checked too.
            let healthy = report.isHealthy ? lines.popLast() : nil
            for line in lines { StandardStream.output.line(SafeText.visible(line)) }
            if let verdict = report.verdict { throw verdict }
            if rebuildCards || rebuildSearch {
                // Each step may take seconds on a large bank: a terminal is told which is under way.
                let status = StandardErrorStatus(environment: environment)
                let database = try KuchiDatabase.openExisting(path: path)
                status?.show("Backing up the bank first…")
                let backup = try database.maintenance.backUp(reason: .manual)
                if rebuildCards {
                    status?.show("Rebuilding every card from the answers…")
                    let count = try database.maintenance.rebuildCards(at: try StudyClock.from(environment: environment)())
                    status?.clear()
                    StandardStream.output.line("  cards:        \(count) rebuilt from the answers (backup first: \(SafeText.visible(backup.path)))")
                }
                if rebuildSearch {
                    status?.show("Indexing every word for kuchi words…")
                    let count = try database.search.rebuildSearchIndex()
                    status?.clear()
                    StandardStream.output.line("  search:       \(count) words indexed afresh (backup first: \(SafeText.visible(backup.path)))")
                }
                if let healthy { StandardStream.output.line(healthy) }
                return
            }
            guard case .upToDate = report.schema else {
                if let healthy { StandardStream.output.line(healthy) }
                return
            }
            let database = try KuchiDatabase.openForReading(path: path)
            var problems: [String] = []
            let cards = try database.maintenance.checkCards()
            let outOfRange = try database.maintenance.cardsWithDatesOutOfRange()
            if outOfRange > 0 {
                StandardStream.output.line("  dates:        \(outOfRange) \(outOfRange == 1 ? "card holds" : "cards hold") a date out of range "
                                           + "(before 1970 or after 2399)")
                problems.append("\(outOfRange) spaced-repetition cards hold a date out of range. "
                                + "Run kuchi doctor --rebuild-cards to rebuild them from the answers (a backup is made first).")
            } else if cards.disagreeing > 0 {
                StandardStream.output.line("  cards:        \(cards.cards); \(cards.disagreeing) disagree with a replay of the answers")
                problems.append("\(cards.disagreeing) spaced-repetition cards disagree with the answers given. "
                                + "Run kuchi doctor --rebuild-cards to rebuild them from the answers (a backup is made first).")
            } else {
                StandardStream.output.line("  cards:        \(cards.cards), each matching a replay of its answers")
            }
            let readings = try database.maintenance.checkReadings()
            if readings.count > 0 {
                let names = Self.examples(readings.examples, of: readings.count)
                StandardStream.output.line(SafeText.visible("  readings:     \(readings.count) words have a reading that is not kana: \(names)"))
                problems.append("\(readings.count) words have a reading that is not kana, so answers in kana are marked wrong. "
                                + "Correct them at their source (in Anki, the Reading field or the word's furigana), remove their deck "
                                + "(kuchi decks remove NAME; their answers are kept) and import it again.")
            }
            if readings.invisible > 0 {
                let names = Self.examples(readings.invisibleExamples, of: readings.invisible)
                StandardStream.output.line(SafeText.visible("  invisible:    \(readings.invisible) words hold invisible characters: \(names)"))
                problems.append("\(readings.invisible) words hold invisible characters (zero-width spaces, bidirectional marks), so each "
                                + "looks like a word it is not. Remove their deck (kuchi decks remove NAME; their answers are kept) and "
                                + "import it again: imports now remove such characters.")
            }
            let search = try database.search.checkSearchIndex()
            if search.isInStep {
                StandardStream.output.line("  search:       \(search.words) words, each in the word browser's index")
            } else {
                let gaps = [search.unindexed > 0 ? "\(search.unindexed) words not indexed" : nil,
                            search.orphaned > 0 ? "\(search.orphaned) index rows of words gone" : nil].compactMap { $0 }
                StandardStream.output.line("  search:       \(search.words) words; \(gaps.joined(separator: ", "))")
                problems.append("The word browser's index is out of step (\(gaps.joined(separator: ", ")): kuchi words "
                                + "cannot find them. Run kuchi doctor --rebuild-search to index every word (a backup is made first).")
            }
            // Learners an earlier Kuchi stored apart under names that fold alike: a warning, not a fault (each is found
            // by their own spelling), so the exit code is left alone.
            for twins in try database.practice.learnersFoldingAlike() {
                let names = twins.map { "“\(SafeText.singleLine($0))”" }.joined(separator: ", ")
                StandardStream.output.line("  learners:     \(names) fold alike, so --name can only tell them apart typed exactly as stored; "
                                           + "rename one with kuchi learners rename OLD NEW")
            }
            let media = try DoctorMediaCheck.check(database)
            if let line = media.line { StandardStream.output.line(line) }
            if let problem = media.problem { problems.append(problem) }
            guard problems.isEmpty else { throw CommandError.dataError(problems.joined(separator: "\n")) }
            if let healthy { StandardStream.output.line(healthy) }
            // A healthy bank on a full disk is no damage (65), but nothing can be answered into it until there is room.
            if report.isOnFullDisk { throw StoreError.full(path: path) }
        }
    }

    /// What a full disk (or file-size limit) means for the doctor: never that the bank is damaged.
    static let fullDiskOutcome = "The word bank is not damaged and was not changed (nothing was rebuilt). Free some space and "
        + "run kuchi doctor again; meanwhile kuchi backup FILE and kuchi export --output FILE can copy it to another disk."

    /// The words a check names, comma-separated, with "…" when it found more than it names.
    private static func examples(_ names: [String], of count: Int) -> String {
        names.joined(separator: ", ") + (count > names.count ? ", …" : "")
    }
}

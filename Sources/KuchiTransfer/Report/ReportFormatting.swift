import Foundation
import KuchiStore

/// How figures read in the Markdown and HTML reports; locale-independent, so reports are reproducible.
enum ReportFormatting {
    /// `71%`, or `–` when there is nothing to measure.
    static func percent(_ share: Double?) -> String {
        guard let share, share.isFinite else { return "–" }
        return "\(Int((share * 100).rounded()))%"
    }

    /// `1,234,567`.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// `2h 05m`, `12m 30s`, `45s`.
    static func duration(milliseconds: Int64) -> String {
        let seconds = max(0, milliseconds) / 1000
        let (hours, minutes, rest) = (seconds / 3600, seconds % 3600 / 60, seconds % 60)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if hours > 0 { return "\(hours)h \(two(minutes))m" }
        if minutes > 0 { return "\(minutes)m \(two(rest))s" }
        return "\(rest)s"
    }

    /// `3 days`, `1 day`.
    static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

    /// The report's moment in its own time zone: `2026-03-29 21:05 (Asia/Tokyo)`.
    static func generated(_ report: ProgressReport) -> String {
        let zone = TimeZone(identifier: report.timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
        let local = Int(report.generatedAt.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: report.generatedAt)
        let day = LocalDate(daysSince1970: Int((Double(local) / 86_400).rounded(.down)))
        let minutes = (local - day.daysSince1970 * 86_400) / 60
        let time = String(format: "%02d:%02d", minutes / 60, minutes % 60)
        return "\(day) \(time) (\(report.timeZoneIdentifier))"
    }

    /// `all history`, or `since 2026-03-01`.
    static func period(_ report: ProgressReport) -> String {
        report.since.map { "since \($0)" } ?? "all history"
    }

    /// Whose report: `Hanako`, `Ann, Bob`, or `no learner yet` (not escaped).
    static func learners(_ report: ProgressReport) -> String {
        report.learners.isEmpty ? "no learner yet" : report.learners.joined(separator: ", ")
    }

    /// A word with its reading: `秋 (あき)`, or just `あき` when it is written in kana (not escaped).
    static func word(_ word: ReportWord) -> String {
        word.text == word.reading || word.reading.isEmpty ? word.text : "\(word.text) (\(word.reading))"
    }

    /// A level's name: `N5`, or `no level` (not escaped).
    static func group(_ name: String?) -> String { name ?? "no level" }

    /// What an empty period says: a friendly start for a new learner (fixed text, nothing to escape).
    static func emptyMessage(_ report: ProgressReport) -> String {
        if report.streaks.longest == 0 {
            return "No practice yet. Run kuchi to answer your first questions: your progress will show here."
        }
        if let since = report.since, since > report.today {
            return "No practice in this period: \(since) is still to come. Leave out --since for all history."
        }
        return "No practice \(period(report)). Run kuchi to pick up where you left off."
    }

    /// Under the deck table, when decks share words: why a deck can show progress at a level the learner has not
    /// studied while the level table counts each word once, at its own level. It names what shares: the JLPT
    /// lists among themselves, the learner's own decks, or both.
    static func sharedDeckNote(_ report: ProgressReport) -> String? {
        let counted = report.decks.reduce(0) { $0 + $1.seen }
        guard counted > report.words.seen else { return nil }
        let extra = counted - report.words.seen
        let seenDecks = report.decks.filter { $0.seen > 0 }.map { $0.name ?? "" }
        let own = seenDecks.filter { !$0.hasPrefix("jlpt-") }.map { "'\($0)'" }
        let owned = own.count == 1 ? "your deck \(own[0])" : "your decks " + own.joined(separator: ", ")
        let why = if own.isEmpty {
            "so a deck of a level you have not studied can show words seen: the JLPT lists share some words."
        } else if own.count == seenDecks.count {
            "so a deck can show words you studied in another: \(owned) hold some of the same words."
        } else {
            "so a deck can show words you studied in another: \(owned) and the JLPT lists can hold the same words."
        }
        return "Decks share words: a word several decks hold is counted in each of them here (\(count(extra)) more "
            + "\(extra == 1 ? "count" : "counts") than the \(count(report.words.seen)) words seen), " + why
            + " The level table counts each word once, at its own level."
    }

    /// `2026-03-01 – 2026-03-05`, or one day.
    static func range(_ start: LocalDate?, _ end: LocalDate?) -> String {
        guard let start, let end else { return "" }
        return start == end ? "\(start)" : "\(start) – \(end)"
    }

    /// The first day, then each later day, up to the last: the days a chart shows, gaps included.
    static func calendar(from first: LocalDate, to last: LocalDate) -> [LocalDate] {
        guard first <= last else { return [] }
        return (first.daysSince1970...last.daysSince1970).map(LocalDate.init(daysSince1970:))
    }
}

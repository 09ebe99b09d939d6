import Foundation
import KuchiCore
import KuchiStore

/// The progress report as JSON for scripts: stable snake_case keys in a fixed order, days as `YYYY-MM-DD`,
/// instants as ISO 8601 UTC, shares from 0 to 1 (`null` when nothing was answered), durations in milliseconds.
public enum JSONReport {
    /// The format's name and version, written first; the version changes only if a key changes meaning
    /// (version 2: `mastered` became `mature`, and reviews and `memory` were added).
    public static let formatName = "kuchi-progress-report"
    /// See ``formatName``.
    public static let formatVersion = 2

    /// The report as JSON text.
    public static func render(_ report: ProgressReport) -> String {
        let totals = report.totals
        return JSONValue.object([
            ("format", .string(formatName)),
            ("version", .int(formatVersion)),
            ("generated_at", .string(UTCTime(report.generatedAt).iso8601)),
            ("time_zone", .string(report.timeZoneIdentifier)),
            ("today", date(report.today)),
            ("since", .optional(report.since, date)),
            ("learners", .array(report.learners.map(JSONValue.string))),
            ("totals", .object([("sessions", .int(totals.sessions))] + tally(totals) + [
                ("lessons", .int(totals.lessons)),
                ("time_spent_ms", .int(Int(totals.timeSpentMilliseconds))),
                ("practice_days", .int(totals.practiceDays)),
                ("first_day", .optional(totals.firstDay, date)),
                ("last_day", .optional(totals.lastDay, date)),
            ] + retention(totals))),
            ("streaks", .object([
                ("current_days", .int(report.streaks.current)),
                ("longest_days", .int(report.streaks.longest)),
                ("longest_start", .optional(report.streaks.longestStart, date)),
                ("longest_end", .optional(report.streaks.longestEnd, date)),
            ])),
            ("words", .object([
                ("in_bank", .int(report.words.inBank)),
                ("seen", .int(report.words.seen)),
                ("mature", .int(report.words.mature)),
                ("struggling", .int(report.words.struggling)),
                ("favorites", .int(report.words.favorites)),
            ])),
            ("days", .array(report.days.map { day in
                .object([("date", date(day.date)), ("sessions", .int(day.sessions))] + tally(day)
                    + [("time_spent_ms", .int(Int(day.timeSpentMilliseconds)))] + retention(day))
            })),
            ("most_missed", .array(report.mostMissed.map { missed in
                .object([("word", word(missed.word))] + tally(missed) + [
                    ("confusions", .array(missed.confusions.map {
                        .object([("given", .string($0.given)), ("count", .int($0.count))])
                    })),
                ])
            })),
            ("struggling", .array(report.struggling.map { .object([("word", word($0.word))] + tally($0)) })),
            ("levels", .array(report.levels.map { group($0, key: "level") })),
            ("decks", .array(report.decks.map { group($0, key: "deck") })),
            ("memory", memory(report.memory)),
            ("scope_met", report.scopeMet.map { met in
                JSONValue.object([("words", .int(met.words)), ("next_level", .optional(met.nextLevel) { .string($0) }),
                                  ("message", .string(met.sentence))])
            } ?? .null),
        ]).pretty
    }

    private static func tally(_ tally: some AnswerTally) -> [(String, JSONValue)] {
        [("answers", .int(tally.answers)), ("correct", .int(tally.correct)), ("wrong", .int(tally.wrong)),
         ("accuracy", .optional(tally.accuracy, JSONValue.fraction))]
    }

    private static func retention(_ tally: some RetentionTally) -> [(String, JSONValue)] {
        [("reviews", .int(tally.reviews)), ("passed", .int(tally.passed)),
         ("true_retention", .optional(tally.trueRetention, JSONValue.fraction)),
         ("predicted_retention", .optional(tally.predictedRetention, JSONValue.fraction))]
    }

    private static func memory(_ memory: MemoryStandings) -> JSONValue {
        .object([
            ("desired_retention", .fraction(memory.desiredRetention)),
            ("words_with_cards", .int(memory.wordsWithCards)),
            ("words_known", .int(memory.wordsKnown)),
            ("cards", .array(memory.kinds.map {
                .object([("kind", .string($0.kind.rawValue)), ("cards", .int($0.cards)), ("known", .int($0.known))])
            })),
            ("due_forecast", .array(memory.forecast.map { .object([("date", date($0.date)), ("due", .int($0.due))]) })),
            ("stability", .array(memory.stability.map {
                .object([("from_days", .fraction($0.lowerDays)), ("to_days", .optional($0.upperDays, JSONValue.fraction)),
                         ("cards", .int($0.cards))])
            })),
        ])
    }

    private static func word(_ word: ReportWord) -> JSONValue {
        .object([("id", .int(Int(word.id))), ("text", .string(word.text)), ("reading", .string(word.reading)),
                 ("meaning", .string(word.meaning)), ("level", .optional(word.level, JSONValue.string)),
                 ("deck", .string(word.deck))])
    }

    private static func group(_ group: GroupProgress, key: String) -> JSONValue {
        .object([(key, .optional(group.name, JSONValue.string)), ("words", .int(group.total)),
                 ("seen", .int(group.seen)), ("mature", .int(group.mature))])
    }

    private static func date(_ date: LocalDate) -> JSONValue { .string(date.description) }
}

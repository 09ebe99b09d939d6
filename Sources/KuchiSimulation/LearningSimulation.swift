import Foundation
import KuchiCore
import KuchiStore

/// A simulated learner studying day by day under one arm, its true recall measured each morning.
public enum LearningSimulation {
    /// Runs `settings.days` days of `arm` for a fresh learner of `settings.learner` over `wordIDs`, and
    /// measures its true recall each morning, on the morning after the last day, and a month later.
    public static func run(_ arm: inout some StudyArm, wordIDs: [Int64], settings: SimulationSettings) throws -> SimulationRun {
        var learner = settings.learner.make(wordIDs: wordIDs, seed: settings.seed, difficultySpread: settings.difficultySpread,
                                            stabilitySigma: settings.stabilitySigma)
        var days: [SimulatedDay] = []
        var sessions = 0
        let shifts = studyShifts(settings)
        for day in 0...settings.days {
            let start = try morning(of: day, settings: settings)
            let (recalled, mean) = learner.recall(of: wordIDs, at: start)
            var record = SimulatedDay(day: day + 1, recalled: recalled, meanRetrievability: mean, answers: 0, challenges: 0, firstSeen: 0,
                                      endedEarly: false)
            if day < settings.days, !(settings.breakDays?.contains(day + 1) ?? false) {
                let seenBefore = learner.wordsSeen
                let study = try arm.study(from: start.addingTimeInterval(shifts[day]), budget: settings.answersPerDay, learner: &learner)
                (record.answers, record.challenges, record.endedEarly) = (study.answers, study.exposures, study.endedEarly)
                record.firstSeen = learner.wordsSeen - seenBefore
                sessions += study.sessions
            }
            days.append(record)
        }
        let monthLater = try morning(of: settings.days + 30, settings: settings)
        return SimulationRun(arm: arm.name, days: days, words: wordIDs.count, wordsSeen: learner.wordsSeen,
                             answers: days.reduce(0) { $0 + $1.answers }, challenges: days.reduce(0) { $0 + $1.challenges },
                             sessions: sessions, recalledMonthLater: learner.recall(of: wordIDs, at: monthLater, threshold: 0.8).count)
    }

    /// Kuchi's `scheduler` sessions in-process, on a fresh in-memory bank of `entries`.
    public static func run(_ scheduler: SchedulerKind, entries: [WordEntry], settings: SimulationSettings) throws -> SimulationRun {
        var arm = try ViewModelArm(scheduler, entries: entries, settings: settings, start: try morning(of: 0, settings: settings))
        return try run(&arm, wordIDs: arm.wordIDs, settings: settings)
    }

    /// The plain FSRS-6 reference over `count` words (ids 1…count in study order), review cards in `order`.
    public static func reference(words count: Int, order: BacklogOrder, settings: SimulationSettings) throws -> SimulationRun {
        let ids = (0..<Int64(count)).map { $0 + 1 }
        var arm = ReferenceArm(scheduler: ReferenceScheduler(wordIDs: ids, newPerDay: settings.newWordsPerDay, order: order, seed: settings.seed),
                               secondsPerAnswer: settings.secondsPerAnswer)
        return try run(&arm, wordIDs: ids, settings: settings)
    }

    /// Random sessions, then review sessions, in-process, then the reference, over the same words and seed.
    public static func compare(entries: [WordEntry], settings: SimulationSettings) throws -> SimulationComparison {
        SimulationComparison(settings: settings, runs: [
            try run(.srs, entries: entries, settings: settings),
            try reference(words: entries.count, order: settings.order, settings: settings),
            try run(.random, entries: entries, settings: settings),
        ])
    }

    /// Seconds each day's study starts after (or, negative, before) its morning: all 0 without
    /// ``SimulationSettings/hourSpread``, else whole minutes uniform within ± the spread, drawn from a generator
    /// of their own (the learner's draws are left as they were).
    static func studyShifts(_ settings: SimulationSettings) -> [TimeInterval] {
        var rng = SeededRandomNumberGenerator(seed: settings.seed ^ 0x5717_D4A7_0000_0001)
        let minutes = Int((settings.hourSpread * 60).rounded())
        return (0...settings.days).map { _ in minutes > 0 ? Double(Int.random(in: -minutes...minutes, using: &rng)) * 60 : 0 }
    }

    /// `settings.startHour` UTC on day `day` (0-based) of a fixed calendar (from Monday 5 January 2026).
    public static func morning(of day: Int, settings: SimulationSettings) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let first = DateComponents(year: 2026, month: 1, day: 5, hour: settings.startHour)
        guard let start = calendar.date(from: first), let date = calendar.date(byAdding: .day, value: day, to: start) else {
            throw SimulationError.noDate(day: day)
        }
        return date
    }
}

import Foundation
import KuchiCore
import KuchiStore

/// A simulated learner studying a word bank day by day through ``ChallengesViewModel``, as the REPL does.
public enum LearningSimulation {
    /// Runs random sessions, then review sessions, over the same bank with the same seed.
    public static func compare(entries: [WordEntry], settings: SimulationSettings) throws -> SimulationComparison {
        SimulationComparison(settings: settings,
                             random: try run(.random, entries: entries, settings: settings),
                             review: try run(.srs, entries: entries, settings: settings))
    }

    /// Runs `settings.days` days of multiple-choice study with sessions chosen by `scheduler`, on a fresh
    /// in-memory bank of `entries`, and measures the learner's true recall each morning.
    public static func run(_ scheduler: SchedulerKind, entries: [WordEntry], settings: SimulationSettings) throws -> SimulationRun {
        let bank = try KuchiDatabase.inMemory(seedWords: entries)
        let wordIDs = try bank.allWordIDs()
        let firstMorning = try morning(of: 0, settings: settings)
        let clock = SimulationClock(firstMorning)
        let profile = try bank.useProfile(named: "Simulated learner", at: firstMorning)
        var environment = EnvironmentValues()
        environment.scheduler = scheduler
        environment.answerMode = .choice
        environment.teachesNewWords = false   // the simulated learner answers challenges; it does not read lessons
        environment.newWordsPerDay = settings.newWordsPerDay
        environment.questionsPerSession = settings.questionsPerSession
        let model = ChallengesViewModel(bank: bank, profileID: profile.id, environment: environment, seed: settings.seed,
                                        now: { clock.now })
        var study = DayOfStudy(model: model, clock: clock, settings: settings,
                               learner: SimulatedLearner(wordIDs: wordIDs, seed: settings.seed,
                                                         difficultySpread: settings.difficultySpread))
        var days: [SimulatedDay] = []
        for day in 0...settings.days {
            let start = try morning(of: day, settings: settings)
            let (recalled, mean) = study.learner.recall(of: wordIDs, at: start)
            var record = SimulatedDay(day: day + 1, recalled: recalled, meanRetrievability: mean, answers: 0, challenges: 0, firstSeen: 0,
                                      endedEarly: false)
            if day < settings.days {
                clock.set(start)
                let seenBefore = study.learner.memories.count
                (record.answers, record.challenges, record.endedEarly) = try study.run()
                record.firstSeen = study.learner.memories.count - seenBefore
            }
            days.append(record)
        }
        let monthLater = try morning(of: settings.days + 30, settings: settings)
        return SimulationRun(scheduler: scheduler, days: days, words: wordIDs.count, wordsSeen: study.learner.memories.count,
                             answers: days.reduce(0) { $0 + $1.answers }, challenges: days.reduce(0) { $0 + $1.challenges },
                             sessions: study.sessions,
                             recalledMonthLater: study.learner.recall(of: wordIDs, at: monthLater, threshold: 0.8).count)
    }

    /// `settings.startHour` local time on day `day` (0-based) of a fixed calendar (from 5 January 2026).
    static func morning(of day: Int, settings: SimulationSettings) throws -> Date {
        let calendar = Calendar.current
        let first = DateComponents(year: 2026, month: 1, day: 5, hour: settings.startHour)
        guard let start = calendar.date(from: first), let date = calendar.date(byAdding: .day, value: day, to: start) else {
            throw SimulationError.noDate(day: day)
        }
        return date
    }
}

/// Something the simulation did not expect of the view model.
public enum SimulationError: Error, Equatable, CustomStringConvertible {
    /// The calendar could not give the morning of a day.
    case noDate(day: Int)
    /// A challenge was not a multiple-choice question.
    case notMultipleChoice(String)
    /// An answer did not have the outcome it should have (what was typed, and for which word).
    case unexpectedOutcome(typed: String, word: String)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case let .noDate(day): "no date for day \(day + 1)"
        case let .notMultipleChoice(kind): "expected a multiple-choice challenge, got \(kind)"
        case let .unexpectedOutcome(typed, word): "typing “\(typed)” at \(word) did not do what it should"
        }
    }
}

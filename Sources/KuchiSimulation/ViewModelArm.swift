import Foundation
import KuchiCore
import KuchiStore

/// Kuchi's random or review sessions played in-process through ``ChallengesViewModel`` (the fast path;
/// `kuchi-simulate` drives the release binary by default, see ``BinaryArm``). Sessions restart until the
/// day's budget is spent; the session running when it is, is ended and keeps its answers.
public final class ViewModelArm: StudyArm {
    let model: ChallengesViewModel
    let clock: SimulationClock
    let secondsPerAnswer: TimeInterval
    /// The bank's word ids, in study order.
    public let wordIDs: [Int64]
    /// "review" or "random", with "(in-process)".
    public let name: String

    /// A fresh in-memory bank of `entries` and a view model scheduling by `scheduler`, in multiple choice.
    public init(_ scheduler: SchedulerKind, entries: [WordEntry], settings: SimulationSettings, start: Date) throws {
        let bank = try KuchiDatabase.inMemory(seedWords: entries)
        wordIDs = try bank.practice.allWordIDs()
        clock = SimulationClock(start)
        let profile = try bank.practice.useProfile(named: "Simulated learner", at: start)
        var environment = EnvironmentValues()
        environment.scheduler = scheduler
        environment.answerMode = .choice
        environment.teachesNewWords = false   // the in-process learner answers challenges; it does not read lessons
        environment.newWordsPerDay = settings.newWordsPerDay
        environment.questionsPerSession = settings.questionsPerSession
        let clock = self.clock
        model = ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: settings.seed,
                                    now: { clock.now })
        secondsPerAnswer = settings.secondsPerAnswer
        name = (scheduler == .srs ? "review" : "random") + " (in-process)"
    }

    /// Sessions from `start` until `budget` lines are spent, or a review session finds nothing to ask.
    public func study(from start: Date, budget: Int, learner: inout any Learner) throws -> DayStudy {
        clock.set(start)
        var day = DayStudy()
        while day.answers < budget {
            do {
                try model.start()
            } catch PracticeError.nothingToReview {
                day.endedEarly = true
                return day
            }
            day.sessions += 1
            while !model.isFinished, day.answers < budget, let challenge = model.challenge {
                day.answers += try answer(challenge, budget: budget - day.answers, learner: &learner)
                day.exposures += 1
            }
            if !model.isFinished { try model.end() }
        }
        return day
    }

    /// Answers one challenge: the right number when the word is recalled; otherwise a wrong number, then
    /// (when the challenge stays and the budget allows) the right meaning retyped from the feedback.
    private func answer(_ challenge: Challenge, budget: Int, learner: inout any Learner) throws -> Int {
        guard challenge.kind == .choice, !challenge.choices.isEmpty else {
            throw SimulationError.notMultipleChoice(challenge.kind.rawValue)
        }
        let wordID = challenge.word.id
        let recalled = learner.recalls(wordID, at: clock.now)
        learner.expose(wordID, recalled: recalled, at: clock.now)
        if recalled {
            try submit("\(challenge.correctIndex + 1)", at: challenge) { if case .correct = $0 { true } else { false } }
            return 1
        }
        let guess = learner.wrongChoice(among: challenge.choices.count, correct: challenge.correctIndex)
        var movedOn = false
        try submit("\(guess + 1)", at: challenge) {
            switch $0 {
            case .wrong: return true
            case .missed: movedOn = true; return true   // a review moves on after a miss: nothing to retype
            default: return false
            }
        }
        guard budget > 1, !movedOn, !model.isFinished, model.challenge == challenge else { return 1 }
        try submit(challenge.correctChoice, at: challenge) { if case .corrected = $0 { true } else { false } }
        return 2
    }

    /// Types `line`, checks its outcome, and lets the answer's time pass.
    private func submit(_ line: String, at challenge: Challenge, expecting isExpected: (AnswerOutcome) -> Bool) throws {
        try model.submit(line)
        guard let outcome = model.lastOutcome, isExpected(outcome) else {
            throw SimulationError.unexpectedOutcome(typed: line, word: challenge.word.text)
        }
        clock.advance(secondsPerAnswer)
    }
}

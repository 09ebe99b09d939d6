import Foundation
import KuchiCore

/// One learner at one view model: a day's sessions, answer by answer, until the day's answers are spent.
struct DayOfStudy {
    let model: ChallengesViewModel
    let clock: SimulationClock
    let settings: SimulationSettings
    var learner: SimulatedLearner
    /// Sessions started so far.
    private(set) var sessions = 0

    init(model: ChallengesViewModel, clock: SimulationClock, settings: SimulationSettings, learner: SimulatedLearner) {
        self.model = model
        self.clock = clock
        self.settings = settings
        self.learner = learner
    }

    /// Studies from the clock's time on: sessions restart until `answersPerDay` answers are given, or a
    /// review session finds nothing to ask. Returns the answers given, the challenges answered and whether
    /// the day ended early.
    mutating func run() throws -> (answers: Int, challenges: Int, endedEarly: Bool) {
        var given = 0
        var challenges = 0
        while given < settings.answersPerDay {
            do {
                try model.start()
            } catch PracticeError.nothingToReview {
                return (given, challenges, true)
            }
            sessions += 1
            while !model.isFinished, given < settings.answersPerDay, let challenge = model.challenge {
                given += try answer(challenge, budget: settings.answersPerDay - given)
                challenges += 1
            }
            if !model.isFinished { try model.end() }
        }
        return (given, challenges, false)
    }

    /// Answers one challenge as the learner would: the right number when the word is recalled; otherwise
    /// a wrong number, then (when the budget allows) the right meaning retyped from the feedback, in random
    /// sessions (a review moves on after a miss).
    private mutating func answer(_ challenge: Challenge, budget: Int) throws -> Int {
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
        guard budget > 1, !movedOn else { return 1 }
        try submit(challenge.correctChoice, at: challenge) { if case .corrected = $0 { true } else { false } }
        return 2
    }

    /// Types `line`, checks its outcome, and lets the answer's time pass.
    private func submit(_ line: String, at challenge: Challenge, expecting isExpected: (AnswerOutcome) -> Bool) throws {
        try model.submit(line)
        guard case let .outcome(outcome)? = model.feedback, isExpected(outcome) else {
            throw SimulationError.unexpectedOutcome(typed: line, word: challenge.word.text)
        }
        clock.advance(settings.secondsPerAnswer)
    }
}

import Foundation
import Testing
@testable import KuchiCore

/// Learners and their sessions held in memory, beside ``InMemoryWordBank``.
private final class InMemoryLearnerRecords: LearnerRecords {
    var learners: [Profile] = []
    var lastUsed: Profile?
    var interrupted: [Int64: InterruptedSession] = [:]
    var next: NextDue?

    func lastLearner() throws -> Profile? { lastUsed }

    func useLearner(named name: String) throws -> Profile {
        let profile = learners.first { $0.name == name } ?? Profile(id: Int64(learners.count + 1), name: name)
        if !learners.contains(profile) { learners.append(profile) }
        lastUsed = profile
        return profile
    }

    func interruptedSession(profileID: Int64) throws -> InterruptedSession? { interrupted[profileID] }

    func nextDue(profileID: Int64, after date: Date, scope: WordScope) throws -> NextDue? { next.flatMap { $0.first > date ? $0 : nil } }
}

@Suite("Starting a session: interrupted, started or nothing due, and who practises")
struct SessionStartTests {
    private let utc = TimeZone(identifier: "UTC") ?? .current

    private func session(_ bank: InMemoryWordBank = .sample(), scheduler: SchedulerKind = .random, newPerDay: Int = 20,
                         time: TestTime = TestTime()) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.questionsPerSession = 5
        environment.scheduler = scheduler
        environment.newWordsPerDay = newPerDay
        environment.teachesNewWords = false
        return ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 3, now: { time.now })
    }

    @Test func anInterruptedSessionIsOfferedBeforeAnythingStarts() throws {
        let bank = InMemoryWordBank.sample()
        let records = InMemoryLearnerRecords()
        let interrupted = InterruptedSession(target: 5, correct: 2, wrong: 1)
        records.interrupted[1] = interrupted
        let vm = session(bank)
        #expect(try vm.start(checking: records) == .interrupted(interrupted))
        #expect(bank.sessions.isEmpty, "nothing starts until the front end chooses")
        #expect(vm.challenge == nil)
    }

    /// Walk-through 31: after a run refused an answer because the bank was busy (exit 75), the next start said the
    /// session "was interrupted" and that "the answers you gave in it are saved", though the learner stopped nothing and
    /// the last answer was not saved. The notice names both ways a session is left unfinished.
    @Test func theNoticeOfAnUnfinishedSessionNamesAnAnswerNotSaved() {
        let notice = InterruptedSession(target: 5, correct: 1, wrong: 0).notice(subject: "Your last session")
        #expect(notice == "Your last session ended before it was finished (1 of 5 correct answers): Kuchi was stopped, or could "
                    + "not save an answer. Every answer saved before that is kept.")
        #expect(!notice.contains("interrupted"))
    }

    @Test func resumingTheInterruptedSessionContinuesItsScore() throws {
        let records = InMemoryLearnerRecords()
        let interrupted = InterruptedSession(target: 5, correct: 2, wrong: 1)
        records.interrupted[1] = interrupted
        let vm = session()
        #expect(try vm.start(resuming: interrupted, records: records) == .started)
        #expect(vm.questionNumber == 3)
        #expect(vm.score.target == 5)
        #expect(vm.continued == interrupted)
    }

    @Test func withoutAnInterruptedSessionASessionStarts() throws {
        let bank = InMemoryWordBank.sample()
        let vm = session(bank)
        #expect(try vm.start(checking: InMemoryLearnerRecords()) == .started)
        #expect(vm.challenge != nil)
        #expect(bank.sessions.map(\.target) == [5])
    }

    @Test func aReviewWithNothingDueSaysWhenToComeBackAndStartsNothing() throws {
        let bank = InMemoryWordBank.sample()
        let time = TestTime("2026-11-23T09:00:00Z")
        let records = InMemoryLearnerRecords()
        let next = NextDue(first: time.now.addingTimeInterval(86_400 + 600), count: 12)
        records.next = next
        let vm = session(bank, scheduler: .srs, newPerDay: 0, time: time)
        let started = try vm.start(checking: records)
        #expect(started == .nothingDue(NothingDue(next: next, now: time.now, canPractiseRandom: true, newWordsSpent: 0)))
        #expect(bank.sessions.isEmpty)
        guard case let .nothingDue(nothing) = started else { return }
        #expect(nothing.message(in: utc) == "Nothing to review now. Next: 12 cards, tomorrow from 09:10.")
    }

    @Test func practisingRandomInsteadStartsARandomSessionOfTheSameWords() throws {
        let bank = InMemoryWordBank.sample()
        let vm = session(bank, scheduler: .srs, newPerDay: 0)
        guard case .nothingDue = try vm.start(checking: InMemoryLearnerRecords()) else {
            Issue.record("a review of a bank without cards and without new words has nothing due")
            return
        }
        try vm.practiseRandomInstead()
        #expect(vm.challenge != nil)
        #expect(vm.scheduler == .random)
        #expect(vm.reviewPlan == nil)
        // The next session ("Play again?") is random too, until the learner quits.
        #expect(try vm.start(resuming: nil, records: InMemoryLearnerRecords()) == .started)
        #expect(vm.scheduler == .random)
    }

    @Test func theNothingDueWordingNamesTheDay() {
        let now = TestTime("2026-11-23T09:00:00Z").now
        let later = { (hours: Double, count: Int) in
            NothingDue(next: NextDue(first: now.addingTimeInterval(hours * 3600), count: count), now: now, canPractiseRandom: true)
                .message(in: utc)
        }
        #expect(later(2.5, 1) == "Nothing to review now. Next: 1 card, today from 11:30.")
        // Study days roll over at 04:00: 02:00 the next night is still today.
        #expect(later(17, 3) == "Nothing to review now. Next: 3 cards, today from 02:00.")
        #expect(later(72, 2) == "Nothing to review now. Next: 2 cards, Thu 26 Nov from 09:00.")
        #expect(NothingDue(next: nil, now: now, canPractiseRandom: true).message(in: utc)
                == "Nothing to review now, and no new words left for today (new_words_per_day). Come back tomorrow, or import more words.")
        // Walk-through 35: a limit of 0 brings no new word tomorrow either.
        #expect(NothingDue(next: nil, now: now, canPractiseRandom: true, newWordsSpent: 0).message(in: utc)
                == "Nothing to review now, and no new words: new_words_per_day is 0, so none comes on any day; --new-words N gives some for a session.")
        #expect(NothingDue(next: NextDue(first: now.addingTimeInterval(9000), count: 1), now: now, canPractiseRandom: true,
                           newWordsSpent: 0).message(in: utc) == "Nothing to review now. Next: 1 card, today from 11:30.")
    }

    @Test func anEmptyScopeIsAnErrorNotAnOutcome() throws {
        var environment = EnvironmentValues()
        environment.wordScope = WordScope(levels: ["N1"])
        let vm = ChallengesViewModel(bank: InMemoryWordBank.sample(), profileID: 1, environment: environment)
        #expect(throws: PracticeError.emptyScope(WordScope(levels: ["N1"]))) { try vm.start(checking: InMemoryLearnerRecords()) }
    }

    @Test func theLearnerIsTheOneNamedElseTheLastElseANewOne() throws {
        let records = InMemoryLearnerRecords()
        #expect(try LearnerChoice.choose(nil, in: records) == .newLearner)
        #expect(records.learners.isEmpty, "choosing creates no learner before one is named")
        let yuki = try records.useLearner(named: "Yuki")
        #expect(try LearnerChoice.choose(nil, in: records) == .returning(yuki))
        let choice = try LearnerChoice.choose("Ken", in: records)
        #expect(choice == .named(Profile(id: 2, name: "Ken")))
        #expect(records.lastUsed == choice.profile, "the learner named is the one practising now")
        #expect(try LearnerChoice.choose(nil, in: records) == .returning(Profile(id: 2, name: "Ken")))
    }
}

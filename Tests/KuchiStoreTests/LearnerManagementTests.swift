import Foundation
import Testing
import KuchiCore
@testable import KuchiStore

/// `kuchi learners`: the learners listed, renamed and removed, on an in-memory bank.
@Suite("Learners: listed, renamed and removed")
struct LearnerManagementTests {
    private let clock = TestClock()

    /// A bank of five words where Ann answered words 1, 2 and 2 again, starred word 3 and accepted an answer; Ben
    /// answered word 1.
    private func bank() throws -> (KuchiDatabase, ann: Profile, ben: Profile) {
        let bank = try makeBank(words: 5)
        let ann = try bank.practice.useProfile(named: "Ann", at: clock.now)
        let ben = try bank.practice.useProfile(named: "Ben", at: clock.now)
        try answer(bank, ann, words: [1, 2, 2])
        try answer(bank, ben, words: [1])
        try bank.practice.setFavorite(true, profileID: ann.id, wordID: 3, at: clock.now)
        try bank.practice.addAcceptedAnswer(profileID: ann.id, wordID: 2, text: "second", at: clock.now)
        return (bank, ann, ben)
    }

    /// One session of `learner`, one right answer, graded Good, for each of `words`, a minute apart.
    private func answer(_ bank: KuchiDatabase, _ learner: Profile, words: [Int64]) throws {
        let session = try bank.practice.beginSession(profileID: learner.id, target: 5, seed: nil, at: clock.now)
        let fsrs = FSRSScheduler.default
        for word in words {
            clock.advance(seconds: 60)
            let now = clock.now
            let record = AnswerRecord(sessionID: session, wordID: word, given: "meaning \(word)", expected: "meaning \(word)",
                                      judgement: .exact, elapsed: .seconds(2), answeredAt: now, rating: .good)
            let grading = CardGrading(profileID: learner.id, wordID: word, kind: .recognition) { previous in
                (fsrs.review(previous ?? .new(due: now), rating: .good, at: now, profileID: learner.id, wordID: word, kind: .recognition),
                 previous.flatMap { fsrs.predictedRecall(before: $0, at: now) })
            }
            _ = try bank.practice.recordAnswer(record, grading: grading)
        }
    }

    private func count(_ bank: KuchiDatabase, _ sql: String) throws -> Int {
        try bank.practice.read { db in try Int.fetchOne(db, sql: sql) ?? -1 }
    }

    @Test func eachLearnerIsListedWithTheirAnswersWordsMetAndLastPractice() throws {
        let (bank, _, _) = try bank()
        _ = try bank.practice.useProfile(named: "Cleo", at: clock.now)
        let learners = try bank.practice.learners()
        #expect(learners.map(\.profile.name) == ["Ann", "Ben", "Cleo"])
        #expect(learners.map(\.answers) == [3, 1, 0])
        #expect(learners.map(\.wordsMet) == [2, 1, 0])
        #expect(learners[1].lastPractised == clock.now, "Ben answered last")
        #expect(learners[2].lastPractised == nil, "Cleo never answered")
    }

    /// Walk-through 36: `kuchi learners` said "Answers 3,589" where `kuchi report` said 3,007 answers and 582 lessons, and
    /// a learner who had only seen three lessons "Answers 3". A lesson is no answer there either; it is a day practised.
    @Test func aLessonIsNoAnswerInTheListingButItsDayIsPractised() throws {
        let (bank, _, _) = try bank()
        let cleo = try bank.practice.useProfile(named: "Cleo", at: clock.now)
        let session = try bank.practice.beginSession(profileID: cleo.id, target: 5, seed: nil, at: clock.now)
        for word: Int64 in [4, 5] {
            clock.advance(seconds: 60)
            let now = clock.now
            let lesson = AnswerRecord(sessionID: session, wordID: word, given: "", expected: "meaning \(word)", judgement: .taught,
                                      elapsed: .seconds(1), answeredAt: now, rating: .again)
            let grading = CardGrading(profileID: cleo.id, wordID: word, kind: .recognition) { previous in
                (FSRSScheduler.default.review(previous ?? .new(due: now), rating: .again, at: now, profileID: cleo.id, wordID: word,
                                              kind: .recognition), nil)
            }
            _ = try bank.practice.recordAnswer(lesson, grading: grading)
        }
        let listed = try #require(try bank.practice.learners().first { $0.profile.id == cleo.id })
        #expect(listed.answers == 0, "two lessons, no answer")
        #expect(listed.wordsMet == 2)
        #expect(listed.lastPractised == clock.now)
        try answer(bank, cleo, words: [1])
        #expect(try bank.practice.learners().first { $0.profile.id == cleo.id }?.answers == 1)
    }

    @Test func aRenamedLearnerKeepsEverythingAndIsFoundByTheNewNameOnly() throws {
        let (bank, ann, _) = try bank()
        let (old, new) = try bank.practice.renameLearner(bank.practice.learner(named: "ann"), to: "Annie")
        #expect(old == ann && new == Profile(id: ann.id, name: "Annie"))
        #expect(try bank.practice.learner(named: "Annie").id == ann.id)
        #expect(try bank.practice.profile(named: "Ann") == nil)
        #expect(try bank.practice.learners().first { $0.profile.id == ann.id }?.answers == 3)
        #expect(try bank.practice.favoriteWordIDs(profileID: ann.id) == [3])
        // Only the case changes: the learner's own name is no clash.
        #expect(try bank.practice.renameLearner(bank.practice.learner(named: "Annie"), to: "ANNIE").new.name == "ANNIE")
    }

    @Test func aNameAnotherLearnerHasOrThatFoldsLikeTheirsIsRefused() throws {
        let (bank, ann, _) = try bank()
        for taken in ["Ben", "ben", "Ｂｅｎ", " BEN"] {
            #expect(throws: StoreError.learnerNameTaken(name: taken, by: "Ben")) { try bank.practice.renameLearner(ann, to: taken) }
        }
        #expect(try bank.practice.learnerNames() == ["Ann", "Ben"], "nothing was renamed")
    }

    @Test func removingALearnerRemovesAllOfTheirsAndNothingOfAnyoneElse() throws {
        let (bank, ann, ben) = try bank()
        let removal = try bank.practice.removeLearner(bank.practice.learner(named: "ANN"))
        #expect(removal.profile == ann)
        #expect((removal.sessions, removal.answers, removal.cards, removal.favorites, removal.acceptedAnswers) == (1, 3, 2, 1, 1))
        #expect(try bank.practice.learnerNames() == ["Ben"])
        for table in ["session", "card", "favorite", "accepted_answer", "suspended_word", "card_baseline"] {
            #expect(try count(bank, "SELECT count(*) FROM \(table) WHERE profile_id = \(ann.id)") == 0, "\(table)")
        }
        #expect(try count(bank, "SELECT count(*) FROM answer") == 1, "Ben's answer stays")
        #expect(try bank.practice.learners().map(\.answers) == [1])
        #expect(try count(bank, "SELECT count(*) FROM card WHERE profile_id = \(ben.id)") == 1)
        #expect(try count(bank, "SELECT count(*) FROM word") == 5, "the words stay")
        #expect(throws: StoreError.unknownLearner(path: ":memory:", name: "Ann", known: ["Ben"])) { try bank.practice.learner(named: "Ann") }
    }

    @Test func theLearnerConfirmedIsRemovedOrNobodyWhenAnotherProcessRenamedThemMeanwhile() throws {
        let (bank, ann, ben) = try bank()
        // Between the prompt and the removal, another process renames Ann to Zed and Ben to Ann.
        _ = try bank.practice.renameLearner(ann, to: "Zed")
        _ = try bank.practice.renameLearner(ben, to: "Ann")
        #expect(throws: StoreError.learnerChangedMeanwhile(name: "Ann", now: "Zed")) { try bank.practice.removeLearner(ann) }
        #expect(throws: StoreError.learnerChangedMeanwhile(name: "Ann", now: "Zed")) { try bank.practice.renameLearner(ann, to: "Cleo") }
        #expect(try bank.practice.learners().map(\.answers) == [1, 3], "nothing removed: the new Ann (once Ben) and Zed")
        let zed = try bank.practice.learner(named: "Zed")
        _ = try bank.practice.removeLearner(zed)
        #expect(throws: StoreError.learnerChangedMeanwhile(name: "Zed", now: nil)) { try bank.practice.removeLearner(zed) }
        #expect(throws: StoreError.learnerChangedMeanwhile(name: "Zed", now: nil)) { try bank.practice.renameLearner(zed, to: "Cleo") }
        #expect(StoreError.learnerChangedMeanwhile(name: "Zed", now: nil).exitCode == .usage)
    }

    @Test func anAnswerOfASessionWhoseLearnerWasRemovedSaysSoNotADiskProblem() throws {
        let (bank, ann, _) = try bank()
        let session = try bank.practice.beginSession(profileID: ann.id, target: 5, seed: nil, at: clock.now)
        _ = try bank.practice.removeLearner(ann)
        let record = AnswerRecord(sessionID: session, wordID: 4, given: "meaning 4", expected: "meaning 4", judgement: .exact,
                                  elapsed: .seconds(2), answeredAt: clock.now, rating: .good)
        #expect(throws: StoreError.learnerRemoved(path: ":memory:")) { try bank.practice.recordAnswer(record) }
        // Review 27: `:fav` or `:suspend` then failed the reference check, "check the disk" (exit 74).
        #expect(throws: StoreError.learnerRemoved(path: ":memory:")) { try bank.practice.setFavorite(true, profileID: ann.id, wordID: 4, at: clock.now) }
        #expect(throws: StoreError.learnerRemoved(path: ":memory:")) { try bank.practice.setSuspended(true, profileID: ann.id, wordID: 4, at: clock.now) }
        let error = StoreError.learnerRemoved(path: ":memory:")
        #expect(error.exitCode == .dataError && error.description.contains("was removed") && !error.description.contains("disk"))
    }

    @Test func learnersStoredApartUnderNamesThatFoldAlikeAreNamed() throws {
        let (bank, _, _) = try bank()
        #expect(try bank.practice.learnersFoldingAlike().isEmpty)
        // As an earlier Kuchi stored them: straight into the table.
        try bank.practice.write { db in
            try db.execute(sql: "INSERT INTO profile (name, created_at, last_used_at) VALUES ('Ａｎｎ', '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000')")
        }
        #expect(try bank.practice.learnersFoldingAlike() == [["Ann", "Ａｎｎ"]])
    }

    /// "The last to practise" is the default learner: one who came and left before answering is not, while someone
    /// else has answered; a learner of a bank where nobody has answered yet still is.
    @Test func aLearnerWhoLeftBeforeAnsweringDoesNotBecomeTheDefault() throws {
        let (bank, _, ben) = try bank()
        clock.advance(seconds: 600)
        let cleo = try bank.practice.useProfile(named: "Cleo", at: clock.now)
        _ = try bank.practice.beginSession(profileID: cleo.id, target: 5, seed: nil, at: clock.now)
        #expect(try bank.practice.lastUsedProfile() == ben, "Ben answered last; Cleo only opened a session")
        try answer(bank, cleo, words: [4])
        #expect(try bank.practice.lastUsedProfile() == cleo)

        let fresh = try makeBank(words: 3)
        let only = try fresh.practice.useProfile(named: "Dee", at: clock.now)
        #expect(try fresh.practice.lastUsedProfile() == only, "nobody has answered: the learner used last")
    }

    /// A name is classified against the bank's learners without writing anything: nobody is made by asking.
    @Test func aRequestedNameIsClassifiedWithoutMakingAnyone() throws {
        let (bank, ann, _) = try bank()
        #expect(try bank.practice.learnerRequest(named: "ANN") == .known(ann))
        #expect(try bank.practice.learnerRequest(named: "Anm") == .new(name: "Anm", known: ["Ann", "Ben"]))
        #expect(try bank.practice.learnerRequest(named: "Bne") == .mistyped(name: "Bne", meant: ["Ben"], known: ["Ann", "Ben"]))
        #expect(try bank.practice.learners().count == 2)
        #expect(try makeBank(words: 3).practice.learnerRequest(named: "Zoe") == .first(name: "Zoe"))
    }
}

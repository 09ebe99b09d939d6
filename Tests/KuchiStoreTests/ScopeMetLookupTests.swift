import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

/// Whether a learner has met every word of their scope is asked at each review's start and by `kuchi due`: the
/// answer must be right, and cheap when words are left (the words not yet met are at the end of the study order).
@Suite("A met scope, looked up from the end of the study order")
struct ScopeMetLookupTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Records a right answer for `wordID` that makes (or moves) its card of `kind`.
    private func meet(_ wordID: Int64, kind: CardKind = .recognition, learner: Int64, session: Int64,
                      in bank: KuchiDatabase) throws {
        let scheduler = FSRSScheduler.kuchiDefault
        _ = try bank.practice.recordAnswer(
            AnswerRecord(sessionID: session, wordID: wordID, mode: kind == .reading ? .reading : .choice, given: "x",
                         expected: "x", judgement: .exact, elapsed: .milliseconds(1_000), answeredAt: now, rating: .good),
            grading: CardGrading(profileID: learner, wordID: wordID, kind: kind) { previous in
                (scheduler.review(previous ?? .new(due: self.now), rating: .good, at: self.now), nil)
            })
    }

    @Test func theWholeBankIsMetOnlyWhenEveryWordHasACard() throws {
        let bank = try makeBank(words: 3)
        let learner = try bank.practice.useProfile(named: "Ann", at: now).id
        let session = try bank.practice.beginSession(profileID: learner, target: 5, seed: nil, at: now)
        for wordID: Int64 in [1, 2] { try meet(wordID, learner: learner, session: session, in: bank) }
        #expect(try bank.practice.lookingUp { try $0.hasNewWord(profileID: learner, kind: .recognition) })
        #expect(try bank.practice.scopeMet(WordScope(), kinds: [.recognition], profileID: learner) == nil)

        try meet(3, learner: learner, session: session, in: bank)
        #expect(try !bank.practice.lookingUp { try $0.hasNewWord(profileID: learner, kind: .recognition) })
        let met = try #require(try bank.practice.scopeMet(WordScope(), kinds: [.recognition], profileID: learner))
        #expect(met.words == 3)
        // Another learner has met nothing.
        let other = try bank.practice.useProfile(named: "Bo", at: now).id
        #expect(try bank.practice.lookingUp { try $0.hasNewWord(profileID: other, kind: .recognition) })
    }

    /// A word written in kana alone never gets a reading card, so a scope (the default N5 among them) is met in
    /// reading mode once every word with a kanji form has one, as the whole bank is.
    @Test func aReadingModeScopeIsMetWithoutReadingCardsForKanaOnlyWords() throws {
        let bank = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "ねこ", reading: "ねこ", meanings: ["cat"], level: "N5"),
            WordEntry(text: "犬", reading: "いぬ", meanings: ["dog"], level: "N5"),
        ])
        let learner = try bank.practice.useProfile(named: "Ann", at: now).id
        let session = try bank.practice.beginSession(profileID: learner, target: 5, seed: nil, at: now)
        let n5 = WordScope(levels: ["N5"])
        #expect(try bank.practice.scopeMet(n5, kinds: [.reading], profileID: learner) == nil)
        let dog = try #require(try bank.practice.lookingUp { try $0.words(writtenAs: ["犬"], limit: 1).first?.id })
        try meet(dog, kind: .reading, learner: learner, session: session, in: bank)
        #expect(try bank.practice.scopeMet(n5, kinds: [.reading], profileID: learner)?.words == 2)
        #expect(try bank.practice.scopeMet(WordScope(), kinds: [.reading], profileID: learner)?.words == 2)
        #expect(try bank.practice.scopeMet(n5, kinds: [.recognition, .reading], profileID: learner) == nil,
                "no recognition card yet")
    }
}

import Foundation
import Testing
@testable import KuchiCore

/// One written word held as several words of the bank, one per reading (明日 あした from the bundled N5
/// list, 明日 あす from an Anki N4 deck, 明日 みょうにち from EDICT): every reading that shares the meaning
/// shown counts at a reading question, and the feedback names them.
@Suite("Readings of the same written word")
struct SameWrittenReadingTests {
    private let ashita = Word(id: 1, text: "明日", reading: "あした", meanings: ["tomorrow"])
    private let asu = Word(id: 2, text: "明日", reading: "あす", meanings: ["tomorrow", "near future"])
    private let myounichi = Word(id: 3, text: "明日", reading: "みょうにち", meanings: ["tomorrow"])
    private let jouzu = Word(id: 4, text: "上手", reading: "じょうず", meanings: ["skilful", "skilled"])
    private let uwate = Word(id: 5, text: "上手", reading: "うわて", meanings: ["upper part", "upwind"])

    private func reading(_ word: Word) -> Challenge { Challenge(word: word, kind: .reading, choices: [], correctIndex: 0) }

    private func verdict(_ input: String, _ word: Word, _ sameWritten: [Word]) -> Verdict? {
        guard case let .answer(verdict) = AnswerJudge.judge(input, for: reading(word), sameWritten: sameWritten) else { return nil }
        return verdict
    }

    @Test func everyReadingOfTheWordWithTheMeaningShownCounts() {
        let others = [asu, myounichi]
        for (typed, expected) in [("ashita", "あした"), ("asu", "あす"), ("あす", "あす"), ("myounichi", "みょうにち"), ("ASU", "あす")] {
            let judged = verdict(typed, ashita, others)
            #expect(judged?.judgement.isCorrect == true, "\(typed)")
            #expect(judged?.expected == expected, "\(typed)")
            #expect(judged?.accepted == ["あした", "あす", "みょうにち"], "\(typed)")
        }
        #expect(verdict("asu", ashita, [])?.judgement == .wrong, "without the other words, あす is not known")
        #expect(verdict("kyou", ashita, others)?.judgement == .wrong)
        #expect(verdict("asa", ashita, others)?.accepted == ["あした", "あす", "みょうにち"], "a wrong answer lists them all")
    }

    @Test func theWordAskedLeadsWhicheverEntryIsShown() {
        #expect(AnswerJudge.acceptedReadings(for: asu, sameWritten: [ashita, myounichi]) == ["あす", "あした", "みょうにち"])
        #expect(verdict("ashita", asu, [ashita, myounichi])?.expected == "あした")
    }

    @Test func aReadingWithOnlyOtherMeaningsIsAnotherWord() {
        #expect(AnswerJudge.acceptedReadings(for: jouzu, sameWritten: [uwate]) == ["じょうず"])
        #expect(verdict("uwate", jouzu, [uwate])?.judgement == .wrong)
        // Meanings are compared as answers are: case, articles and comma lists aside.
        let today = Word(id: 6, text: "今日", reading: "きょう", meanings: ["today"])
        let konnichi = Word(id: 7, text: "今日", reading: "こんにち", meanings: ["Today, this day", "these days"])
        #expect(AnswerJudge.acceptedReadings(for: konnichi, sameWritten: [today]) == ["こんにち", "きょう"])
        #expect(verdict("kyou", konnichi, [today])?.judgement == .normalised)
    }

    @Test func aWordWrittenOtherwiseIsNeverASibling() {
        let tomorrowInKana = Word(id: 8, text: "あした", reading: "あした", meanings: ["tomorrow"])
        let yokujitsu = Word(id: 9, text: "翌日", reading: "よくじつ", meanings: ["tomorrow"])
        #expect(AnswerJudge.acceptedReadings(for: asu, sameWritten: [tomorrowInKana, yokujitsu]) == ["あす"])
        // Alternatives in the written form (川/河) match each form.
        let river = Word(id: 10, text: "川/河", reading: "かわ", meanings: ["river"])
        let riverToo = Word(id: 11, text: "河", reading: "が", meanings: ["river"])
        #expect(AnswerJudge.acceptedReadings(for: river, sameWritten: [riverToo]) == ["かわ", "が"])
    }

    @Test func otherQuestionsAreNotWidened() {
        let meaning = Challenge(word: ashita, kind: .meaning, choices: [], correctIndex: 0)
        guard case let .answer(judged) = AnswerJudge.judge("asu", for: meaning, sameWritten: [asu]) else {
            Issue.record("not judged")
            return
        }
        #expect(judged.judgement == .wrong)
        #expect(judged.accepted == ["tomorrow"])
    }

    // MARK: - Through the view model and the bank

    private func session(_ mode: AnswerMode, bank: InMemoryWordBank) -> ChallengesViewModel {
        var environment = EnvironmentValues()
        environment.answerMode = mode
        environment.questionsPerSession = 1
        return ChallengesViewModel(bank: bank, profileID: 1, environment: environment, seed: 2)
    }

    /// Skips until 明日 read `reading` is asked.
    private func skip(_ vm: ChallengesViewModel, to reading: String) throws {
        for _ in 0..<40 where vm.challenge?.word.reading != reading { try vm.skip() }
        try #require(vm.challenge?.word.text == "明日" && vm.challenge?.word.reading == reading)
    }

    /// 明日 read three ways, beside words with other meanings (うわて is 上手, "upper part").
    private func tomorrowBank() -> InMemoryWordBank {
        InMemoryWordBank([
            ("明日", "あす", ["tomorrow"]), ("あさって", "あさって", ["day after tomorrow"]),
            ("明日", "あした", ["tomorrow"]), ("明日", "みょうにち", ["tomorrow"]), ("上手", "うわて", ["upper part"]),
        ])
    }

    @Test func aReadingQuestionAcceptsTheReadingOfTheSameWordHeldTwice() throws {
        let bank = tomorrowBank()
        let vm = session(.reading, bank: bank)
        try vm.start()
        try skip(vm, to: "あす")
        #expect(vm.challenge?.kind == .reading)
        let outcome = try vm.answer("ashita")
        guard case let .correct(_, verdict) = outcome else { Issue.record("ashita was refused: \(outcome)"); return }
        #expect(verdict.expected == "あした")
        #expect(verdict.accepted == ["あす", "あした", "みょうにち"])
        #expect(bank.answers.map(\.expected) == ["あした"])
        #expect(bank.answers.map(\.judgement) == [.normalised])
    }

    @Test func aWordQuestionAcceptsTheReadingOfTheSameWordHeldTwiceAsASynonym() throws {
        let bank = tomorrowBank()
        let vm = session(.word, bank: bank)
        try vm.start()
        try skip(vm, to: "あした")
        for typed in ["asu", "myounichi"] {
            let outcome = try vm.answer(typed)
            guard case let .correct(_, verdict) = outcome else { Issue.record("\(typed) was refused: \(outcome)"); return }
            #expect(verdict.synonym?.text == "明日")
            #expect(verdict.judgement == .normalised)
            try vm.start()
            try skip(vm, to: "あした")
        }
        #expect(bank.answers.map(\.given) == ["asu", "myounichi"])
        guard case .wrong = try vm.answer("uwate") else { Issue.record("うわて is not “tomorrow”"); return }
    }
}

import Foundation
import KuchiCore
import Testing

/// What a session reports as expected for a right answer (the JSON Lines `expected` field, the feedback's
/// meaning) is among the answers it reports as accepted, and is judged right when typed back.
@Suite("Expected answers are accepted answers")
struct ExpectedAnswerTests {
    private func verdict(_ answer: String, for word: Word, kind: ChallengeKind) -> Verdict? {
        let challenge = Challenge(word: word, kind: kind, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(answer, for: challenge, dictionary: BundledJudge.dictionary) else { return nil }
        return verdict
    }

    @Test func theExpectedAnswerOfEveryRightNaturalAnswerIsAcceptedAndListed() throws {
        var rows = try BundledJudge.rows("natural-answers.tsv")
        rows += try BundledJudge.rows("japanese-answers.tsv").filter { $0["expect"] == "right" }
        var checked = 0
        var misreported: [String] = []
        for row in rows {
            let word = try #require(BundledJudge.word(row["word"] ?? "", row["reading"] ?? ""))
            let kind: ChallengeKind = row["mode"] == "reading" ? .reading : row["mode"] == "word" ? .word : .meaning
            guard let verdict = verdict(row["answer"] ?? "", for: word, kind: kind), verdict.judgement.isCorrect else { continue }
            checked += 1
            let typedBack = self.verdict(verdict.expected, for: word, kind: kind)
            if !verdict.accepted.contains(verdict.expected) || typedBack?.judgement.isCorrect != true {
                misreported.append("\(word.text) ← \(row["answer"] ?? ""): expected \(verdict.expected), accepted \(verdict.accepted)")
            }
        }
        #expect(checked >= 2_000)
        #expect(misreported.isEmpty, "\(misreported.prefix(20))")
    }
}

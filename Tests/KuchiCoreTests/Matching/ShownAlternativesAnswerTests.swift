import KuchiCore
import Testing

/// A word shown with `/`-joined alternatives (the bundled いい/よい): typing what Kuchi shows, in kana or
/// romaji, is right, and so is each alternative alone; a line with a wrong part is wrong.
@Suite("Answering a word shown with alternatives")
struct ShownAlternativesAnswerTests {
    private let good = Word(id: 1, text: "いい/よい", reading: "いい/よい", meanings: ["good"])
    private let seven = Word(id: 2, text: "七", reading: "しち/なな", meanings: ["seven"])

    private func judgement(_ typed: String, _ word: Word, _ kind: ChallengeKind) -> Judgement? {
        let challenge = Challenge(word: word, kind: kind, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(typed, for: challenge) else { return nil }
        return verdict.judgement
    }

    static let wordRows: [(typed: String, expected: Judgement)] = [
        ("いい/よい", .exact), ("いい", .exact), ("よい", .exact), ("よい/いい", .exact),
        ("ii/yoi", .normalised), ("ii", .normalised), ("yoi", .normalised), ("ii / yoi", .normalised),
        ("ＩＩ／ＹＯＩ", .normalised), ("イイ/ヨイ", .normalised),
        ("ii/warui", .wrong), ("いい/わるい", .wrong), ("/", .wrong),
    ]

    @Test(arguments: wordRows.indices)
    func atAWordQuestion(_ index: Int) {
        let row = Self.wordRows[index]
        #expect(judgement(row.typed, good, .word) == row.expected, "\(row.typed)")
    }

    static let readingRows: [(typed: String, expected: Judgement)] = [
        ("しち/なな", .exact), ("shichi/nana", .normalised), ("nana", .normalised), ("shichi/hachi", .wrong),
    ]

    @Test(arguments: readingRows.indices)
    func atAReadingQuestion(_ index: Int) {
        let row = Self.readingRows[index]
        #expect(judgement(row.typed, seven, .reading) == row.expected, "\(row.typed)")
    }

    @Test func theWholeIsReportedAsExpectedAndIsAmongTheAccepted() throws {
        let challenge = Challenge(word: good, kind: .word, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge("ii/yoi", for: challenge) else {
            Issue.record("not judged")
            return
        }
        #expect(verdict.expected == "いい/よい")
        #expect(verdict.accepted.contains(verdict.expected))
        #expect(verdict.typedKana == "いい/よい")
    }
}

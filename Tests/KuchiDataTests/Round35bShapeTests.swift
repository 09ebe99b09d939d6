import Testing
import KuchiCore

/// Judging round 35b (issue 19): a change of state said with another verb of becoming than the word's own phrase
/// (``OwnChangeOfState``), judged word for word against the word's own meanings, glosses and answer key, never through
/// the thesaurus: right when the word is an intransitive verb only as the dictionary marks it, its own phrases already
/// say a change of state, and what follows the verb is an adjective or a participle (the made "-en" verb was measured
/// and not built).
@Suite("Shapes of round 35b") struct Round35bShapeTests {
    /// The word's own phrase says the same state with "go", "get", "grow" or "be".
    @Test(arguments: [
        ("狂う", "くるう", "to become crazy"), ("狂う", "くるう", "to become insane"), ("狂う", "くるう", "becoming crazy"),
        ("乱れる", "みだれる", "to get messed up"), ("潰れる", "つぶれる", "to get squashed"), ("茂る", "しげる", "to grow lush"),
        ("固まる", "かたまる", "become hard"), ("茂る", "しげる", "growing lush"),
    ])
    func anotherVerbOfBecomingForTheWordsOwnStateIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Another state than the word's own (the opposite, another word's), a way or measure after the verb ("to get wrong"
    /// is to mistake), a lasting state made a change (優れる "to be excellent" says no change of state; できる "to be
    /// capable" and 適する "to be good for" are an ability and a fitness), and a transitive verb's state (固める "to
    /// harden" something; 濡らす "to get wet" as its key has it, 終える "to get done").
    @Test(arguments: [
        ("固まる", "かたまる", "to become soft"), ("茂る", "しげる", "to grow thin"), ("乱れる", "みだれる", "to get tidy"),
        ("狂う", "くるう", "to get wrong"), ("潰れる", "つぶれる", "to get rich"), ("優れる", "すぐれる", "to become excellent"),
        ("固める", "かためる", "to become hard"), ("濡らす", "ぬらす", "becoming wet"), ("終える", "おえる", "to become done"),
        ("続く", "つづく", "to get on"), ("適する", "てきする", "to become good for"),
        ("できる", "できる", "to become capable"),
    ])
    func anotherStateOrALastingOneIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The whole phrase is another meaning in play this session: the word it names more exactly is meant.
    @Test func aPhraseThatIsAnotherMeaningInPlayIsWrong() throws {
        let word = try #require(BundledJudge.word("狂う", "くるう"))
        let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
        func judged(_ competitors: [String]) -> Bool {
            guard case let .answer(verdict) = AnswerJudge.judge("to become crazy", for: challenge, competitors: competitors,
                                                                dictionary: BundledJudge.dictionary) else { return false }
            return verdict.judgement.isCorrect
        }
        #expect(judged([]))
        #expect(!judged(["to become crazy"]))
    }
}

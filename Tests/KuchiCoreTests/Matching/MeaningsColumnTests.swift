import Testing
import KuchiCore

/// A word list's meanings column split into glosses: at each `;` outside parentheses, so that a note inside a
/// gloss never becomes a meaning of its own (and so never a right answer or a choice).
@Suite("Splitting a meanings column into glosses")
struct MeaningsColumnTests {
    @Test func aSemicolonInsideParenthesesStaysInItsGloss() {
        #expect(Word.meanings(fromColumn: "target; object (of worship; study; etc); subject")
                == ["target", "object (of worship; study; etc)", "subject"])
        #expect(Word.meanings(fromColumn: "(conj; exp; int) Thank you") == ["(conj; exp; int) Thank you"])
        #expect(Word.meanings(fromColumn: "to leave （behind; over）; to save") == ["to leave （behind; over）", "to save"])
    }

    @Test func plainListsSplitAsBeforeAndAnOpenParenthesisKeepsTheRest() {
        #expect(Word.meanings(fromColumn: "cat; kitty;; ") == ["cat", "kitty"])
        #expect(Word.meanings(fromColumn: "a) stray; b") == ["a) stray", "b"], "a closing parenthesis alone changes nothing")
        #expect(Word.meanings(fromColumn: "target; subject (of taxation; b") == ["target", "subject (of taxation; b"])
    }

    @Test func aWordOfANoteIsNoRightAnswerButTheGlossIs() {
        let word = Word(id: 1, text: "対象", reading: "たいしょう",
                        meanings: Word.meanings(fromColumn: "target; object (of worship; study; etc)"))
        let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
        func judgement(_ input: String) -> Judgement? {
            guard case let .answer(verdict) = AnswerJudge.judge(input, for: challenge) else { return nil }
            return verdict.judgement
        }
        #expect(judgement("study") == .wrong)
        #expect(judgement("etc") == .wrong)
        #expect(judgement("object")?.isCorrect == true)
        #expect(judgement("target")?.isCorrect == true)
    }
}

import Testing
@testable import KuchiCore

/// A verb typed for a verbal noun's gloss (``ActionNoun``).
@Suite("Verbs for verbal nouns' glosses")
struct ActionNounTests {
    @Test(arguments: [
        ("to concentrate", "concentration"), ("explore", "exploration"), ("to develop", "development"),
        ("to apply", "application"), ("to collect", "collection"), ("to inform", "information"),
        ("to organise", "organization"),
    ])
    func aVerbMeetsTheNounMadeOfIt(typed: String, gloss: String) {
        #expect(ActionNoun.gloss(for: typed, among: ["a gloss", gloss]) == gloss)
    }

    @Test(arguments: [
        ("to build", "building"), ("to be", "beion"), ("to go", "gotion"), ("concentration", "concentration"),
        ("to play games", "play gamesion"), ("to mend", "amendment"),
        ("pass", "passion"), ("to mill", "million"), ("bill", "billion"), ("base", "basement"), ("port", "portion"),
    ])
    func nothingElseDoes(typed: String, gloss: String) {
        #expect(ActionNoun.gloss(for: typed, among: [gloss]) == nil)
    }

    @Test func theJudgeAcceptsTheVerbForAVerbalNoun() {
        let word = Word(id: 1, text: "集中", reading: "しゅうちゅう", meanings: ["concentration"])
        let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge("to concentrate", for: challenge) else {
            Issue.record("not judged")
            return
        }
        #expect(verdict.judgement.isCorrect)
    }
}

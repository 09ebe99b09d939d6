import Testing
@testable import KuchiCore

@Suite("What a challenge shows: never the answer it asks for")
struct ChallengeShowsTests {
    private func challenge(_ kind: ChallengeKind) -> Challenge {
        Challenge(word: Word(id: 1, text: "猫", reading: "ねこ", meanings: ["cat"]), kind: kind,
                  choices: kind == .choice ? ["cat", "dog"] : [], correctIndex: 0)
    }

    @Test func eachKindShowsWhatItDoesNotAsk() {
        let shown = ChallengeKind.allCases.map { kind in
            let c = challenge(kind)
            return (kind, c.showsWord, c.showsReading, c.showsMeanings, c.showsChoices)
        }
        let expected: [(ChallengeKind, Bool, Bool, Bool, Bool)] = [
            (.choice, true, true, false, true),
            (.meaning, true, true, false, false),
            (.reading, true, false, true, false),
            (.word, false, false, true, false),
            (.flashcard, true, false, false, false),
        ]
        #expect(shown.count == expected.count)
        for (got, want) in zip(shown, expected) {
            #expect(got.0 == want.0 && got.1 == want.1 && got.2 == want.2 && got.3 == want.3 && got.4 == want.4, "\(want.0)")
        }
    }
}

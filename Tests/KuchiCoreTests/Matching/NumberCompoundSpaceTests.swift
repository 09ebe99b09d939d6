import Testing
@testable import KuchiCore

/// A gloss that joins a number word to another word with a hyphen ("one-way") is right typed with a space, run together
/// or hyphenated, as any other hyphenated gloss is; numbers typed as words or digits count alike.
@Suite("A number word's compound typed with a space")
struct NumberCompoundSpaceTests {
    @Test(arguments: [
        ("one-way (trip)", ["one-way", "oneway", "one way", "One Way", "1-way", "one-way trip", "one way trip"]),
        ("one-way ticket", ["one-way ticket", "one way ticket", "oneway ticket"]),
        ("two-way", ["two-way", "twoway", "two way", "2 way"]),
        ("one-on-one", ["one-on-one", "one on one", "oneonone", "1 on 1"]),
        ("second-hand", ["second-hand", "secondhand", "second hand"]),
        ("first-class", ["first-class", "firstclass", "first class", "1st class"]),
        ("one-sided", ["one-sided", "onesided", "one sided"]),
    ])
    func everySpellingIsRight(gloss: String, typed: [String]) {
        for answer in typed {
            #expect(MeaningMatcher.match(answer, glosses: [gloss], forgivingTypos: false).judgement.isCorrect, "\(answer) for \(gloss)")
        }
    }

    /// Another number, another word or a word left out is another meaning.
    @Test(arguments: [
        ("one-way (trip)", ["two way", "one", "way", "one day"]),
        ("second-hand", ["second", "hand", "first hand", "2 hands"]),
        ("first-class", ["second class", "class"]),
        ("twenty-one", ["twenty", "twenty two"]),
    ])
    func otherWordsStayWrong(gloss: String, typed: [String]) {
        for answer in typed {
            #expect(!MeaningMatcher.match(answer, glosses: [gloss], forgivingTypos: false).judgement.isCorrect, "\(answer) for \(gloss)")
        }
    }
}

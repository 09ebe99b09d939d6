import Testing
@testable import KuchiCore

@Suite("Matching typed meanings")
struct MeaningMatcherTests {
    @Test(arguments: [
        ("cat", ["cat"], Judgement.exact),
        ("Cat", ["cat"], .exact),
        ("  cat  ", ["cat"], .exact),
        ("ｃａｔ", ["cat"], .normalised),
        ("kitty", ["cat", "kitty"], .exact),
        ("eat", ["to eat"], .normalised),
        ("to eat", ["to eat"], .exact),
        ("To  Eat!", ["to eat"], .normalised),
        ("day after tomorrow", ["the day after tomorrow"], .normalised),
        ("an apple", ["apple"], .normalised),
        ("a book", ["book"], .normalised),
        ("thank you", ["thank you (polite)"], .normalised),
        ("good morning", ["good morning (polite)"], .normalised),
        ("be", ["to be (of animate objects)"], .normalised),
        ("dog", ["cat"], .wrong),
        ("", ["cat"], .wrong),
    ])
    func anyGlossCountsOnceNotesArticlesAndToAreSetAside(input: String, glosses: [String], expected: Judgement) {
        #expect(MeaningMatcher.match(input, glosses: glosses).judgement == expected)
    }

    /// "A day" is "day" with its article for 日 "day", and still "one day" for 一日 "one day" (walk-through 17 found 日,
    /// 年 and 週 refusing "a day", "a year", "a week" while taking "the day" and "a book").
    @Test(arguments: [
        ("a day", ["day", "days"], true), ("a year", ["year"], true), ("a week", ["week"], true), ("an hour", ["hour"], true),
        ("a dozen", ["dozen"], true), ("a day", ["one day", "all day"], true), ("one day", ["one day"], true),
        ("a month", ["1 month"], true), ("one day", ["day"], false), ("two days", ["day"], false), ("a day", ["week"], false),
        ("to take the day off", ["to take a day off"], true), ("middle of the month", ["middle of a month"], true),
        ("take two days off", ["to take a day off"], false),
    ])
    func anArticleBeforeAUnitIsAnArticleUnlessAGlossCountsOne(input: String, glosses: [String], accepted: Bool) {
        #expect(MeaningMatcher.match(input, glosses: glosses).judgement.isCorrect == accepted)
    }

    /// A unit that is a counter sense of a word whose first gloss is the quantity it measures takes no article (時間
    /// "time; hour", 時 とき: "an hour" is 一時間, review 22); a unit after another first sense still does (月 "moon; month").
    /// Without typos: the judge weighs those apart.
    @Test(arguments: [
        ("an hour", ["time", "hour", "period"], false), ("an hour", ["time", "hour", "moment"], false),
        ("hour", ["time", "hour", "period"], true), ("a month", ["moon", "month"], true), ("a day", ["day", "sun"], true),
        ("an hour", ["hour", "o'clock", "time"], true),
    ])
    func aCounterSenseUnitTakesNoArticle(input: String, glosses: [String], accepted: Bool) {
        #expect(MeaningMatcher.match(input, glosses: glosses, forgivingTypos: false).judgement.isCorrect == accepted)
    }

    /// Ways of saying a gloss (``GlossVariants``): skill said with "at", an age, a participle's verb, "into" for
    /// "in", what a shorter gloss says in other words ("to be able to": can, though a gloss "can" alone is the tin,
    /// never "able"), a season's holiday as its break.
    @Test(arguments: [
        ("bad at", "unskillful", true), ("poor at", "unskilful", true), ("not good at", "unskillful", true),
        ("to be bad at", "unskillful", true), ("good at", "skilful", true), ("good at", "unskillful", false),
        ("bad", "unskillful", false), ("age 20", "20 years old", true), ("aged 20", "20 years old", true),
        ("20 years of age", "20 years old", true), ("age 2", "two years of age", true), ("age 21", "20 years old", false),
        ("to like", "liked", true), ("dislike", "disliked", true), ("hat", "hated", false), ("to hate", "hated", true),
        ("to like", "to be liked", false),
        ("to put into", "to put in", true), ("to get onto", "to get on", true), ("to put into", "to put on", false),
        ("into", "in", false), ("can", "to be able to", true), ("to can", "to be able to", true), ("can", "able", true),
        ("able", "can", false), ("to be able", "can", false), ("can do", "can", false),   // a gloss "can" alone is the tin
        ("it's hot", "hot", true), ("it is hot", "hot", true), ("it’s hot", "hot", true), ("it's cold", "hot", false),
        ("it is", "hot", false), ("summer break", "summer holiday", true), ("spring break", "spring vacation", true),
        ("winter break", "summer holiday", false), ("break", "holiday", false), ("lunch break", "national holiday", false),
        ("as much as you can", "as much as possible", true), ("as hard as I could", "as hard as possible", true),
        ("as much as you can", "as soon as possible", false), ("as much as you like", "as much as possible", false),
    ])
    func aGlossIsMetByTheUsualWaysToSayIt(typed: String, gloss: String, right: Bool) {
        #expect((MeaningMatcher.match(typed, glosses: [gloss]).judgement != .wrong) == right, "\(typed) for \(gloss)")
    }

    /// An object a gloss leaves out ("someone"), "up to" for "up with", a gerund with its object for the one word
    /// a gloss makes of them, and "for" for a verb's "towards".
    @Test(arguments: [
        ("speaking for someone", "speaking for (someone else)", true), ("to look after somebody", "to look after", true),
        ("to speak for someone else", "to speak for", true), ("to wait for something", "to wait for", true),
        ("to stop something", "to stop", false), ("to return something", "to return", false), ("to eat something", "to eat", false),
        ("someone", "to speak for", false), ("to speak for someone", "to speak", false), ("speaking for someone", "speaking", false),
        ("to catch up to", "to catch up (with)", true), ("to catch up to", "to catch up with", true),
        ("to catch up to", "to catch", false), ("to give up to", "to catch up", false),
        ("building ships", "shipbuilding", true), ("keeping house", "housekeeping", true),
        ("building houses", "shipbuilding", false), ("ships", "shipbuilding", false), ("to build ships", "shipbuilding", false),
        ("to head for", "to head towards", true), ("head for", "to head toward", true), ("to go for", "to head towards", false),
        ("to head to", "to head towards", false), ("for", "towards", false), ("direction for", "direction towards", false),
    ])
    func aGlossIsMetWithoutWordsItLeavesOutOrJoins(typed: String, gloss: String, right: Bool) {
        #expect((MeaningMatcher.match(typed, glosses: [gloss], forgivingTypos: false).judgement != .wrong) == right, "\(typed) for \(gloss)")
    }

    @Test func typosAreForgivenByLength() {
        // Under 4 letters: no typo allowed.
        #expect(MeaningMatcher.match("cta", glosses: ["cat"]).judgement == .wrong)
        // 4–7 letters: one edit.
        #expect(MeaningMatcher.match("hrse", glosses: ["horse"]).judgement == .typo)
        #expect(MeaningMatcher.match("hosre", glosses: ["horse"]).judgement == .typo)
        #expect(MeaningMatcher.match("hrs", glosses: ["horse"]).judgement == .wrong)
        #expect(MeaningMatcher.match("autum", glosses: ["autumn"]).judgement == .typo)
        #expect(MeaningMatcher.match("atumm", glosses: ["autumn"]).judgement == .wrong)
        // 8 letters or more: two edits.
        #expect(MeaningMatcher.match("umbrela", glosses: ["umbrella"]).judgement == .typo)
        #expect(MeaningMatcher.match("umbrla", glosses: ["umbrella"]).judgement == .typo)
        #expect(MeaningMatcher.match("umbla", glosses: ["umbrella"]).judgement == .wrong)
        #expect(MeaningMatcher.match("to walkk", glosses: ["to walk"]).judgement == .typo)
    }

    @Test func anotherEndingOnTheSameStemIsNoTypo() {
        #expect(MeaningMatcher.match("electrician", glosses: ["electricity"]).judgement == .wrong, "another word of the stem")
        #expect(MeaningMatcher.match("electricty", glosses: ["electricity"]).judgement == .typo)
        #expect(MeaningMatcher.match("electricitty", glosses: ["electricity"]).judgement == .typo)
        #expect(MeaningMatcher.match("potatoe", glosses: ["potatoes"]).judgement == .typo, "one letter of the ending left out")
        // "tomatos" meets "tomatoes" at "tomato" now that -oes is -o's plural, as "potatos" met "potato" before.
        #expect(MeaningMatcher.match("tomatos", glosses: ["tomatoes"]).judgement.isCorrect)
        #expect(MeaningMatcher.match("acommodaton", glosses: ["accommodation"]).judgement == .typo)
        #expect(MeaningMatcher.match("economist", glosses: ["economics"]).judgement == .wrong, "-ist and -ics: two words")
    }

    /// A misspelt ending that is no English suffix is a slip of the keys, not another word of the stem.
    @Test(arguments: [("hospitle", "hospital"), ("physicle", "physical"), ("practicle", "practical")])
    func aMisspeltEndingThatIsNoSuffixIsATypo(typed: String, gloss: String) {
        #expect(MeaningMatcher.match(typed, glosses: [gloss]).judgement == .typo)
    }

    @Test func aTypoReportsTheRightSpelling() {
        #expect(MeaningMatcher.match("autum", glosses: ["fall", "autumn"]) == .init(judgement: .typo, gloss: "autumn"))
    }

    @Test func aTypoCloserOrEqualToAnotherMeaningInPlayIsWrong() {
        // "house" is one edit from "horse", but it is itself a meaning in play.
        #expect(MeaningMatcher.match("house", glosses: ["horse"], competitors: ["house", "dog"]).judgement == .wrong)
        // "hose" is one edit from both "horse" and "house": equally close to another meaning, so not accepted.
        #expect(MeaningMatcher.match("hose", glosses: ["horse"], competitors: ["house"]).judgement == .wrong)
        #expect(MeaningMatcher.match("hose", glosses: ["horse"], competitors: ["dog"]).judgement == .typo)
        // A competitor that is one of the word's own glosses does not count against it.
        #expect(MeaningMatcher.match("horse", glosses: ["horse"], competitors: ["horse"]).judgement == .exact)
    }

    @Test func eachSynonymOfACommaListCounts() {
        let glosses = ["crocodile, alligator", "to wear (shoes, socks)"]
        #expect(MeaningMatcher.match("alligator", glosses: glosses).judgement == .exact)
        #expect(MeaningMatcher.match("Crocodile", glosses: glosses).judgement == .exact)
        #expect(MeaningMatcher.match("crocodile, alligator", glosses: glosses).judgement == .exact)
        #expect(MeaningMatcher.match("aligator", glosses: glosses).judgement == .typo)
        #expect(MeaningMatcher.match("wear", glosses: glosses).judgement == .normalised)
        #expect(MeaningMatcher.match("socks", glosses: glosses).judgement == .wrong, "a comma inside a note is not a list")
        #expect(MeaningMatcher.commaParts("1, 2") == [], "parts need letters")
    }

    @Test func editDistanceCountsSwapsAsOneEdit() {
        #expect(EditDistance.between("horse", "hrose", limit: 2) == 1)
        #expect(EditDistance.between("kitten", "sitting", limit: 3) == 3)
        #expect(EditDistance.between("kitten", "sitting", limit: 2) == nil)
        #expect(EditDistance.between("", "abc", limit: 3) == 3)
        #expect(EditDistance.between("same", "same", limit: 0) == 0)
    }

    @Test func aNoteListsExamplesWhenItHasACommaAnEtcOrAnEG() {
        #expect(AnswerJudge.isNarrowedToExamples("to develop (talent, skill)"))
        #expect(AnswerJudge.isNarrowedToExamples("to fly (a kite etc.)"))
        #expect(AnswerJudge.isNarrowedToExamples("to play (e.g. piano)"))
        #expect(!AnswerJudge.isNarrowedToExamples("to draw (a sketch)"), "etc inside a word is no list")
        #expect(!AnswerJudge.isNarrowedToExamples("to run"))
    }
}

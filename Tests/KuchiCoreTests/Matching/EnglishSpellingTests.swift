@testable import KuchiCore
import Testing

/// Each rule of ``EnglishSpelling`` and ``GlossVariants`` as a table: a typed answer, the gloss it answers.
@Suite("Spellings of one English meaning")
struct EnglishSpellingTests {
    private func accepts(_ typed: String, _ gloss: String) -> Bool {
        [.exact, .normalised].contains(MeaningMatcher.match(typed, glosses: [gloss]).judgement)
    }

    @Test(arguments: [
        ("color", "colour"), ("neighbor", "neighbour"), ("organize", "organise"), ("center", "centre"),
        ("theater", "theatre"), ("gray", "grey"), ("program", "programme"), ("catalog", "catalogue"),
        ("traveling", "travelling"), ("meter", "metre"), ("analyze", "analyse"), ("pajamas", "pyjamas"),
    ])
    func americanAndBritishSpellingsAreOne(american: String, british: String) {
        #expect(accepts(american, british))
        #expect(accepts(british, american))
    }

    @Test(arguments: [("shoe", "shoes"), ("city", "cities"), ("watch", "watches"), ("box", "boxes"), ("pants", "pant"),
                      ("that", "those"), ("this", "these")])
    func singularAndPluralAreOne(singular: String, plural: String) {
        #expect(accepts(singular, plural))
        #expect(accepts(plural, singular))
    }

    /// The -oes plural of a word in -o is one answer with it; a word in -oe keeps its e (canoes, horseshoes).
    @Test(arguments: [("volcano", "volcanoes"), ("potato", "potatoes"), ("tomato", "tomatoes"), ("hero", "heroes"),
                      ("echo", "echoes"), ("mosquito", "mosquitoes"), ("mango", "mangoes"), ("canoe", "canoes"),
                      ("horseshoe", "horseshoes"), ("toe", "toes"), ("shoe", "shoes")])
    func aPluralInOesIsOneAnswerWithItsSingular(singular: String, plural: String) {
        #expect(accepts(singular, plural))
        #expect(accepts(plural, singular))
    }

    @Test(arguments: [("new", "news"), ("glass", "glasses"), ("exercise", "exercize"), ("hour", "hor"), ("those", "this"),
                      ("white-colored", "black"), ("multi-coloured", "colorful")])
    func wordsThatOnlyLookAlikeStayApart(typed: String, gloss: String) {
        #expect(!accepts(typed, gloss))
    }

    @Test(arguments: [("tshirt", "T-shirt"), ("t shirt", "T-shirt"), ("ice-cream", "ice cream"), ("e-mail", "email")])
    func hyphensAndSpacesDoNotMatter(typed: String, gloss: String) {
        #expect(accepts(typed, gloss))
    }

    @Test(arguments: [
        ("7 days", "seven days"), ("100", "hundred"), ("a hundred", "100"), ("one hundred", "hundred"),
        ("10,000", "ten thousand"), ("10000", "ten thousand"), ("21", "twenty-one"), ("1", "one"),
        ("the 7th", "the seventh day"), ("seventh day", "seventh day of the month"), ("7th", "the seventh day"),
        ("2nd", "second"), ("one person", "1 person"),
    ])
    func numbersAsDigitsOrWordsAreOne(typed: String, gloss: String) {
        #expect(accepts(typed, gloss))
    }

    @Test(arguments: [("7 days", "eight days"), ("100", "thousand"), ("the 7th", "the eighth day")])
    func differentNumbersStayApart(typed: String, gloss: String) {
        #expect(!accepts(typed, gloss))
    }

    /// Numbers past a quadrillion are left as typed: before, "9223372036854775807 one" or "hundred" typed ten times
    /// overflowed the sum and stopped the session.
    @Test(arguments: ["9223372036854775807 one", Array(repeating: "hundred", count: 10).joined(separator: " "),
                      "999999999999999999 thousand", "9223372036854775807th day", "9223372036854775 000 000",
                      "a million million million"])
    func hugeNumbersAreJudgedWithoutStoppingTheSession(typed: String) {
        #expect(!accepts(typed, "one"))
        #expect(accepts(typed, typed))
    }

    @Test(arguments: [
        ("TV", "television"), ("OK", "okay"), ("fridge", "refrigerator"), ("photo", "photograph"), ("phone", "telephone"),
        ("bike", "bicycle"), ("math", "mathematics"), ("maths", "mathematics"), ("exam", "examination"), ("kg", "kilogram"),
    ])
    func shortFormsAreTheLongOnes(short: String, long: String) {
        #expect(accepts(short, long))
        #expect(accepts(long, short))
    }

    @Test(arguments: [
        ("eat", "to eat"), ("to eat", "eat"), ("book", "the book"), ("a book", "book"), ("hungry", "to be hungry"),
        ("stamp", "stamp (postage)"), ("postage stamp", "stamp (postage)"), ("green tea", "tea (green)"),
    ])
    func toArticlesAndNotesAreOptional(typed: String, gloss: String) {
        #expect(accepts(typed, gloss))
    }

    @Test(arguments: [
        ("fall", "autumn"), ("autumn", "fall"), ("summer vacation", "summer holiday"), ("pants", "trousers"),
        ("elevator", "lift"), ("apartment", "flat"), ("store", "shop"), ("movie", "film"), ("subway", "underground"),
    ])
    func americanAndBritishWordsForOneThingAreOne(typed: String, gloss: String) {
        #expect(accepts(typed, gloss))
    }

    @Test(arguments: [
        ("which place", "where"), ("what person", "who"), ("what age", "how old"), ("how much money", "how much"),
        ("what price", "how much?"), ("the day before today", "yesterday"), ("the day after today", "tomorrow"),
        ("two days from now", "day after tomorrow"), ("daily", "every day"), ("weekly", "every week"),
        ("annually", "every year"), ("all of you", "everyone"), ("not really", "not very"), ("not much", "not very"),
        ("really like", "to like very much"), ("to love", "to like very much"), ("love", "like very much"),
        ("morning meal", "breakfast"), ("midday meal", "lunch"), ("last evening", "yesterday evening"),
        ("all kinds of", "all sorts of"), ("family members", "members of a family"), ("a family member", "members of a family"),
        ("Western-style clothing", "Western-style clothes"),
    ])
    func questionAndTimeWordsSaidInOtherWordsAreThem(typed: String, gloss: String) {
        #expect(accepts(typed, gloss))
    }

    /// What an "esp." or "usu." note says a gloss usually names is an answer: the note's noun phrase ending with
    /// the gloss's noun, or its one word before a one-word gloss.
    @Test(arguments: [
        ("university student", "student (esp. a university student)"), ("a university student", "student (esp. a university student)"),
        ("green tea", "tea (usu. green)"), ("Western-style restaurant", "restaurant (esp. Western-style)"),
        ("chicken meat", "bird meat (esp. chicken meat)"), ("domestic cats", "cat (esp. the domestic cat)"),
    ])
    func whatANoteSaysAGlossUsuallyNamesIsAnAnswer(typed: String, gloss: String) {
        #expect(accepts(typed, gloss))
    }

    /// A note that lists, gives examples, says what the gloss applies to, or narrows a longer gloss names no answer.
    @Test(arguments: [
        ("cherry blossoms", "blooming (esp. of cherry blossoms)"), ("fresh water", "water (esp. cool, fresh water)"),
        ("joke", "uninteresting (esp. joke)"), ("tanka", "classical Japanese poetry (esp. tanka)"),
        ("nobleman", "noblewoman (esp. the wife of a nobleman)"), ("university", "student (esp. a university student)"),
        ("to give to someone", "to give (esp. to someone of equal or lower status)"),
        // A whole before its part only for a plural part: "day of the week" is no "weekday".
        ("weekday", "day of the week"), ("week day", "day of the week"),
    ])
    func aNoteThatNamesNoKindOfTheGlossIsNoAnswer(typed: String, gloss: String) {
        #expect(!accepts(typed, gloss))
    }

    /// A colour's name is the same said with "coloured", as one word or two; a question word the same with a
    /// pronoun for what it chooses among ("of them"), and a gloss's "which of two" is met by "which".
    @Test(arguments: [
        ("white-colored", "white"), ("white coloured", "white"), ("red", "red-coloured"), ("which of these", "which"),
        ("which", "which of two"), ("which of them", "which (of three or more)"), ("who of you", "who"),
    ])
    func wordsThatAddNothingAreLeftOut(typed: String, gloss: String) {
        #expect(accepts(typed, gloss))
    }

    @Test(arguments: [
        ("the day before today", "tomorrow"), ("what time", "where"), ("which person", "which"), ("weekly", "every month"),
        ("not really", "really"), ("which one", "who"), ("which of them", "who"), ("which of two", "which (of three or more)"),
        ("which of the two", "which (of three or more)"),
    ])
    func otherWordsForAnotherMeaningStayWrong(typed: String, gloss: String) {
        #expect(!accepts(typed, gloss))
    }

    @Test(arguments: [("AM", "a.m."), ("a.m.", "AM"), ("pm", "p.m."), ("US", "U.S."), ("usa", "U.S.A."), ("T.V.", "television")])
    func anInitialismIsOneWordWithOrWithoutItsDots(typed: String, gloss: String) {
        #expect(accepts(typed, gloss))
    }

    @Test func theDotsOfAnInitialismMakeNoOtherAnswer() {
        #expect(!accepts("am", "p.m."))
        #expect(!accepts("m", "a.m."), "a.m. is no article before m")
        #expect(MeaningMatcher.normalize("Mr. Smith") == MeaningMatcher.normalize("mr smith"))
    }

    @Test(arguments: [("autumn", "to fall"), ("elevator", "to lift"), ("apartment", "flat (level)x")])
    func aVerbsGlossNeverBecomesANoun(typed: String, gloss: String) {
        #expect(!accepts(typed, gloss))
    }

    @Test(arguments: [("go fishing", "to fish"), ("to go swimming", "to swim"), ("go dancing", "to dance"), ("go skiing", "to ski"),
                      ("to pay attention", "attention"), ("pay heed", "heed")])
    func aPastimeIsSaidWithGoAndAttentionIsPaid(typed: String, gloss: String) {
        #expect(accepts(typed, gloss))
    }

    @Test func goWithAGerundIsOnlyForAVerbAndPayOnlyForAttention() {
        #expect(!accepts("go fishing", "fish"), "the noun fish is no pastime")
        #expect(!accepts("go fishing", "to swim"))
        #expect(!accepts("pay money", "money"))
        #expect(GlossVariants.gerunds(of: "swim") == ["swiming", "swimming"])
        #expect(GlossVariants.gerunds(of: "dance") == ["danceing", "dancing"])
        #expect(GlossVariants.gerunds(of: "fish") == ["fishing"])
        #expect(GlossVariants.gerunds(of: "see") == ["seeing"])
    }

    @Test func accentsOfLatinLettersAreNoSpellingOfTheirOwn() {
        #expect(MeaningMatcher.withoutAccents("naïve résumé") == "naive resume")
        #expect(MeaningMatcher.withoutAccents("がっこう ガッコウ") == "がっこう ガッコウ", "kana keep their voicing marks")
        #expect(accepts("Café", "cafe") && accepts("cafe", "café"))
    }

    @Test func aVerbTypedIsNoTypoOfANoun() {
        #expect(MeaningMatcher.match("to sing", glosses: ["song"]).judgement == .wrong)
        #expect(MeaningMatcher.match("fat", glosses: ["fast"]).judgement == .wrong, "under four letters: no typo")
        #expect(MeaningMatcher.match("hors", glosses: ["horse"]).judgement == .typo)
    }
}

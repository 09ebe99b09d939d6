import Testing
import KuchiCore

/// Judging round 25 (issue 19): shapes the twenty-second walk-through refused or wrongly took, each a table of wrong
/// answers written before its rule was tuned, beside the right ones it is for.
@Suite("Shapes of round 25") struct Round25ShapeTests {
    /// Another kind a later WordNet sense of a gloss lends ("hunger", "thirst": both a strong desire, first each its own
    /// need; "minute", "second": each its own unit) names another thing.
    @Test(arguments: [
        ("空腹", "くうふく", "thirst"), ("分", "ふん", "second"), ("分", "ふん", "hour"),
        ("秒", "びょう", "minute"),
    ])
    func anotherKindOfALaterSenseIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// "Thirstiness" is first the desire in WordNet (its sense shared with "hunger"), so the rule, which weighs each
    /// synonym's first sense, leaves it lent: a known issue, a word learners seldom type.
    @Test func thirstinessIsAKnownIssue() throws {
        let accepted = try BundledJudge.accepts("thirstiness", text: "空腹", reading: "くうふく")
        withKnownIssue { #expect(!accepted) }
    }

    @Test(arguments: [
        ("空腹", "くうふく", "hunger"), ("空腹", "くうふく", "hungriness"), ("分", "ふん", "minute"), ("秒", "びょう", "second"),
    ])
    func theWordsOwnKindIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A verb with a preposition after it that makes another verb ("to come about" happens, "to stand for" represents,
    /// "to take after" resembles, "to sleep with", "to part with"), or a stand-in after one that was a particle.
    @Test(arguments: [
        ("来る", "くる", "to come about"), ("行く", "いく", "to go about"), ("置く", "おく", "to put about"),
        ("立つ", "たつ", "to stand for something"), ("落ちる", "おちる", "to fall for someone"),
        ("取る", "とる", "to take after someone"), ("壊す", "こわす", "to break with someone"),
        ("持つ", "もつ", "to hold against someone"), ("寝る", "ねる", "to sleep with someone"),
        ("行く", "いく", "to go with something"), ("走る", "はしる", "to run against someone"),
    ])
    func aPrepositionThatMakesAnotherVerbIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// "Make X" or "make Xer" for a transitive gloss "to X-en" only: never the opposite, a noun's "make", nor an
    /// intransitive verb's (深まる deepens by itself: 深める makes deeper).
    @Test(arguments: [
        ("緩める", "ゆるめる", "to make tight"), ("緩める", "ゆるめる", "to make tighter"), ("研ぐ", "とぐ", "to make dull"),
        ("研ぐ", "とぐ", "to make blunt"), ("深まる", "ふかまる", "to make deeper"), ("固まる", "かたまる", "to make hard"),
        ("弱る", "よわる", "to make weak"), ("脅かす", "おどかす", "to make threat"), ("例える", "たとえる", "to make like"),
        ("強める", "つよめる", "to make strength"),
        // Added while probing: "faster" is quicker, never more firmly fixed (締める "to fasten").
        ("締める", "しめる", "to make faster"),
    ])
    func makeForAnotherVerbIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Written as wrong with the rows above, but taken before the round by older rules: "to part with something" (a
    /// preposition's stand-in the gloss leaves out, "to part with" giving it up) and "to hear of something": known issues.
    @Test(arguments: [("別れる", "わかれる", "to part with something"), ("聞く", "きく", "to hear of something")])
    func olderRulesPrepositionsAreAKnownIssue(word: String, reading: String, answer: String) throws {
        let accepted = try BundledJudge.accepts(answer, text: word, reading: reading)
        withKnownIssue { #expect(!accepted, "\(word) ← \(answer)") }
    }

    /// "To run about" was written as wrong with the rows above, a slip of mine: one runs about as one runs around.
    @Test(arguments: [
        ("学ぶ", "まなぶ", "to learn about"), ("走る", "はしる", "to run about"), ("誇る", "ほこる", "to brag about"), ("恨む", "うらむ", "to hold a grudge against"),
        ("争う", "あらそう", "to fight with someone"), ("学ぶ", "まなぶ", "to learn about something"),
    ])
    func aPrepositionThatKeepsTheVerbIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("緩める", "ゆるめる", "to make looser"), ("緩める", "ゆるめる", "to make loose"), ("研ぐ", "とぐ", "to make sharp"),
        ("深める", "ふかめる", "to make deep"), ("弱める", "よわめる", "to make weak"), ("締める", "しめる", "to make tighter"),
    ])
    func makeForAVerbInEnIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A thing got, taken or given back, the stand-in between the verb and "back" where the word says the phrasal verb.
    @Test(arguments: [("取り戻す", "とりもどす", "to get something back"), ("取り戻す", "とりもどす", "to take it back")])
    func aThingBetweenAVerbAndBackIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Round 24's other known issue: a dessert's "afters" made singular, a word before it ("soon after").
    @Test(arguments: [("お菓子", "おかし", "soon after"), ("デザート", "デザート", "soon after"), ("デザート", "デザート", "after")])
    func aWordBeforeAftersIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }
}

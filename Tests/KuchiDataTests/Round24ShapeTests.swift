import Testing
import KuchiCore

/// Judging round 24 (issue 19): shapes the twenty-first walk-through refused or wrongly took, each a table of wrong
/// answers written before its rule was tuned, beside the right ones it is for.
@Suite("Shapes of round 24") struct Round24ShapeTests {
    /// "Soon" or "shortly" for the "immediately", "just" or "right" of a gloss before "after" or "before": never the
    /// other side of the moment, a long time, or a plain "after" the word's glosses never make close.
    @Test(arguments: [
        ("直後", "ちょくご", "soon before"), ("直後", "ちょくご", "shortly before"), ("直後", "ちょくご", "long after"),
        ("直前", "ちょくぜん", "soon after"), ("直前", "ちょくぜん", "long before"), ("直前", "ちょくぜん", "shortly after"),
        ("以降", "いこう", "soon after"), ("以降", "いこう", "shortly after"), ("直後", "ちょくご", "well after"),
    ])
    func anotherMomentIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Written as wrong (the last two added while probing: 手前 is a place just before, "in front of"), but taken before
    /// the round by a word before a gloss, as a kind of the word's plain "before": known issues until judging round 25,
    /// which gives a preposition gloss no kinds. The round's rule takes no "soon" or "shortly" for a word whose glosses name
    /// a place in front, and nothing for a plain "before".
    @Test(arguments: [("以前", "いぜん", "shortly before"), ("手前", "てまえ", "shortly before"), ("手前", "てまえ", "soon before")])
    func shortlyBeforeForAPlainBeforeIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// 寸前 (in the dictionary, not the bundled lists) is "just before; just in front of": "right before" says either, "soon
    /// before" a time only.
    @Test func aPlaceJustBeforeTakesNoSoon() {
        let word = Word(id: 1, text: "寸前", reading: "すんぜん", meanings: ["just before"])
        #expect(!BundledJudge.accepts("shortly before", for: word))
        #expect(!BundledJudge.accepts("soon before", for: word))
        #expect(BundledJudge.accepts("right before", for: word))
    }

    @Test(arguments: [
        ("直後", "ちょくご", "soon after"), ("直後", "ちょくご", "shortly after"), ("直後", "ちょくご", "directly after"),
        ("直前", "ちょくぜん", "shortly before"), ("直前", "ちょくぜん", "directly before"), ("直前", "ちょくぜん", "right before"),
    ])
    func aCloseMomentIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// "Easy to X" for a gloss's "easily Xed" and back: never another verb, nor "hard to X".
    @Test(arguments: [
        ("紛らわしい", "まぎらわしい", "easy to understand"), ("紛らわしい", "まぎらわしい", "hard to confuse"),
        ("紛らわしい", "まぎらわしい", "easy to use"), ("紛らわしい", "まぎらわしい", "easy to explain"),
        ("紛らわしい", "まぎらわしい", "difficult to confuse"),
        // Added while probing: a later sense's figurative participle (脆い "easily moved", to tears).
        ("脆い", "もろい", "easy to move"),
    ])
    func anotherVerbAfterEasyIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("紛らわしい", "まぎらわしい", "easy to confuse"), ("紛らわしい", "まぎらわしい", "easy to mistake"),
        ("紛らわしい", "まぎらわしい", "easy to mix up"), ("脆い", "もろい", "easy to break"), ("臆病", "おくびょう", "easy to frighten"),
    ])
    func easyToForEasilyIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// "My" after a place's preposition where the word names another's place (お宅 "your house"): round 23's known issue.
    @Test(arguments: [
        ("お宅", "おたく", "at my house"), ("お宅", "おたく", "to my house"), ("お宅", "おたく", "in my house"),
        ("お宅", "おたく", "at my place"),
    ])
    func myPlaceAfterAPrepositionIsWrongForYours(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("お宅", "おたく", "at your house"), ("お宅", "おたく", "your house"), ("お宅", "おたく", "your home"),
    ])
    func yourPlaceIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A key answer that is another word's meaning (侵略 "invasion": an invasion is no conquest, which 征服 names).
    @Test func anInvasionIsNoConquest() throws {
        #expect(try !BundledJudge.accepts("conquest", text: "侵略", reading: "しんりゃく"))
        #expect(try BundledJudge.accepts("conquest", text: "征服", reading: "せいふく"))
        #expect(try BundledJudge.accepts("invasion", text: "侵略", reading: "しんりゃく"))
    }
}

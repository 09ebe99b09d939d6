import Testing
import KuchiCore

/// Judging round 21 (issue 19): shapes the eighteenth walk-through refused, each a table of wrong answers written before
/// its rule was tuned, beside the right ones it is for.
@Suite("Shapes of round 21") struct Round21ShapeTests {
    /// A thing's stand-in inside a phrasal verb that is another verb than the word's: the word never says the phrasal verb
    /// as written ("to give up" is no 上げる, "to call off" no 呼ぶ), or says it only with a note of another sense.
    @Test(arguments: [
        ("作る", "つくる", "to make something up"), ("作る", "つくる", "to make it up"), ("上げる", "あげる", "to hold something up"),
        ("上げる", "あげる", "to give something up"), ("置く", "おく", "to put something off"), ("置く", "おく", "to lay something off"),
        ("切る", "きる", "to cut something in"), ("書く", "かく", "to write something off"), ("取る", "とる", "to take something in"),
        ("取る", "とる", "to take it back"), ("出す", "だす", "to give something off"),
        ("払う", "はらう", "to pay it back"), ("持つ", "もつ", "to hold something up"), ("呼ぶ", "よぶ", "to call something off"),
        ("育てる", "そだてる", "to bring it up"), ("泊める", "とめる", "to put it up"), ("休む", "やすむ", "to take it off"),
    ])
    func aStandInInAnotherPhrasalVerbIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("持ち上げる", "もちあげる", "to raise something up"), ("持ち上げる", "もちあげる", "to lift it up"),
        ("書く", "かく", "to write it down"), ("書く", "かく", "writing something down"), ("切る", "きる", "to cut it off"),
        ("上げる", "あげる", "to lift something up"),
    ])
    func aStandInInTheWordsOwnPhrasalVerbIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// An intensifier that makes another word or idiom ("so long", "so far"), or said before a wrong answer.
    @Test(arguments: [
        ("長い", "ながい", "so long"), ("遠い", "とおい", "so far"), ("温い", "ぬるい", "very hot"), ("涼しい", "すずしい", "very cold"), ("少ない", "すくない", "very many"), ("嫌い", "きらい", "really like"),
        ("最初", "さいしょ", "very last"), ("走る", "はしる", "really run"),
        ("遅い", "おそい", "really fast"), ("易しい", "やさしい", "very hard"),
    ])
    func anIntensifierBeforeAnotherMeaningIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("のろのろ", "のろのろ", "really slow"), ("遅い", "おそい", "very slow"), ("寒い", "さむい", "really cold"),
        ("速い", "はやい", "extremely fast"),
    ])
    func anIntensifierBeforeAnAdjectiveGlossIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A simile after a verb or an adjective that makes an idiom of another meaning ("work like a charm", "drop like flies",
    /// "look like a cat", "high like a kite"), or after a wrong answer. A rule taking a simile after an adjective was built
    /// against this table and taken back: it took "go like clockwork" and "high like a kite".
    @Test(arguments: [
        ("見る/観る", "みる", "look like a cat"), ("見る/観る", "みる", "to look like a star"), ("感じる", "かんじる", "feel like a drink"),
        ("働く", "はたらく", "work like a charm"), ("落ちる", "おちる", "drop like flies"), ("売る", "うる", "sell like hot cakes"),
        ("行く", "いく", "go like clockwork"), ("消える", "きえる", "go out like a light"), ("高い", "たかい", "high like a kite"),
        ("平たい", "ひらたい", "round like a ball"), ("温い", "ぬるい", "hot like fire"), ("弱い", "よわい", "strong like a bull"),
    ])
    func aSimileOfAnotherMeaningIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// "Your" after a preposition later in an answer, said as the dictionary's "one's" ("standing on your hands" for 逆立ち's
    /// "standing on one's hands"), never where it says whose a thing is at the answer's start, nor with other words than
    /// the word's own.
    @Test(arguments: [
        ("お宅", "おたく", "my house"), ("逆立ち", "さかだち", "standing on your feet"), ("立ち止まる", "たちどまる", "stop in your car"),
        ("帰宅", "きたく", "going to your office"), ("家内", "かない", "your wife"), ("逆立ち", "さかだち", "sitting on your hands"),
    ])
    func aPersonsThingThatIsAnotherMeaningIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [
        ("逆立ち", "さかだち", "standing on your hands"), ("立ち止まる", "たちどまる", "stop in your tracks"),
        ("お宅", "おたく", "your house"),
    ])
    func aGenericYourAfterAPrepositionIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A time preposition with "that" or "then" where the word is no such preposition ("after that" for 前), another
    /// preposition that makes a conjunction of it ("for that" for ため: therefore; "since" for なぜなら is "because"), or
    /// another object.
    @Test(arguments: [
        ("前", "まえ", "after that"), ("後", "あと", "before then"), ("以来", "いらい", "until then"), ("為", "ため", "for that"),
        ("以降", "いこう", "before that"), ("以降", "いこう", "after school"), ("以前", "いぜん", "since then"),
        // Added while probing: "since" is a conjunction of cause as well, "till" a cash register.
        ("なぜなら", "なぜなら", "since then"), ("なぜなら", "なぜなら", "since that"), ("レジ", "レジ", "till then"),
    ])
    func aTimePrepositionOfAnotherMeaningIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    @Test(arguments: [("以降", "いこう", "after that"), ("以後", "いご", "after that"), ("以前", "いぜん", "before that")])
    func aTimePrepositionWithThatOrThenIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// Wrong answers written for this round's tables that the judge took before the round, through older rules (a word
    /// before a gloss: "very little" for 少し's "little", "really dog", "very cold" for 風邪's "cold", the illness, found while
    /// probing); no rule of this round reaches them: the intensifier rule is only for an adjective or adverb. Known issues.
    @Test func wrongAnswersTakenBeforeTheRound() throws {
        for (word, reading, answer) in [("少し", "すこし", "very little"), ("犬", "いぬ", "really dog"), ("風邪", "かぜ", "very cold")] {
            let accepted = try BundledJudge.accepts(answer, text: word, reading: reading)
            withKnownIssue { #expect(!accepted, "\(word) ← \(answer)") }
        }
    }
}

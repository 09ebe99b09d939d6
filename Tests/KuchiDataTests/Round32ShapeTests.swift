import Testing
import KuchiCore

/// Judging round 32 (issue 19): a verb with a place phrase (``PlacePhrase``), right when the verb alone is right for the
/// word and the place is a place WordNet knows, never through a light verb, a phrasal verb of its own or a second verb.
@Suite("Shapes of round 32") struct Round32ShapeTests {
    /// The verb is the word's, and the learner says where it is done: at a hotel, in the countryside, on the train. A
    /// phrasal verb the word's own answers hold is the word's too: 見る's key says "to look at", 遊ぶ's glosses "to hang out".
    @Test(arguments: [
        ("泊まる", "とまる", "to stay in a hotel"), ("泊まる", "とまる", "staying at my friend's house"),
        ("住む", "すむ", "to live in the countryside"), ("住む", "すむ", "living in Tokyo"),
        ("乗る", "のる", "to ride on the train"), ("遊ぶ", "あそぶ", "to play in the park"),
        ("座る", "すわる", "sit on a chair"), ("座る", "すわる", "to sit down on the sofa"),
        ("泳ぐ", "およぐ", "swimming in the sea"), ("泳ぐ", "およぐ", "to swim in the swimming pool"),
        ("歩く", "あるく", "to walk to the station"), ("働く", "はたらく", "to work at a hospital"),
        ("見る/観る", "みる", "to look at the sky"), ("遊ぶ", "あそぶ", "to hang out at the park"),
    ])
    func aVerbWithAPlaceIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// A light verb whose sense its complement makes ("get", "be", "have", "take", "make", "do"): 入る's "to get in the
    /// car" is no 乗る through this rule, "to be in the countryside" no 住む.
    @Test(arguments: [
        ("乗る", "のる", "to get in the car"), ("住む", "すむ", "to be in the countryside"),
        ("泊まる", "とまる", "to have a room at a hotel"), ("降りる", "おりる", "to take off the train"),
        ("座る", "すわる", "to make it to the chair"),
    ])
    func aLightVerbWithAPlaceIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The verb with its preposition or particle is a phrasal verb of its own ("go into" a room is entering it, 入る; "break
    /// into" a house is burgling it; "hang out" is 遊ぶ's), another word's verb, or what follows is no place (a body part:
    /// "one's heels", "one's seat" is rising, no place) or holds a second verb.
    @Test(arguments: [
        ("行く", "いく", "to go into the room"), ("歩く", "あるく", "to run in the park"),
        ("泳ぐ", "およぐ", "to float in the sea"), ("住む", "すむ", "to live in fear"),
        ("座る", "すわる", "to sit on the problem"), ("遊ぶ", "あそぶ", "to play in the park and eat"),
        ("泳ぐ", "およぐ", "to swim in money"), ("泊まる", "とまる", "to stay at the hotel to sleep"),
        ("壊す", "こわす", "to break into a house"), ("掛ける", "かける", "to hang out at the park"),
        ("聳える", "そびえる", "to rise from one's seat"), ("かける", "かける", "to sit on one's heels"),
    ])
    func anotherVerbOrNoPlaceIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The whole phrase is another meaning in play this session: the word it names more exactly is meant.
    @Test func aPhraseThatIsAnotherMeaningInPlayIsWrong() throws {
        let word = try #require(BundledJudge.word("住む", "すむ"))
        let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
        func judged(_ competitors: [String]) -> Bool {
            guard case let .answer(verdict) = AnswerJudge.judge("to live in the countryside", for: challenge, competitors: competitors,
                                                                dictionary: BundledJudge.dictionary) else { return false }
            return verdict.judgement.isCorrect
        }
        #expect(judged([]))
        #expect(!judged(["to live in the countryside"]))
    }
}

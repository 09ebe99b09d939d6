import Testing
@testable import KuchiCore

/// A verb typed for a verbal noun's gloss (``ActionNoun``).
@Suite("Verbs for verbal nouns' glosses")
struct ActionNounTests {
    @Test(arguments: [
        ("to concentrate", "concentration"), ("explore", "exploration"), ("to develop", "development"),
        ("to apply", "application"), ("to collect", "collection"), ("to inform", "information"),
        ("to organise", "organization"),
        // Endings whose spelling changes with the suffix.
        ("to explain", "explanation"), ("to exclaim", "exclamation"), ("to describe", "description"),
        ("to reduce", "reduction"), ("to introduce", "introduction"), ("to assume", "assumption"),
        ("to admit", "admission"), ("to permit", "permission"), ("to decide", "decision"), ("to invade", "invasion"),
        ("to explode", "explosion"), ("to conclude", "conclusion"), ("to extend", "extension"), ("to attend", "attention"),
        ("to expand", "expansion"), ("to convert", "conversion"), ("to solve", "solution"), ("to arrive", "arrival"),
        ("to approve", "approval"), ("to refuse", "refusal"), ("to propose", "proposal"), ("to exist", "existence"),
        ("to assist", "assistance"), ("to accept", "acceptance"), ("to depend", "dependence"), ("to perform", "performance"),
        ("to differ", "difference"), ("to interfere", "interference"), ("to discover", "discovery"), ("to deliver", "delivery"),
        ("to define", "definition"), ("to compete", "competition"),
        // A gerund typed for the noun.
        ("explaining", "explanation"), ("deciding", "decision"), ("admitting", "admission"), ("developing", "development"),
    ])
    func aVerbMeetsTheNounMadeOfIt(typed: String, gloss: String) {
        #expect(ActionNoun.gloss(for: typed, among: ["a gloss", gloss]) == gloss)
    }

    @Test(arguments: [
        ("to build", "building"), ("to be", "beion"), ("to go", "gotion"), ("concentration", "concentration"),
        ("to play games", "play gamesion"), ("to mend", "amendment"),
        ("pass", "passion"), ("to mill", "million"), ("bill", "billion"), ("base", "basement"), ("port", "portion"),
        // Nouns of another meaning than the verb's action are no derivation the rules make.
        ("to receive", "reception"), ("to please", "pleasure"), ("to carry", "carriage"), ("to appear", "appearance"),
        ("to allow", "allowance"), ("to enter", "entrance"), ("building", "building"), ("meeting", "meeting"),
    ])
    func nothingElseDoes(typed: String, gloss: String) {
        #expect(ActionNoun.gloss(for: typed, among: [gloss]) == nil)
    }

    /// A noun that takes する is also the verb of a gerund or -age gloss, however short the verb; other nouns are not.
    @Test(arguments: [
        ("to clean", "cleaning"), ("cook", "cooking"), ("to shop", "shopping"), ("to make", "making"), ("to see", "seeing"),
        ("to marry", "marriage"), ("to pass", "passage"), ("to store", "storage"), ("to fail", "failure"), ("to close", "closure"),
        ("to get married", "marriage"), ("getting engaged", "engagement"), ("to get divorced", "divorcing"),
        ("to add", "addition"),
    ])
    func aVerbalNounIsTheVerbOfItsGerundOrAgeGloss(typed: String, gloss: String) {
        #expect(ActionNoun.gloss(for: typed, among: ["a gloss", gloss], verbalNoun: true) == gloss)
        #expect(ActionNoun.gloss(for: typed, among: ["a gloss", gloss]) == nil, "\(typed) for \(gloss), no verbal noun")
    }

    @Test func aVerbalNounRefusesAnotherVerbAndAPhrase() {
        #expect(ActionNoun.gloss(for: "to clear", among: ["cleaning"], verbalNoun: true) == nil)
        #expect(ActionNoun.gloss(for: "to clean up", among: ["cleaning"], verbalNoun: true) == nil)
        #expect(ActionNoun.gloss(for: "to wash", among: ["washing machine"], verbalNoun: true) == nil)
        #expect(ActionNoun.gloss(for: "to go", among: ["going"], verbalNoun: true) == nil, "a gerund of five letters is read as no gerund")
        #expect(ActionNoun.gloss(for: "to get tired", among: ["marriage"], verbalNoun: true) == nil)
        #expect(ActionNoun.gloss(for: "to get up", among: ["upage"], verbalNoun: true) == nil, "no participle, no verb")
    }

    @Test func aNounMadeOfAJapaneseVerbsStemRefusesTheVerb() {
        // 違い "difference": "to differ" is 違う's meaning, another word.
        let noun = Word(id: 1, text: "違い", reading: "ちがい", meanings: ["difference"])
        let challenge = Challenge(word: noun, kind: .meaning, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge("to differ", for: challenge) else {
            Issue.record("not judged")
            return
        }
        #expect(!verdict.judgement.isCorrect)
        #expect(AnswerJudge.isVerbStemNoun(noun))
        #expect(!AnswerJudge.isVerbStemNoun(Word(id: 2, text: "説明", reading: "せつめい", meanings: ["explanation"])))
        #expect(!AnswerJudge.isVerbStemNoun(Word(id: 3, text: "ちがい", reading: "ちがい", meanings: ["difference"])))
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

    /// A verb's gerund typed alone meets its verb gloss (one word after "to"), the consonant doubled or the e
    /// dropped as spelt, and with the rest of the gloss's words its phrase ("taking a bath"); a gerund of another verb,
    /// a phrase the gloss does not say or a noun gloss does not; a gerund of five letters meets its own verb only
    /// ("going" for "to go", judging round 26).
    @Test(arguments: [
        ("paying", "to pay", true), ("praying", "to pray", true), ("hiding", "to hide", true), ("chewing", "to chew", true),
        ("hesitating", "to hesitate", true), ("swimming", "to swim", true), ("Saying", "(respectful) to say", true),
        ("paying", "to play", false), ("paying bills", "to pay", false), ("going", "to go", true), ("going", "to do", false),
        ("building", "building", false), ("hiding", "to hide something", false),
        ("taking a bath", "to take a bath", true), ("picking on", "to pick on", true), ("taking a bath", "to take", false),
        ("getting off", "to get off", true), ("feeling at ease", "to feel at ease", true), ("getting off", "to get", false),
        ("putting up with it", "to put up with", true), ("putting up with", "to put up with it", true),
        ("looking after someone", "to look after", true), ("paying it", "to pay", false), ("making", "to make it", false),
        ("putting up with them all", "to put up with", false),
    ])
    func aGerundMeetsItsVerbGloss(typed: String, gloss: String, meets: Bool) {
        #expect((ActionNoun.verbGloss(forGerund: typed, among: ["a gloss", gloss]) == gloss) == meets)
    }

    /// A stand-in for the object right after the verb is said only of a verb that takes one: "visiting someone" for "to
    /// visit" when the word is no intransitive verb, never otherwise.
    @Test func aGerundsObjectStandInFollowsOnlyAVerbThatTakesOne() {
        #expect(ActionNoun.verbGloss(forGerund: "visiting someone", among: ["to visit"], objectMayFollow: true) == "to visit")
        #expect(ActionNoun.verbGloss(forGerund: "visiting someone", among: ["to visit"], objectMayFollow: false) == nil)
    }
}

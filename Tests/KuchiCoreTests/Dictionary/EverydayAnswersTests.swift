import KuchiCore
import Testing

/// The answer key: the everyday English a learner types for a word that no gloss says is right for that word
/// (its written form with its reading), with the spelling rules every meaning gets, and lends nothing further.
@Suite("The answer key's everyday answers")
struct EverydayAnswersTests {
    private let dictionary = WordDictionary(entries: [
        DictionaryEntry(form: "やっぱり", reading: "やっぱり", glosses: ["as expected", "also"]),
        DictionaryEntry(form: "盗む", reading: "ぬすむ", glosses: ["to steal"]),
        DictionaryEntry(form: "上手", reading: "じょうず", glosses: ["skillful"]),
        DictionaryEntry(form: "上手", reading: "うわて", glosses: ["upper part"]),
        DictionaryEntry(form: "うるさい", reading: "うるさい", glosses: ["noisy"]),
        DictionaryEntry(form: "育てる", reading: "そだてる", glosses: ["to raise"]),
    ], synonyms: ["lots": ["heaps"], "to nick": ["to notch"]], everyday: [
        AnswerKeyLine(form: "やっぱり", reading: "やっぱり", answers: ["I knew it", "as I thought"]),
        AnswerKeyLine(form: "盗む", reading: "ぬすむ", answers: ["to nick", "lots"]),
        AnswerKeyLine(form: "上手", reading: "じょうず", answers: ["good at"]),
        AnswerKeyLine(form: "うるさい", reading: "うるさい", answers: ["be quiet"]),
        AnswerKeyLine(form: "育てる", reading: "そだてる", answers: ["to grow"]),
        AnswerKeyLine(form: "お菓子", reading: "おかし", answers: ["snack", "the paper"]),
        AnswerKeyLine(form: "緊張", reading: "きんちょう", answers: ["nerves", "hard-pressed", "short"]),
        AnswerKeyLine(form: "男", reading: "おとこ", answers: ["man", "guy"]),
        AnswerKeyLine(form: "子供", reading: "こども", answers: ["kid", "child"]),
        AnswerKeyLine(form: "歯", reading: "は", answers: ["tooth"]),
        AnswerKeyLine(form: "人", reading: "ひと", answers: ["person"]),
        AnswerKeyLine(form: "皆", reading: "みんな", answers: ["men"]),
        AnswerKeyLine(form: "二つ", reading: "ふたつ", answers: ["two things", "2 pieces"]),
        AnswerKeyLine(form: "百", reading: "ひゃく", answers: ["a hundred"]),
        AnswerKeyLine(form: "一生懸命", reading: "いっしょうけんめい", answers: ["as hard as possible"]),
    ])

    private func verdict(_ typed: String, _ word: Word) -> Verdict? {
        let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(typed, for: challenge, dictionary: dictionary) else { return nil }
        return verdict
    }

    private func accepts(_ typed: String, _ word: Word) -> Bool { verdict(typed, word)?.judgement.isCorrect == true }

    @Test func aKeyAnswerIsRightWithTheSpellingRulesOfEveryMeaning() throws {
        let yappari = Word(id: 1, text: "やっぱり", reading: "やっぱり", meanings: ["as expected"])
        let steal = Word(id: 2, text: "盗む", reading: "ぬすむ", meanings: ["to steal"])
        #expect(accepts("I knew it", yappari))
        #expect(accepts("i knew it!", yappari), "case and a closing mark set aside")
        #expect(accepts("As I thought", yappari))
        #expect(accepts("nick", steal), "a verb's \"to\" may be left out")
        #expect(accepts("to nick", steal))
        #expect(!accepts("I knew", yappari), "a part of a key answer is none")
        let shown = try #require(verdict("I knew it", yappari))
        #expect(shown.judgement == .normalised)
        #expect(shown.expected == "as expected", "the word's own meaning is shown, not the typed wording")
    }

    @Test func aKeyAnswerIsOnlyItsOwnWordsAndReadings() {
        let skillful = Word(id: 3, text: "上手", reading: "じょうず", meanings: ["skillful"])
        let upper = Word(id: 4, text: "上手", reading: "うわて", meanings: ["upper part"])
        let yappari = Word(id: 1, text: "やっぱり", reading: "やっぱり", meanings: ["as expected"])
        #expect(accepts("good at", skillful))
        #expect(!accepts("good at", upper), "another reading of the form is another word")
        #expect(!accepts("good at", yappari))
        #expect(!accepts("I knew it", skillful))
    }

    @Test func aKeyAnswerLendsNoSynonymsAndForgivesNoTypos() {
        let steal = Word(id: 2, text: "盗む", reading: "ぬすむ", meanings: ["to steal"])
        #expect(accepts("lots", steal))
        #expect(!accepts("heaps", steal), "the thesaurus's synonyms of a key answer are not lent")
        #expect(!accepts("to notch", steal))
        #expect(!accepts("to nik", steal), "a key answer mistyped is not forgiven")
    }

    @Test func aKeyAnswerIsMetWordForWordNotByAShorterOrWiderShape() {
        let noisy = Word(id: 5, text: "うるさい", reading: "うるさい", meanings: ["noisy"])
        let raise = Word(id: 6, text: "育てる", reading: "そだてる", meanings: ["to raise"])
        #expect(accepts("be quiet", noisy))
        #expect(accepts("Be quiet!", noisy))
        #expect(!accepts("quiet", noisy), "\"be quiet\" without its \"be\" is the opposite of noisy")
        #expect(!accepts("to stay quiet", noisy), "no variant of a key answer counts")
        #expect(accepts("grow", raise))
        #expect(!accepts("to grow up", raise), "a particle added makes another verb")
    }

    @Test func aKeyAnswersArticleSpacingAndPluralAreWeighedAsALearnerTypesThem() {
        let snack = Word(id: 7, text: "お菓子", reading: "おかし", meanings: ["sweets"])
        let nerves = Word(id: 8, text: "緊張", reading: "きんちょう", meanings: ["tension"])
        #expect(accepts("snacks", snack), "a plural typed for a singular answer")
        #expect(accepts("a snack", snack), "an article typed before an answer without one")
        #expect(!accepts("paper", snack), "an answer's own article is not left out")
        #expect(accepts("the paper", snack))
        #expect(!accepts("nerve", nerves), "a singular typed for a plural answer is another word")
        #expect(accepts("hard pressed", nerves) && accepts("hardpressed", nerves), "spaces and hyphens set aside")
        #expect(!accepts("shorts", nerves), "a plural that is a word of its own is no plural of the answer")
    }

    @Test func anIrregularPluralIsTakenWhereARegularOneWouldBe() {
        let man = Word(id: 9, text: "男", reading: "おとこ", meanings: ["male"])
        let child = Word(id: 10, text: "子供", reading: "こども", meanings: ["young one"])
        let tooth = Word(id: 11, text: "歯", reading: "は", meanings: ["dental"])
        let person = Word(id: 12, text: "人", reading: "ひと", meanings: ["human being"])
        let everyone = Word(id: 13, text: "皆", reading: "みんな", meanings: ["all"])
        #expect(accepts("men", man) && accepts("guys", man))
        #expect(accepts("children", child) && accepts("kids", child))
        #expect(accepts("teeth", tooth))
        #expect(accepts("people", person) && accepts("persons", person))
        #expect(!accepts("man", everyone), "a singular typed for a plural answer is another word")
        #expect(!accepts("mens", everyone))
    }

    @Test func aKeyAnswersNumberIsRightAsDigitsOrWords() {
        let two = Word(id: 14, text: "二つ", reading: "ふたつ", meanings: ["pair"])
        let hundred = Word(id: 15, text: "百", reading: "ひゃく", meanings: ["century"])
        #expect(accepts("2 things", two) && accepts("two pieces", two), "a number as digits or words")
        #expect(accepts("100", hundred) && accepts("one hundred", hundred) && accepts("a hundred", hundred))
        #expect(!accepts("3 things", two), "another number is another answer")
    }

    @Test func aKeyAnswerAsPossibleIsMetAsYouCan() {
        let hard = Word(id: 17, text: "一生懸命", reading: "いっしょうけんめい", meanings: ["with utmost effort"])
        #expect(accepts("as hard as you can", hard) && accepts("as hard as I can", hard))
        #expect(!accepts("as hard as you like", hard))
    }

    @Test func aRefusedSynonymIsWrongByEveryPathThatWouldLendIt() {
        let stairs = Word(id: 16, text: "階段", reading: "かいだん", meanings: ["stairs"])
        let refusing = WordDictionary(entries: [DictionaryEntry(form: "階段", reading: "かいだん", glosses: ["stairs", "stairway"])],
                                      refusedSynonyms: [AnswerKeyLine(form: "階段", reading: "かいだん", answers: ["stars", "way"])])
        func accepts(_ typed: String) -> Bool {
            let challenge = Challenge(word: stairs, kind: .meaning, choices: [], correctIndex: 0)
            guard case let .answer(verdict) = AnswerJudge.judge(typed, for: challenge, dictionary: refusing) else { return false }
            return verdict.judgement.isCorrect
        }
        #expect(!accepts("stars"), "no typo of the deck's \"stairs\" when the key refuses it")
        #expect(accepts("stiars"), "a typo the key does not refuse is forgiven")
        #expect(accepts("stairway"))
    }
}

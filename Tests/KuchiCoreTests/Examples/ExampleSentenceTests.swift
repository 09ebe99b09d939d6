import Foundation
import Testing
@testable import KuchiCore

/// Example sentences: the word marked in its sentence, the bundled ones found by word, and a session that
/// never shows a sentence giving a question's answer away.
@Suite("Example sentences")
struct ExampleSentenceTests {
    private let eat = Word(id: 1, text: "食べる", reading: "たべる", meanings: ["to eat"])

    @Test func theWordIsMarkedWhereTheSentenceWritesItEvenConjugated() {
        let plain = WordExample(japanese: "猫が好きです。").marked(Word(id: 1, text: "猫", reading: "ねこ", meanings: ["cat"]))
        #expect(plain == MarkedSentence(before: "", word: "猫", after: "が好きです。"))
        #expect(WordExample(japanese: "毎日パンを食べました。").marked(eat) == MarkedSentence(before: "毎日パンを", word: "食べ", after: "ました。"))
        let study = Word(id: 2, text: "勉強する", reading: "べんきょうする", meanings: ["to study"])
        #expect(WordExample(japanese: "一緒に勉強しましょう。").marked(study).word == "勉強")
        let inKana = WordExample(japanese: "ねこがいる。").marked(Word(id: 3, text: "猫", reading: "ねこ", meanings: ["cat"]))
        #expect(inKana.word == "ねこ", "a word written in kana is found by its reading")
        let missing = WordExample(japanese: "犬がいる。").marked(eat)
        #expect(missing.word.isEmpty && missing.text == "犬がいる。")
    }

    @Test func anEnglishSentenceGivesTheAnswerAwayWhenItHoldsAnAcceptedMeaning() {
        func givesAway(_ english: String, _ meanings: [String]) -> Bool {
            WordExample(japanese: "x", english: english).englishGivesAway(meanings)
        }
        #expect(givesAway("The cat is asleep.", ["cat"]))
        #expect(givesAway("Cats like fish.", ["cat"]), "a plural too")
        #expect(givesAway("I eat bread every day.", ["to eat"]), "without its leading to")
        #expect(givesAway("Look at the post office!", ["post office"]))
        #expect(!givesAway("I read the catalog.", ["cat"]), "a whole word only")
        #expect(!givesAway("I ate bread.", ["to eat"]))
        #expect(givesAway("He is a fast runner.", ["to run"]), "走る's sentence: runner is run's own word")
        #expect(givesAway("She was running late.", ["to run"]) && givesAway("We baked bread.", ["to bake"]))
        #expect(givesAway("The babies slept.", ["baby"]) && givesAway("He stopped.", ["to stop"]))
        #expect(givesAway("Please wait at the bus stops.", ["bus stop"]), "a phrase's last word inflected")
        #expect(!givesAway("She sat on a carpet.", ["car"]) && !givesAway("Play this card.", ["car"]) && !givesAway("She cares.", ["car"]),
                "never by a word's start alone, nor by an ending the word does not take")
        #expect(!WordExample(japanese: "猫だ。").englishGivesAway(["cat"]), "no translation gives nothing away")
    }

    @Test func bundledSentencesAreFoundByWordAndReadingAndTheBanksOwnComesFirst() {
        let bundled = ExampleSentences([
            (text: "食べる", reading: "たべる", example: WordExample(japanese: "パンを食べる。", english: "I eat bread.")),
            (text: "食べる", reading: "たべる", example: WordExample(japanese: "魚を食べた。", english: "I ate fish.")),
            (text: "食べる", reading: "くらべる", example: WordExample(japanese: "別の語。", english: "Another word.")),
            (text: "水", reading: "みず", example: WordExample(japanese: "水を飲む。", english: "")),
        ])
        #expect(bundled.examples(for: eat).map(\.japanese) == ["パンを食べる。", "魚を食べた。"])
        #expect(bundled.examples(for: Word(id: 2, text: "水", reading: "みず", meanings: ["water"])).first?.english == nil)
        #expect(bundled.examples(for: Word(id: 3, text: "猫", reading: "ねこ", meanings: ["cat"])).isEmpty)
        var own = eat
        own.example = WordExample(japanese: "もう食べた？")
        #expect(bundled.example(for: own)?.japanese == "もう食べた？")
        #expect(ExampleSentences.empty.example(for: eat) == nil)
    }

    // MARK: - In a session

    private func session(_ mode: AnswerMode, english: String = "The cat is asleep.") throws -> ChallengesViewModel {
        let bank = InMemoryWordBank.sample()
        var environment = EnvironmentValues()
        environment.questionsPerSession = 1
        environment.answerMode = mode
        environment.exampleSentences = ExampleSentences(bank.words.map { word in
            (text: word.text, reading: word.reading,
             example: WordExample(japanese: "あそこに\(word.text)がいる。", english: english.replacingOccurrences(of: "cat", with: word.primaryMeaning)))
        })
        let viewModel = ChallengesViewModel(bank: bank, profileID: 7, environment: environment, seed: 3,
                                            now: { Date(timeIntervalSince1970: 1_000) })
        try viewModel.start()
        return viewModel
    }

    private func shownExample(_ viewModel: ChallengesViewModel) -> ShownExample? {
        if case let .example(shown)? = viewModel.feedback { return shown }
        return nil
    }

    @Test func atAMeaningQuestionExampleLeavesOutAnEnglishThatNamesTheAnswer() throws {
        let viewModel = try session(.meaning)
        let word = try #require(viewModel.challenge).word
        try viewModel.submit(":example")
        let shown = try #require(shownExample(viewModel))
        #expect(shown.japaneseText == "あそこに\(word.text)がいる。" && shown.japanese?.word == word.text)
        #expect(shown.english == nil, "“The \(word.primaryMeaning) is asleep.” would answer the question")
        #expect(viewModel.challenge?.word == word && viewModel.score.wrong == 0, "it does not move on nor count")
        // After a wrong answer the question stays: the sentence shown still keeps the answer back.
        try viewModel.submit("nothing like it")
        guard case let .outcome(outcome)? = viewModel.feedback else { Issue.record("no outcome"); return }
        #expect(viewModel.example(after: outcome)?.english == nil && viewModel.example(after: outcome)?.japanese != nil)
    }

    @Test(arguments: [AnswerMode.meaning, .reading, .word])
    func theEnglishIsHeldBackWithTheAnswerAndComesWithIt(mode: AnswerMode) throws {
        // The English names no accepted meaning, but says the meaning in other words (退屈 “boring”: “Are you bored?”).
        let viewModel = try session(mode, english: "Are you bored?")
        try viewModel.submit(mode == .meaning ? "qqqq" : "ぬぬぬ")
        guard case let .outcome(first)? = viewModel.feedback else { Issue.record("no outcome"); return }
        #expect(viewModel.withholdsAnswer)
        let heldBack = try #require(viewModel.example(after: first), "the Japanese is still shown")
        #expect(heldBack.english == nil && heldBack.japanese != nil)
        try viewModel.submit(mode == .meaning ? "qqqz" : "ぬぬぬぬ")
        guard case let .outcome(second)? = viewModel.feedback else { Issue.record("no outcome"); return }
        #expect(!viewModel.withholdsAnswer)
        #expect(viewModel.example(after: second)?.english == "Are you bored?", "the answer is shown now, and the English with it")
    }

    @Test func anEnglishHoldingADictionaryGlossTheJudgeAcceptsIsLeftOutToo() throws {
        let small = Word(id: 7, text: "小さい", reading: "ちいさい", meanings: ["little"])
        let dictionary = WordDictionary(entries: [DictionaryEntry(form: "小さい", reading: "ちいさい", glosses: ["small", "little", "tiny"])])
        let question = Challenge(word: small, kind: .meaning, choices: [], correctIndex: 0)
        let giving = WordExample(japanese: "この本は小さい。", english: "This book is small.")
        #expect(ShownExample(giving, during: question, dictionary: dictionary)?.english == nil,
                "“small” is right for 小さい though its deck says “little”")
        #expect(ShownExample(giving, during: question)?.english == "This book is small.", "without the dictionary, nothing to hide")
        let other = WordExample(japanese: "小さい犬がいる。", english: "There is a dog.")
        #expect(ShownExample(other, during: question, dictionary: dictionary)?.english == "There is a dog.")
        let choice = Challenge(word: small, kind: .choice, choices: ["big", "little", "red", "new"], correctIndex: 1)
        let numbered = WordExample(japanese: "小さい猫が2匹いる。", english: "There are 2 cats.")
        #expect(ShownExample(numbered, during: choice, dictionary: dictionary)?.english == "There are 2 cats.",
                "a number in the sentence is not taken for the right choice's number")
    }

    @Test func anEnglishThatDoesNotNameTheAnswerIsShownWithTheJapanese() throws {
        let viewModel = try session(.meaning, english: "Look over there.")
        try viewModel.submit(":example")
        #expect(shownExample(viewModel)?.english == "Look over there.")
    }

    @Test func atAWordQuestionTheWordIsBlankedInItsSentence() throws {
        let viewModel = try session(.word)
        let word = try #require(viewModel.challenge).word
        try viewModel.submit(":example")
        let shown = try #require(shownExample(viewModel))
        #expect(shown.hidesWord && shown.japaneseText == "あそこに＿＿がいる。")
        #expect(!(shown.japaneseText ?? "").contains(word.text))
        #expect(shown.jsonValue.compact.contains(#""parts":null"#), "JSON does not carry the hidden word either")
    }

    @Test func onceTheSessionIsOverExampleShowsTheLastWordsSentenceWhole() throws {
        let viewModel = try session(.meaning)
        let challenge = try #require(viewModel.challenge)
        try viewModel.submit(challenge.word.primaryMeaning)
        #expect(viewModel.isFinished)
        try viewModel.submit(":example")
        #expect(shownExample(viewModel)?.english == "The \(challenge.word.primaryMeaning) is asleep.")
    }

    @Test func aWordWithoutASentenceSaysSo() throws {
        let viewModel = ChallengesViewModel(bank: InMemoryWordBank.sample(), profileID: 7, environment: EnvironmentValues(), seed: 3)
        try viewModel.start()
        try viewModel.submit(":example")
        #expect(viewModel.lastError == .noExample)
        #expect(SessionCommand.parse(":example") == .example && SessionCommand.names.contains(":example"))
    }
}

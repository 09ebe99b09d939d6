import Foundation
import Testing
import KuchiCore
import KuchiREPL
import KuchiStore
import KuchiTerminal

/// A REPL on an in-memory bank, fed a script, with its whole output captured.
private final class Harness {
    let bank: KuchiDatabase
    let viewModel: ChallengesViewModel
    private(set) var output = ""
    private var console: Console!

    init(words: [WordEntry], questions: Int = 3, seed: UInt64 = 1, mode: AnswerMode = .choice,
         examples: ExampleSentences = .empty) throws {
        bank = try KuchiDatabase.inMemory(seedWords: words)
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.exampleSentences = examples
        environment.questionsPerSession = questions
        environment.answerMode = mode
        viewModel = ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: seed,
                                        now: { Date(timeIntervalSince1970: 0) })
        console = Console(style: .plain) { [unowned self] in self.output += $0 }
    }

    /// Runs the REPL over `lines`; each line may be a closure of the current state, to answer right or wrong.
    func run(_ script: [(ChallengesViewModel) -> String]) throws {
        let reader = DynamicReader(script: script, viewModel: viewModel, console: console)
        try PracticeREPL(viewModel: viewModel, reader: reader, console: console, learnerName: "Tester").run()
    }

    func answers() throws -> Int { try bank.practice.answerCount() }
}

/// Produces each line from the view model's state at the moment it is read.
private final class DynamicReader: LineReader {
    private var script: [(ChallengesViewModel) -> String]
    private let viewModel: ChallengesViewModel
    private let console: Console

    init(script: [(ChallengesViewModel) -> String], viewModel: ChallengesViewModel, console: Console) {
        self.script = script
        self.viewModel = viewModel
        self.console = console
    }

    func readLine(prompt: String) -> String? {
        console.write(prompt)
        guard !script.isEmpty else { console.line(); return nil }
        let line = script.removeFirst()(viewModel)
        console.line(line)
        return line
    }
}

private func right(_ vm: ChallengesViewModel) -> String { String((vm.challenge?.correctIndex ?? 0) + 1) }
private func wrong(_ vm: ChallengesViewModel) -> String {
    guard let challenge = vm.challenge else { return "1" }
    return String((challenge.correctIndex + 1) % challenge.choices.count + 1)
}
private func typed(_ text: String) -> (ChallengesViewModel) -> String { { _ in text } }
/// The right answer for any kind of challenge, typed as a learner would (romaji for Japanese).
/// With no challenge (the session is over), "n" declines to play again.
private func typedRight(_ vm: ChallengesViewModel) -> String {
    guard let challenge = vm.challenge else { return "n" }
    switch challenge.kind {
    case .choice: return String(challenge.correctIndex + 1)
    case .meaning: return challenge.word.primaryMeaning
    case .reading, .word: return Romaji.fromKana(challenge.word.reading)
    case .flashcard: return vm.isRevealed ? "3" : ""
    }
}
private func rightMeaning(_ vm: ChallengesViewModel) -> String { vm.challenge?.correctChoice ?? "" }

private let animals = [
    WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"]),
    WordEntry(text: "犬", reading: "いぬ", meanings: ["dog"]),
    WordEntry(text: "鳥", reading: "とり", meanings: ["bird"]),
    WordEntry(text: "魚", reading: "さかな", meanings: ["fish"]),
    WordEntry(text: "馬", reading: "うま", meanings: ["horse"]),
]

@Suite("The REPL with scripted input")
struct ScriptedSessionTests {
    @Test func aVeryLongMeaningIsShownCutNotWhole() throws {
        let long = "a long meaning " + String(repeating: "x", count: 5_000)
        let harness = try Harness(words: [WordEntry(text: "鯨", reading: "くじら", meanings: [long])] + animals, questions: 5, seed: 3)
        try harness.run([right, right, right, right, right, typed("n")])
        let output = harness.output
        #expect(output.contains("a long meaning xxx"), "the meaning was asked or given as a choice")
        #expect(!output.contains(long), "never shown whole")
        #expect(output.contains(String(long.prefix(199)) + "…"))
        #expect(output.split(separator: "\n").allSatisfy { $0.count < 300 }, "no line floods the screen")
        let name = try #require(WordName("鯨"))
        #expect(try harness.bank.practice.words(named: name).first?.meanings == [long], "the bank keeps it whole")
    }

    @Test func aWholeSessionRunsToTheSummary() throws {
        let harness = try Harness(words: animals, questions: 3)
        try harness.run([right, wrong, right, right, rightMeaning, typed("n")])
        let output = harness.output
        #expect(output.contains("Question 1 of 3\n"))
        // The question after a miss keeps its number (it counts right answers) and says why.
        #expect(output.contains("Question 2 of 3\n"))
        #expect(output.contains("Question 2 of 3 · 1 wrong try this session\n"), "the session's count, not the new word's")
        #expect(output.contains("Question 3 of 3 · 1 wrong try this session\n"))
        #expect(!output.contains("Question 4 of 3"))
        #expect(output.components(separatedBy: "✓ Correct!").count - 1 == 3)
        #expect(output.components(separatedBy: "✗ Not quite:").count - 1 == 1)
        #expect(output.contains("Try again.  Score: 1/3"))
        #expect(output.contains("✓ That's it."))
        #expect(output.contains("Missed once, so not scored: it comes back later.  Score: 1/3"))
        #expect(output.contains("Score: 3/3"))
        #expect(output.contains("Congratulations, Tester! Session complete."))
        #expect(output.contains("Correct:     3/3"))
        #expect(output.contains("Wrong tries: 1"))
        #expect(output.contains("Accuracy:    75%"))
        #expect(output.contains("Play again? [Y/n] n"))
        #expect(output.hasSuffix("See you next time, Tester!\n"))
        #expect(try harness.answers() == 5)
    }

    @Test func eachQuestionShowsTheWordItsReadingRomajiAndFourNumberedChoices() throws {
        let harness = try Harness(words: animals, questions: 1)
        try harness.run([])
        let lines = harness.output.split(separator: "\n").map(String.init)
        let heading = try #require(lines.first { $0.contains("(") && $0.hasPrefix("  ") && !$0.hasPrefix("    ") })
        #expect(heading.range(of: #"^  \S+  \S+  \(\w+\)$"#, options: .regularExpression) != nil)
        let choices = lines.filter { $0.range(of: #"^    [1-4]\) \w+"#, options: .regularExpression) != nil }
        #expect(choices.count == 4)
    }

    @Test func playingAgainStartsANewSessionWithTheNewSetting() throws {
        let harness = try Harness(words: animals, questions: 1)
        try harness.run([typed(":set questions 2"), typed(":set mode meaning"), typed(":set mode choice"), right, typed("y"), right, right, typed("no")])
        let output = harness.output
        // Each change names the command that keeps it, with the setting's key in the config file.
        #expect(output.contains("questions = 2: this applies from the next session on, until you quit "
                                + "(to keep it: kuchi config set questions_per_session 2)."), "\(output)")
        #expect(output.contains("mode = meaning: this applies from the next session on, until you quit "
                                + "(to keep it: kuchi config set answer_mode meaning)."), "\(output)")
        #expect(output.contains("Question 1 of 1"))
        #expect(output.contains("Question 2 of 2"))
        #expect(output.contains("Score: 2/2"))
        #expect(try harness.answers() == 3)
    }

    @Test func commandsHelpScoreSkipAndSettings() throws {
        let harness = try Harness(words: animals, questions: 2)
        try harness.run([typed(":help"), typed(":score"), typed(":skip"), typed(":set"), typed(":set questions 0"),
                         typed(":set colour red"), typed(":frobnicate"), typed("quit"), typed(":quit")])
        let output = harness.output
        #expect(output.contains(":skip") && output.contains("show another word"))
        #expect(!output.contains(":known"), "random practice has no lessons, so :help does not offer :known")
        #expect(output.contains("Score: 0/2  wrong tries: 0"))
        // Giving up still teaches: the word skipped is shown with its meaning.
        #expect(output.range(of: #"Skipped: \S+ \(\S+\) means “\w+”\."#, options: .regularExpression) != nil, "\(output)")
        #expect(output.contains("questions = 2"))
        #expect(output.contains(":set: questions must be a whole number from 1 to 100, not \"0\"."))
        #expect(output.contains("Unknown setting “colour”."))
        #expect(output.contains("Unknown command :frobnicate. Type :help for the list."))
        #expect(output.contains("Commands start with a colon: type :quit."))
        #expect(output.contains("Session ended early: every answer so far is saved."))
        #expect(try harness.answers() == 0)
    }

    @Test func endOfInputEndsTheSessionKeepingTheAnswers() throws {
        let harness = try Harness(words: animals, questions: 5)
        try harness.run([right, wrong])
        #expect(harness.output.contains("Session ended early"))
        #expect(harness.output.contains("Correct:     1/5"))
        #expect(try harness.answers() == 2)
        #expect(try harness.bank.practice.session(id: 1)?.status == .endedEarly)
    }

    @Test func anOutOfRangeNumberIsExplainedAndNotRecorded() throws {
        let harness = try Harness(words: animals)
        try harness.run([typed("7"), typed(":quit")])
        #expect(harness.output.contains("Choose a number from 1 to 4, or type the meaning."))
        #expect(try harness.answers() == 0)
    }

    @Test func aWordContainingEscapeSequencesIsNeutralised() throws {
        let hostile = [
            WordEntry(text: "猫\u{1B}]0;pwned\u{07}", reading: "ねこ", meanings: ["cat\u{1B}[2J"]),
            WordEntry(text: "犬\u{9B}31m", reading: "いぬ", meanings: ["dog\u{202E}god"]),
            WordEntry(text: "鳥", reading: "とり\u{1B}]52;c;ZXZpbA==\u{07}", meanings: ["bird"]),
        ]
        let harness = try Harness(words: hostile, questions: 3)
        try harness.run([right, right, right, typed("n")])
        let scalars = harness.output.unicodeScalars
        #expect(!scalars.contains { $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value) })
        #expect(!scalars.contains { $0.value == 0x202E })
        #expect(harness.output.contains("␛]0;pwned␇"))
        #expect(harness.output.contains("<U+202E>"))
        #expect(harness.output.contains("<U+009B>"))
    }

    @Test(arguments: [AnswerMode.meaning, .reading, .word, .mixed])
    func everyTypedModeRunsEndToEnd(mode: AnswerMode) throws {
        let harness = try Harness(words: animals + [WordEntry(text: "ねこ", reading: "ねこ", meanings: ["kitty"])], questions: 2, mode: mode)
        // A missed word is not scored when retyped: one more right answer than the questions.
        try harness.run([typed("zzz"), typed(":hint"), typedRight, typedRight, typedRight, typedRight])
        let output = harness.output
        #expect(output.contains("Hint: it starts with"))
        #expect(output.contains("Congratulations, Tester! Session complete."))
        #expect(output.contains("Score: 2/2"))
        #expect(try harness.answers() >= 2)
        switch mode {
        case .meaning:
            #expect(output.contains("Type its meaning in English."))
            #expect(output.contains("✗ Not quite. Try again (:hint for a start, :skip to see the answer)."))
            #expect(!output.contains("accepted answers:"))
        case .reading:
            #expect(output.contains("Type its reading, in kana or romaji."))
            #expect(output.contains(" → "))
            #expect(output.contains("does not read as kana"))
        case .word:
            #expect(output.contains("Type the Japanese word, in kana or romaji."))
            #expect(output.contains(" → "))
        case .choice, .mixed, .flashcard:
            break
        }
    }

    @Test func aWrongMeaningIsNotGivenAwayUntilTheRetryIsWrongToo() throws {
        let harness = try Harness(words: animals, questions: 1, mode: .meaning)
        try harness.run([typed("qqqq"), typed(":hint"), typed("qqqz"), typedRight, typedRight, typed("n")])
        let output = harness.output
        let first = try #require(output.range(of: "> qqqq\n✗ Not quite. Try again (:hint for a start, :skip to see the answer).  Score: 0/1\n"))
        let shown = try #require(output.range(of: "✗ Not quite: accepted answers: "))
        #expect(first.upperBound <= shown.lowerBound)
        #expect(output.contains("Hint: it starts with"))
        #expect(output.contains(". Type one to go on.  Score: 0/1\n"))
        #expect(output.components(separatedBy: "accepted answers:").count - 1 == 1)
        #expect(output.contains("✓ That's it."))
        #expect(try harness.answers() == 4)
    }

    @Test func theExamplesEnglishWaitsUntilTheAnswerIsShown() throws {
        // “Nobody here is bored.” names none of the accepted meanings, yet says what 退屈 means.
        let bored = ExampleSentences(animals.map { (text: $0.text, reading: $0.reading,
                                                    example: WordExample(japanese: "誰も\($0.text)がない。", english: "Nobody here is bored.")) })
        let harness = try Harness(words: animals, questions: 1, mode: .meaning, examples: bored)
        try harness.run([typed("qqqq"), typed("qqqz"), typedRight, typedRight, typed("n")])
        let output = harness.output
        let first = try #require(output.range(of: "> qqqq\n✗ Not quite. Try again"))
        let retry = try #require(output.range(of: "> qqqz\n"))
        let heldBack = output[first.upperBound..<retry.lowerBound]
        #expect(heldBack.contains("がない。"), "the Japanese is shown at once: \(heldBack)")
        #expect(!heldBack.contains("Nobody here is bored."), "\(heldBack)")
        #expect(output[retry.upperBound...].contains("Nobody here is bored."), "the English comes with the answer: \(output)")
    }

    @Test func theReadingTypedForAMeaningIsPointedOutNotCounted() throws {
        let harness = try Harness(words: [WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"])], questions: 1, mode: .meaning)
        try harness.run([typed("neko"), typed("cat"), typed("n")])
        #expect(harness.output.contains("neko → ねこ\n“neko” answers another question: this one asks for its meaning, in English. Not counted; try again."))
        #expect(harness.output.contains("✓ Correct! 猫 means “cat”."))
        #expect(try harness.answers() == 1)
    }

    @Test func aForgivenTypoShowsTheRightSpelling() throws {
        let harness = try Harness(words: [WordEntry(text: "傘", reading: "かさ", meanings: ["umbrella"])], questions: 1, mode: .meaning)
        try harness.run([typed("umbrela"), typed("n")])
        #expect(harness.output.contains("✓ Correct! (typo forgiven) 傘 means “umbrella”."))
    }
}

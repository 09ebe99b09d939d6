import Testing
import KuchiCore
import KuchiREPL
import KuchiTerminal

/// Example sentences on a terminal: the word in bold with colour, plain without, control characters shown.
@Suite("Example sentences on a terminal")
struct ExampleTextTests {
    private let eat = Word(id: 1, text: "食べる", reading: "たべる", meanings: ["to eat"])

    @Test func theWordIsBoldOnATerminalAndPlainWithoutColour() {
        let shown = ShownExample(WordExample(japanese: "パンを食べた。", english: "I ate bread."), of: eat)
        #expect(ExampleText.line(shown, style: TextStyle(usesColor: true))
                == "例 パンを\u{1B}[1m食べ\u{1B}[0mた。  \u{1B}[2m“I ate bread.”\u{1B}[0m")
        #expect(ExampleText.line(shown, style: .plain) == "例 パンを食べた。  “I ate bread.”")
    }

    @Test func controlSequencesInASentenceAreShownNotRun() {
        let shown = ShownExample(WordExample(japanese: "\u{1B}[2J食べる\n", english: "x\u{1B}]0;title\u{07}"), of: eat)
        let line = ExampleText.line(shown, style: .plain)
        #expect(!line.contains("\u{1B}") && !line.contains("\n") && !line.contains("\u{07}"))
        #expect(line.hasPrefix("例 ␛[2J食べる␊"))
    }

    @Test func aLessonShowsItsSentenceWithTheWordMarked() {
        var lesson = Lesson(word: eat)
        #expect(!LessonView(lesson: lesson).render(style: .plain).contains("例"), "no sentence, no line")
        lesson.example = WordExample(japanese: "魚を食べます。", english: "I eat fish.")
        let text = LessonView(lesson: lesson).render(style: TextStyle(usesColor: true))
        #expect(text.contains("  例 魚を\u{1B}[1m食べ\u{1B}[0mます。"))
        #expect(LessonView(lesson: lesson).render(style: .plain).contains("  例 魚を食べます。  “I eat fish.”"))
    }

    @Test func aHiddenWordIsABlankAndAMissingTranslationNoQuotes() throws {
        let challenge = Challenge(word: eat, kind: .word, choices: [], correctIndex: 0)
        let shown = try #require(ShownExample(WordExample(japanese: "魚を食べます。"), during: challenge))
        #expect(ExampleText.line(shown, style: .plain) == "例 魚を＿＿ます。")
    }
}

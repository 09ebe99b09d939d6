import Testing
import KuchiCore
import KuchiREPL
import KuchiTerminal

@Suite("Terminal text")
struct TerminalTextTests {
    @Test func controlCharactersAreMadeVisible() {
        #expect(SafeText.visible("a\u{1B}[31mb") == "a␛[31mb")
        #expect(SafeText.visible("x\u{7F}y") == "x␡y")
        #expect(SafeText.visible("\u{9B}2J") == "<U+009B>2J")
        #expect(SafeText.visible("abc\u{2066}def\u{2069}") == "abc<U+2066>def<U+2069>")
        #expect(SafeText.visible("tab\tand\nnewline") == "tab\tand\nnewline")
        #expect(SafeText.singleLine("two\nlines") == "two␊lines")
        #expect(SafeText.visible("猫 ねこ ｶﾀｶﾅ") == "猫 ねこ ｶﾀｶﾅ")
    }

    @Test func longLinesBreakAtSpacesIndentedAsTheyWereAndColoursTakeNoColumns() {
        let feedback = "✗ Not quite: 各 does not mean “each”. Try again.  Score: 1/5"
        #expect(SoftWrap.text(feedback, width: 40) == "✗ Not quite: 各 does not mean “each”.\nTry again.  Score: 1/5")
        // Indented lines go on indented; a line that fits, and a narrow window, are left as they are.
        #expect(SoftWrap.text("  wonder; miracle; marvel; mystery\nok\n", width: 24) == "  wonder; miracle;\n  marvel; mystery\nok\n")
        #expect(SoftWrap.text("short line\n", width: 40) == "short line\n")
        #expect(SoftWrap.text("a b c d e f g h i j k l m n o p", width: 10) == "a b c d e f g h i j k l m n o p")
        // Colour codes are not counted: this line of 22 visible columns fits in 24.
        let coloured = TextStyle(usesColor: true).success("✓ Correct!") + "  Score: 2/5"
        #expect(SoftWrap.text(coloured, width: 24) == coloured)
        // A word wider than the window stays whole; Japanese takes two columns a character.
        #expect(SoftWrap.text("猫猫猫猫猫猫猫猫猫猫猫 cat and dog", width: 20) == "猫猫猫猫猫猫猫猫猫猫猫\ncat and dog")
        // The console breaks lines only when it knows the window's width.
        var written = ""
        Console(style: .plain, columns: { 20 }) { written += $0 }.line("one two three four five six")
        Console(style: .plain) { written += $0 }.line("one two three four five six")
        #expect(written == "one two three four\nfive six\none two three four five six\n")
    }

    @Test func colourOnlyOnATerminalAndNeverWithNO_COLOR() {
        #expect(TextStyle.detect(isTerminal: true, environment: [:]).usesColor)
        #expect(!TextStyle.detect(isTerminal: false, environment: [:]).usesColor)
        #expect(!TextStyle.detect(isTerminal: true, environment: ["NO_COLOR": "1"]).usesColor)
        #expect(TextStyle.detect(isTerminal: true, environment: ["NO_COLOR": ""]).usesColor)
        #expect(!TextStyle.detect(isTerminal: true, environment: ["TERM": "dumb"]).usesColor)
        #expect(!TextStyle.detect(isTerminal: true, environment: [:], noColorFlag: true).usesColor)
        #expect(TextStyle.plain.success("ok") == "ok")
        #expect(TextStyle(usesColor: true).success("ok") == "\u{1B}[32mok\u{1B}[0m")
    }

    @Test func tabCompletionOffersCommandsThenSettingNames() {
        #expect(Completion.candidates(lineBeforeWord: "", prefix: ":s") == [":score", ":set", ":skip", ":suspend"])
        #expect(Completion.candidates(lineBeforeWord: "", prefix: ":q") == [":quit"])
        #expect(Completion.candidates(lineBeforeWord: ":set ", prefix: "q") == ["questions"])
        #expect(Completion.candidates(lineBeforeWord: ":skip ", prefix: "") == [])
        #expect(Completion.candidates(lineBeforeWord: "", prefix: "ca") == [])
    }

    @Test func commandsAreParsedWithAliases() {
        #expect(SessionCommand.parse(":q") == .quit)
        #expect(SessionCommand.parse("  :SET questions 7 ") == .set(name: "questions", value: "7"))
        #expect(SessionCommand.parse(":set") == .showSettings)
        #expect(SessionCommand.parse(":nope") == .unknown(":nope"))
        #expect(SessionCommand.parse("2") == nil)
        #expect(SessionCommand.parse("cat") == nil)
    }

    @Test func helpFitsAnEightyColumnTerminalAndBreaksOnlyBetweenWords() {
        let help = HelpView.render(style: .plain)
        let lines = help.split(separator: "\n").map(String.init)
        for line in lines {
            #expect(DisplayWidth.columns(line) <= 80, "\(DisplayWidth.columns(line)) columns: \(line)")
        }
        // Every word of a description is whole on one line: a continuation is indented under the first line.
        #expect(lines.contains { $0.hasPrefix("  :set deck NAME,…  only words of these decks") })
        #expect(lines.contains { $0.hasPrefix(String(repeating: " ", count: 20)) && $0.contains("favorites true") })
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(":hint strike out half the wrong choices; when typing, see the first kana or letter of the answer"))
        #expect(DisplayWidth.columns("猫 ねこ ｶﾀｶﾅ a") == 14 && DisplayWidth.columns("e\u{301}") == 1)
    }

    @Test func quitAtTheNamePromptLeavesAndOtherCommandsAreNotNames() {
        var output = ""
        let console = Console(style: .plain) { output += $0 }
        #expect(NamePrompt.ask(reader: ScriptedLineReader([":help", ":quit"], echoingTo: console), console: console) == nil)
        #expect(output.contains("Type your name first"))
        #expect(output.hasSuffix("See you! No learner was made; run kuchi again to start.\n"), "\(output)")
        #expect(NamePrompt.ask(reader: ScriptedLineReader([":score", "Hanako"], echoingTo: console), console: console) == "Hanako")
        #expect(!output.hasSuffix("run kuchi again to start.\n"), "a name given is no goodbye")
    }

    /// Ctrl-D (the end of input) at the name prompt says goodbye, as :quit does.
    @Test func endOfInputAtTheNamePromptSaysGoodbye() {
        var output = ""
        let console = Console(style: .plain) { output += $0 }
        #expect(NamePrompt.ask(reader: ScriptedLineReader([], echoingTo: console), console: console) == nil)
        #expect(output.hasSuffix("See you! No learner was made; run kuchi again to start.\n"), "\(output)")
    }
}

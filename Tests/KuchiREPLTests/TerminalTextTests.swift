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

    @Test func invisibleCharactersAndLineSeparatorsAreShownSoLookAlikeWordsDiffer() {
        #expect(SafeText.visible("猫\u{200B}") == "猫<U+200B>")
        #expect(SafeText.visible("\u{FEFF}ね\u{AD}こ\u{2060}") == "<U+FEFF>ね<U+00AD>こ<U+2060>")
        #expect(SafeText.visible("seat\u{2028}chair\u{2029}") == "seat<U+2028>chair<U+2029>")
    }

    @Test func anEmojiJoinedByZeroWidthJoinersIsShownWholeAndAStrayJoinerIsNot() {
        #expect(SafeText.visible("family 👨‍👩‍👧, pride 🏳️‍🌈") == "family 👨‍👩‍👧, pride 🏳️‍🌈")
        #expect(SafeText.singleLine("ね\u{200D}こ 👩\u{200D}") == "ね<U+200D>こ 👩<U+200D>")
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

    /// A long result line never leaves "Score:" at the end of one line and "0/5" on the next: the score moves
    /// down whole. Written whole (a pipe), it is the plain text scripts read, with an ordinary space.
    @Test func aScoreIsNeverBrokenFromItsCount() {
        let line = "Missed once, so not scored: it comes back later.  " + ScoreView(correct: 0, target: 5).render(style: .plain)
        var shown = ""
        // 58 columns: room for "Score:" on the first line, not for "Score: 0/5".
        Console(style: .plain, columns: { 58 }) { shown += $0 }.line(line)
        #expect(shown.split(separator: "\n").last == "Score: 0/5", "\(shown)")
        #expect(!shown.unicodeScalars.contains("\u{A0}"))
        var piped = ""
        Console(style: .plain) { piped += $0 }.line(line)
        #expect(piped == "Missed once, so not scored: it comes back later.  Score: 0/5\n")
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

    /// Walk-through 24: Tab offered `:known` in random practice, which has no lessons and refuses it.
    @Test func tabCompletionOffersKnownOnlyWhereLessonsCome() {
        #expect(Completion.candidates(lineBeforeWord: "", prefix: ":k", teachesLessons: true) == [":known"])
        #expect(Completion.candidates(lineBeforeWord: "", prefix: ":k", teachesLessons: false) == [])
        #expect(Completion.candidates(lineBeforeWord: "", prefix: ":", teachesLessons: false).count == SessionCommand.names.count - 1)
    }

    @Test func commandsAreParsedWithAliases() {
        #expect(SessionCommand.parse(":q") == .quit)
        #expect(SessionCommand.parse("  :SET questions 7 ") == .set(name: "questions", value: "7"))
        #expect(SessionCommand.parse(":set") == .showSettings)
        #expect(SessionCommand.parse(":nope") == .unknown(":nope"))
        #expect(SessionCommand.parse("2") == nil)
        #expect(SessionCommand.parse("cat") == nil)
    }

    /// Walk-through 24 (D7): `: hint` said "Unknown command :.".
    @Test func aSpaceAfterTheColonStillNamesTheCommand() {
        #expect(SessionCommand.parse(": hint") == .hint)
        #expect(SessionCommand.parse(" :  set mode reading") == .set(name: "mode", value: "reading"))
        #expect(SessionCommand.parse(": nope") == .unknown(":nope"))
        #expect(SessionCommand.parse(":") == .unknown(":"))
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
        #expect(words.contains(":undo take back the last answer or grade (again for the one before); the card's memory goes back too"))
        #expect(DisplayWidth.columns("猫 ねこ ｶﾀｶﾅ a") == 14 && DisplayWidth.columns("e\u{301}") == 1)
    }

    /// A window wider than 80 columns gets the help at its own width, up to a readable 100 (walk-through 39 found 80
    /// in a 100-column window); a pipe, whose width is unknown, gets 80, and a window never gets more than it has.
    @Test func helpFillsAWideWindowUpToAHundredColumns() {
        let widest = { (columns: Int?) in
            HelpView.render(style: .plain, columns: columns).split(separator: "\n").map { DisplayWidth.columns(String($0)) }.max() ?? 0
        }
        #expect(widest(nil) <= 80 && widest(nil) > 70, "a pipe: \(widest(nil))")
        #expect(widest(100) > 80 && widest(100) <= 100, "a 100-column window: \(widest(100))")
        #expect(widest(90) > 80 && widest(90) <= 90, "a 90-column window: \(widest(90))")
        #expect(HelpView.render(style: .plain, columns: 200) == HelpView.render(style: .plain, columns: 100),
                "a very wide window gets the help at a readable 100 columns")
        #expect(widest(64) <= 64)
    }

    /// `:known` acts at a lesson, which only a review teaching new words has: random practice's help leaves it out.
    @Test func helpOffersKnownOnlyWhereLessonsCome() {
        #expect(HelpView.render(style: .plain, teachesLessons: true).contains(":known"))
        #expect(!HelpView.render(style: .plain, teachesLessons: false).contains(":known"))
    }

    /// A review asks what is due, not a number of questions: its help leaves out `:set questions`, which it ignores
    /// (walk-through 35); random practice's lists it.
    @Test func helpOffersSetQuestionsOnlyOutsideAReview() {
        let review = HelpView.render(style: .plain, review: true)
        #expect(!review.contains(":set questions"), "\(review)")
        #expect(review.contains(":set mode M") && review.contains(":set deck NAME,…"))
        #expect(HelpView.render(style: .plain, review: false).contains(":set questions N"))
    }

    /// In a narrow window each command stands on its own line and its description, wrapped to the window, is
    /// indented under it: no line is wider than the window and no description starts back at the command's column.
    @Test func helpInANarrowWindowPutsEachCommandAboveItsDescription() throws {
        let lines = HelpView.render(style: .plain, columns: 50).split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { DisplayWidth.columns($0) <= 50 }, "\(lines.filter { DisplayWidth.columns($0) > 50 })")
        let hint = try #require(lines.firstIndex(of: "  :hint"), "\(lines)")
        #expect(lines[hint + 1] == "    strike out half the wrong choices", "\(lines)")
        let deck = lines.drop { $0 != "  :set deck NAME,…" }.dropFirst().prefix { $0.hasPrefix("    ") }
        #expect(deck.joined(separator: " ").replacingOccurrences(of: "    ", with: "")
                == "only words of these decks and the decks under them (also level N5,…, tag T,…, favorites true); all for every word")
        #expect(lines.drop { !$0.hasPrefix("  ") }.allSatisfy { $0.hasPrefix("  :") || $0.hasPrefix("    ") || $0.hasPrefix("  1–4") || $0.hasPrefix("  an answer") },
                "\(lines)")
    }

    /// The help lists what applies to the session's mode: choice numbers only where choices are shown (as many
    /// as the session shows), grades at flashcards, and no `:accept` where nothing is typed.
    @Test func helpListsOnlyWhatTheSessionsModeAllows() {
        let meaning = HelpView.render(style: .plain, mode: .meaning)
        #expect(!meaning.contains("number of a choice") && !meaning.contains("wrong choices"), "\(meaning)")
        #expect(meaning.contains("an answer         type a meaning in English") && meaning.contains(":accept"))
        let choice = HelpView.render(style: .plain, mode: .choice, choices: 6)
        #expect(choice.contains("  1–6               answer with the number of a choice"), "\(choice)")
        let reading = HelpView.render(style: .plain, mode: .reading)
        #expect(reading.contains("type the reading in kana or romaji") && reading.contains("see the first kana of the answer"))
        let flashcard = HelpView.render(style: .plain, mode: .flashcard)
        #expect(flashcard.contains("1 Again, 2 Hard, 3 Good, 4 Easy") && !flashcard.contains(":accept") && !flashcard.contains("number of a choice"),
                "\(flashcard)")
    }

    /// A review asks a writing or reading card as typed whatever the mode: the help follows the question on screen.
    @Test func helpFollowsTheQuestionOnScreenWhenItIsNotTheModes() {
        let writing = HelpView.render(style: .plain, mode: .choice, asking: .word)
        #expect(writing.contains("type the Japanese word in kana or romaji") && !writing.contains("number of a choice"), "\(writing)")
        #expect(writing.contains(":accept") && writing.contains("see the first kana of the answer"))
        let reading = HelpView.render(style: .plain, mode: .flashcard, asking: .reading)
        #expect(reading.contains("type the reading in kana or romaji") && reading.contains(":accept") && !reading.contains("1 Again"),
                "\(reading)")
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
    /// Rows as a list for a narrow terminal: the first cell alone, the others indented under it, labelled when a label is
    /// given, empty ones left out; a long cell broken between words (its run of spaces kept where no line breaks).
    @Test func rowsAsAListBreakOnlyTheirLongLines() {
        let lines = RecordLayout.lines([["勉強", "べんきょう", "study;  learning; pursuit of knowledge", "", "2026-12-03"]],
                                       labels: [nil, nil, nil, "card", "due"], width: 20)
        #expect(lines == ["勉強", "  べんきょう", "  study;  learning;", "    pursuit of", "    knowledge", "  due 2026-12-03"])
    }

    /// Every listing lays out a table one way: as it is when it fits or the width is unknown (a pipe), else as records.
    @Test func aTableWiderThanTheTerminalBecomesRecords() {
        let aligned = ["  Name   Answers  Last practised", "* Hanako       3  2026-12-03"]
        let records = [["* Hanako", "3", "2026-12-03"]]
        let labels: [String?] = [nil, "answers", "last practised"]
        #expect(RecordLayout.table(aligned, orRecords: records, labels: labels, width: nil) == aligned)
        #expect(RecordLayout.table(aligned, orRecords: records, labels: labels, width: 80) == aligned)
        #expect(RecordLayout.table(aligned, orRecords: records, labels: labels, width: 30)
                == ["* Hanako", "  answers 3", "  last practised 2026-12-03"])
        #expect(RecordLayout.table(["経済 基礎  1 word"], orRecords: [["経済 基礎", "1 word"]], labels: [], width: 16, indent: "  ")
                == ["  経済 基礎", "    1 word"])
    }

    /// A locale of another encoding is told to set a UTF-8 one; UTF-8 and ASCII locales (C, POSIX) are not.
    @Test func onlyALocaleOfAnotherEncodingIsToldToSetUTF8() {
        #expect(LocaleEncoding.notice(locale: "ja_JP.EUC-JP", codeset: "EUC-JP")
                == "kuchi: the locale ja_JP.EUC-JP is EUC-JP, but Kuchi writes UTF-8, so Japanese would show garbled here: "
                + "set a UTF-8 locale (such as LANG=ja_JP.UTF-8 or C.UTF-8) and a terminal set to UTF-8.")
        #expect(LocaleEncoding.notice(locale: "de_DE@euro", codeset: "ISO-8859-15")?.contains("LANG=de_DE.UTF-8") == true)
        // The variable named is the one that chose the locale: LANG set beside LC_ALL would change nothing.
        #expect(LocaleEncoding.notice(locale: "ja_JP.EUC-JP", codeset: "EUC-JP", variable: "LC_ALL")?
                    .contains("such as LC_ALL=ja_JP.UTF-8 or C.UTF-8") == true)
        #expect(LocaleEncoding.choosingVariable(["LC_ALL": "ja_JP.EUC-JP", "LC_CTYPE": "C", "LANG": "C"]) == "LC_ALL")
        #expect(LocaleEncoding.choosingVariable(["LC_ALL": "", "LC_CTYPE": "ja_JP.EUC-JP", "LANG": "C"]) == "LC_CTYPE")
        #expect(LocaleEncoding.choosingVariable(["LANG": "ja_JP.EUC-JP"]) == "LANG")
        #expect(LocaleEncoding.choosingVariable([:]) == "LANG")
        for quiet in ["UTF-8", "utf8", "ANSI_X3.4-1968"] {
            #expect(LocaleEncoding.notice(locale: "x", codeset: quiet) == nil, "\(quiet)")
        }
    }
}

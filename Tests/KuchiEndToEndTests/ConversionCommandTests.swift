import Foundation
import Testing

@Suite("kuchi kana and kuchi romaji")
struct ConversionCommandTests {
    @Test func kanaConvertsArgumentsAndStandardInput() throws {
        let home = try KuchiBinary.Home()
        let arguments = try KuchiBinary.run(["kana", "konnichiha"], home: home)
        #expect(arguments.status == 0)
        #expect(arguments.stdout == "こんにちは\n")
        let lines = try KuchiBinary.run(["kana"], input: "kan'i\nshimbun\nKATAKANA\ntōkyō\n", home: home)
        #expect(lines.stdout == "かんい\nしんぶん\nカタカナ\nとうきょう\n")
        let katakana = try KuchiBinary.run(["kana", "--katakana", "terebi"], home: home)
        #expect(katakana.stdout == "テレビ\n")
    }

    /// `--ime` reads nn as ん, as a Japanese input method does; without it, nn before a vowel is ん and the n row.
    @Test func kanaReadsNnAsAnInputMethodDoesWithIme() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["kana", "konnya"], home: home).stdout == "こんにゃ\n")
        #expect(try KuchiBinary.run(["kana", "--ime"], input: "konnya\ngennin\nonnna\n", home: home).stdout == "こんや\nげんいん\nおんな\n")
    }

    @Test func romajiConvertsWithOrWithoutMacrons() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["romaji", "とうきょう"], home: home).stdout == "toukyou\n")
        #expect(try KuchiBinary.run(["romaji", "--macrons", "とうきょう"], home: home).stdout == "tōkyō\n")
        #expect(try KuchiBinary.run(["romaji"], input: "しんぶん\nきって\nてんいん\n", home: home).stdout == "shinbun\nkitte\nten'in\n")
    }

    @Test func controlCharactersInInputAreNotPassedToTheTerminal() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["kana"], input: "neko\u{1B}]0;x\u{07}\n", home: home)
        #expect(!run.stdout.contains("\u{1B}"))
    }
}

@Suite("Typed answer modes through the binary")
struct TypedModeTests {
    @Test(arguments: ["meaning", "reading", "word", "mixed"])
    func eachModeAcceptsItsAnswersFromAPipe(mode: String) throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--mode", mode, "--seed", "4", "--name", "Tester", "--questions", "1"],
                                      input: "xyzzy\n:hint\n:quit\n", home: home)
        #expect(run.status == 0)
        #expect(run.stdout.contains("Question 1 of 1"))
        #expect(run.stdout.contains("Hint: it starts with"))
        #expect(run.stdout.contains("Session ended early"))
    }

    @Test func aBadModeIsAUsageError() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--mode", "kanji"], home: home)
        #expect(run.status == 64)
        // Six values, in one line as every other bad value's (the argument parser would list them one a line).
        #expect(run.stderr.hasPrefix("kuchi: error: The value 'kanji' is invalid for '--mode <mode>'. "
                                     + "Please provide one of 'choice', 'meaning', 'reading', 'word', 'mixed' or 'flashcard'.\n"), "\(run.stderr)")
    }

    /// Walk-through 24: `kuchi kana` at a terminal, with no text, waited in silence for input.
    @Test(arguments: [("kana", "romaji", "neko", "ねこ"), ("romaji", "kana", "ねこ", "neko")])
    func withNoTextAtATerminalItSaysWhatItWaitsFor(command: String, typed: String, line: String, converted: String) throws {
        let home = try KuchiBinary.Home()
        let kuchi = try PtyKuchi([command], home: home)
        _ = try kuchi.waitFor("Type \(typed) to convert, a line at a time; Ctrl-D ends.")
        kuchi.send(line + "\r")
        _ = try kuchi.waitFor(converted)
        kuchi.send("\u{04}")
        #expect(try kuchi.waitForExit() == 0)
    }
}

import ArgumentParser
import KuchiCore
import KuchiData
import Foundation
import KuchiFiles
import KuchiTerminal

/// `kuchi kana`: romaji to kana, for scripts and for checking the converter.
struct KanaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kana",
        abstract: "Convert romaji to kana (lowercase gives hiragana, UPPERCASE katakana).",
        discussion: HelpExamples.after("""
            With no TEXT, converts standard input line by line. \
            nn before a vowel or y is ん and the n row, as WanaKana reads it (onna → おんな, konnya → こんにゃ); \
            --ime reads nn as ん, as a Japanese input method does (konnya → こんや). Answers are judged both ways.
            """, [("kuchi kana konnichiha", "→ こんにちは"),
                  ("kuchi kana --katakana terebi", "→ テレビ")])
    )

    @Flag(name: .long, help: "Give katakana whatever the case.")
    var katakana = false

    @Flag(name: .customLong("ime"), help: "Read nn as ん always, as a Japanese input method does (konnya → こんや).")
    var inputMethod = false

    @Argument(help: "Romaji to convert; the words are joined with spaces.")
    var text: [String] = []

    func run() {
        LineConverter.run(arguments: text, typed: "romaji") { line in
            let romaji = KanaScript.fullWidth(line)
            let kana = inputMethod ? Romaji.toKanaAsInputMethod(romaji) : Romaji.toKana(romaji)
            return katakana ? KanaScript.katakana(kana) : kana
        }
    }
}

/// `kuchi romaji`: kana to Hepburn romaji.
struct RomajiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "romaji",
        abstract: "Convert kana to Hepburn romaji.",
        discussion: HelpExamples.after("With no TEXT, converts standard input line by line. "
            + "A word's last は or へ is written wa or e where it is the particle (では → dewa, こんにちは → konnichiwa; 歯 は → ha).",
            [("kuchi romaji --macrons とうきょう", "→ tōkyō"),
             ("echo こんにちは | kuchi romaji", "→ konnichiwa")])
    )

    @Flag(name: .long, help: "Write long vowels with macrons (tōkyō) instead of as spelled in kana (toukyou).")
    var macrons = false

    @Argument(help: "Kana to convert; the words are joined with spaces.")
    var text: [String] = []

    func run() {
        let dictionary = WordDictionary(text: BundledDictionary.text)
        LineConverter.run(arguments: text, typed: "kana") { line in
            // Each word's last は or へ as it is said when it is the particle (では → dewa, こんにちは → konnichiwa).
            let said = line.split(separator: " ", omittingEmptySubsequences: false).map { part in
                let word = String(part)
                return ParticleEnding.said(word, text: word, spellings: dictionary.particleSpellings(text: word, reading: word))
            }.joined(separator: " ")
            return Romaji.fromKana(said, style: macrons ? .macrons : .asWritten)
        }
    }
}

/// Applies a conversion to the arguments, or to each line of standard input.
enum LineConverter {
    /// Converts `arguments`, or else each line of standard input; at a terminal, first says (on standard error) that it
    /// waits for lines of `typed` text, rather than waiting silently.
    static func run(arguments: [String], typed: String, convert: (String) -> String) {
        let console = Console.standardOutput(style: .plain)
        if !arguments.isEmpty {
            console.line(SafeText.visible(convert(arguments.joined(separator: " "))))
            return
        }
        if Terminal.isTerminal(STDIN_FILENO) {
            StandardStream.error.write("Type \(typed) to convert, a line at a time; Ctrl-D ends. (Or give it after the command.)\n")
        }
        while let line = readLine(strippingNewline: true) {
            console.line(SafeText.visible(convert(line)))
        }
    }
}

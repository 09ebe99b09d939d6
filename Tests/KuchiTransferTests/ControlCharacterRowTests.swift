import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// One rule for every import path: a field with a control character refuses its row, whichever field it is,
/// while tabs, line breaks and carriage returns stay white space.
@Suite("Rows with control characters")
struct ControlCharacterRowTests {
    private static let clean = RawWord(text: "猫", reading: "ねこ", meanings: ["cat"])

    @Test func aControlInAnyTextFieldRefusesTheRow() {
        let fields: [WritableKeyPath<RawWord, String>] = [\.text, \.reading, \.example, \.exampleEnglish]
        for field in fields {
            var raw = Self.clean
            raw.example = "猫がいる。"
            raw[keyPath: field] += "\u{1B}[2J"
            guard case let .failure(problem) = raw.entry(defaultDeck: "pets", extraTags: []) else {
                Issue.record("a field holding ESC [2J was accepted: \(raw)")
                continue
            }
            #expect(problem.reason.contains("holds the control character U+001B (ESC)"), "\(problem.reason)")
        }
    }

    @Test func aControlInATagALevelADeckOrTheDefaultDeckRefusesTheRow() {
        var tagged = Self.clean
        tagged.tags = ["ok", "bad\u{9B}31m"]
        var levelled = Self.clean
        levelled.level = "N5\u{07}"
        var decked = Self.clean
        decked.deck = "Evil\u{1B}[31m::Deck"
        for (raw, deck) in [(tagged, "pets"), (levelled, "pets"), (decked, "pets"), (Self.clean, "pets\u{1B}]0;x\u{07}")] {
            guard case let .failure(problem) = raw.entry(defaultDeck: deck, extraTags: []) else {
                Issue.record("a row was accepted with a control character in \(raw) / \(deck)")
                continue
            }
            #expect(problem.reason.contains("holds the control character"))
        }
        #expect(TerminalControl.name(of: "\u{9B}") == "U+009B (CSI)")
    }

    @Test func tabsLineBreaksAndCarriageReturnsAreWhiteSpaceNotControls() throws {
        let raw = RawWord(text: " 猫\r", reading: "ねこ\t", meanings: ["small\ncat\r\n"])
        let entry = try raw.entry(defaultDeck: "pets", extraTags: []).get()
        #expect(entry.text == "猫" && entry.reading == "ねこ" && entry.meanings == ["small cat"])
        #expect(TerminalControl.firstInField("“quoted” — dash … and 日本語\t\r\n") == nil)
        #expect(TerminalControl.firstInField("abc\u{202E}cba") == nil, "a bidirectional mark is stored, and shown visibly")
        #expect(TerminalControl.firstInField("abc\u{85}") == "\u{85}")
    }
}

import KuchiCore
import Testing
import KuchiREPL

/// Walk-through 40 left `:set deck ` then Tab completing nothing: a session now completes the bank's names there, as
/// the shell's completion does, names with spaces and Japanese included.
@Suite("Tab after :set deck, level and tag")
struct SetCompletionTests {
    private let decks = ["Genki", "Genki::Lesson 1", "Genki::Lesson 2", "経済 基礎", "JLPT N5"]

    private func names(_ setting: Setting) -> [String] {
        switch setting.replName {
        case "deck": decks
        case "level": ["N5", "N4"]
        case "tag": ["verb", "家族"]
        default: ["never offered"]
        }
    }

    @Test func aDeckNameCompletesFromTheBank() {
        #expect(Completion.candidates(lineBeforeWord: ":set deck ", prefix: "Ge", bankNames: names)
                == ["Genki", "Genki::Lesson 1", "Genki::Lesson 2"])
        #expect(Completion.candidates(lineBeforeWord: ":set deck ", prefix: "経", bankNames: names) == ["経済 基礎"])
        #expect(Completion.candidates(lineBeforeWord: ":set deck ", prefix: "", bankNames: names) == decks + ["all"])
        #expect(Completion.candidates(lineBeforeWord: ":set deck ", prefix: "x", bankNames: names) == [])
    }

    /// readline's word ends at a space, so the candidate is what replaces the word typed, not the whole name.
    @Test func aNameWithSpacesCompletesPastTheSpace() {
        #expect(Completion.candidates(lineBeforeWord: ":set deck Genki::Lesson ", prefix: "", bankNames: names) == ["1", "2"])
        #expect(Completion.candidates(lineBeforeWord: ":set deck 経済 ", prefix: "基", bankNames: names) == ["基礎"])
        #expect(Completion.candidates(lineBeforeWord: ":set deck JLPT ", prefix: "", bankNames: names) == ["N5"])
    }

    /// After a comma, the next name completes, not one chosen already (`all` only stands alone).
    @Test func theNameAfterACommaCompletes() {
        #expect(Completion.candidates(lineBeforeWord: ":set deck Genki, ", prefix: "経", bankNames: names) == ["経済 基礎"])
        #expect(Completion.candidates(lineBeforeWord: ":set deck ", prefix: "Genki,経", bankNames: names) == ["Genki,経済 基礎"])
        #expect(Completion.candidates(lineBeforeWord: ":set level ", prefix: "N5,", bankNames: names) == ["N5,N4"])
        #expect(Completion.candidates(lineBeforeWord: ":set tag ", prefix: "家", bankNames: names) == ["家族"])
    }

    /// Settings with fixed values keep them; one that takes a number or a name the bank does not hold offers nothing.
    @Test func otherSettingsAreAsBefore() {
        #expect(Completion.candidates(lineBeforeWord: ":set mode ", prefix: "m", bankNames: names) == ["meaning", "mixed"])
        #expect(Completion.candidates(lineBeforeWord: ":set questions ", prefix: "", bankNames: names) == [])
        #expect(Completion.candidates(lineBeforeWord: ":set ", prefix: "de", bankNames: names) == ["deck"])
    }

    /// A name with a comma is offered in quotes, as `:set` reads it: else it would be taken as two names.
    @Test func aNameWithACommaIsOfferedInQuotes() {
        #expect(Completion.candidates(lineBeforeWord: ":set deck ", prefix: "T", bankNames: { _ in ["Tom, Dick"] }) == ["\"Tom, Dick\""])
        #expect(Completion.candidates(lineBeforeWord: ":set deck ", prefix: "\"T", bankNames: { _ in ["Tom, Dick"] }) == ["\"Tom, Dick\""])
    }

    /// A name a control character would change when printed cannot be typed, and is not offered.
    @Test func aNameWithAControlCharacterIsNotOffered() {
        #expect(Completion.candidates(lineBeforeWord: ":set deck ", prefix: "Bad",
                                      bankNames: { _ in ["Bad\u{1B}[31m", "Bad deck"] }) == ["Bad deck"])
    }
}

import Testing
@testable import KuchiCore

/// A zero-width joiner is hidden between letters but part of an emoji between two emoji.
@Suite("Zero-width joiners inside emoji")
struct EmojiJoinerTests {
    /// Whether each U+200D of `text` counts as hidden, in order.
    private func joinersHidden(_ text: String) -> [Bool] {
        let scalars = text.unicodeScalars
        return scalars.indices.filter { scalars[$0].value == 0x200D }.map { TerminalControl.isInvisible(at: $0, in: scalars) }
    }

    @Test func aJoinerBetweenTwoEmojiIsPartOfTheEmoji() {
        #expect(joinersHidden("👨‍👩‍👧") == [false, false])           // family: man, woman, girl
        #expect(joinersHidden("🏳️‍🌈") == [false])                      // white flag, U+FE0F, rainbow
        #expect(joinersHidden("👩🏽‍💻") == [false])                      // a skin tone before the joiner
        #expect(joinersHidden("🏴‍☠️") == [false])                       // pirate flag: a text-style emoji after it
        #expect(!TerminalControl.holdsHidden("家族👨‍👩‍👧"))
    }

    @Test func aJoinerBesideALetterKanaADigitOrAtAnEndIsHidden() {
        #expect(joinersHidden("ね\u{200D}こ") == [true])
        #expect(joinersHidden("a\u{200D}b") == [true])
        #expect(joinersHidden("1\u{200D}2") == [true], "digits are emoji only as keycap bases")
        #expect(joinersHidden("\u{200D}👩") == [true])
        #expect(joinersHidden("👩\u{200D}") == [true])
        #expect(joinersHidden("👩\u{200D}ね") == [true])
        #expect(TerminalControl.holdsHidden("猫\u{200D}"))
        #expect(TerminalControl.holdsHidden("👨‍👩‍👧\u{200B}"), "a zero-width space is hidden even beside emoji")
    }
}

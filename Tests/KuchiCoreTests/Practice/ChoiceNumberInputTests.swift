import Foundation
import Testing
@testable import KuchiCore

@Suite("A choice's number written as in a list")
struct ChoiceNumberInputTests {
    @Test(arguments: ["1.", "1)", " 1 ", "1 .", "1）", "1．"])
    func aNumberWithADotOrBracketIsThatNumber(typed: String) {
        #expect(ChoiceNumberInput.normalized(typed).trimmingCharacters(in: .whitespaces) == "1")
    }

    @Test(arguments: ["１", "１。", "１．", "　１　", "1。"])
    func aFullWidthNumberAsAJapaneseIMETypesItIsThatNumber(typed: String) {
        #expect(ChoiceNumberInput.normalized(typed) == "1")
    }

    /// An IME's comma or exclamation mark typed after the number, as its full stop is (`４。`).
    @Test(arguments: ["4、", "４,", "4!", "４！", "４，", "4､"])
    func aNumberWithACommaOrExclamationMarkIsThatNumber(typed: String) {
        #expect(ChoiceNumberInput.normalized(typed) == "4")
    }

    @Test(arguments: ["-1.", "1.5", "1,5", "4、5", "cat.", "(1)", ".", "to go)", "１．５", "一"])
    func otherTextIsLeftAsTyped(typed: String) {
        #expect(ChoiceNumberInput.normalized(typed) == typed)
    }
}

import Foundation

/// A choice's number as people write it in a list: `1.`, `1)`, ` 1 ` all mean choice 1, and so do the full-width
/// digits a Japanese IME types (`１`, `１。`, `２．`).
public enum ChoiceNumberInput {
    /// What may follow the number: a dot, bracket, comma or exclamation mark, half- or full-width, or the IME's full
    /// stop or comma.
    private static let endings: Set<Character> = [".", ")", "）", "．", "。", "｡", ",", "，", "、", "､", "!", "！"]

    /// The number `input` names, in ASCII digits without the dot or bracket written after it, or `input` unchanged
    /// when it is not a number so written (a meaning, `-1`, `1.5`).
    public static func normalized(_ input: String) -> String {
        var trimmed = Substring(asciiDigits(input).trimmingCharacters(in: .whitespaces))
        if let last = trimmed.last, endings.contains(last) { trimmed = trimmed.dropLast() }
        let digits = trimmed.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return input }
        return digits
    }

    /// `text` with its full-width digits (０–９) as ASCII ones.
    private static func asciiDigits(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            (0xFF10...0xFF19).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0xFF10 + 0x30) ?? scalar : scalar
        }))
    }
}

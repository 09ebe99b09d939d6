import Foundation

/// A choice's number as people write it in a list: `1.`, `1)`, ` 1 ` all mean choice 1.
public enum ChoiceNumberInput {
    /// The number `input` names, without the dot or bracket written after it, or `input` unchanged when it
    /// is not a number so written (a meaning, `-1`, `1.5`).
    public static func normalized(_ input: String) -> String {
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last, [".", ")", "）", "．"].contains(last) else { return input }
        let digits = trimmed.dropLast().trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return input }
        return digits
    }
}

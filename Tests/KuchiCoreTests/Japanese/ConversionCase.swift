import Testing

/// One input and the output a conversion should give, shown as "input → expected".
struct ConversionCase: Sendable, CustomTestStringConvertible {
    let input: String
    let expected: String

    var testDescription: String { "\(input) → \(expected)" }

    /// Builds cases from a literal table; duplicate inputs are allowed.
    static func table(_ pairs: KeyValuePairs<String, String>) -> [ConversionCase] {
        pairs.map { ConversionCase(input: $0.key, expected: $0.value) }
    }
}

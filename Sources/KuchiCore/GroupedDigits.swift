extension Int {
    /// The number with thousands separated by commas, as summaries and progress bars show it: `1,234,567`.
    public var groupedDigits: String {
        let digits = String(magnitude)
        var result = self < 0 ? "-" : ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(character)
        }
        return result
    }
}

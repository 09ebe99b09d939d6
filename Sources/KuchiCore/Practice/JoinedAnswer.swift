/// An answer that joins two or more meanings: "to eat or drink" for 召し上がる ("to eat", "to drink"), "cotton, cloth".
/// A learner who knows both says both; it is right when every part is right on its own, and wrong when any part is
/// ("to eat or sleep"). What joins them: "or", "and", "&", "/", "," or ";". A verb's "to" (or "to be") before the first
/// part is carried to a later part said without it ("to eat or drink": "to drink").
enum JoinedAnswer {
    /// The parts of `input`, two to four, each non-empty; empty when `input` joins nothing or a part is empty.
    static func parts(of input: String) -> [String] {
        var parts: [String] = []
        var current: [Substring] = []
        for token in input.split(whereSeparator: \.isWhitespace) {
            let lowered = token.lowercased()
            if joiningWords.contains(lowered) {
                parts.append(current.joined(separator: " "))
                current = []
                continue
            }
            // Punctuation that joins, at a word's end (", ") or alone ("/"), or inside it ("eat/drink").
            var piece = Substring(token)
            while let index = piece.firstIndex(where: { joiningMarks.contains($0) }) {
                let before = piece[..<index]
                if !before.isEmpty { current.append(before) }
                parts.append(current.joined(separator: " "))
                current = []
                piece = piece[piece.index(after: index)...]
            }
            if !piece.isEmpty { current.append(piece) }
        }
        parts.append(current.joined(separator: " "))
        guard (2...4).contains(parts.count), parts.allSatisfy({ !$0.isEmpty }) else { return [] }
        guard let first = parts.first?.lowercased() else { return [] }
        let verbStart = first.hasPrefix("to be ") ? "to be " : first.hasPrefix("to ") ? "to " : ""
        guard !verbStart.isEmpty else { return parts }
        return [parts[0]] + parts.dropFirst().map { $0.lowercased().hasPrefix("to ") ? $0 : verbStart + $0 }
    }

    /// Whether `input` offers alternatives: "or" between words, or a "/" ("cat/dog").
    static func offersAlternatives(_ input: String) -> Bool {
        input.contains("/") || input.split(whereSeparator: \.isWhitespace).contains { $0.lowercased() == "or" }
    }

    /// Words that join two answers.
    static let joiningWords: Set<String> = ["or", "and", "&"]

    /// Marks that join two answers.
    static let joiningMarks: Set<Character> = ["/", ",", ";"]
}

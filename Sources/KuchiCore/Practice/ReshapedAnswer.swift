/// A gloss said in another shape that English gives the same words: an initialism of its words ("AC" for "air
/// conditioning"), a negative-polarity gloss with its "not" ("not at all" for ちっとも's "at all"), and "A of B" said
/// as "B A" ("island chain" for "chain of islands", "age of retirement" for "retirement age"). Each is said of the
/// gloss alone: no Japanese word is named.
enum ReshapedAnswer {
    /// The gloss of `glosses` that `input` says in one of these shapes, or `nil`.
    static func gloss(for input: String, among glosses: [String]) -> String? {
        initialismGloss(input, among: glosses) ?? negatedGloss(input, among: glosses) ?? reorderedGloss(input, among: glosses)
    }

    /// The gloss of two to four words (small words such as "of" not counted) whose initials `input` is, typed in
    /// capitals with or without dots ("AC", "M.C."): "air conditioning", "alternating current", "master of
    /// ceremonies". Lower case is a word ("ac" is no initialism a learner means).
    static func initialismGloss(_ input: String, among glosses: [String]) -> String? {
        let letters = input.filter { $0 != "." && $0 != " " }
        guard (2...4).contains(letters.count), letters.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
        let typed = letters.lowercased()
        return glosses.first { gloss in
            let words = MeaningMatcher.words(of: gloss).split(whereSeparator: { $0 == " " || $0 == "-" })
                .filter { !initialismSkipped.contains(String($0)) }
            return words.count == typed.count && String(words.compactMap(\.first)) == typed
        }
    }

    /// Small words an initialism leaves out ("master of ceremonies": MC).
    private static let initialismSkipped: Set<String> = ["of", "and", "the", "for", "in", "on", "at", "to", "a", "an", "&"]

    /// The gloss that says "at all", "in the least" or another phrase English says only after a negation, when `input`
    /// is "not" and that gloss: ちっとも "at all; in the least" is "not at all", "not in the least" (its Japanese is said
    /// with a negative verb).
    static func negatedGloss(_ input: String, among glosses: [String]) -> String? {
        let typed = MeaningMatcher.normalize(input)
        guard typed.hasPrefix("not ") else { return nil }
        let rest = String(typed.dropFirst(4))
        return glosses.first { gloss in
            let normalised = MeaningMatcher.normalizedGloss(gloss)
            return negativePolarity.contains(normalised) && normalised == rest
        }
    }

    /// Phrases English says after a negation ("not at all"), normalised.
    private static let negativePolarity: Set<String> = Set(
        ["at all", "in the least", "in the slightest", "a bit", "one bit", "the least bit", "whatsoever", "a thing", "in any way"]
            .map(MeaningMatcher.normalize))

    /// The gloss "A of B" that `input` says as "B A", or the gloss "B A" that `input` says as "A of B" ("chain of
    /// islands": island chain; "retirement age": age of retirement), one word each side. Never when A measures,
    /// counts or places ("cup of tea" is no "tea cup", "day of the week" no "weekday", "top of the hill" no "hilltop").
    static func reorderedGloss(_ input: String, among glosses: [String]) -> String? {
        let typed = MeaningMatcher.normalize(input).split(separator: " ").map(String.init)
        func swapped(_ words: [String]) -> String? {
            guard words.count == 3, words[1] == "of", !notReordered.contains(words[0]) else { return nil }
            return words[2] + words[0]
        }
        if let key = swapped(typed) {
            return glosses.first { MeaningMatcher.compact(MeaningMatcher.normalizedGloss($0)) == key }
        }
        guard typed.count == 2 else { return nil }
        let key = typed[0] + typed[1]
        return glosses.first { gloss in
            swapped(MeaningMatcher.normalizedGloss(gloss).split(separator: " ").map(String.init)) == key
        }
    }

    /// Words before "of" that measure, count or place what follows: no compound is made of them.
    private static let notReordered: Set<String> = [
        "cup", "glass", "piece", "bottle", "bowl", "slice", "sheet", "bar", "roll", "loaf", "pair", "lot", "number", "couple",
        "kind", "sort", "type", "part", "half", "day", "night", "week", "month", "year", "hour", "minute", "top", "bottom",
        "side", "front", "back", "middle", "end", "edge", "center", "head", "foot", "member", "one", "all", "most", "some",
    ]
}

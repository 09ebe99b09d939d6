/// The number of single-character edits (insert, delete, substitute, or swap two neighbours) that turn
/// one string into another: the optimal string alignment distance.
public enum EditDistance {
    /// The distance between `a` and `b`, or `nil` as soon as it is certain to exceed `limit`.
    public static func between(_ a: String, _ b: String, limit: Int) -> Int? {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// Whether `a` is `b` with one letter moved two places ("techaer" for "teacher": the "a" typed after "ch", "teahcer"
    /// after "c"), letters only: one slip of the keys, where the distance counts two edits.
    public static func movesOneLetter(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard x.count == y.count, let first = x.indices.first(where: { x[$0] != y[$0] }),
              let last = x.indices.last(where: { x[$0] != y[$0] }), last - first == 2 else { return false }
        let (p, q) = ((x[first], x[first + 1], x[last]), (y[first], y[first + 1], y[last]))
        guard [p.0, p.1, p.2].allSatisfy(\.isLetter) else { return false }
        return (p.1, p.2, p.0) == q || (p.2, p.0, p.1) == q
    }

    /// Whether `a` and `b` are one stem with another ending of two or three letters each, each ending part of an
    /// English word-forming suffix ("electrician", "electricity": -ian, -ity; "economist", "economics"): another word
    /// made of the stem, not a slip of the keys, though two edits apart. A misspelt ending that is no suffix
    /// ("hospitle" for "hospital", "vacumm" for "vacuum") is a slip.
    public static func endsDifferently(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        var common = 0
        while common < min(x.count, y.count), x[common] == y[common] { common += 1 }
        let endings = (x.count - common, y.count - common)
        guard (2...3).contains(endings.0), (2...3).contains(endings.1) else { return false }
        return endsInSuffix(a, covering: endings.0) && endsInSuffix(b, covering: endings.1)
    }

    /// English suffixes that make another word of a stem.
    private static let wordFormingSuffixes = [
        "ian", "ity", "ist", "ism", "ics", "ic", "ical", "al", "ial", "er", "or", "ing", "ed", "ion", "ive", "ous", "ful",
        "ly", "ness", "ment", "able", "ible", "ate", "ize", "ise", "ary", "ery", "ory", "ance", "ence", "ant", "ent", "ee",
        "ess", "ship", "hood", "dom", "ty", "cy", "ure", "ine", "age", "ish", "less",
    ]

    /// Whether `word` ends in a word-forming suffix at least `count` letters long (so that its last `count` letters
    /// are part of it).
    private static func endsInSuffix(_ word: String, covering count: Int) -> Bool {
        wordFormingSuffixes.contains { $0.count >= count && word.hasSuffix($0) }
    }
}

/// A change of state said with a comparative: "grow older" for 老ける "to grow old", "to become fatter" for 太る "to
/// become fat". Growing old is growing older; a learner says either. Only a verb of becoming ("grow", "get", "become",
/// "turn") and one adjective in -er (or "more" and one): "grow younger" is read "grow young", which 老ける is not.
enum ComparativeState {
    /// `input` with its comparative said plain, after each verb of becoming ("to grow older": "to grow old", "to get
    /// old", "to become old"); empty for any other shape.
    static func variants(of input: String) -> [String] {
        var words = input.lowercased().split(separator: " ").map(String.init)
        let infinitive = words.first == "to"
        if infinitive { words.removeFirst() }
        guard (2...3).contains(words.count), becoming.contains(words[0]) else { return [] }
        let bases: [String]
        if words.count == 3 {
            guard words[1] == "more", words[2].count > 2 else { return [] }
            bases = [words[2]]
        } else {
            bases = plain(words[1])
        }
        let lead = infinitive ? "to " : ""
        return bases.flatMap { base in ["grow", "get", "become"].map { "\(lead)\($0) \(base)" } }
    }

    /// Verbs of becoming a comparative follows.
    private static let becoming: Set<String> = ["grow", "get", "become", "turn"]

    /// The adjectives `word` in -er may be the comparative of ("older": old; "fatter": fat; "larger": large; "heavier":
    /// heavy); empty for a word in no -er.
    private static func plain(_ word: String) -> [String] {
        guard word.count > 4, word.hasSuffix("er"), word.allSatisfy(\.isLetter) else { return [] }
        let stem = String(word.dropLast(2))
        var bases = [stem, stem + "e"]
        if let last = stem.last, stem.dropLast().last == last { bases.append(String(stem.dropLast())) }
        if stem.hasSuffix("i") { bases.append(stem.dropLast() + "y") }
        return bases
    }
}

/// A noun gloss of a "-less" word said with "without": "a child without parents" for 孤児's "parentless child", "weather
/// without clouds" for 快晴's "cloudless weather". Only a gloss or key answer that says the "-less" noun phrase word for
/// word, and only what lacks a thing or a person (WordNet's thing's noun, ``WordDictionary/isThingNoun(_:)``): an abstract
/// "-less" word says more than the lack ("a careless person" is no "person without cares", a "priceless treasure" no
/// "treasure without a price", a "hopeless swimmer" no "swimmer without hope"), and a lack of another thing ("a child
/// without a home") meets nothing.
enum LackPhrase {
    /// The gloss among `glosses` that `input` ("N without M", one or two words of N, one word of M, "any" or a possessive
    /// before it) says as "M-less N".
    static func gloss(for input: String, among glosses: [String], in dictionary: WordDictionary) -> String? {
        guard input.utf8.count > 8, input.lowercased().contains("without") else { return nil }
        let typed = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard let at = typed.firstIndex(of: "without"), (1...2).contains(at) else { return nil }
        var lacked = Array(typed[(at + 1)...])
        if lacked.count == 2, ["any", "its", "their", "his", "her", "one's"].contains(lacked[0]) { lacked.removeFirst() }
        guard lacked.count == 1, let thing = lacked.first, thing.count >= 3, thing.allSatisfy(\.isLetter),
              typed[..<at].allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
        let singular = EnglishSpelling.irregularSingular(thing) ?? EnglishSpelling.singular(thing)
        guard dictionary.isThingNoun(singular) else { return nil }
        let said = ([singular + "less"] + typed[..<at]).joined(separator: " ")
        let nouns = glosses.filter { !$0.lowercased().hasPrefix("to ") && $0.lowercased().contains("less ") }
        guard !nouns.isEmpty else { return nil }
        let match = MeaningMatcher.match(said, glosses: nouns, forgivingTypos: false)
        return match.judgement == .wrong ? nil : match.gloss
    }
}

/// A noun gloss said as its verb where the noun is the act of the verb: "to yawn" for 欠伸 "yawn; yawning", "to cough"
/// for 咳 "cough; coughing".
///
/// English spells many acts and their verbs alike (yawn, cough, snore, dance), but just as many things (fire, book,
/// hand, stone), whose verb is another sense: 火 "fire" is no "to fire", 本 "book" no "to book". Without knowing which
/// sense of a noun English derives from the verb, the rule takes the dictionary's word for it: the same sense of the
/// word glosses the noun and the verb's gerund too ("yawn", "yawning"), so the noun is the act. And never a noun WordNet
/// files as a thing or a person, nor one it lists as an adjective: 日付 "date; dating" takes no "to date", 網 "net;
/// netting" no "to net". The sense must be the act alone, the noun, its gerund and one word more at most (咳 "cough;
/// coughing; tussis"): 金融 "finance; financing; credit transacting; …" is a field, no "to finance".
enum ActNounVerb {
    /// The noun gloss of `senses` (the word's dictionary senses, each a list of glosses) that `input` ("to yawn") says as
    /// a verb; `nil` for any other answer.
    static func gloss(for input: String, senses: [[String]], in dictionary: WordDictionary) -> String? {
        guard input.lowercased().split(whereSeparator: \.isWhitespace).first == "to" else { return nil }
        let verb = MeaningMatcher.words(of: input)
        guard verb.utf8.count >= 3, verb.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let gerunds = Set(GlossVariants.gerunds(of: verb))
        for sense in senses where sense.count <= 3 {
            let said = sense.filter { !$0.lowercased().hasPrefix("to ") }.map { MeaningMatcher.words(of: $0) }
            guard let index = said.firstIndex(of: verb), said.contains(where: gerunds.contains) else { continue }
            guard dictionary.partsOfSpeech(of: verb).isEmpty else { return nil }
            return sense[index]
        }
        return nil
    }
}

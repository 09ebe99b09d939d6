/// A verb phrase said as its gerund, with everything after the verb (judging round 27, issue 19): "asking a favor" for
/// 依頼 when "to ask a favor" is right, "taking part in" for 参加, "leaving for later" for 後回し. ``ActionNoun`` takes a
/// gerund that says a gloss word for word; this one hands the phrase back as a "to" verb for the judge to weigh as it
/// weighs any answer (its synonyms, the key's wording, a stand-in object), so it reaches the shapes that only the whole
/// judge accepts. Two words at least: a gerund alone is ``ActionNoun``'s, and a gerund before a noun may name a thing
/// ("swimming pool", "sleeping bag"), which the verb phrase made of it ("to swim pool") never says.
enum GerundPhrase {
    /// The "to" verb phrases `input` may be the gerund of ("asking a favor": "to ask a favor", "to aske a favor"; the
    /// judge refuses what is no verb); empty unless `input` is a gerund (not "being", ``BeingState``'s) and more words.
    static func infinitives(of input: String) -> [String] {
        let words = input.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 2, words.count <= 8, let first = words.first, first != "being" else { return [] }
        // Two words make a verb phrase only when the second is an article, a possessive, a preposition or a particle:
        // "commanding form" and "policing station" are a key's noun compounds ("command form") made gerunds.
        guard words.count >= 3 || ActionNoun.verbPhraseSecondWords.contains(words[1]) else { return [] }
        let verbs = ActionNoun.shortGerunds[first].map { [$0] } ?? ActionNoun.verbs(ofGerund: first)
        let rest = words.dropFirst().joined(separator: " ")
        return verbs.map { "to \($0) \(rest)" }
    }
}

/// A verb said with a preposition after it that names what the act is about, whom it is done with or against, where the
/// word's gloss or answer key says the verb alone (judging round 25): "to learn about" for 学ぶ "to learn", "to brag about"
/// for 誇る's key "to brag", "to fight with someone" for 争う's key "to fight", "to hold a grudge against" for 恨む's key "to
/// hold a grudge".
///
/// The preposition keeps the verb's meaning only where it is no particle of another verb:
/// - "about" (and a stand-in after it) after any verb but a light one of motion or placing, whose "about" is an adverb
///   that makes another verb ("to come about" happens, "to go about" and "to set about" begin, "to bring about" causes);
/// - "with someone" for a word the dictionary marks intransitive only: the partner of a Japanese verb said with と ("to fight
///   with someone"); a transitive word's verb with "with" is as often another verb ("to break with someone");
/// - "against" (and a stand-in after it) after a verb and its object only ("to hold a grudge against"): after a verb alone
///   it is as often another verb ("to run against someone" stands in an election, "to hold against" blames).
///
/// A verb and preposition that is some entry's gloss ("to look for", "to fall for") is a meaning in its own right, never
/// this rule's.
enum TrailingPreposition {
    /// The verb gloss or key answer among `answers` ("to …", never an adjective's "to be …": "done with someone" is no
    /// "to be done") that `input` says with a preposition after it, or `nil`;
    /// `intransitive` when the dictionary marks the word an intransitive verb only.
    static func gloss(for input: String, among answers: [String], intransitive: Bool, in dictionary: WordDictionary) -> String? {
        var words = MeaningMatcher.normalize(input).split(separator: " ").map(String.init)
        let standIn = words.count > 2 && standIns.contains(words[words.count - 1]) ? words.removeLast() : nil
        guard words.count >= 2, let preposition = words.last else { return nil }
        let verb = Array(words.dropLast())
        switch preposition {
        case "about": guard !adverbAboutVerbs.contains(verb[0]) else { return nil }
        case "with": guard intransitive, standIn == "someone" || standIn == "somebody" else { return nil }
        case "against": guard verb.count >= 2 else { return nil }
        default: return nil
        }
        guard !dictionary.isGloss("to " + words.joined(separator: " ")),
              MeaningMatcher.prepositions.isDisjoint(with: verb), !particles.contains(verb[verb.count - 1]) else { return nil }
        // Normalised, a verb is said without its "to" and articles ("hold grudge").
        let said = verb.joined(separator: " ")
        return answers.first { answer in
            WordDictionary.isVerbGloss(answer) && MeaningMatcher.normalizedGloss(answer) == said
        }
    }

    /// Stand-ins for the preposition's object (never "it" or "them", which make idioms: "go about it").
    private static let standIns: Set<String> = ["someone", "somebody", "something", "sb", "sth"]

    /// Light verbs of motion or placing whose "about" is an adverb making another verb ("to come about", "to set about").
    private static let adverbAboutVerbs: Set<String> = [
        "come", "go", "bring", "set", "put", "get", "turn", "take", "make", "do", "have", "give", "see", "knock", "lay",
        "kick", "mess", "fool", "hang", "order", "push", "throw", "boss", "lie", "sit", "stand", "bandy", "cast",
    ]

    /// Adverb particles that end a phrasal verb: a preposition after one belongs to another verb ("to put up with").
    private static let particles: Set<String> = ["up", "down", "off", "out", "away", "back", "over", "around", "through", "along"]
}

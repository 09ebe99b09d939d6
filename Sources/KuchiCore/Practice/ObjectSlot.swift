/// A stand-in typed in the object's slot a causing verb's gloss or key answer leaves empty (judging round 26): "make
/// something fly" for 飛ばす "to make fly", "let something cool down" for 冷ます's key "to let cool down", "let someone off"
/// for 下ろす "to let off"; and "it" after such a phrase that names the person but not the thing: "let someone have it"
/// for 譲る's key "to let someone have", "let someone do it" for 任せる's "to let someone do".
///
/// A stand-in names no thing, so the phrase keeps the word's own meaning; a real object would narrow it (round 11's verb
/// with any object, taken out). Only after "let" and "make", whose object comes before the verb they cause: "let" before
/// a verb or particle ("let someone in", "let someone down"); "make" before a verb or an adjective that is a noun too
/// ("make something fly", "make something clear"), never a particle ("to make up" is no "make someone up"), an adjective
/// only ("to make sure" is no "make someone sure"), a plural ("to make excuses") or a word the thesaurus weighs as a noun
/// only ("to make money"). Never after an article, a possessive,
/// a pronoun or a preposition, which fill or close the slot ("make something a living", "let something it slip"), nor for
/// a gloss whose note names what fills it ("to let down (one's guard)" is no "let someone down").
enum ObjectSlot {
    /// The verb gloss or key answer among `answers` ("to make fly", "to let off") that `input` says with a stand-in after
    /// its causing verb, or `nil`. The caller asks only for a word the dictionary knows to be no intransitive verb.
    static func causativeGloss(for input: String, among answers: [String], in dictionary: WordDictionary) -> String? {
        let typed = typedWords(of: input)
        guard typed.count >= 3, causingVerbs.contains(typed[0]), standIns.contains(typed[1]) else { return nil }
        let caused = typed[2]
        guard !slotClosers.contains(caused) else { return nil }
        if typed[0] == "make" {
            let marks = dictionary.partsOfSpeech(of: caused)
            guard !particles.contains(caused), !marks.contains("a"), !marks.contains("n"), !MeaningMatcher.isPlural(caused),
                  !dictionary.isWeighedAsNounOnly(caused),
                  typed.dropFirst(3).allSatisfy(particles.contains) else { return nil }
        }
        return saidAs([typed[0]] + typed.dropFirst(2), among: answers)
    }

    /// The key answer or gloss among `answers` that says a causing verb with a stand-in for a person ("to let someone
    /// have") and that `input` says with a stand-in for a thing after it ("let someone have it"), or `nil`.
    static func filledGloss(for input: String, among answers: [String]) -> String? {
        let typed = typedWords(of: input)
        guard typed.count == 4, causingVerbs.contains(typed[0]), personStandIns.contains(typed[1]),
              !slotClosers.contains(typed[2]), !particles.contains(typed[2]), thingStandIns.contains(typed[3]) else { return nil }
        return saidAs(Array(typed.dropLast()), among: answers)
    }

    /// The verb answer among `answers`, with no note, whose words are `words`.
    private static func saidAs(_ words: [String], among answers: [String]) -> String? {
        let phrase = MeaningMatcher.words(of: words.joined(separator: " "))
        return answers.first { answer in
            !answer.contains("(") && answer.lowercased().hasPrefix("to ") && MeaningMatcher.words(of: answer) == phrase
        }
    }

    /// The words of `input` as typed, in lower case, without a leading "to" (articles kept: they close the slot).
    private static func typedWords(of input: String) -> [String] {
        var typed = input.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        if typed.first == "to" { typed.removeFirst() }
        return typed
    }

    /// Verbs whose object comes before the verb they cause.
    static let causingVerbs: Set<String> = ["make", "let"]

    /// Stand-ins for a person.
    static let personStandIns: Set<String> = ["someone", "somebody"]

    /// Stand-ins for a thing.
    static let thingStandIns: Set<String> = ["something", "it", "them"]

    static let standIns = personStandIns.union(thingStandIns)

    /// Words after which a causing verb's object slot is filled or closed: an article, a possessive, a pronoun, a
    /// preposition.
    static let slotClosers: Set<String> = [
        "a", "an", "the", "one's", "oneself", "your", "my", "his", "her", "their", "our", "someone's", "to", "of", "for",
        "with", "from", "at", "by", "as", "it", "me", "one", "him", "them", "us", "you", "someone", "somebody", "something",
    ]

    /// Adverb particles: "make" before one makes another verb ("to make up", "to make out").
    static let particles: Set<String> = [
        "up", "down", "out", "off", "in", "on", "over", "away", "back", "through", "around", "along", "across", "into",
    ]
}

/// A change of state said with another verb of becoming than the word's own glosses use (judging round 35b, issue 19):
/// "to become crazy" for 狂う "to go crazy", "to get messed up" for 乱れる "to be messed up", "to grow lush" for 茂る "to be
/// lush", "become hard" for 固まる "to go hard". Judged only against the word's own meanings, glosses and answer key, word
/// for word, never through the thesaurus, so no synonym's other sense can lend a state.
///
/// Guards: the word's own phrases must already say a change of state ("to go mad", "to get messy", "to grow thick"), so
/// a word of a lasting state keeps its "to be" to itself (優れる "to be excellent" is no "to become excellent"); what
/// follows the verb of becoming must start with an adjective or a participle and be none of the ways and measures
/// ``BecomingVerb/notStates`` holds ("to get wrong" is to mistake), nor a preposition or particle ("to get on", "to go
/// through", "to be like": ways, phrasal verbs and likeness, no states); and the word must be an intransitive verb only, as
/// the dictionary marks it, since a transitive verb's "get" is a causative ("to get something done" is 終える's and
/// 仕上げる's, and no "to become done"; 濡らす wets something, 濡れる "gets wet"). No ability is read ("to be able to",
/// "to be good at" is できる's lasting sense). The "-en" verb an adjective makes ("become hard" as
/// "to harden") is not read, even against the word's own glosses: EDICT glosses figurative senses with them (砕ける and
/// 冷める "to dampen" one's will, 腐る "to weaken" from lack of practice), so "to become damp" and "to become weak" would be
/// taken (round 35b measured it).
enum OwnChangeOfState {
    /// The verbs of becoming a learner types, infinitive or gerund.
    private static let becoming: Set<String> = [
        "become", "get", "grow", "go", "turn", "becoming", "getting", "growing", "going", "turning",
    ]

    /// The particles and prepositions the parts-of-speech lines also mark adjectives, beside ``OwnHeadPhrase/prepositions``:
    /// after a verb of becoming they make a phrasal verb or a likeness ("to get away", "to go past", "to be like").
    private static let particles: Set<String> = ["away", "past", "by", "like", "apart", "aside", "behind", "home", "in", "on"]

    /// Adjectives of an ability or a fitness, which a Japanese verb says as lasting, never as a change: できる "to be able
    /// to", "to be good at" is no "to become good at" (that is できるようになる), 適する "to be good for", 切れる "to be able".
    private static let abilities: Set<String> = ["able", "unable", "capable", "good", "competent", "fit"]

    /// The verbs of becoming a gloss says a change of state with.
    private static let glossBecoming: Set<String> = ["become", "get", "grow", "go", "turn"]

    /// The one of `own` (the word's meanings, glosses and key answers) that says what `input` says with another verb of
    /// becoming or with "to be"; `nil` when none does or the shape is another.
    static func ownSaying(of input: String, own: [String], intransitive: Bool, in dictionary: WordDictionary) -> String? {
        guard intransitive, let typed = state(after: becoming, in: input, dictionary: dictionary) else { return nil }
        let sayings = own.map { (own: $0, plain: plain($0)) }
        guard sayings.contains(where: { state(after: glossBecoming, in: $0.plain, dictionary: dictionary) != nil })
        else { return nil }
        return sayings.first { saying in
            let words = saying.plain.split(separator: " ").map(String.init)
            let rest = words.dropFirst(words.first == "to" ? 1 : 0)
            guard let verb = rest.first, verb == "be" || glossBecoming.contains(verb) else { return false }
            return rest.dropFirst().joined(separator: " ") == typed
        }?.own
    }

    /// What follows `verbs` in `text` ("to get messed up": "messed up"), when it starts with an adjective or a
    /// participle that says a state, in one to three words.
    private static func state(after verbs: Set<String>, in text: String, dictionary: WordDictionary) -> String? {
        var words = plain(text).split(separator: " ").map(String.init)
        if words.first == "to" { words.removeFirst() }
        guard (2...4).contains(words.count), verbs.contains(words[0]) else { return nil }
        let first = words[1]
        guard first.allSatisfy(\.isLetter), !BecomingVerb.notStates.contains(first), !particles.contains(first),
              !OwnHeadPhrase.prepositions.contains(first), !abilities.contains(first) else { return nil }
        let marks = dictionary.partsOfSpeech(of: first)
        guard marks.contains("a") || marks.contains("j") || first.hasSuffix("ed") else { return nil }
        return words.dropFirst().joined(separator: " ")
    }

    /// `text` in lower case, a parenthesised note and end punctuation left out, its words one space apart.
    private static func plain(_ text: String) -> String {
        var kept = ""
        var depth = 0
        for character in text.lowercased() {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
            else if depth == 0 { kept.append(character) }
        }
        return kept.split(whereSeparator: { $0.isWhitespace }).map { $0.trimmingCharacters(in: .punctuationCharacters) }
            .filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension AnswerJudge {
    /// The verdict on a change of state said with another verb of becoming than the word's own phrase
    /// (``OwnChangeOfState``): right, the word's own phrase shown as what it matched, with the learner's words recorded;
    /// `nil` when the shape or its guards do not hold, the answer is another entry's gloss or a refused synonym, or the
    /// answer or the phrase is another meaning in play. The phrase
    /// is not judged again: it is the word's own, and judging it would read it back into this shape ("to go crazy" as
    /// "to become crazy") without end.
    static func ownChangeVerdict(_ input: String, word: Word, in dictionary: WordDictionary, known: DictionaryKnowledge,
                                 competitors: [String]) -> Verdict? {
        let own = word.answerMeanings + known.glosses + known.everydayAnswers
        guard let saying = OwnChangeOfState.ownSaying(of: input, own: own, intransitive: known.isIntransitive,
                                                      in: dictionary) else { return nil }
        let said = [MeaningMatcher.normalize(input), MeaningMatcher.normalize(saying)]
        // As the other phrase rules: no other entry's gloss ("to get ready" is 整える's, to prepare, beside できる's "to be
        // ready"), no synonym the key refuses, no other meaning in play.
        guard !competitors.contains(where: { said.contains(MeaningMatcher.normalize($0)) }),
              !isMeaningInItsOwnRight(input, in: dictionary), !isRefusedSynonym(input, known: known) else { return nil }
        return listingExpected(Verdict(judgement: .normalised, expected: saying, given: input, accepted: word.meanings))
    }
}

/// A gloss of "easily" and a past participle said with "easy to" and the verb, or back (judging round 24, issue 19):
/// "easy to confuse" for 紛らわしい's "easily confused", "easily used" for "easy to use". The verb and whatever follows it
/// are the gloss's own ("easy to mix up": "easily mixed up"); another verb ("easy to understand") or "hard to" meets
/// nothing. The caller gives the word's main sense's glosses and its key's answers only: a later sense's participle may
/// be the verb's figurative one (脆い "brittle", later "easily moved": no "easy to move").
enum EasePhrase {
    /// The gloss among `glosses` that `input` says with "easy to" for its "easily", or with "easily" for its "easy to".
    static func gloss(for input: String, among glosses: [String]) -> String? {
        let typed = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard typed.count >= 2, typed[0] == "easily" || typed[0] == "easy" else { return nil }
        return glosses.first { gloss in
            let said = MeaningMatcher.words(of: MeaningMatcher.withoutNotes(gloss)).split(separator: " ").map(String.init)
            return saysEasily(said, as: typed) || saysEasily(typed, as: said)
        }
    }

    /// Whether `easily` ("easily", a past participle, more) says what `easyTo` ("easy", "to", the verb, the same more) says.
    private static func saysEasily(_ easily: [String], as easyTo: [String]) -> Bool {
        guard easily.count >= 2, easily[0] == "easily", easyTo.count == easily.count + 1, easyTo[0] == "easy", easyTo[1] == "to",
              Array(easily.dropFirst(2)) == Array(easyTo.dropFirst(3)) else { return false }
        return PassiveAnswer.baseForms(of: easily[1]).contains(easyTo[2])
    }
}

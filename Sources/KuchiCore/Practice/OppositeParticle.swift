/// A phrasal verb said with the opposite particle of the word's: "to go down" for 上がる "to go up", "to pour out" for
/// 汲む "to pour (into a cup)". A particle left out or made plainer meets the bare verb's gloss, but the opposite one
/// reverses the motion. A word whose gloss or key answer says the typed particle keeps it (飛び出す: "to butt in",
/// the key's "jump in").
enum OppositeParticle {
    /// Whether `input`, a verb and a particle ("to go down"), says the verb of a gloss of `own` (the word's meanings,
    /// glosses and key answers, a note's words read as the gloss's: "to pour (into a cup)") with the opposite particle,
    /// and no gloss of `own` says the verb with the typed particle or one near it.
    static func reverses(_ input: String, own: [String]) -> Bool {
        let raw = MeaningMatcher.withoutNotes(input).lowercased().split(whereSeparator: \.isWhitespace)
        guard raw.first == "to" else { return false }
        let typed = MeaningMatcher.wordForWordWords(input)
        guard typed.count >= 2, let particle = typed.last, let opposite = opposites[particle] else { return false }
        let verb = Array(typed.dropLast())
        let phrases = own.filter { $0.lowercased().hasPrefix("to ") }.map { gloss in
            MeaningMatcher.wordForWordWords(GlossVariants.withNoteWords(gloss) ?? gloss)
        }
        func says(_ particles: Set<String>) -> Bool {
            phrases.contains { $0.count > verb.count && $0.starts(with: verb) && particles.contains($0[verb.count]) }
        }
        return says(opposite) && !says(kin[particle] ?? [particle])
    }

    /// Each particle and the particles that reverse it.
    static let opposites: [String: Set<String>] = [
        "up": ["down"], "down": ["up"], "in": ["out"], "into": ["out"], "out": ["in", "into"], "on": ["off"], "off": ["on"],
        "over": ["under"], "under": ["over"], "away": ["near", "closer", "together"], "together": ["apart", "away"],
        "apart": ["together"],
    ]

    /// Each particle with the particles that say the same motion ("into" beside "in").
    static let kin: [String: Set<String>] = [
        "in": ["in", "into"], "into": ["in", "into"], "on": ["on", "onto"],
    ]
}

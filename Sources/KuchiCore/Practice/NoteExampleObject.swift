/// A verb gloss whose note lists what the verb is done to, said with one of those things as its object: "recommend a
/// book" for 勧める's "to recommend (a book, someone for a position, etc.)", "offer someone a seat" for "to offer (a drink,
/// cigarette, seat, etc.)". The dictionary names the object, so the phrase says the gloss's own sense; an object the note
/// does not list ("offer a job", "fly a plane" for "to fly (a kite, etc.)") stays refused, as judging round 11's verb with
/// any object took idioms. Never a note that names the verb's subject or a preposition's object ("(of the wind)", "(with
/// dust, etc.)"), nor a gloss of "to be"; the caller keeps it to a word that is no intransitive verb ("to hum (engine,
/// wind, etc.)" names what hums).
enum NoteExampleObject {
    /// The gloss among `glosses` that `input` says with an object its note lists, with "someone" before it or not (the
    /// one a thing is offered to), its verb as typed or as a gerund ("recommending a book": judging round 23).
    static func gloss(for input: String, among glosses: [String]) -> String? {
        let typed = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard (2...6).contains(typed.count) else { return nil }
        let verbs = ActionNoun.verbs(ofGerund: typed[0]).map { [$0] + typed.dropFirst() }
        for said in [typed] + verbs {
            if let gloss = gloss(saidAs: said, among: glosses) { return gloss }
        }
        return nil
    }

    /// The gloss among `glosses` that the words `typed` say with an object its note lists.
    private static func gloss(saidAs typed: [String], among glosses: [String]) -> String? {
        for gloss in glosses {
            let lowered = gloss.lowercased()
            guard lowered.hasPrefix("to "), !lowered.contains("..."), let open = lowered.firstIndex(of: "("), let close = lowered[open...].firstIndex(of: ")"),
                  lowered[lowered.index(after: close)...].allSatisfy(\.isWhitespace) else { continue }
            let verb = MeaningMatcher.words(of: String(lowered[..<open])).split(separator: " ").map(String.init)
            guard !verb.isEmpty, verb.first != "be", typed.count > verb.count, typed.starts(with: verb) else { continue }
            var object = Array(typed.dropFirst(verb.count))
            if object.count > 1, object.first == "someone" { object.removeFirst() }
            guard let said = singular(object) else { continue }
            if objects(listedIn: String(lowered[lowered.index(after: open)..<close])).contains(said) { return gloss }
        }
        return nil
    }

    /// The things a note lists as a verb's objects, each singular (``singular(_:)``): "a book, someone for a position,
    /// etc." lists "book", "cheques, vouchers, etc." "cheque" and "voucher"; empty for a note whose first item holds a
    /// preposition, whose later items go on its phrase ("of a wish, prayer, etc.", "someone in a post, role, etc.",
    /// "an opponent in kendo, boxing"), or is an adverb, whose later items are the verb's subjects ("rhythmically, e.g.
    /// pulse, waves").
    static func objects(listedIn note: String) -> [String] {
        var items = note.split(separator: ",").map { item in
            item.split(separator: " ").map(String.init).filter { !abbreviations.contains($0) }
        }
        items.removeAll(where: \.isEmpty)
        guard let first = items.first, !first.contains(where: prepositions.contains),
              !(first.count == 1 && first[0].hasSuffix("ly")) else { return [] }
        return items.compactMap { item in
            guard !item.contains(where: prepositions.contains) else { return nil }
            return singular(MeaningMatcher.words(of: item.joined(separator: " ")).split(separator: " ").map(String.init))
        }
    }

    /// One or two words of letters, the last singular ("seats": seat, "small children": small child); `nil` for another
    /// shape or a stand-in ("something").
    private static func singular(_ words: [String]) -> String? {
        guard (1...2).contains(words.count), let last = words.last, words.allSatisfy({ $0.allSatisfy(\.isLetter) }),
              !MeaningMatcher.placeholders.contains(last) else { return nil }
        return (words.dropLast() + [EnglishSpelling.irregularSingular(last) ?? EnglishSpelling.singular(last)]).joined(separator: " ")
    }

    private static let abbreviations: Set<String> = ["e.g.", "etc.", "etc", "esp.", "usu.", "i.e."]

    private static let prepositions: Set<String> = [
        "of", "in", "on", "at", "with", "by", "for", "from", "to", "into", "about", "as", "against", "over", "under", "through",
        "during",
    ]
}

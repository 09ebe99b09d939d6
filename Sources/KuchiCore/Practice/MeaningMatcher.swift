import Foundation

/// Judges a typed English meaning against a word's glosses.
///
/// Any gloss counts. Both sides are compared without case, width differences, extra spaces,
/// punctuation, parenthesised notes ("(polite)"), a leading article (a, an, the) or a leading "to ".
/// A small typo is forgiven — one edit (or a letter moved two places) for glosses of 4–7 letters, two for 8 or
/// more — unless the typed text is as close to another meaning in play (the other choices, the session's
/// words): "hat" is never taken for "cat" when "hat" is a choice.
public enum MeaningMatcher {
    /// The result of matching.
    public struct Match: Equatable, Sendable {
        /// How the text matched.
        public var judgement: Judgement
        /// The gloss matched (the closest one, for a wrong answer when any is close).
        public var gloss: String?
        /// For a slip refused only because another meaning in play is as close (``judgement`` `.wrong`): the
        /// word's own meaning it is close to, and that other meaning (``AmbiguousSlip``).
        public var slip: AmbiguousSlip?
    }

    /// Matches `input` against `glosses`; `competitors` are other meanings a typo must not be closer to.
    /// With `forgivingTypos` false, only a spelling of a gloss counts (``Judgement/exact`` or ``Judgement/normalised``).
    /// What was typed is never made plainer (a particle, "it is" or a light verb left out) to meet a gloss of
    /// `asWritten`: a gloss its note narrows to examples.
    public static func match(_ input: String, glosses: [String], competitors: [String] = [],
                             forgivingTypos: Bool = true, asWritten: Set<String> = []) -> Match {
        let trimmed = input.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // "My" and "your" name whose thing it is: "my house" is no "(polite) your house" (お宅), though both say "house".
        let person = [0x6D, 0x4D, 0x79, 0x59].contains(input.utf8.first ?? 0) ? Self.person(of: input) : nil   // m, M, y, Y
        let glosses = acceptedGlosses(glosses).filter { person == nil || (Self.person(of: $0) ?? person) == person }
        if let gloss = glosses.first(where: { $0.caseInsensitiveCompare(trimmed) == .orderedSame }) {
            return Match(judgement: .exact, gloss: gloss)
        }
        let typed = normalize(input)
        guard !typed.isEmpty else { return Match(judgement: .wrong, gloss: nil) }
        let typedKey = compact(typed)
        let forms = glosses.map { (gloss: $0, form: glossForm($0)) }
        let targets = forms.map { ($0.gloss, $0.form.normalised) }
        func met(_ typed: String) -> String? {
            let typedKey = compact(typed)
            let plainer = plainerKeys(of: typed)
            return forms.first(where: { $0.form.key == typedKey })?.gloss
                ?? forms.first(where: { variantKeys(of: $0.gloss, normalised: $0.form.normalised).contains(typedKey) })?.gloss
                ?? forms.first(where: { plainer.contains($0.form.key) && !asWritten.contains($0.gloss) })?.gloss
        }
        if let gloss = met(typed) { return Match(judgement: .normalised, gloss: gloss) }
        // "A day", "a year": one of a unit where a gloss counts them (一日 "one day"), else the article of "day" (日); and
        // a gloss's "a" before a unit is its article to an answer that says none or "the" ("to take the day off").
        // Not a unit that is a counter sense of a word whose first gloss is the quantity it measures: 時間 "time; hour" is
        // "hours" counted (一時間 is "an hour"), so "an hour" is no 時間.
        let typedWithArticle = articleBeforeAUnit(input)
        if let gloss = typedWithArticle.flatMap(met).flatMap({ unitIsOwnSense($0, among: glosses) ? $0 : nil })
            ?? glosses.first(where: { articleBeforeAUnit($0).map(compact) == compact(typedWithArticle ?? typed) }) {
            return Match(judgement: .normalised, gloss: gloss)
        }
        guard forgivingTypos else { return Match(judgement: .wrong, gloss: nil) }
        // Typos are measured on the words as typed (no spelling rules: "hors" is a typo of "horse", not a plural).
        let typedWords = words(of: input)
        var best: (gloss: String, distance: Int)?
        // A verb typed ("to sing") is no typo of a gloss that is none ("song").
        let typedVerb = input.lowercased().split(whereSeparator: \.isWhitespace).first == "to"
        // An answer of fewer than four letters is never a typo: "fat" is no typo of "fast".
        if typoAllowance(for: typedWords) > 0 {
            for gloss in glosses where !typedVerb || gloss.lowercased().hasPrefix("to ") {
                let glossWords = words(of: gloss)
                // "bearable" is no slip of "unbearable": a prefix that negates makes an opposite, not a typo.
                guard !ReshapedAnswer.differByNegation(typedWords, glossWords) else { continue }
                let allowed = typoAllowance(for: glossWords)
                // A letter moved two places is one slip ("techaer" for "teacher"), where the distance counts two.
                guard allowed > 0, let distance = EditDistance.between(typedWords, glossWords, limit: allowed)
                        ?? (EditDistance.movesOneLetter(typedWords, glossWords) ? 1 : nil),
                      distance < 2 || !EditDistance.endsDifferently(typedWords, glossWords) else { continue }
                if distance < best?.distance ?? .max { best = (gloss, distance) }
            }
        }
        guard let best else { return Match(judgement: .wrong, gloss: nil) }
        // Another meaning in play, typed or as close, makes it no typo (measured only now: the session's
        // meanings are many).
        let own = Set(targets.map(\.1))
        let others = competitors.filter { !own.contains(normalize($0)) }
        if others.contains(where: { compact(normalize($0)) == typedKey }) { return Match(judgement: .wrong, gloss: nil) }
        // Said as a rival (the learner is asked to type it again, not graded), with the gloss it is as close to.
        if let rival = others.first(where: { EditDistance.between(typedWords, words(of: $0), limit: best.distance) != nil
                || EditDistance.movesOneLetter(typedWords, words(of: $0)) }) {
            return Match(judgement: .wrong, gloss: nil, slip: AmbiguousSlip(typed: trimmed, meant: best.gloss, rival: rival, edits: best.distance))
        }
        return Match(judgement: .typo, gloss: best.gloss)
    }

    /// The possessive a meaning begins with, "my" or "your" (notes set aside); `nil` for any other.
    static func person(of text: String) -> String? {
        guard let first = split(fold(text)).first, first == "my" || first == "your" else { return nil }
        return first
    }

    /// A gloss's normalised form and its compact key, worked out once per gloss: a word of many glosses (かける,
    /// 出る) has each normalised at every answer to it.
    private static let glossForms = Memo<String, (normalised: String, key: String)>(limit: 16_384)

    /// The keys of the other ways to say a gloss (``GlossVariants/keys(of:normalised:)``), worked out once per gloss.
    private static let glossVariantKeys = Memo<String, Set<String>>(limit: 16_384)

    /// ``normalize(_:)`` of a gloss (a word's meaning or a dictionary's, never a typed line), worked out once per gloss.
    static func normalizedGloss(_ gloss: String) -> String {
        glossForm(gloss).normalised
    }

    private static func glossForm(_ gloss: String) -> (normalised: String, key: String) {
        glossForms.value(for: gloss) {
            let normalised = normalize(gloss)
            return (normalised, compact(normalised))
        }
    }

    /// ``GlossVariants/keys(of:normalised:)`` of `gloss`, whose normalised form is `normalised`.
    private static func variantKeys(of gloss: String, normalised: String) -> Set<String> {
        glossVariantKeys.value(for: gloss) { GlossVariants.keys(of: gloss, normalised: normalised) }
    }

    /// An answer's words as a word-for-word comparison takes them: lower case, without punctuation, notes or a leading
    /// "to", contractions said in full, each word in its American spelling, numbers as digits ("two": 2, as glosses are
    /// compared); articles and plurals as written.
    static func wordForWordWords(_ text: String) -> [String] {
        var words = split(fold(text))
        if words.first == "to", words.count > 1 { words.removeFirst() }
        return EnglishSpelling.numbersAsDigits(words.map(EnglishSpelling.american))
    }

    /// `words` as one key, spaces and hyphens set aside ("t-shirt", "t shirt" and "tshirt" are one).
    static func wordForWordKey(_ words: [String]) -> String {
        compact(words.joined(separator: " "))
    }

    /// The keys an answer key's answers are met by (``saysWordForWord(_:in:)``): each answer's own, and, for an answer
    /// whose last word is no plural, that word's plural's key (so that "snacks" meets "snack", never "nerve" "nerves").
    static func wordForWordKeys(_ answers: [String]) -> WordForWordKeys {
        var exact = Set<String>(), plural = Set<String>(), takingObject = Set<String>()
        for answer in answers {
            var words = wordForWordWords(answer)
            guard let last = words.last else { continue }
            exact.insert(wordForWordKey(words))
            if takesStandIn(answer) { takingObject.insert(wordForWordKey(words)) }
            guard !isPlural(last), EnglishSpelling.irregularSingular(last) == nil else { continue }
            words[words.count - 1] = EnglishSpelling.singular(last)
            plural.insert(wordForWordKey(words))
        }
        return WordForWordKeys(exact: exact, plural: plural, takingObject: takingObject)
    }

    /// Whether an answer key's `answer` takes a stand-in for an object after its last word (``objectStandIns``): when that
    /// word is a preposition that is never the adverb particle of a phrasal verb (``fixedPrepositions``: "to look after",
    /// "speaking on behalf of"), or when the answer is a noun phrase (no "to …", no gerund) ending in "in", "on", "to",
    /// "at" or "about" ("faith in", "interest in"), or a verb and a word of its own before such an ending ("to look good
    /// on", "looking forward to": judging round 14). A verb's or gerund's final "on", "in", "to" or "up" may be a particle, and an object
    /// after it makes another verb: "to pass on something" hands it on, "to pass on" dies.
    static func takesStandIn(_ answer: String) -> Bool {
        let words = split(fold(answer))
        guard words.count > 1, let last = words.last else { return false }
        if fixedPrepositions.contains(last) { return true }
        guard ["in", "on", "to", "at", "about"].contains(last), let first = words.first else { return false }
        // After a verb and a word of its own ("to look good on", "looking forward to") the final word is the
        // preposition of the whole phrase, not the verb's particle: an object after it changes nothing.
        let gerund = first.hasSuffix("ing") && first.count > 4
        if first == "to" || gerund {
            // "At" after a verb is always its preposition ("to yell at someone"), never a particle that makes another verb.
            let verbWords = words.count - (first == "to" ? 2 : 1)
            return (verbWords >= 2 || last == "at") && !placeholders.contains(words[words.count - 2])
        }
        return true
    }

    /// Prepositions that are never the adverb particle of a phrasal verb: an object after one is the preposition's, and
    /// the verb before it means what it meant without one ("to look after someone", "to put up with it").
    static let fixedPrepositions: Set<String> = [
        "of", "for", "with", "after", "from", "into", "onto", "upon", "toward", "towards", "against", "without", "among",
        "amongst", "between", "like",
    ]

    /// Whether `input` says one of the answers whose keys are `keys` (``wordForWordKeys(_:)``): the same words, or the
    /// same words after an article `input` begins with ("a bowl" for "bowl", never "paper" for "the paper"), or with its
    /// last word a plural of the answer's ("snacks" for "snack", "men" for "man") unless that plural is a word of its own ("shorts",
    /// "odds", "savings"), or with a stand-in for the object of the answer's last word when that word is a preposition
    /// that is never a phrasal verb's particle or ends a noun phrase ("faith in someone" for "faith in", ``objectStandIns``,
    /// ``takesStandIn(_:)``; never "to pass on something" for "to pass on"). No synonym, shape or other spelling counts.
    /// For answers no rule should widen (``AnswerKeyLine``).
    static func saysWordForWord(_ input: String, in keys: WordForWordKeys) -> Bool {
        var words = wordForWordWords(input)
        guard !words.isEmpty else { return false }
        if keys.exact.contains(wordForWordKey(words)) { return true }
        if let object = objectStandIns.first(where: { words.count > $0.count + 1 && words.suffix($0.count).elementsEqual($0) }),
           keys.takingObject.contains(wordForWordKey(Array(words.dropLast(object.count)))) {
            return true
        }
        if let possible = asPossible(words), keys.exact.contains(wordForWordKey(possible)) { return true }
        if words.count > 1, ["a", "an", "the"].contains(words[0]) {
            words.removeFirst()
            if keys.exact.contains(wordForWordKey(words)) { return true }
        }
        guard let last = words.last, !pluralsOfTheirOwn.contains(last) else { return false }
        // An irregular plural ("men", "teeth", "people") first, then the regular rule ("lives" is "life" or "live").
        for singular in [EnglishSpelling.irregularSingular(last), isPlural(last) ? EnglishSpelling.singular(last) : nil] {
            guard let singular else { continue }
            words[words.count - 1] = singular
            if keys.plural.contains(wordForWordKey(words)) { return true }
        }
        return false
    }

    /// Whether `word` reads as a plural ("snacks", "cookies"; not "glass" or "bus").
    static func isPlural(_ word: String) -> Bool {
        word.hasSuffix("s") && EnglishSpelling.singular(word) != word
    }

    /// Plurals that mean something their singular does not: "shorts" is no more "short" than "odds" is "odd".
    static let pluralsOfTheirOwn: Set<String> = [
        "shorts", "sweets", "odds", "savings", "spirits", "damages", "airs", "greens", "minutes", "contents", "humanities",
        "regards", "works", "goods", "arms", "glasses", "manners", "customs", "letters", "quarters", "grounds", "premises",
        "times", "pains", "sights", "looks", "wants", "means", "remains", "papers", "parts", "terms", "ashes", "clothes",
        "spectacles", "proceeds", "futures", "reservations", "nerves", "butterflies", "locks", "falls", "stands", "downs",
        "guts", "coppers", "trials", "forces", "mechanics", "digs", "nuts", "cheers", "outgoings", "smarts", "tights",
        "smalls", "bottoms", "pulses", "bounds", "lines", "orders", "returns", "rights", "waters", "woods", "troops",
    ]

    /// A meaning's words as typed, for measuring typos: folded, without notes, punctuation, articles or a leading "to".
    static func words(of text: String) -> String {
        var words = split(fold(text))
        if words.count > 1 { words.removeAll { $0 == "a" || $0 == "an" || $0 == "the" } }
        if words.first == "to", words.count > 1 { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// What a typed (normalised) answer says with fewer words: without a particle a gloss leaves out ("to
    /// sit down", "to wait for"), "it is" before an adjective ("it's hot"), a pronoun after a question word
    /// ("which of them"), "into" as "in", "one" or "thing" after a demonstrative ("that one"), "over" before
    /// "here" or "there", a preposition before a time ("in the afternoon"), or a measure before a noun ("a
    /// pair of chopsticks"); without a preposition's "someone" or "something" a gloss leaves out ("to speak
    /// for someone"), "up to" as "up with" ("to catch up to"), and a gerund with its object as one word ("building
    /// ships": shipbuilding); as compact keys.
    static func plainerKeys(of typed: String) -> [String] {
        var words = typed.split(separator: " ").map(String.init)
        guard words.count > 1 else { return [] }
        var keys: [String] = []
        // A preposition's object a gloss leaves out: "to speak for someone (else)", "to look after somebody".
        // Never a verb's own object: "to stop something" says a transitive verb (止める), not 止む.
        var object = words
        if object.count > 2, object.last == "else" { object.removeLast() }
        if object.count > 2, let last = object.last, placeholders.contains(last), prepositions.contains(object[object.count - 2]) {
            keys.append(compact(object.dropLast().joined(separator: " ")))
        }
        if words.count > 2, words.suffix(2) == ["up", "to"] {
            keys.append(compact(words.dropLast().joined(separator: " ")))
            keys.append(compact((words.dropLast() + ["with"]).joined(separator: " ")))
        }
        // A gerund before its object, one word in the gloss: "building ships", "keeping house".
        if words.count == 2, words[0].hasSuffix("ing"), words[0].utf8.count > 5, words[1].allSatisfy(\.isLetter) {
            keys.append(words[1] + words[0])
        }
        if let possible = asPossible(words) { keys.append(compact(possible.joined(separator: " "))) }
        if let last = words.last, ["down", "with", "at", "for", "up"].contains(last) {
            keys.append(compact(words.dropLast().joined(separator: " ")))
        }
        // An adjective said as a sentence: "it is hot", "it's cold".
        if words[0] == itIs || (words.count > 2 && words[0] == "it" && ["is", "s"].contains(words[1])) {
            keys.append(compact(words.dropFirst(words[0] == itIs ? 1 : 2).joined(separator: " ")))
        }
        // A question word with a pronoun for what it chooses among: "which of them", "who of you" (never a count:
        // "which of two" is another word's meaning than "which (of three or more)").
        if words.count == 3, ["which", "who", "what"].contains(words[0]), words[1] == "of",
           ["them", "this", "that", "you", "us"].contains(words[2]) {
            keys.append(words[0])
        }
        // A verb's "into" or "onto" where the gloss says "in" or "on": "to put into", "to get onto".
        if let last = words.last, let plain = ["into": "in", "onto": "on"][last] {
            keys.append(compact((words.dropLast() + [plain]).joined(separator: " ")))
        }
        if words.count == 2, ["this", "that", "which", "these", "those"].contains(words[0]), ["1", "thing"].contains(words[1]) {
            keys.append(words[0])
        }
        if words.count == 2, words[0] == "over", ["here", "there"].contains(words[1]) { keys.append(words[1]) }
        if ["in", "at", "on", "during"].contains(words[0]) { keys.append(compact(words.dropFirst().joined(separator: " "))) }
        // A light verb before what is done: "to take a rest", "to have fun", "to go for a walk".
        if ["take", "have", "make", "give", "do"].contains(words[0]) {
            keys.append(compact(words.dropFirst().joined(separator: " ")))
        } else if words.count > 2, words[0] == "go", words[1] == "for" {
            keys.append(compact(words.dropFirst(2).joined(separator: " ")))
        } else if words.count == 2, words[0] == "pay", ["attention", "heed", "visit"].contains(words[1]) {
            // "Pay" is the light verb of these only ("to pay attention"; "to pay money" is no "money").
            keys.append(words[1])
        }
        if words.count > 2, words[1] == "of", measures.contains(words[0]) {
            words.removeFirst(2)
            keys.append(compact(words.joined(separator: " ")))
        }
        return keys
    }

    /// "As … as you can" (or I, we, one, they, he, she; can or could) said as "as … as possible": "as much as you can",
    /// "as hard as I could"; `nil` for words of another shape.
    static func asPossible(_ words: [String]) -> [String]? {
        let count = words.count
        guard count >= 5, words[0] == "as", ["can", "could"].contains(words[count - 1]), words[count - 3] == "as",
              ["you", "i", "we", "one", "they", "he", "she"].contains(words[count - 2]) else { return nil }
        return words.dropLast(2) + ["possible"]
    }

    /// What stands for a preposition's object after an answer key's answer that ends with the preposition ("faith in
    /// someone", "speaking on behalf of someone else", ``takesStandIn(_:)``); never "it" or "them", which make an idiom of a
    /// phrasal verb ("get on it", "go for it").
    static let objectStandIns: [[String]] = [
        ["someone", "else"], ["somebody", "else"], ["someone"], ["somebody"], ["something"], ["sb"], ["sth"],
    ]

    /// Words that stand for any object of a verb, in their canonical spelling.
    static let placeholders: Set<String> = ["someone", "somebody", "something", "sb", "sth", "it", "them"]

    /// Prepositions whose object a verb's gloss may leave out.
    static let prepositions: Set<String> = ["for", "after", "with", "to", "at", "on", "about", "of", "from", "into", "in"]

    /// "it's" as ``normalize(_:)`` spells it.
    private static let itIs = EnglishSpelling.canonical(word: "it's")

    private static let units: Set<String> = [
        "second", "minute", "hour", "day", "week", "month", "year", "hundred", "thousand", "dozen", "meter", "metre", "gram",
    ]

    private static let measures: Set<String> = [
        "pair", "piece", "sheet", "bar", "cup", "glass", "bottle", "bowl", "slice", "kind", "type", "sort", "roll", "loaf",
    ]

    /// A normalised meaning without its spaces and hyphens: "t-shirt", "t shirt" and "tshirt" are one answer.
    static func compact(_ normalised: String) -> String {
        guard normalised.utf8.contains(where: { $0 == 0x20 || $0 == 0x2D }) else { return normalised }
        return String(normalised.unicodeScalars.filter { $0 != " " && $0 != "-" })
    }

    /// Whether `glosses` hold one of the meanings `shown` (a question's prompted meanings), compared as
    /// answers are: after normalising, and with each synonym of a comma list on its own.
    public static func sharesMeaning(_ glosses: some Collection<String>, with shown: some Collection<String>) -> Bool {
        let asked = Set(acceptedGlosses(shown).map { compact(normalize($0)) }.filter { !$0.isEmpty })
        return acceptedGlosses(glosses).contains { asked.contains(compact(normalize($0))) }
    }

    /// The glosses and, for a gloss listing synonyms with commas ("crocodile, alligator"), each synonym:
    /// everything an answer may match.
    static func acceptedGlosses(_ glosses: some Collection<String>) -> [String] {
        Array(glosses) + glosses.flatMap(commaParts)
    }

    /// The parts of a gloss that lists synonyms with commas ("crocodile, alligator"), commas inside
    /// parentheses or brackets not counting ("to wear (shoes, socks)"); empty for a gloss without such a list.
    static func commaParts(_ gloss: String) -> [String] {
        guard gloss.utf8.contains(0x2C) else { return [] }
        var parts: [String] = [], current = "", depth = 0
        for character in gloss {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        let cleaned = parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(where: \.isLetter) }
        return cleaned.count > 1 ? cleaned : []
    }

    /// Edits forgiven for a gloss of this (normalised) length: 0 below 4 letters, 1 up to 7, 2 from 8.
    static func typoAllowance(for gloss: String) -> Int {
        let letters = gloss.filter(\.isLetter).count
        switch letters {
        case ..<4: return 0
        case 4...7: return 1
        default: return 2
        }
    }

    /// The comparable form of a meaning: folded, without notes, punctuation or articles, without a leading
    /// "to" (or "to be"), each word in its canonical spelling (``EnglishSpelling``): "The Colours" and
    /// "color" are one meaning, as are "seven days" and "7 day".
    public static func normalize(_ text: String) -> String {
        normalizeWords(split(fold(text)))
    }

    /// `text` in lower case, compatibility-folded, without notes in parentheses or brackets.
    private static func fold(_ text: String) -> String {
        // Fast paths matter: this runs for every distractor of every challenge.
        // A typographic apostrophe (a phone's keyboard types one) is the plain one: "that’s" is "that's".
        var folded = text.utf8.allSatisfy({ $0 < 0x80 }) ? text.lowercased()
            : withoutAccents(text.precomposedStringWithCompatibilityMapping.lowercased()).replacingOccurrences(of: "\u{2019}", with: "'")
        if folded.utf8.contains(where: { $0 == 0x28 || $0 == 0x5B }) { folded = withoutNotes(folded) }
        if folded.utf8.contains(0x2E) { folded = withoutInitialDots(folded) }
        if let lead = folded.utf8.first(where: { $0 != 0x20 }), lead == 0x27 || lead == 0xE2 { folded = withoutSingleQuotes(folded) }
        return folded
    }

    /// `text` without the single quotes around it whole ('left', ‘left’: a quotation, as double quotes are,
    /// not an apostrophe). A typographic closing quote is the plain one already (``fold(_:)``).
    static func withoutSingleQuotes(_ text: String) -> String {
        let scalars = text.trimmingCharacters(in: .whitespaces).unicodeScalars
        guard scalars.count > 2, let first = scalars.first, first == "'" || first == "\u{2018}", scalars.last == "'" else { return text }
        return String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))
    }

    /// `text` with the accents of Latin letters taken off ("café": cafe, "naïve": naive): the combining marks
    /// U+0300–U+036F of its canonical decomposition. Kana keep their voicing marks (U+3099, U+309A).
    static func withoutAccents(_ text: String) -> String {
        let decomposed = text.decomposedStringWithCanonicalMapping
        guard decomposed.unicodeScalars.contains(where: { (0x300...0x36F).contains($0.value) }) else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: decomposed.unicodeScalars.filter { !(0x300...0x36F).contains($0.value) })
        return String(kept).precomposedStringWithCanonicalMapping
    }

    /// `text` with the dots of an initialism taken out, so that it is one word: "a.m." and "am", "u.s."
    /// and "us" are one answer (without this, "a.m." would be the article "a" and "m").
    static func withoutInitialDots(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        func isLetter(_ index: Int) -> Bool { scalars.indices.contains(index) && scalars[index].properties.isAlphabetic }
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            // A dot after a lone letter that another lone letter with its dot follows, or ends such a run.
            if scalar == ".", isLetter(index - 1), !isLetter(index - 2),
               (isLetter(index + 1) && !isLetter(index + 2)) || (index >= 2 && scalars[index - 2] == "." && isLetter(index - 3) && !isLetter(index - 4)) {
                continue
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// `text` with each note in parentheses or brackets made a space (by hand: a regular expression costs
    /// tens of microseconds to build on Linux, and this runs for every gloss).
    static func withoutNotes(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var closing: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let end = closing {
                if scalar == end {
                    closing = nil
                    result.append(" ")
                }
            } else if scalar == "(" {
                closing = ")"
            } else if scalar == "[" {
                closing = "]"
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func split(_ folded: String) -> [String] {
        let words = folded.utf8.allSatisfy({ $0 < 0x80 }) ? asciiWords(folded) : unicodeWords(folded)
        return folded.utf8.contains(0x27) ? EnglishSpelling.expandingContractions(words) : words
    }

    /// The quantities a unit measures: a word whose first gloss is one counts its units in a later sense (時間 "time; hour").
    private static let measuredQuantities: Set<String> = ["time", "period", "length", "distance", "weight", "amount", "quantity"]

    /// Whether `gloss`, a unit, may take "a" as its article for the word of `glosses`: it is the first gloss, or the first
    /// gloss is no quantity the unit measures (月 "moon; month" takes "a month"; 時間 "time; hour" never "an hour").
    static func unitIsOwnSense(_ gloss: String, among glosses: [String]) -> Bool {
        guard let first = glosses.first, first != gloss else { return true }
        return !measuredQuantities.contains(words(of: first))
    }

    /// `input` normalised with "a" or "an" before a unit read as an article ("a day": day), when it holds one; `nil`
    /// when it holds none. ``normalize(_:)`` reads it as one ("a day": one day), as a number word's gloss means it.
    static func articleBeforeAUnit(_ input: String) -> String? {
        let words = split(fold(input))
        guard words.indices.dropLast().contains(where: { (words[$0] == "a" || words[$0] == "an") && units.contains(words[$0 + 1]) })
        else { return nil }
        let normalised = normalizeWords(words, unitArticleIsOne: false)
        return normalised.isEmpty ? nil : normalised
    }

    /// The comparable form of a meaning split into lower-case words (``normalize(_:)``); with `unitArticleIsOne` false,
    /// "a" before a unit is an article like any other.
    static func normalizeWords(_ split: [String], unitArticleIsOne: Bool = true) -> String {
        var words = split
        // "a month", "an hour": one of a unit, as "one month" is.
        for index in words.indices.dropLast() where unitArticleIsOne && (words[index] == "a" || words[index] == "an")
            && units.contains(words[index + 1]) {
            words[index] = "one"
        }
        if words.count > 1 { words.removeAll { $0 == "a" || $0 == "an" || $0 == "the" } }
        if words.isEmpty { words = split.suffix(1) }
        if words.first == "to", words.count > 1 { words.removeFirst() }
        if words.first == "be", words.count > 1 { words.removeFirst() }
        // A possessive or "some" before a noun: "my older brother", "some butter".
        if let first = words.first, ["my", "your", "one's", "some"].contains(first), words.count > 1 { words.removeFirst() }
        return EnglishSpelling.canonical(words).joined(separator: " ")
    }

    /// Letters, digits, apostrophes and hyphens, split at everything else (ASCII text, byte by byte).
    static func asciiWords(_ text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            let kept = (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == 0x27 || byte == 0x2D
            if kept {
                current.append(byte)
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// The same for any script, character by character.
    private static func unicodeWords(_ text: String) -> [String] {
        let kept = text.map { $0.isLetter || $0.isNumber || $0 == "'" || $0 == "-" ? $0 : " " }
        return String(kept).split(separator: " ").map(String.init)
    }
}

/// The keys answers are met by word for word (``MeaningMatcher/wordForWordKeys(_:)``).
struct WordForWordKeys: Sendable, Equatable {
    /// Each answer's own key.
    var exact: Set<String> = []
    /// The key of each answer whose last word is no plural, that word made singular as a plural typed for it is.
    var plural: Set<String> = []
    /// The key of each answer that takes a stand-in for an object after it (``MeaningMatcher/takesStandIn(_:)``).
    var takingObject: Set<String> = []
}

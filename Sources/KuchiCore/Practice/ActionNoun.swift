import Foundation

/// A verb typed where a word's gloss is the noun English makes of it: "to concentrate" for 集中's
/// "concentration", "explore" for 探検's "exploration", "to explain" for 説明's "explanation", "to decide"
/// for "decision", "to arrive" for "arrival". Japanese verbal nouns (する nouns) are glossed as nouns, and
/// a learner asked what one means often answers with the verb, or with its gerund ("explaining").
enum ActionNoun {
    /// The nouns English makes of `verb` (one word, lower case): -ion, -ation, -ication and -ment, and the
    /// endings whose spelling changes with the suffix (explain: explanation, describe: description, reduce:
    /// reduction, assume: assumption, admit: admission, decide: decision, extend: extension, expand:
    /// expansion, solve: solution, convert: conversion), -ition after -ine and -ete (define: definition, compete:
    /// competition), -al after -ve and -se (arrive: arrival, refuse:
    /// refusal), -ence and -ance after -ist, -ept, -end, -orm and -fer (exist: existence, accept: acceptance,
    /// differ: difference), -ence after -ere (interfere: interference), and -y after -ver (discover: discovery).
    /// Endings that make nouns of other meanings (receive: reception, a desk; please: pleasure; carry:
    /// carriage; appear: appearance, a look) are left out.
    static func nouns(ofVerb verb: String) -> [String] {
        var nouns = [verb + "ion", verb + "ation", verb + "ment"]
        let stem = String(verb.dropLast())
        if verb.hasSuffix("e") { nouns += [stem + "ion", stem + "ation"] }
        // -ition after -ine and -ete: define: definition, compete: competition.
        if verb.hasSuffix("ine") || verb.hasSuffix("ete") { nouns.append(stem + "ition") }
        if verb.hasSuffix("y") { nouns.append(stem + "ication") }
        if verb.hasSuffix("ain") || verb.hasSuffix("aim") { nouns.append(String(verb.dropLast(2)) + String(verb.suffix(1)) + "ation") }
        if verb.hasSuffix("scribe") { nouns.append(String(verb.dropLast(2)) + "ption") }
        if verb.hasSuffix("uce") { nouns.append(stem + "tion") }
        if verb.hasSuffix("sume") { nouns.append(stem + "ption") }
        if verb.hasSuffix("mit") { nouns.append(stem + "ssion") }
        for ending in ["ide", "ade", "ode", "ude"] where verb.hasSuffix(ending) { nouns.append(String(verb.dropLast(2)) + "sion") }
        if verb.hasSuffix("end") { nouns += [stem + "sion", stem + "tion"] }
        if verb.hasSuffix("and") || verb.hasSuffix("ert") { nouns.append(stem + "sion") }
        if verb.hasSuffix("olve") { nouns.append(String(verb.dropLast(2)) + "ution") }
        if verb.hasSuffix("ve") || verb.hasSuffix("se") { nouns.append(stem + "al") }
        if ["ist", "ept", "end", "orm", "fer"].contains(where: verb.hasSuffix) { nouns += [verb + "ence", verb + "ance"] }
        if verb.hasSuffix("ere") { nouns.append(stem + "ence") }
        if verb.hasSuffix("ver") { nouns.append(verb + "y") }
        return nouns
    }

    /// The verb gloss of `glosses` ("to pay", "to take a bath", "to put up with") whose gerund `input` is, typed alone or
    /// with the rest of the gloss's words exactly: "paying", "hiding" (hide), "chewing", "taking a bath", "picking on",
    /// "getting off", "being jealous" (to be jealous), "getting tired". A learner asked what a verb means often names the
    /// act. A stand-in for an object at the end
    /// (``MeaningMatcher/placeholders``) is said or left out as the judge allows it of the verb itself: after a preposition
    /// that is never a phrasal verb's particle (``MeaningMatcher/fixedPrepositions``) either way ("putting up with it" for
    /// "to put up with", "looking after" for "to look after someone"); after the verb, or after a word that may be its
    /// particle ("on", "in", "to", "up"), only when `objectMayFollow` (a word that is no intransitive verb: "visiting
    /// someone" for "to visit"; "passing on something" hands a thing on, never 死ぬ's "to pass on"); and never taken off a
    /// gloss after the verb ("making" is no "to make it"). Notes set aside.
    static func verbGloss(forGerund input: String, among glosses: [String], objectMayFollow: Bool = false) -> String? {
        let typed = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard let first = typed.first else { return nil }
        // "Being" is too short for ``verbs(ofGerund:)``: "being jealous" for "to be jealous", never "being" alone; other
        // gerunds of five letters alone or not ("going extinct" for "to go extinct", judging round 26).
        let verbs = first == "being" ? (typed.count > 1 ? ["be"] : []) : shortGerunds[first].map { [$0] } ?? verbs(ofGerund: first)
        guard !verbs.isEmpty else { return nil }
        var rests = [Array(typed.dropFirst())]
        if let rest = rests.first, let last = rest.last, MeaningMatcher.placeholders.contains(last) {
            // After a preposition that is never a particle the object is the preposition's ("putting up with it"); after
            // the verb or a word that may be its particle ("passing on something" hands it on), the verb's, so only for a
            // verb that takes one.
            let before = rest.count > 1 ? rest[rest.count - 2] : nil
            if before.map(MeaningMatcher.fixedPrepositions.contains) ?? false || objectMayFollow { rests.append(Array(rest.dropLast())) }
        }
        let phrases = Set(verbs.flatMap { verb in rests.map { ([verb] + $0).joined(separator: " ") } })
        return glosses.first { gloss in
            // Notes set aside: "(respectful) to say" is a verb gloss too.
            let plain = MeaningMatcher.withoutNotes(gloss.lowercased())
            guard plain.trimmingCharacters(in: .whitespaces).hasPrefix("to ") else { return false }
            let words = MeaningMatcher.words(of: plain).split(separator: " ").map(String.init)
            if phrases.contains(words.joined(separator: " ")) { return true }
            // A preposition's stand-in the gloss says and the answer leaves out: "putting up with" for "to put up with it".
            guard words.count > 2, let last = words.last, MeaningMatcher.placeholders.contains(last),
                  MeaningMatcher.prepositions.contains(words[words.count - 2]) else { return false }
            return phrases.contains(words.dropLast().joined(separator: " "))
        }
    }

    /// The verb phrases `input` may say, normalised (``MeaningMatcher/normalize(_:)``): as typed without "to" ("to set
    /// off": set off), with a gerund first as its verb ("setting off": set off), or "get" and a past participle as the
    /// verb ("get divorced", "getting married": divorce, marry). Empty for an answer of no letters.
    static func verbPhrases(of input: String) -> [String] {
        let words = MeaningMatcher.normalize(input).split(separator: " ").map(String.init)
        guard let first = words.first, words.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "'") } })
        else { return [] }
        let rest = words.dropFirst()
        var phrases = [words.joined(separator: " ")]
        for verb in verbs(ofGerund: first) { phrases.append(([verb] + rest).joined(separator: " ")) }
        if words.count >= 2, ["get", "getting", "got", "become", "becoming"].contains(first) {
            for verb in verbs(ofParticiple: words[1]) { phrases.append(([verb] + words.dropFirst(2)).joined(separator: " ")) }
        }
        return phrases
    }

    /// The verbs a gerund may be of (explaining: explain, deciding: decide, admitting: admit); empty for
    /// a word without -ing.
    /// The answer key's answer that `input` says with its first verb as a gerund: "going overseas to study" for 留学's "go
    /// overseas to study", "studying in another country" for its "study in another country" (judging round 21). Only an
    /// answer of two words or more whose second word makes it a verb phrase (an article, a possessive, a preposition or an
    /// adverb, ``verbPhraseSecondWords``): two nouns make none, and their first made a gerund names another thing or
    /// nothing ("command form": no "commanding form"; "fire safety": no "firing safety"). The rest is compared word for
    /// word (``MeaningMatcher/words(of:)``). For a verbal noun only, whose key answers say its act: the caller weighs that.
    static func keyAnswer(saidAsGerund input: String, among answers: [String]) -> String? {
        let typed = MeaningMatcher.words(of: input).split(separator: " ").map(String.init)
        guard typed.count >= 2, let first = typed.first, first.hasSuffix("ing") else { return nil }
        let bases = shortGerunds[first].map { [$0] } ?? verbs(ofGerund: first)
        guard !bases.isEmpty else { return nil }
        let rest = typed.dropFirst()
        return answers.first { answer in
            let raw = answer.lowercased().split(separator: " ")
            guard raw.count >= 2, raw[0] != "to", raw[0] != "be", !raw[0].hasSuffix("ing"),
                  verbPhraseSecondWords.contains(String(raw[1])) else { return false }
            let said = MeaningMatcher.words(of: answer).split(separator: " ").map(String.init)
            return said.count == typed.count && bases.contains(said[0]) && said.dropFirst().elementsEqual(rest)
        }
    }

    /// Gerunds of five letters or fewer, too short for ``verbs(ofGerund:)``, and their verbs.
    static let shortGerunds: [String: String] = ["going": "go", "doing": "do", "being": "be", "dying": "die", "lying": "lie",
                                                 "tying": "tie", "using": "use", "owing": "owe", "aging": "age"]

    /// Words that, second in an answer, make its first word a verb: an article, a possessive, a preposition or an adverb
    /// particle ("do an experiment", "sign one's name", "study in another country", "go abroad to study").
    static let verbPhraseSecondWords: Set<String> = [
        "a", "an", "the", "one's", "your", "my", "his", "her", "their", "our", "someone's", "it", "in", "on", "at", "to",
        "for", "with", "from", "about", "into", "onto", "over", "under", "through", "across", "around", "after", "off", "up",
        "down", "out", "away", "back", "abroad", "overseas", "home", "together", "apart", "no",
    ]

    static func verbs(ofGerund word: String) -> [String] {
        guard word.hasSuffix("ing"), word.count > 5 else { return [] }
        let stem = String(word.dropLast(3))
        var verbs = [stem, stem + "e"]
        if let last = stem.last, stem.dropLast().last == last { verbs.append(String(stem.dropLast())) }
        return verbs
    }

    /// The gloss of `glosses` that is a noun of the verb `input` says: one word of at least five letters,
    /// with or without "to", or its gerund. Shorter words are mostly no verb of the noun they begin: "pass"
    /// for "passion", "mill" for "million", "base" for "basement". Glosses are compared normalised
    /// (``MeaningMatcher/normalize(_:)``).
    ///
    /// A verbal noun (one that takes する, ``DictionaryKnowledge/isVerbalNoun``) is also the verb of a gloss
    /// that is a gerund (掃除 "cleaning": to clean; 料理 "cooking": to cook) or a noun in -age (結婚
    /// "marriage": to marry; 通過 "passage": to pass), whatever the verb's length: Xする is "to do X", so
    /// the verb is the word's meaning. Not for other nouns: 建物 "building" is no "to build".
    ///
    /// A verbal noun's state is also its verb said with "get" and the past participle ("to get married" for
    /// 結婚 "marriage", "getting engaged" for 婚約 "engagement").
    static func gloss(for input: String, among glosses: [String], verbalNoun: Bool = false) -> String? {
        let typed = MeaningMatcher.words(of: input)
        if verbalNoun, let participle = participleAfterGet(typed) {
            let candidates = verbs(ofParticiple: participle)
            let made = Set(candidates.flatMap { nouns(ofVerb: $0) + verbalNounOnlyNouns(ofVerb: $0) }.map(MeaningMatcher.normalize))
            return glosses.first { gloss in
                made.contains(MeaningMatcher.normalizedGloss(gloss)) || candidates.contains { isGerund(gloss, of: $0) }
            }
        }
        guard !typed.isEmpty, typed.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let verbs = [typed] + verbs(ofGerund: typed)
        var made = Set(verbs.filter { $0.count >= 5 }.flatMap(nouns(ofVerb:)).map(MeaningMatcher.normalize))
        if verbalNoun, typed.count >= 3 {
            made.formUnion(verbalNounOnlyNouns(ofVerb: typed))
            if let gerund = glosses.first(where: { isGerund($0, of: typed) }) { return gerund }
        }
        guard !made.isEmpty else { return nil }
        return glosses.first { made.contains(MeaningMatcher.normalizedGloss($0)) }
    }

    /// The nouns in -age and -ure English makes of `verb`, and -ition after -dd, taken for a verbal noun only
    /// (carriage, pleasure and pressure are things of their own; the verb is short): pass: passage, store:
    /// storage, marry: marriage, fail: failure, close: closure, add: addition.
    static func verbalNounOnlyNouns(ofVerb verb: String) -> [String] {
        let stem = verb.hasSuffix("e") ? String(verb.dropLast()) : verb
        return (verb.hasSuffix("y") ? [verb.dropLast() + "iage"] : [stem + "age"]) + [stem + "ure"]
            + (verb.hasSuffix("dd") ? [verb + "ition"] : [])
    }

    /// The past participle after "get" (or "getting", "got", "become") in a two-word answer ("get married":
    /// married); `nil` for any other answer.
    private static func participleAfterGet(_ typed: String) -> String? {
        let words = typed.split(separator: " ")
        guard words.count == 2, ["get", "getting", "got", "become", "becoming"].contains(words[0]),
              words[1].hasSuffix("ed"), words[1].allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return String(words[1])
    }

    /// The verbs a past participle in -ed may be of (married: marry, engaged: engage, stopped: stop, failed: fail).
    static func verbs(ofParticiple word: String) -> [String] {
        guard word.hasSuffix("ed"), word.count > 4 else { return [] }
        if word.hasSuffix("ied") { return [word.dropLast(3) + "y"] }
        let stem = String(word.dropLast(2))
        var verbs = [stem, stem + "e"]
        if let last = stem.last, stem.dropLast().last == last { verbs.append(String(stem.dropLast())) }
        return verbs
    }

    /// Whether `gloss` is one word, the gerund of `verb` (cleaning: clean, shopping: shop, making: make).
    private static func isGerund(_ gloss: String, of verb: String) -> Bool {
        let word = MeaningMatcher.words(of: gloss)
        return word.hasSuffix("ing") && !word.contains(" ") && verbs(ofGerund: word).contains(verb)
    }
}

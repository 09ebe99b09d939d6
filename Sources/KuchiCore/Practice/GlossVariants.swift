/// Other ways a learner says what one gloss says, accepted for that gloss only (never applied to what
/// was typed, so a verb's gloss never turns into a noun's): the words of a note kept ("stamp (postage)"
/// also as "postage stamp"), a date's ordinal alone ("seventh day of the month": "the 7th", "seventh
/// day"), and, for glosses that are no verb, the American or British word for the same thing
/// ("summer holiday": "summer vacation"; "autumn": "fall").
enum GlossVariants {
    /// The compact keys (``MeaningMatcher/compact(_:)``) a typed answer may have to match `gloss`, whose
    /// normalised form is `normalised`.
    static func keys(of gloss: String, normalised: String) -> Set<String> {
        var keys: Set<String> = []
        let lowered = gloss.lowercased()
        if let kept = withNoteWords(gloss) {
            // The note's words without its abbreviations: "to take (e.g. shower)" is also "to take shower",
            // and what that says in other words ("to take (a photo)": to photograph).
            let keptKey = MeaningMatcher.compact(MeaningMatcher.normalize(kept))
            keys.insert(keptKey)
            // A note naming whom or what a verb is done to says it with "someone" or "something": "to talk (to
            // someone)" is also "to talk to".
            for stand in ["someoneelse", "someone", "something"] where keptKey.hasSuffix(stand) && keptKey.count > stand.count + 2 {
                keys.insert(String(keptKey.dropLast(stand.count)))
                break
            }
            keys.formUnion(EnglishPhrases.samePhrase[keptKey] ?? [])
            // A request with what it asks in its note: "please (give me)" is also "give me".
            if lowered.hasPrefix("please ("), keptKey.count > "please".count {
                keys.insert(String(keptKey.dropFirst("please".count)))
            }
            if let open = lowered.firstIndex(of: "("), let close = lowered[open...].firstIndex(of: ")") {
                let note = lowered[lowered.index(after: open)..<close]
                keys.insert(MeaningMatcher.compact(MeaningMatcher.normalize(note + " " + lowered[..<open] + lowered[lowered.index(after: close)...])))
            }
            for phrase in narrowedPhrases(of: gloss) { keys.insert(MeaningMatcher.compact(MeaningMatcher.normalize(phrase))) }
        }
        let words = normalised.split(separator: " ").map(String.init)
        if let first = words.first, first.hasSuffix("th"), first.dropLast(2).allSatisfy(\.isNumber), !first.dropLast(2).isEmpty,
           words.count > 1, words[1] == "day" {
            keys.insert(first)
            keys.insert(first + "day")
        }
        // "last week": "the previous week"; "next year": "the following year"; "this month": "the current month".
        if words.count == 2, let other = timeWords[words[0]], timeNouns.contains(words[1]) {
            keys.insert(other + words[1])
        }
        if words.count == 1, let short = dayAbbreviations[words[0]] { keys.formUnion(short) }
        // A trailing preposition: "to be able to": "able"; "next door to"; "to arrive at".
        if words.count > 1, let last = words.last, ["to", "at", "with", "of"].contains(last) {
            let shorter = MeaningMatcher.compact(words.dropLast().joined(separator: " "))
            keys.insert(shorter)
            // And what that says in other words: "to be able to": able, can.
            keys.formUnion(EnglishPhrases.samePhrase[shorter] ?? [])
        }
        // A verb's way "towards" a place is also "for" it: "to head towards": head for, make for, leave for.
        if lowered.hasPrefix("to "), words.count > 1, words.last == "toward" {
            keys.insert(MeaningMatcher.compact((words.dropLast() + ["for"]).joined(separator: " ")))
        }
        // "to get tired", "to become tired" and "to be tired" are one state; so are "being careful" and "careful" (``stateKeys``).
        keys.formUnion(stateKeys(of: lowered))
        if let kept = withNoteWords(gloss) { keys.formUnion(stateKeys(of: kept)) }
        keys.formUnion(intensifiedKeys(of: normalised))
        if words.count == 2, words[1] == "weather" { keys.insert(words[0]) }
        // What a name is a name for: "friendly term for policeman": policeman.
        if let at = words.firstIndex(where: { $0 == "term" || $0 == "word" }), at + 2 < words.count, words[at + 1] == "for" {
            let named = Array(words[(at + 2)...])
            keys.insert(MeaningMatcher.compact(named.joined(separator: " ")))
            if named.count == 1, let word = named.first {
                for other in EnglishPhrases.sameThing[word] ?? [] { keys.insert(other) }
            }
        }
        // A side named with "hand": "left hand side" is also "left side".
        if words.count == 3, words[1] == "hand", words[2] == "side" { keys.insert(words[0] + "side") }
        // A question word with what it chooses among: "which of two": which.
        if words.count > 2, ["which", "who", "what"].contains(words[0]), words[1] == "of" { keys.insert(words[0]) }
        // A school's or a season's holiday is also its break: "summer holiday": summer break.
        if words.count == 2, ["holiday", "vacation"].contains(words[1]), breakSeasons.contains(words[0]) {
            keys.insert(words[0] + "break")
        }
        // A leading preposition: "for the first time": "first time", "for a while": "a while". Not before one bare word,
        // with which it makes an adverb of its own: "for example" is no "example", "in fact" no "fact".
        if words.count > 1, ["for", "in", "at", "on"].contains(words[0]), words.count > 2 || Self.hasArticle(afterFirstWordOf: lowered) {
            keys.insert(MeaningMatcher.compact(words.dropFirst().joined(separator: " ")))
        }
        // A noun's gerund: "travel": "traveling".
        if words.count == 1, !lowered.hasPrefix("to "), let word = words.first, word.count > 3, word.allSatisfy(\.isLetter) {
            keys.insert(word.hasSuffix("e") ? word.dropLast() + "ing" : word + "ing")
        }
        // A verb of a pastime said with "go" and its gerund: "to fish": go fishing, "to swim": go swimming.
        if words.count == 1, lowered.hasPrefix("to "), let verb = words.first, verb.count > 2, verb.allSatisfy(\.isLetter) {
            for gerund in Self.gerunds(of: verb) { keys.insert("go" + gerund) }
        }
        // An adjective made of the past participle of a verb ending in e is met by the verb: "liked": to like,
        // "disliked": to dislike, "hated": to hate (only the -d is dropped, so "hated" is never "hat").
        if words.count == 1, !lowered.hasPrefix("to "), let word = words.first, word.count > 4, word.hasSuffix("ed") {
            keys.insert(String(word.dropLast()))
        }
        // "A of B" said as "B A", and "B A" as "A of B", one word each side: "members of a family": family members;
        // "chain of islands": island chain; "retirement age": age of retirement. Never when A measures, counts or
        // places: "cup of tea" is no "tea cup", "day of the week" no "weekday", "top of the hill" no "hilltop".
        if words.count == 3, words[1] == "of", !notReordered.contains(words[0]) { keys.insert(words[2] + words[0]) }
        if words.count == 2, !notReordered.contains(words[1]) { keys.insert(words[1] + "of" + words[0]) }
        keys.formUnion(counterKeys(of: gloss))
        if let cut = withoutClauseObjectKey(of: lowered) { keys.insert(cut) }
        keys.formUnion(spacedNumberCompoundKeys(of: [gloss] + (withNoteWords(gloss).map { [$0] } ?? [])))
        keys.formUnion(firstPersonKeys(of: normalised))
        // A doer's noun said as who does it: "driver": person who drives, someone who drives.
        if words.count == 1, !lowered.hasPrefix("to ") { keys.formUnion(Self.doerPhrases(of: words[0])) }
        // An age, said any of the usual ways: "20 years old", "20 years of age", "aged 20", "age 20".
        if let age = Self.age(in: words) {
            keys.formUnion([age + "yearold", age + "yearofage", "aged" + age, "age" + age])
        }
        // A gloss that is a modal verb alone names the noun spelt alike (a dictionary glosses the modal as "to be
        // able"): 缶 "can" is a tin, never "able".
        if !EnglishPhrases.modalsAlone.contains(normalised) {
            for phrase in EnglishPhrases.samePhrase[MeaningMatcher.compact(normalised)] ?? [] { keys.insert(phrase) }
        }
        if !lowered.hasPrefix("to ") {
            for (index, word) in words.enumerated() {
                for other in EnglishPhrases.sameThing[word] ?? [] {
                    var changed = words
                    changed[index] = other
                    keys.insert(MeaningMatcher.compact(changed.joined(separator: " ")))
                }
            }
        }
        keys.remove("")
        return keys
    }

    /// Whether the second word of `lowered` (a gloss in lower case), notes set aside, is an article: "for a while",
    /// "in the wrong".
    static func hasArticle(afterFirstWordOf lowered: String) -> Bool {
        let words = MeaningMatcher.withoutNotes(lowered).split(whereSeparator: \.isWhitespace)
        return words.count > 2 && ["a", "an", "the"].contains(words[1])
    }

    /// `gloss` with its note's words kept and the note's abbreviations dropped ("to take (e.g. shower)": to
    /// take shower), or `nil` when it has no note. The thesaurus lists a verb said with what its note names
    /// under this text ("to play (a stringed or keyboard instrument)": play piano).
    static func withNoteWords(_ gloss: String) -> String? {
        guard gloss.utf8.contains(0x28) else { return nil }
        let lowered = gloss.lowercased()
        return String(decoding: lowered.utf8.map { $0 == 0x28 || $0 == 0x29 ? 0x20 : $0 }, as: UTF8.self)
            .split(separator: " ").filter { !noteAbbreviations.contains($0) }.joined(separator: " ")
    }

    /// What a gloss's note says it usually names, itself a right answer: the note's noun phrase when it
    /// ends with the gloss's noun ("student (esp. a university student)": university student; "bird meat
    /// (esp. chicken meat)": chicken meat), or its one word before a one-word gloss ("tea (usu. green)":
    /// green tea). Only an "esp." or "usu." note of one phrase: a list ("esp. cool, fresh water"), examples
    /// or what the gloss applies to ("esp. of cherry blossoms") name no answer.
    static func narrowedPhrases(of gloss: String) -> [String] {
        guard let open = gloss.firstIndex(of: "("), let close = gloss[open...].firstIndex(of: ")") else { return [] }
        var note = gloss[gloss.index(after: open)..<close].lowercased().split(separator: " ").map(String.init)
        guard let first = note.first, ["esp.", "usu."].contains(first) else { return [] }
        note.removeFirst()
        while let article = note.first, ["a", "an", "the"].contains(article) { note.removeFirst() }
        let outside = MeaningMatcher.normalize(String(gloss[..<open]) + " " + gloss[gloss.index(after: close)...])
        guard !note.isEmpty, !outside.isEmpty, !gloss.lowercased().hasPrefix("to "),
              note.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "-" } && !["of", "in", "to", "e.g.", "etc"].contains($0) })
        else { return [] }
        let phrase = note.joined(separator: " ")
        let noun = outside.split(separator: " ")
        if note.count > 1, MeaningMatcher.normalize(phrase).split(separator: " ").last == noun.last { return [phrase] }
        if note.count == 1, noun.count == 1 { return [phrase + " " + outside] }
        return []
    }

    /// The ways `verb`'s gerund may be spelt: fish: fishing, dance: dancing, swim: swimming (the consonant doubled
    /// after one vowel; both spellings kept where English is not sure: travelling, traveling).
    static func gerunds(of verb: String) -> [String] {
        var spellings = [verb + "ing"]
        if verb.hasSuffix("e"), !verb.hasSuffix("ee") { spellings.append(verb.dropLast() + "ing") }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        let letters = Array(verb)
        if letters.count >= 3, let last = letters.last, !vowels.contains(last), !"wxy".contains(last),
           vowels.contains(letters[letters.count - 2]), !vowels.contains(letters[letters.count - 3]) {
            spellings.append(verb + String(last) + "ing")
        }
        return spellings
    }

    /// The compact keys of a one-word noun of a doer in -er or -or (normalised) said as a person who does it: "driver":
    /// "person who drives", "someone who drives", "one who drives"; "teacher": "person who teaches"; "runner": "someone
    /// who runs"; "actor": "person who acts". The verb is the noun without its ending, with an "e" put back or a
    /// doubled consonant undone; a stem no verb has ("moth" of "mother") matches nothing a learner types.
    static func doerPhrases(of noun: String) -> [String] {
        guard noun.utf8.count >= 5, noun.hasSuffix("er") || noun.hasSuffix("or"), noun.allSatisfy(\.isLetter) else { return [] }
        let stem = String(noun.dropLast(2))
        var verbs = [stem]
        if noun.hasSuffix("er") { verbs.append(String(noun.dropLast())) }
        if let last = stem.last, stem.dropLast().last == last { verbs.append(String(stem.dropLast())) }
        let doing = verbs.filter { $0.utf8.count >= 3 }.flatMap { [$0 + "s", $0 + "es"] }.map(EnglishSpelling.canonical(word:))
        return Array(Set(doing)).flatMap { verb in doers.map { $0 + verb } }
    }

    /// "person who", "someone who" … as compact keys in their canonical spelling ("one" is written 1, "people" person).
    private static let doers: [String] = ["person who", "someone who", "somebody who", "one who", "person that"]
        .map { MeaningMatcher.compact(MeaningMatcher.normalize($0)) }

    /// The number of an age said as "N years old", "N years of age", "aged N" or "age N" (normalised words).
    private static func age(in words: [String]) -> String? {
        if words.count == 3, words[1] == "year", words[2] == "old", words[0].allSatisfy(\.isNumber) { return words[0] }
        if words.count == 4, words[1] == "year", words[2] == "of", words[3] == "age", words[0].allSatisfy(\.isNumber) { return words[0] }
        if words.count == 2, ["age", "aged"].contains(words[0]), words[1].allSatisfy(\.isNumber) { return words[1] }
        return nil
    }

    /// What a holiday is named after when American English calls it a break ("spring break").
    /// Words before "of" that measure, count or place what follows: no compound is made of them.
    private static let notReordered: Set<String> = [
        "cup", "glass", "piece", "bottle", "bowl", "slice", "sheet", "bar", "roll", "loaf", "pair", "lot", "number", "couple",
        "kind", "sort", "type", "part", "half", "day", "night", "week", "month", "year", "hour", "minute", "top", "bottom",
        "side", "front", "back", "middle", "end", "edge", "center", "head", "foot", "one", "all", "most", "some",
    ]

    private static let breakSeasons: Set<String> = ["spring", "summer", "autumn", "fall", "winter", "christmas", "easter", "school", "term"]

    private static let noteAbbreviations: Set<Substring> = ["e.g.", "esp.", "i.e.", "usu.", "etc.", "etc", "cf."]

    private static let timeWords = ["last": "previous", "next": "following", "this": "current"]
    private static let timeNouns: Set<String> = ["day", "week", "month", "year", "night", "evening", "morning", "time"]

    /// The usual short forms of the days of the week ("Tues.").
    private static let dayAbbreviations: [String: [String]] = [
        "monday": ["mon"], "tuesday": ["tue", "tues"], "wednesday": ["wed"], "thursday": ["thu", "thur", "thurs"],
        "friday": ["fri"], "saturday": ["sat"], "sunday": ["sun"],
    ]
}

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
        if lowered.contains("(") {
            let kept = lowered.replacingOccurrences(of: "(", with: " ").replacingOccurrences(of: ")", with: " ")
            keys.insert(MeaningMatcher.compact(MeaningMatcher.normalize(kept)))
            if let open = lowered.firstIndex(of: "("), let close = lowered[open...].firstIndex(of: ")") {
                let note = lowered[lowered.index(after: open)..<close]
                keys.insert(MeaningMatcher.compact(MeaningMatcher.normalize(note + " " + lowered[..<open] + lowered[lowered.index(after: close)...])))
            }
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
        if !lowered.hasPrefix("to ") {
            for (index, word) in words.enumerated() {
                for other in sameThing[word] ?? [] {
                    var changed = words
                    changed[index] = other
                    keys.insert(MeaningMatcher.compact(changed.joined(separator: " ")))
                }
            }
        }
        keys.remove("")
        return keys
    }

    private static let timeWords = ["last": "previous", "next": "following", "this": "current"]
    private static let timeNouns: Set<String> = ["day", "week", "month", "year", "night", "evening", "morning", "time"]

    /// The usual short forms of the days of the week ("Tues.").
    private static let dayAbbreviations: [String: [String]] = [
        "monday": ["mon"], "tuesday": ["tue", "tues"], "wednesday": ["wed"], "thursday": ["thu", "thur", "thurs"],
        "friday": ["fri"], "saturday": ["sat"], "sunday": ["sun"],
    ]

    /// Words of British and American English for the same thing, in their canonical spelling
    /// (``EnglishSpelling``: singular, American).
    private static let sameThing: [String: [String]] = {
        let groups: [[String]] = [
            ["autumn", "fall"], ["trouser", "pant"], ["lift", "elevator"], ["flat", "apartment"],
            ["underground", "subway"], ["holiday", "vacation"], ["film", "movie"], ["shop", "store"],
            ["toilet", "restroom", "bathroom", "lavatory"], ["rubbish", "garbage", "trash"], ["post", "mail"],
            ["postman", "mailman"], ["biscuit", "cookie"], ["sweet", "candy"], ["lorry", "truck"],
            ["petrol", "gasoline", "gas"], ["railway", "railroad"], ["timetable", "schedule"],
            ["pavement", "sidewalk"], ["chemist", "pharmacy", "drugstore"], ["football", "soccer"],
            ["motorway", "highway", "freeway"], ["maybe", "perhaps"], ["mobile", "cellphone"], ["sofa", "couch"],
            ["tap", "faucet"], ["torch", "flashlight"], ["nappy", "diaper"], ["crisp", "chip"],
            ["jumper", "sweater"], ["pram", "stroller"], ["car", "automobile"], ["taxi", "cab"],
            ["luggage", "baggage"], ["cinema", "movie theater"], ["handbag", "purse"], ["wardrobe", "closet"],
        ]
        var table: [String: [String]] = [:]
        for group in groups {
            for word in group { table[word, default: []] += group.filter { $0 != word } }
        }
        return table
    }()
}

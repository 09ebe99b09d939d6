/// The spelling rules that make two ways of writing one English meaning compare equal: British and
/// American spellings, plurals (a demonstrative's too: those, that), numbers written as words, and short
/// forms. Each rule is a table or a suffix rule, applied word by word to both a typed answer and a gloss
/// (lower case, without punctuation).
enum EnglishSpelling {
    /// `words` with each word in its canonical spelling, and number words as digits.
    static func canonical(_ words: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(words.count)
        var index = 0
        while index < words.count {
            if let (value, used) = number(in: words, at: index) {
                result.append(value)
                index += used
                continue
            }
            let word = canonical(word: words[index])
            index += 1
            // Words that add nothing after the one before: "yellow colour", "nine things", "10 years of age".
            if let previous = result.last {
                if colorWords.contains(word) { continue }
                if word == "thing", previous.first?.isNumber == true { continue }
                if word == "of", index + 1 == words.count, words[index] == "age", previous == "year" {
                    result.append("old")
                    index += 1
                    continue
                }
            }
            result.append(word)
        }
        return result
    }

    /// The colour's name of "white-colored" and the like; nil for other words.
    private static func colorCompound(_ word: String) -> String? {
        guard let dash = word.lastIndex(of: "-"), colorWords.contains(String(word[word.index(after: dash)...])),
              dash > word.startIndex else { return nil }
        return String(word[..<dash])
    }

    /// "colour" and its forms, which add nothing after a colour's name.
    private static let colorWords: Set<String> = ["color", "colored", "coloured", "colour"]

    /// One word in its canonical spelling: American, singular, and the long form of a short one.
    static func canonical(word: String) -> String {
        if let short = shortForms[word] { return short }
        // A colour's name made one word with "coloured" ("white-colored"), which adds nothing.
        if word.utf8.contains(0x2D), let name = colorCompound(word) { return canonical(word: name) }
        if let singular = irregularPlurals[word] ?? compoundManSingular(word) { return singular }
        var word = singular(word)
        word = americanSpellings[word] ?? americanSuffix(word)
        return shortForms[word] ?? word
    }

    /// One word in its American spelling ("colour": color, "organise": organize), and nothing else: a plural stays one.
    static func american(_ word: String) -> String {
        americanSpellings[word] ?? americanSuffix(word)
    }

    /// `words` (lower case) with each contraction said in full, as a gloss says it: "that's why": that is why, "what's
    /// more": what is more, "it's been": it has been, "don't": do not, "can't": cannot, "I'm": I am, "they're": they
    /// are. A possessive stays ("one's", "mother's"): only a pronoun or question word before "'s" makes "is" or "has".
    static func expandingContractions(_ words: [String]) -> [String] {
        var result: [String] = []
        for (index, word) in words.enumerated() {
            guard word.contains("'") else { result.append(word); continue }
            if let whole = wholeContractions[word] {
                result += whole
            } else if word.hasSuffix("'s"), contractedIs.contains(String(word.dropLast(2))) {
                result += [String(word.dropLast(2)), index + 1 < words.count && words[index + 1] == "been" ? "has" : "is"]
            } else if word.hasSuffix("n't"), word.count > 3 {
                result += [String(word.dropLast(3)), "not"]
            } else if let (ending, full) = contractedEndings.first(where: { word.hasSuffix($0.0) && word.count > $0.0.count }) {
                result += [String(word.dropLast(ending.count)), full]
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// Words before a contracted "is" (or "has" before "been").
    private static let contractedIs: Set<String> = ["it", "that", "what", "there", "here", "who", "where", "how", "he", "she", "this"]

    /// Contractions whose first part changes.
    private static let wholeContractions: [String: [String]] = [
        "can't": ["cannot"], "won't": ["will", "not"], "shan't": ["shall", "not"], "let's": ["let", "us"], "ain't": ["is", "not"],
    ]

    /// Contracted endings and the word they stand for ("'ve": have).
    private static let contractedEndings: [(String, String)] = [("'re", "are"), ("'m", "am"), ("'ve", "have"), ("'ll", "will")]

    /// A plural noun's singular (shoes → shoe, glasses stays, watches → watch, cities → city; a final -ie
    /// as -y, so that movie and movies meet at movy); other words as they are. Words of fewer than four letters and a few that only look plural are kept.
    static func singular(_ word: String) -> String {
        // -ie and -y spell one ending: movie/movies (→ movy), veggie/veggies, cookie/cookies.
        if word.utf8.count >= 5, word.hasSuffix("ie") { return String(word.dropLast(2)) + "y" }
        guard word.utf8.count >= 4, word.hasSuffix("s"), !pluralOnly.contains(word) else { return word }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        if word.hasSuffix("ies"), word.utf8.count > 4 { return String(word.dropLast(3)) + "y" }
        for ending in ["ches", "shes", "sses", "xes", "zes"] where word.hasSuffix(ending) { return String(word.dropLast(2)) }
        // -oes is -o's plural (volcanoes, potatoes, heroes, echoes) unless the singular ends in -oe (shoes, toes, canoes).
        if word.hasSuffix("oes"), word.utf8.count >= 6, !oeSingularPlurals.contains(word) { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }

    /// Plurals of six letters or more in -oes whose singular ends in -oe (canoe, horseshoe), not -o (shorter
    /// ones, shoes, toes, goes, does, are left to the plain rule).
    private static let oeSingularPlurals: Set<String> = [
        "canoes", "throes", "felloes", "horseshoes", "snowshoes", "tiptoes", "mistletoes", "overshoes", "gumshoes",
    ]

    /// British suffixes in their American spelling: -our → -or (colour), -ise → -ize (organise), -tre →
    /// -ter (centre), -ogue → -og (catalogue), -ilful → -illful (skilful).
    static func americanSuffix(_ word: String) -> String {
        let count = word.utf8.count
        if count >= 6, word.hasSuffix("our"), !ourWords.contains(word) { return String(word.dropLast(3)) + "or" }
        for (british, american) in izeEndings where count > british.utf8.count + 2 && word.hasSuffix(british) {
            return iseWords.contains(where: { word.hasSuffix($0) }) ? word : String(word.dropLast(british.utf8.count)) + american
        }
        if count >= 5, word.hasSuffix("tre") || word.hasSuffix("bre") { return String(word.dropLast(2)) + "er" }
        if count >= 7, word.hasSuffix("ogue") { return String(word.dropLast(2)) }
        if word.hasSuffix("ilful") { return String(word.dropLast(5)) + "illful" }   // skilful, unskilful, wilful
        return word
    }

    /// The largest number read as one (a quadrillion): past it, typed digits or words ("hundred" ten times) are
    /// left as they are, never computed into an overflow.
    private static let largestNumber = 1_000_000_000_000_000

    /// `value` when it is a number ``number(in:at:)`` reads, `nil` past ``largestNumber``.
    private static func bounded(_ value: (partialValue: Int, overflow: Bool)) -> Int? {
        value.overflow || value.partialValue > largestNumber ? nil : value.partialValue
    }

    /// A number written in words or digits at `index` ("seven", "twenty-one", "a hundred" after its
    /// article went, "10,000" split at its comma, "seventh" → "7th"): its digits and the words it took;
    /// `nil` for none, or for one over ``largestNumber``.
    static func number(in words: [String], at index: Int) -> (String, Int)? {
        var total = 0, current = 0, used = 0, ordinal = false
        var position = index
        while position < words.count, !ordinal {
            let word = words[position]
            var parts = word.utf8.contains(0x2D) ? word.split(separator: "-").map(String.init) : [word]
            if parts.isEmpty { break }
            var values: [(Int, Bool)] = []
            for part in parts {
                guard let value = numberWord(part) else { values = []; break }
                values.append(value)
            }
            if values.isEmpty {
                // Digits, with thousands split at a comma: 10,000 arrives as "10" "000".
                guard let digits = Int(word), word.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { break }
                if used > 0, word.utf8.count == 3, words[position - 1].utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                    guard let thousands = bounded(current.multipliedReportingOverflow(by: 1000)),
                          let sum = bounded(thousands.addingReportingOverflow(digits)) else { return nil }
                    current = sum
                } else if used == 0 {
                    guard digits <= largestNumber else { return nil }
                    current = digits
                } else {
                    break
                }
                used += 1
                position += 1
                continue
            }
            parts = []
            for (value, isOrdinal) in values {
                if value == 100 {
                    guard let hundreds = bounded(max(current, 1).multipliedReportingOverflow(by: 100)) else { return nil }
                    current = hundreds
                } else if value >= 1000 {
                    guard let scaled = bounded(max(current, 1).multipliedReportingOverflow(by: value)),
                          let sum = bounded(total.addingReportingOverflow(scaled)) else { return nil }
                    total = sum
                    current = 0
                } else {
                    guard let sum = bounded(current.addingReportingOverflow(value)) else { return nil }
                    current = sum
                }
                ordinal = ordinal || isOrdinal
            }
            used += 1
            position += 1
        }
        guard used > 0, let value = bounded(total.addingReportingOverflow(current)) else { return nil }
        return (ordinal ? "\(value)th" : "\(value)", used)
    }

    /// A number word's value, and whether it is an ordinal ("third" → 3, true).
    private static func numberWord(_ word: String) -> (Int, Bool)? {
        if let value = cardinals[word] { return (value, false) }
        if let value = ordinals[word] { return (value, true) }
        // 1st, 2nd, 3rd, 4th …
        for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
            if let value = Int(word.dropLast(2)), value >= 0 { return (value, true) }
        }
        return nil
    }

    private static let cardinals: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
        "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000,
        "million": 1_000_000,
    ]

    private static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
        "twentieth": 20, "thirtieth": 30, "hundredth": 100, "thousandth": 1000,
    ]

    /// The singular of a noun's irregular plural ("men": man, "teeth": tooth, "people": person); `nil` for any other word,
    /// a demonstrative's plural ("these") included.
    static func irregularSingular(_ word: String) -> String? {
        if let compound = compoundManSingular(word) { return compound }
        guard let singular = irregularPlurals[word], !demonstratives.contains(word) else { return nil }
        return singular
    }

    /// The singular of a compound in -man said in the plural ("gentlemen": gentleman, "firemen", "policewomen"), or nil.
    /// Only after four letters or more that end in neither i nor u, which leaves out the words that merely end in -men
    /// ("omen", "ramen", "stamen", "specimen", "regimen", "acumen"); one that still reaches the rule ("abdomen") is
    /// spelt alike on both sides, so it meets only itself.
    static func compoundManSingular(_ word: String) -> String? {
        guard word.utf8.count >= 7, word.hasSuffix("men"), word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        let stem = word.dropLast(3)
        guard let last = stem.last, last != "i", last != "u" else { return nil }
        return stem + "man"
    }

    /// Entries of ``irregularPlurals`` that are no noun's plural.
    private static let demonstratives: Set<String> = ["each", "whom", "these", "those"]

    /// `words` with each number written in words or digits as its digits ("two days": 2 days, "twenty-one": 21), and
    /// the article of "a hundred" left out (100); every other word as it is.
    static func numbersAsDigits(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            guard let (value, used) = number(in: words, at: index) else {
                result.append(words[index])
                index += 1
                continue
            }
            if ["hundred", "thousand", "million"].contains(words[index]), let previous = result.last, previous == "a" || previous == "an" {
                result.removeLast()
            }
            result.append(value)
            index += used
        }
        return result
    }

    /// Plurals that no suffix rule reaches.
    private static let irregularPlurals: [String: String] = [
        "teeth": "tooth", "feet": "foot", "men": "man", "women": "woman", "children": "child", "mice": "mouse",
        "geese": "goose", "people": "person", "knives": "knife", "wives": "wife", "lives": "life", "leaves": "leaf",
        "shelves": "shelf", "halves": "half", "loaves": "loaf", "thieves": "thief", "wolves": "wolf", "each": "every",
        "whom": "who", "these": "this", "those": "that",
    ]

    /// Words that end in -s without being plurals of another word of their meaning.
    private static let pluralOnly: Set<String> = [
        "news", "series", "species", "means", "glasses", "clothes", "goods", "arms", "manners", "customs",
        "always", "perhaps", "sometimes", "afterwards", "towards", "whereas", "thanks", "headquarters",
        "physics", "mathematics", "economics", "politics", "athletics", "electronics", "gymnastics",
        // A dessert, no plural of "after": "soon after" is no お菓子 (judging round 25).
        "afters",
    ]

    /// Words ending in -our that are no British spelling of an -or word.
    private static let ourWords: Set<String> = ["detour", "contour", "devour", "paramour", "velour", "troubadour"]

    private static let izeEndings: [(String, String)] = [
        ("isation", "ization"), ("ising", "izing"), ("ised", "ized"), ("ises", "izes"), ("iser", "izer"), ("ise", "ize"),
        ("ysing", "yzing"), ("ysed", "yzed"), ("yse", "yze"),
    ]

    /// Words whose -ise is no British -ize (exercise, surprise): endings compared.
    private static let iseWords: [String] = [
        "rise", "wise", "cise", "vise", "prise", "mise", "noise", "raise", "praise", "cruise", "chise", "guise",
        "poise", "pise", "tise", "dise", "rises", "wises", "vised", "mised", "noised", "raised", "praised",
        "cised", "prised", "prising", "rising", "vising", "mising", "raising", "praising", "cruising", "noising",
        "franchises", "appraise", "treatise", "expertise", "advertise", "advertised", "advertising", "merchandise",
        "paradise", "premise", "promise", "promised", "promising", "compromise", "despise", "surmise", "chastise",
        "exercised", "exercising", "surprised", "surprising", "revised", "revising", "supervised", "supervising",
        "advised", "advising", "devised", "devising", "televised", "improvised", "improvising", "disguised",
    ]

    /// British spellings that no suffix rule reaches, and their American spelling.
    private static let americanSpellings: [String: String] = [
        "grey": "gray", "programme": "program", "tyre": "tire", "pyjama": "pajama", "cheque": "check",
        "aeroplane": "airplane", "aluminium": "aluminum", "mum": "mom", "mummy": "mommy", "jewellery": "jewelry",
        "practise": "practice", "licence": "license", "defence": "defense", "offence": "offense",
        "storey": "story", "kerb": "curb", "plough": "plow", "mould": "mold", "moustache": "mustache",
        "sceptical": "skeptical", "manoeuvre": "maneuver", "doughnut": "donut", "whisky": "whiskey",
        "ageing": "aging", "judgement": "judgment", "enrol": "enroll", "fulfil": "fulfill", "skilful": "skillful",
        "wilful": "willful", "instalment": "installment", "omelette": "omelet", "travelling": "traveling",
        "travelled": "traveled", "traveller": "traveler", "cancelled": "canceled", "cancelling": "canceling",
        "labelled": "labeled", "modelling": "modeling", "counsellor": "counselor", "woollen": "woolen",
        "gramme": "gram", "kilogramme": "kilogram", "metre": "meter", "litre": "liter", "centre": "center",
        "theatre": "theater", "colour": "color", "favourite": "favorite", "neighbour": "neighbor",
        "cosy": "cozy", "draught": "draft", "gaol": "jail", "sulphur": "sulfur", "towards": "toward",
        "learnt": "learned", "spelt": "spelled", "dreamt": "dreamed", "burnt": "burned", "smelt": "smelled",
        "okay": "ok", "alright": "all right", "e-mail": "email", "t-shirt": "tshirt", "post-box": "postbox",
    ]

    /// Short forms and their long form (tv → television): either way of saying it counts.
    private static let shortForms: [String: String] = [
        "tv": "television", "telly": "television", "fridge": "refrigerator", "photo": "photograph",
        "phone": "telephone", "bike": "bicycle", "ad": "advertisement", "advert": "advertisement",
        "math": "mathematics", "maths": "mathematics", "exam": "examination", "lab": "laboratory",
        "info": "information", "uni": "university", "dept": "department", "mr": "mister", "kg": "kilogram",
        "kilo": "kilogram", "km": "kilometer", "cm": "centimeter", "mm": "millimeter", "hr": "hour", "hrs": "hour",
        "min": "minute", "mins": "minute", "plane": "airplane", "aeroplane": "airplane", "auto": "automobile",
        "sis": "sister", "bro": "brother", "mom": "mother", "dad": "father", "mommy": "mother", "daddy": "father",
        "ok": "ok", "o-k": "ok", "prof": "professor", "doc": "doctor", "gym": "gymnasium", "memo": "memorandum",
        "pc": "computer", "tel": "telephone", "approx": "approximately", "vs": "versus", "dorm": "dormitory",
        "fave": "favorite", "mt": "mount", "st": "street", "ave": "avenue", "lb": "pound", "oz": "ounce",
        // Everyday clippings of one long word each (never "cuz", which clips "because" and "cousin").
        "congrats": "congratulation", "pic": "picture", "pix": "picture", "flu": "influenza", "mic": "microphone",
        "limo": "limousine", "intro": "introduction", "hippo": "hippopotamus", "rhino": "rhinoceros",
        "chimp": "chimpanzee", "croc": "crocodile", "veggie": "vegetable", "veg": "vegetable", "carb": "carbohydrate",
        "hanky": "handkerchief", "cig": "cigarette", "ciggy": "cigarette", "condo": "condominium", "bday": "birthday",
        "thx": "thank", "pls": "please", "plz": "please", "msg": "message", "govt": "government", "thru": "through",
        "nite": "night", "tonite": "tonight", "tho": "though",
        "ppl": "person", "burger": "hamburger", "vid": "video", "convo": "conversation",
        "dino": "dinosaur", "gator": "alligator", "hubby": "husband",
        "granny": "grandmother", "grandma": "grandmother", "grandpa": "grandfather", "mum": "mother", "tummy": "stomach",
    ]
}

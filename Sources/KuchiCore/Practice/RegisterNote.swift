/// A word's register or use note said in a learner's words. JMdict marks a sense humble, honorific, polite, familiar,
/// or used by men or by women ("(hum) to go", "(male) I"), the bundled meanings say so in words ("(humble) to go",
/// "I (used by males)"), and learners are taught the notes and type them: "to go humbly", "humble form of say", "do,
/// in humble speech", "I, used by boys", "you, to a friend". This reads such an answer as a gloss and the note it says.
enum RegisterNote {
    /// An answer read as a gloss (`rest`) and a note; `needs` is the register letters of which the gloss's sense must
    /// carry one (``DictionaryEntry/senseRegisters``): `h` humble, `r` honorific, `p` polite, `f` familiar, `m` used by
    /// men, `w` used by women.
    struct Reading: Equatable {
        /// The answer without its note ("to go" of "to go humbly").
        var rest: String
        /// The registers the note allows, any one of them: "politely" is true of humble and honorific speech too, as
        /// both are polite; "humbly" of humble speech only.
        var needs: String
        /// Whether the note is a speaker's sex ("used by boys"), which says nothing of a word that has none (a note on who
        /// the word names: "cousin (male)").
        var isSpeaker: Bool { needs == "m" || needs == "w" }
    }

    /// The note words and the registers each allows.
    private static let humble = "h", honorific = "r", polite = "hrp", familiar = "f", male = "m", female = "w"

    /// Words a note in `input` would hold; an answer with none is read no further (the check runs on answers already
    /// judged, and is cheap).
    static func mayHoldANote(_ lowered: String) -> Bool {
        lowered.split(whereSeparator: { !$0.isLetter && $0 != "'" }).contains { cues.contains(String($0)) }
    }

    /// Every word a note or an owner said as "someone else's" holds.
    private static let cues: Set<String> = {
        let phrases = trailing.map(\.0) + leading.map(\.0) + ["someone else's", "somebody else's", "another person's",
                                                              "other people's", "someone's"]
        let words = phrases.flatMap { $0.split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init) }
        let common: Set<String> = ["to", "a", "an", "in", "by", "for", "of", "your", "way", "say", "saying", "form", "word",
                                   "verb", "version", "expression", "speech", "language", "japanese", "used", "said", "among",
                                   "between", "close", "someone", "somebody", "another", "other"]
        return Set(words).subtracting(common)
    }()

    /// `input` read as a gloss and a register or use note said before or after it; empty when it says none. A note
    /// after the gloss may follow a comma ("you, familiar"), stand in parentheses ("I (male)") or be an adverb or a
    /// phrase ("to go humbly", "do in humble speech", "I used by boys"); a note before it is an adverb after "to" ("to
    /// humbly do"), an adjective ("humble go") or a phrase ("humble form of go", "polite way to say eat").
    static func readings(of input: String) -> [Reading] {
        let text = cleaned(input)
        guard text.count <= 80, mayHoldANote(text) else { return [] }
        var found: [Reading] = []
        for (note, needs) in trailing {
            for separator in [", ", " - ", " ", ""] where separator.isEmpty == note.hasPrefix("(") {
                guard text.hasSuffix(separator + note) else { continue }
                // A bare adjective ("you, familiar", "I, polite") or a hearer ("you, to a friend") follows a comma or a
                // dash only: after a space they are the gloss's own words ("I polite", "to write to a friend").
                if separator == " ", bareAdjectives.contains(note) || note.hasPrefix("to ") { continue }
                let rest = String(text.dropLast(separator.count + note.count)).trimmingCharacters(in: .whitespaces)
                if !rest.isEmpty { found.append(Reading(rest: rest, needs: needs)) }
            }
        }
        let infinitive = text.hasPrefix("to ")
        let body = infinitive ? String(text.dropFirst(3)) : text
        for (note, needs) in leading where body.hasPrefix(note + " ") {
            let rest = String(body.dropFirst(note.count + 1))
            guard !rest.isEmpty else { continue }
            // "to humbly go" keeps its "to"; "humble form of go" has none to keep.
            found.append(Reading(rest: (infinitive ? "to " : "") + rest, needs: needs))
        }
        return found
    }

    /// "someone else's husband" for 御主人 "your husband": the gloss with "your", which an honorific or polite word says of
    /// the hearer's or another's family and things; nil for any other answer.
    static func asYours(_ input: String) -> String? {
        let text = cleaned(input)
        for owner in ["someone else's ", "somebody else's ", "another person's ", "other people's ", "someone's "]
        where text.hasPrefix(owner) && text.count > owner.count {
            return "your " + text.dropFirst(owner.count)
        }
        return nil
    }

    /// The register letters a word's own meanings say in their notes ("(humble) to go": h; "I (used by males)": m);
    /// "(male)" alone names who the word names ("cousin (male)"), no speaker.
    static func registers(ofMeanings meanings: [String]) -> String {
        var letters = ""
        for meaning in meanings where meaning.contains("(") {
            let lowered = meaning.lowercased()
            for (note, letter) in meaningNotes where lowered.contains(note) && !letters.contains(letter) { letters.append(letter) }
        }
        return letters
    }

    private static let meaningNotes: [(String, Character)] = [
        ("(humble", "h"), ("(hum)", "h"), ("(respectful", "r"), ("(honorable", "r"), ("(honourable", "r"),
        ("(honorific", "r"), ("(hon)", "r"), ("(polite", "p"), ("(pol)", "p"), ("(informal", "f"), ("(familiar", "f"),
        ("(fam)", "f"), ("used by men", "m"), ("used by males", "m"), ("used by women", "w"), ("used by females", "w"),
    ]

    /// `input` in lower case, single-spaced, without a full stop or exclamation mark at its end.
    private static func cleaned(_ input: String) -> String {
        var text = input.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        while let last = text.last, ".!".contains(last) { text.removeLast() }
        return text
    }

    /// Adjectives said after a gloss only behind a comma or dash ("you, familiar"): after a space they would be the
    /// gloss's own words ("I polite").
    private static let bareAdjectives: Set<String> = [
        "humble", "honorific", "respectful", "polite", "formal", "familiar", "informal", "casual", "male", "female",
        "masculine", "feminine",
    ]

    /// Notes said after a gloss, the longer first, with the registers each allows.
    private static let trailing: [(String, String)] = {
        var notes: [(String, String)] = []
        func add(_ words: [String], _ needs: String) { notes += words.map { ($0, needs) } }
        for speech in ["speech", "language", "form", "japanese", "keigo"] {
            notes += [("in humble \(speech)", humble), ("in honorific \(speech)", honorific), ("in respectful \(speech)", honorific),
                      ("in polite \(speech)", polite), ("in formal \(speech)", polite), ("in familiar \(speech)", familiar),
                      ("in informal \(speech)", familiar), ("in casual \(speech)", familiar)]
        }
        add(["humbly", "humble", "(humble)", "(humble form)", "(humble speech)", "(hum)"], humble)
        add(["respectfully", "honorifically", "honorific", "respectful", "(honorific)", "(respectful)", "(honorable)",
             "(honourable)", "(hon)", "(honorific form)"], honorific)
        add(["politely", "formally", "polite", "formal", "(polite)", "(formal)", "(pol)", "in keigo",
             "to a superior", "to your boss", "to a boss", "to a teacher", "to a customer", "to a stranger", "to strangers",
             "to an elder", "to elders"], polite)
        add(["familiar", "informal", "casual", "informally", "casually", "familiarly", "(familiar)", "(informal)", "(casual)",
             "(fam)", "to a friend", "to friends", "to a close friend", "to close friends", "among friends",
             "between friends", "to a junior", "to juniors", "to someone younger", "to a child", "to children"], familiar)
        for (nouns, needs) in [(["men", "males", "boys", "guys", "man", "a man", "a boy", "a guy"], male),
                               (["women", "females", "girls", "ladies", "woman", "a woman", "a girl", "a lady"], female)] {
            for noun in nouns {
                notes += [("used by \(noun)", needs), ("(used by \(noun))", needs), ("for \(noun)", needs),
                          ("(for \(noun))", needs), ("said by \(noun)", needs), ("(\(noun))", needs)]
            }
        }
        add(["male", "masculine", "(male)", "(masculine)", "(male speech)", "male speech", "men's speech", "men's word"], male)
        add(["female", "feminine", "(female)", "(feminine)", "(female speech)", "female speech", "women's speech",
             "women's word"], female)
        return notes.sorted { $0.0.count > $1.0.count }
    }()

    /// Notes said before a gloss, with the registers each allows.
    private static let leading: [(String, String)] = {
        var notes: [(String, String)] = []
        for (adjective, needs) in [("humble", humble), ("honorific", honorific), ("respectful", honorific), ("polite", polite),
                                   ("formal", polite), ("informal", familiar), ("familiar", familiar), ("casual", familiar)] {
            for phrase in ["form of", "way to say", "way of saying", "version of", "word for", "verb for", "for", "expression for"] {
                notes.append(("\(adjective) \(phrase)", needs))
            }
            notes.append(("(\(adjective))", needs))
            notes.append((adjective, needs))
        }
        notes += [("humbly", humble), ("respectfully", honorific), ("honorifically", honorific), ("politely", polite),
                  ("formally", polite), ("(hum)", humble), ("(hon)", honorific), ("(pol)", polite)]
        return notes.sorted { $0.0.count > $1.0.count }
    }()
}

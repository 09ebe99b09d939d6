import Foundation

/// One written form and reading of a dictionary entry, with every gloss of every sense.
public struct DictionaryEntry: Sendable, Equatable {
    /// The written form looked up (kanji, or kana for a word written in kana).
    public var form: String
    /// The reading of this spelling, in kana.
    public var reading: String
    /// Every English gloss of every sense, in the dictionary's order.
    public var glosses: [String]
    /// The entry's other written forms and readings (終る for 終わる, みょうにち for 明日 あした).
    public var otherSpellings: [String]
    /// How many of ``glosses`` each sense gives, in order: the first sense (its most common meaning) first. A
    /// gloss past their sum is a sense of its own.
    public var senseSizes: [Int]
    /// Whether JMdict marks this written form and reading common (EDICT's `(P)`): 人 ひと is, 人 と is not.
    public var isCommon: Bool
    /// Whether the entry is a verbal noun, one that takes する (EDICT's `vs`): 掃除 "cleaning" is "to clean" too.
    public var isVerbalNoun: Bool
    /// Whether JMdict marks this reading out-dated or irregular for this written form (EDICT's `ok`, `ik`, `rk`, `sk`):
    /// 案内 あない, 原因 げいいん, 上手 じょうて. No answer a learner is taught.
    public var isOutdatedReading: Bool
    /// Whether the entry is an intransitive verb only (EDICT's `vi` and no `vt`): 焼ける "to burn" is "to be burned"
    /// too, 焼く "to burn" (something) is not.
    public var isIntransitive: Bool
    /// Whether a sense of the entry is an adjectival noun (EDICT's `adj-na`, a noun said with な): 危険 "danger" is
    /// "dangerous" too, 春 "spring" is no "springy".
    public var isAdjectivalNoun: Bool
    /// Each sense's register, in the order of ``senseSizes`` (JMdict's `hum`, `hon`, `pol`, `fam`, `male`, `fem` as the
    /// letters of ``RegisterNote/Register``: 参る "h", its first sense humble); empty for a sense with none, and past the
    /// list's end.
    public var senseRegisters: [String]

    /// Creates an entry; `senseSizes` counts each sense's glosses, the first sense's first (`nil`: every gloss is
    /// of one sense; a gloss past their sum is a sense of its own).
    public init(form: String, reading: String, glosses: [String], otherSpellings: [String] = [],
                senseSizes: [Int]? = nil, isCommon: Bool = false, isVerbalNoun: Bool = false, isOutdatedReading: Bool = false,
                isIntransitive: Bool = false, isAdjectivalNoun: Bool = false, senseRegisters: [String] = []) {
        self.form = form
        self.reading = reading
        self.glosses = glosses
        self.otherSpellings = otherSpellings
        self.senseSizes = senseSizes ?? [glosses.count]
        self.isCommon = isCommon
        self.isVerbalNoun = isVerbalNoun
        self.isOutdatedReading = isOutdatedReading
        self.isIntransitive = isIntransitive
        self.isAdjectivalNoun = isAdjectivalNoun
        self.senseRegisters = senseRegisters
    }

    /// How many of ``glosses`` make its first sense.
    public var firstSenseCount: Int { min(senseSizes.first ?? glosses.count, glosses.count) }

    /// The glosses of the first sense.
    public var firstSense: ArraySlice<String> { glosses.prefix(firstSenseCount) }

    /// The glosses of each sense, in order ("stalk", "stem" for 茎's one sense).
    public var senses: [ArraySlice<String>] {
        var found: [ArraySlice<String>] = [], start = 0
        for size in senseSizes where size > 0 && start < glosses.count {
            let end = min(start + size, glosses.count)
            found.append(glosses[start..<end])
            start = end
        }
        return found + glosses[start...].indices.map { glosses[$0...$0] }
    }
}

/// A read-only Japanese–English dictionary (JMdict's glosses for common and JLPT words, bundled at build
/// time), looked up by written form, with an English thesaurus of its glosses (WordNet's synonyms).
///
/// The dictionary's text is lines of `form<TAB>reading<TAB>gloss/gloss…<TAB>spelling/spelling…<TAB>n,n…`
/// (how many glosses each sense has, the first sense's first; a sixth field of flags when it has one: `P` a common
/// line, `S` a verbal noun, `O` an out-dated or irregular reading, `I` an intransitive verb; a seventh of each sense's
/// register letters when a sense has one, ``DictionaryEntry/senseRegisters``), the
/// thesaurus's lines of `gloss<TAB>synonym/synonym…` (every gloss has a line, even without synonyms; a third field
/// lists synonyms only a sense line lends) and of `gloss|other<TAB>0-2,5` (the positions, in the gloss's own line's
/// synonyms of both fields, of those it lends in a sense that has the gloss `other` too) and of `gloss|~other<TAB>0-2,5`
/// (those it keeps beside `other`, a gloss of its sense that bears some of its WordNet senses out), all sorted by
/// their first field (``SortedLines``).
public struct WordDictionary: Sendable {
    private let entries: SortedLines
    private let thesaurus: SortedLines
    /// The answer key's lines: `form<TAB>reading<TAB>answer/answer…` (``everydayAnswers(writtenAs:sameReading:)``).
    private let everyday: SortedLines
    /// The answer key's refused synonyms, in the same shape (``refusedSynonyms(writtenAs:sameReading:)``).
    private let refused: SortedLines
    /// What the judge knows of English words' parts of speech (``BundledPartsOfSpeech``, ``WordDictionary/partsOfSpeech(of:)``).
    let partsOfSpeech: SortedLines
    /// English idioms of a verb with its object (``BundledVerbIdioms``, ``WordDictionary/idioms(filedUnder:)``).
    let verbIdioms: SortedLines
    /// What ``knowledge(of:)`` found for the words asked lately: a challenge and each judgement of an answer to it
    /// ask for the same word's (shared by copies of this dictionary).
    let knownWords = Memo<Word, DictionaryKnowledge>(limit: 4_096)
    /// The thesaurus's line for each gloss looked up lately (a word of many glosses looks each up at every wrong answer).
    private let thesaurusLines = Memo<String, ThesaurusLine>(limit: 16_384)
    /// The synonyms a gloss with sense lines lends beside the other glosses of its sense, by gloss and sense.
    private let senseSynonyms = Memo<[String], [String]>(limit: 16_384)

    /// A gloss's key in the thesaurus, its synonyms, the synonyms only a sense line lends (of WordNet senses English
    /// seldom uses, pinned by another gloss of the sense), and whether sense lines narrow them
    /// (``synonyms(of:inSenseWith:)``).
    private struct ThesaurusLine {
        var key: String
        var synonyms: [String]
        var pinnedOnly: [String]
        var hasSenseLines: Bool
        /// Which later senses the word's other glosses must bear out (``SenseEvidence``).
        var evidence: SenseEvidence
    }

    /// A dictionary over compiled-in texts (``BundledDictionary/text``, ``BundledThesaurus/text``, and the answer key's
    /// ``BundledAnswerKey/everyday`` and ``BundledAnswerKey/refusedSynonyms`` in the executable).
    /// `partsOfSpeech` is ``BundledPartsOfSpeech/text`` (``partsOfSpeech(of:)``), `verbIdioms` ``BundledVerbIdioms/text``
    /// (``idioms(filedUnder:)``).
    public init(text: StaticString, thesaurus: StaticString = "", everyday: StaticString = "", refusedSynonyms: StaticString = "",
                partsOfSpeech: StaticString = "", verbIdioms: StaticString = "") {
        entries = SortedLines(text: text)
        self.verbIdioms = SortedLines(text: verbIdioms)
        self.partsOfSpeech = SortedLines(text: partsOfSpeech)
        self.thesaurus = SortedLines(text: thesaurus)
        self.everyday = SortedLines(text: everyday)
        refused = SortedLines(text: refusedSynonyms)
    }

    /// A dictionary over `entries`, with `synonyms` of glosses in their simple form (``simpleKey(_:)``) and an answer key
    /// of `everyday` answers and `refusedSynonyms` (as ``AnswerKeyLine`` lines, their answers the synonyms refused):
    /// tests, small dictionaries.
    public init(entries: [DictionaryEntry], synonyms: [String: [String]] = [:], everyday: [AnswerKeyLine] = [],
                refusedSynonyms: [AnswerKeyLine] = [], partsOfSpeech: [String: String] = [:], verbIdioms: [String: String] = [:]) {
        self.partsOfSpeech = SortedLines(rows: partsOfSpeech.map { [$0.key, $0.value] })
        self.verbIdioms = SortedLines(rows: verbIdioms.map { [$0.key, $0.value] })
        self.everyday = SortedLines(rows: everyday.map { [$0.form, $0.reading, $0.answers.joined(separator: "/")] })
        refused = SortedLines(rows: refusedSynonyms.map { [$0.form, $0.reading, $0.answers.joined(separator: "/")] })
        self.entries = SortedLines(rows: entries.map(Self.fields(of:)))
        var keys = synonyms
        for gloss in entries.flatMap(\.glosses) where keys[Self.simpleKey(gloss)] == nil { keys[Self.simpleKey(gloss)] = [] }
        thesaurus = SortedLines(rows: keys.map { [$0.key, $0.value.joined(separator: "/")] })
    }

    /// An entry as the fields of its line: flags when it has one, and the senses' registers when one has any.
    private static func fields(of entry: DictionaryEntry) -> [String] {
        var fields = [entry.form, entry.reading, entry.glosses.joined(separator: "/"), entry.otherSpellings.joined(separator: "/"),
                      entry.senseSizes.map(String.init).joined(separator: ",")]
        var flags = entry.isCommon ? "P" : ""
        if entry.isVerbalNoun { flags += "S" }
        if entry.isOutdatedReading { flags += "O" }
        if entry.isIntransitive { flags += "I" }
        if entry.isAdjectivalNoun { flags += "A" }
        let hasRegisters = !entry.senseRegisters.allSatisfy(\.isEmpty)
        if !flags.isEmpty || hasRegisters { fields.append(flags) }
        if hasRegisters { fields.append(entry.senseRegisters.joined(separator: ",")) }
        return fields
    }

    /// A dictionary that knows no word.
    public static let empty = WordDictionary(entries: [])

    /// The entries written as `form`, in the dictionary's order; empty when it has none.
    public func entries(writtenAs form: String) -> [DictionaryEntry] {
        entries.rows(withKey: form).compactMap { fields in
            guard fields.count >= 3 else { return nil }
            func list(_ text: String) -> [String] { text.split(separator: "/").map(String.init) }
            return DictionaryEntry(form: fields[0], reading: fields[1], glosses: list(fields[2]),
                                   otherSpellings: fields.count > 3 ? list(fields[3]) : [],
                                   senseSizes: fields.count > 4 ? fields[4].split(separator: ",").compactMap { Int($0) } : nil,
                                   isCommon: fields.count > 5 && fields[5].contains("P"),
                                   isVerbalNoun: fields.count > 5 && fields[5].contains("S"),
                                   isOutdatedReading: fields.count > 5 && fields[5].contains("O"),
                                   isIntransitive: fields.count > 5 && fields[5].contains("I"),
                                   isAdjectivalNoun: fields.count > 5 && fields[5].contains("A"),
                                   senseRegisters: fields.count > 6 ? fields[6].split(separator: ",", omittingEmptySubsequences: false).map(String.init) : [])
        }
    }

    /// The answer key's everyday answers for the word written `form` and read `reading` (a reading compared by
    /// `sameReading`); empty when the key has none.
    func everydayAnswers(writtenAs form: String, sameReading: (String) -> Bool) -> [String] {
        Self.answers(in: everyday, writtenAs: form, sameReading: sameReading)
    }

    /// The thesaurus's synonyms the answer key refuses for the word written `form` and read `reading` (a reading
    /// compared by `sameReading`): WordNet synonyms of another sense of its gloss (泳ぐ "to swim": no "to drown").
    func refusedSynonyms(writtenAs form: String, sameReading: (String) -> Bool) -> [String] {
        Self.answers(in: refused, writtenAs: form, sameReading: sameReading)
    }

    private static func answers(in lines: SortedLines, writtenAs form: String, sameReading: (String) -> Bool) -> [String] {
        lines.rows(withKey: form).filter { $0.count >= 3 && sameReading($0[1]) }.flatMap { $0[2].split(separator: "/").map(String.init) }
    }

    /// The thesaurus's synonyms of `gloss` ("grandmother": grandma, granny …); empty when it has none.
    public func synonyms(of gloss: String) -> [String] {
        thesaurusLine(of: gloss).synonyms
    }

    private func thesaurusLine(of gloss: String) -> ThesaurusLine {
        thesaurusLines.value(for: gloss) {
            let key = Self.simpleKey(gloss)
            let rows = thesaurus.rows(withKey: key)
            func field(_ at: Int) -> [String] { rows.flatMap { $0.count > at ? $0[at].split(separator: "/").map(String.init) : [] } }
            let synonyms = field(1), pinnedOnly = field(2)
            let evidence = rows.first.map { $0.count > 3 ? SenseEvidence(field: Substring($0[3])) : .none } ?? .none
            return ThesaurusLine(key: key, synonyms: synonyms, pinnedOnly: pinnedOnly,
                                 hasSenseLines: !(synonyms.isEmpty && pinnedOnly.isEmpty)
                                    && thesaurus.containsKey(withPrefix: key + Self.senseMark),
                                 evidence: evidence)
        }
    }

    /// The thesaurus's synonyms of `gloss` in a sense that also has the glosses `sense`: when one of them shares
    /// a WordNet synset with it, only those its sense lends, from its synsets in the WordNet files where that
    /// gloss has synsets too ("stem" beside "stalk": a plant's stem, not a word's root); else all
    /// (``synonyms(of:)``).
    /// The sense's glosses are only read when the thesaurus has a sense line for `gloss` (most have none).
    ///
    /// `glosses` are all the word's glosses (every sense, its decks' meanings): of a noun or adverb gloss's later
    /// WordNet senses, it lends only those one of them bears out when one bears out any (``SenseEvidence``: 水
    /// "water" beside "liquid" lends no "urine"); they are only read when the line has such evidence.
    /// A gloss written as a verb ("to water") lends no synonym only the key's other parts of speech lend, and one
    /// written otherwise ("water") none only its verbs lend, but a verbal noun's (`verbalNoun`) verbs derived alike.
    public func synonyms(of gloss: String, inSenseWith sense: @autoclosure () -> [String],
                         amongGlosses glosses: [String], verbalNoun: Bool = false) -> [String] {
        synonyms(of: gloss, inSenseWith: sense(), amongKeys: Self.glossKeys(glosses), verbalNoun: verbalNoun)
    }

    /// ``synonyms(of:inSenseWith:amongGlosses:verbalNoun:)`` with the word's glosses as ``glossKeys(_:)``, only worked
    /// out when the line has evidence to weigh (the judge does so once per answer).
    public func synonyms(of gloss: String, inSenseWith sense: @autoclosure () -> [String],
                         amongKeys keys: @autoclosure () -> Set<String> = [], verbalNoun: Bool = false) -> [String] {
        let line = thesaurusLine(of: gloss)
        guard line.hasSenseLines || !line.evidence.isEmpty else { return line.synonyms }
        var lent = line.synonyms
        if line.hasSenseLines {
            let sense = sense()
            lent = senseSynonyms.value(for: [gloss] + sense) {
                synonyms(in: line, inSenseWith: sense, narrowing: !Self.isVerbGloss(gloss))
            }
        }
        guard !line.evidence.isEmpty else { return lent }
        let leftOut = line.evidence.leftOut(amongKeys: keys(), verbGloss: Self.isVerbGloss(gloss), verbalNoun: verbalNoun)
        guard !leftOut.isEmpty else { return lent }
        // Without sense lines the gloss lends its second field as it stands: positions are indexes into it.
        guard line.hasSenseLines else { return line.synonyms.indices.filter { !leftOut.contains($0) }.map { line.synonyms[$0] } }
        let count = line.synonyms.count
        let dropped = Set(leftOut.filter { $0 < count + line.pinnedOnly.count }
            .map { $0 < count ? line.synonyms[$0] : line.pinnedOnly[$0 - count] })
        return lent.filter { !dropped.contains($0) }
    }

    /// The simple keys (``simpleKey(_:)``) of a word's glosses, as sense evidence is weighed.
    public static func glossKeys(_ glosses: [String]) -> Set<String> {
        Set(glosses.map(simpleKey).filter { !$0.isEmpty })
    }

    /// The synonyms of the gloss whose thesaurus line is `line` that its sense lines lend beside `sense`: those of the
    /// senses a partner pins (`gloss|other`), else all; then, for a gloss written as no verb (`narrowing`), when another
    /// gloss of the sense bears some of its WordNet noun, adjective or adverb senses out (`gloss|~other`), only those
    /// one such gloss keeps (返事 "answer" beside "reply": no "solution").
    private func synonyms(in line: ThesaurusLine, inSenseWith sense: [String], narrowing: Bool) -> [String] {
        let key = line.key, all = line.synonyms + line.pinnedOnly
        var lent = IndexSet(), pinned = false
        var kept = IndexSet(), narrowed = false
        var others: [String] = []
        for other in sense.map(Self.simpleKey) where other != key && !other.isEmpty && !others.contains(other) { others.append(other) }
        for other in others {
            for row in thesaurus.rows(withKey: key + Self.senseMark + other) {
                pinned = true
                lent.formUnion(Self.positions(row.count > 1 ? row[1] : ""))
            }
            for row in narrowing ? thesaurus.rows(withKey: key + Self.senseMark + Self.narrowingMark + other) : [] {
                narrowed = true
                kept.formUnion(Self.positions(row.count > 1 ? row[1] : ""))
            }
        }
        if !pinned { lent = IndexSet(integersIn: 0..<line.synonyms.count) }
        if narrowed { lent.formIntersection(kept) }
        return all.indices.filter(lent.contains).map { all[$0] }
    }

    /// Between a gloss and another gloss of its sense in a thesaurus key (`stem|stalk`).
    static let senseMark = "|"

    /// After the sense mark, before another gloss of the sense that bears some of the gloss's senses out: the line of
    /// the synonyms the gloss keeps beside it (`answer|~reply`).
    static let narrowingMark = "~"

    /// The positions a sense line lends, as ranges ("0-2,5": 0, 1, 2, 5).
    private static func positions(_ text: String) -> IndexSet {
        var found = IndexSet()
        for part in text.split(separator: ",") {
            let bounds = part.split(separator: "-").compactMap { Int($0) }
            if let first = bounds.first, let last = bounds.last, first <= last { found.insert(integersIn: first...last) }
        }
        return found
    }

    /// The adjectives WordNet makes of the noun gloss `gloss`, spelt as it begins ("danger": dangerous, "peace":
    /// peaceful), listed in the thesaurus under the gloss and ``adjectiveMark``; empty when it lists none.
    public func adjectives(of gloss: String) -> [String] {
        guard !Self.isVerbGloss(gloss) else { return [] }
        return listed(under: Self.simpleKey(gloss) + Self.adjectiveMark)
    }

    /// The `/`-separated list a marked thesaurus line holds (`danger+<TAB>dangerous`): empty without one.
    private func listed(under key: String) -> [String] {
        thesaurus.rows(withKey: key).flatMap { $0.count > 1 ? $0[1].split(separator: "/").map(String.init) : [] }
    }

    /// After a noun gloss in a thesaurus key whose line lists the adjectives made of it (`danger+`).
    static let adjectiveMark = "+"

    /// Whether `text`, a compound noun WordNet knows ("hot dog"), is WordNet's name of a sense of `gloss` ("dog") that
    /// English seldom uses, and no kind of any sense it does use: typed for a word glossed `gloss`, it names another
    /// thing ("hot dog" is no dog, "elevator car" no car, "chain mail" no mail), though it ends with the gloss. Listed
    /// in the thesaurus under the compound and ``otherSenseMark``; a kind of the gloss ("public library") is not.
    ///
    /// A gerund is listed so too when it names the act of a sense of the one-word noun gloss that is not the gloss's
    /// own ("ironing" for "iron": WordNet derives the verb from the appliance, not from the metal; "waving" for "wave"),
    /// with the glosses that bear that sense out (`resting!<TAB>rest<TAB>respite/…`): a word with one of them among its
    /// glosses' simple keys `keys` (休み "rest; respite") takes the gerund as its own. A line with a fourth field lists a
    /// noun gloss's gerund that WordNet names a later sense by (`firing!<TAB>fire<TAB>keepers<TAB>flame/blaze/…`): it
    /// names another sense only for a noun gloss of a word with one of those glosses (火 "fire; flame"), none of the keepers.
    public func namesOtherSense(_ text: String, of gloss: String, amongKeys keys: Set<String> = []) -> Bool {
        let head = Self.simpleKey(gloss)
        let verbGloss = Self.isVerbGloss(gloss)
        let typed = Set([Self.simpleKey(text), MeaningMatcher.normalize(text)])
        return typed.contains { key in
            thesaurus.rows(withKey: key + Self.otherSenseMark).contains { row in
                row.count > 1 && row[1].split(separator: "/").contains { $0 == head }
                    && (row.count < 3 || row[2].split(separator: "/").allSatisfy { !keys.contains(String($0)) })
                    && (row.count < 4 || !verbGloss && row[3].split(separator: "/").contains { keys.contains(String($0)) })
            }
        }
    }

    /// After a compound noun in a thesaurus key whose line lists the glosses it names a rare sense of (`hot dog!`).
    static let otherSenseMark = "!"

    /// The verbs whose act the noun gloss `gloss` names in its first WordNet sense, with their synonyms there
    /// ("departure": depart, set off, start out; "divorce": divorce, split up), listed in the thesaurus under the gloss
    /// and ``verbMark`` for the glosses of verbal nouns; empty when it lists none.
    public func verbs(ofAct gloss: String) -> [String] {
        guard !Self.isVerbGloss(gloss) else { return [] }
        return listed(under: Self.simpleKey(gloss) + Self.verbMark)
    }

    /// After a verbal noun's noun gloss in a thesaurus key whose line lists the verbs it is the act of (`departure>`).
    static let verbMark = ">"

    /// Whether the thesaurus's line for the one word `word` weighs it as a noun and never as a verb ("money", "peace":
    /// senses marked `n:`, none `v:`): "make" before it is a phrase of its own ("to make money"). False for a line that
    /// weighs no part of speech ("happen") and for a word the thesaurus does not hold.
    public func isWeighedAsNounOnly(_ word: String) -> Bool {
        guard let row = thesaurus.rows(withKey: word).first, row.count > 3 else { return false }
        let marks = row[3].split(separator: ";")
        return marks.contains { $0.hasPrefix("n:") } && !marks.contains { $0.hasPrefix("v:") }
    }

    /// The words `gloss` may be said as, denied, listed in the thesaurus under the gloss and ``oppositeMark``: for a verb
    /// gloss, WordNet's antonyms of its word that the gloss denies ("to distrust": trust, said "not trust"; "to refuse":
    /// accept, as WordNet defines "refuse to accept"), in the line's third field; for an adjective gloss with its note's
    /// words (``GlossVariants/withNoteWords(_:)``, "gentle slope, curve"), the head WordNet defines as its antonym denied
    /// ("steep"), in the second (`gentle slope curve¬<TAB>steep<TAB>`). Empty when it lists none.
    public func opposites(of gloss: String) -> [String] {
        let field = Self.isVerbGloss(gloss) ? 2 : 1
        return thesaurus.rows(withKey: Self.simpleKey(gloss) + Self.oppositeMark).flatMap {
            $0.count > field ? $0[field].split(separator: "/").map(String.init) : []
        }
    }

    /// After a gloss in a thesaurus key whose line lists the opposites it may be said as, denied (`distrust¬`).
    static let oppositeMark = "¬"

    /// Whether `gloss` is a verb's: "to …", but not "to be …" ("to be famous" is an adjective's).
    static func isVerbGloss(_ gloss: String) -> Bool {
        let words = keptCharacters(of: gloss).split(separator: " ")
        return words.count > 1 && words[0] == "to" && !(words.count > 2 && words[1] == "be")
    }

    /// Whether `text` is some entry's gloss: an English meaning in its own right ("grandfather"), so never
    /// a typo of another ("grandmother").
    public func isGloss(_ text: String) -> Bool {
        thesaurus.contains(Self.simpleKey(text))
    }

    /// A gloss in the thesaurus's simple form: lower case, notes in parentheses or brackets dropped, only
    /// ASCII letters, digits, apostrophes and hyphens kept, without a leading "to", "to be" or article
    /// (as `scripts/update-thesaurus.py` makes its keys).
    public static func simpleKey(_ gloss: String) -> String {
        var words = keptCharacters(of: gloss).split(separator: " ")
        if words.count > 1, words[0] == "to" {
            words.removeFirst()
            if words.count > 1, words[0] == "be" { words.removeFirst() }
        }
        while words.count > 1, ["a", "an", "the"].contains(words[0]) { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// `gloss` lower case with what ``simpleKey(_:)`` drops as spaces: notes, and all but ASCII letters, digits,
    /// apostrophes and hyphens. An ASCII gloss (nearly all) is read as bytes; another as scalars, lower-cased first.
    private static func keptCharacters(of gloss: String) -> String {
        var depth = 0
        guard gloss.utf8.allSatisfy({ $0 < 0x80 }) else {
            var text = ""
            for scalar in gloss.lowercased().unicodeScalars {
                switch scalar {
                case "(", "[": depth += 1
                case ")", "]": depth = max(0, depth - 1); text.append(" ")
                case "a"..."z", "0"..."9", "'", "-": text.unicodeScalars.append(depth > 0 ? " " : scalar)
                default: text.append(" ")
                }
            }
            return text
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(gloss.utf8.count)
        for byte in gloss.utf8 {
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            switch lower {
            case 0x28, 0x5B: depth += 1
            case 0x29, 0x5D: depth = max(0, depth - 1); bytes.append(0x20)
            case 0x61...0x7A, 0x30...0x39, 0x27, 0x2D: bytes.append(depth > 0 ? 0x20 : lower)
            default: bytes.append(0x20)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

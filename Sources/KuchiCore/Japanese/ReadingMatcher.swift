import Foundation

/// Compares a typed reading with a word's kana reading, however the learner typed it.
///
/// Romaji (Hepburn, Kunrei or Nihon-shiki, with or without macrons, in ASCII or full-width letters, with any
/// spelling `Romaji.toKana(_:)` reads: `hanadi`, `hanadzi` and `hanaji` all reach はなぢ), hiragana, katakana and half-width
/// katakana all count; spellings of the same sound compare equal: ー and the vowel it lengthens, を/お,
/// and a macron vowel with either doubled spelling (ō = ou = oo). じ and ず, the usual spelling of their sound,
/// count where the reading has ぢ or づ (`tsuzuku`, `tuzuku` and つずく for つづく), never the reverse: ぢ and
/// づ, typed as kana or as `di`, `du`, are right only where the reading has them (ちづ and `chidu` are not
/// ちず). An `nn` before a vowel or y is read both ways: as WanaKana reads it (`onna` おんな) and as an input
/// method does (`konnya` こんや). The Hepburn
/// spellings Kuchi writes for loanword kana count for them too (`ti` for ティ, `tu` for トゥ, `wo` for ウォ:
/// ``LoanwordSpellings``), so every romaji Kuchi shows can be typed back.
public enum ReadingMatcher {
    /// The kana spellings a typed answer may stand for, in hiragana, `toKana`'s first; more than one only when the
    /// answer has macron vowels (ō can be おう or おお) or an `nn` before a vowel or y (`konnya`: こんにゃ as
    /// WanaKana reads it, こんや as an input method does).
    public static func kana(from input: String) -> [String] {
        unique(MacronSpellings.expansions(of: folded(input)).flatMap(hiraganaSpellings))
    }

    /// The kana spellings of `input` that read its Hepburn loanword syllables as loanword kana
    /// (`paatii` → ぱあてぃい), in hiragana; empty when it has none.
    static func loanwordKana(from input: String) -> [String] {
        unique(MacronSpellings.expansions(of: folded(input)).flatMap { LoanwordSpellings.expansions(of: $0).dropFirst() }
            .flatMap(hiraganaSpellings))
    }

    /// `romaji` in hiragana as `toKana` reads it, then, when it has an `nn` the two read apart, as an input method
    /// reads it (``Romaji/toKanaAsInputMethod(_:)``).
    private static func hiraganaSpellings(_ romaji: String) -> [String] {
        let wanaKana = hiraganaOf(Romaji.toKana(romaji))
        guard romaji.contains("nn") else { return [wanaKana] }
        let inputMethod = hiraganaOf(Romaji.toKanaAsInputMethod(romaji))
        return inputMethod == wanaKana ? [wanaKana] : [wanaKana, inputMethod]
    }

    private static func unique(_ items: [String]) -> [String] {
        items.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// `input` in NFKC and lowercase, its white space runs made single spaces: spaces separate syllables
    /// while converting ("hon o" is ほんを, not ほの), then go.
    private static func folded(_ input: String) -> String {
        // ASCII is its own NFKC form: Foundation's normalisation is left out for it (typed romaji nearly always is).
        let compatible = input.utf8.allSatisfy { $0 < 0x80 } ? input : input.precomposedStringWithCompatibilityMapping
        return compatible.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func hiraganaOf(_ kana: String) -> String {
        KanaScript.hiragana(String(kana.filter { !$0.isWhitespace }))
    }

    /// The kana spellings of `input` when it is romaji that converts completely ("neko" → ["ねこ"]);
    /// empty for anything else (kana, kanji, English that is not romaji, "nekoz").
    public static func romajiSpellings(_ input: String) -> [String] {
        isRomaji(input) && Romaji.isComplete(input.lowercased()) ? kana(from: input) : []
    }

    /// Whether `input` has Latin letters, ASCII or full-width ("ｎｅｋｏ"), so its conversion is worth showing
    /// ("neko → ねこ").
    public static func isRomaji(_ input: String) -> Bool {
        input.unicodeScalars.contains {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || RomajiToKanaConverter.isFullWidthLetter($0)
        }
    }

    /// A form in which spellings of the same sound are equal: hiragana, ー replaced by the vowel it
    /// lengthens, ぢ → じ, づ → ず (unless `keepingDiZu`, as answers are judged: ``spells(_:_:)``), を → お.
    public static func comparable(_ kana: String, keepingDiZu: Bool = false) -> String {
        var result: [Character] = []
        for character in KanaScript.hiragana(kana) {
            switch character {
            case "ー": result.append(result.last.flatMap(vowel(of:)) ?? "ー")
            case "ぢ" where !keepingDiZu: result.append("じ")
            case "づ" where !keepingDiZu: result.append("ず")
            case "を": result.append("お")
            default: result.append(character)
            }
        }
        return String(result)
    }

    /// Whether `input` is a spelling of one of `readings`; the reading matched, if any.
    ///
    /// The input is compared with each reading as `toKana` reads it (and as an input method does, when they
    /// differ), then, failing that, with its
    /// Hepburn loanword syllables read as loanword kana (`paatii` → ぱあてぃい = パーティー): `ti` stays ち
    /// for ちち, and also reaches ティ where a reading has it; `chi` never does.
    /// Romaji that doubles an o or adds an h for a long o (`gakkoo`, `gakkoh`, `ohkii`: passport Hepburn)
    /// counts for おう and おお alike, as ō does, and a doubled e for えい and ええ, as ē does (`sensee`, `tokee`). Kana and romaji compare alike (``spells(_:_:)``).
    public static func match(_ input: String, readings: [String]) -> String? {
        matchNotingLoneN(input, readings: readings)?.reading
    }

    /// ``match(_:readings:)``, and whether the reading was reached only by reading a lone n before a vowel or y as ん
    /// (`kinen` for きんえん), the line as typed reading otherwise (きねん).
    static func matchNotingLoneN(_ input: String, readings: [String]) -> (reading: String, loneN: Bool)? {
        let forms = readings.map { ($0, comparable($0, keepingDiZu: true)) }
        func firstSpelled(by typed: [String]) -> String? {
            let keys = typed.map { comparable($0, keepingDiZu: true) }
            return forms.first { _, reading in keys.contains { spells($0, reading) } }?.0
        }
        if let reading = firstSpelled(by: kana(from: input)) { return (reading, false) }
        guard isRomaji(input) else { return nil }
        if let reading = firstSpelled(by: loanwordKana(from: input)) { return (reading, false) }
        if forms.contains(where: { $0.1.contains("ん") }),
           let reading = firstSpelled(by: syllabicNSpellings(input).flatMap(kana(from:))) { return (reading, true) }
        // A doubled e for a long e (`sensee`, `eega`) as ē: えい or ええ.
        let long = longOSpelling(input).replacingOccurrences(of: "ee", with: "ē")
        guard long != folded(input) else { return nil }
        return firstSpelled(by: kana(from: long)).map { ($0, false) }
    }

    /// `input` with an apostrophe after an `n` before a vowel or y, at each such place and each combination of
    /// them (at most three places), for the romaji of a reading with ん before a vowel typed without Kuchi's
    /// apostrophe: `kinen` or `kin-en` for きんえん (kin'en), `genin` for げんいん, `funiki` for ふんいき. Empty
    /// when there is no such place.
    static func syllabicNSpellings(_ input: String) -> [String] {
        var letters = Array(folded(input))
        // A hyphen between an n and a vowel (`kin-en`) stands where the apostrophe would.
        for index in letters.indices.dropFirst().dropLast() where letters[index] == "-" && letters[index - 1] == "n"
            && "aiueoy".contains(letters[index + 1]) {
            letters[index] = "'"
        }
        let places = Array(letters.indices.dropLast().filter { index in
            letters[index] == "n" && "aiueoy".contains(letters[index + 1]) && (index == 0 || letters[index - 1] != "n")
        }.prefix(3))
        let hyphenated = letters.contains("'") && !folded(input).contains("'")
        guard !places.isEmpty || hyphenated else { return [] }
        // Each combination of the places (a bit each); none only when a hyphen already stands for one.
        return ((hyphenated ? 0 : 1)..<(1 << places.count)).map { mask in
            var spelled = letters
            for (bit, place) in places.enumerated().reversed() where mask & (1 << bit) != 0 { spelled.insert("'", at: place + 1) }
            return String(spelled)
        }
    }

    /// Whether `typed` spells `reading`, both ``comparable(_:keepingDiZu:)`` with ぢ and づ kept: equal, or equal
    /// but for じ or ず where the reading has ぢ or づ. じ and ず are the usual spelling of their sound (and all
    /// Hepburn and Kunrei romaji write: `ji`, `zi`, `zu`), so つずく spells つづく as `tsuzuku` does; ぢ and づ
    /// are written only in the words that keep them, so ちづ (or `chidu`) is no spelling of ちず.
    static func spells(_ typed: String, _ reading: String) -> Bool {
        if typed == reading { return true }
        var readingCharacters = reading.makeIterator()
        for character in typed {
            guard let expected = readingCharacters.next() else { return false }
            guard character == expected || (character == "じ" && expected == "ぢ") || (character == "ず" && expected == "づ")
            else { return false }
        }
        return readingCharacters.next() == nil
    }

    /// `input` with a doubled o, or an o and h before a consonant or at the end, written ō.
    static func longOSpelling(_ input: String) -> String {
        let text = folded(input)
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.replacingOccurrences(of: "oo", with: "ō")
                .replacingOccurrences(of: #"oh(?![aiueoy])"#, with: "ō", options: .regularExpression)
        }
        // ASCII (nearly every line typed) by hand: a regular expression costs tens of microseconds on Linux.
        // First each "oo", left to right; then each "oh" not before a vowel or y.
        var doubled: [UInt8] = []
        doubled.reserveCapacity(text.utf8.count)
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            if byte == 0x6F, bytes.first == 0x6F {
                bytes.removeFirst()
                doubled.append(contentsOf: "ō".utf8)
            } else {
                doubled.append(byte)
            }
        }
        var result: [UInt8] = []
        result.reserveCapacity(doubled.count)
        var index = 0
        while index < doubled.count {
            if doubled[index] == 0x6F, index + 1 < doubled.count, doubled[index + 1] == 0x68,
               index + 2 == doubled.count || !"aiueoy".utf8.contains(doubled[index + 2]) {
                result.append(contentsOf: "ō".utf8)
                index += 2
            } else {
                result.append(doubled[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    static let vowels: [(Character, String)] = [
        ("あ", "あかさたなはまやらわがざだばぱぁゃゎ"),
        ("い", "いきしちにひみりぎじぢびぴぃ"),
        ("う", "うくすつぬふむゆるぐずづぶぷぅゅゔ"),
        ("え", "えけせてねへめれげぜでべぺぇ"),
        ("お", "おこそとのほもよろをごぞどぼぽぉょ"),
    ]

    /// The vowel of each kana in ``vowels`` that is a single scalar (all of them), looked up in one step.
    private static let vowelOfScalar: [Unicode.Scalar: Character] = {
        var table: [Unicode.Scalar: Character] = [:]
        for (vowel, kana) in vowels {
            for scalar in kana.unicodeScalars where table[scalar] == nil { table[scalar] = vowel }
        }
        return table
    }()

    /// ``vowel(of:)`` of a kana that is a single scalar, by scalar value.
    static func vowel(ofScalar value: UInt32) -> UInt32? {
        vowelValueOfScalar[value]
    }

    private static let vowelValueOfScalar: [UInt32: UInt32] = vowelOfScalar.reduce(into: [:]) { table, entry in
        table[entry.key.value] = entry.value.unicodeScalars.first?.value
    }

    static func vowel(of character: Character) -> Character? {
        // The search index computes a key for every word an import adds: one scalar is the usual case.
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return vowelOfScalar[first]
        }
        return vowels.first { $0.1.contains(character) }?.0
    }
}

/// The ways a romaji text with macron vowels can be spelled out: ā → aa, ī → ii, ū → uu, ē → ee or ei,
/// ō → ou or oo. At most 16 spellings; text without macrons has just itself.
enum MacronSpellings {
    private static let options: [Character: [String]] = [
        "ā": ["aa"], "ī": ["ii"], "ū": ["uu"], "ē": ["ee", "ei"], "ō": ["ou", "oo"],
        "â": ["aa"], "î": ["ii"], "û": ["uu"], "ê": ["ee", "ei"], "ô": ["ou", "oo"],
    ]

    /// The spellings of `text`, each built by appending in place: linear in the length of `text` (at most
    /// four macrons double the spellings, so at most 16 copies are ever made).
    static func expansions(of text: String) -> [String] {
        var results = [""]
        for character in text {
            guard let spellings = options[character] else {
                for index in results.indices { results[index].append(character) }
                continue
            }
            if results.count * spellings.count > 16 {
                for index in results.indices { results[index] += spellings[0] }
                continue
            }
            results = results.flatMap { prefix in spellings.map { prefix + $0 } }
        }
        return results
    }
}

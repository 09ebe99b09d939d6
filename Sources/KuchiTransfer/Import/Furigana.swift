import KuchiCore

/// `漢字[かんじ]`-style furigana, as Anki decks write readings, in each of its forms:
///
/// - per kanji: `引[ひ]っ越[こ]す`, `日本[にほん] 語[ご]` (a space may end a segment);
/// - for the whole word, kana included: `運ぶ[はこぶ]`, `お土産[おみやげ]` (the kana before the brackets are
///   not read twice);
/// - a prefix outside the brackets: `お土産[みやげ]`;
/// - alternatives separated by `/`: `金持[かねも]ち/お金持[おかねも]ち`, or inside the brackets:
///   `金持ち[かねもち/おかねもち]`;
/// - full-width brackets, as a Japanese keyboard types them: `漢字［かんじ］`, and lenticular ones holding
///   kana, `漢字【かんじ】` (lenticular brackets holding anything else, `【名】`, are a note, left as written).
enum Furigana {
    /// The word and its reading from furigana text, or `nil` when there are no brackets. The reading may
    /// still hold other text than kana (a segment without brackets, `猫[noun]`): callers check it.
    static func split(_ text: String) -> (word: String, reading: String)? {
        let text = halfWidthBrackets(text)
        guard text.utf8.contains(0x5B), text.utf8.contains(0x5D) else { return nil }   // `[` and `]`, byte by byte
        var words: [String] = [], readings: [String] = []
        for alternative in alternatives(text) {
            let (word, spelled) = splitAlternative(alternative)
            guard !word.isEmpty else { continue }
            words.append(word)
            readings += spelled
        }
        guard !words.isEmpty else { return nil }
        // An alternative without furigana (`見る/観る[みる]`) gives no reading of its own when another does.
        let kana = readings.filter(KanaScript.isReading)
        return (words.joined(separator: "/"), (kana.isEmpty ? readings : kana).joined(separator: "/"))
    }

    /// The kana a reading field spells: itself when it is kana, the reading of its furigana
    /// (`勉強[べんきょう]`), else `nil`.
    static func kana(of reading: String) -> String? {
        if KanaScript.isReading(reading) { return reading }
        guard let spelled = split(reading)?.reading, KanaScript.isReading(spelled) else { return nil }
        return spelled
    }

    /// Whether `text` has an opening bracket that may start furigana (`[`, `［` or `【`): a cheap test before ``split(_:)``.
    static func mayHoldFurigana(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "[" || $0 == "\u{FF3B}" || $0 == "\u{3010}" }
    }

    /// `text` with its full-width furigana brackets written `[…]`: `［…］` always, `【…】` when it holds kana
    /// (or kana alternatives, `【かねもち/おかねもち】`).
    static func halfWidthBrackets(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{FF3B}" || $0 == "\u{3010}" }) else { return text }
        var result = "", rest = Substring(text)
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case "［": result.append("[")
            case "］": result.append("]")
            case "【":
                if let close = rest.firstIndex(of: "】"), KanaScript.isReading(rest[..<close].replacingOccurrences(of: "／", with: "/")) {
                    result += "[" + rest[..<close] + "]"
                    rest = rest[rest.index(after: close)...]
                } else {
                    result.append(character)
                }
            default: result.append(character)
            }
        }
        return result
    }

    /// The text without `[…]` readings.
    static func strip(_ text: String) -> String {
        split(text)?.word ?? text
    }

    /// Whether the text has kana or kanji.
    static func hasJapanese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x3400...0x9FFF).contains($0.value) || $0.value == 0x3005 }
    }

    /// Whether the text may be Japanese, for skipping a note that has none: kana or kanji as ``hasJapanese(_:)`` sees
    /// them, and also half-width katakana, compatibility ideographs and kanji beyond the basic plane (𠮟), so that such
    /// a note is read (and refused with a reason if it cannot be) rather than skipped unseen.
    static func mayHoldJapanese(_ text: String) -> Bool {
        hasJapanese(text) || text.unicodeScalars.contains {
            (0xFF66...0xFF9F).contains($0.value) || (0xF900...0xFAFF).contains($0.value) || (0x20000...0x3FFFF).contains($0.value)
        }
    }

    /// The parts of `text` between slashes that are outside brackets.
    private static func alternatives(_ text: String) -> [Substring] {
        var parts: [Substring] = [], start = text.startIndex, depth = 0
        for index in text.indices {
            switch text[index] {
            case "[": depth += 1
            case "]": depth = max(0, depth - 1)
            case "/" where depth == 0, "／" where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }

    /// The word of one alternative and its readings (several when its only brackets hold alternatives).
    private static func splitAlternative(_ text: Substring) -> (word: String, readings: [String]) {
        var word = "", readings = [""], base = "", bracket: String?
        for character in text {
            if var open = bracket {
                if character == "]" {
                    let spelled = open.split(whereSeparator: { $0 == "/" || $0 == "／" }).map { reading(of: base, furigana: String($0)) }
                    readings = spelled.count > 1 && readings == [""] ? spelled : readings.map { $0 + (spelled.first ?? base) }
                    base = ""
                    bracket = nil
                } else {
                    open.append(character)
                    bracket = open
                }
                continue
            }
            switch character {
            case "[": bracket = ""
            case " ", "\u{3000}":
                readings = readings.map { $0 + base }
                base = ""
            default:
                word.append(character)
                base.append(character)
            }
        }
        return (word, readings.map { $0 + base })
    }

    /// The reading of a segment `base` annotated with `furigana`: the furigana alone when it reads the whole
    /// segment (its kana where the segment has kana: `お土産` and `おみやげ`), else the segment's kana with
    /// the furigana in place of its last run of other characters (`お土産` and `みやげ`, `っ越` and `こ`).
    static func reading(of base: String, furigana: String) -> String {
        let furigana = furigana.trimmingCharacters(in: .whitespaces)
        let parts = runs(base)
        if !parts.contains(where: \.isKana) || spellsWholly(parts[...], Array(KanaScript.hiragana(furigana))[...]) { return furigana }
        guard let last = parts.lastIndex(where: { !$0.isKana }) else { return base }
        return parts.enumerated().map { $0.offset == last ? furigana : $0.element.text }.joined()
    }

    /// A segment cut into runs of kana and runs of other characters.
    private struct Run {
        var text: String
        var isKana: Bool
    }

    private static func runs(_ text: String) -> [Run] {
        var runs: [Run] = []
        for character in text {
            let kana = character.unicodeScalars.allSatisfy { KanaScript.isKanaScalar($0.value) }
            if let last = runs.last, last.isKana == kana {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append(Run(text: String(character), isKana: kana))
            }
        }
        return runs
    }

    /// Whether `reading` spells the runs: each kana run as written (in either script), each other run by
    /// one or more characters. Only short segments are tried (a long field is not a word).
    private static func spellsWholly(_ runs: ArraySlice<Run>, _ reading: ArraySlice<Character>) -> Bool {
        guard runs.count <= 16, reading.count <= 64 else { return false }
        guard let first = runs.first else { return reading.isEmpty }
        if first.isKana {
            let kana = Array(KanaScript.hiragana(first.text))
            guard reading.starts(with: kana) else { return false }
            return spellsWholly(runs.dropFirst(), reading.dropFirst(kana.count))
        }
        guard !reading.isEmpty else { return false }
        for taken in 1...reading.count where spellsWholly(runs.dropFirst(), reading.dropFirst(taken)) { return true }
        return false
    }
}

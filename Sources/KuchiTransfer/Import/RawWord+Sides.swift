/// Flashcards put the word, its reading and its meaning on two sides as their maker liked: a card named
/// Front/Back may hold the English on the front, or the reading and the meaning together on the back.
extension RawWord {
    /// The word with its sides put right: when the word holds no Japanese but the meaning side does, they
    /// change places (`Japanese` / `日本語`); a meaning in kana alone becomes the missing reading
    /// (`経済` / `けいざい<br>economy`).
    func sidesArranged() -> RawWord {
        var raw = self
        raw.meanings = raw.meanings.map(\.trimmingWhitespace)
        // Kana before English in one meaning (`せいじ - politics`) is a reading and a meaning.
        if raw.reading.isEmpty {
            raw.meanings = raw.meanings.flatMap { meaning in
                let parts = CardFields.splitAtScript(meaning)
                return parts.count == 2 && RawWord.isKanaOnly(parts[0]) ? parts : [meaning]
            }
        }
        let japanese = raw.meanings.filter(Furigana.hasJapanese)
        guard !japanese.isEmpty else { return raw }
        if !Furigana.hasJapanese(raw.text), raw.reading.isEmpty {
            let english = raw.meanings.filter { !Furigana.hasJapanese($0) }
            let written = japanese.first { !RawWord.isKanaOnly($0) } ?? japanese[0]
            raw.meanings = (raw.text.isEmpty ? [] : ColumnMapping.splitMeanings(raw.text)) + english
            raw.text = written
            raw.reading = japanese.first { $0 != written && RawWord.isKanaOnly($0) } ?? ""
        } else if raw.reading.isEmpty, Furigana.hasJapanese(raw.text), let kana = japanese.first(where: RawWord.isKanaOnly),
                  raw.meanings.contains(where: { !Furigana.hasJapanese($0) }) {
            raw.reading = kana
            raw.meanings.removeAll { $0 == kana }
        }
        return raw
    }
}

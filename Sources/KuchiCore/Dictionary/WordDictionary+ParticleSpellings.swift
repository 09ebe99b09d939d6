/// The dictionary's written forms of a kana word that ends in は or へ, which tell whether that kana is the particle.
extension WordDictionary {
    /// `word` with ``Word/particleSpellings`` filled in: for a word written in kana whose reading ends in は or へ, the
    /// kanji spellings the dictionary gives its entries of the same reading (今日は for こんにちは, 又は for または);
    /// any other word unchanged.
    public func withParticleSpellings(_ word: Word) -> Word {
        var filled = word
        filled.particleSpellings = particleSpellings(text: word.text, reading: word.reading)
        return filled
    }

    /// The kanji spellings of the entries written `text` and read `reading`, when `text` is kana ending in は or へ;
    /// empty otherwise.
    public func particleSpellings(text: String, reading: String) -> [String] {
        guard let last = text.last, "はへ".contains(last), !Word.containsKanji(text) else { return [] }
        let hiragana = KanaScript.hiragana(reading)
        return entries(writtenAs: text).filter { KanaScript.hiragana($0.reading) == hiragana }
            .flatMap(\.otherSpellings).filter(Word.containsKanji)
    }
}

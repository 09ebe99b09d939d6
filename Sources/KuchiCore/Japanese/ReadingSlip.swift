/// The classic slip of a learner typing a reading: one ん, small っ or long vowel left out (あない for あんない,
/// きて for きって, ここう for こうこう, おな for おんな).
///
/// A reading the dictionary lists beside a word's own that is such a slip of it is never accepted for the word
/// (JMdict lists 案内 あない and 女 おな as old readings): the learner who typed it dropped a sound.
public enum ReadingSlip {
    /// Whether `candidate` is `reading` with one ん, っ or long vowel left out (a vowel that repeats the one
    /// before it, う after an o, い after an e, or ー), both compared as ``ReadingMatcher/comparable(_:keepingDiZu:)`` forms.
    public static func isSlip(_ candidate: String, of reading: String) -> Bool {
        let shorter = Array(ReadingMatcher.comparable(candidate)), longer = Array(ReadingMatcher.comparable(reading))
        guard shorter.count + 1 == longer.count else { return false }
        // The first place the two differ is the kana left out; the rest must be equal.
        let index = shorter.indices.first { shorter[$0] != longer[$0] } ?? shorter.count
        guard shorter[index...].elementsEqual(longer[(index + 1)...]) else { return false }
        return isDroppable(at: index, in: longer)
    }

    /// Whether the kana at `index` of `kana` is ん, っ, or a vowel that only lengthens the kana before it.
    private static func isDroppable(at index: Int, in kana: [Character]) -> Bool {
        let character = kana[index]
        if character == "ん" || character == "っ" { return true }
        guard index > 0, let previous = ReadingMatcher.vowel(of: kana[index - 1]) else { return false }
        return character == previous || (character == "う" && previous == "お") || (character == "い" && previous == "え")
    }
}

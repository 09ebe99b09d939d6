/// A word written with some of its kanji in kana, as children's textbooks write kanji not yet taught: 土よう日
/// for 土曜日 (どようび). Each kanji of the word is either kept or replaced by kana; the answer fits when its kana,
/// with each kept kanji read as some kana, spell the word's reading.
///
/// Kuchi has no reading of each kanji within a word, so this only says the spelling agrees with the reading (にほ本
/// agrees with 日本 にほん too): a practice question takes it as a wrong answer with a note, not as right.
public enum PartialKanaSpelling {
    /// The written form among `forms` that `input` spells with some of its kanji in kana of one of `readings`,
    /// or `nil`. The input must keep at least one kanji and replace at least one.
    public static func writtenForm(of input: String, forms: [String], readings: [String]) -> String? {
        let answer = Array(KanaScript.hiragana(input.precomposedStringWithCompatibilityMapping))
        guard answer.contains(where: isKanji), answer.contains(where: isKana) else { return nil }
        for form in forms where form.contains(where: isKanji) && form != input {
            let word = Array(KanaScript.hiragana(form))
            for reading in readings where KanaScript.isKana(reading) {
                if fits(answer[...], word[...], Array(KanaScript.hiragana(reading))[...], replaced: false) { return form }
            }
        }
        return nil
    }

    /// Whether `answer` spells `word` (read `reading`) with kanji kept or given as kana, at least one given as kana.
    private static func fits(_ answer: ArraySlice<Character>, _ word: ArraySlice<Character>, _ reading: ArraySlice<Character>,
                             replaced: Bool) -> Bool {
        guard let letter = word.first else { return answer.isEmpty && reading.isEmpty && replaced }
        guard isKanji(letter) else {
            return answer.first == letter && reading.first == letter
                && fits(answer.dropFirst(), word.dropFirst(), reading.dropFirst(), replaced: replaced)
        }
        // Kept: the kanji reads as one or more kana of the reading.
        if answer.first == letter {
            for count in stride(from: 1, through: reading.count, by: 1)
            where fits(answer.dropFirst(), word.dropFirst(), reading.dropFirst(count), replaced: replaced) { return true }
        }
        // Given as kana: those kana are the next ones of the reading.
        var count = 0
        while count < answer.count, count < reading.count, isKana(answer[answer.startIndex + count]),
              answer[answer.startIndex + count] == reading[reading.startIndex + count] {
            count += 1
            if fits(answer.dropFirst(count), word.dropFirst(), reading.dropFirst(count), replaced: true) { return true }
        }
        return false
    }

    private static func isKanji(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x3400...0x9FFF).contains($0.value) || (0xF900...0xFAFF).contains($0.value)
            || (0x20000...0x3134F).contains($0.value) } ?? false
    }

    private static func isKana(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { KanaScript.isKanaScalar($0.value) }
    }
}

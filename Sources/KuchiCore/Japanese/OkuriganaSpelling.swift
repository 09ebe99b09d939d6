/// Spellings of one word that differ only in the kana written between or after its kanji (送り仮名): 引っ越す and
/// 引越す, 取り消す and 取消す. Dictionaries list such spellings unevenly (EDICT files 引越す under ひきこす, not
/// ひっこす), so a word question compares the kanji themselves (``AnswerJudge``).
enum OkuriganaSpelling {
    /// Whether `form` and `other` differ and are written with the same kanji in the same order, starting and ending
    /// with the same character, only the kana between differing: 引越す and 引っ越す are, 上る and 上がる are; 引く and
    /// 引っ越す are not, nor お弁当 and 弁当 (a prefix, no okurigana).
    static func sameKanji(_ form: String, _ other: String) -> Bool {
        guard form != other, let key = skeleton(form) else { return false }
        return key == skeleton(other)
    }

    /// The first character of `form`, its kanji in order, and its last character; `nil` when it has no kanji.
    private static func skeleton(_ form: String) -> [String]? {
        let kanji = String(form.filter { Word.containsKanji(String($0)) })
        guard !kanji.isEmpty, let first = form.first, let last = form.last else { return nil }
        return [String(first), kanji, String(last)]
    }
}

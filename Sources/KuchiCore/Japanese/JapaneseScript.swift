/// Whether text is written as Japanese words are: a check that mojibake (対立 shipped as "Ͼ立", U+03FE) cannot pass.
public enum JapaneseScript {
    /// True for non-empty text made only of kana (the small ones, ゔ, ゝ ゞ ヽ ヾ, ・ and ー among them), CJK ideographs
    /// (the extension and compatibility blocks too), the marks 々 〆 〇, and the Japanese comma 、 between words
    /// (より、ほう). Latin, Greek and full-width letters, digits and other symbols make it false.
    public static func isJapanese(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x3041...0x309F, 0x30A0...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F,
                 0x3001, 0x3005...0x3007: true
            default: false
            }
        }
    }
}

import Foundation
/// Conversion between the two kana scripts, and a test for kana-only text.
///
/// Hiragana (U+3041–U+3096) and katakana (U+30A1–U+30F6) are laid out in the
/// same order in Unicode, 0x60 code points apart, so the conversion is a shift
/// of each scalar in those ranges. Everything else, including the long-vowel
/// mark ー and the middle dot ・, is left as it is.
public enum KanaScript {
    /// Distance from a hiragana scalar to its katakana counterpart.
    private static let scriptOffset: UInt32 = 0x60

    /// `text` with half-width katakana (ｶﾀｶﾅ, ｶﾞ) made full-width (カタカナ, ガ); other text unchanged
    /// unless it holds half-width katakana, in which case the whole is NFKC-normalised.
    public static func fullWidth(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0xFF61...0xFF9F).contains($0.value) }) else { return text }
        return text.precomposedStringWithCompatibilityMapping
    }

    /// Returns `text` with every katakana letter replaced by its hiragana.
    ///
    /// Characters without a hiragana counterpart (ー, ・, ヷ–ヺ, kanji, Latin
    /// letters, punctuation) are unchanged: `hiragana("コーヒー")` is `"こーひー"`.
    public static func hiragana(_ text: String) -> String {
        mapScalars(text) { value in
            switch value {
            case 0x30A1...0x30F6, 0x30FD...0x30FE: value - scriptOffset
            default: value
            }
        }
    }

    /// Returns `text` with every hiragana letter replaced by its katakana.
    ///
    /// Characters that are not hiragana are unchanged: `katakana("ひらがな")` is
    /// `"ヒラガナ"`.
    public static func katakana(_ text: String) -> String {
        mapScalars(text) { value in
            switch value {
            case 0x3041...0x3096, 0x309D...0x309E: value + scriptOffset
            default: value
            }
        }
    }

    /// Whether `text` is non-empty and made only of kana.
    ///
    /// Hiragana, katakana (including small kana, ゔ/ヴ, the iteration marks
    /// ゝゞヽヾ and the katakana phonetic extensions), the voicing marks, the
    /// long-vowel mark ー and the middle dot ・ count as kana. Half-width
    /// katakana, spaces, punctuation and kanji do not.
    public static func isKana(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { isKanaScalar($0.value) }
    }

    /// Whether `text` can be a word's reading: each of its `/` alternatives holds kana and nothing else but
    /// the punctuation readings use (`、`, `〜`, a space) and digits (synthetic lists number their words, `ご1`);
    /// half-width katakana counts as kana. Kanji, Latin letters and brackets make it not a
    /// reading (`祈る[いのる]`, `inoru`).
    public static func isReading(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        // Once per imported word: without a `/` (the usual case) the text is its one alternative, and
        // splitting it by characters (a grapheme break at each) is not needed.
        guard text.utf8.contains(0x2F) else { return isReadingAlternative(text.unicodeScalars) }
        return text.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { isReadingAlternative($0.unicodeScalars) }
    }

    /// Whether one alternative of a reading holds kana, and nothing else but what ``isReading(_:)`` allows.
    private static func isReadingAlternative<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> Bool {
        var hasKana = false
        for scalar in scalars {
            switch scalar.value {
            case _ where isKanaScalar(scalar.value), 0xFF66...0xFF9F: hasKana = true   // half-width katakana too
            case 0x20, 0x3000, 0x3001, 0x301C, 0xFF5E, 0x30...0x39, 0xFF10...0xFF19: continue
            default: return false
            }
        }
        return hasKana
    }

    /// Whether a single scalar is a kana letter or one of the marks `isKana` accepts.
    public static func isKanaScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0x3041...0x3096, 0x3099...0x309F, 0x30A1...0x30FF, 0x31F0...0x31FF: true
        default: false
        }
    }

    /// Rebuilds `text` with `transform` applied to each scalar value.
    private static func mapScalars(_ text: String, _ transform: (UInt32) -> UInt32) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let mapped = transform(scalar.value)
            result.append(Unicode.Scalar(mapped) ?? scalar)
        }
        return String(result)
    }
}

import Foundation

/// Of several words a name reads as, the one it means when they are all spellings of one word.
///
/// それ and 其れ are one word written two ways ("that" / "it; that"), so `それ` or `sore` names the word written
/// それ. いえ "no" and 家 "house" are two words read alike: there `いえ` or `ie` stays ambiguous, whichever is
/// typed, so kana and romaji always name the same word.
public enum OneWordSpellings {
    /// The word among `found` written exactly as `name` spells it (its kana for romaji), when it is the only one so
    /// written, its JLPT level is the easiest of them, and every other word shares a meaning with it; `nil` otherwise.
    /// The level keeps a kana spelling listed again at a harder level (あした, N3) from being taken for the word a
    /// learner meets first (明日, N5): there the name stays ambiguous.
    public static func pick(from found: [Word], named name: WordName) -> Word? {
        guard found.count > 1, name.readings == nil else { return nil }
        let written = found.filter { name.forms.contains($0.text) }
        guard written.count == 1, let word = written.first else { return nil }
        guard found.allSatisfy({ levelRank($0) >= levelRank(word) }) else { return nil }
        let glosses = Set(word.meanings.map(gloss))
        let sameWord = found.allSatisfy { other in
            other.id == word.id || other.meanings.contains { glosses.contains(gloss($0)) }
        }
        return sameWord ? word : nil
    }

    /// N5 first, N1 last, then words with no level.
    private static func levelRank(_ word: Word) -> Int {
        word.level.flatMap { WordScope.knownLevels.firstIndex(of: $0) } ?? WordScope.knownLevels.count
    }

    /// A meaning as compared between spellings: lower case, without its parenthesised notes, trimmed.
    static func gloss(_ meaning: String) -> String {
        var kept = ""
        var depth = 0
        for character in meaning {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 {
                kept.append(character)
            }
        }
        return kept.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

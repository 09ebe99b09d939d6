import Foundation

extension AnswerJudge {
    /// Sentence punctuation a Japanese answer may end with, as an IME types it from the `.`, `!`, `?` and `,`
    /// keys (。！？、), in their half-width and ASCII forms too.
    static let trailingSentencePunctuation: Set<Character> = ["。", "｡", "．", ".", "！", "!", "？", "?", "、", "､", "，", ","]

    /// `line` without the sentence punctuation (and spaces) at its end, or `nil` when it has none or is nothing else.
    static func withoutTrailingPunctuation(_ line: String) -> String? {
        var bare = Substring(line)
        while let last = bare.last, trailingSentencePunctuation.contains(last) || last.isWhitespace { bare = bare.dropLast() }
        guard bare.count < line.count, !bare.isEmpty else { return nil }
        return String(bare)
    }

    /// At a reading or word question, `line` judged as typed, and when that is not right, judged again without the
    /// punctuation it ends with (ねこ。, neko., 猫！): a word whose own form ends in punctuation is still right as typed.
    static func judgingWithoutTrailingPunctuation(_ line: String, for challenge: Challenge,
                                                  judged: (String) -> Reading) -> Reading {
        let asTyped = judged(line)
        guard challenge.kind == .reading || challenge.kind == .word, let bare = withoutTrailingPunctuation(line) else { return asTyped }
        if case let .answer(verdict) = asTyped, verdict.judgement.isCorrect { return asTyped }
        let without = judged(bare)
        guard case var .answer(verdict) = without, verdict.judgement.isCorrect else { return asTyped }
        if verdict.judgement == .exact { verdict.judgement = .normalised }
        verdict.given = line
        return .answer(verdict)
    }
}

extension AnswerJudge {
    /// Whether `line` is a choice's number as a choice question takes it (`2`, `2.`, `2)`, full-width `２` too): at a
    /// question asking for the Japanese it answers another question, as a review's choice questions around it are
    /// answered, and is not counted (walk-through 39). A word written in digits is right before this is asked.
    static func isChoiceNumber(_ line: String) -> Bool {
        var number = Substring(line.precomposedStringWithCompatibilityMapping)
        if let last = number.last, [".", ")"].contains(last) { number = number.dropLast() }
        return (1...2).contains(number.count) && number.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

/// A phrase ending with a preposition and a stand-in for its complement (judging round 28, issue 19): "the cost of
/// something" for 費用 when "the cost" is right, "a liking for something" for 嗜好, "a conversation between people" for
/// 会話. A stand-in names nothing, so the noun keeps its sense; the judge weighs the phrase with its preposition and the
/// noun phrase without it. Only a noun phrase, as ``DanglingPreposition`` takes one (never a quantity's or another
/// sense's noun: "the rest of something", "a fan of something"): after a verb or a gerund the preposition makes a
/// phrasal verb ("to fall for someone", "to take after someone"). "It" is no stand-in here: "all of it" is 全部's, not
/// 全's.
enum StandInComplement {
    /// The stand-ins a learner types for a complement they leave unnamed: a verb's object stand-ins
    /// (``StandInObject/standIns``, ``StandInObject/thingStandIns``) and words that name people in general.
    static let standIns = StandInObject.standIns.union(StandInObject.thingStandIns).union(["people", "others"])

    /// The phrases `input` says without its stand-in ("the cost of something": "the cost of", "the cost"); empty unless
    /// `input` is a noun phrase ending with a preposition and a stand-in; `verbWord` as ``DanglingPreposition`` takes it.
    static func phrases(of input: String, verbWord: Bool) -> [String] {
        let words = input.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 3, words.count <= 8, let last = words.last, standIns.contains(last),
              DanglingPreposition.prepositions.contains(words[words.count - 2]) else { return [] }
        let open = words.dropLast().joined(separator: " ")
        guard let head = DanglingPreposition.head(of: open, verbWord: verbWord) else { return [] }
        return [open, head]
    }
}

import Foundation

/// The line a simulated learner types at a challenge event, by its `kind`.
enum BinaryAnswer {
    /// What a learner who does not recall the word types at a question that wants typing.
    static let blank = "no idea"

    /// The answer to `event` about `word`: right when `recalled`, else a wrong choice or a wrong text.
    static func line(for event: [String: Any], word: BankWords.Word, recalled: Bool, learner: inout any Learner) throws -> String {
        switch event["kind"] as? String {
        case "choice":
            let texts = (event["choices"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
            guard let correct = texts.firstIndex(where: { BankWords.isMeaning($0, of: word) }) else {
                throw SimulationError.binary("no right choice for \(word.text) among \(texts)")
            }
            return String((recalled ? correct : learner.wrongChoice(among: texts.count, correct: correct)) + 1)
        case "meaning":
            return recalled ? (word.meanings.first ?? blank) : blank
        case "reading":
            return recalled ? word.reading : blank
        case "word":
            return recalled ? word.text : blank
        case let kind:
            throw SimulationError.notMultipleChoice(kind ?? "none")
        }
    }
}

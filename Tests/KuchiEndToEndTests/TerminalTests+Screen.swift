import Foundation
import Testing

/// What the terminal tests share: reading feedback, questions and choices off the screen, answering by number.
extension TerminalTests {
    static let correct = Feedback.correct
    static let corrected = Feedback.corrected
    static let wrong = Feedback.wrong

    /// Feedback lines (right, right after a miss, or wrong) in `screen`.
    static func feedbackCount(_ screen: String) -> Int { Feedback.count(in: screen) }

    /// Questions shown so far in `screen`.
    static func questionCount(_ screen: String) -> Int { TmuxSession.count("Question ", in: screen) }

    /// What the feedback to one answer said.
    enum Verdict { case scored, corrected, wrong }

    /// Types `answer` at the prompt, waits for its feedback, and tells what it said.
    static func answer(_ answer: String, in tmux: TmuxSession) async throws -> Verdict {
        try await tmux.waitForCurrentLine(">")
        let before = tmux.capture()
        try tmux.typeLine(answer)
        let after = try await tmux.waitUntil("feedback to the answer “\(answer)”") { feedbackCount($0) > feedbackCount(before) }
        #expect(feedbackCount(after) == feedbackCount(before) + 1, "one answer gives one feedback line")
        if TmuxSession.count(correct, in: after) > TmuxSession.count(correct, in: before) { return .scored }
        if TmuxSession.count(corrected, in: after) > TmuxSession.count(corrected, in: before) { return .corrected }
        return .wrong
    }

    /// Waits until the screen shows question number `count` (counting every question shown, a missed word
    /// asked again included) and its prompt.
    static func waitForQuestion(_ count: Int, in tmux: TmuxSession) async throws {
        _ = try await tmux.waitUntil("question \(count) on the screen") { questionCount($0) >= count }
        try await tmux.waitForCurrentLine(">")
    }

    /// The choices of the last question shown: the text after `    1) ` and so on.
    static func choices(in screen: String) -> [String] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let question = lines.lastIndex(where: { $0.hasPrefix("Question ") }) else { return [] }
        var choices: [String] = []
        for line in lines[(question + 1)...] {
            let trimmed = line.drop(while: { $0 == " " })
            guard let parenthesis = trimmed.firstIndex(of: ")"), parenthesis > trimmed.startIndex,
                  trimmed[..<parenthesis].allSatisfy(\.isNumber) else { continue }
            choices.append(String(trimmed[trimmed.index(after: parenthesis)...]).trimmingCharacters(in: .whitespaces))
        }
        return choices
    }

    /// Answers the question on screen by number, 1 to 4, until its word is done: right at once (scored), or
    /// right after misses (“That's it.”, not scored: the word comes back later in the session). Each wrong
    /// answer must show “✗ Not quite” and keep the question. Returns the tries and whether the word scored.
    static func answerByNumber(in tmux: TmuxSession) async throws -> (tries: Int, scored: Bool) {
        let questions = questionCount(try await tmux.waitForCurrentLine(">"))
        for number in 1...4 {
            switch try await answer("\(number)", in: tmux) {
            case .scored: return (number, true)
            case .corrected: return (number, false)
            case .wrong:
                let screen = try await tmux.waitForCurrentLine(">")
                #expect(questionCount(screen) == questions, "a wrong answer keeps the question")
            }
        }
        Issue.record("none of the choices 1 to 4 was accepted:\n\(tmux.capture())")
        return (4, false)
    }

    /// The lines of the learner's readline history file, oldest first.
    static func historyLines(_ home: KuchiBinary.Home) throws -> [String] {
        try String(contentsOfFile: home.historyFile, encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }
}

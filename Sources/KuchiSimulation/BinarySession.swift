import Foundation

/// One `kuchi review --json` or `kuchi practice --json` session played by a simulated learner, through
/// the documented JSON Lines protocol only (docs/protocol.md), as any outside program would.
///
/// - A `challenge` is answered: the right choice when the learner recalls the word, else a wrong one.
/// - After a `missed` outcome (a review's miss) the session has moved on: nothing is retyped.
/// - After a `wrong` outcome the driver asks for the `score`: if the score comes first, the challenge
///   stayed and the learner retypes the right answer (`expected`), one more line of the budget; if a
///   `challenge`, `lesson` or `summary` comes first, the session moved on and there is no retyping.
/// - A `lesson` (a new word shown whole) is an exposure the learner is told the answer at, and costs one
///   line (Enter).
/// - When the budget is spent the session is ended with `quit`.
struct BinarySession {
    /// The request that continues past a lesson (Enter).
    static let lessonContinue = ""

    let process: JSONLinesProcess
    let bank: BankWords
    let budget: Int
    let start: Date
    let secondsPerAnswer: TimeInterval
    private(set) var day = DayStudy()
    /// Whether the session started (`false`: nothing to review, the process said so in a `notice`).
    private(set) var started = false
    private var pendingProbes = 0
    private var notices: [String] = []

    init(process: JSONLinesProcess, bank: BankWords, budget: Int, start: Date, secondsPerAnswer: TimeInterval) {
        self.process = process
        self.bank = bank
        self.budget = budget
        self.start = start
        self.secondsPerAnswer = secondsPerAnswer
    }

    /// The learner's clock: the session's start plus the time of the lines given so far.
    private var now: Date { start.addingTimeInterval(Double(day.answers) * secondsPerAnswer) }

    /// Plays until the `summary` (or the end of the output); returns what was studied.
    mutating func play(learner: inout any Learner) throws -> DayStudy {
        var event = try next()
        while let current = event {
            switch current["type"] as? String {
            case "session":
                started = true
                day.sessions = 1
                event = try next()
            case "challenge":
                event = try answer(current, learner: &learner)
            case "lesson":
                event = try lesson(current, learner: &learner)
            case "summary":
                return day
            case "notice":
                notices.append(current["message"] as? String ?? "")
                event = try next()
            case "error":
                throw SimulationError.binary("error event: \(current["message"] as? String ?? "?")")
            default:
                event = try next()
            }
        }
        guard !started else { throw SimulationError.binary("the session ended without a summary") }
        return day
    }

    /// The next event that is not the reply to a probe.
    private mutating func next() throws -> [String: Any]? {
        while let event = try process.nextEvent() {
            let type = event["type"] as? String
            if pendingProbes > 0, type == "score" || (type == "error" && event["exit_code"] is NSNull) {
                pendingProbes -= 1
                continue
            }
            return event
        }
        return nil
    }

    /// Sends a line the learner typed, or ends the session when the budget is spent. Returns whether it was sent.
    private mutating func type(_ line: String) -> Bool {
        guard day.answers < budget else {
            process.send(#"{"command": "quit"}"#)
            return false
        }
        process.send(line)
        day.answers += 1
        return true
    }

    /// Ends the session early (the budget is spent); the `summary` follows.
    private mutating func quit() throws -> [String: Any]? {
        process.send(#"{"command": "quit"}"#)
        return try next()
    }

    private mutating func lesson(_ event: [String: Any], learner: inout any Learner) throws -> [String: Any]? {
        guard let word = word(of: event) else { throw SimulationError.binary("a lesson of an unknown word: \(event)") }
        guard day.answers < budget else { return try quit() }
        learner.expose(word.id, recalled: false, at: now)
        day.exposures += 1
        _ = type(Self.lessonContinue)
        return try next()
    }

    private mutating func answer(_ event: [String: Any], learner: inout any Learner) throws -> [String: Any]? {
        guard let word = word(of: event) else { throw SimulationError.binary("a challenge of an unknown word: \(event)") }
        guard day.answers < budget else { return try quit() }
        let recalled = learner.recalls(word.id, at: now)
        learner.expose(word.id, recalled: recalled, at: now)
        day.exposures += 1
        guard type(try BinaryAnswer.line(for: event, word: word, recalled: recalled, learner: &learner)) else { return try next() }
        guard var outcome = try next() else { return nil }
        guard outcome["type"] as? String == "outcome" else { return outcome }
        // A slip as close to another meaning in play is neither judged nor graded: the learner, who meant the word's
        // meaning, types it again, as a person told so would.
        while outcome["result"] as? String == "ambiguous_slip" {
            guard type(word.meanings.first ?? word.text) else { return try next() }
            guard let retyped = try next() else { return nil }
            guard retyped["type"] as? String == "outcome" else { return retyped }
            outcome = retyped
        }
        switch outcome["result"] as? String {
        case "correct", "corrected":
            return try next()
        case "wrong":
            return try afterMiss(outcome, word: word)
        case "missed":   // a review moves on after a miss: nothing to retype
            return try next()
        default:
            throw SimulationError.binary("unexpected outcome at \(word.text): \(outcome)")
        }
    }

    /// Finds out whether the missed challenge stays; if it does, the learner retypes the right answer.
    private mutating func afterMiss(_ outcome: [String: Any], word: BankWords.Word) throws -> [String: Any]? {
        process.send(#"{"command": "score"}"#)
        guard let reply = try process.nextEvent() else { return nil }
        guard reply["type"] as? String == "score" else {
            pendingProbes += 1   // the session moved on; the score comes later
            return reply
        }
        let expected = outcome["expected"] as? String ?? word.meanings.first ?? word.text
        guard type(expected) else { return try next() }
        guard let retyped = try next() else { return nil }
        guard retyped["type"] as? String == "outcome", retyped["result"] as? String == "corrected" else {
            throw SimulationError.unexpectedOutcome(typed: expected, word: word.text)
        }
        return try next()
    }

    private func word(of event: [String: Any]) -> BankWords.Word? {
        bank.word(text: event["word"] as? String, reading: event["reading"] as? String, meanings: event["meanings"] as? [String])
    }
}

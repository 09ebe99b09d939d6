import Foundation
import KuchiCore

// kuchi-fsrs-check: the Swift side of scripts/check-fsrs. Reads review sequences as JSON on standard input,
// runs them through FSRSScheduler with fuzz off, and writes each card after each review as JSON.
// A review happens `after` seconds from the card's due time ("due") or from the previous review ("last").

struct Input: Decodable {
    struct Review: Decodable {
        var rating: Int
        var from: String
        var after: Double
    }
    struct Sequence: Decodable {
        var start: Double
        var retention: Double
        var reviews: [Review]
    }
    var sequences: [Sequence]
}

struct Output: Encodable {
    var time: Double
    var state: Int
    var step: Int?   // left out in review (JSONEncoder omits nil)
    var stability: Double
    var difficulty: Double
    var due: Double

}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("kuchi-fsrs-check: \(message)\n".utf8))
    exit(1)
}

let input: Input
do {
    input = try JSONDecoder().decode(Input.self, from: FileHandle.standardInput.readDataToEndOfFile())
} catch {
    fail("unreadable input: \(error)")
}

var results: [[Output]] = []
for (index, sequence) in input.sequences.enumerated() {
    let scheduler: FSRSScheduler
    do { scheduler = try FSRSScheduler(desiredRetention: sequence.retention, fuzzEnabled: false) } catch { fail("\(error)") }
    let start = Date(timeIntervalSince1970: sequence.start)
    var card = CardMemory.new(due: start)
    var last = start
    var history: [ReviewEvent] = []
    var outputs: [Output] = []
    for review in sequence.reviews {
        guard let rating = Rating(rawValue: review.rating) else { fail("rating \(review.rating) in sequence \(index)") }
        let now = (review.from == "due" ? card.due : last).addingTimeInterval(review.after)
        card = scheduler.review(card, rating: rating, at: now)
        last = now
        history.append(ReviewEvent(rating: rating, date: now))
        outputs.append(Output(time: now.timeIntervalSince1970, state: card.state.rawValue, step: card.step,
                              stability: card.stability, difficulty: card.difficulty, due: card.due.timeIntervalSince1970))
    }
    // Replaying the history must give the same card, unless the clock went backwards (replay sorts by date).
    let ordered = zip(history, history.dropFirst()).allSatisfy { $0.date <= $1.date }
    if ordered, scheduler.replay(history, startingFrom: .new(due: start)) != card {
        fail("replay of sequence \(index) differs from reviewing it step by step")
    }
    results.append(outputs)
}
do {
    FileHandle.standardOutput.write(try JSONEncoder().encode(results))
} catch {
    fail("cannot write the results: \(error)")
}

import Foundation
import KuchiCore

// kuchi-fsrs-check: the Swift side of scripts/check-fsrs. Reads review sequences as JSON on standard input,
// runs them through FSRSScheduler, and writes each card after each review as JSON. A sequence with fuzz on
// carries the reference's random draws (uniform in [0, 1), multiples of 2^-53), which are replayed exactly.
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
        var fuzz: Bool?
        var draws: [Double]?
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

/// Yields the given uniform draws to `Double.random(in: 0..<1, using:)`, which (in the standard library
/// as it is) scales the low 53 bits of `next()` by 2^-53: u · 2^53 comes back as exactly u.
struct ReplayedDraws: RandomNumberGenerator {
    var draws: [Double]
    var used = 0

    mutating func next() -> UInt64 {
        defer { used += 1 }
        return used < draws.count ? UInt64(draws[used] * 0x1p53) : 0   // past the end: counted, reported
    }
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
    do { scheduler = try FSRSScheduler(desiredRetention: sequence.retention, fuzzEnabled: sequence.fuzz ?? false) } catch { fail("\(error)") }
    let start = Date(timeIntervalSince1970: sequence.start)
    var card = CardMemory.new(due: start)
    var last = start
    var history: [ReviewEvent] = []
    var rng = ReplayedDraws(draws: sequence.draws ?? [])
    var outputs: [Output] = []
    for review in sequence.reviews {
        guard let rating = Rating(rawValue: review.rating) else { fail("rating \(review.rating) in sequence \(index)") }
        let now = (review.from == "due" ? card.due : last).addingTimeInterval(review.after)
        card = scheduler.review(card, rating: rating, at: now, using: &rng)
        last = now
        history.append(ReviewEvent(rating: rating, date: now))
        outputs.append(Output(time: now.timeIntervalSince1970, state: card.state.rawValue, step: card.step,
                              stability: card.stability, difficulty: card.difficulty, due: card.due.timeIntervalSince1970))
    }
    // Replaying the history must give the same card, unless the clock went backwards (replay sorts by date).
    let ordered = zip(history, history.dropFirst()).allSatisfy { $0.date <= $1.date }
    if rng.used != rng.draws.count {
        FileHandle.standardError.write(Data("sequence \(index) used \(rng.used) random draws, the reference \(rng.draws.count)\n".utf8))
    }
    var replayed = ReplayedDraws(draws: rng.draws)
    if ordered, scheduler.replay(history, startingFrom: .new(due: start), using: &replayed) != card {
        fail("replay of sequence \(index) differs from reviewing it step by step")
    }
    results.append(outputs)
}
do {
    FileHandle.standardOutput.write(try JSONEncoder().encode(results))
} catch {
    fail("cannot write the results: \(error)")
}

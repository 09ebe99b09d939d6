import Foundation
import KuchiStore

/// Kuchi's due counts inside one process, for `scripts/bench-anki`: what `kuchi due` does after the process has
/// started (open the bank for reading, find the learner, count the cards due now and per day for 14 days, per
/// deck), beside Anki opening its collection and building `deck_due_tree` inside its Python process.
enum DueBench {
    /// `kuchi-bench --due BANK LEARNER RUNS`: prints `{"median": seconds, "runs": n}`.
    static func main(_ arguments: [String]) throws {
        guard arguments.count == 3, let runs = Int(arguments[2]), runs > 0 else {
            throw BenchError.failed("usage: kuchi-bench --due BANK LEARNER RUNS")
        }
        var samples: [Double] = []
        for _ in 0..<runs {
            samples.append(try Measure.seconds {
                let database = try KuchiDatabase.openForReading(path: arguments[0])
                guard let learner = try database.practice.profile(named: arguments[1]) else {
                    throw BenchError.failed("no learner \(arguments[1]) in \(arguments[0])")
                }
                _ = try database.practice.dueForecast(profile: learner, at: Date())
            })
        }
        print(String(format: "{\"median\": %.9f, \"runs\": %d}", Measure.percentile(samples, 0.5), samples.count))
    }
}

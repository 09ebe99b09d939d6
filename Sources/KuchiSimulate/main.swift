import ArgumentParser
import Foundation
import KuchiData
import KuchiSimulation
import KuchiStore

/// `kuchi-simulate`: a simulated learner through random sessions and review sessions; figures and a chart.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kuchi-simulate",
        abstract: "Runs a simulated learner through random and review sessions and compares what it recalls.")

    @Option(help: "Words in the bank (the bundled N5 list first, then synthetic N4…N1 words).") var words = 2_000
    @Option(help: "Days of study.") var days = 30
    @Option(name: .customLong("per-day"), help: "Answers a day.") var perDay = 100
    @Option(help: "Seed of both runs.") var seed: UInt64 = 20_261_123
    @Option(name: .customLong("new-per-day"), help: "New words a day in review sessions.") var newPerDay = 20
    @Option(help: "Questions per session.") var session = 20
    @Option(help: "Where to write the SVG chart.") var chart = "docs/learning-chart.svg"
    @Flag(help: "Also print each day's figures.") var daily = false

    func validate() throws {
        guard words > 0, days > 0, perDay > 0 else { throw ValidationError("--words, --days and --per-day must be positive.") }
        guard (0...1000).contains(newPerDay) else { throw ValidationError("--new-per-day must be within 0…1000.") }
        guard (1...100).contains(session) else { throw ValidationError("--session must be within 1…100.") }
    }

    func run() throws {
        var settings = SimulationSettings()
        (settings.words, settings.days, settings.answersPerDay, settings.seed) = (words, days, perDay, seed)
        (settings.newWordsPerDay, settings.questionsPerSession) = (newPerDay, session)
        let bundled = try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck)
        let entries = SimulationBank.entries(count: words, leading: bundled)
        let real = min(bundled.count, words)
        let note = "\(real) of the bundled JLPT N5 list, \(words - real) synthetic N4…N1"
        let comparison = try LearningSimulation.compare(entries: entries, settings: settings)
        if daily { print(SimulationReport.dailyTable(comparison)) }
        print(SimulationReport.text(comparison, bankNote: note), terminator: "")
        let svg = LearningChart.svg(
            title: "Words recalled, \(words) words, \(perDay) answers a day, seed \(seed)",
            series: [
                .init(label: "review sessions (FSRS-6, \(newPerDay) new a day)", colour: "#1f77b4",
                      values: comparison.review.days.map(\.recalled)),
                .init(label: "random sessions", colour: "#d62728", values: comparison.random.days.map(\.recalled)),
            ])
        try svg.write(toFile: chart, atomically: true, encoding: .utf8)
        print("chart: \(chart)")
    }
}

Simulate.main()

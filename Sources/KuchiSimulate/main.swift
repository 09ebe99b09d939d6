import ArgumentParser
import Foundation
import KuchiData
import KuchiSimulation
import KuchiStore

/// `kuchi-simulate`: a simulated learner through Kuchi's review, the plain FSRS-6 reference and random
/// practice; figures, a chart, or docs/learning.md's generated section.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kuchi-simulate",
        abstract: "Runs a simulated learner through Kuchi's review, a plain FSRS-6 reference and random practice.")

    @Option(help: "Words in the bank (the bundled N5 list first, then synthetic N4…N1 words).") var words = 2_000
    @Option(help: "Days of study.") var days = 30
    @Option(name: .customLong("per-day"), help: "Lines the learner types a day (the budget).") var perDay = 100
    @Option(help: "Seed of every arm.") var seed: UInt64 = 20_261_123
    @Option(name: .customLong("new-per-day"), help: "New words a day.") var newPerDay = 20
    @Option(help: "Questions per session (Kuchi's arms).") var session = 20
    @Option(help: "The learner: spread (learner 1) or lognormal (learner 2).") var learner = "spread"
    @Option(help: "The reference's order of due review cards: \(BacklogOrder.allCases.map(\.rawValue).joined(separator: ", ")).")
    var order = "lowest-r"
    @Option(name: .customLong("break-days"), help: "Days with no study, FROM-TO (from 1), e.g. 16-22.") var breakDays: String?
    @Option(name: .customLong("hour-spread"),
            help: "Hours each day's study may start before or after 09:00 (drawn per day, the same for every arm); recall is measured at 09:00.")
    var hourSpread = 0.0
    @Option(help: "The kuchi executable Kuchi's arms drive.") var kuchi = ".build/release/kuchi"
    @Option(name: .customLong("kuchi-env"), help: "NAME=VALUE added to every kuchi process's environment (repeatable).")
    var kuchiEnvironment: [String] = []
    @Option(help: "Folder for the runs' banks (default: under /dev/shm, else the temporary folder).") var work: String?
    @Flag(name: .customLong("in-process"), help: "Play Kuchi's arms through the view model in-process, not the binary.")
    var inProcess = false
    @Option(help: "Where to write the SVG chart (none by default).") var chart: String?
    @Flag(help: "Also print each day's figures.") var daily = false
    @Option(name: .customLong("write-docs"), help: "Run the documented grid and rewrite the generated section of this file.")
    var writeDocs: String?
    @Flag(help: "With --write-docs: one seed instead of three.") var quick = false
    @Option(help: "With --write-docs: the build the figures come from, as the docs name it.") var build = "unnamed"

    func validate() throws {
        guard words > 0, days > 0, perDay > 0 else { throw ValidationError("--words, --days and --per-day must be positive.") }
        guard (0...1000).contains(newPerDay) else { throw ValidationError("--new-per-day must be within 0…1000.") }
        guard (1...100).contains(session) else { throw ValidationError("--session must be within 1…100.") }
        guard LearnerModel(rawValue: learner) != nil else { throw ValidationError("--learner must be spread or lognormal.") }
        guard BacklogOrder(rawValue: order) != nil else { throw ValidationError("--order: unknown order \(order).") }
        guard breakDays == nil || breakRange != nil else { throw ValidationError("--break-days takes FROM-TO, e.g. 16-22.") }
        guard (0...4).contains(hourSpread) else { throw ValidationError("--hour-spread must be within 0…4 (09:00 ± 4 h stays clear of the 04:00 rollover).") }
        guard kuchiEnvironment.allSatisfy({ $0.contains("=") }) else { throw ValidationError("--kuchi-env takes NAME=VALUE.") }
    }

    /// `--break-days` as a range, or `nil` when absent or not FROM-TO with 1 ≤ FROM ≤ TO.
    var breakRange: ClosedRange<Int>? {
        let parts = (breakDays ?? "").split(separator: "-").compactMap { Int($0) }
        guard parts.count == 2, parts[0] >= 1, parts[0] <= parts[1] else { return nil }
        return parts[0]...parts[1]
    }

    func run() throws {
        var settings = SimulationSettings()
        (settings.words, settings.days, settings.answersPerDay, settings.seed) = (words, days, perDay, seed)
        (settings.newWordsPerDay, settings.questionsPerSession) = (newPerDay, session)
        settings.learner = LearnerModel(rawValue: learner) ?? .spread
        settings.order = BacklogOrder(rawValue: order) ?? .lowestR
        settings.breakDays = breakRange
        settings.hourSpread = hourSpread
        let bundled = try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck)
        let environment = Dictionary(kuchiEnvironment.map { pair -> (String, String) in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        }) { _, last in last }
        let runner = ArmRunner(bundled: bundled, kuchi: BinaryKuchi(executable: kuchi, environment: environment),
                               work: work ?? ArmRunner.defaultWork(), inProcess: inProcess)
        if let writeDocs {
            let chartPath = chart ?? ((writeDocs as NSString).deletingLastPathComponent as NSString).appendingPathComponent("learning-chart.svg")
            try DocsCommand(runner: runner, file: writeDocs, chart: chartPath, quick: quick, build: build).run()
            return
        }
        let comparison = try runner.compare(settings: settings)
        if daily { print(SimulationReport.dailyTable(comparison)) }
        let real = min(bundled.count, words)
        print(SimulationReport.text(comparison, bankNote: "\(real) of the bundled JLPT N5 list, \(words - real) synthetic N4…N1"),
              terminator: "")
        if let chart {
            let colours = ["#1f77b4", "#2ca02c", "#d62728", "#9467bd"]
            let svg = LearningChart.svg(
                title: "Words recalled, \(words) words, \(perDay) lines a day, seed \(seed), \(settings.learner.rawValue) learner",
                series: comparison.runs.enumerated().map { index, run in
                    .init(label: run.arm, colour: colours[index % colours.count], values: run.days.map(\.recalled))
                })
            try svg.write(toFile: chart, atomically: true, encoding: .utf8)
            print("chart: \(chart)")
        }
    }
}

Simulate.main()

import Foundation
import KuchiSimulation

/// `kuchi-simulate --write-docs FILE`: runs the documented grid and rewrites the file's generated
/// section, and the chart beside it.
struct DocsCommand {
    let runner: ArmRunner
    let file: String
    let chart: String
    let quick: Bool
    let build: String

    func run() throws {
        let began = Date()
        let settings = SimulationSettings()
        let seeds: [UInt64] = quick ? [1] : [1, 2, 3]
        let grid = try DocsGrid.run(runner: runner, seeds: seeds, settings: settings) { step in
            FileHandle.standardError.write(Data(String(format: "[%4.0f s] %@\n", Date().timeIntervalSince(began), step).utf8))
        }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let orderSetting = runner.inProcess ? nil : try runner.kuchi.reviewOrderSetting(folder: runner.work + "/config-check")
        let provenance = DocsMarkdown.Provenance(
            build: build, date: formatter.string(from: Date()),
            command: "scripts/simulate --write-docs" + (quick ? " --quick" : "") + (runner.inProcess ? " --in-process" : ""),
            inProcess: runner.inProcess, kuchiOrderSetting: orderSetting)
        let section = DocsMarkdown.section(grid, provenance: provenance)
        let document = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        try GeneratedSection.simulation.replace(in: document, with: section).write(toFile: file, atomically: true, encoding: .utf8)
        if let cell = grid.cells.first {
            let colours = ["review": "#1f77b4", "reference": "#2ca02c", "random": "#d62728"]
            let svg = LearningChart.svg(
                title: "Words recalled each morning: \(cell.words) words, learner 1, seed \(seeds[0]), \(settings.answersPerDay) lines a day",
                series: DocsGrid.arms.compactMap { arm in
                    cell.runs[arm]?.first.map { .init(label: arm, colour: colours[arm] ?? "#000", values: $0.days.map(\.recalled)) }
                })
            try svg.write(toFile: chart, atomically: true, encoding: .utf8)
        }
        FileHandle.standardError.write(Data(String(format: "wrote %@ and %@ in %.0f s\n", file, chart, Date().timeIntervalSince(began)).utf8))
    }
}

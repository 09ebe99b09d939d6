import Foundation
import Testing
@testable import KuchiSimulation

@Suite("Generated docs section")
struct DocsGenerationTests {
    let begin = GeneratedSection.simulation.begin, end = GeneratedSection.simulation.end

    @Test("the text between the markers is replaced, the prose around it kept")
    func replaces() throws {
        let document = "# Title\n\nProse.\n\n\(begin)\nold figures\n\(end)\n\nMore prose.\n"
        let updated = try GeneratedSection.simulation.replace(in: document, with: "new figures\n")
        #expect(updated == "# Title\n\nProse.\n\n\(begin)\nnew figures\n\(end)\n\nMore prose.\n")
        #expect(try GeneratedSection.simulation.replace(in: updated, with: "new figures") == updated)
    }

    @Test("markers are appended to a document without them; one marker alone is refused")
    func markers() throws {
        #expect(try GeneratedSection.simulation.replace(in: "Prose.\n", with: "x") == "Prose.\n\n\(begin)\nx\n\(end)\n")
        #expect(throws: GeneratedSectionError.badMarkers) { try GeneratedSection.simulation.replace(in: "\(begin)\nx\n", with: "y") }
        #expect(throws: GeneratedSectionError.badMarkers) { try GeneratedSection.simulation.replace(in: "\(end)\nx\n\(begin)\n", with: "y") }
    }

    @Test("two named sections in one document are each replaced alone")
    func namedSections() throws {
        let bench = GeneratedSection(name: "bench", generator: "scripts/bench")
        let anki = GeneratedSection(name: "bench-anki", generator: "scripts/bench-anki")
        var document = try anki.replace(in: bench.replace(in: "# Benchmarks\n", with: "table 1"), with: "anki 1")
        document = try bench.replace(in: document, with: "table 2")
        #expect(document == "# Benchmarks\n\n\(bench.begin)\ntable 2\n\(bench.end)\n\n\(anki.begin)\nanki 1\n\(anki.end)\n")
        #expect(bench.end != anki.end && !anki.begin.contains(bench.begin))
    }

    @Test("every figure names its bank and its count; ratios are of the means")
    func markdown() {
        func run(_ arm: String, _ recalled: Int, _ kept: Int) -> SimulationRun {
            SimulationRun(arm: arm, days: [], words: 2_000, wordsSeen: 300, answers: 3_000, challenges: 2_500, sessions: 30,
                          recalledMonthLater: kept)
                .with(recalled: recalled)
        }
        var grid = DocsGrid(seeds: [1, 2], settings: SimulationSettings())
        grid.cells = [DocsGrid.Cell(words: 2_000, learner: .lognormal, runs: [
            "review": [run("review", 200, 100), run("review", 220, 120)],
            "reference": [run("reference", 250, 150), run("reference", 250, 150)],
            "random": [run("random", 50, 10), run("random", 60, 12)],
        ])]
        grid.orders = [DocsGrid.Cell(words: 2_000, learner: .lognormal, runs: ["lowest-r": [run("reference", 250, 150)]], breakDays: 16...22)]
        let text = DocsMarkdown.section(grid, provenance: .init(build: "abc123", date: "2026-11-25", command: "scripts/simulate --write-docs",
                                                               inProcess: false, kuchiOrderSetting: nil))
        #expect(text.contains("| 2,000 words (662 bundled + 1,338 synthetic) | learner 2 (stability × lognormal, σ 0.5) | 0.84× | 0.73× | 3.82× | 10.00× |"))
        #expect(text.contains("| `kuchi review` | 200, 220 | 210 | 100, 120 | 110 |"))
        #expect(text.contains("`scripts/simulate --words 2000 --learner lognormal --seed N`"))
        #expect(text.contains("true R ≥ 0.9 on the morning of day 31") && text.contains("true R ≥ 0.8 on day 61"))
        #expect(text.contains("from build abc123") && text.contains("the internal `KUCHI_REVIEW_ORDER`"))
        #expect(text.contains("| days 16–22 off | 250 / 150 |"))
    }
}

extension SimulationRun {
    /// This run with `recalled` words on its last morning.
    func with(recalled: Int) -> SimulationRun {
        var copy = self
        copy.days = [SimulatedDay(day: 31, recalled: recalled, meanRetrievability: 0, answers: 0, challenges: 0, firstSeen: 0, endedEarly: false)]
        return copy
    }
}

import Foundation
import KuchiCore
import Testing
@testable import KuchiSimulation

@Suite("Learning simulation")
struct LearningSimulationTests {
    var small: SimulationSettings {
        var settings = SimulationSettings()
        (settings.words, settings.days, settings.answersPerDay, settings.newWordsPerDay) = (80, 4, 30, 5)
        settings.questionsPerSession = 10
        return settings
    }

    @Test("the bank is the leading words, then distinct synthetic words N4 to N1")
    func bank() {
        let leading = SimulationBank.entries(count: 3, leading: [])
        let entries = SimulationBank.entries(count: 10, leading: leading)
        #expect(entries.count == 10)
        #expect(Array(entries.prefix(3)) == leading)
        #expect(Set(entries.dropFirst(3).flatMap(\.meanings)).count == 7)
        #expect(SimulationBank.entries(count: 8, leading: []).map { $0.level ?? "" } == ["N4", "N4", "N3", "N3", "N2", "N2", "N1", "N1"])
    }

    @Test("a seeded run is reproducible and spends each day's answers")
    func reproducible() throws {
        let entries = SimulationBank.entries(count: small.words, leading: [])
        let first = try LearningSimulation.compare(entries: entries, settings: small)
        let second = try LearningSimulation.compare(entries: entries, settings: small)
        #expect(first == second)
        #expect(first.runs.map(\.arm) == ["review (in-process)", "reference", "random (in-process)"])
        let random = try #require(first.run("random (in-process)")), review = try #require(first.run("review (in-process)"))
        #expect(random.days.count == small.days + 1)
        #expect(random.answers == small.days * small.answersPerDay)
        #expect(random.days.first?.recalled == 0)
        #expect(review.wordsSeen <= small.days * small.newWordsPerDay)
        #expect(review.wordsSeen > 0 && random.wordsSeen > review.wordsSeen)
    }

    @Test("both learners run through every arm, the same seed giving the same figures")
    func learners() throws {
        var settings = small
        settings.learner = .lognormal
        let entries = SimulationBank.entries(count: small.words, leading: [])
        let first = try LearningSimulation.compare(entries: entries, settings: settings)
        #expect(first == (try LearningSimulation.compare(entries: entries, settings: settings)))
        #expect(first != (try LearningSimulation.compare(entries: entries, settings: small)))
        #expect(first.runs.allSatisfy { $0.wordsSeen > 0 })
    }

    @Test("review sessions with nothing due end the day early, and say so")
    func endsEarly() throws {
        var settings = small
        settings.newWordsPerDay = 2
        let run = try LearningSimulation.run(.srs, entries: SimulationBank.entries(count: 40, leading: []), settings: settings)
        #expect(run.daysEndedEarly == settings.days)
        #expect(run.answers < settings.days * settings.answersPerDay)
    }

    @Test("days off: no study, recall still measured each morning")
    func breakDays() throws {
        var settings = small
        settings.breakDays = 2...3
        let run = try LearningSimulation.reference(words: 40, order: .lowestR, settings: settings)
        #expect(run.days.map { $0.answers > 0 } == [true, false, false, true, false])
        #expect(run.days.count == settings.days + 1)
    }

    @Test("the chart is an SVG with one line per series")
    func chart() {
        let svg = LearningChart.svg(title: "A < B", series: [
            .init(label: "one", colour: "#000", values: [0, 5, 12]),
            .init(label: "two", colour: "#f00", values: [0, 1, 2]),
        ])
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<polyline").count == 3)
        #expect(svg.contains("A &lt; B"))
        #expect(LearningChart.scale(268) == (300, 50))
        #expect(LearningChart.scale(250) == (250, 50))
        #expect(LearningChart.scale(0) == (1, 1))
    }
}

import Foundation
import Testing
@testable import KuchiSimulation

/// `kuchi-simulate --hour-spread H`: each day's study starts at 09:00 ± up to H hours, the same for every arm.
@Suite("Study at a varying hour")
struct StudyHourSpreadTests {
    @Test func withoutASpreadEveryDayStartsAtNine() {
        #expect(LearningSimulation.studyShifts(SimulationSettings()).allSatisfy { $0 == 0 })
    }

    @Test func aSpreadMovesEachDayWithinItInWholeMinutesTheSameForEveryRun() {
        var settings = SimulationSettings()
        settings.hourSpread = 3
        let shifts = LearningSimulation.studyShifts(settings)
        #expect(shifts.count == settings.days + 1)
        #expect(shifts.allSatisfy { abs($0) <= 3 * 3600 && $0.truncatingRemainder(dividingBy: 60) == 0 })
        #expect(shifts.contains { $0 < -3600 } && shifts.contains { $0 > 3600 }, "earlier and later than 09:00 by over an hour")
        #expect(LearningSimulation.studyShifts(settings) == shifts, "every arm studies at the same times")
        settings.seed += 1
        #expect(LearningSimulation.studyShifts(settings) != shifts)
    }

    /// The reference arm studies from the shifted start; the learner's recall is still measured at 09:00.
    @Test func aRunWithASpreadStillMeasuresEachMorningAtNine() throws {
        var settings = SimulationSettings()
        (settings.words, settings.days, settings.hourSpread) = (50, 3, 2)
        let run = try LearningSimulation.reference(words: settings.words, order: settings.order, settings: settings)
        #expect(run.days.count == 4)
        #expect(run.days.prefix(3).allSatisfy { $0.answers > 0 })
    }
}

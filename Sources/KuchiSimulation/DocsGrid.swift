import Foundation

/// The runs docs/learning.md reports: every bank, learner and seed through Kuchi's review, the reference
/// and random practice; then the reference under each backlog order.
public struct DocsGrid: Sendable {
    /// One bank and learner: each arm's runs, one per seed in seed order.
    public struct Cell: Sendable, Equatable {
        /// Words in the bank.
        public var words: Int
        /// The learner.
        public var learner: LearnerModel
        /// Runs by arm name ("review", "reference", "random"), one per seed.
        public var runs: [String: [SimulationRun]]
        /// Days with no study, when the cell has a break.
        public var breakDays: ClosedRange<Int>? = nil
    }

    /// The arms of the main table, in report order.
    public static let arms = ["review", "reference", "random"]
    /// The banks: 2,000 words, and the bundled words alone.
    public static let banks = [2_000, 662]
    /// The week off of the backlog comparison: no study on days 16–22.
    public static let weekOff = 16...22

    /// The seeds run.
    public var seeds: [UInt64]
    /// The settings of every run but words, learner and seed.
    public var settings: SimulationSettings
    /// The main cells, bank by bank, learner by learner.
    public var cells: [Cell] = []
    /// The reference under each order: cells whose runs are keyed by the order's name.
    public var orders: [Cell] = []

    /// Runs the grid with `runner`; `progress` hears a line per run.
    public static func run(runner: ArmRunner, seeds: [UInt64], settings: SimulationSettings,
                           progress: (String) -> Void) throws -> DocsGrid {
        var grid = DocsGrid(seeds: seeds, settings: settings)
        for words in banks {
            for learner in LearnerModel.allCases {
                var cell = Cell(words: words, learner: learner, runs: [:])
                for seed in seeds {
                    var s = settings
                    (s.words, s.learner, s.seed) = (words, learner, seed)
                    progress("\(words) words, \(learner.rawValue) learner, seed \(seed)")
                    cell.runs["review", default: []].append(try runner.kuchiRun(.review, settings: s))
                    cell.runs["random", default: []].append(try runner.kuchiRun(.random, settings: s))
                    cell.runs["reference", default: []].append(try LearningSimulation.reference(words: words, order: s.order, settings: s))
                }
                grid.cells.append(cell)
            }
        }
        for learner in LearnerModel.allCases {
            for breakDays in [nil, weekOff] {
                grid.orders.append(try orderCell(words: banks[0], learner: learner, breakDays: breakDays, seeds: seeds, settings: settings))
            }
        }
        return grid
    }

    /// The reference under every backlog order, on `words` words, with `breakDays` off.
    static func orderCell(words: Int, learner: LearnerModel, breakDays: ClosedRange<Int>?, seeds: [UInt64],
                          settings: SimulationSettings) throws -> Cell {
        var cell = Cell(words: words, learner: learner, runs: [:], breakDays: breakDays)
        for seed in seeds {
            var s = settings
            (s.words, s.learner, s.seed, s.breakDays) = (words, learner, seed, breakDays)
            for order in BacklogOrder.allCases {
                cell.runs[order.rawValue, default: []].append(try LearningSimulation.reference(words: words, order: order, settings: s))
            }
        }
        return cell
    }
}

extension [SimulationRun] {
    /// The mean of `value` over the runs (0 for none).
    func mean(_ value: (SimulationRun) -> Int) -> Double {
        isEmpty ? 0 : Double(map(value).reduce(0, +)) / Double(count)
    }
}

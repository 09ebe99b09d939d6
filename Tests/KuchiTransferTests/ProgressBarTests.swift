import Foundation
import KuchiTransfer
import Testing

@Suite("The import's progress bar fits the terminal")
struct ProgressBarTests {
    private let start = Date(timeIntervalSince1970: 1_000_000)

    private func render(columns: Int?) -> String {
        ProgressBar(label: "Importing: writing", started: start)
            .render(rows: 108_000, done: 3, total: 4, now: start.addingTimeInterval(6), columns: columns)
    }

    /// On a wide terminal (or none known) the whole line is drawn: bar, percentage, rows, rate and time left.
    @Test func aWideTerminalGetsTheWholeLine() {
        let line = "Importing: writing ██████████████████░░░░░░ 75%  108,000 rows  18,000 rows/s  ETA 0:02"
        #expect(render(columns: nil) == line)
        #expect(render(columns: 100) == line)
    }

    /// Narrower, the rate goes first, then the rows, then the time left, then the bar shrinks; the label is cut
    /// last. No line reaches the last column, where a terminal would wrap it and redrawing would stack lines.
    @Test func aNarrowTerminalDropsTheRateThenTheRowsThenShrinksTheBar() {
        #expect(render(columns: 80) == "Importing: writing ██████████████████░░░░░░ 75%  108,000 rows  ETA 0:02")
        #expect(render(columns: 60) == "Importing: writing ██████████████████░░░░░░ 75%  ETA 0:02")
        #expect(render(columns: 40) == "Importing: writing ████████████░░░░ 75%")
        #expect(render(columns: 20) == "Importing: writing ")
        for columns in [20, 30, 40, 50, 60, 70, 80, 90] {
            #expect(render(columns: columns).count < columns, "\(columns) columns")
        }
    }
}

import Foundation

/// A line chart, as SVG text with no dependencies, of words recalled (true R ≥ 0.9) each morning.
public enum LearningChart {
    /// One line of the chart.
    public struct Series: Sendable {
        /// The legend's label.
        public var label: String
        /// The line's colour, as CSS.
        public var colour: String
        /// One value a day, from day 1.
        public var values: [Int]

        /// A line labelled `label`, in `colour`, through `values`.
        public init(label: String, colour: String, values: [Int]) {
            self.label = label
            self.colour = colour
            self.values = values
        }
    }

    static let width = 720.0, height = 420.0
    static let left = 64.0, right = 24.0, top = 48.0, bottom = 56.0

    /// The chart of `series` under `title`, days on the x axis and words on the y axis.
    public static func svg(title: String, series: [Series]) -> String {
        let days = max(2, series.map(\.values.count).max() ?? 2)
        let (yMax, tick) = scale(series.flatMap(\.values).max() ?? 0)
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        func x(_ day: Int) -> Double { left + Double(day - 1) / Double(days - 1) * plotWidth }
        func y(_ value: Int) -> Double { top + plotHeight - Double(value) / Double(yMax) * plotHeight }
        func n(_ value: Double) -> String { String(format: "%.1f", value) }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(n(width / 2))" y="24" text-anchor="middle" font-size="15">\(escaped(title))</text>

            """
        for value in stride(from: 0, through: yMax, by: tick) {
            svg += "<line x1=\"\(n(left))\" y1=\"\(n(y(value)))\" x2=\"\(n(width - right))\" y2=\"\(n(y(value)))\" stroke=\"#ddd\"/>\n"
            svg += "<text x=\"\(n(left - 8))\" y=\"\(n(y(value) + 4))\" text-anchor=\"end\">\(value)</text>\n"
        }
        for day in stride(from: 1, through: days, by: days > 20 ? 5 : 1) {
            svg += "<text x=\"\(n(x(day)))\" y=\"\(n(height - bottom + 18))\" text-anchor=\"middle\">\(day)</text>\n"
        }
        svg += "<text x=\"\(n(left + plotWidth / 2))\" y=\"\(n(height - 14))\" text-anchor=\"middle\">day (each morning, before study)</text>\n"
        svg += "<text transform=\"translate(16 \(n(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">words recalled (true R ≥ 0.9)</text>\n"
        svg += "<line x1=\"\(n(left))\" y1=\"\(n(top + plotHeight))\" x2=\"\(n(width - right))\" y2=\"\(n(top + plotHeight))\" stroke=\"#333\"/>\n"
        svg += "<line x1=\"\(n(left))\" y1=\"\(n(top))\" x2=\"\(n(left))\" y2=\"\(n(top + plotHeight))\" stroke=\"#333\"/>\n"
        for (index, line) in series.enumerated() {
            let points = line.values.enumerated().map { "\(n(x($0.offset + 1))),\(n(y($0.element)))" }.joined(separator: " ")
            svg += "<polyline fill=\"none\" stroke=\"\(escaped(line.colour))\" stroke-width=\"2.5\" points=\"\(points)\"/>\n"
            let legendY = top + 12 + Double(index) * 18
            svg += "<line x1=\"\(n(left + 16))\" y1=\"\(n(legendY))\" x2=\"\(n(left + 40))\" y2=\"\(n(legendY))\" stroke=\"\(escaped(line.colour))\" stroke-width=\"2.5\"/>\n"
            svg += "<text x=\"\(n(left + 46))\" y=\"\(n(legendY + 4))\">\(escaped(line.label))</text>\n"
            if let last = line.values.last {
                let end = "x=\"\(n(x(line.values.count) - 4))\" y=\"\(n(y(last) - 8))\""
                svg += "<text \(end) text-anchor=\"end\" fill=\"\(escaped(line.colour))\">\(last)</text>\n"
            }
        }
        return svg + "</svg>\n"
    }

    /// The y axis for values up to `value`: a tick of 1, 2 or 5 times a power of ten, the smallest that
    /// needs at most six ticks, and the top, the first tick at or above `value` (at least one tick).
    static func scale(_ value: Int) -> (top: Int, tick: Int) {
        var unit = 1
        while true {
            for factor in [1, 2, 5] {
                let tick = factor * unit
                let ticks = max(1, (value + tick - 1) / tick)
                if ticks <= 6 { return (ticks * tick, tick) }
            }
            unit *= 10
        }
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

import GRDB
import Foundation

/// Units for the table.
enum Unit {
    case seconds, milliseconds, microseconds, mebibytes

    func format(_ value: Double) -> String {
        switch self {
        case .seconds: String(format: "%.2f s", value)
        case .milliseconds: String(format: "%.2f ms", value * 1e3)
        case .microseconds: String(format: "%.1f µs", value * 1e6)
        case .mebibytes: String(format: "%.1f MiB", value)
        }
    }
}

/// The benchmark results, as one Markdown table.
struct ResultTable {
    private var rows: [String] = []

    mutating func add(_ what: String, ours: Double, unit: Unit, reference: Double? = nil, referenceName: String = "—",
                      target: String, passes: Bool?) {
        let ratio = reference.map { ours / $0 < 0.1 ? String(format: "1/%.0f (%.0f× faster)", $0 / ours, $0 / ours)
                                                        : String(format: "%.2f×", ours / $0) } ?? "—"
        let referenceText = reference.map { "\(referenceName): \(unit.format($0))" } ?? referenceName
        rows.append("| \(what) | \(unit.format(ours)) | \(referenceText) | \(ratio) | \(target) | \(verdict(passes)) |")
    }

    mutating func add(_ what: String, ratioOnly: Double, target: String, passes: Bool) {
        rows.append("| \(what) | — | — | \(String(format: "%.2f×", ratioOnly)) | \(target) | \(verdict(passes)) |")
    }

    private func verdict(_ passes: Bool?) -> String {
        passes.map { $0 ? "✅ met" : "❌ missed" } ?? ""
    }

    func markdown(quick: Bool) -> String {
        let machine = Machine.describe()
        let date = ISO8601DateFormatter().string(from: Date())
        return """
            Measured \(date) on \(machine) with `scripts/bench\(quick ? " --quick" : "")` (release build).

            | what | Kuchi | reference (same run) | ratio | target | |
            |---|---|---|---|---|---|
            \(rows.joined(separator: "\n"))
            """
    }
}

/// The machine, for the record.
enum Machine {
    static func describe() -> String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "an unknown CPU"
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / Double(1 << 30)
        let sqlite = (try? DatabaseQueue().read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") }) ?? nil
        return "\(cores) cores of \(cpu), \(String(format: "%.0f", memory)) GiB, SQLite \(sqlite ?? "?")"
    }
}

/// docs/benchmarks.md: the table lives between two markers; the prose around it is kept.
enum BenchmarkDocument {
    static let start = "<!-- bench:start -->"
    static let end = "<!-- bench:end -->"

    static func update(path: String, with table: String) throws {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "# Benchmarks\n\n\(start)\n\(end)\n"
        guard let open = text.range(of: start), let close = text.range(of: end), open.upperBound <= close.lowerBound else {
            throw BenchError.failed("\(path) has no \(start) … \(end) markers")
        }
        let updated = text[..<open.upperBound] + "\n" + table + "\n" + text[close.lowerBound...]
        try String(updated).write(toFile: path, atomically: true, encoding: .utf8)
    }
}

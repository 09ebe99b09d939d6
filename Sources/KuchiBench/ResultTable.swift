import Foundation
import GRDB
import KuchiSimulation

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

/// docs/benchmarks.md: each table a program writes lives in its own generated section; the prose around is kept.
enum BenchmarkDocument {
    /// The table of `scripts/bench`.
    static let bench = GeneratedSection(name: "bench", generator: "scripts/bench")
    /// The figures of `scripts/bench-anki`: Kuchi beside Anki's own backend.
    static let anki = GeneratedSection(name: "bench-anki", generator: "scripts/bench-anki")

    /// Replaces `section` of the document at `path` with `markdown` (appended with its markers when the
    /// document has none), written atomically.
    static func update(path: String, section: GeneratedSection, with markdown: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try section.replace(in: text, with: markdown).write(toFile: path, atomically: true, encoding: .utf8)
    }
}

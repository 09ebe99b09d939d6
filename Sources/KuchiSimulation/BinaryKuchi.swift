import Foundation
import KuchiStore

/// The `kuchi` executable the binary arms drive, and how its processes are started.
public struct BinaryKuchi: Sendable {
    /// The executable's path (the release build: `.build/release/kuchi`).
    public var executable: String
    /// More environment for every process, e.g. a review order setting (`KUCHI_…`) the build offers.
    public var environment: [String: String]

    /// The executable at `executable`, with `environment` added to each process's.
    public init(executable: String, environment: [String: String] = [:]) {
        self.executable = executable
        self.environment = environment
        signal(SIGPIPE, SIG_IGN)   // a process that has exited is seen through its output, not a signal
    }

    /// The bank file in `folder`.
    func database(in folder: String) -> String { folder + "/kuchi.sqlite" }

    /// A process of `arguments` at `now` in `folder`: nothing of the user's (home, config, data) is read.
    func start(_ arguments: [String], folder: String, now: Date, settings: SimulationSettings) throws -> JSONLinesProcess {
        var variables = [
            "HOME": folder, "XDG_CONFIG_HOME": folder + "/config", "XDG_DATA_HOME": folder + "/data", "TZ": "UTC",
            "LANG": "C.UTF-8", "SWIFT_DETERMINISTIC_HASHING": "1", "KUCHI_NOW": Self.timestamp(now),
            "KUCHI_ANSWER_MODE": "choice", "KUCHI_CHOICES_PER_CHALLENGE": "4",
            "KUCHI_QUESTIONS_PER_SESSION": String(settings.questionsPerSession),
            "KUCHI_NEW_WORDS_PER_DAY": String(settings.newWordsPerDay),
        ]
        variables.merge(environment) { _, added in added }
        return try JSONLinesProcess(executable: executable, arguments: arguments, environment: variables,
                                    errorPath: folder + "/stderr.txt")
    }

    /// Runs `arguments` to the end with no input; returns its standard output, or throws with its standard error.
    func run(_ arguments: [String], folder: String, now: Date, settings: SimulationSettings) throws -> String {
        let process = try start(arguments, folder: folder, now: now, settings: settings)
        var lines: [String] = []
        while let line = try process.nextLine() { lines.append(line) }
        let (status, standardError) = process.finish()
        guard status == 0 else { throw SimulationError.binary("kuchi \(arguments.first ?? ""): exit status \(status): \(standardError)") }
        return lines.joined(separator: "\n")
    }

    /// The name of a setting the binary offers for the order of due cards (a `kuchi config` line naming
    /// an "order"), or `nil` when it offers none.
    public func reviewOrderSetting(folder: String) throws -> String? {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let listing = try run(["config"], folder: folder, now: Date(timeIntervalSince1970: 1_767_603_600), settings: SimulationSettings())
        let line = listing.split(separator: "\n").first { $0.lowercased().contains("order") }
        return line.map { String($0.split(separator: " ").first ?? $0) }
    }

    /// A new bank in `folder` (replacing any) of `entries`: the binary seeds the first `bundledCount` (its
    /// bundled N5 words; its other bundled levels are removed with `kuchi decks remove`); the rest are imported
    /// after them as TSV (with none, the first bundled word is, which changes nothing but creates the bank).
    /// Returns the bank's words as `kuchi export words` gives them.
    func freshBank(in folder: String, entries: [WordEntry], bundledCount: Int, at date: Date) throws -> BankWords {
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let settings = SimulationSettings()
        let imported = entries.count > bundledCount ? Array(entries.dropFirst(bundledCount)) : Array(entries.prefix(1))
        let rows = imported.map { entry in
            [entry.text, entry.reading, entry.meanings.joined(separator: "; "), entry.level ?? "", entry.deck].joined(separator: "\t")
        }
        let file = folder + "/words.tsv"
        try (["word\treading\tmeanings\tlevel\tdeck"] + rows).joined(separator: "\n").appending("\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        _ = try run(["import", file, "--database", database(in: folder)], folder: folder, now: date, settings: settings)
        for level in ["n4", "n3", "n2", "n1"] {
            _ = try run(["decks", "remove", "jlpt-" + level, "--yes", "--database", database(in: folder)], folder: folder,
                        now: date, settings: settings)
        }
        let export = try run(["export", "words", "--format", "jsonl", "--database", database(in: folder)], folder: folder,
                             now: date, settings: settings)
        let bank = try BankWords(jsonLines: export)
        guard bank.words.count == entries.count else {
            throw SimulationError.binary("the new bank holds \(bank.words.count) words, not \(entries.count)")
        }
        return bank
    }

    /// `date` as `KUCHI_NOW` takes it: ISO 8601 in UTC, e.g. 2026-01-05T09:00:00Z.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}

import Foundation
import GRDB
import KuchiCore
import KuchiStore

// kuchi-bench: measures Kuchi against a reference in the same run (see docs/benchmarks.md).
// Usage: kuchi-bench [--quick] [--transfer | --sessions] [--write FILE]   (scripts/bench builds it in release mode)
//        kuchi-bench --answer-next BANK LEARNER COUNT | --due BANK LEARNER RUNS | --write-anki-section FILE < TABLE   (scripts/bench-anki)
//        kuchi-bench --judge BANK [--slowest N]   (the judging figure alone, on a bank made beforehand, printed; with the N
//                                                 slowest judgements and their CPU time)
//        kuchi-bench --word-list COUNT FILE   (writes the CSV the import is measured on, for profiling it alone)
// --transfer measures only the import and the export (and the report), for comparing two builds by turns.
// --sessions measures only sessions on the largest bank (challenges, scoped challenges, review cards).

let arguments = CommandLine.arguments
let usage = """
    USAGE: kuchi-bench [--quick] [--transfer | --sessions] [--write FILE]
           kuchi-bench --answer-next BANK LEARNER COUNT | --due BANK LEARNER RUNS
           kuchi-bench --judge BANK [--slowest N] | --word-list COUNT FILE | --write-anki-section FILE < TABLE

    Measures Kuchi against a reference in the same run, on banks it makes (a release build: scripts/bench runs
    it and writes docs/benchmarks.md; scripts/bench-anki uses the modes of the second line). The whole run takes
    minutes and needs the kuchi binary beside this one.

    """
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
let knownOptions: Set = ["--quick", "--transfer", "--sessions", "--write", "--answer-next", "--due", "--judge", "--slowest",
                         "--word-list", "--write-anki-section"]
if let unknown = arguments.dropFirst().first(where: { $0.hasPrefix("-") && !knownOptions.contains($0) }) {
    FileHandle.standardError.write(Data("kuchi-bench: unknown option \(unknown)\n\(usage)".utf8))
    exit(64)
}
// Modes of scripts/bench-anki: one figure of Kuchi's side, or a table written into a document.
if let mode = arguments.firstIndex(of: "--answer-next") {
    try AnswerNextBench.main(Array(arguments[(mode + 1)...]))
    exit(0)
}
if let mode = arguments.firstIndex(of: "--due") {
    try DueBench.main(Array(arguments[(mode + 1)...]))
    exit(0)
}
if let mode = arguments.firstIndex(of: "--judge"), arguments.indices.contains(mode + 1) {
    var table = ResultTable()
    let slowest = arguments.firstIndex(of: "--slowest").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
    try JudgeBench.run(bank: arguments[mode + 1], words: 0, quick: false, table: &table, slowest: slowest ?? 0)
    print(table.markdown(quick: false))
    exit(0)
}
if let mode = arguments.firstIndex(of: "--word-list"), arguments.indices.contains(mode + 2), let count = Int(arguments[mode + 1]) {
    try DataGenerator.wordList(count: count, to: arguments[mode + 2], seed: UInt64(count))
    exit(0)
}
if let mode = arguments.firstIndex(of: "--write-anki-section"), arguments.indices.contains(mode + 1) {
    let markdown = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    try BenchmarkDocument.update(path: arguments[mode + 1], section: BenchmarkDocument.anki, with: markdown)
    exit(0)
}
let quick = arguments.contains("--quick")
let transferOnly = arguments.contains("--transfer")
let sessionsOnly = arguments.contains("--sessions")
let writeTo = arguments.firstIndex(of: "--write").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
let binaryFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let kuchi = binaryFolder.appendingPathComponent("kuchi").path
let sqlite3 = ["/usr/bin/sqlite3", "/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) }

let allSizes = quick ? [1_000, 20_000, 100_000] : [1_000, 200_000, 1_000_000]
// The small bank holds the history.
let sizes = transferOnly ? [allSizes[0], allSizes[2]] : sessionsOnly ? [allSizes[2]] : allSizes
let historySize = quick ? 100_000 : 1_000_000
let work = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: work) }
let environment = ["HOME": work, "XDG_DATA_HOME": work + "/data", "XDG_CONFIG_HOME": work + "/config",
                   "XDG_STATE_HOME": work + "/state", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

func log(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
guard FileManager.default.isExecutableFile(atPath: kuchi) else { log("kuchi-bench: no kuchi binary beside me at \(kuchi)"); exit(70) }
guard let sqlite3 else { log("kuchi-bench: the sqlite3 command is needed for the reference runs (apt-get install sqlite3)"); exit(69) }

var table = ResultTable()
/// The page cache Kuchi's import uses, in KiB, given to the `sqlite3` reference too.
let importCacheKiB = -ImportStore.importCacheKiB

/// A fresh bank with the bundled words, made by Kuchi itself.
func emptyBank(_ name: String) throws -> String {
    let path = work + "/\(name).sqlite"
    let input = work + "/quit.txt"
    try ":quit\n".write(toFile: input, atomically: true, encoding: .utf8)
    _ = try Measure.run(kuchi, ["--database", path, "--name", "Bench"], input: input, environment: environment)
    return path
}

/// Deletes a bank made by ``emptyBank(_:)`` with its log and the backups an import made beside it.
func removeBank(_ path: String) throws {
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
    try? FileManager.default.removeItem(atPath: path + ".backups")
}

// MARK: - Recording an answer

if !transferOnly && !sessionsOnly {
    let path = try emptyBank("answers")
    sync()   // fsync latency is what is measured: start with no other dirty pages waiting for the disk
    let database = try KuchiDatabase.open(path: path)
    let profile = try database.practice.useProfile(named: "Bench")
    let session = try database.practice.beginSession(profileID: profile.id, target: 5, seed: nil, at: Date())
    var samples: [Double] = []
    for index in 0..<(quick ? 200 : 1_000) {
        let record = AnswerRecord(sessionID: session, wordID: Int64(index % 500 + 1), given: "meaning", expected: "meaning",
                                  judgement: .exact, elapsed: .seconds(2), answeredAt: Date())
        samples.append(try Measure.seconds { try database.practice.recordAnswer(record) })
    }
    let queue = try DatabaseQueue(path: path)
    var empty: [Double] = [], inserts: [Double] = []
    for index in 0..<(quick ? 200 : 1_000) {
        empty.append(try Measure.seconds { try queue.inTransaction(.immediate) { _ in .commit } })
        inserts.append(try References.singleInsertCommit(queue, session: session, word: Int64(index % 500 + 1)))
    }
    // The same insert into a copy in SQLite's rollback-journal mode (what Kuchi used before its WAL, issue 20:
    // two syncs of the journal and one of the file per commit).
    let rollbackPath = work + "/answers-rollback.sqlite"
    try database.maintenance.backUp(to: rollbackPath, force: true)   // a backup is a rollback-journal file
    let rollback = try DatabaseQueue(path: rollbackPath)
    var rollbackInserts: [Double] = []
    for index in 0..<(quick ? 200 : 1_000) {
        rollbackInserts.append(try References.singleInsertCommit(rollback, session: session, word: Int64(index % 500 + 1)))
    }
    let p99 = Measure.percentile(samples, 0.99)
    table.add("record one answer durably (p50; p99 \(Unit.milliseconds.format(p99)))", ours: Measure.percentile(samples, 0.5),
              unit: .milliseconds, reference: Measure.percentile(inserts, 0.5),
              referenceName: "one `INSERT` into `answer`, committed with the same durability (WAL, `synchronous=FULL`)",
              target: "p99 ≤ 2 ms", passes: p99 <= 0.002)
    table.add("record one answer durably (p50)", ours: Measure.percentile(samples, 0.5), unit: .milliseconds,
              reference: Measure.percentile(empty, 0.5), referenceName: "an empty committed transaction (the floor: one sync of the log)",
              target: "—", passes: nil)
    table.add("record one answer durably (p50), WAL against a rollback journal", ours: Measure.percentile(samples, 0.5),
              unit: .milliseconds, reference: Measure.percentile(rollbackInserts, 0.5),
              referenceName: "one `INSERT` into `answer` in a rollback-journal copy (`synchronous=FULL`, as Kuchi before issue 20)",
              target: "—", passes: nil)
}

// MARK: - Import, and the banks the other measurements use

var banks: [Int: String] = [:]
for size in sizes {
    log("Generating and importing \(size) words…")
    let csv = work + "/words-\(size).csv"
    try DataGenerator.wordList(count: size, to: csv, seed: UInt64(size))
    let ours = try emptyBank("bank-\(size)")
    let run = try Measure.run(kuchi, ["import", "--database", ours, csv], environment: environment)
    guard run.status == 0 else { throw BenchError.failed("kuchi import exited \(run.status)") }
    banks[size] = ours
    if size == sizes.last && !sessionsOnly {
        log("kuchi import of \(size) rows: \(Unit.seconds.format(run.seconds)), CPU \(Unit.seconds.format(run.cpuSeconds))")
        // Kuchi and the two references by turns, in rounds (the first Kuchi run is the one above): one run of each side
        // at a different moment moved the CPU-time ratio from 1.6× to 2.1× with the machine's load; the medians of the
        // rounds do not depend on one quiet or busy moment. Each run starts from a new bank of the built-in words.
        var ourRuns = [run], plainRuns: [Measure.Run] = [], indexedRuns: [Measure.Run] = []
        let script = work + "/import.sql", indexedScript = work + "/import-indexed.sql"
        try References.importScript(csv: csv, cacheKiB: importCacheKiB, merge: false).write(toFile: script, atomically: true, encoding: .utf8)
        try References.indexedImportScript(csv: csv, cacheKiB: importCacheKiB).write(toFile: indexedScript, atomically: true, encoding: .utf8)
        var reference = ""
        for round in 0..<(quick ? 1 : 3) {
            if round > 0 {
                let again = try emptyBank("again-\(size)")
                ourRuns.append(try Measure.run(kuchi, ["import", "--database", again, csv], environment: environment))
                guard ourRuns.last?.status == 0 else { throw BenchError.failed("kuchi import exited \(ourRuns.last?.status ?? -1)") }
                try removeBank(again)
            }
            if round > 0 { try removeBank(reference) }
            reference = try emptyBank("reference-\(size)")   // the last round's is kept for the merge below
            plainRuns.append(try Measure.run(sqlite3, [reference], input: script, environment: environment))
            let indexedReference = try emptyBank("reference-indexed-\(size)")
            indexedRuns.append(try Measure.run(sqlite3, [indexedReference], input: indexedScript, environment: environment))
            try removeBank(indexedReference)
        }
        let seconds = Measure.percentile(ourRuns.map(\.seconds), 0.5), cpuSeconds = Measure.percentile(ourRuns.map(\.cpuSeconds), 0.5)
        let cli = Measure.percentile(plainRuns.map(\.seconds), 0.5)
        let indexed = Measure.percentile(indexedRuns.map(\.seconds), 0.5), indexedCPU = Measure.percentile(indexedRuns.map(\.cpuSeconds), 0.5)
        log("import rounds, CPU: kuchi \(ourRuns.map { Unit.seconds.format($0.cpuSeconds) }), sqlite3 with an index "
            + "\(indexedRuns.map { Unit.seconds.format($0.cpuSeconds) })")
        table.add("import a \(size.groupedDigits)-row CSV (normalised, deduplicated, indexed)", ours: seconds, unit: .seconds,
                  reference: cli, referenceName: "`sqlite3` `.import` into the same schema, same page cache (\(importCacheKiB / 1024) MiB)",
                  target: "≤ 1.0× the CLI", passes: seconds <= cli)
        table.add("import a \(size.groupedDigits)-row CSV, against a CLI import that also fills a search index", ours: seconds,
                  unit: .seconds, reference: indexed,
                  referenceName: "`sqlite3` `.import` and an FTS5 trigram index of word, reading and meanings, one transaction",
                  target: "—", passes: nil)
        // CPU time (user + system) is what a shared machine cannot take from either side.
        table.add("the same, CPU time (user + system): import a \(size.groupedDigits)-row CSV, against a CLI import that also "
                  + "fills a search index", ours: cpuSeconds, unit: .seconds, reference: indexedCPU,
                  referenceName: "the same `sqlite3` import and FTS5 trigram index",
                  target: "≤ 2.0× (issue 20)", passes: cpuSeconds <= 2 * indexedCPU)

        // Merge-heavy: half the rows are words both banks already have (each with a new meaning).
        let merge = work + "/merge-\(size).csv"
        try References.mergeList(count: size, existing: csv, to: merge, work: work)
        let oursCopy = work + "/merge-ours.sqlite", referenceCopy = work + "/merge-reference.sqlite"
        try FileManager.default.copyItem(atPath: ours, toPath: oursCopy)
        try FileManager.default.copyItem(atPath: reference, toPath: referenceCopy)
        let merged = try Measure.run(kuchi, ["import", "--database", oursCopy, merge], environment: environment)
        guard merged.status == 0 else { throw BenchError.failed("kuchi import (merge) exited \(merged.status)") }
        try References.importScript(csv: merge, cacheKiB: importCacheKiB, merge: true).write(toFile: script, atomically: true, encoding: .utf8)
        let cliMerge = try Measure.run(sqlite3, [referenceCopy], input: script, environment: environment)
        table.add("import a \(size.groupedDigits)-row CSV, half of it already in the bank (merged)", ours: merged.seconds, unit: .seconds,
                  reference: cliMerge.seconds, referenceName: "`sqlite3` `.import` and `INSERT … ON CONFLICT DO UPDATE` adding the meaning",
                  target: "≤ 1.0× the CLI", passes: merged.seconds <= cliMerge.seconds)
    }
}

// MARK: - Challenge generation

var challengeMedians: [Int: Double] = [:]
for size in sizes where !transferOnly {
    guard let path = banks[size] else { continue }
    let database = try KuchiDatabase.open(path: path)
    let profile = try database.practice.useProfile(named: "Bench")
    let viewModel = ChallengesViewModel(bank: database.practice, profileID: profile.id, environment: EnvironmentValues(), seed: 42)
    try viewModel.start()
    var samples: [Double] = []
    for _ in 0..<(quick ? 500 : 2_000) {
        samples.append(try Measure.seconds { try viewModel.skip() })
    }
    try viewModel.end()
    let p50 = Measure.percentile(samples, 0.5), p99 = Measure.percentile(samples, 0.99)
    challengeMedians[size] = p50
    let queue = try DatabaseQueue(path: path)
    var references: [Double] = []
    for _ in 0..<(size >= 200_000 ? 5 : 50) {
        references.append(try Measure.seconds {
            _ = try queue.read { db in try Row.fetchAll(db, sql: "SELECT id, text, reading, meanings FROM word ORDER BY RANDOM() LIMIT 4") }
        })
    }
    let reference = Measure.percentile(references, 0.5)
    let bounds = try queue.read { db in
        try (Int64.fetchOne(db, sql: "SELECT min(id) FROM word") ?? 1)...(Int64.fetchOne(db, sql: "SELECT max(id) FROM word") ?? 1)
    }
    var rng = SystemRandomNumberGenerator()
    let rowidSamples = try (0..<(quick ? 500 : 2_000)).map { _ in try References.randomRowidChallenge(queue, bounds: bounds, using: &rng) }
    table.add("one challenge, \(size.groupedDigits) words (p50), against the cheapest plain SQL", ours: p50, unit: .microseconds,
              reference: Measure.percentile(rowidSamples, 0.5), referenceName: "4 random rowid look-ups (prepared, one read transaction)",
              target: "—", passes: nil)
    let isLargest = size == sizes.last
    table.add("one challenge with 3 distractors, \(size.groupedDigits) words (p50; p99 \(Unit.microseconds.format(p99)))",
              ours: p50, unit: .microseconds, reference: reference, referenceName: "`ORDER BY RANDOM() LIMIT 4`",
              target: isLargest ? "≤ 50 µs p50; ≥ 1000× faster than the reference" : "—",
              passes: isLargest ? (p50 <= 50e-6 && reference / p50 >= 1000) : nil)
}
// A 1,000-word deck inside the largest bank: the scope is read once per session, each challenge draws from it.
if !transferOnly, let largest = sizes.last, let path = banks[largest] {
    log("Practising a 1,000-word deck inside the \(largest.groupedDigits)-word bank…")
    let csv = work + "/scope-1k.csv"
    try DataGenerator.wordList(count: 1_000, to: csv, seed: 1_000_003)
    let run = try Measure.run(kuchi, ["import", "--database", path, "--deck", "scope-1k", csv], environment: environment)
    guard run.status == 0 else { throw BenchError.failed("kuchi import of the scope deck exited \(run.status)") }
    let database = try KuchiDatabase.open(path: path)
    let profile = try database.practice.useProfile(named: "Bench")
    var settings = EnvironmentValues()
    settings.wordScope = WordScope(decks: ["scope-1k"])
    let (starts, samples) = try Measure.sessions(quick ? 5 : 10, skipping: quick ? 100 : 200, bank: database.practice, profileID: profile.id,
                                                 settings: settings)
    let p50 = Measure.percentile(samples, 0.5)
    table.add("one challenge in a 1,000-word deck of the \(largest.groupedDigits)-word bank (p50; p99 "
              + "\(Unit.microseconds.format(Measure.percentile(samples, 0.99))))", ours: p50, unit: .microseconds,
              target: "≤ 50 µs p50", passes: p50 <= 50e-6)
    table.add("first challenge of a session in that deck (reading the scope; p50)", ours: Measure.percentile(starts, 0.5),
              unit: .milliseconds, target: "—", passes: nil)
}
if !sessionsOnly, let small = challengeMedians[sizes[0]], let large = challengeMedians[sizes[sizes.count - 1]] {
    table.add("challenge time at \(sizes.last?.groupedDigits ?? "") words vs \(sizes[0].groupedDigits) words", ratioOnly: large / small,
              target: "≤ 1.5×", passes: large / small <= 1.5)
}

// MARK: - Spaced repetition on the largest bank

if !transferOnly, let largest = sizes.last, let path = banks[largest] {
    log("Adding cards to the \(largest.groupedDigits)-word bank…")
    try ReviewBench.run(bank: path, words: largest, cards: quick ? 20_000 : 200_000, kuchi: kuchi, sqlite3: sqlite3,
                        environment: environment, quick: quick, table: &table)
}

// MARK: - Judging typed answers on the largest bank

if !transferOnly, let largest = sizes.last, let path = banks[largest] {
    log("Judging typed answers in the \(largest.groupedDigits)-word bank…")
    try JudgeBench.run(bank: path, words: largest, quick: quick, table: &table)
}

// MARK: - The word browser on the largest bank

if !transferOnly && !sessionsOnly, let largest = sizes.last, let path = banks[largest] {
    log("Searching the \(largest.groupedDigits)-word bank…")
    try SearchBench.run(bank: path, words: largest, table: &table)
}

// MARK: - Export and report over a long history

if !sessionsOnly {
    log("Generating \(historySize.groupedDigits) answers…")
    guard let path = banks[sizes[0]] else { throw BenchError.failed("no small bank") }
    let history = work + "/history.sqlite"
    try FileManager.default.copyItem(atPath: path, toPath: history)
    try DataGenerator.history(answers: historySize, database: history, seed: 7)
    let ours = try Measure.run(kuchi, ["export", "history", "--database", history, "--output", work + "/history.csv"], environment: environment)
    log("kuchi export of \(historySize) answers: \(Unit.seconds.format(ours.seconds)), CPU \(Unit.seconds.format(ours.cpuSeconds))")
    let query = """
        SELECT a.id, strftime('%Y-%m-%dT%H:%M:%fZ', a.answered_ms / 1000.0, 'unixepoch'), p.name, a.session_id, a.word_id, w.text, w.reading, CASE a.mode WHEN 0 THEN 'choice' WHEN 1 THEN 'meaning' WHEN 2 THEN 'reading' WHEN 3 THEN 'word' WHEN 4 THEN 'flashcard' ELSE a.mode END, a.given, coalesce(a.expected, CASE a.mode WHEN 3 THEN w.text WHEN 2 THEN w.reading ELSE w.meanings END),
               a.is_correct, a.judgement, a.hint_used, a.elapsed_ms
        FROM answer a JOIN session s ON s.id = a.session_id JOIN profile p ON p.id = s.profile_id
        JOIN word w ON w.id = a.word_id ORDER BY a.id
        """
    let cli = try Measure.run(sqlite3, ["-csv", "-header", history, query], output: work + "/history-cli.csv", environment: environment)
    table.add("export \(historySize.groupedDigits) answers to CSV", ours: ours.seconds, unit: .seconds, reference: cli.seconds,
              referenceName: "`sqlite3 -csv` of the same rows", target: "≤ 0.7× the CLI", passes: ours.seconds <= 0.7 * cli.seconds)
    let report = try Measure.run(kuchi, ["report", "--format", "html", "--database", history, "--output", work + "/report.html"],
                                 environment: environment)
    table.add("HTML report over \(historySize.groupedDigits) answers", ours: report.seconds, unit: .seconds,
              target: "≤ 1 s", passes: report.status == 0 && report.seconds <= 1)
}

// MARK: - Start-up and memory

if !transferOnly && !sessionsOnly {
    let size = sizes.count > 1 ? sizes[1] : sizes[0]
    guard let path = banks[size] else { throw BenchError.failed("no bank") }
    var ours: [Double] = [], reference: [Double] = []
    sync()
    for _ in 0..<15 {
        ours.append(try Measure.timeToOutput(kuchi, ["--database", path, "--name", "Bench", "--seed", "1"], marker: "Question 1",
                                             environment: environment))
        reference.append(try Measure.run(sqlite3, [path, "select count(*) from word"], environment: environment).seconds)
    }
    let (median, referenceMedian) = (Measure.percentile(ours, 0.5), Measure.percentile(reference, 0.5))
    table.add("start to first question, \(size.groupedDigits)-word bank (median of 15)", ours: median, unit: .milliseconds,
              reference: referenceMedian, referenceName: "`sqlite3 DB 'select count(*) from word'`",
              target: "≤ 5× the reference", passes: median <= 5 * referenceMedian)

    // The one file a user installs: every bundled level, dictionary, thesaurus, kanji and sentence compiled in, and the
    // Swift runtime; `scripts/install` strips its symbols (only debuggers read them), so a stripped copy is measured.
    let installed = work + "/kuchi-installed"
    try FileManager.default.copyItem(atPath: kuchi, toPath: installed)
    let strip = ["/usr/bin/strip", "/bin/strip"].first { FileManager.default.isExecutableFile(atPath: $0) }
    if let strip { _ = try Measure.run(strip, [installed], environment: environment) }

    // Most of the resident set is the executable's own clean pages, and how many of them a run maps depends on how the
    // file sits in the page cache: the build folder's binary as the linker wrote it (large folios, mapped whole) read
    // 38-60 MiB where the same bytes read from disk read 31 (docs/decisions.md). So the installed copy is measured as a
    // learner runs it after a restart, its cached pages dropped first.
    try Measure.dropCachedPages(of: installed)
    guard let largest = banks[sizes[sizes.count - 1]] else { throw BenchError.failed("no bank") }
    let answers = work + "/answers.txt"
    try String(repeating: "1\n2\n3\n4\n", count: 100).write(toFile: answers, atomically: true, encoding: .utf8)
    let practice = try Measure.run(installed, ["--database", largest, "--name", "Bench", "--seed", "3", "--questions", "100"],
                                   input: answers, environment: environment)
    table.add("peak memory practising 100 questions on \(sizes.last?.groupedDigits ?? "") words (the installed binary)",
              ours: Double(practice.maxRSSKiB) / 1024, unit: .mebibytes, target: "≤ 40 MB",
              passes: Double(practice.maxRSSKiB) / 1024 <= 40)

    let binaryBytes = (try? FileManager.default.attributesOfItem(atPath: installed)[.size] as? Int) ?? 0
    table.add("size of the `kuchi` binary as `scripts/install` installs it (one self-contained file, all bundled data\(strip == nil ? "" : ", stripped"))",
              ours: Double(binaryBytes) / 1_048_576, unit: .mebibytes, target: "—", passes: nil)
}

// MARK: - Output

let markdown = table.markdown(quick: quick)
print(markdown)
if let writeTo, !sessionsOnly {
    try BenchmarkDocument.update(path: writeTo, section: BenchmarkDocument.bench, with: markdown)
    log("Wrote the table into \(writeTo).")
}

import Foundation
import KuchiSpawn
import Testing

/// `kuchi practice --json` driven as an editor plugin would: requests in, events out, every event checked
/// against docs/protocol.schema.json.
@Suite("The JSON Lines front end", .timeLimit(.minutes(20)))
struct JSONLinesTests {
    @Test func aWholeChoiceSessionWithWrongAnswersAndHintsEndsInASummary() throws {
        let home = try KuchiBinary.Home()
        let client = try JSONLinesClient(["--json", "--seed", "4", "--name", "Ann", "--questions", "3"], home: home)
        var event = try client.next(of: "session")
        #expect(event["target"] as? Int == 3 && event["learner"] as? String == "Ann")
        var scored = 0
        // Missed words come back before the session ends (when the right answers left are no more than they), so
        // a learner who keeps missing meets them again rather than new words: room for that.
        for question in 1...24 where scored < 3 {
            event = try client.next(of: "challenge")
            #expect(event["number"] as? Int == scored + 1 && event["of"] as? Int == 3, "challenge \(question)")
            #expect((event["choices"] as? [Any])?.count == 4)
            try client.send(["command": "hint"])
            let hint = try client.next(of: "hint")
            let struck = try #require(hint["ruled_out"] as? [[String: Any]]).compactMap { $0["number"] as? Int }
            #expect(struck.count == 2)
            let untouched = Set(1...4).subtracting(struck).sorted()
            try client.send(["answer": String(untouched[0])])
            let outcome = try client.next(of: "outcome")
            if outcome["result"] as? String == "wrong" {
                // Copying the answer shown moves on without scoring; the word comes back later.
                try client.send(["answer": try #require(outcome["expected"] as? String)])
                let copied = try client.next(of: "outcome")
                #expect(copied["result"] as? String == "corrected")
                #expect((copied["score"] as? [String: Any])?["correct"] as? Int == scored)
                continue
            }
            #expect(outcome["result"] as? String == "correct")
            scored += 1
            #expect((outcome["score"] as? [String: Any])?["correct"] as? Int == scored)
        }
        let summary = try client.next(of: "summary")
        #expect(summary["status"] as? String == "completed" && summary["correct"] as? Int == 3)
        #expect(try client.finish() == 0)
        try SchemaCheck.validate(client.lines)
    }

    @Test func badRequestsGetAnErrorEventAndTheSessionGoesOnUntilTheEndOfInput() throws {
        let home = try KuchiBinary.Home()
        let requests = [
            #"{"command": "help"}"#, #"{"command": "set"}"#, #"{"command": "set", "name": "mode", "value": "reading"}"#,
            #"{"command": "score"}"#, #"{"command": "skip"}"#, #"{"command": "fly"}"#, #"{"command": 5}"#,
            #"{"answer": "x", "colour": "red"}"#, #"{"answer": "#, "[1]", "quit", ":nope", "not a meaning",
            #"{"command": "set", "name": "questions", "value": 1.5}"#,
        ]
        let input = requests.joined(separator: "\n") + "\n\u{FF}\u{FE}bad bytes\n"
        let bytes = Data(input.utf8).map { $0 == 0xC3 ? 0xFF : $0 }   // make the last line invalid UTF-8
        let run = try KuchiBinary.run(["practice", "--json", "--seed", "2", "--name", "Ann"], inputBytes: Data(bytes), home: home)
        #expect(run.status == 0)
        let events = try run.stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        let types = events.compactMap { $0["type"] as? String }
        // A new bank at the default place: the scope written into the config file is said, as on a terminal.
        #expect(types.first == "notice" && types.dropFirst().first == "session", "\(types)")
        #expect((events.first?["message"] as? String)?.contains("Kept as level = \"N5\" in \(home.configFile)") == true, "\(events.first ?? [:])")
        #expect(types.filter { $0 == "error" }.count == 8, "a JSON array is an error, not a typed answer")
        #expect(run.stdout.contains("is not valid JSON"), "a line cut short is told apart from JSON that is no object")
        #expect(run.stdout.contains("must be a string or a whole number"), "1.5 questions is refused as what it is")
        #expect(types.contains("help") && types.contains("settings") && types.contains("setting") && types.contains("score"))
        #expect(types.contains("skipped") && types.contains("notice") && types.contains("outcome"))
        #expect(types.last == "summary")
        #expect(events.last?["status"] as? String == "ended_early")
        #expect(run.stdout.contains("not valid UTF-8"))
        #expect(!run.stdout.contains("\u{1B}"))
        try SchemaCheck.validate(run.stdout.split(separator: "\n").map(String.init))
    }

    /// Walk-through 25 (E7): "name" beside hint was blamed on set, set's "value" without "name" was ignored, and an
    /// answer sent as a bare JSON string was stored as a wrong try, quotes and all.
    @Test func requestsThatMisplaceAKeyOrSendABareStringAreErrorsNamingTheMistake() throws {
        let home = try KuchiBinary.Home()
        let requests = [#"{"command": "hint", "name": "x"}"#, #"{"command": "set", "value": "x"}"#, #""neko""#]
        let run = try KuchiBinary.run(["practice", "--json", "--seed", "2", "--name", "Ann"],
                                      input: requests.joined(separator: "\n") + "\n", home: home)
        let events = try run.stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        let errors = events.filter { $0["type"] as? String == "error" }.compactMap { $0["message"] as? String }
        #expect(errors.count == 3, "\(errors)")
        #expect(errors.first?.contains("goes with the set command only") == true)
        #expect(errors.dropFirst().first?.contains("needs \"name\"") == true)
        #expect(errors.last?.contains("JSON string") == true)
        #expect(!events.contains { $0["type"] as? String == "outcome" }, "nothing was taken as an answer")
        try SchemaCheck.validate(run.stdout.split(separator: "\n").map(String.init))
    }

    /// A key given twice was read as its last value (Foundation keeps one): the second "answer" was judged as if the
    /// first had not been sent. Kuchi cannot tell which the client meant, so it judges neither.
    @Test func aRequestThatRepeatsAKeyIsAnErrorAndNothingIsJudged() throws {
        let home = try KuchiBinary.Home()
        let requests = [#"{"answer": "a", "answer": "b"}"#, #"{"command": "skip", "\u0063ommand": "hint"}"#,
                        #"{"command": "set", "name": "mode", "value": {"value": 1, "value": 2}}"#]
        let run = try KuchiBinary.run(["practice", "--json", "--seed", "2", "--name", "Ann"],
                                      input: requests.joined(separator: "\n") + "\n", home: home)
        let events = try run.stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        let errors = events.filter { $0["type"] as? String == "error" }.compactMap { $0["message"] as? String }
        #expect(errors.count == 3, "\(errors)")
        #expect(errors.first == #"The key "answer" is given twice: send each key once, as {"answer": "…"} or {"command": "…"}."#)
        #expect(errors.dropFirst().first?.contains(#"The key "command" is given twice"#) == true, "an escaped key is the same key")
        #expect(errors.last?.contains("\"value\" must be") == true, "only the request's own keys are its keys")
        #expect(!events.contains { ["outcome", "skipped", "hint"].contains($0["type"] as? String) }, "nothing was judged or done")
        try SchemaCheck.validate(run.stdout.split(separator: "\n").map(String.init))
    }

    @Test func aFatalErrorIsAnEventWithItsExitCode() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--json", "--questions", "0"], home: home)
        #expect(run.status == 64)
        let event = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(event["type"] as? String == "error" && event["exit_code"] as? Int == 64)
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: skipped"))
    func theREPLAndTheJSONFrontEndStoreTheSameAnswersForTheSameLines() throws {
        let lines = ["2", ":hint", "1", "3", ":skip", "4", "cat", "1", "2", ":score", "3", "4", "1", "2", "3", "4", "1", "2"]
        var tables: [String] = []
        for frontEnd in [[], ["--json"]] {
            let home = try KuchiBinary.Home()
            let run = try KuchiBinary.run(frontEnd + ["--seed", "9", "--name", "Ann", "--questions", "4"],
                                          input: lines.joined(separator: "\n") + "\n", home: home)
            #expect(run.status == 0)
            tables.append(try SQLiteShell.query(home.database, """
                SELECT word_id, mode, given, expected, is_correct, judgement, hint_used FROM answer ORDER BY id
                """))
        }
        #expect(tables[0].split(separator: "\n").count >= 5)
        #expect(tables[0] == tables[1])
    }
}

/// A running `kuchi … --json`, read one event at a time.
final class JSONLinesClient {
    private let process: ChildProcess
    private let input: FileHandle
    private let output: FileHandle
    private var buffer = Data()
    /// Every line received.
    private(set) var lines: [String] = []

    init(_ arguments: [String], home: KuchiBinary.Home, environment extra: [String: String] = [:]) throws {
        process = try ChildProcess(KuchiBinary.path, arguments, environment: home.environment.merging(extra) { $1 },
                                   input: .pipe, output: .pipe, errors: .null)
        Watchdog.watch(process.pid)
        (input, output) = (try #require(process.input), try #require(process.output))
    }

    func send(_ request: [String: String]) throws {
        let data = try JSONSerialization.data(withJSONObject: request)
        input.write(data + Data("\n".utf8))
    }

    /// The next event of type `type`; other events on the way are kept in ``lines`` and skipped.
    func next(of type: String) throws -> [String: Any] {
        while true {
            let line = try readLine()
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if event["type"] as? String == type { return event }
            #expect(event["type"] as? String != "error", "unexpected error event: \(line)")
        }
    }

    /// The next challenge, going on past each lesson on the way (an empty line, as a learner presses Enter).
    func nextChallenge() throws -> [String: Any] {
        while true {
            let line = try readLine()
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if event["type"] as? String == "challenge" { return event }
            if event["type"] as? String == "lesson" { try send(["answer": ""]) }
            #expect(event["type"] as? String != "error", "unexpected error event: \(line)")
        }
    }

    private func readLine() throws -> String {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                lines.append(line)
                return line
            }
            let chunk = output.availableData
            guard !chunk.isEmpty else { throw ClientError.endOfOutput(lines) }
            buffer += chunk
        }
    }

    /// Waits for the process to exit by itself, its standard input left open: the exit status (the watchdog
    /// ends a process that waits for more input).
    func exitWithInputOpen() -> Int32 {
        let rest = ChildProcess.readToEnd(output)
        lines += String(decoding: buffer + rest, as: UTF8.self).split(separator: "\n").map(String.init)
        buffer = Data()
        try? process.waitUntilExit()
        return process.terminationStatus
    }

    /// Sends `signal` to the process.
    func kill(_ signal: Int32) {
        process.kill(signal)
    }

    /// Sends `text` as it is, without a newline (a request half sent).
    func sendRaw(_ text: String) {
        input.write(Data(text.utf8))
    }

    /// The signal that ended the process (after one of the waits), or `nil` when it exited by itself.
    var endingSignal: Int32? {
        process.endingSignal
    }

    /// Closes the input and waits: the exit status.
    func finish() throws -> Int32 {
        try input.close()
        let rest = ChildProcess.readToEnd(output)
        lines += String(decoding: buffer + rest, as: UTF8.self).split(separator: "\n").map(String.init)
        try process.waitUntilExit()
        return process.terminationStatus
    }

    enum ClientError: Error { case endOfOutput([String]) }
}

/// Checks events against docs/protocol.schema.json with scripts/validate-events (Python's jsonschema,
/// which scripts/install-deps --test installs).
enum SchemaCheck {
    static func validate(_ lines: [String]) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = try ChildProcess("/usr/bin/env", ["python3", root.appendingPathComponent("scripts/validate-events").path],
                                       environment: ProcessInfo.processInfo.environment, input: .pipe, output: .pipe, errors: .output)
        Watchdog.watch(process.pid)
        let stdin = try #require(process.input), stdout = try #require(process.output)
        stdin.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        try stdin.close()
        let report = String(decoding: ChildProcess.readToEnd(stdout), as: UTF8.self)
        try process.waitUntilExit()
        #expect(process.terminationStatus == 0, "events that do not match docs/protocol.schema.json:\n\(report)")
        #expect(report.contains("\(lines.count) events, 0 invalid"), "\(report)")
    }
}

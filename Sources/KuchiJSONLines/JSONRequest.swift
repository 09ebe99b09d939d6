import Foundation
import KuchiCore

/// One request of the JSON Lines protocol, read from one line of standard input.
///
/// `{"answer": "neko"}`, `{"command": "hint"}`, `{"command": "set", "name": "mode", "value": "reading"}`;
/// a line that does not start with `{` is taken as typed, so a shell script can send plain answers
/// (and `:hint`-style commands), unless it is a JSON array.
enum JSONRequest: Equatable {
    /// A typed line: an answer, or a command written with its colon.
    case line(String)
    /// `{"answer": "…"}`: taken as a typed line, but a request that gets no event (an empty answer at a question)
    /// is answered with an `error`, since a client waits for one.
    case answer(String)
    /// A command by name.
    case command(SessionCommand)
    /// A whole number as the answer (`{"answer": 2}`): a choice's number, where the question shows choices.
    case number(Int64)

    /// The request on `bytes` (one line without its newline), or what is wrong with it.
    static func parse(_ bytes: [UInt8]) -> Result<JSONRequest, RequestProblem> {
        var bytes = bytes
        if bytes.last == 0x0D { bytes.removeLast() }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.notUTF8) }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // A JSON array is a request gone wrong, never an answer a learner types.
        if trimmed.hasPrefix("["), (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))) is [Any] {
            return .failure(.notJSON)
        }
        // So is a JSON string ("neko" with its quotes): a client's answer sent unwrapped, never a learner's line.
        if trimmed.hasPrefix("\""), (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8), options: .fragmentsAllowed)) is String {
            return .failure(.bareString)
        }
        guard trimmed.hasPrefix("{") else { return .success(.line(text)) }
        guard let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) else {
            return .failure(.invalidJSON)
        }
        guard let members = object as? [String: Any] else { return .failure(.notJSON) }
        if let key = RepeatedKey.first(in: trimmed) { return .failure(.repeatedKey(key)) }
        return request(from: members)
    }

    private static let keys: Set<String> = ["answer", "command", "name", "value"]

    private static func request(from members: [String: Any]) -> Result<JSONRequest, RequestProblem> {
        if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
            return .failure(.unknownKey(unknown))
        }
        switch (members["answer"], members["command"]) {
        case let (answer?, nil):
            if let text = answer as? String { return .success(.answer(text)) }
            guard let number = wholeNumber(answer) else {
                return .failure(.wrongType(key: "answer", expected: "a string, or a whole number that picks one of the choices shown"))
            }
            return .success(.number(number))
        case let (nil, command?):
            guard let name = command as? String else { return .failure(.wrongType(key: "command", expected: "a string")) }
            return Self.command(named: name, members: members)
        case (.some, .some): return .failure(.bothAnswerAndCommand)
        case (nil, nil): return .failure(.noAnswerOrCommand)
        }
    }

    private static func command(named text: String, members: [String: Any]) -> Result<JSONRequest, RequestProblem> {
        let name = (text.hasPrefix(":") ? String(text.dropFirst()) : text).lowercased()
        var arguments: [String] = []
        // "name" and "value" belong to set alone, and set's "value" to its "name".
        if name != "set", let key = ["name", "value"].first(where: { members[$0] != nil }) {
            return .failure(.notForCommand(key: key, command: text))
        }
        if members["name"] == nil, members["value"] != nil { return .failure(.valueWithoutName) }
        if let setting = members["name"] {
            guard let setting = setting as? String else { return .failure(.wrongType(key: "name", expected: "a string")) }
            arguments.append(setting)
            guard let value = members["value"] else { return .failure(.missingValue) }
            guard let text = textValue(value) else { return .failure(.wrongType(key: "value", expected: "a string or a whole number")) }
            arguments.append(text)
        }
        guard let command = SessionCommand.named(name, arguments: arguments) else { return .failure(.unknownCommand(text)) }
        return .success(.command(command))
    }

    /// A setting's value as text: a string, or a whole number.
    private static func textValue(_ value: Any) -> String? {
        if let text = value as? String { return text }
        return wholeNumber(value).map { String($0) }
    }

    /// `value` as a whole number: a JSON number without a fraction (`2`, `2.0`), not `true` or `false`.
    private static func wholeNumber(_ value: Any) -> Int64? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        let double = number.doubleValue
        guard double == double.rounded(), abs(double) < 1e15 else { return nil }
        return Int64(double)
    }
}

/// Why a request line was not understood. The session goes on.
enum RequestProblem: Error, Equatable {
    case notUTF8
    /// A line that starts with `{` but does not parse as JSON (a quote left open, a lone surrogate escape).
    case invalidJSON
    /// JSON that is not an object (an array).
    case notJSON
    case unknownKey(String)
    /// A key written twice (`{"answer": "a", "answer": "b"}`): which one the client meant cannot be told.
    case repeatedKey(String)
    case wrongType(key: String, expected: String)
    case bothAnswerAndCommand
    case noAnswerOrCommand
    case unknownCommand(String)
    case missingValue
    /// `"name"` or `"value"` beside a command other than set.
    case notForCommand(key: String, command: String)
    /// A set command with `"value"` and no `"name"`.
    case valueWithoutName
    /// A line that is a JSON string (`"neko"`, quotes and all): an answer not wrapped in a request.
    case bareString
    /// A number as the answer to a question that shows no numbered choices.
    case numberWithoutChoices(Int64)
    /// `{"answer": ""}` (or only blanks) at a question, where it does nothing.
    case emptyAnswer

    /// What is wrong and what was expected, for the `error` event.
    var message: String {
        switch self {
        case .notUTF8: "The request is not valid UTF-8."
        case .invalidJSON: "The request starts with { but is not valid JSON (a quote or brace left open, a bad escape such as a lone \\ud800): "
            + "send {\"answer\": \"…\"} or {\"command\": \"…\"}, or a plain line."
        case .notJSON: "The request is not a JSON object: send {\"answer\": \"…\"} or {\"command\": \"…\"}, or a plain line."
        case let .unknownKey(key): "Unknown key \(JSONString.literal(InputLimits.echo(key))): a request has \"answer\" or \"command\" (with \"name\" and \"value\" for set)."
        case let .repeatedKey(key): "The key \(JSONString.literal(InputLimits.echo(key))) is given twice: send each key once, "
            + "as {\"answer\": \"…\"} or {\"command\": \"…\"}."
        case let .wrongType(key, expected): "\(JSONString.literal(key)) must be \(expected)."
        case .bothAnswerAndCommand: "A request has \"answer\" or \"command\", not both."
        case .noAnswerOrCommand: "A request needs \"answer\" or \"command\"."
        case let .unknownCommand(name):
            "Unknown command \(JSONString.literal(InputLimits.echo(name))): expected one of " + JSONLinesEvents.commandNames.joined(separator: ", ") + "."
        case .missingValue: "A set command with \"name\" needs \"value\"."
        case let .notForCommand(key, command):
            "\(JSONString.literal(key)) goes with the set command only, not with \(JSONString.literal(InputLimits.echo(command)))."
        case .valueWithoutName: "A set command with \"value\" needs \"name\", the setting to change."
        case .bareString: "The request is a JSON string, not an object: send it as {\"answer\": \"…\"}."
        case .emptyAnswer: "An empty answer is no answer: send the answer, or {\"command\": \"hint\"} for a hint, or {\"command\": \"skip\"} to pass."
        case let .numberWithoutChoices(number):
            "\"answer\": \(number) picks a numbered choice, and this question shows none: send the answer as a string, such as {\"answer\": \"cat\"}."
        }
    }
}

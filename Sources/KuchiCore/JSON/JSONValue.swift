/// A JSON value that Kuchi writes itself: protocol events, reports, exports and `--format json` output.
///
/// Keys keep the order they are given in (the documented order), `null` is written rather than a key
/// left out, and every string goes through ``JSONString/literal(_:)``, the one escaping rule of Kuchi's
/// JSON output.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A fraction (a share, a probability), written with at most 4 decimals.
    case fraction(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// `value` wrapped, or `null`.
    public static func optional<T>(_ value: T?, _ wrap: (T) -> JSONValue) -> JSONValue {
        value.map(wrap) ?? .null
    }

    /// An array of strings.
    public static func strings(_ values: some Sequence<String>) -> JSONValue {
        .array(values.map(JSONValue.string))
    }

    /// The value as compact JSON on one line, without a newline (one JSON Lines record).
    public var compact: String {
        var text = ""
        write(to: &text, indent: nil)
        return text
    }

    /// The value as JSON indented by two spaces per level, ending with a newline.
    public var pretty: String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    /// Writes the value; `indent` is the current indentation, or `nil` for compact output.
    private func write(to text: inout String, indent: String?) {
        switch self {
        case .null: text += "null"
        case let .bool(value): text += value ? "true" : "false"
        case let .int(value): text += String(value)
        case let .fraction(value): text += Self.fractionText(value)
        case let .string(value): text += JSONString.literal(value)
        case let .array(values):
            writeContainer(values.map { (nil, $0) }, open: "[", close: "]", to: &text, indent: indent)
        case let .object(members):
            writeContainer(members.map { (Optional($0.0), $0.1) }, open: "{", close: "}", to: &text, indent: indent)
        }
    }

    private func writeContainer(
        _ members: [(String?, JSONValue)], open: String, close: String, to text: inout String, indent: String?
    ) {
        guard !members.isEmpty else { text += open + close; return }
        let inner = indent.map { $0 + "  " }
        text += open
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { text += "," }
            if let inner { text += "\n" + inner }
            if let key { text += JSONString.literal(key) + (inner == nil ? ":" : ": ") }
            value.write(to: &text, indent: inner)
        }
        if let indent { text += "\n" + indent }
        text += close
    }

    /// `value` rounded to 4 decimals, written without a fraction when it is whole; not-a-number and
    /// infinities, which JSON cannot hold, are written as 0.
    static func fractionText(_ value: Double) -> String {
        let rounded = value.isFinite ? (value * 10_000).rounded() / 10_000 : 0
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.compact == rhs.compact }
}

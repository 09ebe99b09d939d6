import KuchiCore

/// A JSON value with its keys in a fixed order, written on one line (one event of the protocol).
indirect enum JSONLineValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    /// A fraction, written with at most 4 decimals.
    case fraction(Double)
    case string(String)
    case array([JSONLineValue])
    case object([(String, JSONLineValue)])

    /// `value` wrapped, or `null`.
    static func optional<T>(_ value: T?, _ wrap: (T) -> JSONLineValue) -> JSONLineValue {
        value.map(wrap) ?? .null
    }

    /// An array of strings.
    static func strings(_ values: some Sequence<String>) -> JSONLineValue {
        .array(values.map(JSONLineValue.string))
    }

    /// The value as compact JSON text, without a newline.
    var serialized: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case let .bool(value): text += value ? "true" : "false"
        case let .int(value): text += String(value)
        case let .fraction(value):
            let rounded = value.isFinite ? (value * 10_000).rounded() / 10_000 : 0
            text += rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        case let .string(value): text += JSONString.literal(value)
        case let .array(values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case let .object(members):
            text += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += "," }
                text += JSONString.literal(key) + ":"
                value.write(to: &text)
            }
            text += "}"
        }
    }

    static func == (lhs: JSONLineValue, rhs: JSONLineValue) -> Bool { lhs.serialized == rhs.serialized }
}

/// A JSON value with its keys in a fixed order, written with two-space indentation.
///
/// The report writes its own JSON rather than going through `JSONEncoder` so that the key order is the
/// documented one, `null` is written rather than a key left out, and strings are escaped by
/// ``ReportText/jsonString(_:)``.
indirect enum ReportJSONValue {
    case null
    case bool(Bool)
    case int(Int)
    /// A share from 0 to 1, written with at most 4 decimals.
    case share(Double)
    case string(String)
    case array([ReportJSONValue])
    case object([(String, ReportJSONValue)])

    /// `value`, or `null`.
    static func optional<T>(_ value: T?, _ wrap: (T) -> ReportJSONValue) -> ReportJSONValue {
        value.map(wrap) ?? .null
    }

    /// The value as JSON text, ending with a newline.
    func serialized() -> String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    private func write(to text: inout String, indent: String) {
        switch self {
        case .null: text += "null"
        case let .bool(value): text += value ? "true" : "false"
        case let .int(value): text += String(value)
        case let .share(value):
            let rounded = value.isFinite ? (value * 10_000).rounded() / 10_000 : 0
            text += rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        case let .string(value): text += ReportText.jsonString(value)
        case let .array(values):
            guard !values.isEmpty else { text += "[]"; return }
            let inner = indent + "  "
            text += "[\n"
            for (index, value) in values.enumerated() {
                text += inner
                value.write(to: &text, indent: inner)
                text += index < values.count - 1 ? ",\n" : "\n"
            }
            text += indent + "]"
        case let .object(members):
            guard !members.isEmpty else { text += "{}"; return }
            let inner = indent + "  "
            text += "{\n"
            for (index, (key, value)) in members.enumerated() {
                text += inner + ReportText.jsonString(key) + ": "
                value.write(to: &text, indent: inner)
                text += index < members.count - 1 ? ",\n" : "\n"
            }
            text += indent + "}"
        }
    }
}

/// JSON text written by Kuchi itself (reports, the JSON Lines protocol), escaped so that it is exact and safe to print.
public enum JSONString {
    /// A JSON string literal, quotes included: control characters, DEL, C1 controls, bidirectional
    /// formatting characters and the line separators U+2028/U+2029 are written as `\u` escapes.
    public static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if TerminalControl.contains(scalar) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

import KuchiFiles

/// Where the REPL writes: a text sink and the style to write with.
///
/// In production the sink is standard output, written unbuffered so prompts and answers interleave
/// correctly with readline's own output; tests collect the text in a string.
public final class Console {
    /// How text is coloured.
    public let style: TextStyle
    private let sink: (String) -> Void

    /// A console writing to `sink`.
    public init(style: TextStyle, sink: @escaping (String) -> Void) {
        self.style = style
        self.sink = sink
    }

    /// A console on standard output, written unbuffered so prompts and answers interleave correctly
    /// with readline's own output. A closed pipe ends the process quietly, any other failed write with
    /// exit 74 (``StandardStream``).
    public static func standardOutput(style: TextStyle) -> Console {
        Console(style: style) { text in StandardStream.output.write(text) }
    }

    /// Writes `text` as it is.
    public func write(_ text: String) {
        sink(text)
    }

    /// Writes `text` followed by a newline.
    public func line(_ text: String = "") {
        sink(text + "\n")
    }
}

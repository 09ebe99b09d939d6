import KuchiFiles

/// Where the REPL writes: a text sink and the style to write with.
///
/// In production the sink is standard output, written unbuffered so prompts and answers interleave
/// correctly with readline's own output; tests collect the text in a string.
public final class Console {
    /// How text is coloured.
    public let style: TextStyle
    private let sink: (String) -> Void
    /// The columns of the window text is written to, asked before each write (a window may be resized);
    /// `nil`, or a closure giving `nil`, when lines are written whole (a pipe, a file, a test).
    private let columns: (() -> Int?)?

    /// A console writing to `sink`; lines longer than `columns` are broken at spaces (``SoftWrap``).
    public init(style: TextStyle, columns: (() -> Int?)? = nil, sink: @escaping (String) -> Void) {
        self.style = style
        self.columns = columns
        self.sink = sink
    }

    /// A console on standard output, written unbuffered so prompts and answers interleave correctly
    /// with readline's own output. A closed pipe ends the process quietly, any other failed write with
    /// exit 74 (``StandardStream``). On a terminal, long lines break at spaces rather than inside a word.
    public static func standardOutput(style: TextStyle) -> Console {
        standardOutput(style: style, whenReaderGone: {})
    }

    /// As ``standardOutput(style:)``; when the reader has gone (`| head` closed its end of the pipe), `readerGone` runs
    /// first (a session ends early, stored so), then the process ends as a closed pipe ends it. SIGPIPE must be
    /// ignored for the write to see the closed pipe instead of the process being killed by it.
    public static func standardOutput(style: TextStyle, whenReaderGone readerGone: @escaping () -> Void) -> Console {
        Console(style: style, columns: { Terminal.columns(1) }) { text in
            let outcome = DescriptorWriter.writeAll(StandardStream.output.descriptor, text)
            if outcome == .closedPipe { readerGone() }
            StandardStream.output.handle(outcome)
        }
    }

    /// The columns of the window now, or `nil` when lines are written whole (not a terminal).
    public var width: Int? { columns?() }

    /// Writes `text` (broken at spaces where a line is wider than the window).
    public func write(_ text: String) {
        guard let width = columns?() else { return sink(SoftWrap.plain(text)) }
        sink(SoftWrap.text(text, width: width))
    }

    /// Writes `text` followed by a newline.
    public func line(_ text: String = "") {
        write(text + "\n")
    }
}

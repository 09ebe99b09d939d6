import KuchiFiles

extension StandardStream {
    /// Writes `text` as a line, broken at spaces where it is wider than the terminal the stream is (``SoftWrap``),
    /// as the terminal itself would break it inside a word; written whole to a pipe or a file.
    public func wrappedLine(_ text: String) {
        line(Terminal.columns(descriptor).map { SoftWrap.text(text, width: $0) } ?? text)
    }
}

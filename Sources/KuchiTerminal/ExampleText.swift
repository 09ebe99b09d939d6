import KuchiCore

/// An example sentence on a terminal: `例 ` and the Japanese with the word in bold (plain without colour),
/// then its English in quotes; every part made safe (``SafeText``).
public enum ExampleText {
    /// The line for `shown`, without indentation or a line break; empty when nothing is shown.
    public static func line(_ shown: ShownExample, style: TextStyle) -> String {
        var parts: [String] = []
        if let japanese = shown.japanese {
            let word = shown.hidesWord ? ShownExample.blank : SafeText.singleLine(japanese.word)
            parts.append(SafeText.singleLine(japanese.before) + (word.isEmpty ? "" : style.emphasis(word))
                         + SafeText.singleLine(japanese.after))
        }
        if let english = shown.english {
            parts.append(style.muted("“" + SafeText.singleLine(english) + "”"))
        }
        return parts.isEmpty ? "" : "例 " + parts.joined(separator: "  ")
    }
}

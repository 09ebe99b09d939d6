/// The starter word list shipped with Kuchi (`Data/jlpt-n5.tsv`), compiled into the binary.
///
/// The list is embedded by SwiftPM (`.embedInCode`), so a `kuchi` copied anywhere still has it: there is
/// no resources folder to find at run time. The other levels are in ``BundledLevelWords``.
public enum BundledWordList {
    /// The deck the bundled words are put in: the list's file name without its extension.
    public static let deck = "jlpt-n5"

    /// The list's text: a header line, then `word<TAB>reading<TAB>meanings<TAB>level` lines.
    public static var text: String {
        String(decoding: PackageResources.jlpt_n5_tsv, as: UTF8.self)
    }

    /// The deck that holds the bundled words of a JLPT level: `jlpt-n5` … `jlpt-n1`.
    public static func deck(level: String) -> String {
        "jlpt-" + level.lowercased()
    }
}

extension StaticString {
    /// The literal's text (the bundled data files are ASCII or UTF-8 raw string literals).
    public var text: String {
        withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }
}

/// The starter word list shipped with Kuchi (`Data/jlpt-n5.tsv`), compiled into the binary.
///
/// The list is embedded by SwiftPM (`.embedInCode`), so a `kuchi` copied anywhere still has it: there is
/// no resources folder to find at run time.
public enum BundledWordList {
    /// The deck the bundled words are put in: the list's file name without its extension.
    public static let deck = "jlpt-n5"

    /// The list's text: a header line, then `word<TAB>reading<TAB>meanings<TAB>level` lines.
    public static var text: String {
        String(decoding: PackageResources.jlpt_n5_tsv, as: UTF8.self)
    }
}

/// How common each bundled word is (`Data/word-frequency.tsv`, made by `scripts/update-word-frequency` from
/// wordfreq 3.1.1's Japanese list, CC BY-SA 4.0), compiled into the binary: never fetched at run time.
public enum BundledWordFrequency {
    /// The list's text: a header line, then `word<TAB>reading<TAB>rank` lines, rank 1 the most frequent
    /// word of wordfreq's Japanese list.
    public static var text: String {
        String(decoding: PackageResources.word_frequency_tsv, as: UTF8.self)
    }
}

import KuchiData
import KuchiStore

/// The bundled JLPT N5 list (compiled into the binary), parsed only when a new database needs seeding (the
/// other levels follow through the migration `v15-jlpt-levels`).
enum BundledWords {
    static func load() throws -> [WordEntry] {
        try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck)
    }
}

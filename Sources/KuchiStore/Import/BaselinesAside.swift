import GRDB
import KuchiCore

/// The baselines of a learner's first history imported into a new bank written aside (``NewBankLink``), written into a
/// file of their own (``TablesAside``) on a second thread while the writing thread writes the answers' indexes and the
/// cards into the bank; the link copies them in. On two cores that takes them off the end of the import, where the
/// second core was idle.
///
/// The bank holds them only once it is linked: nothing the import does after may read them, or change a card (the
/// cards' triggers would fill in a baseline the bank does not hold yet). The history's import writes the cards before
/// and changes none after.
final class BaselinesAside {
    private let work: SecondThread<Set<HistoryReplay.CardKey>>

    /// Starts writing the baselines `scheduled` works out, each known to be held by its card (the learner's cards are
    /// all written afresh from them), on a second thread; `nil` (nothing started) unless `scheduled` is given, `db` is
    /// a new bank written aside (`link`) holding no baseline, and they are at least ``TablesAside/minimumRows`` (`count`).
    init?(scheduled: SecondThread<ScheduleBaselines>?, count: Int, source: String, link: NewBankLink?, in db: Database) throws {
        guard let scheduled, let link, count >= TablesAside.minimumRows,
              try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM card_baseline)") == true else { return nil }
        let tables = try link.tablesAside(["card_baseline"], of: db)
        work = SecondThread {
            try tables.write { db in
                try CardBaselines.store(scheduled.value().baselines, source: source, cardsHoldThem: true, in: db)
            }
        }
    }

    /// Waits for the thread: the baselines it wrote, as ``CardBaselines/store(_:source:cardsHoldThem:in:)`` gives them.
    func written() throws -> Set<HistoryReplay.CardKey> {
        try work.value()
    }

    /// Waits for the thread, whatever it did (after an error: no thread left writing).
    func wait() {
        _ = try? work.value()
    }
}

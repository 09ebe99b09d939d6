import Foundation
import GRDB
import Testing
import KuchiCore
@testable import KuchiStore

@Suite("Favourites for a bank made before them")
struct FavoriteMigrationTests {
    @Test func favoritesComeAfterEveryMigrationOfMainAndNamesStayUnique() {
        let names = KuchiDatabase.migrator(seedWords: { [] }).migrations
        #expect(Set(names).count == names.count)
        #expect(Array(names.drop { $0 != "v3-cards" }.prefix(3)) == ["v3-cards", "v4-session-source", "v5-favorites"])
    }

    @Test func aBankWithAnAnkiSessionGetsTheFavoriteTableAndKeepsItsSessions() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let queue = try DatabaseQueue(path: path)
        try KuchiDatabase.migrator(seedWords: { numberedWords(3) }).migrate(queue, upTo: "v4-session-source")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO profile (id, name, created_at, last_used_at) VALUES (1, 'Ann', '2026-11-01 09:00:00.000', '2026-11-01 09:00:00.000');
                INSERT INTO session (id, profile_id, started_at, status, target, source)
                VALUES (1, 1, '2026-11-01 09:00:00.000', 'completed', 5, 'anki');
                """)
        }
        try queue.close()

        let bank = try KuchiDatabase.open(path: path, seedWords: { [] })
        #expect(try bank.dbQueue.read { db in try String.fetchOne(db, sql: "SELECT source FROM session") } == "anki")
        #expect(try bank.practice.setFavorite(true, profileID: 1, wordIDs: [2, 3], at: Date(timeIntervalSince1970: 1_800_000_000)) == 2)
        #expect(try bank.practice.favoriteWordIDs(profileID: 1) == [2, 3])
    }
}

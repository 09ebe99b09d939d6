import Foundation
import GRDB
import KuchiCore

extension PracticeStore {
    /// The default learner, "the last to practise": the learner whose latest session with an answer in it (or brought by
    /// an import) began last; when nobody has answered yet, the one used last. A learner whose sessions all ended
    /// before any answer (a mistyped `--name` left at once) is not the default while someone else has practised.
    public func lastUsedProfile() throws(StoreError) -> Profile? {
        try read { db in
            try Row.fetchOne(db, sql: """
                SELECT p.id, p.name,
                       (SELECT max(s.started_at) FROM session s
                        WHERE s.profile_id = p.id AND (s.correct_count + s.wrong_count > 0 OR s.source IS NOT NULL)) AS practised
                FROM profile p ORDER BY practised IS NULL, practised DESC, p.last_used_at DESC, p.id DESC LIMIT 1
                """)
                .map { Profile(id: $0["id"], name: $0["name"]) }
        }
    }

    /// What `name` (already validated) comes to among the bank's learners (``LearnerRequest/classify(_:among:)``), read
    /// without writing anything: practice starts a learner the bank does not have only once this allows it.
    /// - Throws: ``StoreError/ambiguousLearner(name:matches:)`` when it names several learners.
    public func learnerRequest(named name: String) throws(StoreError) -> LearnerRequest {
        try read { db in
            let request = LearnerRequest.classify(name, among: try Self.allProfiles(db))
            if case let .ambiguous(name, matches) = request { throw StoreError.ambiguousLearner(name: name, matches: matches) }
            return request
        }
    }

    /// The existing profile called `name` (``Profile/match(_:among:)``: exactly, else case aside, else full-width letters aside), or `nil`.
    public func profile(named name: String) throws(StoreError) -> Profile? {
        try read { db in try Self.profile(named: name, in: db) }
    }

    /// The profile called `name` (``Profile/match(_:among:)``), created if new, and marked as the last used.
    public func useProfile(named name: String, at date: Date = Date()) throws(StoreError) -> Profile {
        try write { db in
            if let known = try Self.profile(named: name, in: db) {
                try db.execute(sql: "UPDATE profile SET last_used_at = ? WHERE id = ?", arguments: [UTCTime(date).stored, known.id])
                return known
            }
            try db.execute(sql: "INSERT INTO profile (name, created_at, last_used_at) VALUES (?, ?, ?)",
                           arguments: [name, UTCTime(date).stored, UTCTime(date).stored])
            return Profile(id: db.lastInsertedRowID, name: name)
        }
    }

    /// The learner `name` names, read in `db` (``Profile/match(_:among:)``), or `nil`.
    /// - Throws: ``StoreError/ambiguousLearner(name:matches:)`` when it names several stored learners.
    static func profile(named name: String, in db: Database) throws -> Profile? {
        let learners = try Row.fetchAll(db, sql: "SELECT id, name FROM profile ORDER BY id").map { Profile(id: $0["id"], name: $0["name"]) }
        switch Profile.match(name, among: learners) {
        case .none: return nil
        case let .one(profile): return profile
        case let .several(profiles): throw StoreError.ambiguousLearner(name: name, matches: profiles.map(\.name).sorted())
        }
    }

    /// The bank's only learner when it is called `placeholder` (the name an import gives the reviews it brings when no
    /// learner exists yet) and has never practised in Kuchi (its sessions all came from an import): a learner nobody
    /// named, whom the first session at a terminal asks a name for. `nil` otherwise.
    public func unnamedImportLearner(called placeholder: String) throws(StoreError) -> Profile? {
        try read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, name FROM profile LIMIT 2")
            guard rows.count == 1, let row = rows.first, (row["name"] as String) == placeholder else { return nil }
            let id: Int64 = row["id"]
            let practised = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM session WHERE profile_id = ? AND source IS NULL)",
                                              arguments: [id]) ?? false
            return practised ? nil : Profile(id: id, name: placeholder)
        }
    }

    /// Gives `profile` the name `name`, keeping its sessions, answers and cards, and marks it as the last used.
    /// Refused (``StoreError``) when another learner already has that name.
    public func rename(_ profile: Profile, to name: String, at date: Date = Date()) throws(StoreError) -> Profile {
        try write { db in
            try db.execute(sql: "UPDATE profile SET name = ?, last_used_at = ? WHERE id = ?",
                           arguments: [name, UTCTime(date).stored, profile.id])
            return Profile(id: profile.id, name: name)
        }
    }
}

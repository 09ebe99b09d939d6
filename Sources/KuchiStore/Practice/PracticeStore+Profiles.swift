import Foundation
import GRDB
import KuchiCore

extension PracticeStore {
    /// The most recently used profile, if anyone has practised with this database.
    public func lastUsedProfile() throws(StoreError) -> Profile? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT id, name FROM profile ORDER BY last_used_at DESC, id DESC LIMIT 1")
                .map { Profile(id: $0["id"], name: $0["name"]) }
        }
    }

    /// The existing profile called `name` (case-insensitively), or `nil`.
    public func profile(named name: String) throws(StoreError) -> Profile? {
        try read { db in
            try Row.fetchOne(db, sql: "SELECT id, name FROM profile WHERE name = ?", arguments: [name])
                .map { Profile(id: $0["id"], name: $0["name"]) }
        }
    }

    /// The profile called `name` (case-insensitively), created if new, and marked as the last used.
    public func useProfile(named name: String, at date: Date = Date()) throws(StoreError) -> Profile {
        try write { db in
            try db.execute(sql: """
                INSERT INTO profile (name, created_at, last_used_at) VALUES (?, ?, ?)
                ON CONFLICT (name) DO UPDATE SET last_used_at = excluded.last_used_at
                """, arguments: [name, UTCTime(date).stored, UTCTime(date).stored])
            let row = try Row.fetchOne(db, sql: "SELECT id, name FROM profile WHERE name = ?", arguments: [name])
            guard let row else { throw StoreError.io(path: path, reason: "the profile \(name) vanished") }
            return Profile(id: row["id"], name: row["name"])
        }
    }

    /// The id of the learner called `name`, or `nil`; with the names of all learners, for messages.
    public func profileID(named name: String) throws(StoreError) -> (id: Int64?, known: [String]) {
        try read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, name FROM profile ORDER BY name")
            let match = rows.first { ($0["name"] as String).caseInsensitiveCompare(name) == .orderedSame }
            return (match?["id"], rows.map { $0["name"] })
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

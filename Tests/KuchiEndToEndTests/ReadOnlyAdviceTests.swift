import Foundation
import Testing

/// What a command that cannot write says to do next, through the real binary as a second user (review 26, L7): the
/// command's own next step, never one that acts on something else.
@Suite("The next step after a read-only refusal", .enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed"),
       .timeLimit(.minutes(20)))
struct ReadOnlyAdviceTests {
    /// A restore into a read-only folder says to make it writable: another `--database` would restore another bank.
    @Test(.enabled(if: Fault.secondUser != nil, "cannot run Kuchi as a second user (root without setpriv or nobody): skipped"))
    func aRestoreIntoAReadOnlyFolderSaysToMakeItWritable() throws {
        let user = try #require(Fault.secondUser)
        let home = try KuchiBinary.Home()
        let database = Fault.bankInFolder(ownedBy: user, in: home)
        let folder = home.root + "/words"
        #expect(try Fault.kuchi(["--database", database, "--name", "Tester"], input: ":quit\n", home: home, prefix: user.prefix).status == 0)
        let backup = folder + "/copy.sqlite"
        #expect(try Fault.kuchi(["backup", backup, "--database", database], home: home, prefix: user.prefix).status == 0)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o700) }
        let before = Fault.contents(database)
        let restore = try Fault.kuchi(["restore", backup, "--database", database], home: home, prefix: user.prefix)
        #expect(restore.status == 77, "\(restore.stderr)")
        #expect(restore.stderr.contains("is read-only. Make it writable (chmod u+w) and restore again; the word bank was not changed."),
                "\(restore.stderr)")
        #expect(!restore.stderr.contains("--database PATH"), "\(restore.stderr)")
        #expect(Fault.contents(database) == before)
    }

    /// `kuchi config set` with a config folder it may not write says how to make it writable, and how to give the
    /// setting for one run meanwhile.
    @Test(.enabled(if: Fault.secondUser != nil, "cannot run Kuchi as a second user (root without setpriv or nobody): skipped"))
    func aSettingThatCannotBeWrittenSaysHowToGiveItForARun() throws {
        let user = try #require(Fault.secondUser)
        let home = try KuchiBinary.Home()
        let folder = (home.configFile as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "reviews_per_day = 200\n".write(toFile: home.configFile, atomically: true, encoding: .utf8)
        for path in [home.root + "/config", folder, home.configFile] { #expect(chown(path, user.uid, user.gid) == 0) }
        chmod(home.configFile, 0o400)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o700) }
        let set = try Fault.kuchi(["config", "set", "reviews_per_day", "100"], home: home, prefix: user.prefix)
        #expect(set.status == 77, "\(set.stderr)")
        #expect(set.stderr.contains("It was left as it was. Make it writable (chmod u+w) and set it again, or give the setting for one run: "
                                    + "--set reviews_per_day=100 (or KUCHI_REVIEWS_PER_DAY=100)."), "\(set.stderr)")
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8) == "reviews_per_day = 200\n")
    }
}

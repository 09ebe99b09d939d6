import Foundation
import Testing

/// Sounds of Anki packages through the real binary: copied into the bank's media folder on import (hostile
/// references skipped), played by `:play` and after answers through a stand-in player that records what it was
/// asked to play, carried by JSON events, removed with their deck, checked by `kuchi doctor`.
@Suite("Audio from Anki packages", .enabled(if: AudioAnkiPackages.isAvailable && SQLiteShell.isAvailable, "needs python3 (sqlite3, zipfile) and the sqlite3 shell"))
struct AudioCommandTests {
    static let escape = "\u{1B}[31m勉 強.wav"
    /// The name the reference above is kept under: the escape, bracket and space made `_`.
    static let escapeKept = "__31m勉_強.wav"

    /// 猫 and 金持ち play neko.wav; 勉強 a file whose name holds an escape sequence and a space; 犬 only hostile references.
    private func package(in home: KuchiBinary.Home, edits: [(note: Int, field: Int, text: String)] = []) throws -> String {
        let path = home.root + "/sounds.apkg"
        try AudioAnkiPackages.build(
            at: path,
            audio: ["[sound:neko.wav]",
                    "[sound:../evil.wav][sound:/etc/passwd.wav][sound:missing.mp3][sound:big.wav][sound:run.exe][sound:../evil.wav]",
                    "[sound:\(Self.escape)]",
                    "[sound:neko.wav]"],
            media: [("neko.wav", .bytes(AudioAnkiPackages.wav)), ("../evil.wav", .bytes(AudioAnkiPackages.wav)),
                    ("/etc/passwd.wav", .bytes(AudioAnkiPackages.wav)), ("big.wav", .large(17 << 20)),
                    ("run.exe", .bytes(Data("#!/bin/sh\n".utf8))), (Self.escape, .bytes(AudioAnkiPackages.wav))],
            edits: edits)
        return path
    }

    private func media(_ home: KuchiBinary.Home) -> String { home.database + ".media" }

    private func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    /// A folder holding `mpv`, a stand-in that appends its arguments to `record`, one line per sound (one short
    /// `O_APPEND` write each, so players running at once never mix their lines).
    private func standInPlayer(in home: KuchiBinary.Home, record: String) throws -> String {
        let folder = home.root + "/bin"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(record)'\n"
        try script.write(toFile: folder + "/mpv", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/mpv")
        return folder
    }

    /// The lines `record` holds once it holds `count` of them (the players run on their own: waited for, within a bound).
    private func recorded(_ record: String, count: Int) -> [String] {
        let deadline = Date().addingTimeInterval(60)
        var lines: [String] = []
        repeat {
            lines = ((try? String(contentsOfFile: record, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if lines.count >= count { break }
            usleep(20_000)
        } while Date() < deadline
        return lines
    }

    @Test func referencedSoundsAreCopiedPrivatelyAndHostileReferencesAreSkippedAndNamedOnce() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["import", try package(in: home)], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("sounds.apkg: 3 words play their sound from the package (in \(media(home)))."))
        #expect(run.stdout.contains("sounds.apkg: 5 audio references skipped: “../evil.wav” (a path, not a file name), "
                                    + "“/etc/passwd.wav” (a path, not a file name), “missing.mp3” (not in the package), "
                                    + "“big.wav” (over 16 MiB), “run.exe” (not a sound file)."), "\(run.stdout)")
        #expect(!run.stdout.contains("\u{1B}"), "no escape sequence of a file name reaches the terminal")
        #expect(try FileManager.default.contentsOfDirectory(atPath: media(home)).sorted() == [Self.escapeKept, "neko.wav"])
        #expect(try mode(media(home)) == 0o700)
        #expect(try mode(media(home) + "/neko.wav") == 0o600)
        #expect(FileManager.default.contents(atPath: media(home) + "/neko.wav") == AudioAnkiPackages.wav)
        #expect(!FileManager.default.fileExists(atPath: home.root + "/data/kuchi/evil.wav"))
        #expect(!FileManager.default.fileExists(atPath: home.root + "/data/evil.wav"))
        #expect(try SQLiteShell.query(home.database, "SELECT w.text || ':' || a.file FROM word_audio a JOIN word w ON w.id = a.word_id ORDER BY w.text")
                == "勉強:\(Self.escapeKept)\n猫:neko.wav\n金持ち:neko.wav")
        let exported = try KuchiBinary.run(["export", "words", "--deck", "Japanese::JLPT N5", "--format", "jsonl"], home: home)
        #expect(exported.stdout.contains(#""word":"猫","#) && exported.stdout.contains(#""audio":"neko.wav"}"#), "\(exported.stdout)")
        // Importing again copies nothing new and keeps each word's sound.
        let again = try KuchiBinary.run(["import", try package(in: home)], home: home)
        #expect(again.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: media(home)).sorted() == [Self.escapeKept, "neko.wav"])
    }

    @Test func kuchiWordsShowsAWordsSoundUnderTheTableAndInJSON() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["import", try package(in: home)], home: home).status == 0)
        let table = try KuchiBinary.run(["words", "猫", "--format", "table"], home: home)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("♪ 猫  \(media(home))/neko.wav"), "\(table.stdout)")
        let json = try KuchiBinary.run(["words", "猫", "--format", "json"], home: home)
        #expect(json.stdout.contains(#""audio":"\#(media(home))/neko.wav""#), "\(json.stdout)")
        let silent = try KuchiBinary.run(["words", "する", "--format", "jsonl"], home: home)
        #expect(silent.stdout.contains(#""audio":null"#), "a word without a sound says so: \(silent.stdout)")
    }

    @Test func aRefusedImportOrADryRunLeavesNoSoundFile() throws {
        let home = try KuchiBinary.Home()
        let refused = try KuchiBinary.run(["import", try package(in: home, edits: [(4, 0, "謎謎謎")])], home: home)
        #expect(refused.status == 65, "\(refused.stdout)")
        #expect(refused.stderr.contains("missing reading for “謎謎謎”"))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: media(home))) ?? []).isEmpty, "the copies made are removed")
        #expect(!FileManager.default.fileExists(atPath: home.root + "/data"), "no bank, media folder or folder for them is left")
        let dryRun = try KuchiBinary.run(["import", "--dry-run", try package(in: home)], home: home)
        #expect(dryRun.status == 0)
        #expect(dryRun.stdout.contains("3 words would play their sound from the package"))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: media(home))) ?? []).isEmpty)
    }

    @Test func aDryRunIntoABankNotThereYetSaysWhatTheImportWillDoWithTheSounds() throws {
        let home = try KuchiBinary.Home()
        let dryRun = try KuchiBinary.run(["import", "--dry-run", try package(in: home)], home: home)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database), "a dry run creates no bank")
        #expect(dryRun.stdout.contains("3 words would play their sound from the package"), "\(dryRun.stdout)")
        #expect(dryRun.stdout.contains("5 audio references skipped: “../evil.wav” (a path, not a file name)"), "\(dryRun.stdout)")
        #expect(!dryRun.stdout.contains("in memory"), "\(dryRun.stdout)")
        #expect(!FileManager.default.fileExists(atPath: media(home)))
    }

    /// Walk-through 37: a package exported without media named every sound as "not in the package", one by one.
    @Test func aPackageWithoutMediaFilesSaysSoOnceAndImportsItsWords() throws {
        let home = try KuchiBinary.Home()
        let path = home.root + "/bare.apkg"
        try AudioAnkiPackages.build(at: path, audio: ["[sound:neko.wav]", "[sound:inu.mp3]", "", #"<img src="kanemochi.jpg">"#], media: [])
        let run = try KuchiBinary.run(["import", path], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("bare.apkg: This package has no media files (exported without media): 3 notes name sounds or images "
                                    + "Kuchi cannot play or show (export it from Anki with “Include media” ticked to bring the sounds).\n"),
                "\(run.stdout)")
        #expect(!run.stdout.contains("audio reference") && !run.stdout.contains("image reference"), "\(run.stdout)")
        let word = try KuchiBinary.run(["words", "猫", "--format", "jsonl"], home: home)
        #expect(word.status == 0 && word.stdout.contains(#""audio":null"#), "imported, without a sound: \(word.stdout)")
    }

    @Test func doctorCountsOneSoundFileInTheSingular() throws {
        let home = try KuchiBinary.Home()
        let path = home.root + "/one.apkg"
        try AudioAnkiPackages.build(at: path, audio: ["[sound:neko.wav]", "", "", ""], media: [("neko.wav", .bytes(AudioAnkiPackages.wav))])
        #expect(try KuchiBinary.run(["import", path], home: home).status == 0)
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.stdout.contains("media:        1 sound file in \(media(home)), played by a word\n"), "\(doctor.stdout)")
    }

    @Test func playAndAnswersPlayTheSoundThroughTheFirstPlayerOnPath() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["import", "--no-history", try package(in: home)], home: home).status == 0)
        let record = home.root + "/played"
        let bin = try standInPlayer(in: home, record: record)
        // A review of 勉強 and 金持ち (both with a sound) starts with a new word's lesson, whose sound plays; :play plays it again.
        let run = try KuchiBinary.run(["review", "--deck", "Japanese::JLPT N4"], input: ":play\n:quit\n", home: home,
                                      environment: ["PATH": bin + ":/usr/bin:/bin"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("♪ "), "\(run.stdout)")
        let lines = recorded(record, count: 2)
        #expect(lines.count == 2 && Set(lines).count == 1, "the lesson's sound, then :play's: \(lines)")
        for line in lines {
            #expect(line.hasPrefix("--no-video --really-quiet --no-terminal " + media(home) + "/"), "\(line)")
        }
    }

    @Test func aNamedPlayerIsUsedAndAPlayerMissingIsSaid() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["import", "--no-history", try package(in: home)], home: home).status == 0)
        let record = home.root + "/played"
        let bin = try standInPlayer(in: home, record: record)
        try FileManager.default.moveItem(atPath: bin + "/mpv", toPath: bin + "/my-player")
        let run = try KuchiBinary.run(["practice", "--deck", "Japanese::JLPT N4", "--set", "audio_player=\(bin)/my-player", "--set", "audio=off"],
                                      input: ":play\n:quit\n", home: home, environment: ["PATH": "/usr/bin:/bin"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = recorded(record, count: 1)
        #expect(lines.count == 1 && lines[0].hasPrefix(media(home) + "/") && lines[0].hasSuffix(".wav"),
                "only :play plays, with audio = off, and a player not known to Kuchi gets the file alone: \(lines)")
        let none = try KuchiBinary.run(["practice", "--deck", "Japanese::JLPT N4", "--set", "audio_player=no-such-player"],
                                       input: ":play\n:quit\n", home: home, environment: ["PATH": "/usr/bin:/bin"])
        #expect(none.stdout.contains("No sound player found: install mpv, ffplay, paplay or aplay"))
        let bad = try KuchiBinary.run(["practice", "--set", "audio=loud"], input: ":quit\n", home: home)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("audio"))
    }

    @Test func jsonEventsCarryTheSoundFilesPath() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["import", "--no-history", try package(in: home)], home: home).status == 0)
        let run = try KuchiBinary.run(["practice", "--json", "--deck", "Japanese::JLPT N4", "--mode", "meaning"],
                                      input: "{\"command\": \"play\"}\n{\"answer\": \"study\"}\n{\"answer\": \"rich person\"}\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let events = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let play = events.first { $0["type"] as? String == "play" }
        #expect((play?["audio"] as? String)?.hasPrefix(media(home) + "/") == true, "\(run.stdout)")
        // Whichever word comes first, one answer is right for it (correct, or corrected after the other's wrong one).
        let outcomes = events.filter { $0["type"] as? String == "outcome" }
        for outcome in outcomes {
            if outcome["result"] as? String == "wrong" {
                #expect(outcome["audio"] is NSNull, "a question still waiting for its answer plays nothing")
            } else {
                #expect((outcome["audio"] as? String)?.hasPrefix(media(home) + "/") == true, "\(run.stdout)")
            }
        }
        #expect(!outcomes.isEmpty)
        try SchemaCheck.validate(run.stdout.split(separator: "\n").map(String.init))
    }

    @Test func removingADeckRemovesTheSoundsOnlyItsWordsPlayedAndDoctorReportsMissingAndStrayFiles() throws {
        let home = try KuchiBinary.Home()
        // 勉強 becomes a word only this package holds (the bundled levels hold 勉強 too, which would keep it).
        let path = try package(in: home, edits: [(2, 0, "謎語"), (2, 1, "なぞご")])
        #expect(try KuchiBinary.run(["import", "--no-history", path], home: home).status == 0)
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
        #expect(doctor.stdout.contains("media:        2 sound files in \(media(home)), each played by a word"))
        let removed = try KuchiBinary.run(["decks", "remove", "--yes", "Japanese::JLPT N4"], home: home)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout.contains("1 sound file only its words played moved into the backup folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: media(home)) == ["neko.wav"], "猫 still plays neko.wav")
        let retired = home.database + ".backups/media"
        let kept = try FileManager.default.contentsOfDirectory(atPath: retired)
        #expect(kept.count == 1 && kept != ["neko.wav"], "the removed word's sound waits beside the backups: \(kept)")
        #expect((try FileManager.default.attributesOfItem(atPath: retired + "/" + kept[0])[.posixPermissions] as? Int) == 0o600)
        // Restoring the backup made before the removal brings the word and its sound back.
        let backup = try #require(removed.stdout.components(separatedBy: "Backup: ").last?.components(separatedBy: "\n").first)
        let restored = try KuchiBinary.run(["restore", backup], home: home)
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(restored.stdout.contains("1 sound file came back into the media folder from the backup folder."), "\(restored.stdout)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: media(home))) == Set(kept + ["neko.wav"]))
        let healthy = try KuchiBinary.run(["doctor"], home: home)
        #expect(healthy.status == 0 && healthy.stdout.contains("media:        2 sound files"), "\(healthy.stdout)\(healthy.stderr)")
        try FileManager.default.removeItem(atPath: media(home) + "/neko.wav")
        try Data("x".utf8).write(to: URL(fileURLWithPath: media(home) + "/stray.mp3"))
        let damaged = try KuchiBinary.run(["doctor"], home: home)
        #expect(damaged.status == 65)
        #expect(damaged.stdout.contains("1 missing (neko.wav); 1 no word plays (stray.mp3"))
        #expect(damaged.stderr.contains("Import the deck's Anki package again"))
    }
}

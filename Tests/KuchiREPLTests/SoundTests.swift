import Foundation
import Testing
import KuchiCore
import KuchiREPL
import KuchiStore
import KuchiTerminal

/// A player that records what it was asked to play (`available` false: no player found).
private final class RecordingPlayer: SoundPlaying {
    let available: Bool
    private(set) var played: [String] = []

    init(available: Bool = true) {
        self.available = available
    }

    var programName: String? { available ? "stand-in" : nil }

    func play(_ path: String) -> Bool {
        guard available else { return false }
        played.append(path)
        return true
    }
}

/// A typed-meaning session over 猫 and 犬, each with a sound, played through a recording player.
private final class SoundHarness {
    let player: RecordingPlayer
    private(set) var output = ""
    private let viewModel: ChallengesViewModel
    private var console: Console!

    init(audio: AudioMode, mode: AnswerMode = .meaning, player: RecordingPlayer = RecordingPlayer(), withSounds: Bool = true) throws {
        let bank = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"]), WordEntry(text: "犬", reading: "いぬ", meanings: ["dog"]),
        ])
        if withSounds {
            _ = try bank.imports.importWords { batch in
                try batch.addSound(file: "neko.wav", text: "猫", reading: "ねこ")
                try batch.addSound(file: "inu.wav", text: "犬", reading: "いぬ")
                return true
            }
        }
        let profile = try bank.practice.useProfile(named: "Tester")
        var environment = EnvironmentValues()
        environment.questionsPerSession = 2
        environment.answerMode = mode
        environment.audio = audio
        viewModel = ChallengesViewModel(bank: bank.practice, profileID: profile.id, environment: environment, seed: 1,
                                        now: { Date(timeIntervalSince1970: 0) })
        self.player = player
        console = Console(style: .plain) { [unowned self] in self.output += $0 }
    }

    /// Runs the REPL over `lines`: `right` answers the question on screen rightly.
    func run(_ lines: [String]) throws {
        let reader = ScriptReader(lines: lines, viewModel: viewModel)
        let sounds = WordSounds(folder: "/media") { _ in self.player }
        try PracticeREPL(viewModel: viewModel, reader: reader, console: console, learnerName: "Tester", sounds: sounds).run()
    }
}

private final class ScriptReader: LineReader {
    private var lines: [String]
    private let viewModel: ChallengesViewModel

    init(lines: [String], viewModel: ChallengesViewModel) {
        self.lines = lines
        self.viewModel = viewModel
    }

    func readLine(prompt: String) -> String? {
        guard !lines.isEmpty else { return nil }
        let line = lines.removeFirst()
        return line == "right" ? viewModel.challenge?.word.meanings.first ?? "" : line
    }
}

@Suite("Playing words' sounds in the terminal")
struct SoundTests {
    @Test func autoPlaysAfterARightAnswerAndPlayPlaysOnRequest() throws {
        let harness = try SoundHarness(audio: .auto)
        try harness.run([":play", "right", "wrong answer", ":quit"])
        #expect(harness.player.played.count == 2, "\(harness.player.played)")
        #expect(harness.player.played.allSatisfy { $0 == "/media/neko.wav" || $0 == "/media/inu.wav" })
        #expect(harness.output.contains("♪ "), "\(harness.output)")
        #expect(harness.output.contains("(stand-in)"))
    }

    @Test func offPlaysOnlyOnRequest() throws {
        let harness = try SoundHarness(audio: .off)
        try harness.run(["right", "right", "n"])
        #expect(harness.player.played.isEmpty)
        let asked = try SoundHarness(audio: .off)
        try asked.run([":play", ":quit"])
        #expect(asked.player.played.count == 1)
    }

    @Test func onWithoutAPlayerSaysSoOnceAndAutoSaysNothing() throws {
        let on = try SoundHarness(audio: .on, player: RecordingPlayer(available: false))
        try on.run(["right", "right", "n"])
        #expect(on.output.components(separatedBy: "No sound player found").count == 2, "said once: \(on.output)")
        let auto = try SoundHarness(audio: .auto, player: RecordingPlayer(available: false))
        try auto.run(["right", "right", "n"])
        #expect(!auto.output.contains("No sound player found"))
    }

    @Test func playIsRefusedWhereTheSoundWouldGiveTheAnswerAwayOrThereIsNone() throws {
        let reading = try SoundHarness(audio: .auto, mode: .reading)
        try reading.run([":play", ":quit"])
        #expect(reading.player.played.isEmpty)
        #expect(reading.output.contains(":play would give the answer away"))
        let silent = try SoundHarness(audio: .auto, withSounds: false)
        try silent.run([":play", "right", ":quit"])
        #expect(silent.player.played.isEmpty)
        #expect(silent.output.contains(":play plays the sound of the word on screen; it has none"))
    }
}

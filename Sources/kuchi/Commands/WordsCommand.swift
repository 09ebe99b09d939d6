import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles

/// `kuchi words`: find words of the bank (the default), and the learner's own marks on them.
struct WordsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "words",
        abstract: "Find words in the word bank; star words as favourites, or unstar them; suspend words; see your accepted answers.",
        discussion: HelpExamples.after("""
            kuchi words QUERY finds words by kanji, kana, romaji (benkyou, benkyō, benkyo) or English \
            (study): exact matches first, then words that start with the query, then words that contain it. \
            (To find a word spelt like a subcommand, such as the English "accepted", use kuchi words search QUERY.)
            A suspended word is out of practice, reviews and due counts until it is unsuspended; its cards and \
            history are kept. For fav, unfav, suspend, unsuspend and accepted, name a word by its kanji, its kana or its romaji. When several words are \
            written alike, pick one as TEXT[READING], such as 今日[きょう]. Nothing is written unless every \
            word given is found.
            """, [
                ("kuchi words study", "words by English, kanji, kana or romaji"),
                ("kuchi words fav 猫", "star 猫 (kuchi --favorites practises your stars)")
            ]),
        subcommands: [SearchWords.self, FavoriteWords.self, UnfavoriteWords.self, SuspendWords.self, UnsuspendWords.self,
                      AcceptedAnswersCommand.self],
        defaultSubcommand: SearchWords.self
    )
}

/// `kuchi words fav WORD…`.
struct FavoriteWords: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fav", abstract: "Star words as favourites.", discussion: HelpExamples.paragraph([
        ("kuchi words fav 猫 犬", "star two words (kuchi --favorites asks them)"),
        ("kuchi words fav '今日[きょう]'", "one of several words written alike"),
    ]))

    @OptionGroup var marking: WordMarkingOptions

    func run() throws { try marking.mark(isFavorite: true) }
}

/// `kuchi words unfav WORD…`.
struct UnfavoriteWords: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unfav", abstract: "Unstar favourite words.", discussion: HelpExamples.paragraph([
        ("kuchi words unfav 猫", "猫 is no longer a favourite"),
    ]))

    @OptionGroup var marking: WordMarkingOptions

    func run() throws { try marking.mark(isFavorite: false) }
}

/// `kuchi words suspend WORD…`.
struct SuspendWords: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "suspend", abstract: "Suspend words: out of practice, reviews and due counts.",
                                                    discussion: HelpExamples.paragraph([
        ("kuchi words suspend 猫", "猫 is not asked until kuchi words unsuspend 猫"),
    ]))

    @OptionGroup var marking: WordMarkingOptions

    func run() throws { try marking.suspend(true) }
}

/// `kuchi words unsuspend WORD…`.
struct UnsuspendWords: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unsuspend", abstract: "Bring suspended words back into practice and reviews.",
                                                    discussion: HelpExamples.paragraph([
        ("kuchi words unsuspend 猫", "猫 is asked again, its history kept"),
    ]))

    @OptionGroup var marking: WordMarkingOptions

    func run() throws { try marking.suspend(false) }
}

/// The words and learner of `kuchi words fav`, `unfav`, `suspend` and `unsuspend`.
struct WordMarkingOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Words: kanji, kana, romaji, or TEXT[READING].", valueName: "word"))
    var words: [String]

    @Option(name: [.customLong("profile"), .customLong("name")], help: ArgumentHelp("This learner (default: the last one).", valueName: "name"), completion: BankCompletion.learners)
    var profile: String?

    @OptionGroup var databaseOptions: DatabaseOptions

    func mark(isFavorite: Bool) throws {
        try reportingErrors(ifFull: fullDiskOutcome("No word was changed but those listed above")) { environment in
            guard !words.isEmpty else { throw CommandError.usage("Name at least one word, such as: kuchi words fav neko") }
            // Never creates a bank: without one there is no learner to star words for (exit 66, nothing written).
            let database = try KuchiDatabase.openExisting(path: databaseOptions.path(environment: environment))
            let learner = try Self.learner(profile, in: database.practice)
            let favorites = isFavorite ? [] : Set(try database.practice.favoriteWordIDs(profileID: learner.id))
            let found = try words.map { try Self.word(named: $0, in: database.practice, marked: favorites) }
            // The learner's, as an answer is: stamped by the study clock (KUCHI_NOW), as :fav in a session is.
            let now = try StudyClock.from(environment: environment)()
            for word in found {
                let changed = try database.practice.setFavorite(isFavorite, profileID: learner.id, wordIDs: [word.id], at: now)
                StandardStream.output.line(Self.message(word, isFavorite: isFavorite, changed: changed > 0))
            }
        }
    }

    func suspend(_ isSuspended: Bool) throws {
        try reportingErrors(ifFull: fullDiskOutcome("No word was changed but those listed above")) { environment in
            guard !words.isEmpty else {
                throw CommandError.usage("Name at least one word, such as: kuchi words \(isSuspended ? "suspend" : "unsuspend") neko")
            }
            // Never creates a bank, as fav does: without one there is no learner whose words to suspend (exit 66).
            let database = try KuchiDatabase.openExisting(path: databaseOptions.path(environment: environment))
            let learner = try Self.learner(profile, in: database.practice)
            let suspended = isSuspended ? [] : try database.practice.suspendedWordIDs(profileID: learner.id)
            let found = try words.map { try Self.word(named: $0, in: database.practice, marked: suspended) }
            let now = try StudyClock.from(environment: environment)()
            for word in found {
                let changed = try database.practice.setSuspended(isSuspended, profileID: learner.id, wordIDs: [word.id], at: now) > 0
                let name = Self.shownName(of: word)
                let message = switch (isSuspended, changed) {
                case (true, true): "\(name): suspended (out of practice and reviews until kuchi words unsuspend)."
                case (true, false): "\(name): already suspended."
                case (false, true): "\(name): back in practice and reviews."
                case (false, false): "\(name): was not suspended."
                }
                StandardStream.output.line(message)
            }
        }
    }

    /// The learner called `name`, else the last one.
    static func learner(_ name: String?, in practice: PracticeStore) throws -> Profile {
        if let name { return try practice.learner(named: name) }
        guard let learner = try practice.lastUsedProfile() else {
            throw CommandError.usage("There is no learner yet: practise first (run kuchi).")
        }
        return learner
    }

    /// The one word `text` names. `changing` says the command would have written something, so the
    /// error adds that nothing was.
    /// - Throws: a usage error (exit 64) when it names none, or several (listing them).
    /// Of several words it names, the one among `marked` is meant when it is the only one (`unfav` of the
    /// one favourite of two words read はし, `unsuspend` of the one suspended), else the one whose written form
    /// `text` spells, when the others are other spellings of it (see `OneWordSpellings`; a note names them).
    static func word(named text: String, in practice: PracticeStore, changing: Bool = true, marked: Set<Int64> = []) throws -> Word {
        guard let name = WordName(text) else { throw CommandError.usage("A word cannot be empty.") }
        let found = try practice.words(named: name, limit: 11)
        let markedFound = found.filter { marked.contains($0.id) }
        if found.count > 1, markedFound.count == 1, let word = markedFound.first { return word }
        // TEXT[READING] spelled exactly as one of them is labelled names that one (三日月[みかづき] beside 三日月
        // みかずき, which judging reads alike).
        let labelled = found.filter { WordName.label(of: $0) == name.given }
        if found.count > 1, labelled.count == 1, let word = labelled.first { return word }
        // Text (or romaji) spelling exactly one word's written form names it when the others are other spellings
        // of that same word (それ, not 其れ); words that only sound alike (いえ "no", 家 "house") stay ambiguous.
        if found.count <= 10, let word = OneWordSpellings.pick(from: found, named: name) {
            let others = found.filter { $0.id != word.id }
                .map { SafeText.singleLine(WordName.label(of: $0)) + " " + SafeText.singleLine($0.primaryMeaning) }
            StandardStream.error.line("(“\(SafeText.singleLine(name.given))” is taken as \(SafeText.singleLine(WordName.label(of: word))); "
                                      + "\(others.count == 1 ? "another spelling" : "other spellings") of that word: \(others.joined(separator: ", ")). "
                                      + "Name \(others.count == 1 ? "it" : "one") as TEXT[READING] to pick it.)")
            return word
        }
        guard found.count == 1, let word = found.first else {
            let shown = SafeText.singleLine(name.given)
            if found.isEmpty { throw CommandError.usage("No word “\(shown)” in the word bank" + (changing ? ": nothing was changed." : ".")) }
            let listed = found.prefix(10).map { SafeText.singleLine(WordName.label(of: $0)) + " " + SafeText.singleLine($0.primaryMeaning) }
            throw CommandError.usage("“\(shown)” could be \(found.count > 10 ? "more than 10 words" : "\(found.count) words"): "
                                     + listed.joined(separator: ", ") + ". Name one as TEXT[READING]" + (changing ? "; nothing was changed." : "."))
        }
        return word
    }

    /// A word as the words commands name it, safe to print: `猫 (ねこ) cat`.
    static func shownName(of word: Word) -> String {
        SafeText.singleLine(word.text) + (word.hasDistinctWrittenForm ? " (\(SafeText.singleLine(word.reading)))" : "")
            + " " + SafeText.singleLine(word.primaryMeaning)
    }

    static func message(_ word: Word, isFavorite: Bool, changed: Bool) -> String {
        let name = shownName(of: word)
        switch (isFavorite, changed) {
        case (true, true): return "★ \(name): a favourite now."
        case (true, false): return "★ \(name): already a favourite."
        case (false, true): return "\(name): no longer a favourite."
        case (false, false): return "\(name): was not a favourite."
        }
    }
}

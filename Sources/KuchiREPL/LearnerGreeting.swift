import KuchiCore
import KuchiTerminal

/// The terminal's side of choosing the learner (``LearnerChoice``): greets the learner chosen, or asks a new
/// learner's name.
public enum LearnerGreeting {
    /// The learner of `choice`, greeted; for a new learner, the name asked (with piped input, the first line
    /// when it is a name, else ``LearnerChoice/fallbackName``) and made with `records`. `nil` when the learner
    /// leaves before giving a name.
    public static func learner(for choice: LearnerChoice, records: any LearnerRecords, reader: PushbackLineReader,
                               console: Console, interactive: Bool) throws -> Profile? {
        switch choice {
        case let .named(profile):
            console.line("Hello, \(SafeText.singleLine(profile.name))!")
            return profile
        case let .returning(profile):
            let name = SafeText.singleLine(profile.name)
            console.line("Welcome back, \(name)! " + console.style.muted("(Not \(name)? kuchi --name NAME)"))
            return profile
        case .newLearner:
            let name = interactive
                ? NamePrompt.ask(reader: reader, console: console)
                : NamePrompt.askOrFallBack(reader: reader, console: console, fallback: LearnerChoice.fallbackName)
            guard let name else { return nil }
            let profile = try records.useLearner(named: name)
            console.line("Nice to meet you, \(SafeText.singleLine(profile.name))! Your progress will be kept under this name.")
            return profile
        }
    }

    /// For the bank's learner an import made without a name (``PracticeStore/unnamedImportLearner(called:)``), at the
    /// first session at a terminal: asks the name as a first run does, and gives it to that learner through `rename`,
    /// so the imported history is theirs. `nil` when the learner leaves before giving a name (nothing is renamed).
    public static func nameImportedLearner(_ profile: Profile, reader: any LineReader, console: Console,
                                           rename: (String) throws -> Profile) throws -> Profile? {
        let intro = "Welcome to Kuchi! The reviews you imported are kept under “\(SafeText.singleLine(profile.name))” "
            + "until you give your name."
        let goodbye = "See you! Your imported reviews stay under “\(SafeText.singleLine(profile.name))”; run kuchi again to "
            + "give your name."
        guard let name = NamePrompt.ask(reader: reader, console: console, intro: intro, goodbye: goodbye) else { return nil }
        let renamed = try rename(name)
        console.line("Nice to meet you, \(SafeText.singleLine(renamed.name))! Your imported history is yours now, and your "
                     + "progress will be kept under this name.")
        return renamed
    }
}

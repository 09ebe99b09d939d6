/// Sounds: `:play` plays the sound of the word on screen, and a front end plays it on its own after a lesson
/// and an answer (``EnvironmentValues/audio``).
extension ChallengesViewModel {
    /// `:play`: the sound of the word on screen (a lesson's, or a question's unless it would give the answer away:
    /// a question asking for the reading or the word itself, or a flashcard, until answered), else of the last
    /// word answered.
    public func playSound() {
        if let lesson, !isFinished { return play(lesson.word) }
        if let challenge, !isFinished {
            let answered = challenge.kind == .flashcard && isRevealed
            if !answered, challenge.kind == .reading || challenge.kind == .word || challenge.kind == .flashcard {
                return reject(challenge.word.audio == nil ? .noSound : .soundGivesAway)
            }
            return play(challenge.word)
        }
        guard let word = lastGraded?.challenge.word else { return reject(.noSound) }
        play(word)
    }

    private func play(_ word: Word) {
        guard word.audio != nil else { return reject(.noSound) }
        acknowledge(.play(word))
    }

    /// The word whose sound a front end plays on its own after `feedback`: the word of a right answer, of a missed
    /// or corrected one (its answer shown), of a revealed flashcard, and of `:play`; `nil` for the rest, or when
    /// the word has no sound.
    public static func wordToPlay(after feedback: SessionFeedback?) -> Word? {
        let word: Word? = switch feedback {
        case let .outcome(.correct(challenge, _)), let .outcome(.missed(challenge, _)), let .outcome(.corrected(challenge, _)):
            challenge.word
        case let .revealed(word), let .play(word):
            word
        default:
            nil
        }
        return word?.audio == nil ? nil : word
    }
}

import Testing
import KuchiCore

/// A `--name` no learner has: the bank's first learner, a new learner (made, and said so), or a slip for one the bank has.
@Suite("Learner requests")
struct LearnerRequestTests {
    private let family = [Profile(id: 1, name: "DAD"), Profile(id: 2, name: "Mia"), Profile(id: 3, name: "José Ñandú"),
                          Profile(id: 4, name: "Christopher")]

    @Test func aLearnerOfTheBankIsFoundCaseAside() {
        #expect(LearnerRequest.classify("mia", among: family) == .known(family[1]))
        #expect(LearnerRequest.classify("dad", among: family) == .known(family[0]))
    }

    @Test func slipsOfTheKeysAreRefusedWithTheLearnerMeant() {
        let known = ["Christopher", "DAD", "José Ñandú", "Mia"]
        #expect(LearnerRequest.classify("Dda", among: family) == .mistyped(name: "Dda", meant: ["DAD"], known: known))
        #expect(LearnerRequest.classify("Jose Nandu", among: family) == .mistyped(name: "Jose Nandu", meant: ["José Ñandú"], known: known),
                "accents aside")
        #expect(LearnerRequest.classify("Ｍｉａａ", among: family) == .new(name: "Ｍｉａａ", known: known), "width aside, but one more letter on a short name")
        #expect(LearnerRequest.classify("Christpoher", among: family) == .mistyped(name: "Christpoher", meant: ["Christopher"], known: known))
        #expect(LearnerRequest.classify("Kristofer", among: family) == .new(name: "Kristofer", known: known), "another spelling, not a slip")
    }

    @Test func aNameOneLetterFromAShortNameIsASiblingNotASlip() {
        let known = [Profile(id: 1, name: "Ben"), Profile(id: 2, name: "Tom"), Profile(id: 3, name: "Yuki")]
        #expect(LearnerRequest.classify("Ken", among: known) == .new(name: "Ken", known: ["Ben", "Tom", "Yuki"]))
        #expect(LearnerRequest.classify("Tim", among: known) == .new(name: "Tim", known: ["Ben", "Tom", "Yuki"]))
        #expect(LearnerRequest.classify("Yumi", among: known) == .new(name: "Yumi", known: ["Ben", "Tom", "Yuki"]))
        #expect(LearnerRequest.classify("Yuk", among: known) == .new(name: "Yuk", known: ["Ben", "Tom", "Yuki"]))
    }

    @Test func aLetterLeftOutOfALongerNameIsASlip() {
        let known = [Profile(id: 1, name: "Hanako")]
        #expect(LearnerRequest.classify("Hanko", among: known) == .mistyped(name: "Hanko", meant: ["Hanako"], known: ["Hanako"]))
        #expect(LearnerRequest.classify("Hanakoo", among: known) == .mistyped(name: "Hanakoo", meant: ["Hanako"], known: ["Hanako"]))
        #expect(LearnerRequest.classify("Hanaka", among: known) == .new(name: "Hanaka", known: ["Hanako"]), "one letter changed: a name of its own")
    }

    @Test func theFirstLearnerOfABankIsMadeWithoutAWord() {
        let first = LearnerRequest.classify("Ann", among: [])
        #expect(first == .first(name: "Ann"))
        #expect(first.step(confirmed: false) == .proceed)
    }

    @Test func aNewNameBesideOthersIsMadeAndSaidSo() {
        let request = LearnerRequest.classify("Ken", among: family)
        guard case let .proceedSaying(notice) = request.step(confirmed: false) else {
            Issue.record("Ken is made, and the learner is told")
            return
        }
        #expect(notice == "New learner “Ken” started: no learner had that name (learners: “Christopher”, “DAD”, “José Ñandú”, “Mia”). "
                + "kuchi learners lists them; kuchi learners remove Ken removes a learner made by mistake.")
        #expect(request.step(confirmed: true) == .proceed, "--new-learner makes it without a word")
    }

    @Test func aSlipIsRefusedUnlessConfirmed() {
        let request = LearnerRequest.classify("Dda", among: family)
        guard case let .refuse(error) = request.step(confirmed: false) else {
            Issue.record("Dda is refused")
            return
        }
        #expect(error.exitCode == .usage)
        #expect(error.description.hasPrefix("No learner called “Dda”. Did you mean “DAD”?"))
        #expect(error.description.hasSuffix("add --new-learner: kuchi --name Dda --new-learner."))
        #expect(request.step(confirmed: true) == .proceed)
    }

    @Test func theSuggestedCommandsAreTheOneTypedOnTheSameBank() {
        let typed = LearnerCommands(typed: ["import", "my deck.apkg", "--name", "Dda", "--", "-x.csv"], database: "/tmp/b b.sqlite")
        #expect(typed.retry(name: "Dda") == "kuchi import 'my deck.apkg' --name Dda --new-learner --database '/tmp/b b.sqlite' -- -x.csv",
                "--new-learner before the '--' that ends the options, and the bank named only by KUCHI_DATABASE kept")
        #expect(typed.kuchi(["learners", "remove", "Dda"]) == "kuchi --database '/tmp/b b.sqlite' learners remove Dda")
        let named = LearnerCommands(typed: ["--database=x.sqlite", "--json", "--name", "Dda"], database: "x.sqlite")
        #expect(named.retry(name: "Dda") == "kuchi --database=x.sqlite --json --name Dda --new-learner")
        guard case let .proceedSaying(notice) = LearnerRequest.classify("Ken", among: family).step(confirmed: false, commands: named) else {
            Issue.record("Ken is made")
            return
        }
        #expect(notice.hasSuffix("kuchi --database x.sqlite learners lists them; kuchi --database x.sqlite learners remove Ken removes a learner made by mistake."))
    }
}

import Testing
import KuchiCore

/// A `--name` no learner has: the bank's first learner, a new learner to confirm, or a slip for one the bank has.
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
        let known = [Profile(id: 1, name: "Ben"), Profile(id: 2, name: "Tom")]
        #expect(LearnerRequest.classify("Ken", among: known) == .new(name: "Ken", known: ["Ben", "Tom"]))
        #expect(LearnerRequest.classify("Tim", among: known) == .new(name: "Tim", known: ["Ben", "Tom"]))
    }

    @Test func theFirstLearnerOfABankIsNeverAskedAbout() {
        let first = LearnerRequest.classify("Ann", among: [])
        #expect(first == .first(name: "Ann"))
        #expect(first.step(canAsk: true, confirmed: false) == .proceed)
    }

    @Test func aNewNameIsAskedAboutAtATerminalAndSaidWithoutOne() {
        let request = LearnerRequest.classify("Ken", among: family)
        guard case let .ask(question) = request.step(canAsk: true, confirmed: false) else {
            Issue.record("a terminal asks before making Ken")
            return
        }
        #expect(question == "No learner called “Ken” yet (learners: Christopher, DAD, José Ñandú, Mia). Start a new learner called “Ken”? [y/N] ")
        guard case let .proceedSaying(notice) = request.step(canAsk: false, confirmed: false) else {
            Issue.record("a script is told Ken was made")
            return
        }
        #expect(notice.hasPrefix("New learner “Ken” started: no learner had that name"))
        #expect(request.step(canAsk: true, confirmed: true) == .proceed, "--new-learner asks nothing")
    }

    @Test func aSlipIsRefusedEverywhereUnlessConfirmed() {
        let request = LearnerRequest.classify("Dda", among: family)
        for canAsk in [true, false] {
            guard case let .refuse(error) = request.step(canAsk: canAsk, confirmed: false) else {
                Issue.record("Dda is refused")
                return
            }
            #expect(error.exitCode == .usage)
            #expect(error.description.hasPrefix("No learner called “Dda”. Did you mean “DAD”?"))
            #expect(error.description.hasSuffix("add --new-learner: kuchi --name Dda --new-learner."))
        }
        #expect(request.step(canAsk: false, confirmed: true) == .proceed)
    }
}

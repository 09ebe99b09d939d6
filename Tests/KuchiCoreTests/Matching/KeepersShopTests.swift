import Testing
@testable import KuchiCore

/// A shop said after its keeper with 's ("the barber's") meets a word whose glosses name both the keeper and the place.
@Suite("A shop named by its keeper")
struct KeepersShopTests {
    @Test(arguments: [
        ("barber's", [["barbershop", "barber shop", "barber"]], "barbershop"),
        ("the butcher's", [["meat shop", "butcher's shop"], ["butcher"]], "butcher's shop"),
        ("The greengrocer’s", [["greengrocer", "fruit and vegetable shop"]], "fruit and vegetable shop"),
        ("florist's", [["florist", "flower shop"]], "flower shop"),
        ("baker's", [["bakery", "baker", "pastry shop"]], "pastry shop"),
    ])
    func aKeepersPossessiveNamesTheShop(typed: String, senses: [[String]], place: String) {
        #expect(KeepersShop.gloss(for: typed, senses: senses) == place)
    }

    /// A keeper's possessive names no place a word does not name, nor a shop of another sense, nor a keeper the word
    /// does not name; a keeper typed alone or with more words is no possessive, and a place or thing is no keeper.
    @Test(arguments: [
        ("doctor's", [["doctor", "physician"]]),
        ("publisher's", [["bookstore", "bookshop"], ["publisher"], ["main building"]]),
        ("baker's", [["bakery", "pastry shop"]]),
        ("barber", [["barbershop", "barber"]]),
        ("barber's chair", [["barbershop", "barber"]]),
        ("dog's", [["dog"], ["dog house"]]),
        ("shop's", [["shop", "store"]]), ("factory's", [["factory", "plant", "workshop"]]),
        ("shopkeeper's", [["shopkeeper", "storekeeper", "proprietor of shop"]]),
    ])
    func nothingElseIsTakenForAShop(typed: String, senses: [[String]]) {
        #expect(KeepersShop.gloss(for: typed, senses: senses) == nil)
    }
}

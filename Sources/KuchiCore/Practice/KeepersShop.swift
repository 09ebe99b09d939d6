/// A shop said as English names it after its keeper, with 's: "the barber's" for 床屋 "barbershop; barber shop; barber",
/// "the butcher's" for 肉屋 "meat shop; butcher's shop; butcher". Only for a word that names both the keeper and the
/// place: 医者 "doctor; physician" names no place, so "doctor's" stays wrong for it.
enum KeepersShop {
    /// The gloss naming the place, when `input` is one word, a one-word gloss of the word that names a person by its
    /// ending (``keeperEndings``) with 's ("barber's", "the chemist's"), and the word's glosses also name the place: by
    /// the keeper ("barber shop", "barbershop", "butcher's shop", "barber's", "dentist's office", "barber store"), or as
    /// a shop or store in the keeper's own sense (八百屋 "greengrocer; fruit and vegetable shop": "the greengrocer's";
    /// never 本屋's "publisher", a sense of its own beside "bookstore"). `senses` are the word's glosses, sense by sense
    /// (the deck's meanings one of them).
    static func gloss(for input: String, senses: [[String]]) -> String? {
        let typed = MeaningMatcher.words(of: input).split(separator: " ")
        guard typed.count == 1, let possessive = typed.first, possessive.hasSuffix("'s") else { return nil }
        let keeper = String(possessive.dropLast(2))
        guard keeper.count >= 5, keeper.allSatisfy(\.isLetter), keeperEndings.contains(where: keeper.hasSuffix) else { return nil }
        func isKeeper(_ gloss: String) -> Bool { MeaningMatcher.words(of: gloss) == keeper }
        let glosses = senses.flatMap { $0 }
        guard glosses.contains(where: isKeeper) else { return nil }
        let named = Set(["shop", "'s", "'s shop", "'s office", " shop", " store", "'s store", "store"].map { keeper + $0 })
        if let place = glosses.first(where: { named.contains(MeaningMatcher.words(of: $0)) }) { return place }
        return senses.lazy.filter { $0.contains(where: isKeeper) }.compactMap { $0.first(where: isShop) }.first
    }

    /// The endings of a noun naming whom a shop is named after ("barber", "florist", "optician"): a shop's own
    /// glosses ("bakery", "pharmacy", "factory") and other things it names ("shop's", "plant's") never make one.
    static let keeperEndings = ["er", "or", "ist", "ian"]

    /// Whether `gloss` names a shop or store: its last word is one ("flower shop", "bookstore", "fruit and vegetable
    /// shop"), and it names no person of one ("proprietor of shop", 店主).
    static func isShop(_ gloss: String) -> Bool {
        let words = MeaningMatcher.words(of: gloss).split(separator: " ")
        guard let last = words.last, !words.contains("of") else { return false }
        return ["shop", "store"].contains { last == $0 || (last.hasSuffix($0) && last.count > $0.count + 2) }
    }
}

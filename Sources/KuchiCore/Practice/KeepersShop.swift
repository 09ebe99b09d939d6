/// A shop said as English names it after its keeper, with 's: "the barber's" for 床屋 "barbershop; barber shop; barber",
/// "the butcher's" for 肉屋 "meat shop; butcher's shop; butcher". Only for a word that names both the keeper and the
/// place: 医者 "doctor; physician" names no place, so "doctor's" stays wrong for it.
enum KeepersShop {
    /// The gloss naming the place, when `input` is one word, a one-word gloss of the word with 's ("barber's", "the
    /// chemist's"), and the word's glosses also name the place: by the keeper ("barber shop", "barbershop", "butcher's
    /// shop", "barber's", "dentist's office", "barber store"), or as a shop or store in the keeper's own sense (八百屋
    /// "greengrocer; fruit and vegetable shop": "the greengrocer's"; never 本屋's "publisher", a sense of its own beside
    /// "bookstore"). `senses` are the word's glosses, sense by sense (the deck's meanings one of them).
    static func gloss(for input: String, senses: [[String]]) -> String? {
        let typed = MeaningMatcher.words(of: input).split(separator: " ")
        guard typed.count == 1, let possessive = typed.first, possessive.hasSuffix("'s") else { return nil }
        let keeper = String(possessive.dropLast(2))
        guard keeper.count >= 3, keeper.allSatisfy(\.isLetter) else { return nil }
        func isKeeper(_ gloss: String) -> Bool { MeaningMatcher.words(of: gloss) == keeper }
        let glosses = senses.flatMap { $0 }
        guard glosses.contains(where: isKeeper) else { return nil }
        let named = Set(["shop", "'s", "'s shop", "'s office", " shop", " store", "'s store", "store"].map { keeper + $0 })
        if let place = glosses.first(where: { named.contains(MeaningMatcher.words(of: $0)) }) { return place }
        return senses.lazy.filter { $0.contains(where: isKeeper) }.compactMap { $0.first(where: isShop) }.first
    }

    /// Whether `gloss` names a shop or store: its last word is one ("flower shop", "bookstore", "fruit and vegetable shop").
    static func isShop(_ gloss: String) -> Bool {
        guard let last = MeaningMatcher.words(of: gloss).split(separator: " ").last else { return false }
        return ["shop", "store"].contains { last == $0 || (last.hasSuffix($0) && last.count > $0.count + 2) }
    }
}

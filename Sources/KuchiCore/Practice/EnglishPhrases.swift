/// The English a teacher takes for one another, for ``GlossVariants``: whole phrases ("pig meat" and pork,
/// "way in" and entrance) and single words of British and American English (autumn and fall). Each entry is
/// about English alone and names no Japanese word: a gloss that says one of a group is met by the others.
enum EnglishPhrases {
    /// Modal verbs of ``samePhrase``'s groups that are also nouns ("can", a tin): a gloss that is one of them alone
    /// names the noun, so the group is not its.
    static let modalsAlone: Set<String> = ["can"]

    /// Phrases a teacher takes for one another, in compact canonical form.
    static let samePhrase: [String: [String]] = {
        let groups: [[String]] = [
            ["big brother", "older brother", "elder brother"], ["big sister", "older sister", "elder sister"],
            ["little brother", "younger brother", "kid brother", "baby brother"],
            ["little sister", "younger sister", "kid sister", "baby sister"],
            ["day before yesterday", "2 days ago"], ["year before last", "2 years ago"],
            ["day after tomorrow", "in 2 days", "2 days from now"], ["year after next", "in 2 years", "2 years from now"],
            ["boxed lunch", "lunch box", "box lunch", "packed lunch", "bento"],
            ["police box", "police booth", "koban", "police post"], ["greengrocer", "vegetable store", "vegetable shop"],
            ["curry", "curry rice", "curry and rice", "rice and curry"], ["ball-point pen", "ballpoint", "biro", "ballpoint pen"],
            ["both parents", "mother and father", "mom and dad"],
            // Never "old man" with "grandfather" (nor "old woman" with "grandmother"): an old man is no grandfather, and
            // 小父さん "old man" took "grandfather"; おじいさん and おばあさん have the old man and woman as glosses.
            ["great number of people", "many people", "lot of people", "crowd"], ["foreign country", "abroad", "overseas"],
            ["foreigner", "foreign person"], ["overseas student", "international student", "foreign student", "exchange student"],
            ["yes", "yeah", "yep", "uh-huh"], ["thanks", "thanks a lot", "thank you"], ["please", "go ahead"],
            ["day off", "holiday"], ["how", "what about", "how about"], ["why", "how come"],
            ["for what reason", "why", "how come"], ["again", "1 more time", "once again", "once more"],
            ["all sorts of", "all kinds of"], ["dinner", "supper", "evening meal"], ["breakfast", "morning meal"], ["lunch", "midday meal", "noon meal"],
            ["yesterday evening", "last evening"], ["clothes", "clothing", "garments"], ["all", "everything"],
            ["now", "right now", "currently", "at present", "at the moment"], ["able", "can", "can do"],
            ["famous", "well-known", "renowned"],
            // What a question word or a relative day means, said in other words.
            ["where", "what place", "which place"], ["who", "what person", "which person"],
            ["how much", "what price", "how much money"], ["how old", "what age"],
            ["yesterday", "day before today", "1 day ago"], ["tomorrow", "day after today"],
            ["every day", "daily"], ["every week", "weekly"], ["every month", "monthly"],
            ["every year", "yearly", "annually"], ["every night", "nightly", "every evening"],
            ["everyone", "everybody", "all of you"],
            ["not very", "not much", "not really", "not so much", "not that much"],
            ["like very much", "really like", "like a lot", "love"],
            // Everyday English for a verb, a sign or an adverb: "way in" is an entrance, "it hurts" says painful.
            ["entrance", "way in"], ["exit", "way out"], ["walk", "go on foot"], ["always", "all the time"],
            ["exist", "there is", "there are"], ["submit", "hand in"], ["become", "turn into"], ["painful", "it hurts"],
            ["however", "though", "but"], ["troubled", "in trouble"], ["come to an end", "be over"], ["free time", "free"],
            ["fine weather", "sunny weather", "sunny"], ["completed", "done"],
            ["have a good time", "have fun", "enjoy oneself"], ["in that situation", "in that case"],
            // Skill said with "at" ("poor (at)"): good or bad at something.
            ["skillful", "skilled", "good at", "proficient"],
            // Everyday words for a thing, an act or a place, and a description said as the words it describes.
            ["food", "something to eat"], ["ladies and gentlemen", "everyone", "everybody"],
            ["which one", "which of 2", "which of both"], ["beside", "next to", "by side of"],
            ["used for comparison", "than", "rather than", "compared to", "compared with"],
            ["beef", "beef meat", "cow meat"], ["pork", "pig meat", "pork meat"], ["chicken meat", "chicken"],
            ["call by phone", "call on phone", "make phone call", "make call", "phone", "telephone", "give call"],
            ["laundry", "washing clothes", "doing laundry", "washing of clothes"],
            ["that place", "that spot"], ["this place", "this spot"],
            ["take photo", "take picture", "take photograph", "photograph", "take snapshot"],
            ["exist", "be present", "be there"], ["not match correct", "be wrong", "be incorrect"],
            ["show", "let see", "let someone see"], ["liked", "fond of"],
            ["boy", "young boy", "little boy"], ["girl", "young girl", "little girl"],
            ["business suit", "men's suit", "suit"], ["radio cassette player", "boombox", "boom box", "ghetto blaster"],
            ["gate", "gateway"], ["intersection", "crossroads", "junction"], ["leave carelessly", "leave behind"],
            ["hold up umbrella", "raise umbrella", "put up umbrella", "open umbrella"],
            ["as one would expect", "as expected", "just as expected", "as you would expect"],
            ["first 10 days of month", "beginning of month", "early in month", "start of month"],
            ["speaking for", "speaking on behalf of"], ["speak for", "speak on behalf of"], ["act for", "act on behalf of"],
            ["out of", "run out of"], ["part-time work", "part-time job"], ["greet", "say hello", "say hi"],
            ["please", "please do"],
            ["owing to", "thanks to", "because of", "due to"], ["olden days", "long ago", "long time ago", "old days"],
            ["prepare", "get ready", "make ready"], ["sleep", "fall asleep"], ["take time or money", "cost"],
            ["near", "close by", "nearby", "near by"], ["no charge", "free of charge", "no cost", "without charge", "for free"],
            ["by chance", "by accident", "accidentally", "by coincidence"], ["reverse", "other way around", "other way round"],
            ["er", "um", "uh", "erm"], ["come from", "be from"], ["expenditure", "spending"], ["not yet done", "not yet"],
            ["unskillful", "unskilled", "bad at", "poor at", "not good at", "no good at", "terrible at"],
            // Everyday phrasings of a verb or a thing (the third walk-through's learners typed them).
            // Never "AC": 交流's gloss (alternating current) would lend "air conditioner".
            ["air conditioner", "air conditioning", "aircon"], ["apologize", "say sorry"],
            ["be silent", "be quiet", "keep quiet", "stay quiet", "keep silent", "stay silent"],
            // Never "earn" with "make money": 取る and 得る are "to earn" (points), 利益 "profit" a noun.
            ["finding employment", "finding work", "finding a job", "getting a job"],
            // Everyday phrases for a linking adverb, a manner or an amount.
            ["moreover", "furthermore", "in addition", "on top of that", "what is more"],
            ["as usual", "as always", "as ever", "like always"], ["in an instant", "in no time", "in a flash", "instantly"],
            // Never "a lot" (normalised "lot", a noun of its own: くじ, 土地) nor "each one" ("everyone" once compact).
            ["all over", "all over the place"], ["either", "either one"], ["pity", "what a pity"], ["shame", "what a shame"],
            // Initialisms of everyday phrases, as typed in a chat.
            // Never "tbh" or "imo": "to be honest" and "in my opinion" normalise to "honest" and "opinion", nouns of their own.
            ["by the way", "btw"], ["as soon as possible", "asap"], ["for your information", "fyi"], ["oh my god", "omg"],
        ]
        var table: [String: [String]] = [:]
        for group in groups {
            let keys = group.map { MeaningMatcher.compact(MeaningMatcher.normalize($0)) }
            for key in keys { table[key, default: []] += keys.filter { $0 != key } }
        }
        return table
    }()

    /// Words of British and American English for the same thing, and two words of either for one thing
    /// (clothes, clothing), in their canonical spelling (``EnglishSpelling``: singular, American).
    static let sameThing: [String: [String]] = {
        let groups: [[String]] = [
            ["autumn", "fall"], ["trouser", "pant"], ["lift", "elevator"], ["flat", "apartment"],
            ["underground", "subway"], ["holiday", "vacation"], ["film", "movie"], ["shop", "store"],
            ["toilet", "restroom", "bathroom", "lavatory"], ["rubbish", "garbage", "trash"], ["post", "mail"],
            ["postman", "mailman"], ["biscuit", "cookie"], ["sweet", "candy"], ["lorry", "truck"],
            ["petrol", "gasoline", "gas"], ["railway", "railroad"], ["timetable", "schedule"],
            ["pavement", "sidewalk"], ["chemist", "pharmacy", "drugstore"], ["football", "soccer"],
            ["motorway", "highway", "freeway"], ["maybe", "perhaps"], ["mobile", "cellphone"], ["sofa", "couch"],
            ["tap", "faucet"], ["torch", "flashlight"], ["nappy", "diaper"], ["crisp", "chip"],
            ["jumper", "sweater"], ["pram", "stroller"], ["car", "automobile"], ["taxi", "cab"],
            ["luggage", "baggage"], ["cinema", "movie theater"], ["handbag", "purse"], ["wardrobe", "closet"],
            // And two words of either English for one thing, the everyday word included.
            ["clothes", "clothing"], ["policeman", "cop"], ["friend", "buddy", "pal"],
        ]
        var table: [String: [String]] = [:]
        for group in groups.map({ $0.map(EnglishSpelling.canonical(word:)) }) {
            for word in group { table[word, default: []] += group.filter { $0 != word } }
        }
        return table
    }()
}

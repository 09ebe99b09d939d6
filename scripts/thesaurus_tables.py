"""The WordNet tables `update-thesaurus.py` reads once and its modules share (filled in place by its `load_wordnet`
and `main`), and the pointer symbols and WordNet files they are read with."""

from __future__ import annotations

POINTER_SIMILAR = "&"
POINTER_HYPONYM = "~"
POINTER_ANTONYM = "!"
POINTER_DERIVED = "+"
INDEX: dict = {}
GERUNDS: dict[tuple[str, str], str] = {}
# WordNet's definition of each synset ((offset, part of speech): its first clause), as ``load_wordnet`` reads it.
DEFINITIONS: dict[tuple[str, str], str] = {}
# The adjective synsets (offsets) WordNet files as satellites of a head adjective (type `s`).
SATELLITES: set[str] = set()
LEXICOGRAPHER_FILES: dict[tuple[str, str], str] = {}
# How many of a lemma's senses (in a part of speech) WordNet's tagged texts hold (the index's `tagsense_cnt`): its
# senses are listed most frequent first, so these are the first ones.
TAGGED_SENSES: dict[tuple[str, str], int] = {}
# The WordNet files of nouns whose narrower words a gloss lends: noun.Tops, noun.act, noun.animal, noun.artifact,
# noun.body, noun.food, noun.location, noun.object, noun.person, noun.plant, noun.substance (not noun.feeling,
# noun.state, noun.attribute, noun.cognition, noun.communication, noun.time …).
CONCRETE_NOUN_FILES = {"03", "04", "05", "06", "08", "13", "15", "17", "18", "20", "27"}
# WordNet's noun file of foods and drinks (noun.food): a kind of dish is often another dish.
FOOD_FILE = "13"
# WordNet's noun files of acts, events, processes and states (noun.act, noun.event, noun.process, noun.state): a
# noun of one of these is what its verb does; a person's or a thing's noun ("teacher", "refrigerator") is not.
DOING_FILES = {"04", "11", "22", "26"}
# WordNet's noun files of what is thought or said (noun.cognition, noun.communication): a verbal noun's gloss there
# is also what its verb does ("criticism": to criticize, "explanation": to explain).
SAYING_FILES = {"09", "10"}
# The adverbs made of each adjective (WordNet's pertainym pointer, "\\"), from each adverb's first sense only:
# "barely" is first "hardly", so it is no way to say "bare"; "quickly" is first "with rapid movements".
ADVERBS_OF: dict[str, set[str]] = {}
# WordNet's irregular forms ((form, part of speech): base form).
EXCEPTIONS: dict[tuple[str, str], str] = {}

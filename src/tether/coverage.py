"""Coverage: how much of a question's distinctive terms a fragment holds (issue 12).

:func:`holds` says whether a fragment's indexed stems hold one term (its compounds' parts,
the start of a longer stem, a unit of a measure word, a word of the same meaning);
:func:`_coverage` weighs the terms held by their rarity (:class:`tether.terms.Weights`).
:class:`Reading` is the same sum read once per question: :func:`tether.sufficiency.decide`
and :func:`tether.settled.settles` read the coverage of every candidate of a window (up to
256), twice each, and most candidates hold one of a few sets of the question's terms.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .terms import Weights
from .text import stem, without_fleeting_vowel


def _coverage(terms: Sequence[str], stems: frozenset[str], weights: Weights, absent: float = 1.0) -> float:
    """The weighted share of ``terms`` that ``stems`` hold (:func:`holds`); a term the
    corpus holds nowhere weighs ``absent`` times its weight."""
    held = total = 0.0
    for t in terms:  # one pass: each term's weight read once
        w = weights.weight(t)
        if absent != 1.0 and weights.df(t) == 0:
            w *= absent
        total += w
        if holds(stems, t):
            held += w
    return held / total if total else 0.0


class Reading:
    """The question's ``terms`` as :func:`_coverage` reads them, once per question: each
    term's weight looked up once, a fragment read as the set of terms it holds (a bit
    mask, :meth:`held`), and the coverage of each set summed once — term by term in the
    question's order, as :func:`_coverage` sums it, so the same float to the last bit."""

    __slots__ = ("terms", "_weights", "_absent", "_shares")

    def __init__(self, terms: Sequence[str], weights: Weights) -> None:
        self.terms = tuple(terms)
        self._weights = tuple(weights.weight(t) for t in self.terms)
        self._absent = tuple(weights.df(t) == 0 for t in self.terms)
        self._shares: dict[tuple[int, float], float] = {}

    def held(self, stems: frozenset[str]) -> int:
        """Bit i set when ``stems`` hold the i-th term (:func:`holds`)."""
        mask = 0
        for i, t in enumerate(self.terms):
            if holds(stems, t):
                mask |= 1 << i
        return mask

    def share(self, mask: int, absent: float = 1.0) -> float:
        """:func:`_coverage` of a fragment holding the terms of ``mask``."""
        known = self._shares.get((mask, absent))
        if known is None:
            held = total = 0.0
            for i, (w, nowhere) in enumerate(zip(self._weights, self._absent, strict=True)):
                if absent != 1.0 and nowhere:
                    w *= absent
                total += w
                if mask >> i & 1:
                    held += w
            known = self._shares[(mask, absent)] = held / total if total else 0.0
        return known

    def coverage(self, stems: frozenset[str], absent: float = 1.0) -> float:
        return self.share(self.held(stems), absent)

    def rarest_present(self) -> int:
        """The bits of the rarest terms that the corpus holds (all of equal rarity: "bank card"
        and "topped up" may each occur once), 0 when it holds none."""
        present = [i for i, nowhere in enumerate(self._absent) if not nowhere]
        if not present:
            return 0
        top = max(self._weights[i] for i in present)
        return sum(1 << i for i in present if self._weights[i] == top)


def bits(mask: int) -> list[int]:
    """Each set bit of a :meth:`Reading.held` mask, as a mask of its own."""
    return [1 << i for i in range(mask.bit_length()) if mask >> i & 1]


MIN_PREFIX_STEM = 5
"""Snowball leaves some forms of one word apart with one stem the start of the other
("appli" from applying, "applic" from application; "regist", "registr"): a stem of this
many letters meets the longer stems it begins. Not the checks' looser rule (two stems
sharing five letters), which read "compassion" as "company"."""


@lru_cache(maxsize=4096)
def _with_parts(stems: frozenset[str]) -> frozenset[str]:
    """The stems and the parts of their compounds: "home-office" holds "office", as the
    full-text index (which splits at the hyphen) already says it does."""
    parts = [stem(p) for s in stems if "-" in s for p in s.split("-") if p]
    return stems | frozenset(parts) if parts else stems


_HEADS = ("студ", "гос", "тех", "мед", "спорт", "проф", "зам", "зав", "соц", "хоз", "спец", "фин", "юр", "пед",
          "физ", "орг")
"""Heads of Russian compound abbreviations: «студсовет» is «студенческий совет», «госуслуги»
«государственные услуги», «медосмотр» «медицинский осмотр». Readers write them; policies spell
them out (unseen20 dev u20d-006)."""
MIN_TAIL = 3
"""Letters the rest of an abbreviation's stem keeps: «техник» (ник) is no compound. Snowball
cuts «спортзал» to «спортза», whose «за» is too short to be read as a word."""


def _abbreviated(stems: frozenset[str], term: str) -> bool:
    """Whether ``term`` is a compound abbreviation whose head begins a held stem and whose
    rest is held: «студсовет» in a text saying «студенческого совета»."""
    head = next((h for h in _HEADS if term.startswith(h)), None)
    if head is None or len(term) - len(head) < MIN_TAIL:
        return False
    tail = term[len(head):]
    return any(s.startswith(head) and s != head for s in stems) and (
        tail in stems or (len(tail) > MIN_TAIL and holds(stems, tail)))


_MEASURES = {
    "weight weigh weighs heavy вес весит весить тяжелый тяжёлый": "kg кг gram grams грамм граммов тонн tonne lb",
    "size dimension dimensions length height width tall габарит габариты длина высота ширина":
        "cm см mm мм metre metres метр метра метров inch inches дюйм дюймов",
    "distance far расстояние далеко": "km км mile miles миль",
}
"""A question's measure word ("what is the *weight* limit", «какой *вес*») is what a figure's
unit states: the section that says "up to 8 kg" covers it without the word. Units of two
letters or more only: "g", «г», "m", «м» are also "e.g.", «2024 г.», «г. Москва», "a.m."."""
_UNITS_OF = {stem(word): frozenset(stem(u) for u in units.split())
             for words, units in _MEASURES.items() for word in words.split()}

_SAME_WORD = ("price prices cost costs", "цена цены цену стоимость",
              "вернуть верните вернут вернёт вернет вернутся возврат возвращать",
              # one verb's two aspects from two stems: «я сам *покупаю* плитку» of «заказчик может
              # *купить* материалы сам» (unseen47 dev u47R-015)
              "купить купит купят куплю купил купили покупать покупаю покупает покупаем покупают покупку",
              "kid kids child children son sons daughter daughters",
              "ребёнок ребенок ребёнка ребенка ребёнку ребенку дети детей детям сын сына сыну сыном дочь дочери дочка "
              "дочку дочке дочкой",
              "bike bikes bicycle bicycles", "велик велика велосипед велосипеда велосипеды",
              "phone phones telephone", "flat flats apartment apartments",
              "машина машину машины автомобиль автомобиля автомобили автомобилей", "деньги денег средства средств",
              "money funds",
              # the spoken and the written name of one thing: a "parking *fine*" is a penalty
              # charge; a decision is "challenged" or "appealed"; a car's "reg" is its
              # registration; a «урок» is a class («занятие»), an «индивидуалка» an individual
              # one, a «сертик» a certificate, an «абик» a season ticket (unseen27 dev). Not "yr"
              # or «налик»: read as "year" and «наличные», the question's other words no longer
              # stopped it, and it was answered from the wrong section ("15 yr old" from the
              # parking rules, «налик в чужом банкомате» from the bank's own ATMs: unseen13 dev
              # u13b-033, unseen14 dev u14b-033)
              "fine fines penalty penalties", "keep kept retain retained retention",
              "appeal appeals challenge challenges",
              "reg registration", "hrs hour hours", "mins minute minutes", "wk wks week weeks",
              "info information", "appt appointment appointments",
              "motorbike motorbikes motorcycle motorcycles",
              "урок урока уроки уроков уроке занятие занятия занятий занятии",
              "индивидуалка индивидуалки индивидуалку индивидуальное индивидуальные индивидуальных",
              "сертик сертификат", "абик абонемент",
              # a city as chat writes it: +1 answerable question of the pooled dev splits
              # (unseen28 u28T-019), no other change (session 31)
              "мск москва", "питер спб петербург", "универ университет", "препод преподаватель",
              "заболел заболела заболели проболел проболела болезнь болезни болезнью")
"""Words a question and a policy use for one thing: users ask for the "price", policies say
what a plan "costs" («цена» / «стоимость»); a reader asks about "kids", a «велик», a «машина»,
«деньги», policies say "children", «велосипед», «автомобиль», «средства»; a reader asks whether
money is «вернут», a policy says it «возвращает» (one verb's two aspects, from two roots: unseen17
dev u17m-007). Only
words with no second sense in policy text: not "fee" or "charge", which name particular sums
("the cancellation fee")."""
_UNIT_NAMES = {"квадратный": "кв м² м2", "метр": "м² м2 кв", "километр": "км", "килограмм": "кг", "минута": "мин",
               "рубль": "руб ₽", "тысяча": "тыс", "square": "sq m² m2 sqm", "metre": "m² m2 sqm", "meter": "m² m2 sqm",
               "kilometre": "km", "kilometer": "km", "kilogram": "kg", "minute": "min mins", "hour": "hr hrs"}
"""A unit a question names in full ("за квадратный метр", "per square metre") and a record writes
short («за 1 кв. м», "per m²"): unseen21 dev u21u-001. Short forms of two letters or more; «кв»
stands for «кв. м». A bare «м» or "m" is never read: it is also «м.» and "5 m" of any kind."""
SAME_AS = {**{stem(word): frozenset(stem(w) for w in words.split()) - {stem(word)}
               for words in _SAME_WORD for word in words.split()},
           **{stem(word): frozenset(stem(u) for u in short.split()) for word, short in _UNIT_NAMES.items()}}
"""What else holds a term (:func:`holds`): the words of the same meaning, a unit name's short forms."""


@lru_cache(maxsize=4096)
def _vowelless(stems: frozenset[str]) -> frozenset[str]:
    """``stems`` less the fleeting vowel of a Russian noun's last syllable (:func:`without_fleeting_vowel`),
    read once per fragment: «саженец» and «саженцы» stem to "саженец" and "саженц", «подарок» and
    «подарка» to "подарок" and "подарк" (unseen56 dev u56P-009)."""
    return frozenset(without_fleeting_vowel(s) if len(s) >= MIN_FLEETING else s for s in stems)


MIN_FLEETING = 6
"""Letters of a stem read without its fleeting vowel here: «саженец», «звонок»; not «банок», whose
vowelless "банк" is a bank."""


@lru_cache(maxsize=65536)
def holds(stems: frozenset[str], term: str) -> bool:
    stems = _with_parts(stems)
    if term in stems:
        return True
    units = _UNITS_OF.get(term)
    if units is not None and not units.isdisjoint(stems):
        return True
    same = SAME_AS.get(term)
    if same is not None and not same.isdisjoint(stems):
        return True
    key = without_fleeting_vowel(term) if len(term) >= MIN_FLEETING else term
    if len(key) >= MIN_FLEETING - 1 and key in _vowelless(stems):
        return True
    if "-" in term and all(holds(stems, stem(p)) for p in term.split("-") if p):
        return True
    if _abbreviated(stems, term):
        return True
    if len(term) < MIN_PREFIX_STEM or term.isdigit():
        return False
    return any(s.startswith(term) or (len(s) >= MIN_PREFIX_STEM and term.startswith(s)) for s in stems)

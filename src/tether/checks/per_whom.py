"""Whom or what a sum is counted per: "200 EUR *per group*" against "200 EUR *per guest*", «300 ₽
*за заказ*» against «*за каждый товар*», «500 ₽ *за кубический метр*» against «*за одну заявку*»
(a red-team: p09, p51, p52, p53).

The answer keeps the sum and changes what it is counted by, which multiplies what the reader
pays; the words are the source's own. Read in code, as the period of a rate is
(:func:`tether.checks.sides.period_of`): the noun after "per", "a", "each", «за», «с» that
follows a sum names one of five classes — a person (guest, adult, ticket, «ребёнка»), a lot (a
group, a family, an order, a booking, «заявку»), an item (product, piece, «товар»), a thing hired
whole (a boat, a room, a car, «яхту») or a measure (metre, kilogram, «кубический метр»); "all" /
«всех» before a person's noun makes a lot. A claim's sum counted per one class where every cited
sentence stating it counts it per another turns the rule round (:mod:`tether.checks.bounds` compares them).
"""

from __future__ import annotations

import re

from ..figures.mention import Mention
from ..guard import lazy_pattern
from ..text import stem

_CLASSES = {
    "person": "person persons people head guest guests adult adults child children kid kids member members visitor "
              "visitors passenger passengers participant participants pupil pupils student students ticket tickets "
              "player players игрок игрока игроков "
              "человек человека гость гостя гостей взрослый взрослого взрослых ребёнок ребенок ребёнка ребенка "
              "детей участник участника посетитель посетителя пассажир пассажира ученик ученика билет билета",
    # not "visit" / «визит»: "€12 per visit" counts each visit, for a person as for a group (a sum
    # once for a whole visit is tether.checks.sides.once_or_per_period's)
    "lot": "group groups family families party household booking bookings reservation reservations order orders "
           "delivery deliveries shipment request requests application company "
           "группа группу группы семья семью семьи бронирование бронь заказ заказа доставку доставка заявку заявка "
           "заявки компания компанию компании класс "
           # a journey is counted whole, as an order is: "C$20 per trip" is no rate per km (unseen46 dev u46-en-024)
           "trip trips journey journeys ride rides transfer transfers поездку поездка поездки рейс трансфер",
    "item": "item items product products piece pieces article articles товар товара вещь вещи единицу изделие "
            "изделия предмет предмета "
            # a copy of a print run, a piece counted: «за каждый экземпляр тиража» is no sum per order
            # (unseen52 dev u52-ru-026)
            "copy copies unit units экземпляр экземпляра штуку штука bottle bottles бутылку бутылка",
    # what is hired whole: "€2,400 *per yacht*" is no sum per person (unseen40 dev u40-ru-034)
    "hired": "boat boats yacht yachts kayak kayaks canoe canoes vehicle vehicles car cars van vans minibus cabin "
             "cabins room rooms bike bikes bicycle bicycles "
             "лодку лодка лодки яхту яхта яхты машину машина машины автомобиль автомобиля каюту каюта каюты номер "
             "номера велосипед велосипеда байдарку байдарка байдарки",
    "measure": "kg kilo kilogram kilograms kilogramme metre metres meter meters litre litres liter liters m² m³ "
               "km kilometre kilometres kilometer kilometers mile miles "
               "кг килограмм метр метра литр литра кубический кубометр квадратный м² м³ км километр километра "
               # "per square metre", "per tonne", «за тонну», «за погонный метр» (a red-team of counted_per)
               "square sq sqm tonne tonnes ton tons тонну тонна тонны погонный",
}
CLASS_OF = {stem(w): name for name, words in _CLASSES.items() for w in words.split()}
"""The class of each noun a sum may be counted per, by its stem."""
_ALL = frozenset("all whole entire всех всю весь всё целую целый".split())
PER_REACH = 60
"""Characters read after a sum for its "per" phrase ("2 500 рублей в месяц за одного ребёнка": 26),
past a period: bounded, so reading every figure stays linear."""
PER_NOUN = lazy_pattern(
    # «на человека» after a sum is per person; «на 10 человек» (a capacity) has a number between
    r"(?:\b(?:per|a|an|each|for\s+(?:each|every|one|a|an|the\s+whole))|/|(?<!\w)(?:за|с|со|на))\s+"
    r"(?:(?P<q>one|each|every|single|a|an|all|whole|entire|одного|одну|одна|один|каждый|каждого|каждую|каждое|"
    r"всех|всю|весь|всё|целую|целый)\s+)?(?P<noun>[^\W\d_]+(?:[²³])?)",
    re.IGNORECASE)


_CLAUSE_END = lazy_pattern(r"[;:.!?]|,\s|\s[—–]\s")


def per_whom_of(text: str, m: Mention) -> str | None:
    """The class of what the sum ``m`` is counted per in ``text`` ("person", "lot", "item", "hired",
    "measure"), or None for any other figure or a sum with no such phrase after it."""
    if m.kind != "money":
        return None
    return counted_per_after(text, m.end)


def counted_per_after(text: str, at: int) -> str | None:
    """The class of the first noun of a class that a "per" phrase names within PER_REACH after ``at``,
    in its clause, or None."""
    end = min(len(text), at + PER_REACH)
    stop = _CLAUSE_END.search(text, at, end)  # "12 EUR; the allowance applies to each passenger"
    for found in PER_NOUN.finditer(text, at, stop.start() if stop else end):
        kind = CLASS_OF.get(stem(found.group("noun").lower()))
        if kind is None:
            continue  # a period ("a month", «в месяц» is no «за»), or a word of no class
        quantifier = (found.group("q") or "").lower()
        return "lot" if kind == "person" and quantifier in _ALL else kind
    return None

"""Jurisdiction names in English and Russian, matched on stems (any inflection).

Used by the rule router (which jurisdiction a question is about) and by the
``number-without-jurisdiction`` check (does the answer name it).
"""

from __future__ import annotations

from functools import cache

from .guard import lazy_pattern
from .text import stem, tokens

_BY_NAME_ONLY: dict[str, tuple[str, ...]] = {
    # Africa, the Middle East, South Asia and Latin America: unseen31's Kenyan rates were read as
    # naming no country at all. Their codes are words or states ("QA", "TM", "IQ", "DO", "MA",
    # "ME", "PA", "SA", "LA", "MM") and no record seen writes these countries by code, so each
    # names its country by name only (ACRONYMS).
    "KE": ("Kenya", "Kenyan", "Кения", "кенийский"),
    "TZ": ("Tanzania", "Tanzanian", "Танзания", "танзанийский"),
    "UG": ("Uganda", "Ugandan", "Уганда", "угандийский"),
    "RW": ("Rwanda", "Rwandan", "Руанда", "руандийский"),
    "ET": ("Ethiopia", "Ethiopian", "Эфиопия", "эфиопский"),
    "NG": ("Nigeria", "Nigerian", "Нигерия", "нигерийский"),
    "GH": ("Ghana", "Ghanaian", "Гана", "ганский"),
    "MA": ("Morocco", "Moroccan", "Марокко", "марокканский"),
    "TN": ("Tunisia", "Tunisian", "Тунис", "тунисский"),
    "NA": ("Namibia", "Namibian", "Намибия", "намибийский"),
    "BW": ("Botswana", "Ботсвана"),
    "ZW": ("Zimbabwe", "Зимбабве"),
    "ZM": ("Zambia", "Zambian", "Замбия", "замбийский"),
    "MU": ("Mauritius", "Маврикий"),
    "SC": ("Seychelles", "Сейшелы", "Сейшельские острова"),
    "SA": ("Saudi Arabia", "Saudi", "Саудовская Аравия", "саудовский"),
    "QA": ("Qatar", "Qatari", "Катар", "катарский"),
    "KW": ("Kuwait", "Kuwaiti", "Кувейт", "кувейтский"),
    "OM": ("Oman", "Omani", "Оман", "оманский"),
    "BH": ("Bahrain", "Bahraini", "Бахрейн", "бахрейнский"),
    "LB": ("Lebanon", "Lebanese", "Ливан", "ливанский"),
    "IR": ("Iran", "Iranian", "Иран", "иранский"),
    "IQ": ("Iraq", "Iraqi", "Ирак", "иракский"),
    "PK": ("Pakistan", "Pakistani", "Пакистан", "пакистанский"),
    "BD": ("Bangladesh", "Бангладеш"),
    "LK": ("Sri Lanka", "Sri Lankan", "Шри-Ланка", "шри-ланкийский"),
    "NP": ("Nepal", "Nepali", "Nepalese", "Непал", "непальский"),
    "MV": ("Maldives", "Мальдивы", "мальдивский"),
    "KH": ("Cambodia", "Cambodian", "Камбоджа", "камбоджийский"),
    "LA": ("Laos", "Лаос", "лаосский"),
    "MM": ("Myanmar", "Мьянма"),
    "TM": ("Turkmenistan", "Туркменистан", "туркменский"),
    "AL": ("Albania", "Albanian", "Албания", "албанский"),
    "BA": ("Bosnia and Herzegovina", "Bosnia", "Босния и Герцеговина", "Босния"),
    "MK": ("North Macedonia", "Северная Македония"),
    "ME": ("Montenegro", "Черногория", "черногорский"),
    "CL": ("Chile", "Chilean", "Чили", "чилийский"),
    "CO": ("Colombia", "Colombian", "Колумбия", "колумбийский"),
    "PE": ("Peru", "Peruvian", "Перу", "перуанский"),
    "UY": ("Uruguay", "Uruguayan", "Уругвай", "уругвайский"),
    "EC": ("Ecuador", "Ecuadorian", "Эквадор", "эквадорский"),
    "CR": ("Costa Rica", "Costa Rican", "Коста-Рика"),
    "PA": ("Panama", "Panamanian", "Панама", "панамский"),
    "CU": ("Cuba", "Cuban", "Куба", "кубинский"),
    "DO": ("Dominican Republic", "Доминиканская Республика", "Доминикана"),
    "JM": ("Jamaica", "Jamaican", "Ямайка", "ямайский"),
    "FJ": ("Fiji", "Fijian", "Фиджи"),
    "GE": ("Georgia", "Грузия"),  # read word for word (_GEORGIA), never by stem
}
"""Countries named by name only: their codes are in :data:`ACRONYMS`."""

# code: names and adjectives, English then Russian. Matching is by Snowball
# stem, so one form per word is enough ("Германия" covers "Германии", "Германией").
NAMES: dict[str, tuple[str, ...]] = {
    "DE": ("Germany", "German", "Deutschland", "Германия", "немецкий", "германский", "ФРГ"),
    "FR": ("France", "French", "Франция", "французский"),
    "PL": ("Poland", "Polish", "Польша", "польский"),
    "ES": ("Spain", "Spanish", "Испания", "испанский"),
    "IT": ("Italy", "Italian", "Италия", "итальянский"),
    "NL": ("Netherlands", "Dutch", "Holland", "Нидерланды", "Голландия", "нидерландский"),
    "BE": ("Belgium", "Belgian", "Бельгия", "бельгийский"),
    "AT": ("Austria", "Austrian", "Австрия", "австрийский"),
    "CH": ("Switzerland", "Swiss", "Швейцария", "швейцарский"),
    "CZ": ("Czechia", "Czech Republic", "Czech", "Чехия", "чешский"),
    "SE": ("Sweden", "Swedish", "Швеция", "шведский"),
    "FI": ("Finland", "Finnish", "Финляндия", "финский"),
    "DK": ("Denmark", "Danish", "Дания", "датский"),
    "NO": ("Norway", "Norwegian", "Норвегия", "норвежский"),
    "PT": ("Portugal", "Portuguese", "Португалия", "португальский"),
    "IE": ("Ireland", "Irish", "Ирландия", "ирландский"),
    "GB": ("United Kingdom", "UK", "Britain", "British", "England", "Великобритания", "Британия",
           "британский", "Англия"),
    "US": ("United States", "USA", "America", "American", "США", "Америка", "американский"),
    "RU": ("Russia", "Russian Federation", "Россия", "РФ", "российский"),
    "KZ": ("Kazakhstan", "Казахстан", "казахстанский"),
    "UA": ("Ukraine", "Ukrainian", "Украина", "украинский"),
    "BY": ("Belarus", "Беларусь", "Белоруссия", "белорусский"),
    "LT": ("Lithuania", "Литва", "литовский"),
    "LV": ("Latvia", "Латвия", "латвийский"),
    "EE": ("Estonia", "Эстония", "эстонский"),
    "TR": ("Turkey", "Türkiye", "Турция", "турецкий"),
    "CN": ("China", "Chinese", "Китай", "китайский"),
    "JP": ("Japan", "Japanese", "Япония", "японский"),
    "IN": ("India", "Indian", "Индия", "индийский"),
    "CA": ("Canada", "Canadian", "Канада", "канадский"),
    "AU": ("Australia", "Australian", "Австралия", "австралийский"),
    "NZ": ("New Zealand", "Новая Зеландия", "новозеландский"),
    "SG": ("Singapore", "Singaporean", "Сингапур", "сингапурский"),
    "MY": ("Malaysia", "Malaysian", "Малайзия", "малайзийский"),
    "TH": ("Thailand", "Thai", "Таиланд", "тайский"),
    "VN": ("Vietnam", "Viet Nam", "Vietnamese", "Вьетнам", "вьетнамский"),
    "PH": ("Philippines", "Philippine", "Filipino", "Филиппины", "филиппинский"),
    "ID": ("Indonesia", "Indonesian", "Индонезия", "индонезийский"),
    "TW": ("Taiwan", "Taiwanese", "Тайвань", "тайваньский"),
    "EG": ("Egypt", "Egyptian", "Египет", "Египта", "египетский"),  # «в Египте»: the е drops
    "HK": ("Hong Kong", "Гонконг", "гонконгский"),
    "ZA": ("South Africa", "South African", "ЮАР", "Южная Африка", "южноафриканский"),
    "BR": ("Brazil", "Brazilian", "Бразилия", "бразильский"),
    "MX": ("Mexico", "Mexican", "Мексика", "мексиканский"),
    "AR": ("Argentina", "Argentinian", "Аргентина", "аргентинский"),
    "IL": ("Israel", "Israeli", "Израиль", "израильский"),
    "AE": ("United Arab Emirates", "UAE", "Emirates", "ОАЭ", "Эмираты"),
    "KR": ("South Korea", "Korea", "Korean", "Южная Корея", "корейский"),
    "GR": ("Greece", "Greek", "Греция", "греческий"),
    "HU": ("Hungary", "Hungarian", "Венгрия", "венгерский"),
    "RO": ("Romania", "Romanian", "Румыния", "румынский"),
    "BG": ("Bulgaria", "Bulgarian", "Болгария", "болгарский"),
    "HR": ("Croatia", "Croatian", "Хорватия", "хорватский"),
    "SK": ("Slovakia", "Slovak", "Словакия", "словацкий"),
    "SI": ("Slovenia", "Slovenian", "Словения", "словенский"),
    "LU": ("Luxembourg", "Люксембург", "люксембургский"),
    "IS": ("Iceland", "Icelandic", "Исландия", "исландский"),
    "MT": ("Malta", "Maltese", "Мальта", "мальтийский"),
    "CY": ("Cyprus", "Cypriot", "Кипр", "кипрский"),
    "RS": ("Serbia", "Serbian", "Сербия", "сербский"),
    "MD": ("Moldova", "Молдова", "Молдавия", "молдавский"),
    "AM": ("Armenia", "Armenian", "Армения", "армянский"),
    "AZ": ("Azerbaijan", "Азербайджан", "азербайджанский"),
    "UZ": ("Uzbekistan", "Узбекистан", "узбекский"),
    "KG": ("Kyrgyzstan", "Kyrgyz", "Кыргызстан", "Киргизия", "киргизский", "кыргызский"),
    "TJ": ("Tajikistan", "Tajik", "Таджикистан", "таджикский"),
    "MN": ("Mongolia", "Mongolian", "Монголия", "монгольский"),
    **_BY_NAME_ONLY,
}
"""Jurisdictions by ISO 3166 code (EU aside). A code not here is still named by its code; a
name is matched only for these (unseen19 dev: four faithful answers naming "Australia"
failed ``number-without-jurisdiction`` before AU and NZ were added; unseen26 dev, "In Malaysia",
before MY was). Left out: Georgia (the
US state's name too, and «Грузия» shares its stem with «груз»), Jordan, Chad, Niger and Guinea
(people's names and words); the countries added for unseen31 are named by name only
(:data:`ACRONYMS`). Georgia is read by :data:`_GEORGIA` alone, word for word."""
ALIASES = {"UK": "GB"}

HOME_OF_CURRENCY: dict[str, str] = {
    "GBP": "GB", "RUB": "RU", "KZT": "KZ", "BYN": "BY", "UAH": "UA", "PLN": "PL", "CHF": "CH", "SEK": "SE",
    "NOK": "NO", "DKK": "DK", "CZK": "CZ", "HUF": "HU", "RON": "RO", "BGN": "BG", "TRY": "TR", "JPY": "JP",
    "CNY": "CN", "INR": "IN", "CAD": "CA", "AUD": "AU", "NZD": "NZ", "SGD": "SG", "BRL": "BR", "MXN": "MX",
    "ZAR": "ZA", "ILS": "IL", "AED": "AE", "KRW": "KR", "AMD": "AM", "AZN": "AZ", "RSD": "RS", "ISK": "IS",
    "MYR": "MY", "THB": "TH", "IDR": "ID", "VND": "VN", "PHP": "PH", "KGS": "KG", "UZS": "UZ", "TJS": "TJ",
    "MDL": "MD", "EGP": "EG", "TWD": "TW", "HKD": "HK", "KES": "KE", "NGN": "NG", "QAR": "QA", "SAR": "SA",
    "TZS": "TZ", "UGX": "UG", "PKR": "PK", "LKR": "LK",
}
"""The one country whose currency each is: a sum in roubles is a sum in Russia. Currencies of
several countries (the euro, the dollar) have none."""
EURO_AREA = frozenset({"AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MT",
                       "NL", "PT", "SI", "SK"})
"""The countries that pay in euros (2026)."""


def homes_of_currency(code: str) -> frozenset[str]:
    """The countries whose own currency ``code`` is; none for a dollar, which a sign does not
    tell apart (US$, C$, A$ read as one), or a currency not listed."""
    if code == "EUR":
        return EURO_AREA
    home = HOME_OF_CURRENCY.get(code)
    return frozenset({home}) if home else frozenset()

_CODE = lazy_pattern(r"\b([A-Z]{2})\b")


@cache
def _stem_names() -> dict[str, list[tuple[str, ...]]]:
    return {
        code: [tuple(stem(t) for t in tokens(name)) for name in names]
        for code, names in NAMES.items() if code not in _WORD_FOR_WORD
    }


@cache
def _by_first_stem() -> dict[str, list[tuple[str, tuple[str, ...]]]]:
    """(code, name) pairs keyed by the stem of the name's first word."""
    table: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for code, names in _stem_names().items():
        for name in names:
            table.setdefault(name[0], []).append((code, name))
    return table


def canonical(code: str) -> str:
    code = code.strip().upper()
    return ALIASES.get(code, code)


def mentions(text: str, code: str) -> bool:
    """True when ``text`` names jurisdiction ``code`` by code or by name (en/ru, any inflection)."""
    code = canonical(code)
    if any(canonical(c) == code for c in _CODE.findall(text)):
        return True  # any code, listed in NAMES or not
    return code in find(text)


ACRONYMS = frozenset({"HR", "IT", "IS", "AM", "PM", "AR", "MD", "MT", "SK", "SI", "RO", "BR", "IL", "AE", "IN", "NO",
                      "PT", "CY", "ID", "PR", "AI", "TV", "MY", "PH", "KG", "MN", *_BY_NAME_ONLY})
"""Codes that are also everyday capitals ("report it to *HR*", "10 *AM*", the *IT* desk, a *PT*
session; "MY BOOKING", "PH 7", "20 KG", "St Paul, MN"): written bare, they name no jurisdiction
(a review: "Do I report it to HR?" answered Germany's question from Croatia's record). Their
country's name still names it."""


_WORD_FOR_WORD = frozenset({"GE"})
"""Countries whose names are not read by stem, each by a pattern of its own (:data:`_GEORGIA`)."""
_GEORGIA = lazy_pattern(r"\b(?P<en>Georgia)\b|(?<!\w)Грузи(?:я|и|ю|ей)(?!\w)")
"""Georgia, read word for word, not by stem: «Грузия»'s stem is «груз» (cargo), and "Georgia" is a
US state too, so the English name is not read in a text that names the United States (session 31:
a Russian / Georgian studio's prices named no country)."""


def _georgia(text: str, found: dict[str, int]) -> None:
    """Georgia (GE) into ``found``, at its first word, when :data:`_GEORGIA` reads it in ``text``."""
    if "GE" in found or ("Georgia" not in text and "Грузи" not in text):
        return
    for m in _GEORGIA.finditer(text):
        if m.group("en") and "US" in found:
            continue
        found["GE"] = len(tokens(text[:m.start()]))
        return


def find(text: str, known: set[str] | None = None) -> list[str]:
    """Jurisdiction codes named in ``text``, in order of first mention (by word, whether the
    code or the name: "in Germany … to HR" is about Germany first)."""
    found: dict[str, int] = {}
    words_before, read_to = 0, 0  # the words before each code, counted on from the last: linear
    for m in _CODE.finditer(text):
        code = canonical(m.group(1))
        if m.group(1) not in ACRONYMS and (code in NAMES or (known and code in known)) and code not in found:
            words_before += len(tokens(text[read_to:m.start()]))
            read_to = m.start()
            found[code] = words_before
    words = tokens(text)
    table = _by_first_stem()
    for i, word in enumerate(words):
        named = [(code, sum(map(len, name))) for key in _keys(word) for code, name in table.get(key, ())
                 if all(i + k < len(words) and _matches(words[i + k], name[k]) for k in range(len(name)))]
        # The longest name a word starts: «Австралии» begins with Austria's stem «австр» too.
        longest = max((length for _, length in named), default=0)
        for code, length in named:
            if length == longest and i < found.get(code, i + 1):
                found[code] = i
    _georgia(text, found)
    return sorted(found, key=found.__getitem__)


MIN_CUT_NAME = 4
"""Letters of a Russian name's stem that a word must begin with to name it though Snowball cuts
the two apart (:func:`_matches`): «росс» of «России»; shorter stems («ес») match exactly."""


def _keys(word: str) -> list[str]:
    """The name stems a word can stand for: its own stem, and for a Cyrillic
    word every prefix of MIN_CUT_NAME letters or more (see :func:`_matches`)."""
    keys = [stem(word)]
    if "а" <= word[:1] <= "я":
        keys.extend(word[:n] for n in range(MIN_CUT_NAME, len(word) + 1))
    return keys


def _matches(word: str, name_stem: str) -> bool:
    # Russian Snowball may cut a name and its inflection differently
    # ("Казахстан" → "казахста", "Казахстане" → "казахстан"), so a Cyrillic word
    # that starts with the name's stem counts too. English names do not inflect
    # ("franchise" must not name France); short stems ("ес") match exactly.
    if stem(word) == name_stem:
        return True
    return len(name_stem) >= MIN_CUT_NAME and "а" <= word[0] <= "я" and word.startswith(name_stem)

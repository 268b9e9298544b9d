"""The compiled name matcher finds exactly what a scan of every document found (issue 15).

The reference is the scan it replaced (as of commit a251612): for each document, its
id where it stands on its own in the question, else its title among the question's words;
an id that is a plain word is named by its title only (unseen19 dev u19h-003).
"""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from tether.plan import Catalog, named_documents
from tether.text import normalize_title, tokens


def scan(question: str, documents: dict[str, str | None]) -> list[str]:
    q_lower = question.lower()
    q_norm = f" {normalize_title(question)} "
    found: list[tuple[int, str]] = []
    for doc, title in documents.items():
        low, norm = doc.lower(), normalize_title(title) if title else ""
        # a plain word of its own title is named by the title only
        plain_word = re.fullmatch(r"[^\W\d_]+", low) is not None and low in tokens(title or "")
        if not plain_word and low in q_lower and re.search(rf"(?<![\w-]){re.escape(low)}(?![\w-])", q_lower):
            found.append((len(doc), doc))
        elif norm and f" {norm} " in q_norm:
            found.append((len(norm), doc))
    return [doc for _, doc in sorted(found, reverse=True)]


# Few letters, so ids and titles collide with question words often; hyphens, dots,
# slashes and case, so ids that are not one run of word characters occur too.
WORD = st.text(alphabet="abeëЁё-Ф1 .", min_size=1, max_size=6)
ID = st.text(alphabet="abAB-Ф1./_", min_size=1, max_size=7)
TITLE = st.none() | st.lists(WORD, min_size=1, max_size=4).map(" ".join)


@settings(max_examples=400, deadline=None)
@given(documents=st.dictionaries(ID, TITLE, max_size=8),
       question=st.lists(WORD | ID, max_size=8).map(lambda parts: " ".join(parts) + "?"))
@example(documents={"act-2019": "Retention Act", "act-2023": None, "fees.de": "Fees"},
         question="How long under act-2019, the retention act and fees.de?")
def test_the_compiled_matcher_finds_what_the_scan_found(documents: dict[str, str | None], question: str) -> None:
    assert named_documents(question, Catalog(documents=documents)) == scan(question, documents)


def test_a_question_names_a_document_among_many_by_id_and_by_title() -> None:
    documents = {f"doc-{n:05d}": f"Registration fee DE {n}" for n in range(10_000)}
    catalog = Catalog(documents=documents)
    question = "What does doc-00007 say about the registration fee de 12?"
    # The longer name first: the title (22 characters) before the id (9).
    assert named_documents(question, catalog) == ["doc-00012", "doc-00007"] == scan(question, documents)


def test_an_id_that_is_a_plain_word_is_no_name_in_a_question() -> None:
    """"when I *travel* overnight" is the word, not the record ``travel``; its title names it."""
    catalog = Catalog(documents={"travel": "Business travel", "fees-de": "Fees in Germany",
                                 "nda": "Non-disclosure agreement"})
    assert named_documents("What's the meal allowance when I travel overnight?", catalog) == []
    assert named_documents("What does the Business travel page say about hotels?", catalog) == ["travel"]
    assert named_documents("What is in fees-de?", catalog) == ["fees-de"]
    # an acronym is no word of its title: it still names its document (review)
    assert named_documents("NDA: how many years does confidentiality survive?", catalog) == ["nda"]
